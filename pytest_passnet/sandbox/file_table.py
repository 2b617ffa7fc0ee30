"""The host's file table, watched while a pass's child lives.

Each process of a child may hold ``policy.LIMITS["nofile"]`` descriptors, threads cloned without
CLONE_FILES a table each, and every mapping of a closed file keeps its open file: together a
child's processes can fill ``fs.file-max``, after which every open on the host without
CAP_SYS_ADMIN fails with ENFILE — the next sample's child, the reference, the trusted side's own
report (red team rounds 12a and 13a). No cgroup counts a child's files, and a child's /proc entries
are not the trusted side's to read as a user (its processes are non-dumpable), so a thread reads the
host's count (``/proc/sys/fs/file-nr``, one small read). Where it grew by ``GROWTH_FILES`` while
the child lived, it stops the child; where the count then stands still too, it ends the child and
sees what that gave back: the files were the pass's where the count fell by half that growth or
more. Where the count still moved (another worker's pass filling, or its own watch ending it), the
child goes on.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import signal
import tempfile
import threading
import time
from collections.abc import Callable

from pytest_passnet.sandbox import procfs

FILE_NR = "/proc/sys/fs/file-nr"
# Far more than a pass's child opens and maps (its libraries, pipes, Inductor's compile workers:
# thousands) and a small share of any host's table (fs.file-max is in the millions).
GROWTH_FILES = 1 << 17
PERIOD_S = 0.05
GIVE_BACK_S = 5.0
# How long the child stands stopped while the watch sees whether the host's count still moves.
STILL_S = 0.5


def allocated_files() -> int | None:
    """Open files on the host, or None where /proc does not say."""
    try:
        with open(FILE_NR, "rb") as file_nr:
            return int(file_nr.read().split()[0])
    except (OSError, ValueError, IndexError):
        return None


class FileTableWatch:
    """Watches the file table while one child lives; ``verdict`` says why it ended the child."""

    def __init__(self, processes: Callable[[], list[int]]):
        self.processes = processes
        self.ended_for: str | None = None
        self._done = threading.Event()
        self._ending = threading.Event()  # set before the kill: the child's end is the watch's from then on
        self._settled = threading.Event()
        self.hold = threading.Lock()  # the child's stops: this watch's, or others_stopped's
        self._base = allocated_files()
        if self._base is not None:
            threading.Thread(target=self._loop, name="passnet-file-table", daemon=True).start()

    def _loop(self) -> None:
        while not self._done.wait(PERIOD_S):
            grown = allocated_files()
            if grown is None:
                continue
            self._base = min(self._base, grown)  # files others closed are not the child's to open again
            if grown - self._base > GROWTH_FILES and self._end(grown):
                return

    def _end(self, grown: int) -> bool:
        """End the child where the growth stood still while the child did; else (another process's
        files came or went meanwhile) carry on. One watch of the host at a time does this (another
        worker's watch ending a filler would make the count stand still and then fall in this
        child's window too), and never while ``others_stopped`` holds the child (``hold``)."""
        with _host_turn(), self.hold:
            if self._done.is_set():
                return True  # the child was closed meanwhile
            now = allocated_files() or grown
            self._base = min(self._base, now)
            if now - self._base <= GROWTH_FILES:
                return False  # another watch's turn ended what grew
            pids = self.processes()
            running = [pid for pid in pids if not all(state in "Tt" for state in procfs.thread_states(pid) or "T")]
            procfs.send(running, signal.SIGSTOP)  # a stopped child's files neither come nor go
            time.sleep(STILL_S)
            ran = _ran(pids, running)
            still = allocated_files() or now
            if not ran and abs(still - now) > GROWTH_FILES // 4:
                procfs.send(running, signal.SIGCONT)  # only those it stopped
                self._base = min(self._base, still)
                return False
            self._ending.set()
            procfs.send(pids, signal.SIGKILL)
            procfs.until_ended(pids)
            given_back = self._given_back(now)
        growth = f"the host's open files grew from {self._base:,} to {now:,} while the pass's process ran"
        if ran:
            self.ended_for = (f"[passnet limits] {growth}, and {ran} while the trusted side held it stopped to see "
                              "whose files they were: a pass may not fill the host's file table")
        elif given_back >= GROWTH_FILES // 2:
            self.ended_for = (f"[passnet limits] {growth}, and ending it gave back {given_back:,}: a pass may not fill "
                              "the host's file table, which every other process needs")
        else:
            self.ended_for = (f"[passnet limits] {growth}; ending it gave back only {given_back:,}, so the files were "
                              "another process's on this host: run the variant again")
        self._settled.set()
        return True

    @staticmethod
    def _given_back(grown: int) -> int:
        """How far the host's count fell from ``grown``: files of a killed process's mappings are put
        after it has ended (the kernel defers their release), so the count is read until it has
        fallen by half the growth, for up to ``GIVE_BACK_S``."""
        deadline = time.monotonic() + GIVE_BACK_S
        while True:
            given_back = grown - (allocated_files() or grown)
            if given_back >= GROWTH_FILES // 2 or time.monotonic() > deadline:
                return given_back
            time.sleep(PERIOD_S)

    def verdict(self) -> str | None:
        """Why the watch ended the child, once it has seen what that gave back; None where it did not."""
        if self._ending.is_set():
            self._settled.wait(procfs.ENDED_LIMIT_S + GIVE_BACK_S + 1.0)
        return self.ended_for

    def stop(self) -> None:
        self._done.set()


def _ran(pids: list[int], stopped: list[int]) -> str | None:
    """How the child showed it ran while held stopped (round 14: a pipe's SIGCONT set on its own
    stderr, which the trusted side drains), or None."""
    for pid in stopped:
        states = procfs.thread_states(pid)
        if states and not all(state in "TtZX" for state in states):
            return f"process {pid} continued itself"
    for pid in pids:
        if set(procfs.children(pid)) - set(pids):
            return f"process {pid} started another"
    return None


@contextlib.contextmanager
def _host_turn():
    """The host's one turn at stopping and ending a child for its files: a lock file every worker
    (and every user) on the host opens read-only."""
    path = os.path.join(tempfile.gettempdir(), "passnet-file-table.lock")
    try:
        fd = os.open(path, os.O_RDONLY | os.O_CREAT | os.O_NOFOLLOW | os.O_CLOEXEC, 0o644)
    except OSError:
        yield  # no shared lock here: this watch goes alone
        return
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)
