"""PassBench's tolerance grid: (atol, rtol) per dtype and integer level t.

Levels interpolate log-linearly from PyTorch's ``assert_close`` defaults at
t = -5 to 1 at t = 0 (``docs/protocol.md`` section 11).
"""

from __future__ import annotations

from collections.abc import Callable


LEVELS = tuple(range(-10, 6))  # printed by the harness
SCORED_LEVELS = tuple(range(-10, 5))  # default error interpretation
BASELINE_LEVEL = -5
# The last level at which ES(t) credits a variant for being close at it; from there on it counts as
# close at 1 (upstream's rule, ``score.credited_from``).
LAST_CREDITED_LEVEL = 1
GENERATOR_DTYPES = ("float16", "bfloat16", "float32", "float64")

# (rtol exponent, atol exponent) per unit of t.
_EXPONENTS = {
    "float16": (3 / 5, 1.0),
    "bfloat16": (1.796 / 5, 1.0),
    "float32": (5.886 / 5, 1.0),
    "float64": (7 / 5, 7 / 5),
}


def first_credited_level(level: int, close: Callable[[int], bool]) -> int | None:
    """The first level above ``level``, up to ``LAST_CREDITED_LEVEL``, at which ``close(t)`` holds (a draw
    beyond the checked level, where the score still credits it); None if none."""
    return next((t for t in range(level + 1, LAST_CREDITED_LEVEL + 1) if close(t)), None)


def _three_significant(value: float) -> float:
    return float(f"{value:.3g}")


def tolerance(t: int, dtype: str) -> tuple[float, float]:
    """``(atol, rtol)`` at level ``t``; ``(0, 0)`` (exact equality) for non-float dtypes."""
    if dtype not in _EXPONENTS:
        return 0.0, 0.0
    rtol_exp, atol_exp = _EXPONENTS[dtype]
    return _three_significant(10 ** (atol_exp * t)), _three_significant(10 ** (rtol_exp * t))


def allclose_key(atol: float, rtol: float) -> str:
    """The key PassBench prints for one grid cell, e.g. ``all_close_atol_1.00E-05_rtol_1.30E-06``."""
    return f"all_close_atol_{atol:.2E}_rtol_{rtol:.2E}"
