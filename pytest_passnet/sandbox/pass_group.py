"""The process group a child's pass code runs in, stopped and continued in one call.

Seccomp refuses ``setsid`` and ``setpgid`` (``seccomp``), so every process the pass starts stays in the group of the
process that runs it: the child's own (it was started in a session of its own), or under bubblewrap the session
``--new-session`` made inside its PID namespace (its first process, bubblewrap's, is in it too). One ``killpg``
stops all of them however many threads and processes the pass made, where a walk of its tree takes as long as the
pass chooses (red team rounds 39a's LOOK_STRETCH and 40a's FAST_SPLIT: a split filler outran a walk of 4,000 threads
to the OOM killer). In a mode without seccomp the pass may leave the group: what it takes out of it is not stopped.

A group's number is its first process's: it stays that group's while that process lives or waits to be reaped, so
each signal first asks that process, through a pidfd opened when the group was found, whether it is still there.
"""

from __future__ import annotations

import contextlib
import os
import signal
import threading

from pytest_passnet.sandbox import procfs


class PassGroup:
    """The pass's process group of the child the trusted side started as ``outer``; ``nested``: under bubblewrap."""

    def __init__(self, outer: int, nested: bool):
        self.outer, self.nested = outer, nested
        self._found: tuple[int, int] | None = None  # the group's number and its first process's pidfd
        self._lock = threading.RLock()  # the watch's thread signals it; requests and ``close`` come from others
        self._closed = False  # closed, or no pidfds here (Linux before 5.3): never signalled

    def number(self) -> int | None:
        """The group once found (bubblewrap makes it after it starts; ``send`` asks its pidfd whether the number still
        names it); None before, where its first process had ended when it was looked for, or where the child shares
        this process's group."""
        with self._lock:
            if self._found is None and not self._closed:
                group = self._search()
                if group is None or group == os.getpgrp():
                    return None
                try:
                    pidfd = os.pidfd_open(group)
                except ProcessLookupError:  # its first process ended: the number may be another's soon
                    return None
                except OSError:  # no pidfds: nothing tells the number is still the group's
                    self._closed = True
                    return None
                if _group_of(group) != group:  # the number was another process's
                    os.close(pidfd)
                    return None
                self._found = (group, pidfd)
            return self._found[0] if self._found else None

    def send(self, signum: int) -> bool:
        """``signum`` sent to every process of the group at once; False where it was not (no group, or its first
        process is gone and with it what the number says)."""
        with self._lock:
            if self.number() is None:
                return False
            group, pidfd = self._found
            try:
                signal.pidfd_send_signal(pidfd, 0)
                os.killpg(group, signum)
            except OSError:
                return False
            return True

    def resume(self) -> None:
        self.send(signal.SIGCONT)

    def close(self) -> None:
        """Its pidfd closed; the group is not signalled again."""
        with self._lock:
            if self._found is not None:
                os.close(self._found[1])
            self._found = None
            self._closed = True

    def _search(self) -> int | None:
        """The child's own group; under bubblewrap the first group below it, found without reading the children of
        a process in it (the pass's: it may have thousands of threads)."""
        top = _group_of(self.outer)
        if not self.nested or top is None:
            return top
        pending = [self.outer]
        while pending:
            pid = pending.pop()
            group = _group_of(pid)
            if group is not None and group != top:
                return group
            if group is not None:
                pending += procfs.children(pid)
        return None


def _group_of(pid: int) -> int | None:
    with contextlib.suppress(OSError):
        return os.getpgid(pid)
    return None
