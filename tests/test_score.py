"""ES(t) and AS (docs/protocol.md sections 13.2, 14, 15, 16) from variant result dicts.

Every expected number is a value printed in docs/protocol.md (section 15's table,
section 16's check example, section 14.4's weight table), or follows from those
printed values by the formula that page states; none is taken from the code.
"""

from __future__ import annotations

import math
import warnings

import pytest

from pytest_passnet.result import Status, VariantResult
from pytest_passnet.score import WEIGHTS, aggregated_score, credited_from, es_curve, gmean, variant_values

B = 0.1
T_ALL = range(-10, 6)
SCORED = [str(t) for t in range(-10, 5)]

# docs/protocol.md section 14.4
RAW_WEIGHTS = {
    -10: 0.001, -9: 0.001, -8: 0.001, -7: 0.001, -6: 0.001,
    -5: 1, -4: 1, -3: 1, -2: 0.8, -1: 0.64, 0: 0.512,
    1: 0.4096, 2: 0.32768, 3: 0.262144, 4: 0.001,
}  # fmt: skip
NORMALISED = {
    -10: 0.000168, -9: 0.000168, -8: 0.000168, -7: 0.000168, -6: 0.000168,
    -5: 0.167858, -4: 0.167858, -3: 0.167858, -2: 0.134286, -1: 0.107429, 0: 0.085943,
    1: 0.068755, 2: 0.055004, 3: 0.044003, 4: 0.000168,
}  # fmt: skip


def variant(status: str, speedup: float | None = None, correct_from: int | None = None, name: str = "v") -> VariantResult:
    """A VariantResult; correct_at[t] is True for t >= correct_from (never if None)."""
    correct_at = {str(t): correct_from is not None and t >= correct_from for t in T_ALL}
    result = VariantResult(
        nodeid=f"sample::{name}",
        sample="sample",
        variant=name,
        status=status,
        speedup={"e2e": speedup, "gpu": None},
        correctness={"correct_at": correct_at},
    )
    return result


def score(variants: list[VariantResult]) -> tuple[dict, float]:
    es = es_curve(variants)
    assert es is not None
    assert sorted(es, key=int) == SCORED  # t = -10..4, 15 levels (section 14.1)
    return es, aggregated_score(es)


def ref_weight_sum(levels) -> float:
    """Sum of the normalised weights (section 14.4: raw weights / 5.957424) over some levels."""
    return sum(RAW_WEIGHTS[t] for t in levels) / 5.957424


# ---------------------------------------------------------------- weights (14.4)


def test_raw_weight_sum_is_5_957424():
    assert sum(RAW_WEIGHTS.values()) == pytest.approx(5.957424, abs=1e-9)


@pytest.mark.parametrize("t", sorted(NORMALISED))
def test_normalised_weight(t):
    assert WEIGHTS[t] == pytest.approx(NORMALISED[t], abs=5e-7)
    assert WEIGHTS[t] == pytest.approx(RAW_WEIGHTS[t] / 5.957424, rel=1e-9)


def test_weights_cover_scored_levels_and_sum_to_one():
    assert sorted(WEIGHTS) == list(range(-10, 5))
    assert sum(WEIGHTS.values()) == pytest.approx(1.0, abs=1e-12)


def test_as_is_weighted_geometric_mean_of_es():
    # AS = 10 ** sum_t w_t log10 ES(t); an ES curve that is constant c gives c.
    assert aggregated_score({t: 1.7 for t in SCORED}) == pytest.approx(1.7, rel=1e-12)
    es = {t: 1.0 for t in SCORED}
    es["-3"] = 2.0
    assert aggregated_score(es) == pytest.approx(2.0 ** (1 / 5.957424), rel=1e-9)


# ---------------------------------------------------------------- section 15 table


@pytest.mark.parametrize("s", [0.5, 1.0, 2.0, 3.7])
def test_correct_at_every_t(s):
    es, as_ = score([variant(Status.CORRECT, s, correct_from=-10)] * 3)
    assert all(v == pytest.approx(s, rel=1e-12) for v in es.values())
    assert as_ == pytest.approx(s, rel=1e-12)


def test_correct_from_minus5_exponents():
    # 0.1^0.000839 * s^0.999161
    assert ref_weight_sum(range(-10, -5)) == pytest.approx(0.000839, abs=1e-6)
    assert ref_weight_sum(range(-5, 5)) == pytest.approx(0.999161, abs=1e-6)


@pytest.mark.parametrize(("s", "expected", "digits"), [(1.0, 0.99807, 5), (2.0, 1.99498, 5)])
def test_correct_from_minus5(s, expected, digits):
    es, as_ = score([variant(Status.CORRECT, s, correct_from=-5), variant(Status.CORRECT, s, correct_from=-5)])
    for t, v in es.items():
        assert v == pytest.approx(B if int(t) <= -6 else s, rel=1e-12), t
    assert round(as_, digits) == expected
    assert as_ == pytest.approx(0.998 * s, rel=1e-3)  # "≈ 0.998 · s"


@pytest.mark.parametrize("s", [0.8, 1.5])
def test_correct_from_minus5_formula(s):
    _, as_ = score([variant(Status.CORRECT, s, correct_from=-5)])
    assert as_ == pytest.approx(B**0.000839 * s**0.999161, rel=5e-6)


@pytest.mark.parametrize(("correct_from", "expected"), [(-4, 0.6781), (-3, 0.4607)])
def test_correct_from_later_levels_s1(correct_from, expected):
    # judged ACCURACY (wrong at the t = -5 baseline) but ran: parity status "correct"
    es, as_ = score([variant(Status.ACCURACY, 1.0, correct_from=correct_from)])
    for t, v in es.items():
        assert v == pytest.approx(B if int(t) < correct_from else 1.0, rel=1e-12), t
    assert round(as_, 4) == expected


@pytest.mark.parametrize("s", [0.5, 1.0, 2.0])
def test_wrong_even_at_t1(s):
    # accuracy failure at t = 1: b for t <= 0, 1 for t >= 1 (tolerated), whatever the speedup
    es, as_ = score([variant(Status.ACCURACY, s, correct_from=None)])
    for t, v in es.items():
        assert v == pytest.approx(B if int(t) <= 0 else 1.0, rel=1e-12), t
    assert ref_weight_sum(range(-10, 1)) == pytest.approx(0.832071, abs=1e-6)
    assert as_ == pytest.approx(B**0.832071, rel=5e-6)
    assert round(as_, 4) == 0.1472


@pytest.mark.parametrize(("s", "expected"), [(1.0, 0.1472), (2.0, 0.1654)])
def test_wrong_until_0_right_at_1(s, expected):
    es, as_ = score([variant(Status.ACCURACY, s, correct_from=1)])
    for t, v in es.items():
        assert v == pytest.approx(B if int(t) <= 0 else s, rel=1e-12), t
    assert ref_weight_sum(range(1, 5)) == pytest.approx(0.167929, abs=1e-6)
    assert as_ == pytest.approx(0.1472 * s**0.167929, rel=5e-4)
    assert round(as_, 4) == expected


@pytest.mark.parametrize("s", [None, 0.7, 2.0])
def test_dtype_mismatch(s):
    # shape_mismatch (runtime class): b for t <= 2, 1 for t >= 3
    es, as_ = score([variant(Status.DTYPE_MISMATCH, s, correct_from=None)])
    for t, v in es.items():
        assert v == pytest.approx(B if int(t) <= 2 else 1.0, rel=1e-12), t
    assert ref_weight_sum(range(-10, 3)) == pytest.approx(0.955829, abs=1e-6)
    assert as_ == pytest.approx(B**0.955829, rel=5e-6)
    assert round(as_, 4) == 0.1107


EAGER_FAIL_STATUSES = [
    Status.PASS_NOT_MATCHED,
    Status.COMPILE_ERROR,
    Status.KERNEL_ERROR,
    Status.POISON_VIOLATION,
    Status.FLUCTUATION,
    Status.EAGER_ERROR,
]


@pytest.mark.parametrize("status", EAGER_FAIL_STATUSES)
def test_run_failures_score_b_everywhere(status):
    es, as_ = score([variant(status, None), variant(status, 3.0, correct_from=-10)])
    # even a stale speedup / correctness record must not count for an eager_fail variant
    assert all(v == pytest.approx(B, rel=1e-12) for v in es.values())
    assert as_ == pytest.approx(0.1, rel=1e-12)


def test_half_correct_half_eager_fail():
    variants = [variant(Status.CORRECT, 2.0, correct_from=-10, name=f"ok{i}") for i in range(3)]
    variants += [variant(Status.PASS_NOT_MATCHED, None, name=f"bad{i}") for i in range(3)]
    es, as_ = score(variants)
    assert all(v == pytest.approx(math.sqrt(2 * 0.1), rel=1e-12) for v in es.values())
    assert round(as_, 4) == 0.4472


@pytest.mark.parametrize("statuses", [[Status.MISSING_FILE], [Status.PASS_REJECTED, Status.SAMPLE_ERROR, Status.MISSING_FILE]])
def test_every_variant_vanished_gives_no_score(statuses):
    variants = [variant(s, None, name=f"v{i}") for i, s in enumerate(statuses)]
    assert es_curve(variants) is None
    assert aggregated_score(es_curve(variants)) is None


def test_vanished_variants_are_excluded_from_the_mean():
    kept = [variant(Status.CORRECT, 2.0, correct_from=-10, name="a")]
    vanished = [variant(Status.MISSING_FILE, None, name="b"), variant(Status.SAMPLE_ERROR, None, name="c")]
    es, as_ = score(kept + vanished)
    assert all(v == pytest.approx(2.0, rel=1e-12) for v in es.values())
    assert as_ == pytest.approx(2.0, rel=1e-12)


def test_slowdown_counts_plainly_with_p0():
    # rect(s) = s^(p+1) for s < 1 with p = 0: plain s (section 14.1, section 22)
    es, _ = score([variant(Status.CORRECT, 0.25, correct_from=-10)])
    assert es["-5"] == pytest.approx(0.25, rel=1e-12)


# ---------------------------------------------------------------- section 16 check example


@pytest.fixture
def four_variants() -> list[VariantResult]:
    return [
        variant(Status.CORRECT, 2.0, correct_from=-5, name="A"),
        variant(Status.CORRECT, 0.8, correct_from=-5, name="B"),
        variant(Status.ACCURACY, 1.3, correct_from=None, name="C"),  # wrong even at t = 1
        variant(Status.EAGER_ERROR, None, name="D"),  # eager_fail
    ]


def test_check_example_t_minus3(four_variants):
    es, _ = score(four_variants)
    assert round(es["-3"], 6) == 0.355656
    assert es["-3"] == pytest.approx(1.264911**0.5 * 0.1**0.5, rel=1e-6)


def test_check_example_t1(four_variants):
    es, _ = score(four_variants)
    assert round(es["1"], 6) == 0.632456
    assert es["1"] == pytest.approx(1.124683 * 0.316228**0.5, rel=1e-6)


@pytest.mark.parametrize("t", ["-10", "-9", "-8", "-7", "-6"])
def test_check_example_tight_levels(four_variants, t):
    es, _ = score(four_variants)
    assert es[t] == pytest.approx(0.1, rel=1e-12)


def test_check_example_higher_levels(four_variants):
    # t >= 3: C tolerated (1), D still b: gmean(2, 0.8, 1, 0.1) at every t >= 1
    es, _ = score(four_variants)
    for t in ("1", "2", "3", "4"):
        assert es[t] == pytest.approx((2 * 0.8 * 1 * 0.1) ** 0.25, rel=1e-12), t
    for t in ("-5", "-4", "-3", "-2", "-1", "0"):
        assert es[t] == pytest.approx((2 * 0.8 * 0.1 * 0.1) ** 0.25, rel=1e-12), t


# ---------------------------------------------------------------- section 13.2 status mapping

EXPECTED_PARITY = {
    Status.CORRECT: "correct",
    Status.ACCURACY: "correct",  # both ran; fail type "accuracy" at the failing t
    Status.DTYPE_MISMATCH: "shape_mismatch",
    Status.PASS_NOT_MATCHED: "eager_fail",
    Status.COMPILE_ERROR: "eager_fail",
    Status.KERNEL_ERROR: "eager_fail",
    Status.POISON_VIOLATION: "eager_fail",
    Status.FLUCTUATION: "eager_fail",
    Status.EAGER_ERROR: "eager_fail",
    Status.CHEAT_DETECTED: "eager_fail",
    Status.PASS_REJECTED: "absent",  # backend construction fails: variant vanishes
    Status.MISSING_FILE: "absent",  # input replay or model.py load fails: variant vanishes
    Status.SAMPLE_ERROR: "absent",
}


@pytest.mark.parametrize(("status", "parity"), sorted(EXPECTED_PARITY.items()))
def test_parity_status_mapping(status, parity):
    assert status.parity == parity
    assert variant(status).parity_status == parity


def test_every_status_has_a_parity_status():
    assert {s.parity for s in Status} <= {"correct", "eager_fail", "shape_mismatch", "absent"}
    assert set(EXPECTED_PARITY) == set(Status) - {Status.PENDING}


def test_an_undecided_result_counts_as_a_failure():
    """A result that never left the pipeline can never score as correct."""
    assert VariantResult(nodeid="n", sample="s", variant="v").parity_status == "eager_fail"


@pytest.mark.parametrize("correct_from", [-10, -5, -4, 0, 1, 2, 5, None])
def test_the_level_a_speedup_is_credited_from_is_where_es_counts_it(correct_from):
    """``credited_from`` is the first level whose ES(t) holds the variant's speedup (the guard holds
    its timed calls to that level's tolerance): its first close level up to t = 1, none beyond."""
    v = variant("accuracy", 7.0, correct_from)
    credited = [t for t, value in zip(range(-10, 5), variant_values(v)) if value == 7.0]
    assert credited_from(v.correctness["correct_at"]) == (credited[0] if credited else None)
    assert credited == (list(range(correct_from, 5)) if correct_from is not None and correct_from <= 1 else [])


def test_a_zero_speedup_pools_to_zero_without_a_warning():
    """scipy's gmean gives 0 where a value is 0; here with no RuntimeWarning, which ``-W error`` would raise inside the
    session's report (round 39b)."""
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert gmean([2.0, 0.0]) == 0.0
