"""Round 12b's plugin run (``-m redteam``): ``shaped_liar.py`` through the real plugin (CPU, default
sandbox, 12 trials, the default 3 retries), beside an honest control."""

from __future__ import annotations

import pytest

from pytest_passnet.measure import TRUSTED_CLOCK
from tests.adversarial.redteam.round12b.attacks12b import bounds

pytestmark = pytest.mark.redteam


def _rejected(variant: dict) -> list[bool]:
    return [bool(attempt["fired"]) and attempt["fired"].startswith(TRUSTED_CLOCK)
            for attempt in variant["timing"]["attempts"]]


def test_the_honest_control_is_correct(shaped_run):
    variant = shaped_run["honest"]
    assert variant["status"] == "correct", variant["message"]


def test_a_liar_whose_trials_take_as_long_is_held_to_its_first_rejection(shaped_run):
    """Unpadded: the later lying attempts are bound no lower than the first (the carry, or their own)."""
    variant = shaped_run["lie_then_truth"]
    assert _rejected(variant)[:3] == [True] * 3, (variant["status"], variant["message"])
    first, *later = bounds(variant)[:3]
    assert min(later) >= first, bounds(variant)


def test_a_liar_sets_whether_it_is_carried(shaped_run):
    """Padded (150 ms less per attempt): each rejected attempt's bound is its own, far below the one before."""
    variant = shaped_run["lie_then_truth_padded"]
    assert _rejected(variant)[:3] == [True] * 3, (variant["status"], variant["message"])
    rejected = bounds(variant)[:3]
    assert rejected[0] - 100 > rejected[1] > rejected[2] + 100, rejected


@pytest.mark.xfail(strict=True, reason="a false claim convicts only on the last attempt: three rejected attempts, the "
                                       "truth in the fourth, correct and nothing says so (README: free lies)")
def test_a_pass_caught_lying_in_three_attempts_is_not_silently_correct(shaped_run):
    variant = shaped_run["lie_then_truth_padded"]
    said = [flag for flag in variant["flags"] if "rejected" in flag or "earlier attempt" in flag]
    assert variant["status"] != "correct" or said, (variant["status"], _rejected(variant), bounds(variant),
                                                    variant["flags"])
