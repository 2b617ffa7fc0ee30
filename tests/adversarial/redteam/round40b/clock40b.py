"""Round 40b's quick premises: the real trusted clock (``measure.bound_by_trusted_clock`` through
``measure_with_retries``, as ``pipeline.time_both_sides`` calls it on the CPU: unguarded, 3 retries), the real reply
checks (``protocol``), ``pipeline._record_timings`` and ``score``'s pooled AS, on trial series of the shape the plugin
runs measured (``plugin40b``: a 18 ms Triton-interpreter relu, eager's overhead per trial h about 1.6 ms).

Nothing here is a stand-in for a product component: the series are what a child's replies and the trusted side's
clock put into ``SideTiming``; each function returns what the product scored."""

from __future__ import annotations

import random

import torch

from pytest_passnet import pipeline, protocol, score
from pytest_passnet.measure import SideTiming, measure_with_retries
from pytest_passnet.options import Options
from pytest_passnet.result import Status, VariantResult
from pytest_passnet.tolerance import LEVELS

TRIALS = 5
CALL_MS = 18.0  # the pass's real call (the plugin's Triton relu)
EAGER_MS = 0.05  # eager's relu of 1 MiB
H_MS = 1.6  # the reference child's answer per trial (span - claim), the plugin's median
HELD_MS = 0.3


def _jitter(rng: random.Random, value: float, share: float = 0.05) -> float:
    return value * (1 + rng.uniform(-share, share))


def eager_side(rng: random.Random, h: float = H_MS) -> SideTiming:
    claims = [_jitter(rng, EAGER_MS) for _ in range(TRIALS)]
    return SideTiming(claims, None, [c + _jitter(rng, h) for c in claims], [1.0] * TRIALS, [HELD_MS] * TRIALS)


def compiled_spans(rng: random.Random, h: float = H_MS) -> list[float]:
    """The pass's child's spans: its real call plus its own answer, which costs what the reference child's does."""
    return [_jitter(rng, CALL_MS) + _jitter(rng, h) for _ in range(TRIALS)]


def scored(claims: list[float], spans: list[float], eager: SideTiming) -> dict:
    """One variant's measurement, as ``time_both_sides`` makes it on the CPU: the scored compiled median, whether the
    last attempt's claim was found false (``cheat_detected``), the scored attempt's clock."""
    compiled = SideTiming(list(claims), None, list(spans), None, [HELD_MS] * TRIALS)
    measurement = measure_with_retries(lambda: compiled, lambda: eager, 3, guarded=False)
    scored_attempt = measurement.scored
    clock = (scored_attempt or measurement.attempts[-1]).clock
    return {"median": None if scored_attempt is None else scored_attempt.compiled.summary()["e2e"]["median"],
            "false_claim": measurement.false_claim, "bound": clock.bound_ms, "estimate": clock.estimate_ms,
            "allowance": clock.allowance_ms, "claimed": clock.claimed_ms, "flags": clock.flags()}


def kernel_scored(compiled_kernel_ms: float, eager_kernel_ms: float = 0.05) -> VariantResult:
    """A correct CUDA-like variant whose child's kernel-level answer (``KernelDone``) claims ``compiled_kernel_ms``,
    its e2e honest (0.1 ms claimed in 0.3 ms spans): read by ``protocol.KernelDone.read`` and recorded by
    ``pipeline._record_timings`` as ``time_kernels`` leaves it (``run.kernel``)."""
    reply = protocol.KernelDone({"median": compiled_kernel_ms, "method": "cuda_graph", "note": ""}).message()
    kernel = protocol.KernelDone.read(reply).kernel
    run = pipeline.Run(None, VariantResult("s::v", "s", "v"), Options(guard="full"))
    compiled = SideTiming([0.1] * TRIALS, None, [0.3] * TRIALS, [1.0] * TRIALS, [HELD_MS] * TRIALS)
    eager = SideTiming([0.2] * TRIALS, None, [0.4] * TRIALS, [1.0] * TRIALS, [HELD_MS] * TRIALS)
    run.measurement = measure_with_retries(lambda: compiled, lambda: eager, 3, guarded=False)
    run.kernel = {"compiled": kernel, "eager": {"median": eager_kernel_ms, "method": "cuda_graph", "note": ""}}
    run.eager_out = (torch.zeros(16),)
    pipeline._record_timings(run)
    run.result.status = Status.CORRECT
    run.result.correctness = {"correct_at": {str(t): True for t in LEVELS}}
    return run.result


def pooled_kernel_score(variants: list[VariantResult]) -> float:
    """The run's AS on the kernel series (``--passnet-score-on kernel``: ``report`` pools ``es_curve(series=...)``)."""
    return score.aggregated_score(score.es_curve(variants, series="kernel"))


def zero_speedup_variant() -> VariantResult:
    """A correct variant whose e2e speedup PassBench's 5 decimals round to 0.0 (a call 200,000 times eager's or more:
    an honest slow pass, or one that sleeps; the plugin run ``plugin40b.warnings_run``'s 30 s call), as
    ``_record_timings`` records it."""
    run = pipeline.Run(None, VariantResult("s::slow", "s", "slow"), Options(guard="full"))
    compiled = SideTiming([30_000.0] * TRIALS, None, [30_001.0] * TRIALS, [1.0] * TRIALS, [HELD_MS] * TRIALS)
    eager = SideTiming([0.05] * TRIALS, None, [1.6] * TRIALS, [1.0] * TRIALS, [HELD_MS] * TRIALS)
    run.measurement = measure_with_retries(lambda: compiled, lambda: eager, 3, guarded=False)
    pipeline._record_timings(run)
    run.result.status = Status.CORRECT
    run.result.correctness = {"correct_at": {str(t): True for t in LEVELS}}
    return run.result
