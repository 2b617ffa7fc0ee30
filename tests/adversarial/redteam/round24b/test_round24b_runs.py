"""Round 24b's wake tax (``-m redteam``; about 30 s per root configuration): the same small call in a child shaped
like the reference child and in one with an honest pass's idle helper processes, driven through real holds and
scored as the product scores the CPU (``measure.bound_by_trusted_clock``)."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.round24b.runs24b import ROOT_CONFIGURATIONS, driven, scored

pytestmark = pytest.mark.redteam
TRIALS = 30


@pytest.fixture(params=ROOT_CONFIGURATIONS)
def wake_run(request) -> dict:
    record = driven(request.param, TRIALS, 0.0, "reference_like,honest_workers,crowd")
    if isinstance(record, str):
        pytest.skip(record)
    return record


def test_the_children_read_their_requests_only_once_continued(wake_run):
    for name in ("reference_like", "honest_workers", "crowd"):
        assert wake_run[name]["trials_done"] == TRIALS and "broken" not in wake_run[name], wake_run[name]
        assert all(early < 0 for early in wake_run[name]["began_before_span_ms"])


@pytest.mark.xfail(strict=True, reason="red team round 24b (medium: a false conviction for a thread-heavy tree, a "
                   "raised score for a smaller one): Hold._continue reads the span's clock before its SIGCONT round, "
                   "which wakes every thread of every process of the child (7-8 ms for 48 idle processes of 24 "
                   "threads; CHILD_PROCESSES allows 64, threads are not counted): an honest child's small call is "
                   "raised to that, a false claim")
def test_an_honest_child_with_idle_helpers_is_scored_as_it_claims(wake_run):
    clock = scored(wake_run["crowd"], wake_run["reference_like"])
    assert not clock.false_claim, clock.finding()
    assert clock.bound_ms - clock.claimed_ms <= clock.allowance_ms, (clock.claimed_ms, clock.bound_ms)
