"""Round 43a: the file-table watch's memory looks after 2370c29a (each look stops the pass's process group in one
``killpg`` first, then walks and weighs), on real confined children (bubblewrap as a user of no account) in a memory
cgroup of 1 GiB, the real ``FileTableWatch`` built as ``Sandbox.assign`` builds it (``premises43a``). Counted, not
timed: which child ends first and the cgroup's OOM kills."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.needs import needs_bwrap, needs_memcg, needs_root

from . import premises43a

loaded_wake = pytest.mark.xfail(
    strict=False, reason="LOADED_WAKE (open, low-medium; session 32): the driver, the trusted side here, "
                         "runs as a uid of no account, which may not make the watch real-time; at nice 0 its 5 ms wake "
                         "waits for a loaded host's time slices, and in official CI's load (session 31's submission) the "
                         "OOM killer ended the honest child first in both tests; locally under two busy loops 1 of 3. The "
                         "real-time path (a root trusted side, as CI's product runs) is round 46a's plain "
                         "test_the_real_time_watch_ends_a_page_touching_split_filler_under_two_busy_loops")
_LIMITS = "[passnet limits] memory ran short"


def _held(found: dict) -> bool:
    """The watch ended the split filler before the kernel ended anything (round 35b's OOM_SPLIT held)."""
    return found.get("ended", [])[:1] == ["filler"] and found.get("oom_kills") == ["oom_kill 0"]


def _left_at_verdict(found: dict) -> int:
    """The MiB left that the ending look read (its finding says it)."""
    return int(found["verdict"].split("(")[1].split(" MiB left")[0].replace(",", ""))


@needs_root
@needs_memcg
@needs_bwrap
@loaded_wake
@pytest.mark.slow
def test_the_stop_first_look_ends_a_page_touching_split_filler_at_the_mark():
    """The control (plain): 40a's FAST_SPLIT shape (pieces of 96 MiB forked at once by two spawners, each touching a byte
    a page, 4,000 idle threads in the first process: each walk tens of ms) beside an honest child of 400 MiB. The look
    memory running short calls stops the group before its walk: the watch ends the filler near ``low_mark`` (128 MiB
    left), before any OOM kill."""
    found = premises43a.split_fill(populate=0)
    assert found["filler"]["threads"] == premises43a.THREADS and min(found["walk_ms"]) > 20, premises43a._brief(found)
    assert _held(found), premises43a._brief(found)
    assert found["verdict"].startswith(_LIMITS), premises43a._brief(found)  # the room it read: the host's load


@needs_root
@needs_memcg
@needs_bwrap
@loaded_wake
@pytest.mark.slow
def test_a_probe_that_sets_the_last_look_s_reading_near_zero_still_meets_a_stopped_filler():
    """PROBE_BASELINE (held, plain): the first process alone takes the room to 16 MiB left and back (its fall's looks
    read the bottom: ``looked_at``), hoping ``host_memory.ran_shorter`` calls the next look only below half that reading,
    19 looks' time (~1 s) after the last; then the page-touching pieces fill. At the round the look came late (6-15 MiB
    left) and still met a stopped filler; since the lead's change after the round the room's rise raises the last
    look's reading (``FileTableWatch._loop``), so the look comes near ``low_mark`` again (121-127 MiB left here;
    asserted: over 16 MiB, above the round's 6-15, under CI's load), and the filler is ended before any OOM kill."""
    found = premises43a.split_fill(populate=0, probe_left=premises43a.PROBE_LEFT_MIB)
    assert found["probe_mib"][1] > 128, premises43a._brief(found)
    assert _held(found), premises43a._brief(found)
    assert found["verdict"].startswith(_LIMITS) and _left_at_verdict(found) > 16, premises43a._brief(found)


@needs_root
@needs_memcg
@needs_bwrap
@pytest.mark.xfail(strict=False, reason="round 43a POPULATE_THROUGH (docs/trust.md §7's open populate residual, "
                   "measured after 2370c29a): a SIGSTOP does not end a MADV_POPULATE_WRITE call; pieces populating "
                   "when memory runs short fill through the look's walk, and the OOM killer ends the honest child "
                   "first; not strict: since f263f695 kills the group at its conviction, a run whose pieces were "
                   "between calls at the stop holds (local CI 14 XPASSed)")
@pytest.mark.slow
def test_the_watch_ends_a_filler_whose_pieces_populate_in_one_call_before_any_oom_kill():
    """POPULATE_THROUGH: the control's filler, but each piece fills its 96 MiB in one ``madvise(MADV_POPULATE_WRITE)``.
    Two trials; the product holds where the watch ends the filler before any OOM kill in both."""
    for _ in range(2):
        found = premises43a.split_fill(populate=1)
        assert found["filler"]["threads"] == premises43a.THREADS, premises43a._brief(found)
        assert _held(found), premises43a._brief(found)


@needs_root
@needs_memcg
@needs_bwrap
@pytest.mark.xfail(strict=False, reason="round 43a READ_THROUGH: a read(2) of a file into untouched memory checks only "
                   "fatal signals, so it fills through the stop as a populate call does (no seccomp rule can refuse "
                   "read); 1 of 2 trials ended the honest child first here, so it may XPASS")
def test_the_watch_ends_a_filler_whose_pieces_read_a_file_into_fresh_memory_before_any_oom_kill():
    """READ_THROUGH: each piece fills its 96 MiB with one ``preadv`` of a 96 MiB file of its scratch into an untouched
    mapping (the copy faults the pages in)."""
    found = premises43a.split_fill(populate=2)
    assert _held(found), premises43a._brief(found)
