"""Round 32a (cheap, in the normal suite): the stop watch's thread bound and first pause (cac77c9d), on real children,
the real ``_stop_trees``, ``_Watch`` and ``_too_many``. Counted (threads, files opened), not timed."""

from __future__ import annotations

import os

import pytest

from pytest_passnet.sandbox import policy
from tests.adversarial.redteam.round32a import threads32a

# DGX H100's CPUs (2 x 56 cores, SMT) and two sockets of AMD EPYC 9965 (2 x 192 cores, SMT).
DGX_H100, EPYC_9965_2S = (112, 224), (384, 768)


def test_threads_a_churning_child_has_at_its_stop_are_the_threads_it_has_at_finish():
    """THREADS_AFTER_COUNT (held): a child whose threads start and end without pause is counted at its stop, and stands
    with that count through the block: a stopped thread group starts no thread (a clone in flight restarts once the stop
    is pending), so no thread comes between the count and the timed work, and none is read as started."""
    rows = threads32a.churned_stops(stops=6)
    assert all(row["counted"] == row["at_finish"] and not row["ran"] for row in rows), rows
    assert all(not row["refused"] and row["counted"] <= policy.CHILD_THREADS for row in rows), rows


def test_the_first_look_reads_at_most_twice_the_files_its_pause_is_made_of():
    """FIRST_LOOK_SHARE (held): over a stopped child at the bound (1,024 idle threads, not refused) a look opens 1.5
    times the files of the first read that ``first_pause`` is 19 times (a thread's ``children`` besides its stat and
    schedstat), twice once a thread not stopped at the first read has stopped (``procfs.ending``): the first look takes
    at most about a tenth of its cycle, later ones a twentieth, and no look can hold 3 of a block's 5 trials (they
    would have to be under 2 reads apart, the whole block shorter than the 19 reads before the first look)."""
    found = threads32a.first_read_and_look()
    assert not found["refused"] and not found["ran"] and found["threads"] == policy.CHILD_THREADS, found
    assert found["look_files"] <= 1.6 * found["first_read_files"], found
    assert found["moved_look_files"] <= 2.1 * found["first_read_files"], found


@pytest.fixture(scope="module")
def honest_hosts():
    return {(row["physical"], row["logical"]): row for row in threads32a.honest_hosts([DGX_H100, EPYC_9965_2S])}


def test_an_honest_cpu_child_on_a_dgx_h100_s_cpus_is_watched(honest_hosts):
    """The control: torch's intra-op pool (a thread a physical core) and the digests' pool (a thread a CPU of the
    affinity) of a 224-CPU host: 337 threads, well under the bound."""
    row = honest_hosts[DGX_H100]
    assert row["refused"] is None and row["threads"] <= sum(DGX_H100) + 8, row


def test_an_honest_cpu_child_on_a_768_cpu_host_is_watched(honest_hosts):
    """HUGE_HOST_REFUSAL: P + L + 1 threads, 1,153 on two EPYC 9965 sockets, under that host's bound. Held since the
    bound is two a CPU of the host's and 64 (``policy.most_threads``); was FOOLED (low: a false finding on the
    largest CPU hosts): over a fixed 1,024, ``_Watch.refused`` ended the pass's child, ``cheat_detected``."""
    row = honest_hosts[EPYC_9965_2S]
    assert row["refused"] is None, row


@pytest.mark.skipif(len(os.sched_getaffinity(0)) < 2, reason="needs a CPU outside the slot")
def test_a_child_pinned_to_its_slot_stays_on_it():
    """SLOT_ESCAPE: held since the children's seccomp filter refuses ``sched_setaffinity`` where the trusted process
    runs on fewer CPUs than the host has (``policy.pinned``, the plan's ``pinned``). Was FOOLED (low: code run in the
    child; the local runtime only): pinned to CPU 0 as ``agent/runtimes/local.py`` pins an evaluation, the child asked
    for every CPU and got them."""
    found = threads32a.slot_escape((0,))
    assert found["pinned"] == [0] and found["asked"] == "Operation not permitted", found
    assert found["after"] == [0], found


@pytest.mark.skipif(len(os.sched_getaffinity(0)) < (os.cpu_count() or 1), reason="this process is pinned itself")
def test_a_child_on_every_cpu_still_sets_its_threads_affinity():
    """SLOT_ESCAPE's control: unpinned, the filter lets affinity be (thread pools pin their own threads)."""
    every = tuple(sorted(os.sched_getaffinity(0)))
    found = threads32a.slot_escape(every)
    assert found["asked"] == "allowed" and found["after"] == list(range(os.cpu_count())), found
