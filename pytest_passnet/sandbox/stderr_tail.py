"""The end of what a child writes to stderr, and nothing more: a thread drains the pipe as the child
writes and keeps the last 64 KiB, so a child that writes gigabytes costs the trusted side 64 KiB
of memory and no disk."""

from __future__ import annotations

import os
import select
import threading

KEPT_BYTES = 64 << 10
_READ_BYTES = 1 << 16


class StderrTail:
    def __init__(self):
        self.read_fd, self.write_fd = os.pipe()  # the write end is the child's stderr
        self._kept = bytearray()
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._drain, name="passnet-stderr", daemon=True)
        self._thread.start()

    def child_started(self) -> None:
        """The child has its copy of the write end: ours goes, so the pipe ends with the child's."""
        os.close(self.write_fd)
        self.write_fd = -1

    def _drain(self) -> None:
        try:
            # select with a timeout, so that ``close`` ends the thread even while a process the
            # pass left behind still holds the pipe open
            while not self._stop.is_set():
                if not select.select([self.read_fd], [], [], 0.2)[0]:
                    continue
                chunk = os.read(self.read_fd, _READ_BYTES)
                if not chunk:
                    break
                with self._lock:
                    self._kept += chunk
                    del self._kept[:-KEPT_BYTES]
        except OSError:
            pass
        finally:
            os.close(self.read_fd)

    def text(self) -> str:
        with self._lock:
            return self._kept.decode(errors="replace")

    def settle(self, limit_s: float = 1.0) -> None:
        """Wait (at most ``limit_s``) for what an ended child wrote last to be read."""
        self._thread.join(limit_s)

    def close(self) -> None:
        """Stop reading; the thread ends by itself (and closes its end) within 0.2 s, not waited for."""
        self._stop.set()
        if self.write_fd >= 0:
            os.close(self.write_fd)
            self.write_fd = -1
