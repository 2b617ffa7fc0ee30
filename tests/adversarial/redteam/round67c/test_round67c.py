"""Round 67c: HUGE_CONSTANT fixed in session 37 (``judge.judge(both_ways=True)`` under the full guard); BELOW_ATOL
open (strict xfails). The judged outputs and the timed trials against eager (``premises67c``). Quick tests (< 1 s each); the
plugin runs behind ``-m redteam`` (``conftest.py``)."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.round67c import premises67c as p

CREDITED = [
    str(t) for t in range(-10, 2)
]  # the levels ES(t) credits a variant from (score.credited_from)
FAILURE_AS = 0.14720716782174503  # a variant that fails (accuracy at no level): b = 0.1 below t = 1, 1.0 from it on


@pytest.fixture(scope="module")
def judged():
    return p.huge_judge()


@pytest.mark.parametrize("name", ["HUGE_MM_SUM", "HUGE_RELU", "HUGE_SUM"])
def test_the_constant_passes_are_accepted_by_the_allow_list(name):
    """Premise: a kernel that stores one constant and reads no input is an ordinary pass to the allow-list."""
    rule = (
        p.MM_SUM_RULE if "MM" in name else p.SUM_RULE if "SUM" in name else p.RELU_RULE
    )
    assert p.static(getattr(p, name), rule) == {
        "findings": [],
        "passbench": {"Rule67c": 0},
    }


def test_a_wrong_constant_is_a_failure(judged):
    """Control: 0.0 for the matmul's sum is close at no level up to 1, scored as a failure."""
    row = judged["mm_sum_f32_zero"]
    assert row["credited_from"] is None and row[
        "sample_as_at_speedup_100"
    ] == pytest.approx(FAILURE_AS)


def test_premise_a_huge_value_is_close_from_level_0_in_passbench_s_allclose():
    """Premise: rtol is relative to the compiled value, so 1e20 is within it of any eager value at t = 0 (PassBench's
    grid, kept for --passnet-guard passbench; at 9dd6f517 the audits, fingerprints and re-check agreed too)."""
    judged = p.huge_judge(both_ways=False)
    for name in (
        "mm_sum_f32_1e20",
        "mm_sum_negative_f32_1e20",
        "relu_f32_1e20",
        "relu_bf16_1e20",
        "relu_f16_60000",
    ):
        assert judged[name]["credited_from"] == 0, name


def test_premise_with_eager_relative_tolerance_no_constant_is_close():
    """The suggested fix's premise: ``allclose(compiled, eager)`` (rtol relative to eager's value) refuses it."""
    said = p.rounding()
    assert not any(row["t0_eager_relative"] for row in said.values())


@pytest.mark.parametrize(
    "name",
    [
        "mm_sum_f32_1e20",
        "mm_sum_negative_f32_1e20",
        "relu_f32_1e20",
        "relu_bf16_1e20",
        "relu_f16_60000",
        "scaled_f16_60000",
    ],
)
def test_a_constant_that_computes_nothing_is_credited_at_no_level(judged, name):
    assert judged[name]["credited_from"] is None


def test_a_constant_that_computes_nothing_scores_no_more_than_a_failure(judged):
    assert judged["mm_sum_f32_1e20"]["sample_as_at_speedup_100"] <= FAILURE_AS + 1e-9


@pytest.mark.parametrize(
    "name", ["INPLACE_ALIAS", "INPLACE_FRESH", "TRANSPOSED_OUT", "HONEST_SUM"]
)
def test_the_held_forms_are_accepted_by_the_allow_list(name):
    """Premise of the held forms: they reach their child (the run-time checks are what hold them)."""
    rule = p.SUM_RULE if "SUM" in name else p.RELU_RULE
    assert p.static(getattr(p, name), rule)["findings"] == []


# -- plugin runs (``-m redteam``): the product as shipped, allow-list on ------------------------------------------------


@pytest.mark.redteam
@pytest.mark.slow
def test_plugin_the_zero_control_fails(run67c):
    variant = run67c["variants"]["r67c_zero_mm_sum"]
    assert variant["status"] == "accuracy" and not any(
        variant["correctness"]["correct_at"][t] for t in CREDITED
    )


@pytest.mark.redteam
@pytest.mark.slow
@pytest.mark.parametrize("name", ["r67c_huge_mm_sum", "r67c_huge_relu"])
def test_plugin_a_constant_is_credited_at_no_level(run67c, name):
    assert not any(
        run67c["variants"][name]["correctness"]["correct_at"][t] for t in CREDITED
    )


@pytest.mark.redteam
@pytest.mark.slow
def test_plugin_a_constant_scores_no_more_than_a_failure(run67c):
    assert run67c["samples"]["r67c_huge_mm_sum"]["score"] <= FAILURE_AS + 1e-9


@pytest.mark.redteam
@pytest.mark.slow
@pytest.mark.parametrize("name", ["r67c_inplace_alias", "r67c_inplace_fresh"])
def test_plugin_input_writes_and_aliases_are_convicted(run67c_held, name):
    assert run67c_held["variants"][name]["status"] == "cheat_detected"


@pytest.mark.redteam
@pytest.mark.slow
@pytest.mark.parametrize("name", ["r67c_transposed_out", "r67c_honest_sum"])
def test_plugin_honest_layouts_and_0d_outputs_are_correct(run67c_held, name):
    assert run67c_held["variants"][name]["status"] == "correct"


@pytest.mark.redteam
@pytest.mark.slow
def test_plugin_a_constant_sum_is_credited_at_no_level(run67c_held):
    correct_at = run67c_held["variants"]["r67c_huge_sum"]["correctness"]["correct_at"]
    assert not any(correct_at[t] for t in CREDITED)


# -- BELOW_ATOL ---------------------------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def layer_scale():
    return p.below_atol(3)


def test_premise_the_layer_scale_output_lies_within_atol(layer_scale):
    """Premise: fastvit_t8's layer scale (a dataset graph) gives outputs below 1e-6 on the replay and fresh draws."""
    assert max(layer_scale["largest"]) < 1e-6


@pytest.mark.parametrize("name", ["ZERO_MUL", "HONEST_MUL"])
def test_the_layer_scale_passes_are_accepted_by_the_allow_list(name):
    assert p.static(getattr(p, name), p.MUL_RULE) == {
        "findings": [],
        "passbench": {"Rule67c": 0},
    }


@pytest.mark.xfail(
    strict=True,
    reason="BELOW_ATOL: zeros are within atol (1e-5) of every output of the layer scale: "
    "correct at the baseline, the audits and the re-check find nothing",
)
def test_zeros_for_the_layer_scale_are_not_correct(layer_scale):
    assert (
        layer_scale["judged"] != "correct"
        or any(layer_scale["audits"])
        or any(layer_scale["rechecks"])
    )


@pytest.mark.slow  # 1.7-2.9 s: agent.patterns traces the rule
def test_premise_the_zero_pass_takes_over_the_whole_work():
    """Premise: the trusted side confirms the zero pass's line, the whole of model.py's work (share 1.0): with its
    ``correct`` verdict the agent's WORK reward is 1.0 for a pass that computes nothing."""
    said = p.below_atol_work()
    assert said["confirmed_lines"] == [8] and said["share"] == 1.0


@pytest.mark.redteam
@pytest.mark.slow
@pytest.mark.xfail(
    strict=True,
    reason="BELOW_ATOL: the zero pass is correct, 2.1x the honest one's speed",
)
def test_plugin_zeros_for_the_layer_scale_are_not_correct(run67c_atol):
    assert run67c_atol["variants"]["r67c_zero_layer_scale"]["status"] != "correct"


@pytest.mark.redteam
@pytest.mark.slow
def test_plugin_the_honest_layer_scale_is_correct(run67c_atol):
    assert run67c_atol["variants"]["r67c_honest_layer_scale"]["status"] == "correct"
