"""judge(): PassBench's correctness block (docs/protocol.md section 11).

Expected tolerances come from the protocol's generator (10^(k t), 3 significant
digits) and its printed table; each case keeps its differences far from the
tolerance boundary so the verdict does not hinge on rounding.
"""

from __future__ import annotations

import math

import pytest
import torch

from pytest_passnet.result import Status
from pytest_passnet.judge import disagreement, judge, step_allowance, steps, tensor_disagreement, tensor_steps

LEVELS = list(range(-10, 6))

# section 11: rtol / atol exponents per unit of t
_RTOL_K = {"float16": 0.6, "bfloat16": 1.796 / 5, "float32": 5.886 / 5, "float64": 1.4}
_ATOL_K = {"float16": 1.0, "bfloat16": 1.0, "float32": 1.0, "float64": 1.4}


def ref_tolerance(t: int, dtype: str) -> tuple[float, float]:
    """(atol, rtol) of the protocol's generator, 3 significant digits; (0, 0) for other dtypes."""
    if dtype not in _RTOL_K:
        return 0.0, 0.0
    three = lambda x: float(f"{x:.3g}")  # noqa: E731
    return three(10 ** (_ATOL_K[dtype] * t)), three(10 ** (_RTOL_K[dtype] * t))


def ref_close(eager: list[float], compiled: list[float], atol: float, rtol: float) -> bool | None:
    """torch.allclose semantics, |eager - compiled| <= atol + rtol * |compiled|; None near a boundary."""
    ok = True
    for a, b in zip(eager, compiled):
        lhs, rhs = abs(a - b), atol + rtol * abs(b)
        if math.isclose(lhs, rhs, rel_tol=0.05):
            return None
        ok &= lhs <= rhs
    return ok


def test_identical_outputs_are_correct_everywhere():
    x = torch.randn(4, 8)
    status, rec = judge((x, x * 2), (x.clone(), (x * 2).clone()))
    assert status == Status.CORRECT
    assert rec["dtypes"] == {"eager": ["float32", "float32"], "compiled": ["float32", "float32"]}
    assert rec["equal"] == [1, 1]
    assert rec["correct_at"] == {str(t): True for t in LEVELS}
    assert rec["max_diff"] == [0.0, 0.0] and rec["mean_diff"] == [0.0, 0.0]


def test_single_tensor_output_is_normalised_to_a_tuple():
    x = torch.arange(6, dtype=torch.float32)
    status, rec = judge(x, (x.clone(),))
    assert status == Status.CORRECT
    assert rec["dtypes"]["eager"] == ["float32"] and rec["equal"] == [1]


@pytest.mark.parametrize(
    ("eager", "compiled", "eager_names", "compiled_names"),
    [
        ((torch.ones(3),), (torch.ones(3, dtype=torch.float16),), ["float32"], ["float16"]),
        ((torch.ones(3), torch.ones(3)), (torch.ones(3),), ["float32", "float32"], ["float32"]),
        ((torch.ones(3, dtype=torch.int64),), (torch.ones(3, dtype=torch.int32),), ["int64"], ["int32"]),
        ((torch.ones(3), 3), (torch.ones(3), 3.0), ["float32", "int"], ["float32", "float"]),
    ],
    ids=["fp32-vs-fp16", "length", "int64-vs-int32", "python-types"],
)
def test_dtype_mismatch_stops_the_comparison(eager, compiled, eager_names, compiled_names):
    status, rec = judge(eager, compiled)
    assert status == Status.DTYPE_MISMATCH
    assert rec["dtypes"] == {"eager": eager_names, "compiled": compiled_names}
    # "On a mismatch nothing else is compared (no equality, no allclose lines)."
    assert not rec.get("correct_at")
    assert "equal" not in rec


@pytest.mark.parametrize("dtype", ["float32", "float16", "bfloat16", "float64"])
@pytest.mark.parametrize("rel_error", [3e-6, 4e-4, 0.03, 0.6, 40.0])
def test_correct_at_follows_the_grid(dtype, rel_error):
    base = [1.0, -2.0, 4.0, 0.5]
    wrong = [v * (1 + rel_error) for v in base]
    tdt = getattr(torch, dtype)
    eager, compiled = torch.tensor(base, dtype=tdt), torch.tensor(wrong, dtype=tdt)
    # what the tensors actually hold after rounding to dtype
    e_vals, c_vals = eager.double().tolist(), compiled.double().tolist()
    status, rec = judge((eager,), (compiled,))
    expected = {str(t): ref_close(e_vals, c_vals, *ref_tolerance(t, dtype)) for t in LEVELS}
    decided = {t: v for t, v in expected.items() if v is not None}
    assert len(decided) >= 14 and "-5" in decided
    assert set(rec["correct_at"]) == {str(t) for t in LEVELS}
    assert {t: rec["correct_at"][t] for t in decided} == decided
    assert status == (Status.CORRECT if expected["-5"] else Status.ACCURACY)
    assert rec["equal"] == [int(e_vals == c_vals)]


def test_correct_at_uses_each_outputs_own_eager_dtype():
    # output 0 fp16, exact; output 1 fp32 with relative error 5e-4:
    # fp32 grid: correct from t = -3 (1e-3 + 2.94e-4 * |b|), wrong at t = -4 (1e-4 + 1.96e-5 * |b|);
    # the fp16 grid would accept it already at t = -4 (1e-4 + 3.98e-3 * |b|).
    a16 = torch.tensor([1.0, 2.0], dtype=torch.float16)
    e32 = torch.tensor([1.0, 1.0, 1.0])
    c32 = e32 * (1 + 5e-4)
    status, rec = judge((a16, e32), (a16.clone(), c32))
    assert rec["correct_at"]["-4"] is False
    assert rec["correct_at"]["-3"] is True
    assert status == Status.ACCURACY
    assert rec["equal"] == [1, 0]
    assert rec["baseline_tolerance"] == [
        pytest.approx({"atol": 1e-5, "rtol": 1e-3}),
        pytest.approx({"atol": 1e-5, "rtol": 1.3e-6}),
    ]


def test_fp16_output_with_error_uses_fp16_grid():
    # fp16 relative error ~1e-2 (0.0098 after rounding): fp16 t=-3: 1e-3 + 1.58e-2 |b| -> ok; t=-4: 1e-4 + 3.98e-3 |b| -> wrong
    e = torch.tensor([1.0, 2.0, 4.0], dtype=torch.float16)
    c = (e.float() * 1.01).half()
    status, rec = judge((torch.ones(2), e), (torch.ones(2), c))
    assert rec["correct_at"]["-3"] is True
    assert rec["correct_at"]["-4"] is False
    assert status == Status.ACCURACY


def test_nan_is_never_close():
    e = torch.tensor([1.0, float("nan"), 3.0])
    status, rec = judge((e,), (e.clone(),))
    assert rec["equal"] == [0]
    assert rec["correct_at"] == {str(t): False for t in LEVELS}
    assert status == Status.ACCURACY


def test_nan_in_eager_outputs_is_counted_per_output():
    e = torch.tensor([1.0, float("nan"), float("nan")])
    _, rec = judge((torch.ones(2), e, torch.tensor([1, 2])), (torch.ones(2), e.clone(), torch.tensor([1, 2])))
    assert rec["eager_nan"] == [0, 2, 0]


def test_nan_only_on_compiled_side():
    e = torch.tensor([1.0, 2.0])
    c = torch.tensor([1.0, float("nan")])
    status, rec = judge((e,), (c,))
    assert not any(rec["correct_at"].values())
    assert status == Status.ACCURACY


@pytest.mark.parametrize("dtype", [torch.int64, torch.int32, torch.int8, torch.bool])
def test_integer_and_bool_outputs_need_exact_equality(dtype):
    e = torch.tensor([1, 0, 1, 1], dtype=dtype)
    c = torch.tensor([1, 0, 0, 1], dtype=dtype)  # off by one element, by 1
    status, rec = judge((e,), (c,))
    assert rec["correct_at"] == {str(t): False for t in LEVELS}  # even t = 5 (atol 1e5 for floats)
    assert status == Status.ACCURACY
    status, rec = judge((e,), (e.clone(),))
    assert rec["correct_at"] == {str(t): True for t in LEVELS}
    assert status == Status.CORRECT


def test_int_output_next_to_float_output():
    f = torch.tensor([1.0, 2.0])
    i = torch.tensor([5, 6])
    status, rec = judge((f, i), (f * (1 + 1e-2), i.clone()))
    # float output wrong at fp32 t <= -2 (1e-2 + 4.42e-3|b| < 1e-2 |b| for |b|=2.02), right at t=-1
    assert rec["correct_at"]["-1"] is True
    assert rec["correct_at"]["-5"] is False
    status, rec = judge((f, i), (f.clone(), i + 1))
    assert not any(rec["correct_at"].values())


def test_max_and_mean_diff():
    e = torch.tensor([0.0, 1.0, 2.0, 3.0])
    c = torch.tensor([0.0, 1.5, 2.0, 1.0])
    _, rec = judge((e,), (c,))
    assert rec["max_diff"] == [pytest.approx(2.0)]
    assert rec["mean_diff"] == [pytest.approx(0.625)]


def test_diffs_are_computed_in_float32_for_half_outputs():
    e = torch.tensor([1000.0, 2.0], dtype=torch.float16)
    c = torch.tensor([1001.0, 2.0], dtype=torch.float16)
    _, rec = judge((e,), (c,))
    assert rec["max_diff"] == [pytest.approx(1.0)]
    assert rec["mean_diff"] == [pytest.approx(0.5)]


@pytest.mark.parametrize(
    ("dtype", "atol", "rtol"),
    [("float16", 1e-5, 1e-3), ("bfloat16", 1e-5, 1.6e-2), ("float32", 1e-5, 1.3e-6), ("float64", 1e-7, 1e-7)],
)
def test_baseline_tolerance_is_the_minus5_row(dtype, atol, rtol):
    x = torch.ones(3, dtype=getattr(torch, dtype))
    status, rec = judge((x,), (x.clone(),))
    assert rec["baseline_tolerance"] == [pytest.approx({"atol": atol, "rtol": rtol}, rel=1e-9)]


def test_status_is_decided_at_t_minus5():
    e = torch.ones(8)
    # fp32 t=-5: 1e-5 + 1.3e-6 -> 5e-6 passes; t=-6: 1e-6 + 8.65e-8 -> fails
    status, rec = judge((e,), (e + 5e-6,))
    assert status == Status.CORRECT
    assert rec["correct_at"]["-5"] is True and rec["correct_at"]["-6"] is False
    status, rec = judge((e,), (e + 3e-5,))
    assert status == Status.ACCURACY
    assert rec["correct_at"]["-5"] is False and rec["correct_at"]["-4"] is True


def test_a_fluctuating_variant_with_wrong_outputs_says_so():
    """Fluctuation keeps PassBench's verdict, but a pass author must learn that the outputs are wrong too."""
    from types import SimpleNamespace

    from pytest_passnet.pipeline import _wrong_as_well

    eager = (torch.ones(8),)
    wrong = SimpleNamespace(compiled_out=(torch.zeros(8),), eager_out=eager, judged=None, driven=True,
                            result=SimpleNamespace(correctness={}))
    assert "wrong as well (accuracy)" in _wrong_as_well(wrong)
    assert wrong.result.correctness["correct_at"]["-1"] is False
    right = SimpleNamespace(compiled_out=(torch.ones(8),), eager_out=eager, judged=None, driven=True,
                            result=SimpleNamespace(correctness={}))
    assert _wrong_as_well(right) == "" and right.result.correctness["correct_at"]["-1"] is True
    unmeasured = SimpleNamespace(compiled_out=None, eager_out=eager, result=SimpleNamespace(correctness={}))
    assert _wrong_as_well(unmeasured) == ""


def test_an_output_of_another_shape_is_not_close_even_where_allclose_would_broadcast():
    """Round 3's squeezed_output: relu of a [1, 4, 8] output written into a [4, 8] tensor has eager's
    values, but it is not eager's output (code after the subgraph indexes it by three dimensions)."""
    eager = torch.randn(1, 4, 8)
    status, rec = judge((eager,), (eager[0].clone(),))
    assert status is Status.ACCURACY
    assert rec["correct_at"] == {str(t): False for t in LEVELS}
    assert rec["equal"] == [0] and rec["max_diff"] == [math.inf]


def test_python_scalar_outputs_must_be_eager_s_values():
    """A reply may carry bool, int and float outputs besides tensors: each is compared exactly, as the
    grid compares non-float dtypes (a graph returns them from its constants); None is None."""
    x = torch.randn(4)
    status, rec = judge((x, 1.5, 3, True, None), (x.clone(), 1.5, 3, True, None))
    assert status is Status.CORRECT and rec["equal"] == [1, 1, 1, 1]
    for wrong in ((x.clone(), 1.5000001, 3, True, None), (x.clone(), 1.5, 4, True, None),
                  (x.clone(), 1.5, 3, False, None)):
        status, rec = judge((x, 1.5, 3, True, None), wrong)
        assert status is Status.ACCURACY and not any(rec["correct_at"].values()), wrong


def test_the_guard_s_comparisons_take_the_level_they_hold_outputs_to():
    """The audits and the fresh-input re-check compare at the level the score credits a variant from:
    5e-5 off is beyond float32's baseline (t = -5, atol 1e-5) and within t = -4 (atol 1e-4); a
    Python scalar output must be eager's at any level."""
    eager = torch.ones(16)
    assert "(atol 1e-05," in tensor_disagreement(eager, eager + 5e-5)
    assert tensor_disagreement(eager, eager + 5e-5, -4) is None
    assert disagreement((eager, 2.0), (eager + 5e-5, 2.0), -4) is None
    assert disagreement((eager, 2.0), (eager.clone(), 2.5), 4) == "output 1 is 2.5, eager's 2.0"
    assert "shape" in disagreement((eager.view(1, 16),), (eager.clone(),), 4)


def test_a_few_elements_across_a_step_are_told_from_a_result_wrong_everywhere():
    """Red team round 18b: a draw beyond the checked level is a few elements across a step (``Steps``:
    counted, close at a level the score credits) where at most max(8, 0.1 %) of its elements, and no
    more than a tenth, lie outside the level's tolerance; anything else is a finding."""
    assert [step_allowance(n) for n in (1, 9, 10, 80, 4096, 8000, 10**6)] == [0, 0, 1, 8, 8, 8, 1000]
    torch.manual_seed(0)
    quantised = torch.round(torch.randn(64, 64) * 300)
    crossed = quantised.clone()
    crossed.view(-1)[[7, 900, 2048]] += 1  # a step apart in three elements
    found = tensor_steps(quantised, crossed, -5)
    assert (found.elements, found.compared, found.max_diff) == (3, 4096, 1.0) and -5 < found.level <= 1
    assert found.level == next(t for t in range(-4, 2) if tensor_disagreement(quantised, crossed, t) is None)
    many = quantised.clone()
    many.view(-1)[:9] += 1  # nine elements: past the handful
    assert tensor_steps(quantised, many, -5) is None
    assert tensor_steps(quantised, torch.round(torch.randn(64, 64) * 300), -5) is None  # another input's result
    assert tensor_steps(quantised, torch.zeros(64, 64), -5) is None  # a constant
    far = quantised.clone()
    far.view(-1)[quantised.abs().argmax()] = 0  # one element, but close at no level the score credits (t <= 1)
    assert tensor_steps(quantised, far, -5) is None
    nan = quantised.clone()
    nan.view(-1)[3] = float("nan")  # NaN where eager has none: never close
    assert tensor_steps(quantised, nan, -5) is None
    small = torch.full((8,), 400.0)
    assert tensor_steps(small, small + 1, -5) is None  # 8 of 8 elements is everything, not a handful
    indices = torch.arange(4096)
    flipped = indices.clone()
    flipped[5] = 6  # integers are exact at every level
    assert tensor_steps(indices, flipped, -5) is None
    assert steps((quantised, 2.0), (crossed, 2.0), -5) == found
    assert steps((quantised, quantised), (crossed, crossed), -5).elements == 6
    assert steps((quantised, 2.0), (crossed, 2.5), -5) is None  # a Python scalar must be eager's
    assert steps((quantised, quantised), (crossed, many), -5) is None


def test_a_huge_constant_is_close_only_in_passbench_s_one_way_allclose():
    """Round 67c's HUGE_CONSTANT: allclose(eager, compiled) takes rtol of the compiled value, so 1e20 is close to any
    eager value at t = 0; the full guard judges with either value as the relative one."""
    eager, huge = (torch.tensor([0.5, -3.0, 7.0]),), (torch.full((3,), 1e20),)
    assert judge(eager, huge)[1]["correct_at"]["0"] is True
    status, record = judge(eager, huge, both_ways=True)
    assert status is Status.ACCURACY and not any(record["correct_at"].values())
    assert judge(eager, (eager[0] * (1 + 1e-7),), both_ways=True)[0] is Status.CORRECT
