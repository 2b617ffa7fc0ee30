"""Processes that share a device take turns at timing it.

Several pytest-xdist workers may run on one GPU (``-n 8`` on four GPUs, ``-n 4`` on one), and two
runs may share a machine. Their compiles, warm-ups and checks may overlap; a timed block may not:
it runs alone on the device, with no other process's passnet work beside it. One reader-writer
lock per physical device, across processes: ``flock`` on two files (the kernel drops a dead
holder's locks; nothing to clean up). A GPU's files are in the temp directory, shared by every run
of the same user on the machine (closed to other uids, sandboxed children's included); the host's
are in the run directory, shared by that run's workers only: CPU timings are not PassBench's numbers (Triton runs in its interpreter there), and one lock for all
CPU runs of a machine made unrelated runs wait for each other's timing (a 26 s demo run took
173 s beside another CPU run; CI's parallel test runs queued the same way).

    work   (shared)     compile, warm-up, output calls, judging, guard: any number at once
    alone  (exclusive)  timed trials: one process at a time, once the running work has ended

A process's sandboxed children run only while it holds work or a turn (``children``): another
process's timed block may run whenever it holds neither, and a pass's child left running could
slow that block's side at will (red team round 17a: two workers' pass children colluding).

The gate gives timers preference: a process waiting to time holds it, so no new work starts
until it has timed, and a steady stream of compiles cannot starve it. A process never waits for
its turn while holding work (``alone`` gives its share back first), so two timers cannot each
wait for the other. Waits poll (non-blocking flock, a few ms apart) so that they can end: a
holder that never lets go (a pass that found the file) fails the waiting variant, not the run.
"""

from __future__ import annotations

import fcntl
import os
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Protocol

from pytest_passnet.runfiles import DEVICE_LOCKS_DIR

POLL_S = 0.002


class TurnTimeout(Exception):
    """No turn on the device within the variant's time limit."""


def device_key(device: str) -> str:
    """The physical device behind ``device``: the GPU's UUID (indices depend on CUDA_VISIBLE_DEVICES),
    ``cpu`` for the host."""
    if not device.startswith("cuda"):
        return "cpu"
    import torch

    index = torch.device(device).index
    uuid = str(torch.cuda.get_device_properties(torch.cuda.current_device() if index is None else index).uuid)
    return uuid if uuid.startswith(("GPU-", "MIG-")) else f"GPU-{uuid}"


def lock_folder(device: str, run_dir: Path) -> Path:
    """Where the lock files of ``device`` live for a run writing to ``run_dir``."""
    if device.startswith("cuda"):
        # One folder per user, closed to every other uid: a sandboxed child with a uid of its own
        # (or another user's pass) must not be able to open, and so flock, the files.
        return Path(tempfile.gettempdir()) / f"pytest-passnet-locks-{os.getuid()}"
    return run_dir / DEVICE_LOCKS_DIR


class Children(Protocol):
    """What runs of this process beside the trusted side (``sandbox.process.Sandboxes``)."""

    def stop_all(self) -> None: ...

    def continue_all(self) -> None: ...


class DeviceLock:
    def __init__(self, device: str, timeout: float | None, folder: Path, children: Children | None = None):
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        key = device_key(device)
        self.files = folder / f"{key}.*"
        self.timeout = timeout
        self._gate = os.open(folder / f"{key}.gate", os.O_RDWR | os.O_CREAT, 0o600)
        self._turns = os.open(folder / f"{key}.turns", os.O_RDWR | os.O_CREAT, 0o600)
        self._probe = os.open(folder / f"{key}.turns", os.O_RDONLY)  # its own open file: never converts a held lock
        self._working = False
        self.children = children
        self.waited_s = 0.0  # time spent waiting for turns, for the variant's record

    @contextmanager
    def working(self) -> Iterator[None]:
        """Work that may overlap other processes' work but not their timed blocks."""
        self._take(self._gate, fcntl.LOCK_EX)
        try:
            self._take(self._turns, fcntl.LOCK_SH)
        finally:
            fcntl.flock(self._gate, fcntl.LOCK_UN)
        self._working = True
        self._continue_children()
        try:
            yield
        finally:
            self._working = False
            self._stop_children()
            fcntl.flock(self._turns, fcntl.LOCK_UN)

    @contextmanager
    def alone(self) -> Iterator[None]:
        """A timed block: no other process's work or timed block runs meanwhile. Inside ``working``
        the share is given back while waiting and taken again (the gate still held) after."""
        resume = self._working
        if resume:
            self._stop_children()
            fcntl.flock(self._turns, fcntl.LOCK_UN)
        self._take(self._gate, fcntl.LOCK_EX)
        try:
            self._take(self._turns, fcntl.LOCK_EX)
            if resume:
                self._continue_children()
            try:
                yield
            finally:
                # While the gate is held no other process waits on the turns file: converting
                # back to shared lets nobody in between.
                fcntl.flock(self._turns, fcntl.LOCK_SH if resume else fcntl.LOCK_UN)
        finally:
            fcntl.flock(self._gate, fcntl.LOCK_UN)

    def wait_while_timed(self) -> None:
        """Return once no process (this one included) is timing on the device: a background
        replay's pause. Holds nothing after, so it can never be waited for."""
        while True:
            try:
                fcntl.flock(self._probe, fcntl.LOCK_SH | fcntl.LOCK_NB)
            except BlockingIOError:
                time.sleep(POLL_S)
                continue
            fcntl.flock(self._probe, fcntl.LOCK_UN)
            return

    def _stop_children(self) -> None:
        if self.children is not None:
            self.children.stop_all()

    def _continue_children(self) -> None:
        if self.children is not None:
            self.children.continue_all()

    def _take(self, fd: int, how: int) -> None:
        asked = time.perf_counter()
        while True:
            try:
                fcntl.flock(fd, how | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                waited = time.perf_counter() - asked
                if self.timeout is not None and waited > self.timeout:
                    raise TurnTimeout(
                        f"waited {waited:.0f} s for a turn on the device: another process holds its lock "
                        f"({self.files}; `fuser -v {self.files}` names it): end it, or run with fewer "
                        "workers per device") from None
                time.sleep(POLL_S)
        self.waited_s += time.perf_counter() - asked

    def close(self) -> None:
        for fd in (self._gate, self._turns, self._probe):
            os.close(fd)
