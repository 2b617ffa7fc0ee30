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

Waits for a turn cost the suite twice: the filler's worker idles until the other's test ends, and that worker idles
through the filler. So a filler waiting for its turn goes first (``GATE``: ``flock`` keeps no queue, and a worker
whose tests follow each other took its shared turn again between them, a filler once waiting 41 s in CI); the
fillers are collected first (tests/conftest.py), and a worker keeps its turn from one filler to the next it runs
(``kept_for``): it waits once for a run of them, each still starting from a count that stands still.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import threading
import time
from collections.abc import Iterator

from pytest_passnet.sandbox import file_table

# Not the product's turn file (``file_table`` takes that inside these tests' children).
TURN = "/tmp/passnet-tests-file-fillers.lock"
GATE = "/tmp/passnet-tests-file-fillers.gate"  # held while waiting for TURN: exclusive by a filler, shared otherwise
STEADY_FILES = 2_000
SETTLE_S = 10.0


_turn: int | None = None  # this process's descriptor of TURN: shared in every test, exclusive in a filler
_gate: int | None = None
_shared = False
_alone_depth = 0
_kept: contextlib.ExitStack | None = None  # the turn kept from a filler test for the next one (``kept_for``)
_letting_go: threading.Timer | None = None  # lets go of ``_kept`` where no next test comes
_keeping = threading.Lock()
KEEP_S = 2.0


def _turn_descriptor() -> int:
    global _turn
    if _turn is None:
        _turn = os.open(TURN, os.O_RDONLY | os.O_CREAT, 0o644)  # read-only: a user's suite shares root's file
    return _turn


def _take_turn(exclusive: bool) -> None:
    """The turn, through the gate: while a filler waits for its turn (the gate exclusive), no test takes a shared
    turn, so it waits for the tests running now, not for those that follow them. A process holds no turn while it
    waits at the gate (``alone`` lets go of its shared turn first): no two processes wait for each other."""
    global _gate
    if _gate is None:
        _gate = os.open(GATE, os.O_RDONLY | os.O_CREAT, 0o644)
    fcntl.flock(_gate, fcntl.LOCK_EX if exclusive else fcntl.LOCK_SH)
    try:
        fcntl.flock(_turn_descriptor(), fcntl.LOCK_EX if exclusive else fcntl.LOCK_SH)
    finally:
        fcntl.flock(_gate, fcntl.LOCK_UN)


@contextlib.contextmanager
def beside() -> Iterator[None]:
    """Every other test's share of the host: none runs while a filler has its turn. Its child would see
    the filler's growth, and its watch end it ("another process's files: run the variant again")."""
    global _shared
    if not _alone_depth:  # inside a filler's turn (a module's fixture) the turn is held already
        _take_turn(exclusive=False)
    _shared = True
    try:
        yield
    finally:
        _shared = False
        if not _alone_depth:
            fcntl.flock(_turn_descriptor(), fcntl.LOCK_UN)


@contextlib.contextmanager
def alone(settle: bool = True) -> Iterator[None]:
    """This test's turn among the host's file-table fillers and every other test, once the host's count
    stands still (``settle``, inside a turn held already too: a turn kept from the previous filler test, ``kept_for``,
    or the test's own fixture). One descriptor per process: its shared lock is let go, then the exclusive one waited
    for."""
    global _alone_depth
    if _alone_depth == 0:
        if _shared:
            fcntl.flock(_turn_descriptor(), fcntl.LOCK_UN)
        _take_turn(exclusive=True)
    if settle:
        _settle()
    _alone_depth += 1
    try:
        yield
    finally:
        _alone_depth -= 1
        if _alone_depth == 0:
            fcntl.flock(_turn_descriptor(), fcntl.LOCK_SH if _shared else fcntl.LOCK_UN)


@contextlib.contextmanager
def kept_for(filler: bool, next_is_filler: bool) -> Iterator[None]:
    """Around a test (its module's fixtures included) and outside ``beside``: a filler's turn, kept for the test
    that follows it on this worker where that is a filler too. Each filler still settles (``alone``).

    An xdist worker runs a test only once it holds the one after it: its last one waits for the controller, which
    may wait for the other worker, whose test waits for this turn. So a kept turn is let go after ``KEEP_S`` without
    a next test (session 37: a worker kept it while idle and every pytest session of the host hung)."""
    global _kept, _letting_go
    with _keeping:
        if _letting_go is not None:
            _letting_go.cancel()
            _letting_go = None
        if filler and _kept is None:
            kept = contextlib.ExitStack()
            kept.enter_context(alone(settle=False))
            _kept = kept
    try:
        yield
    finally:
        with _keeping:
            if _kept is not None and not (filler and next_is_filler):
                kept, _kept = _kept, None
                kept.close()
            elif _kept is not None:
                _letting_go = threading.Timer(KEEP_S, _let_go, (_kept,))
                _letting_go.daemon = True
                _letting_go.start()


def _let_go(kept: contextlib.ExitStack) -> None:
    global _kept
    with _keeping:
        if _kept is kept:
            _kept = None
            kept.close()


def _settle() -> None:
    deadline = time.monotonic() + SETTLE_S
    last = file_table.allocated_files()
    while last is not None and time.monotonic() < deadline:
        time.sleep(0.2)
        now = file_table.allocated_files()
        if now is None or abs(now - last) < STEADY_FILES:
            return
        last = now
