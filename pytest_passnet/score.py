"""Verdicts -> score: ES(t) and the aggregated score AS, as PassNet's aggregator computes them.

``docs/protocol.md`` section 14: b = 0.1, p = 0, default error
interpretation, t = -10..4, AS = 10 ** sum_t w_t * log10(ES(t)).

The arithmetic is upstream's call for call (SciPy's ``gmean``, NumPy's ``log``), because NumPy's
float64 ``log``/``exp`` kernels differ from libm's, and from each other across CPUs (AVX-512 or
not), in the last bit: only the same calls give upstream's bits on every machine.
"""

from __future__ import annotations

import math

import numpy as np

from pytest_passnet.result import Parity, VariantResult
from pytest_passnet.tolerance import LAST_CREDITED_LEVEL, SCORED_LEVELS

FAILURE_PENALTY = 0.1  # b, --fpdb
SLOWDOWN_PENALTY = 0.0  # p, --negative-speedup-penalty

_RAW_WEIGHTS = {
    -10: 0.001, -9: 0.001, -8: 0.001, -7: 0.001, -6: 0.001,
    -5: 1.0, -4: 1.0, -3: 1.0, -2: 0.8, -1: 0.64, 0: 0.512,
    1: 0.4096, 2: 0.32768, 3: 0.262144, 4: 0.001,
}  # fmt: skip
WEIGHTS = {t: w / sum(_RAW_WEIGHTS.values()) for t, w in _RAW_WEIGHTS.items()}

# Default interpretation: from which t a failure class counts as tolerated.
# Accuracy failures from t = 1, runtime-class failures (dtype mismatch,
# runtime_fail) from t = 3, eager failures never.
_TOLERATED_FROM = {"accuracy": 1, "shape_mismatch": 3, "runtime_fail": 3}


def rectified(speedup: float, p: float = SLOWDOWN_PENALTY) -> float:
    return speedup ** (p + 1) if speedup < 1 else speedup


def variant_values(variant: VariantResult, b: float = FAILURE_PENALTY, p: float = SLOWDOWN_PENALTY,
                   series: str = "e2e") -> list[float]:
    """One variant's contribution to ES(t) at each t of SCORED_LEVELS; ``series``: which speedup
    counts (PassBench's is e2e)."""
    parity = variant.parity_status
    speedup = variant.speedup.get(series)
    ran_correct = parity is Parity.CORRECT and speedup is not None
    credited = credited_from(variant.correctness.get("correct_at") or {}) if ran_correct else None
    value = rectified(speedup, p) if ran_correct else b
    # From t = 1 on, a variant not correct at 1 counts as tolerated (1.0) once t reaches its class's level.
    fail_type = "accuracy" if ran_correct else parity
    tolerated_from = math.inf if parity is Parity.EAGER_FAIL else _TOLERATED_FROM.get(fail_type, math.inf)
    return [value if credited is not None and t >= credited else 1.0 if t >= tolerated_from else b
            for t in SCORED_LEVELS]


def credited_from(correct_at: dict) -> int | None:
    """The first level t at which ES(t) counts the speedup of a variant whose parity is correct (a
    ``correct`` or ``accuracy`` verdict), from its ``correct_at``; None where no level does. Below
    t = 1 a level counts where the outputs are close at it; from t = 1 on, where they are close at 1
    (upstream's rule; the levels from the first close one on, since closeness only grows with t)."""
    return next((t for t in SCORED_LEVELS if t <= LAST_CREDITED_LEVEL and correct_at.get(str(t))), None)


def gmean(values) -> float:
    """``scipy.stats.gmean`` as it computes a list of floats: a 0 among them gives 0, without the warning that a
    user's ``-W error`` would raise inside the session's report (round 39b)."""
    with np.errstate(divide="ignore"):
        return float(np.exp(np.mean(np.log(np.asarray(list(values))))))


def es_curve(variants: list[VariantResult], b: float = FAILURE_PENALTY, p: float = SLOWDOWN_PENALTY,
             series: str = "e2e") -> dict[str, float] | None:
    """ES(t) per level over the variants that count; None when none does (PassBench writes no JSON)."""
    scored = [v for v in variants if v.parity_status is not Parity.ABSENT]
    if not scored:
        return None
    columns = zip(*(variant_values(v, b, p, series) for v in scored))
    return {str(t): gmean(column) for t, column in zip(SCORED_LEVELS, columns)}


def aggregated_score(es: dict[str, float] | None) -> float | None:
    """AS: the weighted geometric mean of ES(t), as ``aggregate_es_scores.main`` computes it."""
    if es is None:
        return None
    with np.errstate(divide="ignore"):  # an ES(t) of 0 gives 0, as in gmean (round 40b's ZERO_ES_WARNING)
        return 10 ** float(sum(WEIGHTS[t] * np.log(es[str(t)]) / np.log(10) for t in WEIGHTS))


def gmean_speedup(variants: list[VariantResult], series: str = "e2e") -> float | None:
    speedups = [v.speedup[series] for v in variants if v.parity_status is Parity.CORRECT and v.speedup.get(series)]
    return gmean(speedups) if speedups else None
