"""Red team round 9b (issue 23): verdict and score, cheap checks on the real trusted components
(see README.md). Each FOOLED attack is a strict xfail asserting the secure behaviour; each HELD one
asserts that it holds. The plugin runs are in ``test_round9b_runs.py`` (``-m redteam``)."""

from __future__ import annotations

from pathlib import Path

import pytest
import torch

from pytest_passnet import guard, score
from pytest_passnet.judge import judge, layout_findings, tensor_disagreement
from pytest_passnet.materialize import FreshFill, degenerate_inputs, draw_fresh, fixed_integer_inputs, replay_inputs
from pytest_passnet.result import Status, VariantResult
from pytest_passnet.sample import TensorMeta
from pytest_passnet.sandbox.child.watch import output_input_aliases, overlapping_outputs
from pytest_passnet.tolerance import LEVELS
from tests.adversarial.redteam.round9b import attacks9b
from tests.sample_factory import write_sample

SEEDS = range(200)


# -- shared_output: two outputs that share memory where eager's do not --------------------------


def _relu_and_transpose() -> tuple[torch.Tensor, tuple, tuple]:
    """The input, eager's outputs (relu and its transpose made contiguous) and shared_output's: the
    transpose returned as a view of the first output, as ``passes/shared_output.py`` returns it."""
    x = torch.randn(64, 32, generator=torch.Generator().manual_seed(9))
    eager_relu = torch.relu(x)
    eager = (eager_relu, eager_relu.t().contiguous())
    compiled_relu = torch.relu(x)
    return x, eager, (compiled_relu, compiled_relu.t())


def _layout_findings(x: torch.Tensor, eager: tuple, compiled: tuple) -> list[str]:
    """What ``pipeline.check_guard`` concludes from the layouts a child reports of its judged call
    (and ``_trial_findings`` of each timed trial): outputs sharing memory with an input, outputs
    overlapping themselves. A fix that reports outputs sharing memory with each other belongs here."""
    return (guard.aliasing_findings(output_input_aliases((x,), compiled), output_input_aliases((x,), eager))
            + layout_findings(overlapping_outputs(compiled), overlapping_outputs(eager), "the judged call"))


def test_shared_output_is_within_the_allow_list_and_judged_correct(tmp_path: Path):
    sample = attacks9b.shared_output_sample(tmp_path, "shared_output", "shared_output")
    assert guard.sample_static_findings(sample) == []
    x, eager, compiled = _relu_and_transpose()
    assert compiled[1].untyped_storage().data_ptr() == compiled[0].untyped_storage().data_ptr()
    assert judge(eager, compiled)[0] is Status.CORRECT


def test_outputs_sharing_memory_with_each_other_are_a_finding():
    x, eager, compiled = _relu_and_transpose()
    assert _layout_findings(x, eager, compiled), "output 1 is a view of output 0, and no layout check says so"


# -- near_fixed: an integer input that is not fixed but almost always fills its replayed value ---------


def _near_fixed_meta() -> TensorMeta:
    """An int64 input without a range whose std is 2 (not GraphNet's None): draws ``randn * 0.4``, cast."""
    return TensorMeta("Program_weight_tensor_meta_getitem", "in_0", (1, 1), "torch.int64", mean=0.0, std=2.0)


def _unchanged_fills(meta: TensorMeta) -> tuple[int, int]:
    """How many of ``SEEDS`` fill the replayed value, in the timed trials (``FreshFill``) and in the
    fresh-input re-check (``draw_fresh``)."""
    replayed = replay_inputs([meta], "cpu")["in_0"]
    inputs = {"in_0": torch.empty_like(replayed)}
    fill = FreshFill([meta], inputs, vary=fixed_integer_inputs([meta]))
    trials = 0
    for seed in SEEDS:
        fill(seed)
        trials += bool(torch.equal(inputs["in_0"], replayed))
    rechecks = sum(bool(torch.equal(draw_fresh([meta], "cpu", seed)["in_0"], replayed)) for seed in SEEDS)
    return trials, rechecks


def test_near_fixed_input_is_named_fixed():
    """Held since the fix: fixed by how often a fill repeats its values (``materialize._modal_share``),
    not only by the draw's ends."""
    meta = _near_fixed_meta()
    assert fixed_integer_inputs([meta]) == ["in_0"]
    assert degenerate_inputs([meta])["in_0"].startswith("int64 without a range: a fill is all 0 with chance 0.99")


def test_a_near_fixed_input_varies_in_most_checks():
    meta = _near_fixed_meta()
    trials, rechecks = _unchanged_fills(meta)
    assert "in_0" in fixed_integer_inputs([meta]) or max(trials, rechecks) < len(SEEDS) / 2, (
        f"{trials} of {len(SEEDS)} trial fills and {rechecks} re-check draws keep the replayed value")


# -- replacement_is_pattern: replacement_func returns pattern itself ----------------------------------


def test_replacement_func_returning_pattern_is_refused(tmp_path: Path):
    sample = attacks9b.add_relu_sample(tmp_path, "replacement_is_pattern", "replacement_is_pattern")
    findings = guard.sample_static_findings(sample)
    assert any("replacement_func returns the pattern 'pattern', not wrapper code" in f for f in findings), findings


@pytest.mark.parametrize("name", sorted(attacks9b.STATIC_ESCAPES))
def test_wrapper_reaches_pattern_by_no_other_way(tmp_path: Path, name: str):
    """HELD: wrapper code that calls ``pattern`` through a default argument, a module-level dict, a
    function's returned value, a grid lambda or a heuristic is refused."""
    sample = write_sample(tmp_path, name, shape=[8, 8], passes={"AddRelu": attacks9b.STATIC_ESCAPES[name]})
    findings = guard.sample_static_findings(sample)
    assert findings and all("pattern" in f or "calls" in f for f in findings), findings


# -- zeros_at_t1: a wrong pass credited its speedup from t = 1 -----------------------------------------


def _as(status: Status, first_close: int, speedup: float) -> float:
    variant = VariantResult("n", "s", "v", status=status, speedup={"e2e": speedup, "gpu": None},
                            correctness={"correct_at": {str(t): t >= first_close for t in LEVELS}})
    return score.aggregated_score(score.es_curve([variant]))


def test_a_wrong_pass_close_at_t1_is_credited_as_upstreams_formula_credits_it():
    """Left as upstream's formula, and said in docs/trust.md §7: a kernel writing zeros, close at t = 1,
    is credited its speedup from there; at 50x it outscores an honest `correct` 0.28x pass, not a 1x one."""
    zeros, slow, even = _as(Status.ACCURACY, 1, 50.0), _as(Status.CORRECT, -5, 0.28), _as(Status.CORRECT, -5, 1.0)
    assert slow < zeros < even, (zeros, slow, even)


# -- special values in the judged outputs: held ---------------------------------------------------------


@pytest.mark.parametrize("special", [float("inf"), float("-inf"), float("nan")])
def test_a_special_value_where_eager_is_finite_is_never_close(special: float):
    eager = torch.ones(16, 16)
    compiled = eager.clone()
    compiled[3, 5] = special
    status, record = judge((eager,), (compiled,))
    assert status is Status.ACCURACY and not any(record["correct_at"].values())
    assert tensor_disagreement(eager, compiled, max(LEVELS)) is not None
