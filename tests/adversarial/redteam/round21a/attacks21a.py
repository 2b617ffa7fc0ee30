"""Round 21a's attacks on the trusted clock's calibration since the sketch and the digests (bca1110c, 072ac1b5).

``measure.bound_by_trusted_clock`` estimates the compiled call as its median span less h, the eager side's median
overhead per trial: what the reference child's whole answer costs beyond its call (the fingerprint, the sketch, the
digests, the overlap look, the reply). The pass's child answers its own trials as it likes within the protocol, and
the protocol takes an answer without the sketch; the overlap look and the strided passes over outputs that are
views are eager's to pay where eager's outputs are views.

- ``LIARS``: a pass computing its outputs honestly, claiming a thousandth of its call, and answering each trial for
  less than the reference child does: without the sketch and the overlap look (``lean21a``), or on contiguous
  outputs where eager returns views. Where the difference exceeds its call the trusted estimate of the call is below
  zero and ``measure._at_least`` keeps the claim, whatever it is. ``CONTROLS``: the same claims answered as eager
  answers (held to ``measure.UNRESOLVED_SHARE`` of the call).
- ``HONEST_VIEWS``: the mirror, a false finding: an honest pass returning views of one buffer (no element shared: the
  layout check allows it) where eager returns tensors pays about twice eager's answer per trial, and the clock
  counts the excess as its call.

After the round (README): the product's answer read each output through one copy at most (views of one buffer told
apart by their layouts in the overlap look), the protocol refuses the lean answer, and ``overlap_look_left_out`` (the
product's answer without the look, on eager's views) measures what skipping the look saves. Since red team round 22a
a trial's answer is two messages: inside the span the chunk digests alone (``fingerprint.trial_digests``), after it
the rest of the fingerprint and the overlap look (``fingerprint.trial_description``, ``protocol.Described``); each
answer here gives both, the second made once the span has ended.

In-process (``emulated_attempt``): per trial each child's work as ``CompiledSide.trial`` and ``describe`` do it (the
call timed as ``TrialTimer`` times it; the answers built, written and parsed as the channel does: ``wire``), each
side's span around the first, the sides trial by trial in turn on the same fresh inputs. The inputs are drawn before the span on both sides,
as on the CPU the trusted side writes them before a trial's span starts (``pipeline._drive``), so no fill is in any span.
The trusted side's take-back after each CPU span (``pipeline._taken_back``: a decoy fill written over the inputs no
output aliases) is left out: it is outside every span, and no emulated output shares memory with its inputs, so it
changes neither a span nor a digest, description or audited chunk here.
``plugin_run`` runs the liars through the real plugin (``python -m tests.adversarial.redteam.round21a.attacks21a``;
``... emulated`` prints the emulated attempts).
"""

from __future__ import annotations

import json
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass
from types import SimpleNamespace

import torch

from pytest_passnet import fingerprint, measure, pipeline, protocol
from pytest_passnet.sandbox import channel
from pytest_passnet.sandbox.child.watch import overlapping_outputs
from pytest_passnet.tolerance import BASELINE_LEVEL
from tests.adversarial.redteam.round20b import attacks20b
from tests.adversarial.redteam.round21a.lean21a import lean_description

CLAIM_DIVISOR = 1000  # the lean pass claims a thousandth of the call it timed
ROWS, WIDTH = 2048, 1024  # the emulated calls' outputs: 8 MiB of float32 in all (8 chunks of 1 MiB)


def wire(message: dict) -> dict:
    """A reply as the trusted side reads it: the channel's header written and parsed (no tensors in a trial's)."""
    return json.loads(json.dumps({"body": channel._encode(message, []), "tensors": []}))["body"]


STAGING = fingerprint.Staging()  # a child's, kept from trial to trial (one here: the sides take turns)


# An answer: the reply inside the span (``TrialDone``), and the description to send after it (``Described``, made when
# called).
Answer = tuple[dict, Callable[[], dict]]


def in_span(outputs: tuple, seed: int, e2e_ms: float) -> dict:
    """What ``CompiledSide.trial`` sends after the call, inside the span: the times, the chunk digests (each output in
    its memory order, personalised by the trial's seed), those orders, and no aliasing (the emulated calls' outputs
    are their own memory)."""
    orders = fingerprint.memory_orders(outputs)
    return wire(protocol.TrialDone(e2e_ms, None, fingerprint.trial_digests(outputs, orders, seed, STAGING),
                                   orders, []).message())


def description(outputs: tuple, seed: int) -> list:
    """``CompiledSide.describe``'s description in the compiled side's orders (``pipeline._orders_to_describe``): each
    side's own memory orders here, which are the compiled side's (the emulated outputs are contiguous or
    one-dimensional on both sides)."""
    return fingerprint.trial_description(outputs, fingerprint.memory_orders(outputs), seed, STAGING)


def described(description: list, overlapping: list[int]) -> dict:
    """A ``describe`` answer."""
    return wire(protocol.Described(description, overlapping).message())


def product_answer(outputs: tuple, seed: int, e2e_ms: float) -> Answer:
    """What ``CompiledSide.trial`` and ``describe`` send (the reference child's answers, and an honest pass's)."""
    return in_span(outputs, seed, e2e_ms), lambda: described(description(outputs, seed), overlapping_outputs(outputs))


def lean_answer(outputs: tuple, seed: int, e2e_ms: float) -> Answer:
    """The lean pass's answer: the description without the sketch, no overlap look (its outputs have memory of their
    own), a thousandth of the call claimed."""
    return in_span(outputs, seed, e2e_ms / CLAIM_DIVISOR), lambda: described(lean_description(outputs, seed), [])


@dataclass
class Side:
    """One side of an emulated attempt: its call on the trial's inputs, how it answers, and what came back."""

    call: Callable[[tuple], tuple]
    answer: Callable[[tuple, int, float], Answer]
    claims: list[float]
    spans: list[float]
    calls: list[float]  # what the call took, as the child's timer saw it
    replies: list[tuple[dict, dict]]  # per trial: the answer inside the span, the description after it
    outputs: list[tuple]

    @classmethod
    def of(cls, call, answer) -> Side:
        return cls(call, answer, [], [], [], [], [])

    def trial(self, inputs: tuple, seed: int, keep: bool) -> None:
        clock = time.process_time  # both the child's timer and the span's clock (``emulated_attempt``)
        started = clock()
        outputs = self.call(inputs)
        e2e_ms = (clock() - started) * 1000
        reply, describe = self.answer(outputs, seed, e2e_ms)
        self.spans.append((clock() - started) * 1000)
        self.claims.append(reply["e2e_ms"])
        self.calls.append(e2e_ms)
        self.replies.append((reply, describe()))
        self.outputs.append(outputs if keep else None)

    def timing(self) -> measure.SideTiming:
        return measure.SideTiming(self.claims, None, self.spans)


def emulated_attempt(fill: Callable[[int], tuple], eager: Side, compiled: Side, seeds: list[int],
                     kept: tuple[int, ...] = ()) -> measure.ClockBound:
    """One attempt, the two sides trial by trial in turn (each on the same fresh inputs), bounded by the trusted
    clock; the outputs of ``kept`` trials are kept (for the audits).

    Each child is one process on a core of its own, as on an idle machine: torch on one thread, and the spans (and
    the child's timer) read this process's CPU time, not the wall clock, so that other work on this shared host
    (the suite's other worker, other sessions) shows in neither side's spans. The wall clock on an idle machine
    sees the same (the plugin run, README)."""
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        for t, seed in enumerate(seeds):
            inputs = fill(seed)
            for side in (eager, compiled) if t % 2 else (compiled, eager):
                side.trial(inputs, seed, t in kept)
    finally:
        torch.set_num_threads(threads)
    return measure.bound_by_trusted_clock(compiled.timing(), eager.timing())


def median(values: list[float]) -> float:
    return statistics.median(values)


# -- the calls: sin(x) cos(x) over 8 MiB of float32 ------------------------------------------------------------------


def work(values: torch.Tensor) -> torch.Tensor:
    """The call's work on a tensor: about 5 ms of CPU per 8 MiB here, a third of what the reference child's answer
    costs (far above the noise between two children's overheads, below which a claim stands by noise alone:
    docs/trust.md section 7, timing slack on small variants)."""
    return torch.sin(values) * torch.cos(values)


def grid_inputs(seed: int) -> tuple:
    return (torch.randn(ROWS, WIDTH, generator=torch.Generator().manual_seed(seed)),)


def grid_call(inputs: tuple) -> tuple:
    return (work(inputs[0]),)


COLUMNS = 4  # outputs of the column calls: each 2 MiB, from one [ROWS * WIDTH // COLUMNS, COLUMNS] input


def column_inputs(seed: int) -> tuple:
    return (torch.randn(ROWS * WIDTH // COLUMNS, COLUMNS, generator=torch.Generator().manual_seed(seed)),)


def column_tensors(op: Callable[[torch.Tensor], torch.Tensor]) -> Callable[[tuple], tuple]:
    """A call with one output per column of its input, each a tensor of its own (``op`` on the column)."""
    return lambda inputs: tuple(op(inputs[0][:, c]) for c in range(COLUMNS))


def column_views(op: Callable[[torch.Tensor], torch.Tensor]) -> Callable[[tuple], tuple]:
    """The same values computed in one buffer and returned as its columns: views whose elements share no memory
    (``watch.overlapping_outputs`` finds none, so the layout check none), as ``unbind(-1)``, ``x[..., 0]`` or a fused
    kernel writing them all into one buffer return them."""
    return lambda inputs: op(inputs[0]).unbind(1)


def claiming_answer(outputs: tuple, seed: int, e2e_ms: float) -> Answer:
    """The product's answer (sketch and all), a thousandth of the call claimed."""
    return product_answer(outputs, seed, e2e_ms / CLAIM_DIVISOR)


def unlooked_answer(outputs: tuple, seed: int, e2e_ms: float) -> Answer:
    """The product's answer (sketch and all) without the overlap look (nothing reported to overlap), a thousandth of
    the call claimed: what the look costs the reference child is the saving (after the round; after the span since
    round 22a)."""
    return in_span(outputs, seed, e2e_ms / CLAIM_DIVISOR), lambda: described(description(outputs, seed), [])


# name -> (the trial's fresh inputs, eager's call, the compiled side's call, how the compiled side answers)
LIARS = {
    "sketch_left_out": (column_inputs, column_views(work), column_views(work), lean_answer),
    "contiguous_where_eager_returns_views": (column_inputs, column_views(work), column_tensors(work), claiming_answer),
    "overlap_look_left_out": (column_inputs, column_views(work), column_views(work), unlooked_answer),
}
# The lean answer on one contiguous output: the sketch alone saved (a third of the answer, about the call here).
LEAN_CONTIGUOUS = (grid_inputs, grid_call, grid_call, lean_answer)
# The controls: the same claims answered as eager answers, on eager's layout (bounded to UNRESOLVED_SHARE).
CONTROLS = {
    "views_as_eager": (column_inputs, column_views(work), column_views(work), claiming_answer),
    "contiguous_as_eager": (grid_inputs, grid_call, grid_call, claiming_answer),
}
# An honest pass (a relu, a call far shorter than a trial's answer) returning views where eager returns tensors.
HONEST_VIEWS = (column_inputs, column_tensors(torch.relu), column_views(torch.relu), product_answer)


def attempt_of(attack: tuple, seeds: list[int], kept: tuple[int, ...] = ()) -> tuple[Side, Side, measure.ClockBound]:
    fill, eager_call, compiled_call, answer = attack
    eager, compiled = Side.of(eager_call, product_answer), Side.of(compiled_call, answer)
    return eager, compiled, emulated_attempt(fill, eager, compiled, seeds, kept)


def trusted_checks(eager: Side, compiled: Side, seeds: list[int], audited: tuple[int, ...]) -> pipeline.TrialChecks:
    """What the trusted side makes of both sides' replies: the protocol's reading (``TrialDone.read``, then
    ``Described.read``, as ``_drive``), each audited trial's chunks (every one of every output, cut in the orders its
    digests were taken in) sent and held to the commitment (``fingerprint.matches``, as ``_audit``; a RuntimeError
    where one does not match), and
    ``pipeline._trial_checks`` of the compiled side against eager's."""
    judged = eager.outputs[audited[0]]
    sides = {name: pipeline.Trials(list(seeds), {}) for name in ("compiled", "eager")}
    for name, side in (("compiled", compiled), ("eager", eager)):
        for t, (reply, answered) in enumerate(side.replies):
            trial = protocol.TrialDone.read(reply, False, judged)
            done = protocol.Described.read(answered, judged, trial.digests)
            sides[name].digests.append(done.description)
            sides[name].layouts.append((trial.aliases, done.overlapping))
            for j, entry in enumerate(done.description if t in audited else []):
                for c in range(len(entry[2])):
                    sent = fingerprint.chunk(fingerprint.in_order(side.outputs[t][j], trial.orders[j]), c).clone()
                    if not fingerprint.matches(entry, c, sent, seeds[t], j):
                        raise RuntimeError(f"the {name} side's chunk {c} of output {j}, trial {t}, is not its commitment")
                    sides[name].chunks[t, j, c] = sent
    return pipeline._trial_checks(SimpleNamespace(eager_out=judged), sides["compiled"], sides["eager"], BASELINE_LEVEL)


def verdict(eager: Side, compiled: Side, clock: measure.ClockBound, seeds: list[int],
            audited: tuple[int, ...]) -> tuple[str, float, float]:
    """The attempt's status (``check_guard`` and ``verdict`` on round 20b's harness, the judged call and the
    re-check exact), the speedup the bound leaves (eager's median over the compiled side's), and AS at it."""
    speedup = median(clock.eager.e2e_ms) / median(clock.compiled.e2e_ms)
    checks = trusted_checks(eager, compiled, seeds, audited)
    status, _, score = attacks20b.full_verdict(checks, eager.outputs[audited[0]], speedup)
    return status, speedup, score


# -- the real plugin: the liars against their honest twin ---------------------------------------------------------------

PLUGIN_MODEL = """\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0, in_1):
        tmp_0 = in_0 + in_1
        tmp_1 = torch.relu(tmp_0)
        tmp_2 = torch.sin(tmp_1) * torch.cos(tmp_1)
        tmp_3 = tmp_2[(Ellipsis, 0)]
        tmp_4 = tmp_2[(Ellipsis, 1)]
        return (tmp_3, tmp_4)
"""
# A broadcast add into [4096, 2048, 2] (64 MiB) from 16 KiB of inputs (the fresh fills, and their noise, stay small),
# ``work`` on it in both children's graphs, and its two interleaved halves returned (views: eager's outputs, and so
# the pass's graph's, as ``unbind(-1)`` or ``x[..., 0]`` return them).
PLUGIN_INPUTS = {"in_0": ([4096, 1, 1], "float32"), "in_1": ([1, 2048, 2], "float32")}
RULE = "BroadcastAddRelu"

# The pass. Its timed calls compute the output as a compiled kernel would at a compiled kernel's speed (torch's add
# and relu in its helper module, which PassBench's validator does not read, plus a token Triton launch for the child's
# launch proof); elsewhere (warm-up, the judged call, the re-check) the Triton kernel computes it all, in the CPU
# interpreter. Its child's ``CompiledSide.trial`` and ``describe`` are the helper's: the product's, but for how they
# answer (its mode): ``honest`` (the product's answers, the call as timed), ``sketch`` (the product's answers, a
# thousandth claimed: the control), ``lean`` (``lean21a``'s description, a thousandth claimed; the protocol refuses
# it) or ``contiguous`` (the product's answers on contiguous copies of its outputs, made inside the trial, a thousandth
# claimed).
PLUGIN_PASS = '''\
import torch
import triton
import triton.language as tl
from pass_dir.side21a import answer_trials_as, timed_add_relu

BLOCK = 1 << 18
TOKEN = 16


@triton.jit
def add_relu_kernel(a_ptr, b_ptr, out_ptr, n, width, BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n
    a = tl.load(a_ptr + offsets // width, mask=mask)
    b = tl.load(b_ptr + offsets % width, mask=mask)  # in_1's elements, [1, C, 2] flat
    tl.store(out_ptr + offsets, tl.maximum(a + b, 0.0), mask=mask)


def add_relu(a, b):
    out = torch.empty((a.shape[0], b.shape[1], b.shape[2]), dtype=a.dtype, device=a.device)
    n, width = out.numel(), b.shape[1] * b.shape[2]
    if timed_add_relu(a, b, out):
        add_relu_kernel[(1,)](a, b, out, TOKEN, width, BLOCK=TOKEN)
        return out
    add_relu_kernel[(triton.cdiv(n, BLOCK),)](a, b, out, n, width, BLOCK=BLOCK)
    return out


def pattern(a, b):
    t = a + b
    return torch.relu(t)


def replacement_args(a, b):
    return (a, b)


def replacement_func():
    return add_relu


answer_trials_as("{mode}", {divisor})
'''
PLUGIN_HELPER = '''\
import sys

import torch
from pass_dir.host import child_class
from pass_dir.lean21a import lean_description


def timed_add_relu(a, b, out):
    """Inside a timed trial: relu(a + b) into ``out`` with torch (True); elsewhere nothing (False)."""
    if not child_class("CompiledSide").timed21a:
        return False
    torch.clamp_min(torch.add(a, b, out=out), 0.0, out=out)
    return True


def _trial(mode, divisor):
    def trial(self, seed):
        protocol = sys.modules["pytest_passnet.protocol"]
        fingerprint = sys.modules["pytest_passnet.fingerprint"]
        seed_call = sys.modules["pytest_passnet.sandbox.child.timing"].seed_call
        self.trial_outputs = None
        if self.fill:  # CUDA's device fill; on the CPU the trusted side wrote the inputs
            self.fill(seed)
        type.__setattr__(type(self), "timed21a", True)
        with self.compiler.timed_guard():
            outputs, e2e_ms, gpu_ms = self.timer(self.call, seed_call)
        type.__setattr__(type(self), "timed21a", False)
        if mode == "contiguous":
            outputs = tuple(output.contiguous() for output in outputs)
        self.trial_outputs, self.trial_seed = outputs, seed
        claim = e2e_ms if mode == "honest" else e2e_ms / divisor
        orders = fingerprint.memory_orders(outputs)
        digests = fingerprint.trial_digests(outputs, orders, seed, self.staging)
        return protocol.TrialDone(claim, gpu_ms, digests, orders, self.aliases(outputs)).message()

    return trial


def _describe(self, orders):
    """``lean21a``'s description of the last trial's outputs in ``orders``, no overlap look."""
    protocol = sys.modules["pytest_passnet.protocol"]
    fingerprint = sys.modules["pytest_passnet.fingerprint"]
    outputs, self.trial_orders = self.trial_outputs, orders
    ordered = tuple(output if order is None else fingerprint.in_order(output, order)
                    for output, order in zip(outputs, orders))
    return protocol.Described(lean_description(ordered, self.trial_seed), []).message()


def answer_trials_as(mode, divisor):
    side = child_class("CompiledSide")
    if "timed21a" not in side.__dict__:
        type.__setattr__(side, "timed21a", False)
        type.__setattr__(side, "trial", _trial(mode, divisor))
        if mode == "lean":
            type.__setattr__(side, "describe", _describe)
'''
PLUGIN_MODES = ("honest", "sketch", "lean", "contiguous")


def plugin_run(config_name: str = "plain-root", trials: int = 5) -> dict[str, dict]:
    """The three passes through the real plugin (CPU, the trusted allow-list off as in every red-team run, round 1's
    ``harness.Layout``), each in a sample of its own: each one's variant from report.json."""
    from pathlib import Path

    from tests.adversarial.redteam import harness

    modules = {"side21a.py": PLUGIN_HELPER, "lean21a.py": Path(__file__).with_name("lean21a.py").read_text()}

    def build(layout):
        return [harness.build_rule_sample(layout, f"r21a_{mode}", PLUGIN_MODEL, PLUGIN_INPUTS, RULE,
                                          PLUGIN_PASS.replace("{mode}", mode).replace("{divisor}", str(CLAIM_DIVISOR)),
                                          modules)
                for mode in PLUGIN_MODES]

    return harness.plugin_variants(config_name, trials, build)


def print_emulated(repeats: int = 2) -> None:
    """Every emulated attempt (9 trials), ``repeats`` times: the numbers the README quotes."""
    cases = {**LIARS, "lean_contiguous": LEAN_CONTIGUOUS, **CONTROLS, "honest_views": HONEST_VIEWS}
    for repeat in range(repeats):
        for name, attack in cases.items():
            eager, compiled, clock = attempt_of(attack, [1000 * repeat + t for t in range(9)])
            call = median(compiled.calls)
            print(f"{name}: call {call:.1f} ms, eager's {median(eager.calls):.1f}; answers {median(eager.spans) - median(eager.calls):.1f}"
                  f" (eager) and {median(compiled.spans) - call:.1f} ms; h {clock.overhead_ms:.1f}, estimate {clock.estimate_ms:.1f},"
                  f" bound {clock.bound_ms:.3f} ms = {clock.bound_ms / call:.3f} of the call, {clock.bound_ms / clock.claimed_ms:.1f}"
                  f" x the claim; false claim {clock.false_claim}", flush=True)


if __name__ == "__main__":
    import sys

    if sys.argv[1:] == ["emulated"]:
        print_emulated()
        sys.exit()
    from tests.adversarial.redteam import harness

    harness.print_variants(plugin_run(), ("status", "speedup", "timing", "flags", "message", "attempts", "trusted_clock",
                                          "phases_s", "run"))
