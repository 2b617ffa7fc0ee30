"""The host's file table, watched while a pass's child lives.

Each process of a child may hold ``policy.LIMITS["nofile"]`` open files, and only RLIMIT_NPROC
(which counts threads too) bounds how many processes it has: together they can fill
``fs.file-max``, after which every open on the host without CAP_SYS_ADMIN fails with ENFILE — the
next sample's child, the reference, the trusted side's own report (red team round 12a). No cgroup
counts a child's files, so a thread reads the host's count (``/proc/sys/fs/file-nr``, one small
read) and, only where it grew by ``GROWTH_FILES`` since it last looked at the child, counts the
child's own descriptors and kills a child that holds most of that growth.
"""

from __future__ import annotations

import os
import signal
import threading
from collections.abc import Callable

FILE_NR = "/proc/sys/fs/file-nr"
# Far more than a pass's child opens (its libraries, pipes and Inductor's compile workers: hundreds)
# and a small share of any host's table (fs.file-max is in the millions).
GROWTH_FILES = 1 << 17
PERIOD_S = 0.05


def allocated_files() -> int | None:
    """Open files on the host, or None where /proc does not say."""
    try:
        with open(FILE_NR, "rb") as file_nr:
            return int(file_nr.read().split()[0])
    except (OSError, ValueError, IndexError):
        return None


def open_files(pids: list[int]) -> int:
    """The descriptors the processes ``pids`` hold (threads share their process's)."""
    held = 0
    for pid in pids:
        try:
            held += len(os.listdir(f"/proc/{pid}/fd"))
        except OSError:
            pass  # gone, or not ours to read: it holds nothing this count could end
    return held


class FileTableWatch:
    """Watches the file table while one child lives; ``ended_for`` says why it killed the child."""

    def __init__(self, processes: Callable[[], list[int]]):
        self.processes = processes
        self.ended_for: str | None = None
        self._done = threading.Event()
        self._base = allocated_files()
        if self._base is not None:
            threading.Thread(target=self._loop, name="passnet-file-table", daemon=True).start()

    def _loop(self) -> None:
        while not self._done.wait(PERIOD_S):
            now = allocated_files()
            if now is None or now - self._base <= GROWTH_FILES:
                continue
            pids = self.processes()
            held = open_files(pids)
            if held > GROWTH_FILES // 2:
                self.ended_for = (f"[passnet limits] the pass's processes held {held:,} open files ({now:,} open on the "
                                  "host): a pass may not fill the host's file table, which every other process needs; "
                                  "its process was ended")
                for pid in pids:
                    try:
                        os.kill(pid, signal.SIGKILL)
                    except OSError:
                        pass  # already gone
                return
            self._base = now  # others' files: the child's growth is counted from here

    def stop(self) -> None:
        self._done.set()
