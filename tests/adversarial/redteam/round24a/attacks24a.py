"""Round 24a's attacks on the driven trial after the answer split (b55ffe2c: the span holds the chunk digests alone)
and 16 audits (f3d13577), emulated in-process with the product's own code.

Since b55ffe2c eager's overhead per trial h is the reference child's digests and the round trip (on the CPU the inputs
are written before the span since 42da70f3, red team round 22a's fix 1; the emulation writes them before the span
too). The digests are taken through one copy of an output that is not contiguous (``fingerprint.Staging``):
that copy was a small share of the whole answer before the split, and is now as large as the hash or several times
it, by layout. The allowance is half of h; a raise over four allowances and three times the claim is a false claim.

- ``HONEST``: honest passes; ``sequence_first_honest`` (and ``channels_last_honest``, ``transposed_honest``) return a
  permuted view (a sequence-first kernel's memory, channels-last memory, a transpose) where eager's output is contiguous:
  its child's digests cost several times eager's, and the clock reads the difference as a claim the pass could not
  have made (false finding); ``esb_honest`` and the others are their twins in eager's layout.
- ``LIARS`` (a thousandth of the call claimed, the span padded by what the answer saves):
  ``contiguous_where_eager_transposes`` returns a contiguous tensor where eager returns a transpose and saves the copy
  inside the span (red team round 21a's (b), held then by the description's cost); ``expand_digests_deduplicated``:
  eager returns an expand of one plane (an attention mask broadcast over heads), whose every chunk is the same bytes,
  which the reference child copies and hashes once per chunk; the pass's child hashes one chunk and repeats its
  digest (exact digests at the round, the whole hash saved).

Since 1f79d8e0 a dense output is hashed in its memory order (no copy in the span: the permuted view costs what the
contiguous output does, and the contiguous liar saves nothing), both sides describe and audit in the compiled side's
order, and each chunk's digest is personalised with the trial's seed, the output and the chunk (the expand liar's
repeats are not its chunks' digests: an audit convicts it, ``Outcome.stopped``). The cases are kept as written.
- ``CONTROLS``: the same lies answered as the reference child answers; ``UNPADDED``: the liars without their pad.
- ``FREE``: the reference child releases the previous trial's outputs at the start of the next trial, inside its span
  (``CompiledSide.trial``); ``large_free_deferred``'s child releases them after the span (at ``describe``).

Per trial each child's work is ``CompiledSide``'s own (``trial``, ``describe``, ``audit``, dispatched by the child's
``_answer``, replies encoded as the channel encodes them), a liar's ``trial`` in place of the product's; the trusted
side's is ``pipeline._drive``'s (``drive``: the inputs written before the span from the trial's fill seed, the span
from the request to ``TrialDone``, the decoy written over the inputs no output aliases after it, ``pipeline._described``,
``pipeline._audit`` of the audited trials, every trial audited as on the CPU),
``measure.measure_with_retries`` with ``bound_by_trusted_clock`` (3 retries), ``pipeline._trial_checks``. Spans and
claims read one clock: ``time.process_time`` (this process's CPU time: other work on this shared host shows in
neither side) or ``time.perf_counter`` (the wall clock the product reads). Both "children" are this process, run in
turn. ``python -m tests.adversarial.redteam.round24a.attacks24a [cpu|wall]`` prints every case.
"""

from __future__ import annotations

import contextlib
import json
import secrets
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from types import SimpleNamespace

import torch

from pytest_passnet import fingerprint, measure, pipeline, protocol
from pytest_passnet.result import Status
from pytest_passnet.sandbox import channel
from pytest_passnet.sandbox.child.__main__ import CompiledSide, _answer
from pytest_passnet.sandbox.child.timing import seed_call
from pytest_passnet.tolerance import BASELINE_LEVEL

CLAIM_DIVISOR = 1000
PAD_TARGET = 0.4  # a padded liar aims its estimate at minus this share of what it saves: inside the allowance (its own
# measurement of the saving ran up to a third over what eager then paid: at 0.3 the expand liar once landed above zero)
TRIALS = 5  # the CPU's default
RETRIES = 3  # the default: four attempts
CLOCKS = {"cpu": time.process_time, "wall": time.perf_counter}


# -- the graphs: each a call on named inputs ------------------------------------------------------------------------


@dataclass(frozen=True)
class Graph:
    """Inputs (name -> shape, float32, filled N(0, 1) from each trial's seed) and eager's call on them."""

    inputs: dict[str, tuple[int, ...]]
    call: Callable[[dict], tuple]

    def tensors(self) -> dict[str, torch.Tensor]:
        return {name: torch.zeros(shape) for name, shape in self.inputs.items()}


def _add_relu_into(out: torch.Tensor, a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    return torch.clamp_min(torch.add(a, b, out=out), 0.0, out=out)


# relu(in_0 + in_1) broadcast to [N, C, H, W] = [4, 64, 128, 128] (16 MiB): eager's output is contiguous NCHW; a
# channels-last pass writes the same values in NHWC memory and returns them as the NCHW view (permute(0, 3, 1, 2)),
# as convolutions' and Inductor's channels-last layouts do. Small inputs: nothing to fill, the output is the work.
NCHW = (4, 64, 128, 128)
CHANNELS = Graph({"in_0": (4, 64, 1, 1), "in_1": (1, 1, 128, 128)},
                 lambda x: (torch.relu_(x["in_0"] + x["in_1"]),))


def channels_last_call(x: dict) -> tuple:
    n, c, h, w = NCHW
    out = torch.empty(n, h, w, c).permute(0, 3, 1, 2)
    return (_add_relu_into(out, x["in_0"], x["in_1"]),)


# A sequence-first kernel's output: eager's relu(in_0 + in_1) is [E, S, B] = [1024, 256, 64] (64 MiB) contiguous; the
# pass writes [S, B, E] memory (the layout its kernel walks) and returns it permuted (permute(2, 0, 1)).
ESB = (1024, 256, 64)
SEQUENCE = Graph({"in_0": (1024, 1, 1), "in_1": (1, 256, 64)}, lambda x: (torch.relu_(x["in_0"] + x["in_1"]),))


def sequence_first_call(x: dict) -> tuple:
    e, s, b = ESB
    return (_add_relu_into(torch.empty(s, b, e).permute(2, 0, 1), x["in_0"], x["in_1"]),)


# A transposed output: relu(in_0 + in_1) of [4096, 4096] (64 MiB) returned as its transpose (a view), as Dynamo's
# graphs return a matmul's or an attention block's output before the next graph's reshape; the liar returns the same
# values contiguous.
SIDE = 4096
TRANSPOSED = Graph({"in_0": (SIDE, 1), "in_1": (1, SIDE)},
                   lambda x: (torch.relu_(x["in_0"] + x["in_1"]).t(),))


def contiguous_call(x: dict) -> tuple:
    return (_add_relu_into(torch.empty(SIDE, SIDE), x["in_1"].t(), x["in_0"].t()),)


def transposed_call(x: dict) -> tuple:
    """An honest pass's transpose where eager's output is contiguous (``CONTIGUOUS``): the mirror of the liar."""
    out = torch.empty(SIDE, SIDE).t()
    return (_add_relu_into(out, x["in_0"], x["in_1"]),)


CONTIGUOUS = Graph(TRANSPOSED.inputs, lambda x: (torch.relu_(x["in_0"] + x["in_1"]),))


# A large plain output (256 MiB): relu(in_0 + in_1) of [65536, 1024].
LARGE = Graph({"in_0": (65536, 1), "in_1": (1, 1024)}, lambda x: (torch.relu_(x["in_0"] + x["in_1"]),))

# The expanded graph's call and the large graph's take this much longer (a slower kernel): above what the trusted
# clock resolves at these sizes (the transposed graph's calls write 64 MiB: long enough as they are).
EXTRA_CALL_MS = 8.0


def slower(call: Callable[[dict], tuple], ms: float = EXTRA_CALL_MS) -> Callable[[dict], tuple]:
    """``call`` followed by ``ms`` of this process's CPU (a slower kernel)."""
    def slowed(x: dict) -> tuple:
        outputs = call(x)
        until = time.process_time() + ms / 1000
        while time.process_time() < until:
            pass
        return outputs

    return slowed


# An attention mask broadcast over 64 heads: eager returns an expand (stride 0) of one [512, 512] plane (1 MiB): 64 MiB
# as an output of 64 chunks of 1 MiB, each the plane's bytes. Its call is the plane's relu and ``EXTRA_CALL_MS`` more
# (the work a mask is made of), on both sides.
HEADS, PLANE = 64, (512, 512)
EXPANDED = Graph({"in_0": (1, 1, *PLANE), "in_1": (1, 1, 1, PLANE[1])},
                 slower(lambda x: (torch.relu(x["in_0"] + x["in_1"]).expand(1, HEADS, *PLANE),)))


# -- the children ---------------------------------------------------------------------------------------------------


class Timer:
    """``TrialTimer`` on the CPU (the per-call seed, then the call between two readings of the clock), on ``clock``;
    it keeps what each call took (``calls``, ms), whatever the child then claims."""

    def __init__(self, clock: Callable[[], float]):
        self.clock, self.calls = clock, []

    def __call__(self, call, prepare) -> tuple[object, float, None]:
        prepare()
        started = self.clock()
        outputs = call()
        self.calls.append((self.clock() - started) * 1000)
        return outputs, self.calls[-1], None


class Child:
    """A child serving the trusted side's requests with ``CompiledSide``'s handlers (``handlers`` in place of its
    methods), its call ``call`` on its own inputs, which the trusted side writes before each span and overwrites with
    a decoy after it (``write_inputs``); replies as the channel carries them (``channel._encode``; an audit's tensors
    as they are)."""

    def __init__(self, graph: Graph, call: Callable[[dict], tuple], clock: Callable[[], float], **handlers):
        side = CompiledSide.__new__(CompiledSide)
        side.inputs = graph.tensors()
        side.fill = lambda seed: None  # nothing filled in the span: the inputs are written before it
        side.compiler = SimpleNamespace(timed_guard=contextlib.nullcontext)
        side.call = lambda: call(side.inputs)
        side.timer, side.staging = Timer(clock), fingerprint.Staging()
        side.storages = {}  # as ``CompiledSide.prepare`` takes them: each input's memory, by its place among the inputs
        for j, tensor in enumerate(side.inputs.values()):
            if tensor.numel():
                side.storages.setdefault(tensor.untyped_storage().data_ptr(), []).append(j)
        side.trial_outputs = side.trial_seed = side.trial_orders = None
        side.clock = clock
        for name, handler in handlers.items():
            setattr(side, name, handler.__get__(side))
        self.side, self.generator = side, torch.Generator()

    def write_inputs(self, seed: int, kept: frozenset[int] = frozenset()) -> None:
        """The trusted side's fill from ``seed`` written into the child's inputs, but the ``kept`` ones (by their place
        among the inputs: ``Sandbox.write_inputs``)."""
        self.generator.manual_seed(seed)
        for j, tensor in enumerate(self.side.inputs.values()):
            if j not in kept:
                tensor.normal_(generator=self.generator)

    def judged(self, seed: int = 1) -> tuple:
        self.write_inputs(seed)
        return fingerprint.as_tuple(self.side.call())

    def request(self, request: protocol.Request, timeout) -> dict:
        reply = _answer(self.side, protocol.read_request(request.message()))
        if isinstance(request, protocol.Audit):
            return reply
        return json.loads(json.dumps({"body": channel._encode(reply, []), "tensors": []}))["body"]


def drive(child: Child, judged: tuple, plan: pipeline.Trials, clock: Callable[[], float]) -> pipeline.Trials:
    """``pipeline._drive`` for one side, the inputs written before each span from the trial's fill seed
    (``plan.fills``, never sent; the trusted side's write, the child held stopped): the span from the trial's request
    to its ``TrialDone``; right after it the take-back (``pipeline._taken_back``: a decoy fill from a fresh secret seed
    written over the inputs no output says it aliases); then ``_described`` in the compiled side's orders
    (``_orders_to_describe``: ``plan``'s for eager) and the audits."""
    def check(reply):
        return reply
    e2e, spans = [], []
    done = pipeline.Trials(plan.seeds, dict(plan.audited), plan.fills)
    for i, seed in enumerate(plan.seeds):
        child.write_inputs(plan.fills[i])
        started = clock()
        reply = child.request(protocol.Trial(seed, []), None)
        spans.append((clock() - started) * 1000)
        trial = protocol.TrialDone.read(reply, False, judged)
        child.write_inputs(secrets.randbits(63), frozenset(j for _, j in trial.aliases))
        e2e.append(trial.e2e_ms)
        orders = pipeline._orders_to_describe(plan, i, trial)
        described = pipeline._described(child, check, None, judged, trial, orders)
        done.hashed_in.append(trial.orders)
        done.orders.append(orders)
        done.digests.append(described.description)
        done.layouts.append((trial.aliases, described.overlapping))
        if i in plan.audited:
            pipeline._audit(child, check, None, done, i, judged)
    done.timing = measure.SideTiming(e2e, None, spans)
    return done


# -- what a liar's child does per trial -----------------------------------------------------------------------------


def _typical_ms(work: Callable[[], object], clock: Callable[[], float], repeats: int = 5) -> float:
    """The median of ``repeats`` timings after one untimed run (the first of a kind was seen at half and at five
    times the rest): a pad from a measurement too long is seen whole, and convicts the liar."""
    work()
    times = []
    for _ in range(repeats):
        started = clock()
        work()
        times.append((clock() - started) * 1000)
    return statistics.median(times)


def _pad(ms: float, clock: Callable[[], float]) -> None:
    """Spend ``ms`` on ``clock``: spin on CPU time, sleep on the wall clock (as the plugin's liars sleep)."""
    if clock is time.process_time:
        until = clock() + ms / 1000
        while clock() < until:
            pass
    elif ms > 0:
        time.sleep(ms / 1000)


def dedupe_digests(outputs, orders: list, seed: int, staging: fingerprint.Staging | None) -> list:
    """``trial_digests`` where every chunk of an output is the same bytes (an expand over whole chunks): the first
    chunk hashed (as the product hashes it: chunk 0 of its output in the trial of ``seed``), its digest repeated. The
    product's digests at the round; since 1f79d8e0 each chunk's digest is personalised with its index, and the repeats
    are not (``test_the_expand_liar_s_repeated_digests_are_not_the_product_s``)."""
    digests = []
    for j, (output, order) in enumerate(zip(fingerprint.as_tuple(outputs), orders)):
        length = fingerprint.chunk_length(output.numel(), output.element_size())
        count = -(-output.numel() // length)
        digests.append([fingerprint.byte_digest(fingerprint.chunk(fingerprint.in_order(output, order), 0), seed, j, 0)]
                       * count)
    return digests


def liar_trial(divisor: float, digests: Callable, eager_layout: Callable[[tuple], tuple] | None, pad_target: float,
               defer_free: bool = False) -> Callable:
    """``CompiledSide.trial`` with ``divisor`` of the call claimed and the outputs' digests from ``digests`` (called as
    ``trial_digests``, in the outputs' memory orders, which the answer names); where
    ``eager_layout`` is given (what the reference child answers for the same values), the span padded to land the
    estimate at minus ``pad_target`` of what the answer saves: the median of what it saved, measured on the first
    trial and again after every span (``calibrating_describe``: the load of the minute, untimed).
    ``defer_free``: the previous trial's outputs released after the span (``deferred_describe``), not inside it."""
    saving = []

    def measure_saving(self, outputs: tuple, seed: int) -> None:
        theirs = eager_layout(outputs)
        mine, eager_s = fingerprint.memory_orders(outputs), fingerprint.memory_orders(theirs)
        saving.append(_typical_ms(lambda: fingerprint.trial_digests(theirs, eager_s, seed, self.staging), self.clock)
                      - _typical_ms(lambda: digests(outputs, mine, seed, self.staging), self.clock))

    def trial(self, seed: int) -> dict:
        self.recalibrate = lambda: measure_saving(self, fingerprint.as_tuple(self.trial_outputs), self.trial_seed)
        if defer_free:
            self.kept = [*getattr(self, "kept", []), self.trial_outputs]
        self.trial_outputs = None
        with self.compiler.timed_guard():
            outputs, e2e_ms, gpu_ms = self.timer(self.call, seed_call)
        self.trial_outputs, self.trial_seed = outputs, seed
        orders = fingerprint.memory_orders(outputs)
        answer = digests(outputs, orders, seed, self.staging)
        if eager_layout is not None:
            if not saving:
                measure_saving(self, fingerprint.as_tuple(outputs), seed)
            _pad((1 - pad_target) * statistics.median(saving) - e2e_ms, self.clock)
        return protocol.TrialDone(e2e_ms / divisor, gpu_ms, answer, orders, self.aliases(outputs)).message()

    return trial


def calibrating_describe(self, orders: list) -> dict:
    """``CompiledSide.describe``, the padded liar's saving measured again first (after the span: untimed)."""
    self.recalibrate()
    return CompiledSide.describe(self, orders)


def deferred_describe(self, orders: list) -> dict:
    """``CompiledSide.describe``, the outputs kept from earlier trials released here, after the span."""
    self.kept = []
    return CompiledSide.describe(self, orders)


# -- the cases ------------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Case:
    graph: Graph
    compiled_call: Callable[[dict], tuple]  # the pass's call (eager's: ``graph.call``)
    trial: Callable[[Callable[[], float]], Callable] | None = None  # the pass's trial handler, given the clock
    describe: Callable | None = None


def _the_product(divisor: float) -> Callable:
    """``CompiledSide.trial`` itself, ``divisor`` of the call claimed."""
    def trial(self, seed: int) -> dict:
        reply = CompiledSide.trial(self, seed)
        return {**reply, "e2e_ms": reply["e2e_ms"] / divisor}

    return lambda clock: trial


def _transposed_like_eager(outputs: tuple) -> tuple:
    """The contiguous liar's outputs laid out as eager's: the same values in the memory of a transpose."""
    return tuple(o.t().contiguous().t() for o in outputs)


HONEST = {  # honest passes: the product's answer, the call as timed
    "nchw_honest": Case(CHANNELS, CHANNELS.call),
    "channels_last_honest": Case(CHANNELS, channels_last_call),
    "contiguous_honest": Case(CONTIGUOUS, CONTIGUOUS.call),
    "transposed_honest": Case(CONTIGUOUS, transposed_call),
    "esb_honest": Case(SEQUENCE, SEQUENCE.call),
    "sequence_first_honest": Case(SEQUENCE, sequence_first_call),
}
LIARS = {  # a thousandth of the call claimed, the span padded by what the answer saves
    "contiguous_where_eager_transposes": Case(
        TRANSPOSED, contiguous_call,
        lambda clock: liar_trial(CLAIM_DIVISOR, fingerprint.trial_digests, _transposed_like_eager, PAD_TARGET),
        calibrating_describe),
    "expand_digests_deduplicated": Case(
        EXPANDED, EXPANDED.call,
        lambda clock: liar_trial(CLAIM_DIVISOR, dedupe_digests, lambda outputs: outputs, PAD_TARGET),
        calibrating_describe),
}
CONTROLS = {  # the same lies answered as the reference child answers
    "transposed_as_eager": Case(TRANSPOSED, TRANSPOSED.call, _the_product(CLAIM_DIVISOR)),
    "expanded_as_eager": Case(EXPANDED, EXPANDED.call, _the_product(CLAIM_DIVISOR)),
}
UNPADDED = {  # the liars without their pad: the clock sees none of the call (``UNSEEN_CALL``)
    "contiguous_unpadded": Case(TRANSPOSED, contiguous_call, _the_product(CLAIM_DIVISOR)),
    "dedupe_unpadded": Case(
        EXPANDED, EXPANDED.call, lambda clock: liar_trial(CLAIM_DIVISOR, dedupe_digests, None, 0.0)),
}
FREE = {  # the previous outputs released inside the span (the product) or after it
    "large_as_eager": Case(LARGE, slower(LARGE.call), _the_product(CLAIM_DIVISOR)),
    "large_free_deferred": Case(
        LARGE, slower(LARGE.call),
        lambda clock: liar_trial(CLAIM_DIVISOR, fingerprint.trial_digests, None, 0.0, defer_free=True),
        deferred_describe),
}


# -- one variant's timing and checks ---------------------------------------------------------------------------------


@dataclass
class Outcome:
    """What the trusted side made of a case: every attempt's clock, the trial checks, the status as the pipeline
    gives it (``cheat_detected`` for a false claim on the last attempt or a convicting finding; a ``pipeline.Stop``'s,
    ``stopped``, where the drive stopped the variant: an audit's conviction), the speedup."""

    name: str
    measurement: measure.Measurement | None
    checks: list[pipeline.TrialChecks] = field(default_factory=list)
    calls: list[float] = field(default_factory=list)  # the compiled side's calls as its timer saw them (ms)
    stopped: pipeline.Stop | None = None

    @property
    def status(self) -> Status:
        if self.stopped is not None:
            return self.stopped.status
        if self.measurement.false_claim or any(c.convicting(BASELINE_LEVEL) for c in self.checks):
            return Status.CHEAT_DETECTED
        return Status.CORRECT

    @property
    def speedup(self) -> float:
        return 0.0 if self.stopped is not None else self.measurement.speedups()["e2e"] or 0.0

    def flags(self) -> list[str]:
        if self.stopped is not None:
            return []
        scored = self.measurement.scored
        return [*(scored.clock.flags() if scored else []), *self.measurement.rejections()]

    def line(self) -> str:
        if self.stopped is not None:
            return (f"{self.name}: {self.status.value}, stopped (call {statistics.median(self.calls):.1f} ms): "
                    f"{self.stopped}")
        attempts = "; ".join(
            f"claim {a.clock.claimed_ms:.2f} bound {a.clock.bound_ms:.2f} h {a.clock.overhead_ms:.1f} estimate "
            f"{a.clock.estimate_ms:.1f} allowance {a.clock.allowance_ms:.1f}{' FALSE' if a.false_claim else ''}"
            f"{' UNSEEN' if a.unseen else ''}" for a in self.measurement.attempts)
        return (f"{self.name}: {self.status.value} at {self.speedup:.2f}x (call {statistics.median(self.calls):.1f} ms) "
                f"[{attempts}] flags: {[f[:90] for f in self.flags()]}")


def run_case(name: str, case: Case, clock_name: str = "cpu", retries: int = RETRIES, threads: int = 1,
             trials: int = TRIALS) -> Outcome:
    """Both sides of ``case`` through ``drive`` and ``measure_with_retries``: the compiled side's attempt, then
    eager's on its seeds and audits (every trial audited, as on the CPU), each attempt's ``_trial_checks``."""
    clock = CLOCKS[clock_name]
    handlers = {"trial": case.trial(clock)} if case.trial else {}
    if case.describe:
        handlers["describe"] = case.describe
    eager, compiled = Child(case.graph, case.graph.call, clock), Child(case.graph, case.compiled_call, clock, **handlers)
    judged_eager, judged_compiled = eager.judged(), compiled.judged()
    outcome, state = Outcome(name, None), {}
    previous = torch.get_num_threads()
    torch.set_num_threads(threads)

    def time_compiled() -> measure.SideTiming:
        plan = pipeline.Trials([secrets.randbits(63) for _ in range(trials)],
                               dict.fromkeys(range(min(pipeline.AUDITS, trials))),
                               [secrets.randbits(63) for _ in range(trials)])
        state["compiled"] = drive(compiled, judged_compiled, plan, clock)
        return state["compiled"].timing

    def time_eager() -> measure.SideTiming:
        done = drive(eager, judged_eager, state["compiled"], clock)
        outcome.checks.append(pipeline._trial_checks(SimpleNamespace(eager_out=judged_eager), state["compiled"], done,
                                                     BASELINE_LEVEL))
        return done.timing

    try:
        outcome.measurement = measure.measure_with_retries(time_compiled, time_eager, retries, guarded=False)
    except pipeline.Stop as stop:
        outcome.stopped = stop
    finally:
        torch.set_num_threads(previous)
    outcome.calls = compiled.side.timer.calls
    return outcome


def main(clock_name: str = "cpu", threads: int = 1) -> None:
    for name, case in {**HONEST, **LIARS, **CONTROLS, **UNPADDED, **FREE}.items():
        print(run_case(name, case, clock_name, threads=threads).line(), flush=True)


if __name__ == "__main__":
    main(*sys.argv[1:2], *map(int, sys.argv[2:3]))
