"""Keeping one bad variant from taking the run down.

A kernel can hang, or leave the CUDA context unusable so that every later call
in the process fails. Neither can be undone in-process, so the process ends, but
only after the variant's result is safe: written to ``results.jsonl`` in a single
process, or turned into a result by the xdist controller when the worker dies.
"""

from __future__ import annotations

import os
import sys
import threading
from collections.abc import Callable

WORKER_EXIT_CODE = 3


class Watchdog:
    """Calls ``on_timeout`` from a thread if the guarded block runs longer than ``seconds``."""

    def __init__(self, seconds: float | None, on_timeout: Callable[[], None]):
        self.seconds = seconds
        self.on_timeout = on_timeout
        self._timer: threading.Timer | None = None

    def __enter__(self) -> Watchdog:
        if self.seconds:
            self._timer = threading.Timer(self.seconds, self.on_timeout)
            self._timer.daemon = True
            self._timer.start()
        return self

    def __exit__(self, *exc) -> None:
        if self._timer:
            self._timer.cancel()


def cuda_context_usable() -> bool:
    """A tiny synchronising probe: after an illegal access every CUDA call fails."""
    import torch

    try:
        torch.cuda.synchronize()
        torch.zeros(1, device="cuda").add_(1).item()
    except RuntimeError:
        return False
    return True


def end_process(config, message: str) -> None:
    """Leave at once: a hung kernel or a dead context cannot be recovered from in-process."""
    capture = config.pluginmanager.getplugin("capturemanager")
    if capture is not None:
        capture.suspend_global_capture(in_=False)  # or the message dies with the captured output
    print(f"\npassnet: {message}", file=sys.stderr, flush=True)
    os._exit(WORKER_EXIT_CODE)


def crash_message(nodeid: str) -> str:
    return (
        f"the process running {nodeid} died (a segfault, a hang past --passnet-timeout, or a lost CUDA "
        "context); the variant counts as failed and the other variants ran in a fresh worker"
    )
