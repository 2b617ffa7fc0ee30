"""One variant, end to end, in PassBench's order of events (``docs/protocol.md`` section 5), split
between the trusted process (this module) and the sample's sandboxed child:

    load      trusted   read the meta files, replay the inputs (once, on the CPU; usually ahead)
    compile   trusted   the pass files against the allow-list (full guard), read as text
              child     load the passes, compile, warm up (poisoned)
    time      child     the compiled side's output call and timed trials
              reference the eager side's warm-up, output call and timed trials; a timing that
                        fluctuates is measured again (both sides), up to --passnet-retries times
              trusted   with the full guard, drives each trial (a secret seed out; times and the
                        outputs' fingerprint back), times it on its own clock, audits some, and
                        scores each side as its clock bounds the claims
    judge     trusted   dtypes, equality, the tolerance grid
    guard     trusted   cross-checks of what the child claimed, the fresh-input re-check
    verdict   trusted   the status; CORRECT is only ever set here

The reference child runs the sample's own model and never any pass code: both sides are timed
in processes started alike, so neither side's host overhead depends on where it ran. The trusted
process executes no file of the sample or its passes: meta files are read as data. Whatever a
child says is data to check (``protocol.py``); a verdict rests only on what the trusted side
observes: the bytes it receives, its own clock, the children's lifetimes.

Every failure becomes a status and a message (``Stop``); nothing is raised to pytest.
"""

from __future__ import annotations

import os
import re
import secrets
import shutil
import tempfile
import time
from collections.abc import Sequence
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from pathlib import Path

import torch

from pytest_passnet import fingerprint, guard, protocol, score
from pytest_passnet.device_lock import DeviceLock, TurnTimeout
from pytest_passnet.judge import Steps, as_tuple, dtype_names, judge, layout_findings, tensor_disagreement, tensor_steps
from pytest_passnet.materialize import FreshFill, repeat_chance, vary_fixed_integers
from pytest_passnet.measure import (
    TRUSTED_CLOCK,
    Measurement,
    SideTiming,
    kernel_floor_ms,
    launch_bound,
    measure_with_retries,
    speedup,
)
from pytest_passnet.options import Options
from pytest_passnet.passes import dropped_text
from pytest_passnet.prefetch import Prefetch, Replayed, replay_variant
from pytest_passnet.result import LAUNCH_BOUND, Parity, Status, VariantResult
from pytest_passnet.sample import Sample, SampleError, Variant
from pytest_passnet.tracebacks import where
from pytest_passnet.sandbox.process import Hold, HoldBroken, Sandbox, Sandboxes, SandboxFailed
from pytest_passnet.tolerance import BASELINE_LEVEL, GENERATOR_DTYPES, LEVELS, first_credited_level, tolerance

# Timed trials whose outputs the trusted side checks, per attempt, picked in secret and named only
# after the trial has answered (its digests in the span, its description after). The score is a median:
# a pass gains only by cheating on more than half of the trials. Since the description left the span (red
# team round 22a), only an audit ties a trial's description to work done inside its span: a child may commit
# any bytes quickly, compute the outputs after the span and describe them, and every check but the audits
# holds. Cheating on half of 100 trials then escapes 16 audits with a chance of 1 in 400,000
# (lying on 51: none of them audited; 8 audits: 1 in 413). An audit
# asks both children for chunks of the trial's outputs, picked in secret too: all of an output
# up to AUDIT_TRIAL_BYTES, else as many chunks as fit (one at least), so that a side's audits move
# about 128 MB per attempt at most (a 512 MB output crosses the channel in 0.34 s).
# A trial's description (its outputs' norms and sketch, against eager's) is asked for on DESCRIBED trials of an
# attempt, picked in secret and named after the answer as audits are, the audited ones among them: an unaudited
# description is the child's word, which only an audit ties to the bytes, so describing every trial caught no cheat
# that these do not, and cost each side a description and the trusted side its checks on every trial (on an H100,
# 31-156 ms a trial outside the span). A kernel wrong on fresh inputs still shows on 25 trials of 100.
AUDITS = 16
DESCRIBED = 25
AUDIT_TRIAL_BYTES = 8 << 20
TIMED_CALL_AUDIT = "[passnet timed-call audit]"


# A compiled side that fails like this may be failing on the sample's own model.
_MAYBE_THE_SAMPLE = {Status.KERNEL_ERROR, Status.COMPILE_ERROR}
# After these, the sample's next variant gets a fresh child.
_CHILD_SUSPECT = {Status.KERNEL_ERROR, Status.COMPILE_ERROR, Status.POISON_VIOLATION, Status.CHEAT_DETECTED}


class Stop(Exception):
    """The variant's verdict is decided before the last step. ``wanting``: the reference child failed
    for want of memory or room, or ended, hung or could not be sent its request: what a process
    beside it held may be the cause."""

    def __init__(self, status: Status, message: str, wanting: bool = False):
        super().__init__(message)
        self.status = status
        self.wanting = wanting


# What the reference child's failure says when memory, room, files or tasks ran out: host-wide
# tables the pass's processes may have filled (round 12a: fs.file-max), so it is tried again alone.
_WANT = re.compile(r"out of memory|OutOfMemory|not enough memory|Cannot allocate memory|No space left on device|"
                   r"Disk quota exceeded|\bENOSPC\b|\bENOMEM\b|Too many open files|\bE[MN]FILE\b|"
                   r"Resource temporarily unavailable|\bEAGAIN\b|can't start new thread")


@dataclass
class Run:
    """What the steps share for one variant."""

    variant: Variant
    result: VariantResult
    options: Options
    # The process's own (``executor.Executor``); a unit test of one step may leave them out.
    sandboxes: Sandboxes | None = None
    device_lock: DeviceLock | None = None
    prefetch: Prefetch | None = None
    # What this process runs next, as far as known: replayed in the background meanwhile; whether
    # another sample follows (so a spare child pays off).
    upcoming: Sequence[Variant] = ()
    more_samples_follow: bool = False
    sandbox: Sandbox | None = None
    reference: Sandbox | None = None
    metas: list = field(default_factory=list)
    inputs_cpu: dict = field(default_factory=dict)
    varying: list[str] = field(default_factory=list)  # fixed integer inputs the trials and re-check vary (_varying_inputs)
    fresh_fills: dict[Sandbox, FreshFill] = field(default_factory=dict)  # the trusted side's fill of each child's inputs (CPU)
    decoy_fills: dict[Sandbox, FreshFill] = field(default_factory=dict)  # and of the decoys written after each span
    compiled_out: object = None
    eager_out: object = None
    child_findings: list[str] = field(default_factory=list)
    compiled_aliases: list = field(default_factory=list)
    compiled_written: list[int] = field(default_factory=list)
    eager_aliases: list = field(default_factory=list)
    eager_written: list[int] = field(default_factory=list)  # the inputs eager writes (_eager_writes): judged as outputs
    every_input_judged: bool = False  # eager_written is every input: no probe could tell which eager writes
    report_flags: int = 0  # flags the compile reports of this variant's replies gave (``_take_report``)
    compiled_overlapping: list[int] = field(default_factory=list)  # outputs of the judged call that overlap themselves
    eager_overlapping: list[int] = field(default_factory=list)
    measurement: Measurement | None = None
    judged: tuple[Status, dict] | None = None  # the judge's verdict on the judged outputs, once both are in
    pending_trials: Trials | None = None  # the compiled side's last attempt, until eager ran the same trials
    trial_checks: list[TrialChecks] = field(default_factory=list)  # what each attempt's audits and fingerprints showed
    kernel: dict | None = None  # kernel-level time per side (CUDA)
    left_work: str | None = None  # the finding when the pass's child was ended for work it left on the GPU
    disk_taken: str | None = None  # the finding when the pass's child was ended for the room it took (_disk_checked_here)
    status: Status = Status.PENDING

    @property
    def device(self) -> str:
        return self.options.device

    @property
    def driven(self) -> bool:
        """Whether the trusted side drives the timed trials one by one (the full guard) rather than
        running PassBench's loop in one request (--passnet-guard passbench)."""
        return self.options.guard == guard.FULL

    @property
    def pass_code(self) -> bool:
        """Whether the compiled side runs code other than torch's (the sample's passes, a plugin's
        compiler), which the guard watches: the trusted side's to say, from the compiler it asked
        for; the child's compile report says so too, and is not asked."""
        options = self.options
        return options.compiler in options.extra_compilers or options.compiler not in _TORCH_COMPILERS

    def ask(self, request: protocol.Request) -> dict:
        """A request to the sandboxed child (the pass's); its failure answer becomes the variant's verdict."""
        return self.check(self.sandbox.request(request, self.options.timeout), loading=isinstance(request, protocol.Load))

    def check(self, reply, loading: bool = False) -> dict:
        """A reply of the sandboxed child: its compile report taken, its failure (a status a child may
        cause) raised as the verdict. ``pass_rejected`` leaves a variant unscored, as PassBench
        leaves one whose passes do not load. PassBench loads the same files for each variant, so
        they load for all of a sample's variants or for none: the first load's answer stands for the
        whole sample (``compile_in_sandbox`` does not ask again after a rejection). ``pass_rejected``
        other than as the answer to loading, or after the passes loaded for an earlier variant, is a
        kernel error."""
        failure = protocol.Failure.read(reply)
        self._take_report(reply)
        record = _sample_record(self.variant.sample)
        if failure:
            status, message = failure.status, self.sandbox.real_paths(failure.text)
            if status is Status.PASS_REJECTED and (not loading or record.loaded):
                when = "for passes that loaded for an earlier variant" if loading else "once its passes had loaded"
                status, message = Status.KERNEL_ERROR, (f"the sandboxed process reported pass_rejected {when}: only "
                                                        f"loading them may cause it. Its message: {message}")
            elif status is Status.PASS_REJECTED:
                record.rejected = message
            raise Stop(status, message)
        record.loaded |= loading
        return reply

    def ask_reference(self, request: protocol.Request) -> dict:
        """A request to the reference child: whatever fails there is the sample's, sample_error when
        its model does not load, eager_error when it does not run."""
        self.submit_reference(request)
        return self.answer_reference()

    def submit_reference(self, request: protocol.Request) -> None:
        """``ask_reference`` in two halves, so that the compiled side can work meanwhile."""
        with self._reference_failures():
            self.reference.submit(request, self.options.timeout)

    def answer_reference(self) -> dict:
        with self._reference_failures():
            reply = self.reference.answer(self.options.timeout)
        return self.check_reference(reply)

    def check_reference(self, reply) -> dict:
        failure = protocol.Failure.read(reply)
        if failure:
            message = failure.text
            raise Stop(Status.SAMPLE_ERROR if failure.stage == "setup" else Status.EAGER_ERROR,
                       self.reference.real_paths(message), wanting=bool(_WANT.search(message)))
        return reply

    @contextmanager
    def _reference_failures(self):
        try:
            yield
        except SandboxFailed as exc:
            self.reference.kill()  # replaced for the next variant
            raise Stop(Status.EAGER_ERROR, self.reference.real_paths(f"the eager reference run: {exc}"),
                       wanting=True) from None

    def _take_report(self, reply: dict) -> None:
        report = protocol.CompileReport.read(reply)
        if report is None:
            return
        self.result.applied = report.applied
        if self.pass_code:
            self.result.matched = any(report.applied.values())
            self.result.diagnostics = [self.sandbox.real_paths(line) for line in report.diagnostics]
            self.result.replaced_lines = report.replaced_lines
        if self.report_flags >= _REPORT_FLAGS:  # each reply may carry a report: a variant's flags are bounded in all
            return
        flags = [self.sandbox.real_paths(text) for text in report.rejected]
        if report.dropped:
            flags += dropped_pass_flags(self.variant.sample.path, report.dropped)
        new = [flag for flag in dict.fromkeys(flags) if flag not in self.result.flags][:_REPORT_FLAGS - self.report_flags]
        self.result.flags += new
        self.report_flags += len(new)
        if self.report_flags == _REPORT_FLAGS:
            self.result.flags.append(f"[passnet limits] the pass's compile reports gave {_REPORT_FLAGS} flags; no more "
                                     "are kept for this variant")


# What the compile reports of one variant's replies may add to its flags, as one reply may (red team round 63b's
# REPORT_GROWTH: new texts in each of a variant's replies made its report entry 5-6 MB, still ``correct``).
_REPORT_FLAGS = 64


def dropped_pass_flags(sample_dir: Path, dropped: dict[str, str]) -> list[str]:
    """The lines for the pass files a compile report says PassBench's limits dropped: written here,
    each naming a file the sample lists (a child's text never becomes a note of the run)."""
    files = guard.listed_rule_files(sample_dir, list(dropped))
    for name in dropped:
        if name not in files:
            raise protocol.MalformedMessage(f"the sandboxed process sent a malformed reply: its compile report names "
                                            f"{name[:200]!r} as dropped, which no pass list of {sample_dir} names")
    return [dropped_text(files[name], reason) for name, reason in dropped.items()]


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


def _load(run: Run, child: Sandbox, compiler: str) -> protocol.Load:
    """Build the compiler (for one that needs them, load the passes), before anything of the variant."""
    return protocol.Load(compiler, child.visible, run.device, run.options.guard,
                         side="eager" if child is run.reference else "compiled")


def _prepare(run: Run, child: Sandbox, warmup: int | None = None) -> protocol.Prepare:
    """Load the model, compile, warm up (``--passnet-warmup`` calls unless ``warmup``). Driven trials on the CPU run
    on inputs the trusted side writes (``_shared_inputs``); on CUDA the child fills them from each trial's seed."""
    model, warmup = child.model_path(run.variant), run.options.warmup if warmup is None else warmup
    if run.driven and not run.options.on_cuda:
        return protocol.Prepare(model, warmup, {}, None, shared_inputs=_shared_inputs(run, child))
    return protocol.Prepare(model, warmup, run.inputs_cpu, _metas(run) if run.driven else None, run.varying)


def _shared_inputs(run: Run, child: Sandbox) -> dict:
    """The child's inputs in a file the trusted side writes and the child maps (``Sandbox.share_inputs``): the
    replayed values, in a private copy of the trusted side's, which each driven trial fills afresh from its seed
    (``run.fresh_fills``, ``_drive``) and writes while the child stands stopped, so that no fill is inside a span (red
    team round 22a: a child that filled only what its call read kept the rest of the fill's time). The copy is
    contiguous, as the inputs sent through the channel arrive; the warm-up and the judged call run on what the file
    holds, as they ran on the child's own copy: the replayed values after a Prepare, the last trial's after its
    trials (and what the calls wrote to them in place). A fresh copy per Prepare: the compiled side's trials fill
    theirs before the reference child's first Prepare, which starts from the replayed values too."""
    private = {name: tensor.clone(memory_format=torch.contiguous_format) for name, tensor in run.inputs_cpu.items()}
    run.fresh_fills[child] = FreshFill(run.metas, private, run.varying)
    shared = child.share_inputs(private)
    run.decoy_fills[child] = FreshFill(run.metas, child.decoys, run.varying)
    return shared


def _load_and_prepare_eager(run: Run, warmup: int | None = None) -> None:
    protocol.Ready.read(run.ask_reference(_load(run, run.reference, "eager")))
    with run._reference_failures():  # no room for its inputs file: the reference child's want, tried again alone
        prepare = _prepare(run, run.reference, warmup)
    protocol.Ready.read(run.ask_reference(prepare))


def _metas(run: Run) -> list[dict]:
    """The metas as a child gets them: without their origin (dataset paths the sandbox does not otherwise see)."""
    return [{**asdict(meta), "origin": ""} for meta in run.metas]


# The built-in compilers that load the sample's passes in the child (a plugin's compiler is the
# user's own code, and loads what it likes).
_PASS_COMPILERS = ("pass_mgr", "pass_mgr_direct")
# The built-in compilers whose code is torch's own: nothing of the sample's runs on their compiled side.
_TORCH_COMPILERS = ("eager", "inductor")


def compile_in_sandbox(run: Run) -> None:
    """With the full guard, the pass files are checked on the trusted side first (the allow-list of
    ``guard.sample_static_findings``): a pass off the list never runs, not even its imports. Passes
    the child rejected loading for an earlier variant of the sample are rejected for this one
    without asking it (``Run.check``)."""
    if run.options.guard == guard.FULL and run.options.compiler in _PASS_COMPILERS:
        record = _sample_record(run.variant.sample)
        if record.static is None:
            record.static = guard.sample_static_findings(run.variant.sample.path)
        if record.static:
            raise Stop(Status.CHEAT_DETECTED, "; ".join(record.static))
    rejected = _sample_record(run.variant.sample).rejected
    if rejected is not None:
        raise Stop(Status.PASS_REJECTED, f"{rejected} (the answer when the passes were loaded for an earlier variant "
                                         "of this sample, which stands for all of them: not asked again)")
    checked = run.driven and run.pass_code
    run.varying = _varying_inputs(run) if checked else []
    run.eager_written = _eager_writes(run) if checked else []
    run.result.flags += guard.fixed_input_flags(
        run.metas, run.varying, checked, repeat_chance({name: run.inputs_cpu[name] for name in run.varying}))
    protocol.Ready.read(run.ask(_load(run, run.sandbox, run.options.compiler_ref)))
    protocol.Ready.read(run.ask(_prepare(run, run.sandbox)))


def _varying_inputs(run: Run) -> list[str]:
    """The fixed integer inputs (``materialize.fixed_integer_inputs``) the timed trials and the
    re-check vary, decided once per variant: those eager runs on with every element moved (the most
    a varied fill moves); where it fails, none, and a flag says so (the sample's failure, not the
    pass's). Asked before the pass's child is prepared, in the reference child, prepared for it."""
    varied = vary_fixed_integers(run.metas, run.inputs_cpu, secrets.randbits(63), every=True)
    if not varied:
        return []
    _load_and_prepare_eager(run, warmup=0)
    try:
        run.ask_reference(protocol.Recheck(0, _metas_with(run, varied)))
    except Stop as stop:
        _fresh_reference_if_broken(run)
        _flag(run, guard.unvaried_flag(list(varied), str(stop)))
        return []
    return list(varied)


def _fresh_reference_if_broken(run: Run) -> None:
    """After eager failed on an untimed probe: a reference child that ended, or any on CUDA (an error stays in its
    context), is started again."""
    if run.options.on_cuda or run.reference.process.poll() is not None:
        run.reference.kill()
        run.reference = run.sandboxes.reference_for(run.variant.sample)


def _eager_writes(run: Run) -> list[int]:
    """The inputs eager writes in place (by their place among the sample's inputs): their values after the judged call
    and each trial's are outputs of it on both sides, after the graph's own (``protocol.Outputs.written``,
    ``Trial.written``; red team round 51b's RECHECK_TELL: writes compared on the re-check alone were made there and
    skipped in the timed calls; round 55a's WRITTEN_LEVEL: judged with the outputs, they set the level the checks hold
    the variant to, as the outputs do). Read off one call of eager in the
    reference child on inputs drawn afresh (the varied ones moved), before the pass's child is prepared, with its bytes
    compared (round 55a's DATA_TELL: a write through ``.data`` bumps no version counter); the replayed inputs eager's
    judged call runs on are not touched (round 55a's EAGER_REWARM). Where eager fails there, every input, and a flag
    says so. Where the graph's code names what no dataset graph does (``guard.versionless_writes``), which may reach its
    inputs' memory past their version counters, every input, without a probe: a write there that leaves one draw's
    bytes as they were (an ``add_`` of zeros on a first call, a ``clamp_`` within range) escapes the probe (round 57a's
    QUIET_VERSIONLESS)."""
    routes = guard.versionless_writes(run.variant.path / "model.py")
    if routes:
        return _every_input(run, "model.py names what no dataset graph does, which may reach its inputs' memory past "
                                 f"their version counters ({', '.join(routes[:3])})")
    if not run.varying:  # ``_varying_inputs`` prepared it where there were any
        _load_and_prepare_eager(run, warmup=0)
    seed = secrets.randbits(63)
    try:
        return protocol.RecheckDone.read(run.ask_reference(protocol.Recheck(seed, _recheck_metas(run, seed)))).written
    except Stop as stop:  # every input then: a probe made to fail must not leave a write unjudged (round 58b)
        _fresh_reference_if_broken(run)
        return _every_input(run, f"eager failed on inputs drawn afresh ({stop})")


def _every_input(run: Run, why: str) -> list[int]:
    """Every input's place, where no probe can tell which inputs eager writes; a flag says ``why``."""
    _flag(run, f"[passnet written inputs] {why}: every input is judged as an output")
    run.every_input_judged = True
    return list(range(len(run.metas)))


@dataclass
class _SampleRecord:
    """What the trusted side learned of the sample it ran last: its variants run one after another."""

    sample: Sample | None = None
    static: list[str] | None = None  # the allow-list's findings on its pass files, once computed
    loaded: bool = False  # its passes loaded for a variant
    rejected: str | None = None  # the child's message where it rejected them when first loaded


_last_sample = _SampleRecord()


def _sample_record(sample: Sample) -> _SampleRecord:
    global _last_sample
    if _last_sample.sample is not sample:
        _last_sample = _SampleRecord(sample)
    return _last_sample


@contextmanager
def _alone(run: Run, child: Sandbox):
    """Timed work in ``child`` runs alone: no other process's work on the device (its turn; the
    background replays wait for it too) and every other child of this process stopped; eager's on
    a GPU that runs nothing of the pass's either (``_quiet_device``). A pass's child that did not
    stay stopped was ended (``Sandboxes.others_stopped``): ``left_work`` says so, and the variant
    fails with it once eager is timed (``_no_work_left``), as for work it left on the GPU."""
    with run.device_lock.alone(), run.sandboxes.others_stopped(child) as window:
        if child is run.reference and run.options.on_cuda:
            _quiet_device(run, lambda within_s: guard.device_idle(run.device, within_s))
        started = time.time()
        try:
            yield
        finally:
            run.result.turns.append([started, time.time()])
    run.left_work = run.left_work or window.broke


# How long the GPU may take to finish what another process queued before eager is timed: before
# the pass's child is suspected, and again once it was ended.
QUIET_WAIT_S = 1.0


def _quiet_device(run: Run, idle) -> None:
    """The GPU idle before eager's timed work. The pass's child is stopped by now, but the kernels it
    queued are not: if the device does not become idle within ``QUIET_WAIT_S`` (``idle(within_s)``
    says), the child is ended, which ends its work. If the device is idle then, the pass left work
    that would have run during eager's trials, slowing them: ``left_work`` says so, and the variant
    fails with it once eager is timed (``_no_work_left``); if not, the work is another process's
    and no timing of this variant can be trusted."""
    if idle(QUIET_WAIT_S):
        return
    if run.sandboxes.current is run.sandbox:
        run.sandboxes.discard()
        if idle(QUIET_WAIT_S):
            run.left_work = ("[passnet gpu] the pass's process left work running on the GPU after answering, which "
                             "would have run during eager's timed calls (its processes were stopped, not its kernels): "
                             "its process was ended before eager was timed")
            return
    raise Stop(Status.FLUCTUATION, f"the GPU ran another process's work for over {QUIET_WAIT_S:g} s before eager was to "
                                   "be timed: no steady measurement")


def _no_work_left(run: Run) -> None:
    if run.left_work:
        raise Stop(Status.CHEAT_DETECTED, run.left_work)


def _trials(run: Run, child: Sandbox, ask) -> SideTiming:
    """PassBench's timed loop in one request (--passnet-guard passbench): the times are the child's."""
    with _alone(run, child):
        times = protocol.Times.read(ask(protocol.Time(run.options.trials)), run.options.trials, run.options.on_cuda)
    return SideTiming(times.e2e_ms, times.gpu_ms)


@dataclass
class Trials:
    """One attempt's driven trials on one side: the seeds, which trials are audited (and, once
    known, which chunks of their outputs), and what came back."""

    seeds: list[int]
    audited: dict[int, list[list[int]] | None]  # trial -> [[output, chunk], ...]; None until picked
    fills: list[int] = field(default_factory=list)  # per trial, the seed of the trusted side's CPU fill (never sent)
    timing: SideTiming | None = None
    digests: list[list] = field(default_factory=list)
    hashed_in: list[list] = field(default_factory=list)  # per trial, each output's order its digests were taken in
    orders: list[list] = field(default_factory=list)  # per trial, each output's order its description and chunks are in
    layouts: list[tuple[list, list]] = field(default_factory=list)  # per trial: output-input aliases, self-overlapping outputs
    chunks: dict[tuple[int, int, int], torch.Tensor] = field(default_factory=dict)  # (trial, output, chunk) -> values
    described: set[int] | None = None  # the trials whose outputs are described (None: all)

    def describes(self, i: int) -> bool:
        return self.described is None or i in self.described


def _new_trials(run: Run) -> Trials:
    """Fresh secret seeds (each trial's, and on the CPU its fill's apart: ``_taken_back``), and the trials to audit
    where there is pass code to audit."""
    trials, choose = run.options.trials, secrets.SystemRandom().sample
    described = choose(range(trials), min(DESCRIBED, trials))
    audited = choose(described, min(AUDITS, len(described)) if run.pass_code else 0)
    return Trials([secrets.randbits(63) for _ in range(trials)], dict.fromkeys(audited),
                  [secrets.randbits(63) for _ in range(trials)], described=set(described))


def _pick_chunks(digest: list, judged: tuple) -> list[list[int]]:
    """The chunks of one trial's outputs to audit, picked in secret."""
    picks, choose = [], secrets.SystemRandom().sample
    for j, (entry, output) in enumerate(zip(digest, judged)):
        if entry is None or not entry[2]:
            continue
        count = len(entry[2])
        take = min(count, max(1, AUDIT_TRIAL_BYTES // (entry[1] * output.element_size())))
        picks += [[j, c] for c in sorted(choose(range(count), take))]
    return picks


def _drive(run: Run, child: Sandbox, check, outputs, plan: Trials) -> Trials:
    """The timed trials driven one by one, the same loop for both sides: per trial a seed goes out,
    and the times and the outputs' chunk digests come back; the trusted side's own clock times that
    exchange (the span). On the CPU the trusted side first fills the trial's inputs from its seed
    (``run.fresh_fills``) and, the child held stopped (``Sandboxes.held``), writes them where the child
    reads them and sends the seed: the span runs from the child's continuing to its answer, and holds
    no fill (red team round 22a). On CUDA the child fills them on the device, inside the span, and the
    span runs from the sending; an untimed call comes first (``protocol.Prime``). After the span of a described trial (``DESCRIBED``) the rest of the outputs'
    fingerprint is asked for, in the compiled side's orders (``_described``, ``_orders_to_describe``), and then an
    audited trial's chunks, which must be the bytes committed to and have the fingerprint described. ``check``: the
    side's reply check; ``outputs``: the side's judged outputs, whose structure every trial's outputs have. Chunks
    the plan names already (the compiled side's, for eager) are asked for where this side's outputs have them."""
    judged, cuda, timeout = as_tuple(outputs), run.options.on_cuda, run.options.timeout
    e2e, gpu, spans, descriptions, rounds, elsewhere = [], [], [], [], [], False
    done = Trials(plan.seeds, dict(plan.audited), plan.fills, described=plan.described)
    clock = time.perf_counter
    fill = None if cuda else run.fresh_fills[child]
    with _alone(run, child):
        for i, seed in enumerate(plan.seeds):
            hold = None
            if fill:
                fill(plan.fills[i])
                run.decoy_fills[child](secrets.randbits(63))
                hold = run.sandboxes.held(child, clock, work=child.write_inputs)
            if cuda:  # before the span: see protocol.Prime
                protocol.Ready.read(check(child.request(protocol.Prime(), timeout)))
            started = clock()
            reply = _held_trial(run, child, seed, hold)
            answered = clock()

            def read(reply=reply) -> protocol.TrialDone:
                return protocol.TrialDone.read(check(reply), cuda, judged)

            if hold:
                trial, stood = _taken_back(run, child, hold, read, clock)
                # The span ends once every thread stands stopped, not at the answer: a copy a thread had started in a
                # system call runs to its end there, whatever the stop (red team round 26a: a preadv of the inputs
                # file into the pass's own output, begun before the answer, outlived it). The hold's own work in the
                # span is timed on both sides (``SideTiming.held_ms``).
                spans.append((stood - hold.continued_at) * 1000)
                rounds.append(hold.continued_ms + (stood - (hold.answered_at or answered)) * 1000)
            else:
                spans.append((answered - started) * 1000)
                trial = read()
            e2e.append(trial.e2e_ms)
            gpu.append(trial.gpu_ms)
            orders = _orders_to_describe(plan, i, trial)
            done.hashed_in.append(trial.orders)
            done.orders.append(orders)
            if not plan.describes(i):
                done.digests.append(None)
                done.layouts.append((trial.aliases, None))
                continue
            started = clock()
            described = _described(child, check, timeout, judged, trial, orders)
            descriptions.append((clock() - started) * 1000)
            elsewhere = elsewhere or _described_elsewhere(orders, trial.orders)
            done.digests.append(described.description)
            done.layouts.append((trial.aliases, described.overlapping))
            if i in plan.audited:
                _audit(child, check, timeout, done, i, judged)
    done.timing = SideTiming(e2e, gpu if cuda else None, spans, descriptions, rounds or None, elsewhere)
    return done


def _held_trial(run: Run, child: Sandbox, seed: int, hold: Hold | None) -> dict:
    """A trial's request, sent inside ``hold`` where there is one (``_broken_holds_convict``)."""
    with _broken_holds_convict(run, child):
        return child.request(protocol.Trial(seed, run.eager_written), run.options.timeout, hold)


def _taken_back(run: Run, child: Sandbox, hold: Hold, read, clock) -> tuple[protocol.TrialDone, float]:
    """On the CPU, as soon as a trial's answer is in: the child stopped again first (``hold.stop_again``, the trial's
    hold), then held, and while it stands stopped its answer
    read (``read``) and its inputs overwritten with the decoys, a fill from a fresh secret seed made before the span,
    but those an output says it shares memory with (red team round 25a: an output that was the inputs' own memory, a
    clone returned as a view of a second mapping of their file, cost its call nothing: the trusted side's write had
    made it). Such an output then holds other bytes than its span committed to, which the audits convict and its
    description cannot hide; and the trial's inputs are gone from the child: their fill's seed is never sent
    (``Trials.fills``), so it cannot fill them again to compute the output after the span. Between its answer and its
    stop the child runs only as long as the stop takes to land (red team round 25c: with the decoy filled there
    first, 19-41 ms, a liar copied its mapped output out in 1-2 ms). An output that says it shares memory with an
    input is held to eager's aliasing (``guard.aliasing_findings``). The decoy is a fill like any trial's: what runs
    on the inputs next (a warm-up) runs on values of their kind. With ``clock``'s reading once the child stood
    stopped."""
    hold.stop_again()
    read_back = []

    def work() -> None:
        read_back.append(read())
        child.write_decoys({j for _, j in read_back[0].aliases})

    with _broken_holds_convict(run, child), run.sandboxes.held(child, clock, work=work) as taken:
        pass
    return read_back[0], taken.stood_at


@contextmanager
def _broken_holds_convict(run: Run, child: Sandbox):
    """The pass's child that did not stand stopped while held was ended (``HoldBroken``): ``cheat_detected``. A hold
    judges only the pass's child: the reference child runs no pass code, and is stopped and continued, never ended,
    by it."""
    try:
        yield
    except HoldBroken as exc:
        if child is not run.sandbox:
            raise
        raise Stop(Status.CHEAT_DETECTED, str(exc)) from None


def _orders_to_describe(plan: Trials, i: int, trial: protocol.TrialDone) -> list:
    """The orders trial ``i``'s outputs are described and audited in: the compiled side's digests' (``plan``'s, for
    eager; its own, for the compiled side), so that the two sides' fingerprints and chunks compare element for element
    (``fingerprint.memory_order``); an output's own where the compiled side's has other dimensions (they differ
    anyway)."""
    if i >= len(plan.hashed_in):
        return trial.orders
    return [theirs if mine is not None and theirs is not None and len(theirs) == len(mine) else mine
            for mine, theirs in zip(trial.orders, plan.hashed_in[i])]


def _described_elsewhere(orders: list, own: list) -> bool:
    """Whether every output was described in a permuted order that is not its own (the compiled side's, which a pass
    may choose to cost eager's description a copy: ``SideTiming.described_elsewhere``); the logical order is none.
    Every: the description is timed for all outputs at once, and one small output so described capped the
    description of an honest output with gaps (red team round 25e)."""
    pairs = [(order, mine) for order, mine in zip(orders, own) if order is not None]
    return bool(pairs) and all(order != mine and order != sorted(order) for order, mine in pairs)


def _described(child: Sandbox, check, timeout, judged: tuple, trial: protocol.TrialDone,
               orders: list) -> protocol.Described:
    """A trial's outputs described in ``orders`` after its span: the fingerprint but the digests, which must be of the
    chunks whose digests the span committed, and the outputs' overlap (red team round 22a: inside the span a child
    computed the description for less than the reference child where the values allowed, and kept a 1000x claim)."""
    return protocol.Described.read(check(child.request(protocol.Describe(orders), timeout)), judged, trial.digests)


def _audit(child: Sandbox, check, timeout, trials: Trials, i: int, judged: tuple) -> None:
    digest = trials.digests[i]
    picked = trials.audited[i]
    picked = _pick_chunks(digest, judged) if picked is None else [
        [j, c] for j, c in picked if digest[j] is not None and c < len(digest[j][2])]
    trials.audited[i] = picked
    if not picked:
        return
    lengths = [(judged[j].dtype, min(digest[j][1], digest[j][0] - c * digest[j][1])) for j, c in picked]
    received = protocol.Chunks.read(check(child.request(protocol.Audit(picked), timeout)), lengths)
    for (j, c), values in zip(picked, received):
        # Its bytes first: the norms, P and sketch are sums that a recomputed answer can be fitted to (red team
        # round 20d); the digest of its bytes is not.
        # The reference child's digests are in its own order where eager's output lies otherwise than the compiled
        # side's; the pass's child's are always in the order its chunks are cut in (``_orders_to_describe``).
        bound = trials.hashed_in[i][j] == trials.orders[i][j]
        if bound and not fingerprint.same_bytes(digest[j], c, values, trials.seeds[i], j):
            raise Stop(Status.CHEAT_DETECTED, f"{TIMED_CALL_AUDIT} trial {i + 1}: chunk {c} of output {j} sent when "
                                              "asked: the audited chunk is not the bytes the timed call committed to: "
                                              "its outputs were recomputed or changed after the trial")
        if not fingerprint.describes(digest[j], c, values, trials.seeds[i], j):
            raise Stop(Status.CHEAT_DETECTED, f"{TIMED_CALL_AUDIT} trial {i + 1}: chunk {c} of output {j} sent when "
                                              "asked is not what the fingerprint the child gave after the call describes")
        trials.chunks[i, j, c] = values


# Red team round 53a's PIPE_PAGES, where even the reserve of grown reply pipes was spent (``answer_stop.reply_pipe``).
ANSWER_STOP_UNARMED = (
    "[passnet answer stop] this variant's trials ran without the answer stop: the pass's child's reply pipe could not "
    "be grown to hold a reply whole, since this user's pipe pages (fs.pipe-user-pages-soft) were used up by other "
    "processes of the user (another worker's pass may hold them): an output that is its inputs' memory could be "
    "copied out between its answer and its stop. Run as root (each child gets a uid of its own) or with fewer workers")


def _time_compiled(run: Run) -> SideTiming:
    """One attempt of the compiled side, and on the first attempt the output call the judge uses:
    after the trials in PassBench's loop, before them where the trials are driven (their inputs
    are drawn afresh, the judged call's are the replayed ones)."""
    first = run.compiled_out is None
    _no_work_left(run)  # its child was ended in the attempt before
    if not first:
        protocol.Ready.read(run.ask(protocol.PrepareAgain(run.options.warmup)))
    if not run.driven:
        side = _trials(run, run.sandbox, run.ask)
        if first:
            _compiled_outputs(run)
        return side
    if first:
        if not run.options.on_cuda and not run.sandbox.answer_stops:
            _flag(run, ANSWER_STOP_UNARMED)
        _compiled_outputs(run)
    run.pending_trials = _drive(run, run.sandbox, run.check, run.compiled_out, _new_trials(run))
    if first:
        found = protocol.FindingsDone.read(run.ask(protocol.Findings()))
        run.child_findings += [run.sandbox.real_paths(f) for f in found]
    return run.pending_trials.timing


def _compiled_outputs(run: Run) -> None:
    reply = protocol.OutputsDone.read(run.ask(protocol.Outputs(run.eager_written)))
    run.compiled_out = reply.outputs
    run.child_findings = [run.sandbox.real_paths(f) for f in reply.findings]
    run.compiled_aliases, run.compiled_written = reply.aliases, reply.written
    run.compiled_overlapping = reply.overlapping
    if run.compiled_written:
        where_judged = ("the judged call follows the warm-up's; each timed trial starts from inputs drawn afresh"
                        if run.driven else "as in PassBench")
        run.result.flags.append(f"the graph writes in place to inputs {protocol.bounded(str(run.compiled_written))}: "
                                f"inputs accumulate over the calls ({where_judged})")
    if run.eager_written and not run.every_input_judged:  # that path's own flag says why every input is judged
        run.result.flags.append(f"eager writes in place to inputs {run.eager_written}: their values after each call are "
                                "judged as outputs too, after the graph's own")


def _time_eager(run: Run) -> SideTiming:
    """One attempt of the eager side in the reference child: PassBench's warm-up (the model loaded
    on the first attempt) and trials, and on the first attempt the output call; driven trials run
    with the compiled attempt's seeds, and the same trials are audited."""
    first = run.eager_out is None
    if first:
        _load_and_prepare_eager(run)
    else:
        protocol.Ready.read(run.ask_reference(protocol.PrepareAgain(run.options.warmup)))
    if not run.driven:
        side = _trials(run, run.reference, run.ask_reference)
        if first:
            _eager_outputs(run)
        return side
    if first:
        _eager_outputs(run)
    compiled, run.pending_trials = run.pending_trials, None
    with run._reference_failures():
        eager = _drive(run, run.reference, run.check_reference, run.eager_out, compiled)
    level = _checked_level(run)
    if level is not None:
        run.trial_checks.append(_trial_checks(run, compiled, eager, level))
    return eager.timing


def _eager_outputs(run: Run) -> None:
    reply = protocol.OutputsDone.read(run.ask_reference(protocol.Outputs(run.eager_written)))
    run.eager_out = reply.outputs
    run.eager_aliases = reply.aliases
    run.eager_overlapping = reply.overlapping


def _judged(run: Run) -> tuple[Status, dict]:
    """The judge's status and correctness record for the judged outputs, judged once."""
    if run.judged is None:
        run.judged = judge(run.eager_out, run.compiled_out, both_ways=run.driven)
    return run.judged


def _checked_level(run: Run) -> int | None:
    """The tolerance level the timed calls and the fresh-input re-check are held to: the first level
    at which the score counts the variant's speedup (``score.credited_from``; an ``accuracy``
    verdict's parity is correct too), no tighter than the baseline; None where the score counts no
    speedup of it (then nothing of its timing matters). Read off the judged call; fresh draws a few
    elements across a step beyond it lower the credit to theirs instead (``_credit_from_steps``)."""
    status, record = _judged(run)
    credited = score.credited_from(record["correct_at"]) if status.parity is Parity.CORRECT else None
    return None if credited is None else max(credited, BASELINE_LEVEL)


@dataclass
class TrialChecks:
    """What one attempt's timed trials showed against eager's on the same inputs, at the checked
    level: the findings that convict at any level (layouts; an audited chunk beyond it that is not a
    few elements across a step), the audited chunks that are (where, ``Steps``), and the trials whose
    fingerprints are not consistent at it, with the first level up to ``LAST_CREDITED_LEVEL`` at which
    they are (inf: none)."""

    trials: int  # described
    findings: list[str] = field(default_factory=list)
    steps: list[tuple[str, Steps]] = field(default_factory=list)
    fingerprints: dict[int, float] = field(default_factory=dict)  # trial (from 1) -> its first consistent level

    def convicting(self, held: int) -> list[str]:
        """The findings once the variant is held to level ``held`` (the checked level, or the one its
        fresh draws lowered the credit to): fingerprints carry no element, so a trial's may be as far
        from eager's as ``held``'s tolerance allows, and no further."""
        inconsistent = [trial for trial, first in self.fingerprints.items() if first > held]
        if not inconsistent:
            return list(self.findings)
        shown = ", ".join(map(str, inconsistent[:10])) + (", ..." if len(inconsistent) > 10 else "")
        return [f"[passnet timed-call fingerprints] on {len(inconsistent)} of the {self.trials} described timed "
                f"trials (trial {shown}) the norms of the compiled outputs are further from eager's on the same inputs than the "
                f"tolerance at level {held} allows: the timed calls do not compute what the checked calls do",
                *self.findings]


def _trial_checks(run: Run, compiled: Trials, eager: Trials, level: int) -> TrialChecks:
    """The compiled side's timed calls against eager's on the same inputs: every trial's fingerprint
    must be one that outputs within the tolerance at ``level`` can have, and every audited trial's
    outputs must be within it, but for a few elements across a step (``judge.tensor_steps``), which
    lower the level the score credits instead (``check_guard``)."""
    names = dtype_names(as_tuple(run.eager_out))
    checks = TrialChecks(sum(c is not None for c in compiled.digests))
    for i, (c, e, seed) in enumerate(zip(compiled.digests, eager.digests, compiled.seeds)):
        if c is None or e is None or _consistent(c, e, names, seed, level):
            continue
        close = first_credited_level(level, lambda t: _consistent(c, e, names, seed, t))
        sparse = _sparse_fingerprints(c, e, names, seed, level, close, f"timed trial {i + 1} of {len(compiled.seeds)}")
        if sparse:
            checks.steps.append(sparse)
        else:
            checks.fingerprints[i + 1] = float("inf") if close is None else close
    for i, ((aliases, overlapping), (eager_aliases, eager_overlapping)) in enumerate(zip(compiled.layouts, eager.layouts)):
        laid_out = [f"{finding} (timed trial {i + 1})" for finding in guard.aliasing_findings(aliases, eager_aliases)]
        if overlapping is not None and eager_overlapping is not None:  # described trials only
            laid_out += layout_findings(overlapping, eager_overlapping, f"timed trial {i + 1}")
        if laid_out:
            checks.findings += laid_out
            break  # one trial is proof enough
    for (i, j, c), values in sorted(compiled.chunks.items()):
        theirs = eager.chunks.get((i, j, c))
        differs = "is not eager's" if theirs is None else tensor_disagreement(theirs, values, level)
        stepped = None if theirs is None or not differs else tensor_steps(theirs, values, level)
        forged = stepped and _uncommitted_steps(compiled.digests[i][j], eager.digests[i][j], names[j], compiled.seeds[i],
                                                level, j, c, theirs, values)
        if forged:
            checks.findings.append(f"{TIMED_CALL_AUDIT} trial {i + 1} of {len(compiled.seeds)}: chunk {c} of output {j} "
                                   f"is {stepped.elements} element(s) across a step from eager's, but {forged}: the "
                                   "timed call committed what the audit's answer was made to fit, not what it computed")
            break
        if stepped:
            checks.steps.append((f"timed trial {i + 1} of {len(compiled.seeds)} (chunk {c} of output {j})", stepped))
        elif differs:
            checks.findings.append(f"{TIMED_CALL_AUDIT} trial {i + 1} of {len(compiled.seeds)}: chunk {c} of output {j} "
                                   f"{differs} from eager's on the same inputs: the timed calls do not compute what the "
                                   "checked calls do")
            break  # one is proof enough
    return checks


def _uncommitted_steps(committed: list | None, eager_print: list | None, name: str, seed: int, level: int, output: int,
                       index: int, eager: torch.Tensor, answered: torch.Tensor) -> str | None:
    """Why audited chunk ``index`` of output ``output``, a few elements across a step (``judge.tensor_steps``), may not
    lower the credit, or None: the audit is answered after the trial's span, so its steps must be in what the trial
    committed (red team round 19d: a stand-in committed cheap claims and moved 259 elements of eager's product,
    untimed, to fit them). The trial's committed fingerprint must read as a few elements across a step itself
    (``fingerprint.sparse_chunks``, bucket L1s included), and the answered chunk's elements beyond the
    tolerance must lie in the buckets it shows beyond, or move their bucket's signed sum and L1 (as the sketch
    sees them: two honest steps in one bucket may cancel there, red team round 19g) no further than its
    bound holds."""
    atol, rtol = tolerance(level, name)
    found = fingerprint.sparse_chunks(eager_print, committed, seed, atol, rtol, output)
    if found is None:
        return ("the fingerprint the trial committed is not a few elements across a step from eager's (too many of its "
                "sketch's buckets, or its norms, beyond the tolerance)")
    slacks = fingerprint.bucket_slacks(eager_print, committed, seed, index, atol, rtol, output)
    if slacks is None:
        return None  # the sketch cannot tell (a special chunk): the chunk's norms were held to the level above
    gaps = found.get(index, {})
    answered = answered.to(eager.device)
    outside = (~torch.isclose(eager, answered, atol=atol, rtol=rtol, equal_nan=True)).nonzero().flatten()
    sums, l1s = fingerprint.sketch_differences(seed, eager_print[1], index, outside.cpu(), eager[outside],
                                               answered[outside], output)
    moved = torch.maximum(sums.abs(), l1s.abs()).tolist()  # each bucket's difference, as the sketch sees it
    unshown = [b for b, (difference, slack) in enumerate(zip(moved, slacks)) if b not in gaps and difference > slack]
    if unshown:
        return (f"{len(unshown)} of the sketch buckets it differs in by more than a bucket within the tolerance can hold "
                "are within the tolerance in the fingerprint the trial committed")
    return None


def _consistent(compiled: list, eager: list, names: list[str], seed: int, level: int) -> bool:
    """Whether one trial's fingerprints (per output), their sketch included, allow outputs within the
    tolerance at ``level`` (``seed``: the trial's)."""
    return all(fingerprint.sparse_chunks(e, c, seed, *tolerance(level, name), output=j) == {}
               for j, (c, e, name) in enumerate(zip(compiled, eager, names)))


def _sparse_fingerprints(compiled: list, eager: list, names: list[str], seed: int, level: int, close: int | None,
                         trial: str) -> tuple[str, Steps] | None:
    """An unaudited trial's fingerprints beyond the tolerance at ``level`` read as a few elements across a
    step (``judge.tensor_steps`` without the elements): every chunk beyond it is a float output's with at
    most ``fingerprint.SPARSE_BUCKETS`` of its sketch's buckets beyond it, or with none and its L2 alone
    beyond (``fingerprint.sparse_chunks``), and the trial is consistent, sketch included, at a level up to
    ``LAST_CREDITED_LEVEL`` (``close``, the first such level, or None). Its ``Steps`` count the elements
    beyond that the sketch shows at least (one per bucket beyond; one per chunk beyond by its L2 alone, which
    no chunk within the tolerance everywhere is) of the elements of those chunks, by up to the largest
    bucket's difference (sum or L1; the L2 norms' for a chunk with no bucket beyond); None otherwise (the
    trial convicts)."""
    beyond: dict[tuple[int, int], list[float]] = {}  # (output, chunk) -> its buckets' differences, or its L2's
    l2_alone = []  # the chunks beyond by their L2 alone: no bucket beyond
    for j, (c, e, name) in enumerate(zip(compiled, eager, names)):
        found = fingerprint.sparse_chunks(e, c, seed, *tolerance(level, name), output=j)
        if found is None or (found and name not in GENERATOR_DTYPES):  # the float dtypes: a step is crossed in those only
            return None
        for chunk, gaps in found.items():
            beyond[j, chunk] = list(gaps.values()) or [fingerprint.l2_gap(e, c, chunk)]
            if not gaps:
                l2_alone.append((j, chunk))
    if not beyond or close is None:
        return None
    elements = sum(map(len, beyond.values()))  # one beyond the tolerance in each bucket beyond, and in each such chunk
    compared = sum(min(e[1], e[0] - chunk * e[1]) for (j, chunk) in beyond for e in [eager[j]])
    largest = max(max(differences) for differences in beyond.values())
    in_buckets = [key for key in beyond if key not in l2_alone]
    where = f"{trial} (its fingerprint's sketch: {elements - len(l2_alone)} bucket(s), of {fingerprint.BUCKETS} per chunk"
    if in_buckets:
        where += f", beyond the tolerance in {_chunk_names(in_buckets)}, each holding at least one element beyond it"
    if l2_alone:
        where += (f"; no bucket but the L2 norm beyond the tolerance in {_chunk_names(l2_alone)}, each holding at least "
                  "one element beyond it")
    where += ("; the count that follows is the least number of elements beyond that this shows, the difference the "
              "largest of the buckets' sums' or L1s' or of the L2 norms')")
    return where, Steps(elements, compared, largest, close)


def _chunk_names(chunks: list[tuple[int, int]]) -> str:
    return ", ".join(f"chunk {chunk} of output {j}" for j, chunk in sorted(chunks))


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
    _no_work_left(run)
    if run.measurement.false_claim and run.pass_code:
        raise Stop(Status.CHEAT_DETECTED, run.measurement.failure_message())
    if run.measurement.fluctuated:
        raise Stop(Status.FLUCTUATION, run.measurement.failure_message() + _wrong_as_well(run))


def _wrong_as_well(run: Run) -> str:
    """The outputs of a fluctuating variant judged all the same (the record is kept in the result;
    the verdict stays PassBench's): the sentence to add when they are wrong too, since a quieter
    machine would not make the variant correct."""
    if run.compiled_out is None or run.eager_out is None:
        return ""
    status, run.result.correctness = _judged(run)
    if status is Status.CORRECT:
        return ""
    return f"\nThe outputs are wrong as well ({status.value}): on a quieter machine this variant would still fail."


def time_kernels(run: Run) -> None:
    """The kernel-level view of a correct variant (CUDA): device time per call with host launch overhead
    left out, both sides. Extra: when it cannot be measured, a flag says why and the verdict stands."""
    if not run.options.on_cuda or run.status is not Status.CORRECT:
        return
    with _alone(run, run.sandbox):
        compiled = protocol.KernelDone.read(run.ask(protocol.KernelTime()))
    with _alone(run, run.reference):
        eager = protocol.KernelDone.read(run.ask_reference(protocol.KernelTime()))
    for note in (compiled.note, eager.note):
        if note and note not in run.result.flags:
            run.result.flags.append(note)
    run.kernel = {"compiled": compiled.kernel, "eager": eager.kernel}
    _no_work_left(run)


def judge_outputs(run: Run) -> None:
    run.status, run.result.correctness = _judged(run)


def check_guard(run: Run) -> None:
    """The passnet guard (``--passnet-guard full``, compilers that apply passes): every check here runs
    in the trusted process on what the child handed back; the child's own findings (launch proof,
    harness) are added."""
    if run.options.guard != guard.FULL or not run.pass_code:
        return  # eager, inductor: no pass code to watch
    findings = list(run.child_findings)
    findings += guard.aliasing_findings(run.compiled_aliases, run.eager_aliases)
    findings += layout_findings(run.compiled_overlapping, run.eager_overlapping, "the judged call")
    level = held = _checked_level(run)
    stepped: list[tuple[str, Steps]] = []
    if level is not None:  # every verdict whose speedup the score counts, at the level it counts it from
        fresh_findings, stepped = _fresh_input_findings(run, level)
        stepped = [item for checks in run.trial_checks for item in checks.steps] + stepped
        held = max([level] + [item[1].level for item in stepped])
        findings += [finding for checks in run.trial_checks for finding in checks.convicting(held)]
        findings += fresh_findings
    compiled_summary = run.measurement.scored.compiled.summary()
    host_timed = {series: run.result.speedup.get(series) for series in ("e2e", "gpu")}  # a 12x kernel is plausible
    run.result.flags += guard.implausible_speedup_flags(
        host_timed, compiled_summary, guard.bytes_moved(tuple(run.inputs_cpu.values()), _graph_outputs(run)), _device_name(run.device))
    if findings:
        raise Stop(Status.CHEAT_DETECTED, "; ".join(dict.fromkeys(findings)))
    if stepped:
        _credit_from_steps(run, level, held, stepped)


def _credit_from_steps(run: Run, checked: int, held: int, stepped: list[tuple[str, Steps]]) -> None:
    """Fresh draws (``stepped``) a few elements across a step beyond the checked level: the score
    credits the variant from ``held``, the worst draw's level, as if the judged call had been close
    from there only (PassBench's single call is one draw; these are others). ``correct_at`` (what
    ES(t) and the PassBench log read) is lowered, the judged call's own kept as
    ``judged_correct_at``; a verdict no longer close at the baseline is ``accuracy``; a flag says why."""
    record = dict(run.result.correctness)
    judged_at = record["correct_at"]
    credited = score.credited_from(judged_at)
    where, worst = max(stepped, key=lambda item: item[1].level)
    record["judged_correct_at"] = judged_at
    record["correct_at"] = {str(t): bool(judged_at.get(str(t))) and t >= held for t in LEVELS}
    record["fresh_steps"] = {"draw": where, "elements": worst.elements, "compared": worst.compared,
                             "max_diff": worst.max_diff, "checked_level": checked, "level": held,
                             "draws": len(stepped)}
    run.result.correctness = record
    if not record["correct_at"][str(BASELINE_LEVEL)]:
        run.status = Status.ACCURACY
    _flag(run, guard.steps_flag(stepped, checked, credited, held))


def _fresh_input_findings(run: Run, level: int) -> tuple[list[str], list[tuple[str, Steps]]]:
    # Untimed, so both children run at once, each on the same fresh inputs drawn on its own device
    # from the seed: no input crosses a process boundary, only the outputs come back.
    # Secret, like the trials': a pass cannot draw them ahead. Its child writes them into the timed calls' own tensors
    # (``CompiledSide.recheck``): the audited call looks like a trial, though it is always the variant's last call.
    seed = secrets.randbits(63)
    request = protocol.Recheck(seed, _recheck_metas(run, seed))
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
        return [f"[passnet fresh-input re-check] the run on fresh inputs (seed {seed}) failed: {reply}"], []
    compiled, eager = protocol.RecheckDone.read(reply), protocol.RecheckDone.read(eager)
    findings = [run.sandbox.real_paths(f) for f in compiled.findings]
    differs, stepped = guard.fresh_input_findings(seed, eager.outputs, compiled.outputs, eager.writes(),
                                                  compiled.writes(), level)
    findings += differs
    findings += guard.aliasing_findings(compiled.aliases, eager.aliases)
    return findings, [(f"the fresh-input re-check (seed {seed})", stepped)] if stepped else []


def _recheck_metas(run: Run, seed: int) -> list[dict]:
    """The metas the re-check draws from: the fixed integer inputs eager ran on varied
    (``_varying_inputs``) with a random subset of their elements moved, as a trial's fill moves them."""
    return _metas_with(run, vary_fixed_integers(run.metas, run.inputs_cpu, seed, names=run.varying))


def _metas_with(run: Run, values: dict[str, torch.Tensor]) -> list[dict]:
    """The metas as a child gets them, those of ``values`` turned into literal data."""
    return [{**meta, "data": values[meta["name"]].reshape(-1).tolist(), "min_val": None, "max_val": None}
            if meta["name"] in values else meta for meta in _metas(run)]


def _recheck_compiled(run: Run, request: protocol.Recheck) -> dict | Stop:
    """The compiled side's fresh-input run, or the Stop that says how it failed: a pass that crashes
    its process on inputs it has not seen is caught there, not excused as a kernel error."""
    try:
        return run.ask(request)
    except Stop as stop:
        return stop
    except SandboxFailed as exc:
        return Stop(Status.KERNEL_ERROR, run.sandbox.real_paths(str(exc)))


def verdict(run: Run) -> None:
    if run.driven and run.options.compiler in _PASS_COMPILERS and not run.result.matched:
        # The child's harness raises pass_not_matched itself; a pass that kept it from doing so (red team round 36a's
        # NULL_PASS) ran Dynamo's own graph as its compiled side, which is no pass's work. Not under the passbench
        # guard, whose verdicts are PassBench's: a graph with no ops calls no backend there, and is correct (round 36c).
        raise Stop(Status.PASS_NOT_MATCHED, "no pass modified the captured graph by the child's own compile report "
                                            "(PassBench: No passes modified the graph.)")
    record = run.result.correctness
    if run.status is Status.DTYPE_MISMATCH:
        raise Stop(run.status, f"output dtypes differ: eager {record['dtypes']['eager']} vs compiled {record['dtypes']['compiled']}")
    if run.status is Status.ACCURACY and "fresh_steps" in record and record["judged_correct_at"][str(BASELINE_LEVEL)]:
        steps = record["fresh_steps"]
        raise Stop(run.status, f"the judged call is within the baseline tolerance, but on {steps['draw']} "
                               f"{steps['elements']} of {steps['compared']} elements differ from eager's by up to "
                               f"{steps['max_diff']:.3g} beyond it: credited from level {steps['level']} (see the flag "
                               f"{guard.FRESH_STEPS})")
    if run.status is Status.ACCURACY:
        diffs = "; ".join(f"output {i}: max diff {d:.3g} (atol {t['atol']:.3g}, rtol {t['rtol']:.3g})"
                          for i, (d, t) in enumerate(zip(record["max_diff"], record["baseline_tolerance"])))
        nan_outputs = ", ".join(f"output {i} holds {n} NaN" for i, n in enumerate(record["eager_nan"]) if n)
        hint = (f". Eager's own {nan_outputs}: the model computes NaN on the replayed inputs (check weight_meta.py, "
                "e.g. a variance whose mean and std allow negative draws), and NaN never equals NaN, in PassBench too"
                if nan_outputs else "")
        lowered = (f"; fresh draws a few elements across a step lowered its credit to level "
                   f"{record['fresh_steps']['level']} (see the flag {guard.FRESH_STEPS})" if "fresh_steps" in record else "")
        raise Stop(run.status, f"outputs differ beyond the baseline tolerance: {diffs}{hint}{lowered}")
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
    if scored.clock is not None:
        _flag(run, *run.measurement.rejections(), *scored.clock.flags())
    if run.options.keep_trials:
        run.result.trials_ms = {side: {"e2e": timing.e2e_ms, "gpu": timing.gpu_ms}
                                for side, timing in (("compiled", scored.compiled), ("eager", scored.eager))}
    if run.kernel:
        compiled, eager = _kernel_bounded(run, run.kernel["compiled"]), run.kernel["eager"]
        run.result.timing["kernel"] = {"compiled": compiled, "eager": eager, "source": KERNEL_SOURCE}
        run.result.speedup["kernel"] = speedup(eager, compiled)
        e2e = run.result.timing["compiled"]["e2e"]["median"]
        if compiled and launch_bound(e2e, compiled["median"]):
            _flag(run, f"{LAUNCH_BOUND}: the compiled side's kernels take {compiled['median'] * 1000:.1f} "
                       f"us of its {e2e * 1000:.1f} us per call; host overhead dominates the e2e speedup")


KERNEL_SOURCE = "each side's child (torch profiler): reported by the children, not observed by the trusted side"


def _flag(run: Run, *flags: str) -> None:
    """Flags added once, however often the timings are recorded."""
    run.result.flags += [flag for flag in flags if flag not in run.result.flags]


def _kernel_bounded(run: Run, compiled: dict | None) -> dict | None:
    """The compiled side's kernel time, which its child reports, no more than its scored e2e median
    (each trial synchronises; a claim of a day zeroed the run's pooled kernel AS, round 40b's
    KERNEL_DAY) and, after that, no less than writing its outputs takes at the device's peak
    bandwidth (round 41b's CAP_SKIPS_FLOOR: an e2e claim below it had lowered the kernel time too)."""
    if not compiled:
        return compiled
    median, e2e = compiled["median"], run.result.timing["compiled"]["e2e"]["median"]

    def claimed(than: str) -> str:
        return (f"{TRUSTED_CLOCK} the compiled side's kernel time ({median * 1000:.2f} us, reported by its child's "
                f"profiler) is {than}: scored as the latter")

    if median > e2e:
        _flag(run, claimed(f"above its whole call's ({e2e * 1000:.2f} us)"))
        median = e2e
    written = guard.bytes_moved((), _graph_outputs(run))
    floor = kernel_floor_ms(written, guard.device_bandwidth(_device_name(run.device)))
    if floor is not None and median < floor:
        _flag(run, claimed(f"below {floor * 1000:.2f} us, the time to write its {written} output bytes at peak "
                           "bandwidth"))
        median = float(f"{floor:.6g}")
    return compiled if median == compiled["median"] else {**compiled, "median": median}


def _graph_outputs(run: Run) -> tuple:
    """Eager's judged outputs, the bytes its call must write: the graph's own and the inputs the probe saw eager write
    in place, not every input where no probe could tell (``Run.every_input_judged``): counted, they raised the floors
    on an honest pass (red team round 59a's EVERY_INPUT_AS_WRITTEN); left out, a real write's bytes were lost to the
    floor (round 60b's FLOOR_DROPS_REAL_WRITES)."""
    outputs = as_tuple(run.eager_out)
    return outputs[:len(outputs) - len(run.eager_written)] if run.every_input_judged else outputs


def _blame(run: Run, stop: Stop) -> Stop:
    """Whose failure ``stop`` is, where either child could have failed for the other. The pass's
    child is ended before the reference child tries again: what it holds (GPU memory its allocator
    keeps, its spill files, its scratch) must not make the sample's own model fail there.

    A compiled side that fails is the pass's only if the sample's own model loads and runs (one
    warm-up call). A reference child that failed for want of memory or room, or ended, while the
    pass's child was there, fails for the sample only if it fails alone too (its load, warm-up and
    judged call again); if it runs alone, the pass's process took what it needed."""
    beside = run.sandbox is not None and run.sandboxes.current is run.sandbox
    if stop.status in _MAYBE_THE_SAMPLE:
        run.sandboxes.discard()
        try:
            _reference_again(run, warmup=1)
        except Stop as eager:
            return eager
        return stop
    if stop.status in (Status.SAMPLE_ERROR, Status.EAGER_ERROR) and stop.wanting and beside:
        run.sandboxes.discard()
        run.reference.kill()  # and a fresh reference child: nothing kept of the attempt that failed
        try:
            _reference_again(run)
            _eager_outputs(run)
        except Stop as alone:
            return alone
        return Stop(Status.KERNEL_ERROR, "the sample's own model failed while the pass's process was there, and ran once it "
                                         "was ended: the pass's process held what the reference needed (memory, shared "
                                         f"memory, disk, open files or tasks). The failure beside it: {stop}")
    return stop


def _reference_again(run: Run, warmup: int | None = None) -> None:
    run.reference = run.sandboxes.reference_for(run.variant.sample)  # a new one where it ended
    _load_and_prepare_eager(run, warmup)


# Room the trusted side keeps on the disks it writes to (the run directory; the temporary folder
# its children's folders are made in): a child that leaves less is ended, and gives it back if it
# took it.
ROOM_BYTES = 64 << 20


def _disk_taken(run: Run) -> str | None:
    """After a variant whose child lives on: where a disk the trusted side writes to has less than
    ``ROOM_BYTES`` free, the child is ended (its scratch goes with it); the sentence that blames the
    pass where that gave the room back, and at least half of what the disk lost while the child lived,
    else None. What an honest child gives back is its scratch (kernel caches, spill files): where another
    process filled the disk (another worker's pass: the user modes' folders share the temporary folder's
    disk), that could be 64 MiB too (red team round 22b (3)). The trusted side's own files there, the child's inputs
    and its spilled tensors (``Sandbox.trusted_bytes_on``), go with it but are not the pass's: they count in neither."""
    if run.sandbox is None or run.sandboxes.current is not run.sandbox:
        return None
    low = {place: free for place in (run.options.out, tempfile.gettempdir())
           if (free := _free_bytes(place)) is not None and free < ROOM_BYTES}
    if not low:
        return None
    run.sandboxes.discard()
    for place, before in low.items():
        after, trusted = _free_bytes(place), run.sandbox.trusted_bytes_on(place)
        lost = max(0, _lost_while_there(run.sandbox, place, before) - trusted)
        if after is not None and after - before - trusted >= max(ROOM_BYTES, lost // 2):
            return (f"the pass's process filled the disk of {place}: {before >> 20} MiB were free while it was there, "
                    f"{after >> 20} MiB once it was ended (this run writes there: its results, its children's folders)")
    return None


def _lost_while_there(sandbox: Sandbox, place: str, free: int) -> int:
    """What the disk of ``place`` lost from when ``sandbox``'s folders were made on it until it had ``free``
    bytes; 0 where they were made on another disk."""
    device, free_then = sandbox.folders.disk_when_made
    try:
        return max(0, free_then - free) if os.stat(place).st_dev == device else 0
    except OSError:
        return 0


def _free_bytes(path: str) -> int | None:
    try:
        return shutil.disk_usage(path).free
    except OSError:
        return None


def _reset_children(sandboxes: Sandboxes) -> None:
    """After a reply the protocol did not expect, neither child's next answer can be trusted to be
    the one asked for: the sample's child ends, and the reference child is started again."""
    sandboxes.discard()
    sandboxes.reference.kill()


@contextmanager
def _disk_checked_here(run: Run):
    """``_disk_taken`` at the end of the variant's share, however it ends: a child that took the room is
    ended there, beside no other worker's timed block (red team round 21b, as 19b for failed children).
    Not after a turn's wait timed out: ``DeviceLock.alone`` gave the share back to wait, and the child's
    next variant checks again."""
    try:
        yield
    except TurnTimeout:
        raise
    except Exception:
        run.disk_taken = _disk_taken(run)
        raise
    run.disk_taken = _disk_taken(run)


@contextmanager
def _failed_children_end_here(sandboxes: Sandboxes):
    """A child that failed is ended where the failure is raised, inside the worker's share: its exit
    (memory freed, a CUDA context torn down) runs beside no other worker's timed block, where ending
    it after the share was given back would (red team round 19b)."""
    try:
        yield
    except Stop as stop:
        if stop.status in _CHILD_SUSPECT:
            sandboxes.discard()
        raise
    except TurnTimeout:
        raise
    except SandboxFailed:
        sandboxes.discard()
        raise
    except Exception:
        _reset_children(sandboxes)
        raise


def run_variant(run: Run) -> VariantResult:
    """Fill ``run.result`` for ``run.variant``; returns it with a final status. The variant's tensors
    (inputs, outputs, audited chunks) are ``run``'s: they go when the caller lets go of it."""
    started = time.perf_counter()
    variant, result, options = run.variant, run.result, run.options
    sandboxes, device_lock, prefetch = run.sandboxes, run.device_lock, run.prefetch
    result.device = options.device
    result.sandbox = sandboxes.kind
    result.isolation = list(sandboxes.mode.enforced)
    waited_before = device_lock.waited_s
    try:
        with _phase(result, "load"):
            try:
                load(run, prefetch.take(variant))
            finally:
                prefetch.start(list(run.upcoming))  # also after a variant that does not load
        # Overlaps other processes' work on the device, never their timing. The children are given the sample
        # in the share too (red team round 21b): between shares the previous sample's child was ended beside
        # another worker's timed block, and the spare, made the pass's child there, got a file-table watch that
        # its worker had not lent, which ended it in another worker's share.
        with device_lock.working(), _failed_children_end_here(sandboxes), _disk_checked_here(run):
            with _phase(result, "sandbox_start"):
                run.sandbox = sandboxes.for_sample(variant.sample, run.more_samples_follow, options.compiler_ref)
                run.sandbox.begin_variant(options.timeout)
                run.reference = sandboxes.reference_for(variant.sample)
            try:
                with _phase(result, "compile"):
                    compile_in_sandbox(run)
                with _phase(result, "time"):
                    time_both_sides(run)
                with _phase(result, "judge"):
                    judge_outputs(run)
                with _phase(result, "kernel_time"):
                    time_kernels(run)
            except SandboxFailed as exc:
                raise _blame(run, Stop(Status.KERNEL_ERROR, run.sandbox.real_paths(str(exc)))) from None
            except Stop as stop:
                raise _blame(run, stop) from None
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
    except protocol.MalformedMessage as exc:
        _reset_children(sandboxes)
        result.fail(Status.KERNEL_ERROR, str(exc))
    except Exception as exc:  # noqa: BLE001 - whatever a reply made of this variant, the run goes on
        _reset_children(sandboxes)
        result.fail(Status.KERNEL_ERROR, f"the trusted side failed on this variant at {where(exc, 'pytest_passnet')}: "
                                         f"{type(exc).__name__}: {exc} (a reply it could not handle, or a bug of "
                                         "pytest-passnet's); this variant fails, the run goes on")
    finally:
        result.duration_s = round(time.perf_counter() - started, 3)
        if device_lock.waited_s > waited_before:
            result.phases_s["turn_wait"] = round(device_lock.waited_s - waited_before, 4)
        if result.status in _CHILD_SUSPECT:
            sandboxes.discard()  # a failed compiled side may have left its process in any state
        elif run.disk_taken:
            taken = run.disk_taken
            result.fail(Status.KERNEL_ERROR, taken if result.passed else f"{taken}; before that: {result.message}")
        # Child texts in the message (a child's stderr tail, ...) were not all made printable on receipt.
        result.message = protocol.printable(result.message)
    return result

