"""Timing a match's kernels against its pattern in eager, on a GPU, alone on the device.

Several solver processes (and the plugin's own runs) may share one GPU: their compiles and checks
overlap, but a timed block runs alone, through the plugin's device lock (``device_lock.py``).
``triton.testing.do_bench`` times each side (median of its repetitions, L2 cache flushed).
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractContextManager
from pathlib import Path

from pytest_passnet.device_lock import DeviceLock, lock_folder

WARMUP_MS = 10
REPEAT_MS = 50


class Timer:
    def __init__(self, device: str, run_dir: Path):
        self.lock = DeviceLock(device, None, lock_folder(device, run_dir))

    def working(self) -> AbstractContextManager:
        """Around a sample's GPU work that is not timed (captures, compiles, checks)."""
        return self.lock.working()

    def speedup(self, eager: Callable[[], object], ours: Callable[[], object]) -> float:
        import triton.testing

        with self.lock.alone():
            return (triton.testing.do_bench(eager, warmup=WARMUP_MS, rep=REPEAT_MS)
                    / triton.testing.do_bench(ours, warmup=WARMUP_MS, rep=REPEAT_MS))
