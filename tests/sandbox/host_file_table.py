"""Tests that fill the host's file table, or make the product's watch take the host's turn at ending a
child, take turns, and start from a count that stands still.

Their preconditions measure the host's growth (``/proc/sys/fs/file-nr``) while their child holds its
files. Under ``-n 2`` another worker's filler, or the files of a filler that just exited (the kernel
releases them after the exit, over up to half a second: mappings of closed files), would move that
count under them, and their watches would see each other's growth; and a watch waiting for the
host's turn another test's watch holds lets a filler finish unseen (round 14's filler, once in six
runs of these tests under ``-n 2``). Every other test takes a shared turn (``beside``, around each
test and its module's fixtures in tests/conftest.py): a filler's growth seen by another worker's
honest child makes its watch end that child ("another process's files: run the variant again";
``test_rewrite``'s no-match test in CI at a8910cb2, ``test_confinement`` on the H200).

A test whose watch reads a count the test plays (``file_table.allocated_files`` replaced) and takes a turn file of
the test's own (``file_table.turn_path`` replaced) does neither: it takes a turn here only where its margins are
tight enough that another worker's load could move its outcome (every second inside ``alone`` holds the other
worker idle).
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


_turn: int | None = None  # this process's descriptor of TURN: shared in every test, exclusive in a filler
_shared = False
_alone_depth = 0


def _turn_descriptor() -> int:
    global _turn
    if _turn is None:
        _turn = os.open(TURN, os.O_RDONLY | os.O_CREAT, 0o644)  # read-only: a user's suite shares root's file
    return _turn


@contextlib.contextmanager
def beside() -> Iterator[None]:
    """Every other test's share of the host: none runs while a filler has its turn. Its child would see
    the filler's growth, and its watch end it ("another process's files: run the variant again")."""
    global _shared
    if not _alone_depth:  # inside a filler's turn (a module's fixture) the turn is held already
        fcntl.flock(_turn_descriptor(), fcntl.LOCK_SH)
    _shared = True
    try:
        yield
    finally:
        _shared = False
        if not _alone_depth:
            fcntl.flock(_turn_descriptor(), fcntl.LOCK_UN)


@contextlib.contextmanager
def alone() -> Iterator[None]:
    """This test's turn among the host's file-table fillers and every other test, once the host's count
    stands still. One descriptor per process: its shared lock is converted, not waited for."""
    global _alone_depth
    if _alone_depth == 0:
        fcntl.flock(_turn_descriptor(), fcntl.LOCK_EX)
        _settle()
    _alone_depth += 1
    try:
        yield
    finally:
        _alone_depth -= 1
        if _alone_depth == 0:
            fcntl.flock(_turn_descriptor(), fcntl.LOCK_SH if _shared else fcntl.LOCK_UN)


def _settle() -> None:
    deadline = time.monotonic() + SETTLE_S
    last = file_table.allocated_files()
    while last is not None and time.monotonic() < deadline:
        time.sleep(0.2)
        now = file_table.allocated_files()
        if now is None or abs(now - last) < STEADY_FILES:
            return
        last = now
