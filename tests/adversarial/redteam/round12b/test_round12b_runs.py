"""Round 12b's plugin run (``-m redteam``): ``shaped_liar.py`` through the real plugin (CPU, default
sandbox, 12 trials, the default 3 retries), beside an honest control."""

from __future__ import annotations

import pytest

from pytest_passnet.measure import TRUSTED_CLOCK
from tests.adversarial.redteam.round12b.attacks12b import bounds

pytestmark = pytest.mark.redteam


def _fired(variant: dict) -> list[bool]:
    return [bool(attempt["fired"]) and attempt["fired"].startswith(TRUSTED_CLOCK)
            for attempt in variant["timing"]["attempts"]]


def test_the_honest_control_is_correct(shaped_run):
    variant = shaped_run["honest"]
    assert variant["status"] == "correct", variant["message"]


def test_a_liar_whose_trials_take_as_long_is_carried(shaped_run):
    """Unpadded: the first rejected attempt's bound holds in the next two (the carry)."""
    variant = shaped_run["lie_then_truth"]
    assert _fired(variant)[:3] == [True] * 3, (variant["status"], variant["message"])
    first, *carried = bounds(variant)[:3]
    assert carried == [first, first], bounds(variant)


def test_a_liar_sets_whether_it_is_carried(shaped_run):
    """Padded: each rejected attempt's bound is its own, each below the one before (no carry)."""
    variant = shaped_run["lie_then_truth_padded"]
    assert _fired(variant)[:3] == [True] * 3, (variant["status"], variant["message"])
    rejected = bounds(variant)[:3]
    assert rejected[0] > rejected[1] > rejected[2], rejected


@pytest.mark.xfail(strict=True, reason="a false claim convicts only on the last attempt: three rejected attempts, the "
                                       "truth in the fourth, correct and no flag (README: free lies)")
@pytest.mark.parametrize("behaviour", ["lie_then_truth", "lie_then_truth_padded"])
def test_a_pass_caught_lying_in_three_attempts_is_not_silently_correct(shaped_run, behaviour):
    variant = shaped_run[behaviour]
    marked = [flag for flag in variant["flags"] if flag.startswith(TRUSTED_CLOCK)]
    assert variant["status"] != "correct" or marked, (variant["status"], _fired(variant), bounds(variant))
