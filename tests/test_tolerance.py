"""The PassBench tolerance grid (docs/protocol.md section 11), cell by cell.

Expected values are the printed `atol / rtol` table of docs/protocol.md, copied
verbatim; nothing here is derived from the code under test.
"""

from __future__ import annotations

import pytest

from pytest_passnet import tolerance as tol

DTYPES = ("float16", "bfloat16", "float32", "float64")

# docs/protocol.md section 11, "The full table as it appears in the keys".
TABLE = """
-10 | 1.00E-10 / 1.00E-06 | 1.00E-10 / 2.56E-04 | 1.00E-10 / 1.69E-12 | 1.00E-14 / 1.00E-14
-9 | 1.00E-09 / 3.98E-06 | 1.00E-09 / 5.85E-04 | 1.00E-09 / 2.54E-11 | 2.51E-13 / 2.51E-13
-8 | 1.00E-08 / 1.58E-05 | 1.00E-08 / 1.34E-03 | 1.00E-08 / 3.82E-10 | 6.31E-12 / 6.31E-12
-7 | 1.00E-07 / 6.31E-05 | 1.00E-07 / 3.06E-03 | 1.00E-07 / 5.75E-09 | 1.58E-10 / 1.58E-10
-6 | 1.00E-06 / 2.51E-04 | 1.00E-06 / 7.00E-03 | 1.00E-06 / 8.65E-08 | 3.98E-09 / 3.98E-09
-5 | 1.00E-05 / 1.00E-03 | 1.00E-05 / 1.60E-02 | 1.00E-05 / 1.30E-06 | 1.00E-07 / 1.00E-07
-4 | 1.00E-04 / 3.98E-03 | 1.00E-04 / 3.66E-02 | 1.00E-04 / 1.96E-05 | 2.51E-06 / 2.51E-06
-3 | 1.00E-03 / 1.58E-02 | 1.00E-03 / 8.36E-02 | 1.00E-03 / 2.94E-04 | 6.31E-05 / 6.31E-05
-2 | 1.00E-02 / 6.31E-02 | 1.00E-02 / 1.91E-01 | 1.00E-02 / 4.42E-03 | 1.58E-03 / 1.58E-03
-1 | 1.00E-01 / 2.51E-01 | 1.00E-01 / 4.37E-01 | 1.00E-01 / 6.65E-02 | 3.98E-02 / 3.98E-02
0 | 1.00E+00 / 1.00E+00 | 1.00E+00 / 1.00E+00 | 1.00E+00 / 1.00E+00 | 1.00E+00 / 1.00E+00
1 | 1.00E+01 / 3.98E+00 | 1.00E+01 / 2.29E+00 | 1.00E+01 / 1.50E+01 | 2.51E+01 / 2.51E+01
2 | 1.00E+02 / 1.58E+01 | 1.00E+02 / 5.23E+00 | 1.00E+02 / 2.26E+02 | 6.31E+02 / 6.31E+02
3 | 1.00E+03 / 6.31E+01 | 1.00E+03 / 1.20E+01 | 1.00E+03 / 3.40E+03 | 1.58E+04 / 1.58E+04
4 | 1.00E+04 / 2.51E+02 | 1.00E+04 / 2.73E+01 | 1.00E+04 / 5.11E+04 | 3.98E+05 / 3.98E+05
5 | 1.00E+05 / 1.00E+03 | 1.00E+05 / 6.25E+01 | 1.00E+05 / 7.69E+05 | 1.00E+07 / 1.00E+07
"""


def _cells() -> list[tuple[int, str, str, str]]:
    cells = []
    for line in TABLE.strip().splitlines():
        t, *columns = (part.strip() for part in line.split("|"))
        assert len(columns) == len(DTYPES)
        for dtype, column in zip(DTYPES, columns):
            atol, rtol = (s.strip() for s in column.split("/"))
            cells.append((int(t), dtype, atol, rtol))
    return cells


CELLS = _cells()


def test_table_covers_every_printed_level_and_dtype():
    assert len(CELLS) == 16 * 4
    assert sorted({c[0] for c in CELLS}) == list(range(-10, 6))


@pytest.mark.parametrize(("t", "dtype", "atol_text", "rtol_text"), CELLS, ids=[f"t{c[0]}-{c[1]}" for c in CELLS])
def test_grid_cell_values(t, dtype, atol_text, rtol_text):
    atol, rtol = tol.tolerance(t, dtype)
    # The printed value has 3 significant digits, exactly what the generator rounds to.
    assert atol == pytest.approx(float(atol_text), rel=1e-12)
    assert rtol == pytest.approx(float(rtol_text), rel=1e-12)


@pytest.mark.parametrize(("t", "dtype", "atol_text", "rtol_text"), CELLS, ids=[f"t{c[0]}-{c[1]}" for c in CELLS])
def test_grid_cell_printed_key(t, dtype, atol_text, rtol_text):
    assert tol.allclose_key(*tol.tolerance(t, dtype)) == f"all_close_atol_{atol_text}_rtol_{rtol_text}"


def test_reference_example_key_fp32_baseline():
    # "Example key: fp32 at t = -5 is [all_close_atol_1.00E-05_rtol_1.30E-06]"
    assert f"[{tol.allclose_key(*tol.tolerance(-5, 'float32'))}]" == "[all_close_atol_1.00E-05_rtol_1.30E-06]"


@pytest.mark.parametrize("dtype", ["int8", "int16", "int32", "int64", "uint8", "bool"])
@pytest.mark.parametrize("t", list(range(-10, 6)))
def test_non_float_dtypes_need_exact_equality(t, dtype):
    # "any other dtype (ints, bool): 0 / 0 => the [equal] key is used"
    assert tol.tolerance(t, dtype) == (0, 0)


def test_levels():
    # printed t = -10..5; scored with the default interpretation t = -10..4 (15 levels); baseline t = -5
    assert tuple(tol.LEVELS) == tuple(range(-10, 6))
    assert tuple(tol.SCORED_LEVELS) == tuple(range(-10, 5))
    assert tol.BASELINE_LEVEL == -5


def test_generator_dtype_order():
    # "per t, the generators fp16, bf16, fp32, fp64 in that order"
    assert tuple(tol.GENERATOR_DTYPES) == ("float16", "bfloat16", "float32", "float64")


@pytest.mark.parametrize("dtype", DTYPES)
def test_baseline_matches_pytorch_assert_close_defaults(dtype):
    # "These interpolate log-linearly from PyTorch's default assert_close tolerances at t = -5 to 1 at t = 0."
    defaults = {"float16": (1e-5, 1e-3), "bfloat16": (1e-5, 1.6e-2), "float32": (1e-5, 1.3e-6), "float64": (1e-7, 1e-7)}
    assert tol.tolerance(-5, dtype) == pytest.approx(defaults[dtype], rel=1e-12)
    assert tol.tolerance(0, dtype) == (1.0, 1.0)


def test_the_first_credited_level_above_a_level():
    """The search the per-element rule and the fingerprints' share (``judge.tensor_steps``,
    ``pipeline._trial_checks``): above the given level, up to the last credited one, the first that holds."""
    assert tol.first_credited_level(-5, lambda t: t >= -2) == -2
    assert tol.first_credited_level(-5, lambda t: True) == -4  # never the level itself
    assert tol.first_credited_level(-5, lambda t: t > tol.LAST_CREDITED_LEVEL) is None
    assert tol.first_credited_level(tol.LAST_CREDITED_LEVEL, lambda t: True) is None
