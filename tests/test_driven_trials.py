"""A driven trial's exchange (``pipeline._drive``) with the child's own handlers (``CompiledSide.trial``, ``describe``,
``audit``, dispatched by the child's ``_answer``): on the CPU the trusted side's fill of the trial's inputs
(``pipeline._shared_inputs``), written while the child is held, before the span; inside the span the times and each
output's chunk digests alone, after it the rest of the fingerprint (``protocol.Described``), held to the digests'
chunks, then an audited trial's chunks, held to both (red team round 22a: a child that filled only what its call read
kept the rest of the fill inside its span, and the description inside the span cost a child less than the reference
child where the values allowed: 1000x claims stood)."""

from __future__ import annotations

import contextlib
import json
import time
from types import SimpleNamespace

import pytest
import torch

from pytest_passnet import fingerprint, pipeline, protocol
from pytest_passnet.materialize import FreshFill
from pytest_passnet.options import Options
from pytest_passnet.result import Status, VariantResult
from pytest_passnet.sample import TensorMeta
from pytest_passnet.sandbox import channel
from pytest_passnet.sandbox.child.__main__ import CompiledSide, _answer
from pytest_passnet.sandbox.child.timing import TrialTimer
from pytest_passnet.sandbox.process import HoldBroken
from pytest_passnet.tolerance import BASELINE_LEVEL

SHAPE = (300, 1024)  # 1.2 MiB of float32: two chunks
METAS = [TensorMeta("Program_weight_tensor_meta_x", "x", SHAPE, "torch.float32", mean=0.5, std=2.0)]
SLOW_S = 3600.0  # a description, or the trusted side's fill and write, this slow (on ``clock``) lies outside every span


def _call_of(side) -> tuple:
    """The model: two outputs of the inputs the trial filled, the second not a tensor."""
    return torch.sin(side.inputs["x"]) * 2.0, 3


class Child:
    """A child serving the trusted side's requests with ``CompiledSide``'s own handlers (no process, no pass code;
    ``call`` its model, ``handlers`` in place of its methods), each reply as the channel carries it
    (``channel._encode``; an audit's tensors as they are). Its inputs are shared as on the CPU: it fills none, and the
    trusted side's writes (``write_inputs``, ``write_s`` long) copy its private tensors into them."""

    def __init__(self, call=_call_of, write_s: float = 0.0, stop_s: float = 0.0, **handlers):
        side = CompiledSide.__new__(CompiledSide)
        side.inputs = {"x": torch.empty(SHAPE)}
        side.fill = None  # the CPU: the trusted side writes the inputs
        side.compiler = SimpleNamespace(timed_guard=contextlib.nullcontext)
        side.call = lambda: call(side)
        side.timer, side.staging = TrialTimer("cpu"), fingerprint.Staging()
        side.storages = {side.inputs["x"].untyped_storage().data_ptr(): [0]}
        side.trial_outputs = side.trial_seed = side.trial_orders = None
        for name, handler in handlers.items():
            setattr(side, name, handler.__get__(side))
        self.side, self.asked, self.outputs, self.inputs, self.write_s, self.stop_s = side, [], [], [], write_s, stop_s
        self.private: dict[str, torch.Tensor] = {}
        self.held, self.stopped_again = False, 0

    def share_inputs(self, private: dict) -> dict:
        self.private, self.decoys = private, {name: tensor.clone() for name, tensor in private.items()}
        self._copy(private)
        return {"file": "inputs.bin", "layout": []}

    def write_inputs(self) -> None:
        assert self.held, "a trial's inputs are written only while the child is held"
        _LATE.elapse(self.write_s)
        self._copy(self.private)

    def write_decoys(self, kept: set[int]) -> None:
        assert self.held, "the decoys are written only while the child is held"
        self._copy(self.decoys, kept)

    def _copy(self, tensors: dict, kept: set[int] = frozenset()) -> None:
        for j, (name, tensor) in enumerate(tensors.items()):
            if j not in kept:
                self.side.inputs[name].copy_(tensor)

    def request(self, request: protocol.Request, timeout, hold=None) -> dict:
        with hold or contextlib.nullcontext():
            self.asked.append(request.command.value)
        assert not self.held
        reply = _answer(self.side, protocol.read_request(request.message()))
        if isinstance(request, protocol.Trial):
            self.outputs.append(self.side.trial_outputs[0].clone())
            self.inputs.append(self.side.inputs["x"].clone())
        if isinstance(request, protocol.Audit):
            return {"outputs": [chunk.clone() for chunk in reply["outputs"]]}  # the bytes as sent, not views
        return json.loads(json.dumps({"body": channel._encode(reply, []), "tensors": []}))["body"]


class Hold:
    """``Sandboxes.held``'s hold as ``_drive`` uses it: the child held, ``work`` done, on entering; the clock read into
    ``continued_at`` as the child is continued (or ``broken``: the pass's child that ran while held, ended)."""

    def __init__(self, child: Child, clock, work, broken: bool = False):
        self.child, self.clock, self.work, self.broken = child, clock, work, broken
        self.continued_at = self.answered_at = self.stood_at = None

    def __enter__(self):
        self.child.held = True
        self.stood_at = self.clock()
        self.work()
        return self

    def __exit__(self, *error):
        self.child.held = False
        if self.broken:
            raise HoldBroken("[passnet stop] the pass's process ran while it stood stopped")
        self.continued_at = self.clock()
        self.continued_ms = 0.0

    def stop_again(self) -> None:
        assert not self.child.held
        self.child.stopped_again += 1
        _LATE.elapse(self.child.stop_s)


class _Late:
    """``pipeline``'s clock, late by what the slow steps took (``elapse``): a step inside a span lengthens it by an hour,
    which no stall of a busy host does."""

    def __init__(self):
        self.by_s = 0.0

    def __call__(self) -> float:
        return time.perf_counter() + self.by_s

    def elapse(self, seconds: float) -> None:
        self.by_s += seconds


_LATE = _Late()


@pytest.fixture(autouse=True)
def _late_clock(monkeypatch):
    monkeypatch.setattr(pipeline, "time", SimpleNamespace(perf_counter=_LATE, time=time.time))


def _run(child: Child, broken: bool = False) -> pipeline.Run:
    """A variant's run with the device lock and the other children's stop left out (nothing else runs here), the
    child's inputs shared (``_shared_inputs``: the replayed ``x`` zeros)."""
    @contextlib.contextmanager
    def others_stopped(child):
        yield SimpleNamespace(broke=None)

    run = pipeline.Run(None, VariantResult("s::v", "s", "v"), Options(), sandboxes=SimpleNamespace(
        others_stopped=others_stopped, held=lambda child, clock, work: Hold(child, clock, work, broken)),
        device_lock=SimpleNamespace(alone=contextlib.nullcontext), metas=METAS, inputs_cpu={"x": torch.zeros(SHAPE)})
    pipeline._shared_inputs(run, child)
    run.sandbox = child
    return run


def _drive(child: Child, audited: dict, seeds=(5, 6, 7), run: pipeline.Run | None = None) -> pipeline.Trials:
    judged = _call_of(SimpleNamespace(inputs={"x": torch.zeros(SHAPE)}))
    plan = pipeline.Trials(list(seeds), audited, [seed + 100 for seed in seeds])
    return pipeline._drive(run or _run(child), child, lambda reply: reply, judged, plan)


def _slow_describe(self, orders) -> dict:
    _LATE.elapse(SLOW_S)
    return CompiledSide.describe(self, orders)


def _freshly_filled(seed: int) -> torch.Tensor:
    """The inputs a trial of ``seed`` runs on: ``FreshFill``'s, as a child that filled them itself filled them."""
    inputs = {"x": torch.empty(SHAPE)}
    FreshFill(METAS, inputs)(seed)
    return inputs["x"]


def test_the_description_comes_after_the_span_and_joins_the_digests():
    """Per trial: trial, describe, then the audit where one is picked; each trial's fingerprint is ``keyed``'s of the
    outputs its call returned (digests from the span, the rest from the description), and no span holds the slow
    description."""
    child = Child(describe=_slow_describe)
    done = _drive(child, {1: None})
    assert child.asked == ["trial", "describe", "trial", "describe", "audit", "trial", "describe"]
    assert all(span < SLOW_S * 1000 for span in done.timing.spans_ms), done.timing.spans_ms
    for seed, outputs, entries in zip(done.seeds, child.outputs, done.digests):
        keyed = fingerprint.keyed((outputs, 3), seed, fingerprint.fingerprint((outputs, 3)))
        (mine, none), (theirs, _) = entries, keyed
        assert none is None and mine[:2] == theirs[:2] and mine[5] == theirs[5] == [] and mine[8] == theirs[8]
        assert all(torch.allclose(torch.tensor(mine[k]), torch.tensor(theirs[k]), rtol=1e-9, atol=1e-12)
                   for k in (2, 3, 4, 6, 7))
    assert sorted(c for (_, _, c) in done.chunks) == [0, 1] and done.layouts == [([], [])] * 3


def test_only_the_described_trials_are_described_and_the_audited_are_among_them():
    """A trial left out of ``described`` goes without a description: no describe request, no fingerprint; its span and
    its aliases are kept. A new attempt describes ``DESCRIBED`` trials picked in secret, the audited ones among them."""
    child = Child()
    run = _run(child)
    plan = pipeline.Trials([5, 6, 7], {2: None}, [105, 106, 107], described={0, 2})
    done = pipeline._drive(run, child, lambda reply: reply, _call_of(SimpleNamespace(inputs={"x": torch.zeros(SHAPE)})),
                           plan)
    assert child.asked == ["trial", "describe", "trial", "trial", "describe", "audit"]
    assert done.digests[1] is None and done.digests[0] and done.digests[2] and len(done.timing.spans_ms) == 3
    assert done.layouts[1] == ([], None) and len(done.timing.described_ms) == 2
    run.options = Options(trials=100)  # the default compiler runs the sample's passes: pass code, audited
    picks = [pipeline._new_trials(run) for _ in range(3)]
    assert all(len(p.described) == pipeline.DESCRIBED and set(p.audited) <= p.described
               and len(p.audited) == pipeline.AUDITS for p in picks)
    assert len({frozenset(p.described) for p in picks}) == 3


def _describing(outputs_of):
    """A ``describe`` handler that describes ``outputs_of(side)`` instead of the outputs the trial hashed."""
    def describe(self, orders) -> dict:
        reply = CompiledSide.describe(self, orders)
        other = outputs_of(self)
        return {**reply, "description": fingerprint.trial_description(other, fingerprint.memory_orders(other),
                                                                      self.trial_seed, self.staging)}

    return describe


def test_a_description_of_other_chunks_than_the_span_committed_is_malformed():
    """The outputs' first 1000 elements described (one chunk) where the span committed two chunks' digests: refused
    as a malformed reply (the pipeline's kernel_error), before any audit is named."""
    child = Child(describe=_describing(lambda side: (side.trial_outputs[0].reshape(-1)[:1000], 3)))
    with pytest.raises(protocol.MalformedMessage, match=r"must make the 2 chunks whose digests the trial committed "
                                                        r"\(they make 1\)"):
        _drive(child, {0: None})
    assert child.asked == ["trial", "describe"]


def _recomputed_after_the_span(self, orders) -> dict:
    """The call made after the span, its outputs kept for the audit (a pass whose timed call computed nothing)."""
    self.trial_outputs = _call_of(self)
    return CompiledSide.describe(self, orders)


def _nudged_when_audited(self, chunks) -> dict:
    """One element of the outputs changed once described, before the audit's chunks are sent."""
    self.trial_outputs[0].view(-1)[7] += 1.0
    return CompiledSide.audit(self, chunks)


@pytest.mark.parametrize("changed", [
    {"call": lambda side: (torch.zeros(SHAPE), 3), "describe": _recomputed_after_the_span},
    {"audit": _nudged_when_audited},
], ids=["between the span and the description", "between the description and the audit"])
def test_outputs_changed_after_the_span_are_caught_at_the_audit(changed):
    """The chunks an audit gets must be the bytes the span committed, whatever was described meanwhile."""
    child = Child(**changed)
    with pytest.raises(pipeline.Stop, match="the audited chunk is not the bytes the timed call committed to") as stopped:
        _drive(child, {1: None})
    assert stopped.value.status is Status.CHEAT_DETECTED
    assert child.asked == ["trial", "describe", "trial", "describe", "audit"]


def test_the_trusted_side_fills_each_trial_s_inputs_and_writes_them_while_the_child_is_held_outside_the_span():
    """The CPU (red team round 22a, fix 1): each trial's inputs are the trusted side's fill from its seed (what a child
    filling them itself from the same seed holds), written while the child is held, and neither the fill nor a slow
    write is inside a span; the replayed inputs the trusted side keeps are not filled."""
    child = Child(write_s=SLOW_S)
    run = _run(child)
    done = _drive(child, {}, run=run)
    assert child.asked == ["trial", "describe"] * 3 and child.side.fill is None and child.stopped_again == 3
    assert all(span < SLOW_S * 1000 for span in done.timing.spans_ms), done.timing.spans_ms
    assert done.fills == [105, 106, 107]
    for seed, inputs, outputs in zip(done.fills, child.inputs, child.outputs):
        assert torch.equal(inputs, _freshly_filled(seed)) and torch.equal(outputs, torch.sin(inputs) * 2.0)
    assert not run.inputs_cpu["x"].any()


def test_a_span_ends_once_the_child_stands_stopped_after_its_answer_and_the_stop_is_timed_as_the_hold_s():
    """Red team round 26a: a thread inside a system call at the answer (a preadv of the inputs file into the pass's
    own output) stops only once the call is done, after the answer. The span runs until every thread stands stopped,
    and what stopping took is the hold's (``SideTiming.held_ms``), which a conviction leaves out."""
    child = Child(stop_s=SLOW_S)
    done = _drive(child, {})
    assert all(span >= SLOW_S * 1000 for span in done.timing.spans_ms), done.timing.spans_ms
    assert all(held >= SLOW_S * 1000 for held in done.timing.held_ms), done.timing.held_ms


def test_each_prepare_shares_a_contiguous_copy_of_the_replayed_inputs():
    """The copy a child's inputs are written from starts at the replayed values (the warm-up and the judged call run on
    them), laid out as the channel sends inputs (contiguous), and is the child's own: another child's trials, or another
    Prepare's, never fill it."""
    run = pipeline.Run(None, VariantResult("s::v", "s", "v"), Options(), metas=METAS,
                       inputs_cpu={"x": torch.arange(float(SHAPE[0] * SHAPE[1])).reshape(SHAPE[::-1]).t()})
    first, second = Child(), Child()
    for child in (first, second):
        pipeline._shared_inputs(run, child)
    run.fresh_fills[first](5)
    assert torch.equal(first.private["x"], _freshly_filled(5)) and first.private["x"].is_contiguous()
    assert torch.equal(second.private["x"], run.inputs_cpu["x"]) and second.private["x"].is_contiguous()


def test_a_pass_s_child_that_breaks_its_hold_is_cheat_detected_and_the_reference_s_failure_is_its_own():
    """``HoldBroken`` (the pass's child ran while held, and was ended): ``cheat_detected`` before its trial was timed.
    From any other child it goes on as the sandbox failure it is."""
    child = Child()
    with pytest.raises(pipeline.Stop, match="ran while it stood stopped") as stopped:
        _drive(child, {}, run=_run(child, broken=True))
    assert stopped.value.status is Status.CHEAT_DETECTED and child.asked == ["trial"]
    run = _run(child, broken=True)
    run.sandbox = Child()
    with pytest.raises(HoldBroken):
        _drive(child, {}, run=run)


def _transposed(side) -> tuple:
    """The model's outputs with the first laid out column-major (as a kernel writing [1024, 300] memory returns it)."""
    return (torch.sin(side.inputs["x"]) * 2.0).t().contiguous().t(), 3


def test_a_permuted_output_is_hashed_where_it_lies_and_both_sides_describe_and_audit_in_its_order():
    """Red team round 24a: the compiled side's digests of a column-major output are taken in its memory order (named
    with them, no copy); eager, contiguous, hashes its own order inside its span but describes and cuts its audited
    chunks in the compiled side's, so the two fingerprints and chunks compare element for element."""
    compiled_child, eager_child = Child(call=_transposed), Child()
    compiled = _drive(compiled_child, {1: None}, run=_run(compiled_child))
    eager_run = _run(eager_child)
    eager_run.sandbox = compiled_child  # eager's child is the reference: its audited chunks need no digest of theirs
    judged = _call_of(SimpleNamespace(inputs={"x": torch.zeros(SHAPE)}))
    eager = pipeline._drive(eager_run, eager_child, lambda reply: reply, judged, compiled)
    assert compiled.hashed_in == compiled.orders == eager.orders == [[[1, 0], None]] * 3
    assert eager.timing.described_elsewhere and not compiled.timing.described_elsewhere
    assert eager.hashed_in == [[[0, 1], None]] * 3
    for seed, outputs, entries in zip(compiled.seeds, compiled_child.outputs, compiled.digests):
        in_order = outputs.t()
        theirs = fingerprint.keyed((in_order, 3), seed, fingerprint.fingerprint((in_order, 3)))[0]
        assert entries[0][8] == theirs[8] and entries[0][:2] == theirs[:2]
    assert all(fingerprint.consistent(e[0], c[0], 1e-6, 1e-6) for e, c in zip(eager.digests, compiled.digests))
    assert compiled.chunks.keys() == eager.chunks.keys() and len(compiled.chunks) == 2
    assert all(torch.equal(compiled.chunks[key], eager.chunks[key]) for key in compiled.chunks)


def _the_input(side) -> tuple:
    """A clone of the input elided: the output is the input's own memory (what a second mapping of the inputs file
    also gives), the model's ``x * 1``."""
    return side.inputs["x"], 3


def test_an_output_that_is_the_inputs_memory_holds_the_decoy_after_its_span_and_is_convicted_at_its_audit():
    """Red team round 25a: right after each span the trusted side overwrites the inputs with a decoy fill, so an output
    that is the inputs' memory no longer holds the bytes its span committed to; where the child says so (an alias,
    held to eager's aliasing), that input is kept as it was."""
    hidden = Child(call=_the_input, aliases=lambda self, outputs: [])
    with pytest.raises(pipeline.Stop, match="the audited chunk is not the bytes the timed call committed to") as stopped:
        _drive(hidden, {0: None}, run=_run(hidden))
    assert stopped.value.status is Status.CHEAT_DETECTED
    said = Child(call=_the_input)
    run, filled_after, read_held = _run(said), [], []
    decoy_fill, read = run.decoy_fills[said], protocol.TrialDone.read
    run.decoy_fills[said] = lambda seed: (filled_after.append(list(said.asked)), decoy_fill(seed))
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(protocol.TrialDone, "read", lambda *a: (read_held.append(said.held), read(*a))[1])
        done = _drive(said, {0: None, 1: None, 2: None}, run=run)
    assert done.layouts == [([[0, 0]], [])] * 3 and len(done.chunks) == 6
    # Round 25c: the decoys are filled before the span, and the answer read with the child held.
    assert [asked[-1:] for asked in filled_after] == [[], ["audit"], ["audit"]] and read_held == [True] * 3
    for (i, _, c), values in done.chunks.items():
        assert torch.equal(values, fingerprint.chunk(_freshly_filled(done.fills[i]), c))


def _gapped(side) -> tuple:
    """The model's first output as the left half of a buffer twice as wide (a fused kernel's): gaps, the logical order."""
    wide = torch.empty(SHAPE[0], 2 * SHAPE[1])
    wide[:, :SHAPE[1]] = torch.sin(side.inputs["x"]) * 2.0
    return wide[:, :SHAPE[1]], 3


def test_eager_described_in_the_logical_order_of_a_gapped_output_is_not_described_elsewhere():
    """Red team round 25d: eager's transposed output described in the logical order (the compiled side's, whose output
    has gaps) is no order a pass chose to cost eager a copy: its description is not capped in a conviction's
    allowance, where an honest pass's copy of its gaps would otherwise be convicted."""
    compiled_child, eager_child = Child(call=_gapped), Child(call=_transposed)
    compiled = _drive(compiled_child, {}, run=_run(compiled_child))
    eager_run = _run(eager_child)
    eager_run.sandbox = compiled_child
    judged = _call_of(SimpleNamespace(inputs={"x": torch.zeros(SHAPE)}))
    eager = pipeline._drive(eager_run, eager_child, lambda reply: reply, judged, compiled)
    assert eager.hashed_in == [[[1, 0], None]] * 3 and eager.orders == [[[0, 1], None]] * 3
    assert not eager.timing.described_elsewhere


def test_outputs_are_described_elsewhere_only_where_every_one_is_in_a_permuted_order_not_its_own():
    """Rounds 25b, 25d, 25e: the description is timed for all outputs at once, so it is capped only where the
    compiled side chose a permuted order for every output that is not eager's own."""
    assert pipeline._described_elsewhere([[1, 0], None], [[0, 1], None])
    assert not pipeline._described_elsewhere([[1, 0], [0, 1]], [[0, 1], [0, 1]])  # round 25e: one small, one gapped
    assert not pipeline._described_elsewhere([[0, 1]], [[1, 0]])  # round 25d: the compiled side's order is logical
    assert not pipeline._described_elsewhere([[1, 0]], [[1, 0]]) and not pipeline._described_elsewhere([None], [None])


def _writes_in_place(side) -> tuple:
    """A graph that writes its input in place (``sin_``) and returns a column of the result, not the input."""
    return side.inputs["x"].sin_()[:, 0] * 2.0, 3


def _skips_the_write(side) -> tuple:
    """The same output, the write skipped (red team round 51b's RECHECK_TELL on the timed calls)."""
    return torch.sin(side.inputs["x"][:, 0]) * 2.0, 3


@pytest.mark.parametrize(("call", "convicted"), [(_writes_in_place, False), (_skips_the_write, True)],
                         ids=["writes as eager", "skips the write"])
def test_an_input_eager_writes_is_an_output_of_every_timed_trial_on_both_sides(call, convicted):
    """Round 51b's RECHECK_TELL: the inputs eager writes (``Run.eager_written``) follow the graph's outputs in each trial
    (``protocol.Trial.written``), digested inside the span, described and audited, so a pass that skips the write on
    the timed calls differs from eager there; one that makes it does not."""
    sides = {}
    for name, side_call in (("compiled", call), ("eager", _writes_in_place)):
        child = Child(call=side_call)
        run = _run(child)
        run.eager_written = [0]  # the judged call's outputs, then the input it wrote
        run.eager_out = (*_writes_in_place(SimpleNamespace(inputs={"x": torch.zeros(SHAPE)})), torch.zeros(SHAPE))
        plan = sides.get("compiled") or pipeline.Trials([5, 6, 7], {0: None, 2: None}, [105, 106, 107])
        sides[name] = pipeline._drive(run, child, lambda reply: reply, run.eager_out, plan)
        assert [len(digest) for digest in sides[name].digests] == [3] * 3  # the column, the 3, the written input
        assert sides[name].layouts == [([[2, 0]], [])] * 3  # the written input is kept from the decoy
    checks = pipeline._trial_checks(run, sides["compiled"], sides["eager"], BASELINE_LEVEL)
    said = checks.convicting(BASELINE_LEVEL)
    assert bool(said) is convicted, said
    if convicted:
        assert "chunk 0 of output 2" in " ".join(said) or "timed-call fingerprints" in " ".join(said)
