"""One variant, end to end, in PassBench's order of events (``reference/passbench.md`` section 5):
seed 123, build the compiler, replay inputs, load the model, run and time the
compiled side first and the eager side second (seed 1024 before every call),
then judge. Every failure becomes a status and a message; nothing is raised.
"""

from __future__ import annotations

import gc
import time
import traceback
from collections.abc import Callable
from contextlib import nullcontext
from dataclasses import dataclass
from pathlib import Path

import torch

from pytest_passnet import guard
from pytest_passnet import result as R
from pytest_passnet.compilers import CompileContext, Compiler, PassNotMatched
from pytest_passnet.judge import judge
from pytest_passnet.materialize import (
    CALL_SEED,
    bind_arguments,
    degenerate_inputs,
    load_model,
    replay_inputs,
    set_seed,
)
from pytest_passnet.measure import FluctuationError, Timing, TrialTimer, check_fluctuation, speedup, warm_up
from pytest_passnet.passes import PassLoadError, rejection_text
from pytest_passnet.rewrite import PatternError
from pytest_passnet.sample import SampleError, Variant, read_weight_meta

# (timer, trials) -> Timing; the plugin swaps in pytest-benchmark's loop where it can run.
TrialRunner = Callable[[TrialTimer, int], Timing]


@dataclass
class RunOptions:
    compiler: str = "pass_mgr"
    device: str = "cpu"
    warmup: int = 25
    trials: int = 100
    replay: str = "passbench"
    guard: str = guard.FULL  # "passbench": only PassBench's own checks (strict parity)

    def __post_init__(self):
        if self.guard not in guard.GUARD_MODES:
            raise ValueError(f"guard mode {self.guard!r} is unknown; choose one of {', '.join(guard.GUARD_MODES)}")


class _SideFailed(Exception):
    def __init__(self, status: str, message: str):
        super().__init__(message)
        self.status = status


def _root_cause(exc: BaseException) -> BaseException:
    """Dynamo wraps backend errors (BackendCompilerFailed); find what was really raised."""
    seen = set()
    while id(exc) not in seen:
        seen.add(id(exc))
        inner = getattr(exc, "inner_exception", None) or exc.__cause__
        if inner is None:
            break
        exc = inner
    return exc


def _where(exc: BaseException, sample_dir: Path) -> str:
    """The innermost traceback frame inside the sample (a pass file), else the innermost frame."""
    frames = traceback.extract_tb(exc.__traceback__)
    inside = [f for f in frames if str(sample_dir) in f.filename]
    frame = (inside or frames or [None])[-1]
    return f"{frame.filename}:{frame.lineno} in {frame.name}" if frame else "unknown location"


def _classify_compiled(exc: BaseException, sample_dir: Path) -> _SideFailed:
    cause = _root_cause(exc)
    if isinstance(cause, PassNotMatched):
        return _SideFailed(R.PASS_NOT_MATCHED, "no pass modified the captured graph (PassBench: No passes modified the graph.)")
    if isinstance(cause, FluctuationError):
        return _SideFailed(R.FLUCTUATION, f"compiled timing: {cause}")
    if isinstance(cause, PatternError):
        return _SideFailed(R.COMPILE_ERROR, str(cause))
    status = getattr(cause, "passnet_status", R.KERNEL_ERROR)
    layer = "[PassBench poison tensor, warm-up] " if status == R.POISON_VIOLATION else ""
    return _SideFailed(
        status, f"{layer}compiled run failed at {_where(cause, sample_dir)}: {type(cause).__name__}: {cause}"
    )


def _timed_side(
    call: Callable[[], object],
    options: RunOptions,
    runner: TrialRunner,
    series: str,
    warmup_guard,
    timed_guard,
) -> tuple[object, dict]:
    with warmup_guard:
        warm_up(call, options.warmup, options.device, seed_call)
    with timed_guard:
        timing = runner(TrialTimer(call, options.device, seed_call), options.trials)
        seed_call()
        outputs = call()
    summary = timing.summary()
    # PassBench always times on CUDA; CPU timings are not meaningful enough to fail on.
    if options.device.startswith("cuda"):
        check_fluctuation(f"{series} e2e", timing.e2e_ms, summary["e2e"])
        if timing.gpu_ms:
            check_fluctuation(f"{series} gpu", timing.gpu_ms, summary["gpu"])
    return outputs, summary


def seed_call() -> None:
    """PassBench seeds before every model call; here outside the timed interval, since
    seeding costs about 0.1 ms on an H200, as much as a small subgraph's whole call."""
    torch.manual_seed(CALL_SEED)


def _inputs_written(args: tuple, versions: list[int]) -> list[int]:
    return [i for i, (a, v) in enumerate(zip(args, versions)) if isinstance(a, torch.Tensor) and a._version != v]


def default_trial_runner(timer: TrialTimer, trials: int) -> Timing:
    return timer.run(trials)


def run_variant(
    variant: Variant,
    result: R.VariantResult,
    options: RunOptions,
    compiler_factory: Callable[[CompileContext], Compiler],
    trial_runner: TrialRunner = default_trial_runner,
) -> R.VariantResult:
    """Fill ``result`` for one variant; returns it."""
    started = time.perf_counter()
    result.device = options.device
    try:
        _run(variant, result, options, compiler_factory, trial_runner)
    finally:
        result.duration_s = round(time.perf_counter() - started, 3)
        torch._dynamo.reset()
        gc.collect()
        if options.device.startswith("cuda"):
            torch.cuda.empty_cache()
    return result


def _fail(result: R.VariantResult, status: str, message: str) -> None:
    result.status, result.message = status, message


def _run(variant, result, options, compiler_factory, trial_runner) -> None:
    if variant.problem:
        return _fail(result, R.MISSING_FILE if variant.files_missing else R.SAMPLE_ERROR, variant.problem)
    if "graph_net.json" in variant.missing_optional:
        result.flags.append("missing graph_net.json: PassBench scores this variant eager_fail; scored here by its run")
    sample_dir = variant.sample.path
    set_seed()
    try:
        compiler = compiler_factory(CompileContext(sample_dir, options.device, options.guard))
    except PassLoadError as exc:
        return _fail(result, R.PASS_REJECTED, str(exc))
    except guard.CheatDetected as exc:
        return _fail(result, R.CHEAT_DETECTED, str(exc))
    rejected = getattr(getattr(compiler, "pass_set", None), "rejected", {})
    for file, violations in rejected.items():
        result.flags.append(rejection_text(file, violations))
    try:
        metas = read_weight_meta(variant.path / "weight_meta.py")
        inputs = replay_inputs(metas, options.device, options.replay)
        model = load_model(variant.path / "model.py", options.device)
        args, kwargs = bind_arguments(model, inputs)
    except SampleError as exc:
        return _fail(result, R.SAMPLE_ERROR, str(exc))
    except Exception as exc:
        return _fail(result, R.SAMPLE_ERROR, f"loading {variant.path} failed at {_where(exc, variant.path)}: {type(exc).__name__}: {exc}")
    for name in degenerate_inputs(metas):
        result.flags.append(f"input {name} replays as a constant (std 0): a kernel returning a constant may pass")
    versions = [a._version for a in args]

    def call_compiled():
        return compiled(*args, **kwargs)

    def call_eager():
        return model(*args, **kwargs)

    failure = None
    try:
        compiled = compiler.compile(model)
        compiled_out, compiled_timing = _timed_side(
            call_compiled, options, trial_runner, "compiled", compiler.warmup_guard(), compiler.timed_guard()
        )
    except Exception as exc:
        failure = _classify_compiled(exc, sample_dir)
    guard_seen = compiler.guard_findings()  # also puts back timers a pass replaced, in either mode
    result.applied = compiler.applied
    if compiler.needs_passes:
        result.matched = any(result.applied.values())
        result.diagnostics = [
            line
            for name, lines in compiler.diagnostics.items()
            for line in [f"Pass {name} failed to match; diagnostic (best attempt):", *lines]
        ]
    if failure:
        return _fail(result, failure.status, str(failure))
    written = _inputs_written(args, versions)
    if written:
        result.flags.append(
            f"the graph writes in place to inputs {written}: inputs accumulate over the 252 calls, as in PassBench"
        )
    try:
        eager_out, eager_timing = _timed_side(call_eager, options, trial_runner, "eager", nullcontext(), nullcontext())
    except FluctuationError as exc:
        return _fail(result, R.FLUCTUATION, f"eager timing: {exc}")
    except Exception as exc:
        return _fail(result, R.EAGER_ERROR, f"eager run failed at {_where(exc, variant.path)}: {type(exc).__name__}: {exc}")
    result.timing = {"eager": eager_timing, "compiled": compiled_timing}
    result.speedup = {
        "e2e": speedup(eager_timing["e2e"], compiled_timing["e2e"]),
        "gpu": speedup(eager_timing["gpu"], compiled_timing["gpu"]),
    }
    status, record = judge(eager_out, compiled_out)
    result.correctness = record
    if options.guard == guard.FULL and compiler.monitor is not None:
        findings = guard_seen + _run_time_findings(
            compiler.monitor, status, metas, options, args, compiled, model, compiled_out, eager_out
        )
        result.flags += guard.implausible_speedup_flags(
            result.speedup, compiled_timing, guard.bytes_moved(args, compiled_out), _device_name(options.device)
        )
        if findings:
            return _fail(result, R.CHEAT_DETECTED, "; ".join(findings))
    if status == R.DTYPE_MISMATCH:
        return _fail(result, status, f"output dtypes differ: eager {record['dtypes']['eager']} vs compiled {record['dtypes']['compiled']}")
    if status == R.ACCURACY:
        tol = record["baseline_tolerance"]
        _fail(
            result,
            status,
            "outputs differ beyond the baseline tolerance: "
            + "; ".join(
                f"output {i}: max diff {d:.3g} (atol {t['atol']:.3g}, rtol {t['rtol']:.3g})"
                for i, (d, t) in enumerate(zip(record["max_diff"], tol))
            ),
        )


def _device_name(device: str) -> str:
    return torch.cuda.get_device_name() if device.startswith("cuda") else "cpu"


def _run_time_findings(monitor, status, metas, options, args, compiled, model, compiled_out, eager_out) -> list[str]:
    """The passnet guard's checks after both sides ran; empty for an honest pass.

    The fresh-input re-check (and its compute audit) only runs for a correct variant:
    an inaccurate pass already fails, and a cheat is only worth hunting where it pays.
    """
    findings = [f"[passnet output aliasing] {f}" for f in guard.aliasing_findings(args, compiled_out, eager_out)]
    if status != R.CORRECT:
        return findings
    set_seed(guard.RECHECK_SEED)
    fresh_args, fresh_kwargs = bind_arguments(model, replay_inputs(metas, options.device, options.replay))

    def call(fn):
        def seeded(call_args):
            torch.manual_seed(CALL_SEED)
            return fn(*call_args, **fresh_kwargs)

        return seeded

    try:
        findings += guard.fresh_input_findings(call(compiled), call(model), fresh_args, monitor)
    except Exception as exc:
        findings.append(f"[passnet fresh-input re-check] the run on fresh inputs (seed {guard.RECHECK_SEED}) failed: "
                        f"{type(_root_cause(exc)).__name__}: {_root_cause(exc)}")
    return list(dict.fromkeys(findings))  # the same aliasing shows on both input sets
