"""Round 36a: the outside suite, again. Two verdict-side attacks (code run in the child, the allow-list off as in every
red-team run) that gain against the trusted side, and one held: see README.md.

Quick tests run the product's own functions (``judge``, ``score.credited_from``, ``pipeline._checked_level``,
``pipeline.verdict``); the plugin tests (``-m redteam``) run ``plugin36a``'s samples through the real plugin."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
import torch

from pytest_passnet import pipeline, score
from pytest_passnet.judge import judge
from pytest_passnet.result import Status, VariantResult
from pytest_passnet.tolerance import BASELINE_LEVEL

LOOSE = 1.0 + 2.0 ** -20  # plugin36a's timed kernel: relu x (1 + 2**-20)


def _relu_outputs() -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """Eager's relu of a [256, 1024] float32 normal draw, the exact replacement's and the loose one's."""
    x = torch.randn(256, 1024, generator=torch.Generator().manual_seed(36))
    eager = torch.relu(x)
    return eager, eager.clone(), eager * LOOSE


# -- JUDGED_EXACT -------------------------------------------------------------------------------------------------------


def test_judged_exact_premise_the_timed_kernel_is_close_at_the_baseline_only():
    """The loose kernel passes every check held at the baseline, but is not close at t = -10; the exact one is."""
    eager, exact, loose = _relu_outputs()
    exact_status, exact_record = judge((eager,), (exact,))
    loose_status, loose_record = judge((eager,), (loose,))
    assert exact_status is Status.CORRECT and score.credited_from(exact_record["correct_at"]) == -10
    assert loose_status is Status.CORRECT
    assert loose_record["correct_at"][str(BASELINE_LEVEL)] is True
    assert loose_record["correct_at"]["-10"] is False
    assert score.credited_from(loose_record["correct_at"]) > -10


@pytest.mark.xfail(strict=True, reason="JUDGED_EXACT (round 36a, open, low): the timed calls are held to "
                                       "max(credited, BASELINE_LEVEL), never to the tighter level the judged call earns")
def test_the_timed_calls_are_held_to_the_level_the_score_credits():
    """A judged call bit-exact with eager is credited from t = -10; the timed calls (fingerprints, audits, the
    fresh-input re-check) must then be held to -10 too, or the credit lowered to what they show."""
    eager, exact, _ = _relu_outputs()
    run = SimpleNamespace(judged=None, eager_out=(eager,), compiled_out=(exact,))
    credited = score.credited_from(judge((eager,), (exact,))[1]["correct_at"])
    assert pipeline._checked_level(run) == credited, (pipeline._checked_level(run), credited)


# -- NULL_PASS ----------------------------------------------------------------------------------------------------------


def _judged_correct_run(matched: bool) -> SimpleNamespace:
    """What ``pipeline.verdict`` reads of a pass_mgr variant the judge found correct, whose child's compile report
    applied (``matched``) a rule or none."""
    result = VariantResult(nodeid="s::v", sample="s", variant="v", matched=matched, applied={"Relu36a": int(matched)})
    return SimpleNamespace(status=Status.CORRECT, result=result, pass_code=True, driven=True,
                           options=SimpleNamespace(compiler="pass_mgr", extra_compilers={}))


def test_null_pass_control_a_run_whose_report_applied_its_rule_is_correct():
    run = _judged_correct_run(matched=True)
    pipeline.verdict(run)
    assert run.result.status is Status.CORRECT


def test_a_pass_compiler_s_run_whose_report_applied_no_rule_is_not_correct():
    """NULL_PASS, held since ``pipeline.verdict`` reads the compile report (was FOOLED, low-medium: ``correct``,
    scored at Dynamo's own graph's speed). PassBench fails a variant no pass modified (pass_not_matched, b = 0.1)."""
    run = _judged_correct_run(matched=False)
    try:
        pipeline.verdict(run)
    except pipeline.Stop as stop:
        assert stop.status is Status.PASS_NOT_MATCHED
        return
    assert run.result.status is not Status.CORRECT, run.result.status


# -- the plugin runs (-m redteam) ---------------------------------------------------------------------------------------


def _variant(record: dict, name: str) -> dict:
    if name not in record:
        pytest.skip(f"{name} not in this run (PASSNET_R36A_ONLY)")
    return record[name]


@pytest.mark.redteam
def test_the_victim_after_the_attacks_is_correct(plugin_run36a):
    victim = _variant(plugin_run36a, "r36a_victim")
    assert victim["status"] == "correct", (victim["status"], victim["message"])


@pytest.mark.redteam
def test_the_loose_twin_is_correct_and_credited_below_minus_10(plugin_run36a):
    loose = _variant(plugin_run36a, "r36a_loose")
    assert loose["status"] == "correct", (loose["status"], loose["message"])
    assert loose["credited_from"] is not None and loose["credited_from"] > -10


@pytest.mark.redteam
@pytest.mark.xfail(strict=True, reason="JUDGED_EXACT (round 36a, open, low)")
def test_a_pass_exact_only_on_its_judged_call_is_credited_no_tighter_than_its_timed_work(plugin_run36a):
    liar, loose = _variant(plugin_run36a, "r36a_judged"), _variant(plugin_run36a, "r36a_loose")
    assert liar["status"] == "correct", (liar["status"], liar["message"])  # the attack's premise, not the finding
    assert liar["credited_from"] >= loose["credited_from"], (liar["credited_from"], loose["credited_from"])


@pytest.mark.redteam
def test_float16_outputs_on_timed_trials_alone_are_not_correct(plugin_run36a):
    half = _variant(plugin_run36a, "r36a_half")
    assert half["status"] != "correct", (half["status"], half["speedup"])


@pytest.mark.redteam
def test_a_pattern_that_matches_nothing_is_pass_not_matched(plugin_run36a):
    for name in ("r36a_unmatched", "r36a_heavy_unmatched"):
        honest = _variant(plugin_run36a, name)
        assert honest["status"] == "pass_not_matched", (name, honest["status"], honest["message"])


@pytest.mark.redteam
def test_a_child_that_hides_pass_not_matched_is_not_correct(plugin_run36a):
    for name in ("r36a_null", "r36a_heavy_null"):
        null = _variant(plugin_run36a, name)
        assert null["status"] != "correct", (name, null["status"], null["matched"], null["speedup"])


@pytest.mark.redteam
def test_the_null_pass_scores_no_more_than_a_pass_that_matches_nothing(plugin_run36a):
    null, honest = _variant(plugin_run36a, "r36a_heavy_null"), _variant(plugin_run36a, "r36a_heavy_unmatched")
    assert null["sample_as"] <= honest["sample_as"], (null["sample_as"], honest["sample_as"], null["cuda_reward"])


@pytest.mark.redteam
@pytest.mark.xfail(strict=True, reason="NULL_PASS claimed form (round 36a, open): `applied` is the child's word; only "
                                       "a trusted-side match of the sample's patterns could refuse it")
def test_a_null_pass_that_claims_its_rule_applied_is_not_correct(plugin_run36a):
    claimed = _variant(plugin_run36a, "r36a_null_claimed")
    assert claimed["status"] != "correct", (claimed["status"], claimed["matched"], claimed["applied"])
