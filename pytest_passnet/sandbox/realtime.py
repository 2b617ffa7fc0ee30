"""The trusted side's watching threads made real-time where the host lets them.

A thread that must act within milliseconds of what it watches (a trial's answer, memory running short) then waits for
no ordinary thread's time slice, however busy the host: at nice 0 the memory watch's 5 ms wake came late enough under
official CI's load that a split filler reached the OOM killer first (red team round 43a's tests in session 31's
submission); real-time, round 46a's filler was ended first under two busy loops, 5 of 5. Such a thread sleeps almost
always; work whose length the watched code sets (a walk of its tree, 16 processes of 30,000 mappings: 150-350 ms) runs
``set_aside``, as the thread ran before, lest it take a CPU whole from everything else there (round 46b's RT_LENT_LOOK:
a timed process on that CPU made no progress through such a look).
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator

PRIORITY = 1  # above every ordinary thread; the least a real-time one has

_refused = False  # this process may not be real-time (no CAP_SYS_NICE, no real-time runtime): not asked again


def make_realtime() -> tuple | None:
    """The calling thread made ``SCHED_FIFO`` (not its other threads, nor children it forks), where this process may
    make it so: how it was scheduled before, or None (refused, or real-time already)."""
    global _refused
    before = (os.sched_getscheduler(0), os.sched_getparam(0))
    if _refused or _is_realtime(before[0]):
        return None
    try:
        _to_realtime()
    except OSError:  # EPERM: no CAP_SYS_NICE, or a container's group without real-time runtime
        _refused = True
        return None
    return before


@contextlib.contextmanager
def set_aside(before: tuple | None) -> Iterator[None]:
    """The calling thread scheduled as ``before`` (what ``make_realtime`` returned it from) for the block, real-time
    again after; nothing where ``before`` is None or the calling thread is not real-time (not the one made so: a
    test's thread looking as the watch's would, which would leave it real-time)."""
    if before is None or not _is_realtime(os.sched_getscheduler(0)):
        yield
        return
    os.sched_setscheduler(0, *before)
    try:
        yield
    finally:
        _to_realtime()


def _to_realtime() -> None:
    os.sched_setscheduler(0, os.SCHED_FIFO | os.SCHED_RESET_ON_FORK, os.sched_param(PRIORITY))


def _is_realtime(policy: int) -> bool:
    return policy & ~os.SCHED_RESET_ON_FORK in (os.SCHED_FIFO, os.SCHED_RR)
