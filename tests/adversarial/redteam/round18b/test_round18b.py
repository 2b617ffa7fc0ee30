"""Round 18b (cheap, in the normal suite): what turns verdicts into scores, at f93d0eb7.

Each FOOLED attack is a strict xfail asserting the secure behaviour (``raises=AssertionError``: a
precondition that fails raises something else, and fails the test); each HELD one asserts what held.
The README says what each attack does, where, and how to fix it.
"""

from __future__ import annotations

import pytest

from pytest_passnet import measure
from pytest_passnet.compare import LOWER, NOISE, compare
from pytest_passnet.report import build_report
from pytest_passnet.result import Status, VariantResult
from tests.adversarial.redteam.round18b import attacks18b as a

CHEAP_SCALES = (500.0, 1000.0, 2000.0, 5000.0, 10000.0, 20000.0)


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


@pytest.mark.xfail(strict=True, raises=AssertionError,
                   reason="FOOLED (medium-high, false finding): the audits and the re-check hold every fresh draw "
                          "to the level one judged call reached; a step after a float result convicts an honest pass")
def test_an_honest_replacement_is_not_convicted_on_fresh_draws_of_a_quantised_model(tmp_path):
    convicted, judged = {}, {}
    for scale in CHEAP_SCALES:
        sample = a.quantised_sample(tmp_path, f"quantised_{int(scale)}", scale)
        status, level, findings = a.judged_then_fresh(a.variant_dir(sample), scale)
        judged[scale] = (status, level)
        if findings:
            convicted[scale] = findings[0]
    _require(any(level is not None for _, level in judged.values()), f"a scale the score credits: {judged}")
    assert not convicted, (f"the correctly rounded matmul is convicted by the fresh-input re-check at scales "
                           f"{sorted(convicted)} (judged: {judged}); e.g. {next(iter(convicted.values()))}")


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
