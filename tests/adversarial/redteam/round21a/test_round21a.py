"""Round 21a (cheap, in the normal suite): the trusted clock's calibration against what each child's trial answer
costs since the sketch and the digests (bca1110c, 072ac1b5), and the digests against honest outputs of every dtype
and layout. Emulated attempts in-process (``attacks21a``: both children's work per trial, the channel's reply, the
trusted side's checks and clock); the plugin run that confirms the first finding is ``attacks21a.plugin_run``
(README, Runs).

Each FOOLED attack is a strict xfail asserting the secure behaviour; preconditions raise other than AssertionError.
"""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest
import torch

from pytest_passnet import fingerprint, measure, protocol
from pytest_passnet.sandbox.channel import Channel
from pytest_passnet.sandbox.child.watch import overlapping_outputs
from tests.adversarial.redteam.round21a import attacks21a as a

SEEDS = list(range(21_000, 21_007))
AUDITED = (3,)  # every chunk of every output of this trial is sent and checked, as an audit's


def _require(condition: bool, what: str) -> None:
    """A precondition: raises other than AssertionError, so that it fails the test, not the assertion."""
    if not condition:
        raise RuntimeError(f"precondition: {what}")


@pytest.mark.xfail(strict=True, reason="open (high): a pass whose trial answers cost less than the reference child's "
                                       "(the optional sketch and the overlap look left out, or contiguous outputs where "
                                       "eager's are views) by more than its call: the trusted estimate of the call is "
                                       "below zero and any claim stands (correct at ~1000x through the plugin)")
@pytest.mark.parametrize("liar", sorted(a.LIARS))
def test_a_pass_answering_trials_for_less_than_eager_is_bounded(liar):
    """The secure behaviour: the claim is found false, the answers are refused or convicted, or the bound keeps what
    ``measure.UNRESOLVED_SHARE`` promises (a lie about a call too short to resolve gains at most its inverse)."""
    eager, compiled, clock = a.attempt_of(a.LIARS[liar], SEEDS, AUDITED)
    call_ms = a.median(compiled.calls)
    try:
        status, speedup, score = a.verdict(eager, compiled, clock, SEEDS, AUDITED)
    except protocol.MalformedMessage:
        return  # the answer refused: held
    _require(a.median(compiled.claims) < call_ms / 100, "the compiled side claimed a small share of its call")
    assert status != "correct" or clock.false_claim or clock.bound_ms >= measure.UNRESOLVED_SHARE * call_ms, (
        f"{liar}: a {call_ms:.1f} ms call claimed as {clock.claimed_ms * 1000:.1f} us, scored {clock.bound_ms * 1000:.1f}"
        f" us ({status}, speedup {speedup:.0f}, AS {score:.3g}): eager's overhead {clock.overhead_ms:.1f} ms a trial, "
        f"the trusted estimate of the call {clock.estimate_ms:.1f} ms")


@pytest.mark.xfail(strict=True, reason="open (low-medium, false finding): an honest pass returning its outputs as "
                                       "views of one buffer (no element shared: the layout check allows it) where eager "
                                       "returns tensors pays about twice eager's answer per trial (the overlap look's "
                                       "mark buffer, strided norms, sketch gathers and digest copies); the clock counts "
                                       "the excess as its call: scored 3.6-20x slower than its call")
def test_an_honest_pass_returning_views_is_scored_near_its_call():
    outputs = a.column_views(torch.relu)(a.column_inputs(0))
    _require(overlapping_outputs(outputs) == [] and all(not o.is_contiguous() for o in outputs),
             "the views are not contiguous and share no element")
    eager, compiled, clock = a.attempt_of(a.HONEST_VIEWS, SEEDS, AUDITED)
    status, _, _ = a.verdict(eager, compiled, clock, SEEDS, AUDITED)
    _require(status == "correct", "the honest pass is correct, every audit and trial check held")
    # Secure: the claim raised by no more than a tenth of a trial's overhead (the two children's answers cost alike).
    assert not clock.false_claim and clock.bound_ms - clock.claimed_ms <= 0.1 * clock.overhead_ms, (
        f"an honest {clock.claimed_ms:.2f} ms call scored as {clock.bound_ms:.1f} ms: its trials' answers cost "
        f"{a.median(compiled.spans) - a.median(compiled.calls):.1f} ms against eager's {clock.overhead_ms:.1f} ms")


# -- held: the digests against honest outputs of every dtype and layout ---------------------------------------------


def _honest_outputs() -> dict[str, torch.Tensor]:
    generator = torch.Generator().manual_seed(21)
    pair = torch.randn(70_000, 2, generator=generator)
    special = torch.randn(300_001, generator=generator)
    special[[5, 70_000, 300_000]] = torch.tensor([float("inf"), float("nan"), -0.0])
    special[123] = 1e35
    complex_values = torch.randn(3000, dtype=torch.complex64, generator=generator)
    return {
        "float32, two chunks, the last short": torch.randn(3, 100_003, generator=generator),
        "float32 transposed": torch.randn(1024, 300, generator=generator).t(),
        "float32 expanded (stride 0)": torch.randn(1, 257, generator=generator).expand(2000, 257),
        "interleaved view 0": pair[:, 0],
        "interleaved view 1": pair[:, 1],
        "float32 with inf, NaN, -0.0 and a huge value": special,
        "float16": torch.randn(1000, 700, generator=generator).half(),
        "bfloat16": torch.randn(513, generator=generator).bfloat16(),
        "float64": torch.randn(300, 300, generator=generator, dtype=torch.float64),
        "int64": torch.randint(-5, 5, (1000,), generator=generator),
        "bool": torch.randint(0, 2, (4097,), generator=generator).bool(),
        "complex64": complex_values,
        "a negative view (neg bit)": complex_values.conj().imag,
        "zero elements": torch.empty(0, 5),
        "zero dimensions": torch.tensor(3.5),
    }


def _through_channel(message: dict, spill: Path) -> dict:
    """A reply sent by a child's channel and read by the trusted side's (spill files for large tensors, the pipe
    for the rest: the sender on a thread of its own, as the pipe holds little)."""
    read_fd, write_fd = os.pipe()
    sender = Channel(-1, write_fd, spill, role="child")
    receiver = Channel(read_fd, -1, spill, role="trusted")
    thread = threading.Thread(target=sender.send, args=(message,))
    thread.start()
    try:
        return receiver.receive(timeout=60)
    finally:
        thread.join()
        sender.close_spill_files()
        os.close(read_fd)
        os.close(write_fd)


def test_every_honest_chunk_is_the_bytes_its_trial_committed(tmp_path):
    """An honest child's commitment (``fingerprint.keyed``, digests included), read as the trusted side reads it, and
    every chunk of every output sent through the channel as an audit's answer: ``same_bytes`` and ``describes`` hold
    for each (no false finding from the digests' chunking, dtypes, layouts, NaN payloads or signed zeros)."""
    names, outputs = zip(*_honest_outputs().items())
    seed = 21_021
    committed = protocol.TrialDone.read(a.product_answer(outputs, seed, 1.0), False, outputs).digest
    picked = [[j, c] for j, entry in enumerate(committed) for c in range(len(entry[2]))]
    lengths = [(outputs[j].dtype, min(committed[j][1], committed[j][0] - c * committed[j][1])) for j, c in picked]
    reply = _through_channel(protocol.Chunks([fingerprint.chunk(outputs[j], c) for j, c in picked]).message(), tmp_path)
    received = protocol.Chunks.read(reply, lengths)
    failed = [(names[j], c) for (j, c), values in zip(picked, received)
              if not (fingerprint.same_bytes(committed[j], c, values)
                      and fingerprint.describes(committed[j], c, values, seed))]
    assert not failed, failed
    assert {names[j] for j, _ in picked} == set(names) - {"zero elements"}
