"""Round 40a: the file-table watch's memory looks after 5f88837a (the room read every period, a walk called early where
it fell a quarter of ``low_mark`` below the last walk's, the 19x pause for paced walks only), on real confined children
in a memory cgroup of 1 GiB, the real ``FileTableWatch`` and the real ``process._process_trees`` (``premises40a``).
Uids of no account; counted, not timed, but LOOK_TAX's CPU share (the project's own bound)."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.needs import needs_bwrap, needs_memcg, needs_root

from . import premises40a

_LIMITS = "[passnet limits] memory ran short"


def _seen(found: dict) -> dict:
    return {key: found.get(key) for key in ("filler", "ended", "oom_kills", "verdict", "returncodes", "walk_ms",
                                            "pause_ms", "room_mib", "dip_mib", "error")}


def _held(found: dict) -> bool:
    """The watch ended the split filler before the kernel ended anything (round 35b's OOM_SPLIT held)."""
    return found.get("ended", [])[:1] == ["filler"] and found.get("oom_kills") == ["oom_kill 0"]


# -- DIP_BASELINE ------------------------------------------------------------------------------------------------------

_DIPS: list[dict] = []


def _dips() -> list[dict]:
    """Two trials (a trial the watch happens to catch is not the product holding: it must catch both)."""
    while len(_DIPS) < 2:
        _DIPS.append(premises40a.split_fill(premises40a.THREADS, dip=True))
    return _DIPS


@needs_root
@needs_memcg
@needs_bwrap
@pytest.mark.slow
def test_the_watch_ends_a_split_filler_with_many_threads_at_round_39a_s_rate():
    """DIP_BASELINE's control (plain): round 39a's split filler (pieces of 96 MiB, 640 MiB/s, 4,000 idle threads in its
    first process, each walk of its tree tens of ms) next to an honest child of 400 MiB: the room falls, the walks come
    early, and the watch ends the filler with a ``[passnet limits]`` finding before any OOM kill (5f88837a's fix)."""
    found = premises40a.split_fill(premises40a.THREADS, dip=False)
    assert found["filler"]["threads"] == premises40a.THREADS and min(found["walk_ms"]) > 20, _seen(found)
    assert _held(found), _seen(found)
    assert found["verdict"].startswith(_LIMITS) and "outside its largest" in found["verdict"], _seen(found)


@needs_root
@needs_memcg
@needs_bwrap
@pytest.mark.slow
def test_a_dip_in_one_process_sets_the_baseline_below_what_the_pieces_reach():
    """DIP_BASELINE's premise (plain): the filler's first process holds memory down to 64-80 MiB left, below ``low_mark`` (one process:
    no look ends it) and the pieces then hold that memory at a room that stands still: the room never falls a quarter
    of ``low_mark`` below that dip's, so no walk is called early."""
    found = _dips()[0]
    low = found["marks_mib"]["low"]
    assert found["filler"]["threads"] == premises40a.THREADS and found["dip_mib"] >= 128, _seen(found)
    dipped = [room for _, room, _, _ in found["room_trace_mib"]]
    assert min(dipped[:20]) < low, found["room_trace_mib"]  # within 1 s: under load later than 0.4 s (local CI 18)


@needs_root
@needs_memcg
@needs_bwrap
@pytest.mark.slow
def test_a_filler_that_dips_in_one_process_and_hands_over_to_pieces_is_ended_before_the_honest_child():
    """DIP_BASELINE: the control's filler and honest child; the filler first holds memory in one process to 64 MiB
    left, calls one more walk with a 36 MiB probe (that walk's baseline is then ~30 MiB: a fall a quarter of
    ``low_mark`` below it is below zero), waits that walk out (timed on its own /proc), hands its memory to the pieces
    16 MiB at a time, then fills the rest at 640 MiB/s. Held since the lead's change after the round (was FOOLED,
    medium, 5 of 5): while the child may run the watch walks at every period, early walks and their baseline are gone;
    the watch ends the filler first, no OOM kill, in both trials."""
    for found in _dips():
        assert _held(found), _seen(found)


# -- FAST_SPLIT --------------------------------------------------------------------------------------------------------

_FASTS: list[dict] = []


def _fasts() -> list[dict]:
    while len(_FASTS) < 2:
        _FASTS.append(premises40a.split_fill(premises40a.THREADS, dip=False, gap=0.0))
    return _FASTS


@needs_root
@needs_memcg
@needs_bwrap
@pytest.mark.slow
def test_the_watch_ends_a_full_speed_split_filler_whose_tree_walks_fast():
    """FAST_SPLIT's control (plain): the pieces fill as fast as Python touches pages (about 1.8 GiB/s on one core here),
    no threads: each walk takes a fraction of a ms, and the watch ends the filler before any OOM kill."""
    found = premises40a.split_fill(0, dip=False, gap=0.0)
    assert _held(found), _seen(found)
    assert found["verdict"].startswith(_LIMITS), _seen(found)


@needs_root
@needs_memcg
@needs_bwrap
@pytest.mark.slow
def test_a_full_speed_split_filler_with_many_threads_is_ended_before_the_honest_child():
    """FAST_SPLIT: the control's full-speed filler with 4,000 idle threads in its first process, next to an honest child
    of 400 MiB. Held since the lead's change after round 42a (was FOOLED, medium, 3 of 3): each memory look stops the
    pass's process group in one call before it walks the tree (``PassGroup``), and memory running short calls a look
    within a period, however long a walk takes: the watch ends the filler first, no OOM kill, in both trials."""
    for found in _fasts():
        assert found["filler"]["threads"] == premises40a.THREADS, _seen(found)
        assert _held(found), _seen(found)


# -- VANISHING ---------------------------------------------------------------------------------------------------------


@needs_root
@needs_memcg
@needs_bwrap
@pytest.mark.slow
def test_the_watch_survives_processes_that_end_mid_walk_and_still_ends_a_spread():
    """VANISHING (plain, held): below ``low_mark`` every look walks and weighs the child's tree while it forks and reaps
    processes that end at once (a walk, a status or smaps_rollup read of a process gone meanwhile): after 3 s the
    watch's thread still runs and has ended nothing; the same child then spreads 96 MiB over four processes and is
    ended with the ``[passnet limits]`` finding within a second, no OOM kill."""
    found = premises40a.vanishing(3.0)
    assert found["room_mib"] < found["low_mib"] and found["processes_seen"] > 5, found
    assert found["thread_alive"] and found["ended_for_churn"] is None, found
    assert found["ended_after_spread_s"] is not None and found["ended_after_spread_s"] < 1.0, found
    assert found["verdict"].startswith(_LIMITS) and found["oom_kills"] == ["oom_kill 0"], found
