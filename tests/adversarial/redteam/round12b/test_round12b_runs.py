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


def test_a_pass_caught_lying_in_three_attempts_is_not_silently_correct(shaped_run):
    variant = shaped_run["lie_then_truth_padded"]
    said = [flag for flag in variant["flags"] if "rejected" in flag or "earlier attempt" in flag]
    assert variant["status"] != "correct" or said, (variant["status"], _rejected(variant), bounds(variant),
                                                    variant["flags"])
