"""Timing statistics, the fluctuation guard and the speedup (reference/passbench.md section 10).

Expected statistics are computed by hand (linear percentiles, population std,
6 significant digits) without NumPy's percentile, so the code's use of NumPy is
checked, not repeated.
"""

from __future__ import annotations

import math
import time

import pytest

from pytest_passnet import measure

ENV = "GRAPH_NET_FLUCTUATION_DETECT_THRESHOLD"


def six(x: float) -> float:
    return float(f"{x:.6g}")


def linear_percentile(values: list[float], q: float) -> float:
    """NumPy's default 'linear' method: position (n - 1) * q / 100 between sorted neighbours."""
    v = sorted(values)
    pos = (len(v) - 1) * q / 100
    lo = math.floor(pos)
    hi = min(lo + 1, len(v) - 1)
    return v[lo] + (v[hi] - v[lo]) * (pos - lo)


def hand_stats(values: list[float]) -> dict[str, float]:
    n = len(values)
    mean = sum(values) / n
    return {
        "median": six(linear_percentile(values, 50)),
        "iqr": six(linear_percentile(values, 75) - linear_percentile(values, 25)),
        "mean": six(mean),
        "std": six(math.sqrt(sum((x - mean) ** 2 for x in values) / n)),
        "min": six(min(values)),
        "max": six(max(values)),
    }


SERIES = [
    [1.0, 2.0, 3.0, 4.0],
    [0.123456789, 0.2, 0.31, 5.5, 0.29, 0.27],
    [10.0],
    [3.14159265, 2.71828182, 1.41421356, 1.73205080, 2.23606797, 0.57721566, 1.61803398],
    [0.0123456789 * (1 + (i % 7) / 13) for i in range(100)],
]


@pytest.mark.parametrize("samples", SERIES, ids=[f"n{len(s)}" for s in SERIES])
def test_stats_match_hand_computation(samples):
    got = measure.stats(samples)
    assert list(got) == ["median", "iqr", "mean", "std", "min", "max"]
    expected = hand_stats(samples)
    for key in expected:
        assert got[key] == pytest.approx(expected[key], rel=1e-12, abs=0), key


def test_stats_known_values():
    # [1, 2, 3, 4]: median 2.5, p25 1.75, p75 3.25 -> iqr 1.5; population std sqrt(1.25)
    got = measure.stats([4.0, 1.0, 3.0, 2.0])
    assert got["median"] == 2.5
    assert got["iqr"] == 1.5
    assert got["mean"] == 2.5
    assert got["std"] == 1.11803  # sqrt(1.25) = 1.118033..., 6 significant digits; sample std would be 1.29099
    assert (got["min"], got["max"]) == (1.0, 4.0)


def test_stats_round_to_six_significant_digits():
    got = measure.stats([123.4567891, 123.4567891])
    assert got["median"] == 123.457
    assert got["mean"] == 123.457
    got = measure.stats([0.000123456789])
    assert got["median"] == 0.000123457


# ---------------------------------------------------------------- fluctuation guard

# n = 5: p25 = sorted[1], p50 = sorted[2], p75 = sorted[3]
WIDE = [1.0, 8.83, 10.0, 11.17, 20.0]  # iqr 2.34, median 10 -> 23.4 %
NARROW = [1.0, 9.5, 10.0, 10.5, 20.0]  # 10 %


def test_fluctuation_default_threshold_and_message(monkeypatch):
    monkeypatch.delenv(ENV, raising=False)
    with pytest.raises(RuntimeError) as info:
        measure.check_fluctuation("e2e", WIDE, measure.stats(WIDE))
    lines = str(info.value).split("\n")
    assert len(lines) == 4
    assert lines[0] == "Environment fluctuation detected."
    assert lines[1].startswith("  IQR/median = 23.4% (threshold: 20%)")
    assert lines[2].startswith("  Raw times (ms): [")
    raw = [float(x) for x in lines[2].split("[", 1)[1].rstrip("]").split(",")]
    assert raw == WIDE
    assert lines[3] == "Please re-run the evaluation."


def test_fluctuation_below_threshold_passes(monkeypatch):
    monkeypatch.delenv(ENV, raising=False)
    measure.check_fluctuation("e2e", NARROW, measure.stats(NARROW))


def test_fluctuation_empty_env_means_default(monkeypatch):
    # float(os.environ.get(...) or "0.2"): an empty value falls back to 0.2
    monkeypatch.setenv(ENV, "")
    assert measure.fluctuation_threshold() == 0.2
    with pytest.raises(RuntimeError):
        measure.check_fluctuation("e2e", WIDE, measure.stats(WIDE))


def test_fluctuation_threshold_from_env(monkeypatch):
    monkeypatch.setenv(ENV, "0.3")
    assert measure.fluctuation_threshold() == 0.3
    measure.check_fluctuation("e2e", WIDE, measure.stats(WIDE))  # 23.4 % < 30 %
    monkeypatch.setenv(ENV, "0.05")
    with pytest.raises(RuntimeError) as info:
        measure.check_fluctuation("e2e", NARROW, measure.stats(NARROW))
    assert str(info.value).split("\n")[1].startswith("  IQR/median = 10.0% (threshold: 5%)")


def test_fluctuation_is_strictly_greater(monkeypatch):
    monkeypatch.delenv(ENV, raising=False)
    exact = [1.0, 9.0, 10.0, 11.0, 30.0]  # iqr 2, median 10: exactly 20 %
    assert measure.stats(exact)["iqr"] / measure.stats(exact)["median"] == 0.2
    measure.check_fluctuation("e2e", exact, measure.stats(exact))


def test_fluctuation_needs_positive_median(monkeypatch):
    monkeypatch.delenv(ENV, raising=False)
    zeros = [0.0, 0.0, 0.0, 5.0, 9.0]  # median 0, iqr 5
    measure.check_fluctuation("gpu", zeros, measure.stats(zeros))


def test_fluctuation_uses_the_rounded_summary(monkeypatch):
    monkeypatch.delenv(ENV, raising=False)
    summary = {"median": 10.0, "iqr": 2.5, "mean": 10, "std": 1, "min": 1, "max": 20}
    with pytest.raises(RuntimeError) as info:
        measure.check_fluctuation("e2e", [10.0, 10.0], summary)
    assert "IQR/median = 25.0%" in str(info.value)


# ---------------------------------------------------------------- speedup


def test_speedup_is_ratio_of_rounded_medians_to_5_decimals():
    eager_raw, compiled_raw = 1.23456449, 0.333333449
    eager, compiled = measure.stats([eager_raw]), measure.stats([compiled_raw])
    assert (eager["median"], compiled["median"]) == (1.23456, 0.333333)
    expected = float(f"{1.23456 / 0.333333:.5f}")  # 3.70368
    assert expected != float(f"{eager_raw / compiled_raw:.5f}")  # the rounding of the medians matters here
    assert measure.speedup(eager, compiled) == expected


@pytest.mark.parametrize(("e", "c", "expected"), [(2.0, 1.0, 2.0), (1.0, 3.0, 0.33333), (2.0, 3.0, 0.66667), (7.0, 7.0, 1.0)])
def test_speedup_values(e, c, expected):
    assert measure.speedup({"median": e}, {"median": c}) == expected


@pytest.mark.parametrize(("eager", "compiled"), [({"median": 0.0}, {"median": 1.0}), ({"median": 1.0}, {"median": 0.0}), (None, {"median": 1.0}), ({"median": 1.0}, None)])
def test_speedup_only_when_both_medians_positive(eager, compiled):
    assert measure.speedup(eager, compiled) is None


# ---------------------------------------------------------------- TrialTimer on CPU


def test_trial_timer_cpu_counts_and_times():
    calls = []

    def call():
        calls.append(1)
        time.sleep(0.002)
        return len(calls)

    timing = measure.TrialTimer(call, "cpu").run(7)
    assert len(calls) == 7
    assert len(timing.e2e_ms) == 7
    assert timing.gpu_ms is None  # CPU: e2e only
    assert all(1.9 <= t < 1000 for t in timing.e2e_ms)  # milliseconds, each covering the 2 ms call
    summary = timing.summary()
    assert summary["gpu"] is None
    assert summary["e2e"] == measure.stats(timing.e2e_ms)


def test_trial_timer_zero_trials():
    calls = []
    timing = measure.TrialTimer(lambda: calls.append(1), "cpu").run(0)
    assert timing.e2e_ms == [] and calls == []
