"""Round 36b: the file-table watch's memory looks (``ab13f366``: ``host_memory.room``, ``spread_finding``,
``FileTableWatch._memory_look``) on real confined children in real v1 memory cgroups of 640 MiB (``premises36b``). Uids
of no account (1,500,520-1,500,521); the watch's CPU is counted, no span is timed."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.needs import needs_memcg, needs_root

from . import premises36b

_FOUND: dict[str, dict] = {}


def _cache(how: str) -> dict:
    if how not in _FOUND:
        _FOUND[how] = premises36b.active_cache(how)
    return _FOUND[how]


@needs_root
@needs_memcg
@pytest.mark.slow
def test_page_cache_written_once_leaves_the_room_and_the_honest_child_alone():
    """ROOM_ACTIVE_CACHE's control (plain): the same 500 MiB written once is inactive cache, which ``_room_in``
    subtracts: the room stays far from short and the honest child (one forked worker) lives."""
    found = _cache("once")
    assert found["stat"]["inactive_file"] >= 400 and found["stat"]["active_file"] < 50, found
    assert found["room_mib"][0] > 2 * found["low_mark_mib"], found
    assert not found["honest_ended"] and found["verdict"] is None, found


@needs_root
@needs_memcg
@pytest.mark.slow
def test_page_cache_read_twice_does_not_make_the_watch_end_an_honest_child():
    """ROOM_ACTIVE_CACHE, held since ``host_memory._room_in`` subtracts the active file cache too (was FOOLED,
    medium). Another worker's pass reads a 500 MiB file of its scratch twice (active cache, all of it
    reclaimable: 400 MiB are allocated in the cgroup afterwards without an OOM kill); ``room`` reads about 35 MiB left of
    640, below ``low_mark``, and the honest child's watch ends it (its fork added 1 MiB, weighed as 68 MiB)."""
    found = _cache("twice")
    assert found["stat"]["active_file"] >= 400 and found["allocated_400_mib_after"], found
    assert found["oom_kills"] == ["oom_kill 0"], found
    assert not found["honest_ended"] and found["verdict"] is None, found


@needs_root
@needs_memcg
@pytest.mark.slow
def test_an_honest_child_whose_fork_shares_its_pages_is_not_ended_for_another_s_memory():
    """SHARED_SPREAD, held since ``spread_finding`` ends nothing where /proc hides a process's pages (a user's plain
    child: OOM_SPLIT stays open there, trust.md §7; was FOOLED, medium-low). The honest child's fork wrote nothing (the cgroup's rss grew 1 MiB), yet ``oom_weight`` counts it
    at 68 MiB, over ``spread_mark`` (40 MiB); another worker's child holds 480 MiB in one process (the kernel's own pick,
    never the watch's), and the honest child is ended with ``[passnet limits] memory ran short``."""
    found = _cache("anon")
    assert found["fork_added_rss_mib"] <= 5 and found["honest_weights_mib"][1] > found["spread_mark_mib"], found
    assert found["room_mib"][0] < found["low_mark_mib"], found
    assert not found["honest_ended"] and found["verdict"] is None, found


@needs_root
@needs_memcg
@pytest.mark.slow
def test_the_memory_looks_take_no_more_of_the_trusted_process_than_the_stop_watch_may():
    """LOOK_TAX, held since each memory look pauses 19 times what it took (``file_table.PAUSE_PER_LOOK``; was
    FOOLED, low-medium). A stopped tree of 64 processes of 16 threads (``CHILD_PROCESSES``, ``CHILD_THREADS``); with memory near
    short (a ballast in one process) the watch's thread took 40 % of a CPU here (18.5 % with one thread each), against
    under 1 % away from short; the stop watch's own bound is a twentieth (``process._WATCH_PAUSE_PER_LOOK``)."""
    seconds = 1.0
    found = premises36b.look_cost(16, seconds)
    # The pause bounds the share over the long run; a window of ``seconds`` may also catch one look that began before
    # it (local CI 5: 5.1-5.8 % in 1 s, a tree walk being about 11 ms).
    bound = 0.05 + found["one_tree_ms"] / 1e3 / seconds
    assert found["processes"] == 64 and found["threads"] >= 1000, found
    assert found["away"]["watch_cpu_share"] <= bound and not found["away"]["near_short"], found
    assert found["near"]["near_short"] and found["ended_for"] is None, found
    assert found["near"]["watch_cpu_share"] <= bound and found["near_held"]["watch_cpu_share"] <= bound, found
