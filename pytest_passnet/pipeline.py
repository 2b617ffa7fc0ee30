"""One variant, end to end, in PassBench's order of events (``docs/protocol.md`` section 5), split
between the trusted process (this module) and the sample's sandboxed child:

    load      trusted   read the meta files, replay the inputs (once, on the CPU; usually ahead)
    compile   child     load the passes, compile, warm up (poisoned)
    time      child     the compiled side's timed trials and its output call
              reference the eager side's warm-up, timed trials and output call; a timing that
                        fluctuates is measured again (both sides), up to --passnet-retries times
    judge     trusted   dtypes, equality, the tolerance grid
    guard     trusted   cross-checks of what the child claimed, the fresh-input re-check
    verdict   trusted   the status; CORRECT is only ever set here

The reference child runs the sample's own model and never any pass code: both sides are timed
in processes started alike, so neither side's host overhead depends on where it ran. The trusted
process executes no file of the sample or its passes: meta files are read as data.

Every failure becomes a status and a message (``Stop``); nothing is raised to pytest.
"""

from __future__ import annotations

import gc
import time
from collections.abc import Sequence
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field

import torch

from pytest_passnet import guard
from pytest_passnet.device_lock import DeviceLock, TurnTimeout
from pytest_passnet.judge import judge
from pytest_passnet.materialize import degenerate_inputs
from pytest_passnet.measure import (
    Measurement,
    SideTiming,
    launch_bound,
    measure_with_retries,
    speedup,
)
from pytest_passnet.options import Options
from pytest_passnet.prefetch import Prefetch, Replayed, replay_variant
from pytest_passnet.result import LAUNCH_BOUND, Status, VariantResult
from pytest_passnet.sample import SampleError, Variant
from pytest_passnet.sandbox.failures import where
from pytest_passnet.sandbox.process import Sandbox, SandboxFailed, Sandboxes

# The compiled side's trials may spend this much more time outside its claimed intervals, per trial,
# than the eager side's identical loop does before the claim counts as false (CUDA only).
UNCLAIMED_SLACK_MS = 0.05
UNCLAIMED_FACTOR = 3.0


# A compiled side that fails like this may be failing on the sample's own model.
_MAYBE_THE_SAMPLE = {Status.KERNEL_ERROR, Status.COMPILE_ERROR}
# After these, the sample's next variant gets a fresh child.
_CHILD_SUSPECT = {Status.KERNEL_ERROR, Status.COMPILE_ERROR, Status.POISON_VIOLATION, Status.CHEAT_DETECTED}


class Stop(Exception):
    """The variant's verdict is decided before the last step."""

    def __init__(self, status: Status, message: str):
        super().__init__(message)
        self.status = status


@dataclass
class Run:
    """What the steps share for one variant."""

    variant: Variant
    result: VariantResult
    options: Options
    sandboxes: Sandboxes | None = None
    device_lock: DeviceLock | None = None
    sandbox: Sandbox | None = None
    reference: Sandbox | None = None
    metas: list = field(default_factory=list)
    inputs_cpu: dict = field(default_factory=dict)
    compiled_out: object = None
    eager_out: object = None
    child_findings: list[str] = field(default_factory=list)
    compiled_aliases: list = field(default_factory=list)
    compiled_written: list[int] = field(default_factory=list)
    eager_aliases: list = field(default_factory=list)
    measurement: Measurement | None = None
    walls_ms: dict[int, float] = field(default_factory=dict)  # id(SideTiming) -> wall time the trusted side saw
    kernel: dict | None = None  # kernel-level time per side (CUDA)
    status: Status = Status.PENDING

    @property
    def device(self) -> str:
        return self.options.device

    def ask(self, request: dict) -> dict:
        """A request to the sandboxed child (the pass's); its failure answer becomes the variant's verdict."""
        reply = self.sandbox.request(request, self.options.timeout)
        self._take_report(reply)
        failure = reply.get("failure")
        if failure:
            raise Stop(Status(failure["status"]), self.sandbox.real_paths(failure["message"]))
        return reply

    def ask_reference(self, request: dict) -> dict:
        """A request to the reference child: whatever fails there is the sample's, sample_error when
        its model does not load, eager_error when it does not run."""
        self.submit_reference(request)
        return self.answer_reference()

    def submit_reference(self, request: dict) -> None:
        """``ask_reference`` in two halves, so that the compiled side can work meanwhile."""
        with self._reference_failures():
            self.reference.submit({**request, "side": "eager"}, self.options.timeout)

    def answer_reference(self) -> dict:
        with self._reference_failures():
            reply = self.reference.answer(self.options.timeout)
        failure = reply.get("failure")
        if failure:
            status = Status.SAMPLE_ERROR if failure.get("stage") == "setup" else Status.EAGER_ERROR
            raise Stop(status, self.reference.real_paths(failure["message"]))
        return reply

    @contextmanager
    def _reference_failures(self):
        try:
            yield
        except SandboxFailed as exc:
            self.reference.kill()  # replaced for the next variant
            raise Stop(Status.EAGER_ERROR, self.reference.real_paths(f"the eager reference run: {exc}")) from None

    def _take_report(self, reply: dict) -> None:
        if "applied" not in reply:
            return
        self.result.applied = reply["applied"]
        if reply["needs_passes"]:
            self.result.matched = any(self.result.applied.values())
            self.result.diagnostics = [self.sandbox.real_paths(line) for line in reply["diagnostics"]]
        for text in reply["rejected"]:
            flag = self.sandbox.real_paths(text)
            if flag not in self.result.flags:
                self.result.flags.append(flag)


# -- steps ------------------------------------------------------------------------------


def load(run: Run, replayed: Replayed | None) -> None:
    """The variant's meta files read and its inputs replayed (unless ``replayed`` ahead)."""
    variant = run.variant
    if variant.problem:
        raise Stop(Status.MISSING_FILE if variant.files_missing else Status.SAMPLE_ERROR, variant.problem)
    if "graph_net.json" in variant.missing_optional:
        run.result.flags.append("missing graph_net.json: PassBench scores this variant eager_fail; scored here by its run")
    try:
        run.metas, inputs = replayed or replay_variant(variant.path, run.device, run.options.replay)
        # The children get their own copies through the channel: these stay as replayed.
        run.inputs_cpu = inputs.final_on_cpu()
    except SampleError as exc:
        raise Stop(Status.SAMPLE_ERROR, str(exc)) from None
    except Exception as exc:
        raise Stop(Status.SAMPLE_ERROR, f"loading {variant.path} failed at {where(exc, str(variant.path))}: "
                                        f"{type(exc).__name__}: {exc}") from None
    for name in degenerate_inputs(run.metas):
        run.result.flags.append(f"input {name} replays as a constant (std 0): a kernel returning a constant may pass")


def _prepare(run: Run, child: Sandbox, compiler: str) -> dict:
    """Load the model (and, for a compiler that needs them, the passes), compile, warm up."""
    return {
        "command": "prepare",
        "compiler": compiler,
        "sample_dir": child.visible,
        "model": child.model_path(run.variant),
        "device": run.device,
        "guard": run.options.guard,
        "warmup": run.options.warmup,
        "inputs": run.inputs_cpu,
    }


def compile_in_sandbox(run: Run) -> None:
    run.ask(_prepare(run, run.sandbox, run.options.extra_compilers.get(run.options.compiler, run.options.compiler)))


@contextmanager
def _alone(run: Run, child: Sandbox):
    """Timed work in ``child`` runs alone: no other process's work on the device (its turn; the
    background replays wait for it too) and every other child of this process stopped."""
    with run.device_lock.alone(), run.sandboxes.others_stopped(child):
        started = time.time()
        try:
            yield
        finally:
            run.result.turns.append([started, time.time()])


def _trials(run: Run, child: Sandbox, ask, again: bool) -> SideTiming:
    """One side's timed trials in its child (after a fresh warm-up when ``again``); the trusted side
    keeps the wall time it saw pass for the timing cross-check."""
    if again:
        ask({"command": "prepare_again", "warmup": run.options.warmup})
    with _alone(run, child):
        started = time.perf_counter()
        reply = ask({"command": "time", "trials": run.options.trials})
        wall_ms = (time.perf_counter() - started) * 1000
    side = SideTiming(list(reply["e2e_ms"]), list(reply["gpu_ms"]) if reply.get("gpu_ms") else None)
    run.walls_ms[id(side)] = wall_ms
    return side


def _time_compiled(run: Run) -> SideTiming:
    """One attempt of the compiled side, and on the first attempt the output call the judge uses."""
    side = _trials(run, run.sandbox, run.ask, again=run.compiled_out is not None)
    if run.compiled_out is None:
        reply = run.ask({"command": "outputs"})
        run.compiled_out = reply["outputs"]
        run.child_findings = [run.sandbox.real_paths(f) for f in reply["findings"]]
        run.compiled_aliases, run.compiled_written = reply["aliases"], reply["written"]
        if run.compiled_written:
            run.result.flags.append(f"the graph writes in place to inputs {run.compiled_written}: inputs "
                                    "accumulate over the calls, as in PassBench")
    return side


def _time_eager(run: Run) -> SideTiming:
    """One attempt of the eager side in the reference child: PassBench's warm-up (the model loaded
    on the first attempt) and trials, and on the first attempt the output call."""
    first = run.eager_out is None
    if first:
        run.ask_reference(_prepare(run, run.reference, "eager"))
    side = _trials(run, run.reference, run.ask_reference, again=not first)
    if first:
        reply = run.ask_reference({"command": "outputs"})
        run.eager_out, run.eager_aliases = reply["outputs"], reply["aliases"]
    return side


def time_both_sides(run: Run) -> None:
    """PassBench's order: compiled trials (and its output call), then eager's warm-up and trials.

    On CUDA an attempt whose timing fluctuates is measured again, both sides with a fresh warm-up,
    up to --passnet-retries times; every attempt is kept and the first steady one is scored (0
    retries: PassBench's single shot). PassBench's guard is off on CPU.
    """
    # The guard judges host-timed (e2e, gpu) series: a run scored on kernel time is not failed by their noise.
    guarded = run.options.on_cuda and run.options.score_on == "e2e"
    run.measurement = measure_with_retries(
        lambda: _time_compiled(run), lambda: _time_eager(run), run.options.retries, guarded=guarded)
    if run.measurement.fluctuated:
        raise Stop(Status.FLUCTUATION, run.measurement.failure_message() + _wrong_as_well(run))


def _wrong_as_well(run: Run) -> str:
    """The outputs of a fluctuating variant judged all the same (the record is kept in the result;
    the verdict stays PassBench's): the sentence to add when they are wrong too, since a quieter
    machine would not make the variant correct."""
    if run.compiled_out is None or run.eager_out is None:
        return ""
    status, run.result.correctness = judge(run.eager_out, run.compiled_out)
    if status is Status.CORRECT:
        return ""
    return f"\nThe outputs are wrong as well ({status.value}): on a quieter machine this variant would still fail."


def time_kernels(run: Run) -> None:
    """The kernel-level view of a correct variant (CUDA): device time per call with host launch overhead
    left out, both sides. Extra: when it cannot be measured, a flag says why and the verdict stands."""
    if not run.options.on_cuda or run.status is not Status.CORRECT:
        return
    with _alone(run, run.sandbox):
        compiled = run.ask({"command": "kernel_time"})
    with _alone(run, run.reference):
        eager = run.ask_reference({"command": "kernel_time"})
    for reply in (compiled, eager):
        if reply.get("note") and reply["note"] not in run.result.flags:
            run.result.flags.append(reply["note"])
    run.kernel = {"compiled": compiled["kernel"], "eager": eager["kernel"]}


def judge_outputs(run: Run) -> None:
    run.status, record = judge(run.eager_out, run.compiled_out)
    run.result.correctness = record


def _timing_claim_findings(run: Run) -> list[str]:
    """The child reports its own trial times; the trusted side saw the whole timed phase. The time
    the child leaves unclaimed per trial may exceed the eager side's (same loop, same harness) only
    by a small slack: work hidden between the timed intervals is caught here."""
    scored = run.measurement.scored
    compiled, eager = scored.compiled, scored.eager
    compiled_wall, eager_wall = run.walls_ms[id(compiled)], run.walls_ms[id(eager)]
    trials = len(compiled.e2e_ms)
    claimed = sum(compiled.e2e_ms)
    if claimed > compiled_wall * 1.01:
        return [f"[passnet timing cross-check] the compiled side claims {claimed:.3f} ms of trials, more than the "
                f"{compiled_wall:.3f} ms the trusted side saw pass"]
    unclaimed = (compiled_wall - claimed) / trials
    eager_unclaimed = max(eager_wall - sum(eager.e2e_ms), 0.0) / trials
    allowed = eager_unclaimed * UNCLAIMED_FACTOR + UNCLAIMED_SLACK_MS
    if run.options.on_cuda and unclaimed > allowed:
        return [f"[passnet timing cross-check] the compiled side's trials leave {unclaimed:.3f} ms per trial "
                f"unaccounted (the eager side's identical loop: {eager_unclaimed:.3f} ms): work outside the timed "
                "intervals, or clocks that do not tell the truth"]
    return []


def check_guard(run: Run) -> None:
    """The passnet guard (``--passnet-guard full``, compilers that apply passes): every check here runs
    in the trusted process on what the child handed back; the child's own findings (launch proof,
    harness) are added."""
    if run.options.guard != guard.FULL or run.result.matched is None:
        return  # eager, inductor: no pass code to watch
    findings = list(run.child_findings)
    findings += guard.aliasing_findings(run.compiled_aliases, run.eager_aliases)
    findings += _timing_claim_findings(run)
    if run.status is Status.CORRECT:
        findings += _fresh_input_findings(run)
    compiled_summary = run.measurement.scored.compiled.summary()
    host_timed = {series: run.result.speedup.get(series) for series in ("e2e", "gpu")}  # a 12x kernel is plausible
    run.result.flags += guard.implausible_speedup_flags(
        host_timed, compiled_summary, guard.bytes_moved(tuple(run.inputs_cpu.values()), run.eager_out), _device_name(run.device))
    if findings:
        raise Stop(Status.CHEAT_DETECTED, "; ".join(dict.fromkeys(findings)))


def _fresh_input_findings(run: Run) -> list[str]:
    # Untimed, so both children run at once, each on the same fresh inputs drawn on its own device
    # from the seed: no input crosses a process boundary, only the outputs come back. The metas go
    # without their origin (dataset paths the sandbox does not otherwise see).
    request = {"command": "recheck", "seed": guard.RECHECK_SEED,
               "metas": [{**asdict(meta), "origin": ""} for meta in run.metas]}
    run.submit_reference(request)
    try:
        reply = _recheck_compiled(run, request)
    finally:
        try:
            eager = run.answer_reference()  # whatever the compiled side did: no stale answer stays behind
        except Stop:
            eager = None
    # Side by side, one child's memory can starve the other's: a failure counts only when the side
    # fails again alone. The reference runs again with the pass's child ended (a pass could hold GPU
    # memory even while stopped); its failure then is the sample's.
    if eager is None:
        run.sandboxes.discard()
        eager = run.ask_reference(request)
    if isinstance(reply, Stop) and run.sandbox.process.poll() is None:
        reply = _recheck_compiled(run, request)
    if isinstance(reply, Stop):
        return [f"[passnet fresh-input re-check] the run on fresh inputs (seed {guard.RECHECK_SEED}) failed: {reply}"]
    findings = [run.sandbox.real_paths(f) for f in reply["findings"]]
    findings += guard.fresh_input_findings(eager["outputs"], reply["outputs"], eager["written"], reply["written"])
    findings += guard.aliasing_findings(reply["aliases"], eager["aliases"])
    return findings


def _recheck_compiled(run: Run, request: dict) -> dict | Stop:
    """The compiled side's fresh-input run, or the Stop that says how it failed: a pass that crashes
    its process on inputs it has not seen is caught there, not excused as a kernel error."""
    try:
        return run.ask(request)
    except Stop as stop:
        return stop
    except SandboxFailed as exc:
        return Stop(Status.KERNEL_ERROR, run.sandbox.real_paths(str(exc)))


def verdict(run: Run) -> None:
    record = run.result.correctness
    if run.status is Status.DTYPE_MISMATCH:
        raise Stop(run.status, f"output dtypes differ: eager {record['dtypes']['eager']} vs compiled {record['dtypes']['compiled']}")
    if run.status is Status.ACCURACY:
        diffs = "; ".join(f"output {i}: max diff {d:.3g} (atol {t['atol']:.3g}, rtol {t['rtol']:.3g})"
                          for i, (d, t) in enumerate(zip(record["max_diff"], record["baseline_tolerance"])))
        nan_outputs = ", ".join(f"output {i} holds {n} NaN" for i, n in enumerate(record["eager_nan"]) if n)
        hint = (f". Eager's own {nan_outputs}: the model computes NaN on the replayed inputs (check weight_meta.py, "
                "e.g. a variance whose mean and std allow negative draws), and NaN never equals NaN, in PassBench too"
                if nan_outputs else "")
        raise Stop(run.status, f"outputs differ beyond the baseline tolerance: {diffs}{hint}")
    run.result.status = Status.CORRECT


def _device_name(device: str) -> str:
    return torch.cuda.get_device_name() if device.startswith("cuda") else "cpu"


# -- the pipeline -------------------------------------------------------------------------


@contextmanager
def _phase(result: VariantResult, name: str):
    started = time.perf_counter()
    try:
        yield
    finally:
        result.phases_s[name] = round(result.phases_s.get(name, 0.0) + time.perf_counter() - started, 4)


def _record_timings(run: Run) -> None:
    """Timing summaries, every attempt, speedups (e2e, gpu, kernel) and the launch-bound flag."""
    if run.measurement is None:
        return
    run.result.timing = {**run.measurement.timing(), "attempts": [a.record() for a in run.measurement.attempts]}
    run.result.speedup = run.measurement.speedups()
    scored = run.measurement.scored
    if scored is None:
        return
    if run.options.keep_trials:
        run.result.trials_ms = {side: {"e2e": timing.e2e_ms, "gpu": timing.gpu_ms}
                                for side, timing in (("compiled", scored.compiled), ("eager", scored.eager))}
    if run.kernel:
        run.result.timing["kernel"] = run.kernel
        compiled, eager = run.kernel["compiled"], run.kernel["eager"]
        run.result.speedup["kernel"] = speedup(eager, compiled)
        e2e = run.result.timing["compiled"]["e2e"]["median"]
        if compiled and launch_bound(e2e, compiled["median"]):
            run.result.flags.append(f"{LAUNCH_BOUND}: the compiled side's kernels take {compiled['median'] * 1000:.1f} "
                                    f"us of its {e2e * 1000:.1f} us per call; host overhead dominates the e2e speedup")


def _blame_compiled_failure(run: Run, stop: Stop) -> Stop:
    """A compiled-side failure is the pass's only if the sample's own model loads and runs: the
    reference child tries it (one warm-up call)."""
    if stop.status not in _MAYBE_THE_SAMPLE:
        return stop
    try:
        run.ask_reference({**_prepare(run, run.reference, "eager"), "warmup": 1})
    except Stop as eager:
        return eager
    return stop


def run_variant(
    variant: Variant,
    result: VariantResult,
    options: Options,
    sandboxes: Sandboxes,
    device_lock: DeviceLock,
    prefetch: Prefetch,
    upcoming: Sequence[Variant] = (),
    more_samples_follow: bool = False,
) -> VariantResult:
    """Fill ``result`` for one variant; returns it with a final status. ``upcoming``: the variants
    this process runs next (as far as known), replayed in the background meanwhile."""
    started = time.perf_counter()
    result.device = options.device
    result.sandbox = sandboxes.kind
    run = Run(variant, result, options, sandboxes, device_lock=device_lock)
    waited_before = device_lock.waited_s
    try:
        with _phase(result, "load"):
            try:
                load(run, prefetch.take(variant))
            finally:
                prefetch.start(list(upcoming))  # also after a variant that does not load
        with _phase(result, "sandbox_start"):
            run.sandbox = sandboxes.for_sample(variant.sample, more_samples_follow)
            run.reference = sandboxes.reference_for(variant.sample)
        with device_lock.working():  # overlaps other processes' work on the device, never their timing
            try:
                with _phase(result, "compile"):
                    compile_in_sandbox(run)
                with _phase(result, "time"):
                    time_both_sides(run)
            except SandboxFailed as exc:
                sandboxes.discard()
                raise _blame_compiled_failure(run, Stop(Status.KERNEL_ERROR, run.sandbox.real_paths(str(exc)))) from None
            except Stop as stop:
                raise _blame_compiled_failure(run, stop) from None
            with _phase(result, "judge"):
                judge_outputs(run)
            with _phase(result, "kernel_time"):
                time_kernels(run)
            _record_timings(run)
            with _phase(result, "guard"):
                check_guard(run)
        verdict(run)
    except Stop as stop:
        _record_timings(run)
        result.fail(stop.status, str(stop))
    except TurnTimeout as exc:
        _record_timings(run)
        result.fail(Status.FLUCTUATION, f"no steady measurement: {exc}")
    except SandboxFailed as exc:
        sandboxes.discard()
        result.fail(Status.KERNEL_ERROR, run.sandbox.real_paths(str(exc)) if run.sandbox else str(exc))
    finally:
        result.duration_s = round(time.perf_counter() - started, 3)
        if device_lock.waited_s > waited_before:
            result.phases_s["turn_wait"] = round(device_lock.waited_s - waited_before, 4)
        if result.status in _CHILD_SUSPECT:
            sandboxes.discard()  # a failed compiled side may have left its process in any state
        del run
        gc.collect()
        if options.on_cuda:
            torch.cuda.empty_cache()
    return result

