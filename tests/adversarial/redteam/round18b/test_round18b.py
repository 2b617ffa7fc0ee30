"""Round 18b (cheap, in the normal suite): what turns verdicts into scores, at f93d0eb7.

Each FOOLED attack is a strict xfail asserting the secure behaviour (``raises=AssertionError``: a
precondition that fails raises something else, and fails the test); each HELD one asserts what held.
The README says what each attack does, where, and how to fix it.
"""

from __future__ import annotations

import pytest
import torch

from pytest_passnet import fingerprint, guard, measure, pipeline, score
from pytest_passnet.compare import LOWER, NOISE, compare
from pytest_passnet.options import Options
from pytest_passnet.report import build_report
from pytest_passnet.result import Status, VariantResult
from pytest_passnet.tolerance import BASELINE_LEVEL, SCORED_LEVELS
from tests.adversarial.redteam.round18b import attacks18b as a

CHEAP_SCALES = (500.0, 1000.0, 2000.0, 5000.0, 10000.0, 20000.0)


@pytest.fixture(autouse=True)
def one_thread():
    """The matmuls here are 64x64: with torch's thread pool each op waits for a descheduled thread on a loaded
    2-core host (the CUDA-counts runs took 15 times the CPU time on two threads)."""
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(threads)


def _require(condition: bool, what: str) -> None:
    """A precondition of a strict xfail: raises other than AssertionError, so that it fails the test."""
    if not condition:
        raise RuntimeError(f"precondition: {what}")


def test_the_exact_replacement_is_more_accurate_than_eager(tmp_path):
    """The premise: the replacement convicted below is the correctly rounded product, closer to the
    float64 truth than eager's own float32 matmul."""
    sample = a.quantised_sample(tmp_path, "quantised_premise", 1000.0)
    errors = a.step_error_bound(a.variant_dir(sample))
    assert errors["replacement"] < errors["eager"], errors


def test_an_honest_replacement_is_not_convicted_on_fresh_draws_of_a_quantised_model(tmp_path):
    """Was FOOLED (medium-high, false finding): every fresh draw was held to the level one judged call
    reached. A draw a few elements across a step (``judge.steps``) now lowers the credited level to
    its own instead of convicting."""
    convicted, judged, stepped = {}, {}, {}
    for scale in CHEAP_SCALES:
        sample = a.quantised_sample(tmp_path, f"quantised_{int(scale)}", scale)
        status, level, findings, steps = a.judged_then_fresh(a.variant_dir(sample), scale)
        judged[scale] = (status, level)
        if findings:
            convicted[scale] = findings[0]
        if steps:
            stepped[scale] = steps
    _require(any(level is not None for _, level in judged.values()), f"a scale the score credits: {judged}")
    _require(bool(stepped), f"a scale at which a fresh draw crosses a step (judged: {judged})")
    assert not convicted, (f"the correctly rounded matmul is convicted by the fresh-input re-check at scales "
                           f"{sorted(convicted)} (judged: {judged}); e.g. {next(iter(convicted.values()))}")
    for scale, steps in stepped.items():
        for step in steps:
            assert 0 < step.elements <= 8 and judged[scale][1] < step.level <= 1, (scale, step)


def _stepping_run(tmp_path, compiled_call, scale: float = 2000.0, guard_mode: str = "full"):
    """A quantised variant's ``Run`` after its audited trials (``attacks18b.quantised_run``), judged
    ``correct`` at the baseline: at scale 2000 the exact replacement crosses a step on about a
    quarter of the fresh draws (1 element of 4,096 each)."""
    sample = a.quantised_sample(tmp_path, f"quantised_{int(scale)}", scale)
    run, recheck = a.quantised_run(a.variant_dir(sample), scale, compiled_call, guard_mode)
    _require(run.status is Status.CORRECT, f"the judged call is correct at the baseline: {run.result.correctness}")
    return run, recheck


def test_an_honest_replacement_across_a_rounding_step_is_credited_from_the_lower_level_with_a_flag(
        tmp_path, monkeypatch):
    """The fix, through the pipeline's checks (audits of 30 timed trials, the re-check, ``check_guard``,
    ``verdict``): the exact replacement's draws that crossed a step lower the credit to the worst
    draw's level; the verdict is ``accuracy`` (no longer close at the baseline on every draw), and a
    flag names the draw and its elements. ES(t) credits the speedup from that level on."""
    run, recheck = _stepping_run(tmp_path, lambda inputs: a.exact_quantised(inputs, 2000.0))
    _require(any(checks.steps for checks in run.trial_checks), "an audited trial across a step")
    monkeypatch.setattr(pipeline, "_fresh_input_findings", recheck)
    pipeline.check_guard(run)
    with pytest.raises(pipeline.Stop) as stop:
        pipeline.verdict(run)
    record = run.result.correctness
    steps = record["fresh_steps"]
    assert stop.value.status is Status.ACCURACY and "the judged call is within the baseline tolerance" in str(stop.value)
    assert steps["checked_level"] == BASELINE_LEVEL < steps["level"] <= 1 and 0 < steps["elements"] <= 8, steps
    assert steps["compared"] == 4096 and steps["draw"].startswith(("timed trial", "the fresh-input re-check"))
    assert record["judged_correct_at"][str(BASELINE_LEVEL)] and not record["correct_at"][str(steps["level"] - 1)]
    assert record["correct_at"][str(steps["level"])]
    [flag] = [f for f in run.result.flags if f.startswith(guard.FRESH_STEPS)]
    credited = score.credited_from(record["judged_correct_at"])  # the judged call equals eager's: -10
    assert f"{steps['elements']} of 4096 elements" in flag
    assert f"credited from level {steps['level']} instead of {credited}" in flag
    run.result.fail(stop.value.status, str(stop.value))
    run.result.speedup = {"e2e": 2.0}
    values = dict(zip(SCORED_LEVELS, score.variant_values(run.result)))
    assert values[steps["level"]] == 2.0 and values[steps["level"] - 1] == score.FAILURE_PENALTY


def test_an_accuracy_verdict_is_lowered_further_by_draws_across_a_step(tmp_path, monkeypatch):
    """A judged call already beyond the baseline (scale 1e4: ``accuracy``, credited from -3) is held to
    its credited level; draws across a step there lower the credit again, and the verdict's message
    says so besides the judged call's diffs."""
    sample = a.quantised_sample(tmp_path, "quantised_10000", 10000.0)
    run, recheck = a.quantised_run(a.variant_dir(sample), 10000.0, lambda inputs: a.exact_quantised(inputs, 10000.0))
    _require(run.status is Status.ACCURACY and pipeline._checked_level(run) == -3, f"judged: {run.result.correctness}")
    monkeypatch.setattr(pipeline, "_fresh_input_findings", recheck)
    pipeline.check_guard(run)
    with pytest.raises(pipeline.Stop) as stop:
        pipeline.verdict(run)
    steps = run.result.correctness["fresh_steps"]
    assert steps["checked_level"] == -3 < steps["level"] <= 1, steps
    assert score.credited_from(run.result.correctness["correct_at"]) == steps["level"]
    assert str(stop.value).startswith("outputs differ beyond the baseline tolerance: output 0: max diff 1")
    assert f"lowered its credit to level {steps['level']}" in str(stop.value)


@pytest.mark.parametrize("stand_in", ["cache", "constant", "stand_in_on_a_few_rows"])
def test_a_cache_or_constant_is_still_cheat_detected(tmp_path, monkeypatch, stand_in):
    """What the fix must not credit: a result of other inputs (the first trial's, kept), a constant, or
    the right result but for its first rows: each differs from eager's in far more than a handful of
    elements, though close at t = 1 or 0 (a cache's scale is eager's), and is convicted as before,
    with the words for it."""
    judged = {}

    def cache(inputs):
        return judged.setdefault("outputs", a.exact_quantised(dict(inputs), 2000.0))

    def constant(inputs):
        return (torch.full((64, 64), 500.0),)

    def stand_in_on_a_few_rows(inputs):
        honest = a.exact_quantised(inputs, 2000.0)[0].clone()
        honest[:2] = 0  # 128 elements: 3 % of the output
        return (honest,)

    run, recheck = _stepping_run(tmp_path, locals()[stand_in])
    monkeypatch.setattr(pipeline, "_fresh_input_findings", recheck)
    with pytest.raises(pipeline.Stop) as stop:
        pipeline.check_guard(run)
    assert stop.value.status is Status.CHEAT_DETECTED, stop.value
    assert "the timed calls do not compute what the checked calls do" in str(stop.value)
    assert "fresh_steps" not in run.result.correctness and not any(f.startswith(guard.FRESH_STEPS) for f in run.result.flags)


def test_fingerprints_are_held_to_the_level_the_draws_justify_and_no_further():
    """Fingerprints (each chunk's L1, L2 and keyed sum) carry no element, so they cannot tell a few
    elements across a step from a chunk wrong everywhere: a trial's are checked at the level the
    variant is finally held to (the judged call's, or the one per-element draws lowered it to), and
    never lower it themselves. A trial a step apart wherever eager's rounding gave 0 is inconsistent
    at the baseline and consistent once held to level -1 (a necessary condition only: its elements
    are close from 0); a stand-in is inconsistent at every level the score credits."""
    torch.manual_seed(0)
    eager = torch.round(torch.randn(4096) * 3)
    stepped = eager.clone()
    stepped[eager == 0] += 1  # a step apart wherever eager's rounding gave 0: ~500 elements, each close at t = 0
    run = pipeline.Run(None, VariantResult("s::v", "s", "v"), Options())
    run.eager_out = run.compiled_out = (eager,)
    checks = pipeline._trial_checks(run, _keyed_trial(stepped), _keyed_trial(eager), BASELINE_LEVEL)
    # -1 or 0: per-position buckets (round 20b) may gather enough of the ~500 steps in one bucket to see it at -1
    [level] = checks.fingerprints.values()
    assert list(checks.fingerprints) == [1] and level in (-1, 0) and not checks.findings
    assert checks.convicting(level - 1)[0].startswith("[passnet timed-call fingerprints] on 1 of the 1 described timed trials")
    looser = checks.convicting(level - 1)[0]
    assert f"than the tolerance at level {level - 1} allows: the timed calls do not compute" in looser
    assert checks.convicting(level) == []
    # Fingerprints are loose at t >= 0 (a constant of eager's scale, 40, is consistent at 0); zeros for
    # values in the thousands are not consistent at any level the score credits.
    assert pipeline._trial_checks(run, _keyed_trial(torch.full((4096,), 40.0)), _keyed_trial(eager),
                                  BASELINE_LEVEL).fingerprints == {1: 0}
    stand_in = pipeline._trial_checks(run, _keyed_trial(torch.zeros(4096)), _keyed_trial(eager * 1000), BASELINE_LEVEL)
    assert stand_in.fingerprints == {1: float("inf")} and stand_in.convicting(1)


def test_at_cuda_s_counts_an_unaudited_trial_across_a_step_lowers_the_credit(tmp_path, monkeypatch):
    """Was open (medium, false finding): at CUDA's counts (100 timed trials, 8 audited) a step crossed only
    on an unaudited trial broke its fingerprints and convicted the honest pass (at scale 500, 19 of 40
    runs). The fingerprint's sketch now tells a few elements from a chunk wrong everywhere: such a trial
    lowers the credit (``accuracy``); without the sketch's reading, the same runs convict."""
    variant = a.variant_dir(a.quantised_sample(tmp_path, "quantised_500", 500.0))
    honest = lambda inputs: a.exact_quantised(inputs, 500.0)  # noqa: E731
    statuses = [a.cuda_counts_run(variant, 500.0, run, honest) for run in range(10)]
    assert "cheat_detected" not in statuses and "accuracy" in statuses, statuses
    monkeypatch.setattr(pipeline, "_sparse_fingerprints", lambda *args: None)
    before = [a.cuda_counts_run(variant, 500.0, run, honest) for run in range(10)]
    _require("cheat_detected" in before, f"some of these runs convicted by fingerprints alone: {before}")


@pytest.mark.parametrize("stand_in", ["cache", "constant", "stand_in_on_a_few_rows"])
def test_at_cuda_s_counts_an_unaudited_cache_or_constant_is_still_cheat_detected(tmp_path, stand_in):
    """With no trial audited, the fingerprints alone (the sketch included) convict a cache, a constant
    and a stand-in wrong on 2 of 64 rows: each breaks almost every bucket."""
    kept = {}

    def cache(inputs):
        return kept.setdefault("outputs", a.exact_quantised(dict(inputs), 2000.0))

    def constant(inputs):
        return (torch.full((64, 64), 500.0),)

    def stand_in_on_a_few_rows(inputs):
        honest = a.exact_quantised(inputs, 2000.0)[0].clone()
        honest[:2] = 0
        return (honest,)

    variant = a.variant_dir(a.quantised_sample(tmp_path, "quantised_2000", 2000.0))
    for run in range(3):
        kept.clear()
        assert a.cuda_counts_run(variant, 2000.0, run, locals()[stand_in], audited=0) == "cheat_detected"


def _keyed_trial(output: torch.Tensor, seed: int = 5) -> pipeline.Trials:
    """One unaudited timed trial whose outputs are ``(output,)``."""
    trials = pipeline.Trials([seed], {})
    trials.digests.append(fingerprint.keyed((output,), seed, fingerprint.fingerprint((output,))))
    trials.layouts.append(([], []))
    return trials


def test_strict_passbench_mode_keeps_the_judged_verdict(tmp_path, monkeypatch):
    """``--passnet-guard passbench``: PassBench's checks only, so PassBench's verdict on the judged call,
    whatever fresh draws would show: nothing is audited or re-checked, nothing lowered."""
    run, recheck = _stepping_run(tmp_path, lambda inputs: a.exact_quantised(inputs, 2000.0), guard_mode="passbench")
    judged = dict(run.result.correctness)
    monkeypatch.setattr(pipeline, "_fresh_input_findings", recheck)
    pipeline.check_guard(run)
    pipeline.verdict(run)
    assert run.result.status is Status.CORRECT and run.result.correctness == judged and not run.result.flags
    assert not run.trial_checks


def test_strict_passbench_mode_runs_the_honest_matmul_to_passbench_s_verdict(tmp_path):
    """The real pipeline in strict mode (a sandboxed child, the Triton interpreter): the quantised
    sample's honest matmul gets PassBench's verdict on its judged call, with PassBench's record only."""
    from tests.adversarial.samples import run_in_sandbox

    result = run_in_sandbox(a.quantised_sample(tmp_path, "quantised_strict", 1000.0), "passbench")
    assert result.status is Status.CORRECT, result.message
    assert set(result.correctness) == {"dtypes", "equal", "eager_nan", "max_diff", "mean_diff", "correct_at",
                                       "baseline_tolerance"}
    assert not any(flag.startswith(guard.FRESH_STEPS) for flag in result.flags)


def _timed(sample: str, eager_ms: float, compiled_ms: float, compiled_iqr: float) -> VariantResult:
    """A correct CUDA variant whose e2e medians and IQRs are given (eager's spread 1%)."""
    return VariantResult(
        nodeid=f"{sample}::v", sample=sample, variant="v", status=Status.CORRECT, machine={"device": "cuda"},
        speedup={"e2e": measure.speedup({"median": eager_ms}, {"median": compiled_ms}), "gpu": None},
        correctness={"correct_at": {str(t): True for t in range(-10, 6)}},
        timing={"eager": {"e2e": {"median": eager_ms, "iqr": eager_ms * 0.01}},
                "compiled": {"e2e": {"median": compiled_ms, "iqr": compiled_ms * compiled_iqr}}})


def test_a_pass_widens_the_compare_band_no_further_than_the_fluctuation_guard_allows():
    """A pass that makes its own timed calls noisy widens ``--passnet-compare``'s noise band (the band is
    the measured spread); on CUDA the fluctuation guard retries and then fails a compiled series whose
    IQR/median exceeds its threshold (20%), so the band a pass can add is bounded by it: a 30% fall
    stays a regression."""
    threshold = measure.fluctuation_threshold()
    noisy = {"e2e": {"median": 1.0, "iqr": threshold * 1.5}, "gpu": None}
    assert measure.fluctuation(noisy, threshold), "a compiled series past the threshold is not caught"
    baseline = build_report([_timed("s", 10.0, 5.0, 0.01)], ["s"], {}, False)
    widest = threshold  # the widest compiled spread that passes the guard
    fallen = build_report([_timed("s", 10.0, 5.0 / 0.7, widest)], ["s"], {}, False)
    change = compare(fallen, baseline)["samples"][0]
    assert change["verdict"] == LOWER, change
    # What stays open inside the bound (README): a 15% fall hides in a band the pass widened to 21%.
    hidden = build_report([_timed("s", 10.0, 5.0 / 0.85, widest)], ["s"], {}, False)
    assert compare(hidden, baseline)["samples"][0]["verdict"] == NOISE
