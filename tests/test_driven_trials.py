"""A driven trial's exchange (``pipeline._drive``) with the child's own handlers (``CompiledSide.trial``, ``describe``,
``audit``, dispatched by the child's ``_answer``): inside the span the times and each output's chunk digests alone,
after it the rest of the fingerprint (``protocol.Described``), held to the digests' chunks, then an audited trial's
chunks, held to both (red team round 22a: the description inside the span cost a child less than the reference child
where the values allowed, and a 1000x claim stood)."""

from __future__ import annotations

import contextlib
import json
import time
from types import SimpleNamespace

import pytest
import torch

from pytest_passnet import fingerprint, pipeline, protocol
from pytest_passnet.options import Options
from pytest_passnet.result import Status, VariantResult
from pytest_passnet.sandbox import channel
from pytest_passnet.sandbox.child.__main__ import CompiledSide, _answer
from pytest_passnet.sandbox.child.timing import TrialTimer

SHAPE = (300, 1024)  # 1.2 MiB of float32: two chunks
SLOW_DESCRIPTION_S = 0.5  # a description this slow lies outside every span


def _call_of(side) -> tuple:
    """The model: two outputs of the inputs the trial filled, the second not a tensor."""
    return torch.sin(side.inputs["x"]) * 2.0, 3


class Child:
    """A child serving the trusted side's requests with ``CompiledSide``'s own handlers (no process, no pass code;
    ``call`` its model, ``handlers`` in place of its methods), each reply as the channel carries it
    (``channel._encode``; an audit's tensors as they are)."""

    def __init__(self, call=_call_of, **handlers):
        side = CompiledSide.__new__(CompiledSide)
        side.inputs = {"x": torch.empty(SHAPE)}
        side.fill = lambda seed: side.inputs["x"].normal_(generator=torch.Generator().manual_seed(seed))
        side.compiler = SimpleNamespace(timed_guard=contextlib.nullcontext)
        side.call = lambda: call(side)
        side.timer, side.staging, side.storages = TrialTimer("cpu"), fingerprint.Staging(), {}
        side.trial_outputs = side.trial_seed = None
        for name, handler in handlers.items():
            setattr(side, name, handler.__get__(side))
        self.side, self.asked, self.outputs = side, [], []

    def request(self, request: protocol.Request, timeout) -> dict:
        self.asked.append(request.command.value)
        reply = _answer(self.side, protocol.read_request(request.message()))
        if isinstance(request, protocol.Trial):
            self.outputs.append(self.side.trial_outputs[0].clone())
        if isinstance(request, protocol.Audit):
            return reply
        return json.loads(json.dumps({"body": channel._encode(reply, []), "tensors": []}))["body"]


def _run() -> pipeline.Run:
    """A variant's run with the device lock and the other children's stop left out (nothing else runs here)."""
    @contextlib.contextmanager
    def others_stopped(child):
        yield SimpleNamespace(broke=None)

    return pipeline.Run(None, VariantResult("s::v", "s", "v"), Options(), sandboxes=SimpleNamespace(
        others_stopped=others_stopped), device_lock=SimpleNamespace(alone=contextlib.nullcontext))


def _drive(child: Child, audited: dict, seeds=(5, 6, 7)) -> pipeline.Trials:
    judged = _call_of(SimpleNamespace(inputs={"x": torch.zeros(SHAPE)}))
    return pipeline._drive(_run(), child, lambda reply: reply, judged, pipeline.Trials(list(seeds), audited))


def _slow_describe(self) -> dict:
    time.sleep(SLOW_DESCRIPTION_S)
    return CompiledSide.describe(self)


def test_the_description_comes_after_the_span_and_joins_the_digests():
    """Per trial: trial, describe, then the audit where one is picked; each trial's fingerprint is ``keyed``'s of the
    outputs its call returned (digests from the span, the rest from the description), and no span holds the slow
    description."""
    child = Child(describe=_slow_describe)
    done = _drive(child, {1: None})
    assert child.asked == ["trial", "describe", "trial", "describe", "audit", "trial", "describe"]
    assert all(span < SLOW_DESCRIPTION_S * 1000 for span in done.timing.spans_ms), done.timing.spans_ms
    for seed, outputs, entries in zip(done.seeds, child.outputs, done.digests):
        keyed = fingerprint.keyed((outputs, 3), seed, fingerprint.fingerprint((outputs, 3)))
        (mine, none), (theirs, _) = entries, keyed
        assert none is None and mine[:2] == theirs[:2] and mine[5] == theirs[5] == [] and mine[8] == theirs[8]
        assert all(torch.allclose(torch.tensor(mine[k]), torch.tensor(theirs[k]), rtol=1e-9, atol=1e-12)
                   for k in (2, 3, 4, 6, 7))
    assert sorted(c for (_, _, c) in done.chunks) == [0, 1] and done.layouts == [([], [])] * 3


def _describing(outputs_of):
    """A ``describe`` handler that describes ``outputs_of(side)`` instead of the outputs the trial hashed."""
    def describe(self) -> dict:
        reply = CompiledSide.describe(self)
        return {**reply, "description": fingerprint.trial_description(outputs_of(self), self.trial_seed, self.staging)}

    return describe


def test_a_description_of_other_chunks_than_the_span_committed_is_malformed():
    """The outputs' first 1000 elements described (one chunk) where the span committed two chunks' digests: refused
    as a malformed reply (the pipeline's kernel_error), before any audit is named."""
    child = Child(describe=_describing(lambda side: (side.trial_outputs[0].reshape(-1)[:1000], 3)))
    with pytest.raises(protocol.MalformedMessage, match=r"must make the 2 chunks whose digests the trial committed "
                                                        r"\(they make 1\)"):
        _drive(child, {0: None})
    assert child.asked == ["trial", "describe"]


def _recomputed_after_the_span(self) -> dict:
    """The call made after the span, its outputs kept for the audit (a pass whose timed call computed nothing)."""
    self.trial_outputs = _call_of(self)
    return CompiledSide.describe(self)


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
