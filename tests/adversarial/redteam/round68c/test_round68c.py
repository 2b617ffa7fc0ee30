"""Round 68c: TWO_WAY_WINDOW fixed in session 37 (two-way closeness only from rtol 1), ONE_WAY_FINGERPRINT open
(strict xfail). The judge's two-way closeness, the credit and the guard's checks against it (``premises68c``). Quick
tests (< 2 s each); the honest survey is ``slow``. No plugin run of this round's own: see README.md."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.round68c import premises68c as p


@pytest.fixture(scope="module")
def window():
    return p.two_way_window(seeds=(18,))[18]


def test_premise_the_honest_fused_chain_is_passbench_correct(window):
    """Premise: eager's op-by-op bfloat16 product is 3 steps from the fused kernel's once-rounded one, within
    PassBench's allclose(eager, compiled) at the baseline; the fused value is the one nearer the exact product."""
    assert window["passbench"] == {"status": "correct", "credited_from": -5}
    assert window["one_way_outside"] == 0 and window["window_only"] == 1
    (e,), (c,), (x,) = window["eager"], window["compiled"], window["exact"]
    assert abs(c - x) < abs(e - x)


def test_the_full_guard_keeps_passbench_s_verdict_for_an_honest_kernel(window):
    assert window["full_guard"] == window["passbench"]


def test_premise_the_window_costs_a_third_of_the_sample_s_score():
    said = p.window_score(1.0)
    assert said["passbench_correct"] == pytest.approx(0.998, abs=1e-3)
    assert said["full_guard_accuracy_from_-4"] == pytest.approx(0.678, abs=1e-3)


def test_the_fresh_draw_with_the_element_keeps_the_credit(window):
    """On a fresh draw the same element was a step at 49ad0c32 (the credit went to -4); since session 37 the re-check
    is two-way only from rtol 1, and the element agrees."""
    assert window["recheck"] == {"findings": [], "steps_level": None}


@pytest.fixture(scope="module")
def fingerprints():
    return p.one_way_fingerprint()


@pytest.mark.parametrize("scale", ["0.2", "3.0"])
@pytest.mark.parametrize("level", ["0", "1"])
def test_held_the_judge_and_the_audit_refuse_a_constant_from_level_0(
    fingerprints, scale, level
):
    row = fingerprints[f"relu_x{scale}_level_{level}"]
    assert not row["judge_close_both_ways"] and row["audit"] is not None


@pytest.mark.parametrize("level", ["-5", "-1"])
def test_held_below_level_0_the_fingerprints_convict_a_constant(fingerprints, level):
    row = fingerprints[f"relu_x3.0_level_{level}"]
    assert not row["fingerprint_consistent"] and row["trial_convicts_at_level"]


@pytest.mark.xfail(
    strict=True,
    reason="ONE_WAY_FINGERPRINT: fingerprint._within bounds by the compiled side's L1/L2 "
    "and the sketch is off from t = 0: 1e20 everywhere is consistent at levels 0 and 1",
)
@pytest.mark.parametrize("level", ["0", "1"])
def test_an_unaudited_trial_of_a_constant_is_not_consistent_from_level_0(
    fingerprints, level
):
    row = fingerprints[f"relu_x3.0_level_{level}"]
    assert not row["fingerprint_consistent"] and row["trial_convicts_at_level"]


def test_observation_zeros_for_a_softmax_are_credited_below_level_0(fingerprints):
    """Observation (the score's upstream formula, docs/trust.md; not a finding): a 1024-wide softmax's outputs all lie
    under 0.1, so zeros are credited from t = -1 both ways."""
    assert fingerprints["zeros_for_softmax"] == {
        "status": "accuracy",
        "credited_from": -1,
    }


def test_held_other_kinds_of_outputs_are_judged_alike_both_ways():
    said = p.edge_verdicts()
    for name, row in said.items():
        assert row["passbench"] == row["full_guard"], name
    assert said["eager_nan"]["full_guard"] == {
        "status": "accuracy",
        "credited_from": None,
    }
    assert said["inf_against_max"]["full_guard"]["credited_from"] is None
    assert said["size_0"]["full_guard"]["status"] == "correct"


def test_held_the_step_allowance_only_lowers_the_credit():
    """Eight elements of a relu left at 0 on every call: steps at level 1, the credit lowered there (AS 0.217 at 10x
    against the honest kernel's 0.998 at 1x); a ninth convicts."""
    said = p.step_skip()
    assert (
        said["recheck_findings"] == []
        and said["recheck_steps"] == [8, 1]
        and said["audit_steps"] == [8, 1]
    )
    assert said["as_skipping_at_10x"] < said["as_honest_at_1x"]
    assert said["one_more_element"]


@pytest.mark.slow
def test_held_honest_perturbations_keep_their_verdict_both_ways():
    """Reordered/float64-accumulated float32 matmuls, split-K, FMA, cancellation; bfloat16/float16 matmuls with
    float32 accumulation, layer norm, softmax, RMS norm, fused chains: the same verdicts both ways (2 draws)."""
    said = p.honest_survey(seeds=range(2))
    for name, keys in said.items():
        for key in keys:
            one, two = key.split(" | ")
            assert one == two, (name, key)


def test_the_plugin_sample_s_replay_is_judged_as_passbench_does():
    """At 49ad0c32 the full guard said accuracy from -4 (an element in the two-way window); fixed in session 37."""
    said = p.replay_window()
    assert said["passbench"] == said["full_guard"] == {"status": "correct", "credited_from": -5}
    assert said["one_way_outside"] == 0 and said["window_only"] >= 1


@pytest.mark.redteam
@pytest.mark.slow
def test_plugin_passbench_s_guard_calls_the_honest_fused_chain_correct(
    run68c_passbench,
):
    assert run68c_passbench["variants"]["r68c_fused_chain"]["status"] == "correct"


@pytest.mark.redteam
@pytest.mark.slow
def test_plugin_the_full_guard_calls_the_honest_fused_chain_correct(run68c_full):
    variant = run68c_full["variants"]["r68c_fused_chain"]
    assert variant["status"] == "correct" and variant["correctness"]["correct_at"]["-5"]
