"""Tests that fill the host's file table, or make the product's watch take the host's turn at ending a
child, take turns, and start from a count that stands still.

Their preconditions measure the host's growth (``/proc/sys/fs/file-nr``) while their child holds its
files. Under ``-n 2`` another worker's filler, or the files of a filler that just exited (the kernel
releases them after the exit, over up to half a second: mappings of closed files), would move that
count under them, and their watches would see each other's growth; and a watch waiting for the
host's turn another test's watch holds lets a filler finish unseen (round 14's filler, once in six
runs of these tests under ``-n 2``).
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import time
from collections.abc import Iterator

from pytest_passnet.sandbox import file_table

# Not the product's turn file (``file_table`` takes that inside these tests' children).
TURN = "/tmp/passnet-tests-file-fillers.lock"
STEADY_FILES = 2_000
SETTLE_S = 10.0


@contextlib.contextmanager
def alone() -> Iterator[None]:
    """This test's turn among the host's file-table fillers, once the host's count stands still."""
    turn = os.open(TURN, os.O_RDONLY | os.O_CREAT, 0o644)  # read-only: a user's suite shares root's file
    try:
        fcntl.flock(turn, fcntl.LOCK_EX)
        _settle()
        yield
    finally:
        os.close(turn)


def _settle() -> None:
    deadline = time.monotonic() + SETTLE_S
    last = file_table.allocated_files()
    while last is not None and time.monotonic() < deadline:
        time.sleep(0.2)
        now = file_table.allocated_files()
        if now is None or abs(now - last) < STEADY_FILES:
            return
        last = now
