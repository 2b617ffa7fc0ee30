"""Round 24b's quick checks (real confined children, both root configurations, a few seconds each): what a child
would need to run while ``Hold`` holds it stopped is refused, and no child reads its trial's request before the span
starts (``Hold.continued_at``)."""

from __future__ import annotations

import errno

import pytest

from tests.adversarial.redteam.round24b.runs24b import ROOT_CONFIGURATIONS, driven


@pytest.fixture(params=ROOT_CONFIGURATIONS)
def timer_run(request) -> dict:
    record = driven(request.param, 5, 1.0, "timer")
    if isinstance(record, str):
        pytest.skip(record)
    return record["timer"]


def test_a_sigcont_timer_of_the_childs_own_is_refused_and_no_trial_starts_before_its_span(timer_run):
    """TIMER_SIGCONT (held): a POSIX timer sending the child SIGCONT every 300 us would continue it inside each hold,
    blocked on its request, and start the trial before the SIGCONT that starts the span; seccomp refuses
    ``timer_create`` (EPERM)."""
    assert timer_run["arm_errno"] == errno.EPERM
    assert timer_run["trials_done"] == 5 and "broken" not in timer_run
    assert all(early < 0 for early in timer_run["began_before_span_ms"]), timer_run["began_before_span_ms"]
