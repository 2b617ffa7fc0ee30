"""Round 58a: the timing and retry path, and the score (target c600e16b). See README.md.

FLUCT_MASKS_CONVICTION: on CUDA's guard a false claim in an attempt whose eager series also fluctuated is recorded as
eager's fluctuation, so the last attempt's lie is ``fluctuation``, not ``cheat_detected``, and earlier ones leave no flag.
SILENT_RETRIES: the compiled side's own claims feed the fluctuation guard raw, so a child voids any attempt but the last
by claiming a spread series, unflagged, and shops for a quick block of its own (+9 % gmean at sigma 0.15).
FIRST_BLOCK_EAGER (plugin, bwrap-root; not settled): the first sample's eager block ran 60-75x slower than the same
relu's later in the run (3 of 3), so its speedup, h and the conviction allowance were inflated: a 1000x lie stood,
scored 90x its honest twin (a non-strict xfail: host load is not ruled out).
Held: the CPU's shopping is flagged (a false claim is its only lever), audits are fresh per attempt and named after the
answer.

Quick tests run the product's own functions; the plugin tests (``-m redteam``) run ``plugin58a``'s samples."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.round58a import premises58a

# -- FLUCT_MASKS_CONVICTION ---------------------------------------------------------------------------------------------


def test_fluct_masks_control_convicts():
    """Control: the same lie against a steady eager series on all four attempts is ``cheat_detected``."""
    said = premises58a.fluct_masks()["control_all_steady"]
    assert said["status"] == "cheat_detected" and said["false_claims"] == [True] * 4, said


def test_fluct_masks_last_attempt_lie_is_convicted():
    said = premises58a.fluct_masks()["masked_last"]
    assert said["status"] == "cheat_detected", said


def test_fluct_masks_earlier_lies_are_flagged():
    said = premises58a.fluct_masks()["masked_then_true"]
    assert said["scored_on"] == 4 and said["flags"], said


# -- SILENT_RETRIES ------------------------------------------------------------------------------------------------------


def test_silent_retries_are_flagged():
    said = premises58a.silent_retries()["scripted"]
    assert said["scored_on"] == 4 and said["flags"], said


def test_silent_shopping_gains_nothing_unflagged():
    said = premises58a.shop(cuda=True, variants=200)
    assert said["gain"] <= 1.01 or said["shopper_flagged"] == said["shopper_not_on_first_attempt"], said


# -- held ----------------------------------------------------------------------------------------------------------------


def test_cpu_shopping_is_flagged():
    """Held: on the CPU (no guard) voiding an attempt takes a false claim, and every shopped variant is flagged."""
    said = premises58a.shop(cuda=False, variants=100, scale=10.0)
    assert said["shopper_not_on_first_attempt"] > 0, said
    assert said["shopper_flagged"] == said["shopper_not_on_first_attempt"], said


def test_audit_plan_is_fresh_and_unsaid():
    """Held: each attempt draws its own seeds and picks; a Trial names its seed and written inputs only."""
    said = premises58a.audit_plan()
    assert said["trial_fields"] == ["command", "seed", "written"], said
    assert said["cuda"]["distinct_audit_sets"] == 4 and said["cuda"]["distinct_seeds"] == 400, said
    assert said["cuda"]["audited"] == [16] * 4 and said["cuda"]["audited_within_described"], said
    assert said["cpu"]["audited"] == [5] * 4, said  # the CPU's 5 trials: every one audited


# -- plugin runs (-m redteam) --------------------------------------------------------------------------------------------


@pytest.mark.slow
@pytest.mark.redteam
def test_plugin_cpu_shopper_is_flagged(shop_run58a):
    """Held (plain-root): the CPU shopper (child control, allow-list off) is scored on a later attempt with the
    trusted clock's rejection flag."""
    shop = shop_run58a["variants"]["r58a_shop"]
    assert shop["status"] == "correct", shop["message"]
    if len(shop["timing"]["attempts"]) > 1:
        assert any("attempts were rejected" in f for f in shop["flags"]), shop["flags"]


@pytest.mark.slow
@pytest.mark.redteam
@pytest.mark.xfail(strict=False, reason="FIRST_BLOCK_EAGER (not settled: host load not ruled out): under bubblewrap "
                                        "as root the run's first sample's eager relu ran 5.5-7.0 ms a call against "
                                        "0.08-0.13 ms later in the run, 3 of 3 runs")
def test_plugin_first_sample_eager_as_later(first_run58a):
    eager = {name: v["timing"]["eager"]["e2e"]["median"] for name, v in first_run58a["variants"].items()}
    assert eager["r58a_shop"] < 3 * eager["r58a_relu"], eager
