"""Round 22a's attacks on the trusted clock's premise that both children spend alike on a trial beyond the call.

At the round, on the CPU, a driven trial's span held the child's fill of its fresh inputs (``CompiledSide.trial``:
``self.fill`` before the timed call), the call, and the answer: the whole fingerprint, the overlap look and the reply.
The trusted side took its own fill of the same inputs off each span (``FillClock``, at most eager's median) and eager's
overhead per trial h (net span less its call) off the compiled side's: the estimate of the call. Since the round's fix 2
the answer inside the span is the chunk digests alone (``fingerprint.trial_digests``), the rest
(``fingerprint.trial_description``, the overlap look) asked for after the span (``CompiledSide.describe``); since fix 1
(CPU) the trusted side fills each trial's inputs itself, from the trial's seed into its own copy
(``pipeline._shared_inputs``), and writes them where the child reads them while the child stands stopped, before the
span (``pipeline._drive``): the child fills nothing, no fill is in any span, and h is the answer and the round trip.
Round 21a's fix bounds an estimate below minus the allowance (``measure.UNSEEN_CALL``: no speedup), and keeps a claim
within the allowance of zero (flagged unverified). A child that spends less than the reference child per trial by S, on
a call C < S, pads its span to land the estimate just below zero and keeps any claim.

- ``PARTIAL_FILL``: the graph reads only the first rows of its last-filled input (a cache, a hidden state of which the
  graph takes the first positions). At the round the pass's child filled what its call reads and skipped the rest
  (torch's CPU ``normal_`` fills a prefix with the values the whole draw has there, and nothing is filled after it); S
  was the skipped fill, whatever the call or the outputs. Fixed (fix 1): the liar still fills those rows (the trusted
  side's values again: since af1ece38 their seed is never sent, and the emulation grants it) and pads by the fill it
  once skipped, inside its span, where eager's span holds no fill.
- ``MASK_ANSWER``: the graph returns an attention mask (0 and ``finfo.min``): every chunk is special, and the
  product's description of it costs several times its description of plain values (the sketch it then discards, the
  special fields' second copy and float64 reductions); the pass's child describes it from two counts a chunk
  (``lean22a``). Fixed: the description is after the span, which holds the digests alone, the product's.
- ``GROUPED_ANSWER``: the graph returns outputs of more than 4 chunk lengths, interleaved (a block's per-layer
  outputs); the product's key cache (``fingerprint._order``/``_order_on``, 4 entries) drew the key again for every
  output; the pass's child describes them grouped by length. Fixed twice: the product groups them too (15d37d0f), and
  the description is after the span.
- ``CONTROLS``: the same claims where the pass's child fills and answers as the reference child does (held to
  ``measure.UNRESOLVED_SHARE`` of the call); the liars without their padding (``UNSEEN_CALL`` holds them).

In-process (``emulated_attempt``), as round 21a's: before each child's trial the trusted side's fill from the trial's
fill seed (``materialize.FreshFill``, into its own copy; ``Trials.fills``) and its write into the child's inputs,
outside the span; each child's trial (what it does to its inputs itself, the call timed as ``TrialTimer`` times it, the
answers written and parsed as the channel does, the description made once the span has ended), the sides trial by trial
in turn; every time is this process's CPU time on one torch thread (each child on a core of its own, as on an idle
machine: other work on this shared host shows in neither side). ``python -m tests.adversarial.redteam.round22a.attacks22a`` prints every
case.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field

import torch

from pytest_passnet import fingerprint, measure, protocol
from pytest_passnet.materialize import FreshFill
from pytest_passnet.sample import TensorMeta
from pytest_passnet.sandbox.child.watch import overlapping_outputs
from tests.adversarial.redteam.round21a import attacks21a
from tests.adversarial.redteam.round22a.lean22a import MASK, grouped_description, mask_description

CLAIM_DIVISOR = 1000  # the liars claim a thousandth of the call they timed
WIDTH = 1024
USED_ROWS = 2048  # the rows of the graph's inputs its output is computed from: 8 MiB of float32
CACHE_ROWS = 16384  # the partial-fill graph's last input: 64 MiB, of which it reads the first USED_ROWS rows
PAD_TARGET = 0.3  # the padded liars aim their estimate at minus this share of what they save: inside the allowance
# A trial's fill seed is its seed plus this: a seed of its own (``Trials.fills``: secret in the product, never sent to
# the child since af1ece38; fixed here so that an attempt can be run again alike).
FILL_SEEDS_APART = 1 << 40
clock = time.process_time


def _meta(name: str, rows: int, width: int = WIDTH) -> TensorMeta:
    return TensorMeta(f"Program_weight_tensor_meta_{name}", name, (rows, width), "torch.float32", mean=0.0, std=1.0)


def _work(values: torch.Tensor) -> torch.Tensor:
    """The call's work: about 5-6 ms of CPU per 8 MiB here."""
    return torch.sin(values) * torch.cos(values)


def median(values: list[float]) -> float:
    return statistics.median(values)


# -- the graphs --------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Graph:
    metas: tuple[TensorMeta, ...]
    call: Callable[[dict], tuple]

    def inputs(self) -> dict[str, torch.Tensor]:
        return {meta.name: torch.zeros(meta.shape) for meta in self.metas}


# relu(in_0 + in_1[:USED_ROWS]) through ``_work``: in_1, the last filled (class-name order), is read in part.
SLICED = Graph((_meta("in_0", USED_ROWS), _meta("in_1", CACHE_ROWS)),
               lambda inputs: (_work(inputs["in_0"] + inputs["in_1"][:USED_ROWS]),))
# An attention-mask-like output: finfo.min where ``_work`` of the input is positive, 0 elsewhere.
MASKING = Graph((_meta("in_0", USED_ROWS),),
                lambda inputs: (torch.where(_work(inputs["in_0"]) > 0, MASK, 0.0),))


# Many outputs of several sizes, interleaved as a block's per-layer outputs are: 8 rows of in_0, each cut at 6 lengths
# (one chunk each, of 6 distinct lengths, each output a tensor of its own), 48 outputs, 37 MiB in all.
OUTPUT_LENGTHS = tuple(200_000 + 1_000 * k for k in range(6))
LAYERS = 8
INTERLEAVED = Graph((_meta("in_0", LAYERS, max(OUTPUT_LENGTHS)),),
                    lambda inputs: tuple(_work(inputs["in_0"][layer, :length])
                                         for layer in range(LAYERS) for length in OUTPUT_LENGTHS))


# -- what a child does per trial ------------------------------------------------------------------------------------


def answer_with(describe: Callable[[tuple, list, int, fingerprint.Staging], list]) -> Callable[..., attacks21a.Answer]:
    """A child's answer whose outputs are described by ``describe`` after the span; inside it the product's (the times,
    the chunk digests in the outputs' memory orders, those orders, and no aliasing: every graph's outputs are memory of
    their own: ``CompiledSide.trial``), the overlap look the product's (``CompiledSide.describe``). Described in its own
    orders: the compiled side's (both sides' graphs are the same)."""
    def answer(outputs: tuple, seed: int, e2e_ms: float, staging: fingerprint.Staging) -> attacks21a.Answer:
        orders = fingerprint.memory_orders(outputs)
        digests = fingerprint.trial_digests(outputs, orders, seed, staging)
        reply = attacks21a.wire(protocol.TrialDone(e2e_ms, None, digests, orders, []).message())
        return reply, lambda: attacks21a.described(describe(outputs, orders, seed, staging),
                                                   overlapping_outputs(outputs))

    return answer


# What ``CompiledSide.trial`` and ``describe`` send (the reference child's answers, and an honest pass's).
product_answer = answer_with(fingerprint.trial_description)
mask_answer = answer_with(mask_description)  # ``lean22a``'s description (two counts a mask chunk)
grouped_answer = answer_with(grouped_description)


def claiming(answer):
    """``answer`` with a thousandth of the call claimed."""
    return lambda outputs, seed, e2e_ms, staging: answer(outputs, seed, e2e_ms / CLAIM_DIVISOR, staging)


def full_fill(graph: Graph, inputs: dict) -> Callable[[int], None]:
    """The trusted side's fill (``FreshFill``, as ``pipeline._shared_inputs`` makes it; at the round the reference
    child's, ``CompiledSide.prepare``'s)."""
    return FreshFill(list(graph.metas), inputs)


def no_fill(graph: Graph, inputs: dict) -> Callable[[int], None]:
    """What the product's child does to its inputs in a trial on the CPU: nothing (the trusted side wrote them)."""
    return lambda seed: None


def prefix_fill(graph: Graph, inputs: dict) -> Callable[[int], None]:
    """The partial-fill liar's: ``FreshFill``'s draws into in_0 and into the rows of in_1 the call reads only (at the
    round in place of the whole fill; since fix 1 over the trusted side's write of the same values, from the fill's
    seed, which ``Child.trial`` grants it)."""
    generator = torch.Generator()
    steps = [(inputs["in_0"], 0.2), (inputs["in_1"][:USED_ROWS], 0.2)]  # FreshFill's scale: std * 0.2

    def fill(seed: int) -> None:
        generator.manual_seed(seed)
        for tensor, scale in steps:
            tensor.normal_(0, scale, generator=generator)

    return fill


def _spin(ms: float) -> None:
    """Pad a span by ``ms`` of this process's CPU time (a sleep does it on the wall clock the plugin's spans read)."""
    until = clock() + ms / 1000
    while clock() < until:
        pass


@dataclass
class Child:
    """One side's child: its inputs, what it does to them inside its span (``fill_with``), its call and its answer;
    ``pad`` (ms, given the call's ms) what it spends after answering, inside the span. Records what came back, as round
    21a's ``Side``, and what the trusted side's fill of its inputs took before each trial (``trusted_fills``)."""

    graph: Graph
    fill_with: Callable[[Graph, dict], Callable[[int], None]]
    answer: Callable[[tuple, int, float, fingerprint.Staging], attacks21a.Answer]
    pad: Callable[[float], float] = lambda call_ms: 0.0
    claims: list[float] = field(default_factory=list)
    spans: list[float] = field(default_factory=list)
    calls: list[float] = field(default_factory=list)
    replies: list[dict] = field(default_factory=list)
    outputs: list[tuple | None] = field(default_factory=list)
    trusted_fills: list[float] = field(default_factory=list)

    def __post_init__(self):
        self.inputs = self.graph.inputs()
        self.fill = self.fill_with(self.graph, self.inputs)
        self.staging = fingerprint.Staging()

    def trial(self, seed: int, fill_seed: int, keep: bool) -> None:
        started = clock()
        # The trusted fill's seed, granted to the partial-fill liar: the product never sends it (af1ece38), and a fill
        # from the trial's seed would write other values than eager's; granted, the liar's call reads eager's inputs,
        # and the time its fill takes in its span is what is judged, as at fix 1.
        self.fill(fill_seed)
        called = clock()
        outputs = self.graph.call(self.inputs)
        e2e_ms = (clock() - called) * 1000
        reply, describe = self.answer(outputs, seed, e2e_ms, self.staging)
        _spin(self.pad(e2e_ms))
        self.spans.append((clock() - started) * 1000)
        self.claims.append(reply["e2e_ms"])
        self.calls.append(e2e_ms)
        self.replies.append((reply, describe()))
        self.outputs.append(tuple(o.clone() for o in outputs) if keep else None)


class TrustedWrite:
    """``pipeline._drive``'s work before a child's span on the CPU: the trusted side's fill of its own copy of the
    child's inputs from the trial's fill seed (``_shared_inputs``' ``FreshFill``, ``Trials.fills``) and its write into
    the child's inputs (``Sandbox.write_inputs``, while the child stands stopped); in no span."""

    def __init__(self, child: Child):
        self.child, self.private = child, child.graph.inputs()
        self.fill = full_fill(child.graph, self.private)

    def __call__(self, fill_seed: int) -> None:
        started = clock()
        self.fill(fill_seed)
        self.child.trusted_fills.append((clock() - started) * 1000)
        for name, tensor in self.private.items():
            self.child.inputs[name].copy_(tensor)


def emulated_attempt(eager: Child, compiled: Child, seeds: list[int],
                     kept: tuple[int, ...] = ()) -> measure.ClockBound:
    """One attempt, the two sides trial by trial in turn, each trial after the trusted side's fill and write of its
    inputs (``TrustedWrite``, outside the span); bounded by the trusted clock (``bound_by_trusted_clock``). Torch on one
    thread (each child on a core of its own).

    The take-back after each span (``pipeline._taken_back``: a decoy fill written over the inputs no output aliases)
    is left out: it is outside every span, no graph's output here shares memory with an input, and the next trial's
    write replaces the decoy before its span, so it would change no span, answer or description."""
    sides = [(TrustedWrite(side), side) for side in (eager, compiled)]
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        for t, seed in enumerate(seeds):
            fill_seed = seed + FILL_SEEDS_APART
            for write, side in sides[::1 if t % 2 else -1]:
                write(fill_seed)
                side.trial(seed, fill_seed, t in kept)
    finally:
        torch.set_num_threads(threads)
    return measure.bound_by_trusted_clock(measure.SideTiming(compiled.claims, None, compiled.spans),
                                          measure.SideTiming(eager.claims, None, eager.spans))


# -- what each liar saves, measured in its own child (it pads by it) ------------------------------------------------


def _cpu_ms(work: Callable[[], object], repeats: int = 3) -> float:
    times = []
    for _ in range(repeats):
        started = clock()
        work()
        times.append((clock() - started) * 1000)
    return median(times)


def skipped_fill_ms() -> float:
    """What the partial-fill liar did not fill at the round: the rows of in_1 past USED_ROWS, timed in its own child
    (what it pads by; since fix 1 no child fills them, the trusted side does, outside the span)."""
    rest, generator = torch.empty(CACHE_ROWS - USED_ROWS, WIDTH), torch.Generator().manual_seed(1)
    with _one_thread():
        return _cpu_ms(lambda: rest.normal_(0, 0.2, generator=generator))


class _one_thread:
    def __enter__(self):
        self.threads = torch.get_num_threads()
        torch.set_num_threads(1)

    def __exit__(self, *exc):
        torch.set_num_threads(self.threads)


def mask_outputs() -> tuple:
    return MASKING.call({"in_0": torch.randn(USED_ROWS, WIDTH)})


def interleaved_outputs() -> tuple:
    return INTERLEAVED.call({"in_0": torch.randn(LAYERS, max(OUTPUT_LENGTHS))})


def _answer_ms(answer, outputs: tuple, repeats: int = 3) -> tuple[float, float]:
    """What ``answer`` costs on ``outputs`` inside the span and after it (its description), in a child's own CPU time
    (one thread; a fresh seed, so a fresh key, each time, as each trial's): medians of ``repeats``."""
    staging, inside, after = fingerprint.Staging(), [], []
    with _one_thread():
        for seed in range(100, 100 + repeats):
            started = clock()
            _, describe = answer(outputs, seed, 1.0, staging)
            described = clock()
            describe()
            inside.append((described - started) * 1000)
            after.append((clock() - described) * 1000)
    return median(inside), median(after)


def savings_ms(answer, outputs: tuple) -> tuple[float, float]:
    """What a liar's ``answer`` saves against the product's on its own ``outputs``, inside the span (what it pads by)
    and after it (not timed since the round's fix)."""
    product, liar = _answer_ms(product_answer, outputs), _answer_ms(answer, outputs)
    return product[0] - liar[0], product[1] - liar[1]


def padded(saving_ms: float) -> Callable[[float], float]:
    """The pad that lands the estimate (about the call less the saving) at minus ``PAD_TARGET`` of the saving."""
    return lambda call_ms: max(0.0, (1 - PAD_TARGET) * saving_ms - call_ms)


# name -> (graph, what the compiled side's child does to its inputs in its span, its answer, its pad: a callable of
# nothing, measured then). The partial-fill liar pads by the fill it skipped at the round (its calibration: what filling
# the rest takes in its child), though it saves nothing since fix 1.
LIARS = {
    "partial_fill": (SLICED, prefix_fill, claiming(product_answer), lambda: padded(skipped_fill_ms())),
    "mask_answer": (MASKING, no_fill, claiming(mask_answer),
                    lambda: padded(savings_ms(mask_answer, mask_outputs())[0])),
    "grouped_answer": (INTERLEAVED, no_fill, claiming(grouped_answer),
                       lambda: padded(savings_ms(grouped_answer, interleaved_outputs())[0])),
}
CONTROLS = {  # the same lie, filled and answered as eager does
    "sliced_as_eager": (SLICED, no_fill, claiming(product_answer), lambda: padded(0.0)),
    "mask_as_eager": (MASKING, no_fill, claiming(product_answer), lambda: padded(0.0)),
    "interleaved_as_eager": (INTERLEAVED, no_fill, claiming(product_answer), lambda: padded(0.0)),
}
UNPADDED = {  # the liars without their padding: the clock sees none of the call (``UNSEEN_CALL``)
    "partial_fill_unpadded": (SLICED, prefix_fill, claiming(product_answer), lambda: padded(0.0)),
    "mask_answer_unpadded": (MASKING, no_fill, claiming(mask_answer), lambda: padded(0.0)),
    "grouped_answer_unpadded": (INTERLEAVED, no_fill, claiming(grouped_answer), lambda: padded(0.0)),
}
HONEST = {  # the honest twins (the product's answer, the call as timed)
    "sliced_honest": (SLICED, no_fill, product_answer, lambda: padded(0.0)),
    "mask_honest": (MASKING, no_fill, product_answer, lambda: padded(0.0)),
    "interleaved_honest": (INTERLEAVED, no_fill, product_answer, lambda: padded(0.0)),
}


def attempt_of(case: tuple, seeds: list[int], kept: tuple[int, ...] = ()) -> tuple[Child, Child, measure.ClockBound]:
    graph, fill_with, answer, pad = case
    eager, compiled = Child(graph, no_fill, product_answer), Child(graph, fill_with, answer, pad())
    return eager, compiled, emulated_attempt(eager, compiled, seeds, kept)


def verdict(eager: Child, compiled: Child, clock_bound: measure.ClockBound, seeds: list[int],
            audited: tuple[int, ...]) -> tuple[str, float, float]:
    """Round 21a's ``verdict``: the protocol's reading of every reply, each audited trial's every chunk held to its
    commitment, ``_trial_checks`` against eager's, ``check_guard`` and ``verdict``; the speedup the bound leaves."""
    return attacks21a.verdict(eager, compiled, clock_bound, seeds, audited)


def describe(name: str, eager: Child, compiled: Child, bound: measure.ClockBound) -> str:
    call = median(compiled.calls)
    return (f"{name}: call {call:.1f} ms (eager's {median(eager.calls):.1f}); spans {median(eager.spans):.1f} (eager) and "
            f"{median(compiled.spans):.1f} ms; trusted fill (outside them) {median(eager.trusted_fills):.1f} ms; h "
            f"{bound.overhead_ms:.1f}, estimate "
            f"{bound.estimate_ms:.1f}, allowance {bound.allowance_ms:.1f}, bound {bound.bound_ms:.3f} ms = "
            f"{bound.bound_ms / call:.3f} of the call; unseen {bound.unseen}, false claim {bound.false_claim}")


def print_emulated(repeats: int = 2) -> None:
    mask, grouped = savings_ms(mask_answer, mask_outputs()), savings_ms(grouped_answer, interleaved_outputs())
    print(f"skipped fill {skipped_fill_ms():.1f} ms; inside the span (after it) the mask answer saves {mask[0]:.1f} "
          f"({mask[1]:.1f}) ms, grouping {grouped[0]:.1f} ({grouped[1]:.1f}) ms", flush=True)
    for repeat in range(repeats):
        for name, case in {**LIARS, **CONTROLS, **UNPADDED, **HONEST}.items():
            seeds = [22_000 + 100 * repeat + t for t in range(7)]
            eager, compiled, bound = attempt_of(case, seeds, (3,))
            status, speedup, _ = verdict(eager, compiled, bound, seeds, (3,))
            print(f"{describe(name, eager, compiled, bound)}; {status} at {speedup:.2f}x", flush=True)


if __name__ == "__main__":
    print_emulated()
