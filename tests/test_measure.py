"""Timing statistics, the fluctuation guard, re-measuring and the speedup
(docs/protocol.md section 10), and the kernel-level time.

Expected statistics are computed by hand (linear percentiles, population std,
6 significant digits) without NumPy's percentile, so the code's use of NumPy is
checked, not repeated. The CUDA tests skip on machines without a GPU; the GPU check
(tests/gpu/run_gpu_checks.sh) runs them on an H200.
"""

from __future__ import annotations

import gc
import math
import random
import time
import weakref

import pytest
import torch

from pytest_passnet import measure
from pytest_passnet.sandbox.child import timing as child_timing

CUDA = pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")

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

def check_fluctuation(series: str, samples_ms: list[float], summary: dict[str, float]) -> None:
    """PassBench's guard on one series, as PassBench raises it: a RuntimeError with its message,
    made of the guard's two halves the plugin uses (``fluctuation``, ``passbench_fluctuation_text``)."""
    if measure.fluctuation({"e2e": summary}) is not None:
        raise RuntimeError(measure.passbench_fluctuation_text(series, samples_ms, summary))


# n = 5: p25 = sorted[1], p50 = sorted[2], p75 = sorted[3]
WIDE = [1.0, 8.83, 10.0, 11.17, 20.0]  # iqr 2.34, median 10 -> 23.4 %
NARROW = [1.0, 9.5, 10.0, 10.5, 20.0]  # 10 %


def test_fluctuation_default_threshold_and_message(monkeypatch):
    monkeypatch.delenv(ENV, raising=False)
    with pytest.raises(RuntimeError) as info:
        check_fluctuation("e2e", WIDE, measure.stats(WIDE))
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
    check_fluctuation("e2e", NARROW, measure.stats(NARROW))


def test_fluctuation_empty_env_means_default(monkeypatch):
    # float(os.environ.get(...) or "0.2"): an empty value falls back to 0.2
    monkeypatch.setenv(ENV, "")
    assert measure.fluctuation_threshold() == 0.2
    with pytest.raises(RuntimeError):
        check_fluctuation("e2e", WIDE, measure.stats(WIDE))


def test_fluctuation_threshold_from_env(monkeypatch):
    monkeypatch.setenv(ENV, "0.3")
    assert measure.fluctuation_threshold() == 0.3
    check_fluctuation("e2e", WIDE, measure.stats(WIDE))  # 23.4 % < 30 %
    monkeypatch.setenv(ENV, "0.05")
    with pytest.raises(RuntimeError) as info:
        check_fluctuation("e2e", NARROW, measure.stats(NARROW))
    assert str(info.value).split("\n")[1].startswith("  IQR/median = 10.0% (threshold: 5%)")


def test_fluctuation_is_strictly_greater(monkeypatch):
    monkeypatch.delenv(ENV, raising=False)
    exact = [1.0, 9.0, 10.0, 11.0, 30.0]  # iqr 2, median 10: exactly 20 %
    assert measure.stats(exact)["iqr"] / measure.stats(exact)["median"] == 0.2
    check_fluctuation("e2e", exact, measure.stats(exact))


def test_fluctuation_needs_positive_median(monkeypatch):
    monkeypatch.delenv(ENV, raising=False)
    zeros = [0.0, 0.0, 0.0, 5.0, 9.0]  # median 0, iqr 5
    check_fluctuation("gpu", zeros, measure.stats(zeros))


def test_fluctuation_uses_the_rounded_summary(monkeypatch):
    monkeypatch.delenv(ENV, raising=False)
    summary = {"median": 10.0, "iqr": 2.5, "mean": 10, "std": 1, "min": 1, "max": 20}
    with pytest.raises(RuntimeError) as info:
        check_fluctuation("e2e", [10.0, 10.0], summary)
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


# ---------------------------------------------------------------- trials without warm-up on CPU


def test_trials_on_cpu_count_and_time():
    calls = []

    def call():
        calls.append(1)
        time.sleep(0.002)
        return len(calls)

    timing = child_timing.measure_side(call, "cpu", 0, 7)
    assert len(calls) == 7
    assert len(timing.e2e_ms) == 7
    assert timing.gpu_ms is None  # CPU: e2e only
    assert all(1.9 <= t < 1000 for t in timing.e2e_ms)  # milliseconds, each covering the 2 ms call
    summary = measure.SideTiming(timing.e2e_ms, timing.gpu_ms).summary()
    assert summary["gpu"] is None
    assert summary["e2e"] == measure.stats(timing.e2e_ms)


def test_zero_trials():
    calls = []
    timing = child_timing.measure_side(lambda: calls.append(1), "cpu", 0, 0)
    assert timing.e2e_ms == [] and calls == []


# ---------------------------------------------------------------- measure_side on CPU


class Output:
    """A call's output that can be watched for release (weakref-able)."""


def test_measure_side_counts_seeds_and_times():
    log = []

    def call():
        log.append("call")
        time.sleep(0.002)
        return Output()

    timing = child_timing.measure_side(call, "cpu", warmup=3, trials=7, prepare=lambda: log.append("prepare"))
    assert log == ["prepare", "call"] * 10  # 3 warm-up + 7 trials, each call seeded first
    assert len(timing.e2e_ms) == 7 and timing.gpu_ms is None
    assert all(1.9 <= t < 1000 for t in timing.e2e_ms)  # ms, each covering the 2 ms call
    assert measure.SideTiming(timing.e2e_ms, timing.gpu_ms).summary() == {"e2e": measure.stats(timing.e2e_ms), "gpu": None}


def test_measure_side_has_no_garbage_collection_in_the_timed_loop_and_restores_it():
    seen = []

    def call():
        seen.append(gc.isenabled())

    assert gc.isenabled()
    child_timing.measure_side(call, "cpu", warmup=2, trials=5)
    assert seen == [True, True] + [False] * 5  # warm-up as usual; timed trials without the collector
    assert gc.isenabled()
    gc.disable()
    try:
        child_timing.measure_side(call, "cpu", warmup=0, trials=2)
        assert not gc.isenabled()  # a caller that had it off keeps it off
    finally:
        gc.enable()


def test_measure_side_restores_the_collector_when_the_call_fails():
    def call():
        raise RuntimeError("kernel failed")

    with pytest.raises(RuntimeError, match="kernel failed"):
        child_timing.measure_side(call, "cpu", warmup=0, trials=3)
    assert gc.isenabled()


def test_measure_side_releases_each_output_before_the_next_trial():
    previous: list[weakref.ref] = []
    alive_at_call = []

    def call():
        alive_at_call.append(bool(previous) and previous[-1]() is not None)
        out = Output()
        previous.append(weakref.ref(out))
        return out

    child_timing.measure_side(call, "cpu", warmup=0, trials=4)
    assert alive_at_call == [False] * 4  # the last trial's outputs were dropped after its clock stopped


# ---------------------------------------------------------------- fluctuation(): which series fired


def summary_of(e2e, gpu=None):
    return measure.SideTiming(e2e, gpu).summary()


def test_fluctuation_names_the_series_and_the_numbers(monkeypatch):
    monkeypatch.delenv(ENV, raising=False)
    assert measure.fluctuation(summary_of(NARROW, NARROW)) is None
    assert measure.fluctuation(summary_of(WIDE, NARROW)) == "e2e IQR/median = 23.4% (threshold: 20%)"
    assert measure.fluctuation(summary_of(NARROW, WIDE)) == "gpu IQR/median = 23.4% (threshold: 20%)"
    assert measure.fluctuation(summary_of(WIDE, WIDE)).startswith("e2e")  # PassBench checks e2e first
    assert measure.fluctuation(summary_of(WIDE), threshold=0.3) is None
    monkeypatch.setenv(ENV, "0.05")
    assert measure.fluctuation(summary_of(NARROW)) == "e2e IQR/median = 10.0% (threshold: 5%)"


def test_fluctuation_edges_match_passbench(monkeypatch):
    monkeypatch.delenv(ENV, raising=False)
    assert measure.fluctuation(summary_of([1.0, 9.0, 10.0, 11.0, 30.0])) is None  # exactly 20 %: not above
    assert measure.fluctuation(summary_of([0.0, 0.0, 0.0, 5.0, 9.0])) is None  # median 0: skipped


# ---------------------------------------------------------------- re-measuring


def timings(*series_pairs):
    """Callables that hand out the given (e2e, gpu) series one attempt at a time, counting calls."""
    queue = [measure.SideTiming(e2e, gpu) for e2e, gpu in series_pairs]
    calls = []

    def next_timing():
        calls.append(1)
        return queue.pop(0)

    return next_timing, calls


def test_single_shot_stops_at_a_fluctuating_compiled_side(monkeypatch):
    monkeypatch.delenv(ENV, raising=False)
    compiled, compiled_calls = timings((WIDE, NARROW))
    eager, eager_calls = timings((NARROW, NARROW))
    result = measure.measure_with_retries(compiled, eager, retries=0)
    assert (len(compiled_calls), len(eager_calls)) == (1, 0)  # PassBench never times eager here
    assert result.fluctuated and result.scored is None
    assert result.attempts[0].fired == "compiled e2e IQR/median = 23.4% (threshold: 20%)"
    assert result.failure_message() == "compiled timing: " + measure.passbench_fluctuation_text(
        "compiled e2e", WIDE, measure.stats(WIDE)
    )


def test_single_shot_eager_fluctuation_names_the_gpu_series(monkeypatch):
    monkeypatch.delenv(ENV, raising=False)
    compiled, _ = timings((NARROW, NARROW))
    eager, _ = timings((NARROW, WIDE))
    result = measure.measure_with_retries(compiled, eager, retries=0)
    assert result.attempts[0].fired == "eager gpu IQR/median = 23.4% (threshold: 20%)"
    assert result.failure_message().startswith("eager timing: Environment fluctuation detected.\n")
    assert "in the eager gpu series" in result.failure_message()


def test_retries_score_the_first_steady_attempt_and_keep_all(monkeypatch):
    monkeypatch.delenv(ENV, raising=False)
    compiled, compiled_calls = timings((WIDE, NARROW), (NARROW, NARROW), (NARROW, NARROW), (NARROW, NARROW))
    eager, eager_calls = timings((NARROW, WIDE), ([2.0] * 5, [1.5] * 5), (NARROW, NARROW))
    result = measure.measure_with_retries(compiled, eager, retries=3)
    assert (len(compiled_calls), len(eager_calls)) == (3, 2)  # fresh timing of both sides per attempt
    assert [a.fired.split(" IQR")[0] if a.fired else None for a in result.attempts] == ["compiled e2e", "eager gpu", None]
    assert result.scored is result.attempts[2]
    assert result.scored.record() == {
        "compiled": {"e2e": {"median": 10.0, "iqr": 1.0}, "gpu": {"median": 10.0, "iqr": 1.0}},
        "eager": {"e2e": {"median": 2.0, "iqr": 0.0}, "gpu": {"median": 1.5, "iqr": 0.0}},
        "fired": None,
    }
    assert result.attempts[0].record()["eager"] is None
    assert result.timing() == {"eager": result.scored.eager.summary(), "compiled": result.scored.compiled.summary()}
    assert result.speedups() == {"e2e": 0.2, "gpu": 0.15}  # eager 2.0 / compiled 10.0, 1.5 / 10.0


def test_retries_exhausted_is_fluctuation(monkeypatch):
    monkeypatch.delenv(ENV, raising=False)
    compiled, compiled_calls = timings(*[(WIDE, None)] * 4)
    eager, _ = timings()
    result = measure.measure_with_retries(compiled, eager, retries=3)
    assert len(compiled_calls) == 4 and result.fluctuated
    assert result.timing() == {"eager": None, "compiled": None}
    assert result.speedups() == {"e2e": None, "gpu": None}
    assert result.failure_message().startswith("all 4 attempts fluctuated; the last: compiled timing: Environment")


def test_unguarded_measures_once_and_never_fires(monkeypatch):
    monkeypatch.delenv(ENV, raising=False)
    compiled, _ = timings((WIDE, None))
    eager, _ = timings((WIDE, None))
    result = measure.measure_with_retries(compiled, eager, retries=3, guarded=False)
    assert len(result.attempts) == 1 and result.scored is result.attempts[0]


def passbench_verdict(compiled: measure.SideTiming, eager: measure.SideTiming) -> str | None:
    """PassBench's order of RuntimeErrors: compiled e2e, compiled gpu, eager e2e, eager gpu."""
    for side, timing in (("compiled", compiled), ("eager", eager)):
        for series, raw in (("e2e", timing.e2e_ms), ("gpu", timing.gpu_ms)):
            try:
                check_fluctuation(f"{side} {series}", raw, measure.stats(raw))
            except RuntimeError as exc:
                return f"{side} timing: {exc}"
    return None


def test_zero_retries_is_passbench_single_shot_on_random_series(monkeypatch):
    monkeypatch.delenv(ENV, raising=False)
    rng = random.Random(7)

    def series():
        spread = rng.choice([0.05, 0.15, 0.25, 0.5])
        return [1.0 + rng.uniform(-spread, spread) for _ in range(rng.choice([5, 20, 100]))]

    outcomes = set()
    for _ in range(300):
        compiled = measure.SideTiming(series(), series())
        eager = measure.SideTiming(series(), series())
        result = measure.measure_with_retries(lambda: compiled, lambda: eager, retries=0)
        expected = passbench_verdict(compiled, eager)
        assert (result.failure_message() if result.fluctuated else None) == expected
        outcomes.add(expected.split(" IQR")[0].split("\n")[0] if expected else None)
    assert None in outcomes and len(outcomes) > 1  # both verdicts were exercised



def _driven(claims, spans):
    return measure.SideTiming(list(claims), None, list(spans))


def test_attempts_rejected_before_the_scored_one_leave_a_flag(monkeypatch):
    """A 50 ms call claimed as 0.05 ms: caught in the first attempt; in the second the eager side's loop
    took 60 ms a trial (a load that came and went between the sides), which hides the call from that
    attempt's clock entirely: it raises nothing, which an honest pass whose own loop is the slower
    would show too, so it is scored (round 12b, round 20a), with a flag saying what the first saw."""
    monkeypatch.delenv(ENV, raising=False)
    lie = [0.05] * 12
    compiled_sides = iter([_driven(lie, [50.3] * 12)] * 2)
    eager_sides = iter([_driven([0.01] * 12, [0.3] * 12), _driven([0.01] * 12, [60.0] * 12)])
    result = measure.measure_with_retries(lambda: next(compiled_sides), lambda: next(eager_sides), retries=3)
    assert result.attempts[0].false_claim and result.scored is result.attempts[1]
    assert result.rejections() == [f"{measure.TRUSTED_CLOCK} 1 of the 2 attempts were rejected: the trusted clock saw "
                                   "996.9x what the compiled side claimed (claims it could not have made, or the eager "
                                   "side's loop quick in that attempt); scored on attempt 2"]


def test_a_lie_hidden_once_by_a_slowed_eager_loop_is_still_a_verdict(monkeypatch):
    """CI's case: a 200 ms call claimed as 0.2 ms, rejected; the next attempt's eager loop ran 64 ms a
    trial, which left the raise (to 107 ms) within the noise it allows; measured again, the lie is
    caught in every attempt left, and that is the verdict."""
    monkeypatch.delenv(ENV, raising=False)
    lie = _driven([0.2] * 12, [201.2] * 12)
    eager_sides = iter([_driven([0.01] * 12, [0.87] * 12), _driven([0.01] * 12, [64.0] * 12)]
                       + [_driven([0.01] * 12, [0.9] * 12)] * 2)
    result = measure.measure_with_retries(lambda: lie, lambda: next(eager_sides), retries=3)
    slowed = result.attempts[1]
    assert slowed.slowed_loop and not slowed.false_claim and slowed.clock.bound_ms > 100
    assert slowed.fired == (f"{measure.SLOWED_LOOP} 63.990 ms of overhead a trial against 0.860 ms in an attempt the "
                            "trusted clock rejected")
    assert result.scored is None and result.false_claim
    assert result.failure_message().startswith("all 4 attempts were rejected; the last: [passnet trusted clock] the "
                                               "compiled side claimed a median of 200.0 us")
    honest = measure.measure_with_retries(lambda: _driven([200.0] * 12, [201.2] * 12), lambda: next(iter(
        [_driven([0.01] * 12, [64.0] * 12)])), retries=3)
    assert honest.scored is honest.attempts[0]  # no attempt rejected before: a slow eager loop alone is no reason


def test_an_honest_pass_caught_by_noise_once_is_cleared_when_its_trials_get_faster(monkeypatch):
    """A 1 ms call: the first attempt's compiled trials ran under a 20 ms load (a finding); the second's
    took what the call and the loop take, and its honest claim stands."""
    monkeypatch.delenv(ENV, raising=False)
    compiled_sides = iter([_driven([1.0] * 12, [21.3] * 12), _driven([1.0] * 12, [1.3] * 12)])
    eager_sides = iter([_driven([2.0] * 12, [2.3] * 12)] * 2)
    result = measure.measure_with_retries(lambda: next(compiled_sides), lambda: next(eager_sides), retries=3)
    assert result.attempts[0].false_claim and result.scored is result.attempts[1]
    assert result.scored.clock.bound_ms == 1.0 and len(result.rejections()) == 1


# ---------------------------------------------------------------- the trusted clock: short calls


def test_a_call_too_short_to_resolve_is_scored_at_no_less_than_half_the_trusted_estimate():
    """CUDA: a 30 us call, 300 us of overhead per trial: the slack (75 us) is more than the call.
    A claim of a thousandth stands at half the trusted side's estimate, flagged; an honest claim
    stands, and one whose child's overhead is 40 us above eager's is raised by the floor (what the
    floor costs an honest pass whose overhead differs by more than its call)."""
    eager = measure.SideTiming([0.03] * 5, [0.01] * 5, [0.33] * 5)
    lie = measure.bound_by_trusted_clock(measure.SideTiming([0.00003] * 5, [0.00001] * 5, [0.33] * 5), eager)
    assert lie.bound_ms == pytest.approx(0.015) and lie.unresolved and not lie.false_claim
    assert "too short to resolve" in lie.flags()[0]
    honest = measure.bound_by_trusted_clock(measure.SideTiming([0.03] * 5, [0.01] * 5, [0.33] * 5), eager)
    assert honest.bound_ms == honest.claimed_ms and not honest.flags()
    slower = measure.bound_by_trusted_clock(measure.SideTiming([0.03] * 5, [0.01] * 5, [0.37] * 5), eager)
    assert slower.bound_ms == pytest.approx(0.035)


# ---------------------------------------------------------------- kernel-level time and launch-bound


def test_device_time_sums_kernels_copies_and_sets_not_annotations_or_host_work():
    from torch.autograd import DeviceType
    from torch.autograd.profiler_util import FunctionEvent

    def event(name, start, end, device_type=DeviceType.CUDA, **kind):
        return FunctionEvent(id=0, name=name, thread=0, start_us=start, end_us=end, device_type=device_type, **kind)

    events = [
        event("gemm", 0, 10, activity_type="kernel"),
        event("triton_add", 12, 32, activity_type="kernel"),
        event("Memcpy DtoD", 40, 45, activity_type="gpu_memcpy"),
        event("Torch-Compiled Region: 0/0", 0, 45, activity_type="gpu_user_annotation"),  # spans the kernels
        event("CompiledFunction", 0, 45, is_user_annotation=True),
        event("aten::mm", 0, 100, device_type=DeviceType.CPU, activity_type="cpu_op"),
        event("cudaLaunchKernel", 0, 7, device_type=DeviceType.CPU, activity_type="cuda_runtime"),
        event("old_torch_kernel", 50, 53),  # no activity_type: an older torch's kernel event
    ]
    assert child_timing.device_time_us(events) == 10 + 20 + 5 + 3


def test_kernel_time_is_none_off_cuda_and_rejects_unknown_methods():
    assert child_timing.kernel_time_ms(lambda: None, "cpu") is None
    with pytest.raises(ValueError, match="cuda_graph"):
        child_timing.kernel_time_ms(lambda: None, "cpu", method="graphs")


@pytest.mark.parametrize(
    ("e2e", "kernel", "share", "bound"),
    [(1.0, 0.8, 0.2, False), (1.0, 0.5, 0.5, False), (1.0, 0.4, 0.6, True), (0.1, 0.2, 0.0, False), (0.0, 0.0, 0.0, False)],
)
def test_host_overhead_share_and_launch_bound(e2e, kernel, share, bound):
    assert measure.host_overhead_share(e2e, kernel) == pytest.approx(share)
    assert measure.launch_bound(e2e, kernel) is bound


def test_launch_bound_unknown_without_both_times():
    assert measure.launch_bound(None, 1.0) is None
    assert measure.launch_bound(1.0, None) is None


# ---------------------------------------------------------------- CUDA (run by the GPU check)


@CUDA
def test_measure_side_on_cuda_times_both_series():
    x = torch.randn(4096, 4096, device="cuda")
    timing = child_timing.measure_side(lambda: x @ x, "cuda", warmup=3, trials=10)
    assert len(timing.e2e_ms) == len(timing.gpu_ms) == 10
    assert all(0 < g <= e * 1.05 for g, e in zip(timing.gpu_ms, timing.e2e_ms))  # events sit inside the host interval


@CUDA
@pytest.mark.parametrize("method", ["cuda_graph", "profiler"])
def test_kernel_time_of_a_large_matmul_matches_its_event_time(method):
    x = torch.randn(4096, 4096, device="cuda")
    gpu = measure.stats(child_timing.measure_side(lambda: x @ x, "cuda", warmup=5, trials=20).gpu_ms)["median"]
    kernel = child_timing.kernel_time_ms(lambda: x @ x, "cuda", method=method)
    assert kernel.method == method and kernel.note == ""
    assert kernel.ms == pytest.approx(gpu, rel=0.15)  # kernel-bound: no host overhead to remove


@CUDA
def test_kernel_time_leaves_launch_overhead_out():
    x = torch.randn(256, device="cuda")

    def many_small_kernels():
        y = x
        for _ in range(50):
            y = y + 1
        return y

    e2e = measure.stats(child_timing.measure_side(many_small_kernels, "cuda", warmup=5, trials=20).e2e_ms)["median"]
    kernel = child_timing.kernel_time_ms(many_small_kernels, "cuda")
    assert kernel.method == "cuda_graph"
    assert kernel.ms < e2e / 2 and measure.launch_bound(e2e, kernel.ms)


@CUDA
def test_kernel_time_falls_back_to_the_profiler_when_capture_fails():
    x = torch.randn(1024, device="cuda")

    def syncs():
        return (x * 2).sum().item()  # a host read cannot be captured

    kernel = child_timing.kernel_time_ms(syncs, "cuda")
    assert kernel.method == "profiler" and kernel.ms > 0
    assert kernel.note.startswith("CUDA graph capture failed (")
    with pytest.raises(Exception):
        child_timing.kernel_time_ms(syncs, "cuda", method="cuda_graph")
    torch.cuda.synchronize()  # the context survives a failed capture


@CUDA
def test_kernel_time_of_a_dynamo_compiled_callable():
    x = torch.randn(1 << 20, device="cuda")
    compiled = torch.compile(lambda t: torch.relu(t) * 2, backend="eager")
    compiled(x)
    kernel = child_timing.kernel_time_ms(lambda: compiled(x), "cuda")
    assert kernel.ms > 0 and kernel.method in ("cuda_graph", "profiler")
