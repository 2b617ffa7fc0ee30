"""Round 21a (cheap, in the normal suite): the trusted clock's calibration against what each child's trial answer
costs since the sketch and the digests (bca1110c, 072ac1b5), and the digests against honest outputs of every dtype
and layout. Emulated attempts in-process (``attacks21a``: both children's work per trial, the channel's reply, the
trusted side's checks and clock); the plugin run that confirms the first finding is ``attacks21a.plugin_run``
(README, Runs). Since the fix (README, after the round): the protocol requires the sketch, the answer reads each output
through one contiguous copy at most (``fingerprint.trial_digests`` inside the span and ``trial_description`` after it,
since round 22a's split), the overlap look tells views of one buffer apart by
their layouts (``watch.overlapping_outputs``), and an estimate below minus the allowance credits no speedup
(``measure.UNSEEN_CALL``); the tests below hold each.

Preconditions raise other than AssertionError.
"""

from __future__ import annotations

import math
import os
import threading
from pathlib import Path

import pytest
import torch

from pytest_passnet import fingerprint, measure, protocol
from pytest_passnet.sandbox.channel import Channel
from pytest_passnet.sandbox.child import watch
from pytest_passnet.sandbox.child.watch import overlapping_outputs
from tests.adversarial.redteam.round21a import attacks21a as a

SEEDS = list(range(21_000, 21_007))
AUDITED = (3,)  # every chunk of every output of this trial is sent and checked, as an audit's
# What a lie about a call of this length may gain, as a share of the call: UNRESOLVED_SHARE of an estimate within the
# noise of two children's overheads. The controls (the same lie answered as eager answers, on eager's layout) were
# held to 0.35-0.64 of the call in the emulated runs after the fix (README); a lie the clock cannot see is at 0.001.
HELD_SHARE = measure.UNRESOLVED_SHARE / 2


def _require(condition: bool, what: str) -> None:
    """A precondition: raises other than AssertionError, so that it fails the test, not the assertion."""
    if not condition:
        raise RuntimeError(f"precondition: {what}")


@pytest.mark.parametrize("liar", sorted(a.LIARS))
@pytest.mark.slow
def test_a_pass_answering_trials_for_less_than_eager_is_bounded(liar):
    """The secure behaviour: the claim is found false, the answers are refused or convicted, or the bound holds the
    lie to a share of its call (``HELD_SHARE``): the pass's answer saves far less than its call."""
    eager, compiled, clock = a.attempt_of(a.LIARS[liar], SEEDS, AUDITED)
    call_ms = a.median(compiled.calls)
    try:
        status, speedup, score = a.verdict(eager, compiled, clock, SEEDS, AUDITED)
    except protocol.MalformedMessage:
        return  # the answer refused: held
    _require(a.median(compiled.claims) < call_ms / 100, "the compiled side claimed a small share of its call")
    assert status != "correct" or clock.false_claim or clock.bound_ms >= HELD_SHARE * call_ms, (
        f"{liar}: a {call_ms:.1f} ms call claimed as {clock.claimed_ms * 1000:.1f} us, scored {clock.bound_ms * 1000:.1f}"
        f" us ({status}, speedup {speedup:.0f}, AS {score:.3g}): eager's overhead {clock.overhead_ms:.1f} ms a trial, "
        f"the trusted estimate of the call {clock.estimate_ms:.1f} ms")


def test_an_answer_without_the_sketch_is_refused():
    """The lean answer (``lean21a``: no sketch) is a malformed reply, whatever it claims: its description (after the
    span since round 22a)."""
    outputs = a.column_views(a.work)(a.column_inputs(0))
    reply, describe = a.lean_answer(outputs, 1, 5.0)
    digests = protocol.TrialDone.read(reply, False, outputs).digests
    with pytest.raises(protocol.MalformedMessage, match="a description entry is .* bucket sums, bucket L1s]"):
        protocol.Described.read(describe(), outputs, digests)


@pytest.mark.xfail(strict=False, reason="open since 615add14 (docs/trust.md section 7, round 24a's entry): views with gaps "
                                        "are copied before they are hashed, and BLAKE3 made the hash small beside the "
                                        "copy (16 MiB: copy 1.2 ms, hash 1.7 ms here): the honest views are scored "
                                        "slower by their copy, never convicted")
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


# -- after the round: what each part of the fix holds -------------------------------------------------------------


def _close(x, y) -> bool:
    if isinstance(x, list):
        return isinstance(y, list) and len(x) == len(y) and all(_close(p, q) for p, q in zip(x, y))
    if isinstance(x, float) and isinstance(y, float):
        return (math.isnan(x) and math.isnan(y)) or math.isclose(x, y, rel_tol=1e-12, abs_tol=1e-300)
    return x == y


@pytest.fixture
def one_thread():
    """Torch on one thread: two threads spin against each other on this shared 2-core host (30 ms of work, 1.2 s)."""
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(threads)


def test_the_commitment_is_the_keyed_fingerprint_whatever_the_layout(one_thread, monkeypatch):
    """The description and the digests (parts; a dense output in its memory order, one copy of any other output that is
    not contiguous), joined as the trusted side joins them, commit ``keyed``'s numbers for the outputs in those orders
    (up to the order of float64 sums), for every honest layout and for outputs of several parts (a chunk a part
    here)."""
    monkeypatch.setattr(fingerprint, "_PART_BYTES", {"cpu": fingerprint.CHUNK_BYTES})
    generator = torch.Generator().manual_seed(22)
    special = torch.randn(400_000, 2, generator=generator)
    special[[3, 300_000], 1] = torch.tensor([float("inf"), float("nan")])
    outputs = {**_honest_outputs(),
               "several parts, columns": torch.randn(700_000, 2, generator=generator)[:, 1],
               "several parts, transposed": torch.randn(900, 800, generator=generator).t(),
               "several parts, special chunks": special[:, 1],
               "permuted (copied in tiles)": torch.randn(8, 300, 500, generator=generator).permute(0, 2, 1),
               "contiguous with the negative bit": torch._neg_view(torch.randn(3000, generator=generator))}
    names, tensors = zip(*outputs.items())
    staging, orders = fingerprint.Staging(), fingerprint.memory_orders(tensors)
    ordered = tuple(fingerprint.in_order(tensor, order) for tensor, order in zip(tensors, orders))
    for seed in (5, 6):  # the staging's buffers reused
        committed = [[*entry, digests] for entry, digests in zip(
            fingerprint.trial_description(tensors, orders, seed, staging),
            fingerprint.trial_digests(tensors, orders, seed, staging))]
        keyed = fingerprint.keyed(ordered, seed, fingerprint.fingerprint(ordered))
        assert [name for name, mine, theirs in zip(names, committed, keyed) if not _close(mine, theirs)] == []
    assert len(committed[names.index("several parts, columns")][2]) == 3


def _marked(outputs) -> list[int]:
    """``overlapping_outputs`` with every shared storage compared byte by byte (the mark buffer)."""
    apart, watch._apart = watch._apart, lambda tensors: False
    try:
        return overlapping_outputs(outputs)
    finally:
        watch._apart = apart


def test_views_of_one_buffer_are_told_apart_by_their_layouts():
    """Columns, splits along either dimension and interleaved strides share no byte and need no mark buffer (eager
    paid one as large as the storage per trial: red team round 21a); the look finds what the mark buffer finds in
    every case, overlapping views included."""
    base = torch.randn(64, 12)
    apart = {
        "columns": base.unbind(1),
        "a split along the last dimension": base.split([5, 3, 4], dim=1),
        "a split along the first dimension": base.split([10, 54]),
        "interleaved halves": (base[:, 0::2], base[:, 1::2]),
        "a column beside a block": (base[:, :11], base[:, 11]),
        "int8 columns": torch.zeros(40, 3, dtype=torch.int8).unbind(1),
    }
    overlapping = {
        "two blocks sharing a column": (base[:, :5], base[:, 4:]),
        "the buffer and a column": (base, base[:, 3]),
        "a transposed block over a column": (base[:, 1:3], base[:12, 2:3].t()),
    }
    for name, outputs in apart.items():
        assert watch._apart(list(outputs)) and overlapping_outputs(outputs) == _marked(outputs) == [], name
    for name, outputs in overlapping.items():
        assert not watch._apart(list(outputs)) and overlapping_outputs(outputs) == _marked(outputs) != [], name


def _side(claims: float, spans: float, trials: int = 9) -> measure.SideTiming:
    return measure.SideTiming([claims] * trials, None, [spans] * trials)


def test_a_compiled_loop_quicker_than_eager_s_overhead_credits_no_speedup():
    """The compiled trials took 12 ms less than eager's overhead per trial (20 ms) alone, beyond the 10 ms allowed: the
    clock saw none of the call, and the claim (5 us against eager's 5 ms) is not credited: scored as eager's median,
    flagged, no verdict. Within the allowance of zero, the claim stands, flagged as unverified."""
    bound = measure.bound_by_trusted_clock(_side(0.005, 8.0), _side(5.0, 25.0))
    assert bound.unseen and bound.bound_ms == 5.0 and not bound.false_claim and bound.finding() is None
    assert [flag for flag in bound.flags() if "saw none of its call" in flag and "(no speedup)" in flag]
    within = measure.bound_by_trusted_clock(_side(0.005, 15.0), _side(5.0, 25.0))
    assert not within.unseen and within.bound_ms == within.claimed_ms
    assert [flag for flag in within.flags() if "too short for the trusted clock to see" in flag and "unverified" in flag]


def test_an_attempt_whose_call_the_clock_did_not_see_is_measured_again(monkeypatch):
    """Measured again while attempts are left (a load on eager's loop alone looks the same), and flagged where a later
    one is scored; the last attempt is scored as the bound says."""
    monkeypatch.delenv(measure.FLUCTUATION_ENV, raising=False)
    unseen, seen = _side(0.005, 8.0), _side(0.005, 26.0)
    sides = iter([unseen, seen])
    result = measure.measure_with_retries(lambda: next(sides), lambda: _side(5.0, 25.0), retries=2)
    assert result.attempts[0].unseen and result.attempts[0].fired.startswith(measure.UNSEEN_CALL)
    assert result.scored is result.attempts[1] and result.scored.clock.bound_ms >= 3.0
    assert result.rejections() == [f"{measure.TRUSTED_CLOCK} 1 of the 2 attempts were measured again: the trusted clock "
                                   "saw none of the compiled call in them (its trials took less time than the eager "
                                   "side's overhead per trial alone); scored on attempt 2"]
    last = measure.measure_with_retries(lambda: unseen, lambda: _side(5.0, 25.0), retries=1)
    assert [a.unseen for a in last.attempts] == [True, False] and last.scored.clock.bound_ms == 5.0
    assert not last.false_claim


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
    reply, describe = a.product_answer(outputs, seed, 1.0)
    trial = protocol.TrialDone.read(reply, False, outputs)
    committed = protocol.Described.read(describe(), outputs, trial.digests).description
    picked = [[j, c] for j, entry in enumerate(committed) for c in range(len(entry[2]))]
    lengths = [(outputs[j].dtype, min(committed[j][1], committed[j][0] - c * committed[j][1])) for j, c in picked]
    chunks = [fingerprint.chunk(fingerprint.in_order(outputs[j], trial.orders[j]), c) for j, c in picked]
    received = protocol.Chunks.read(_through_channel(protocol.Chunks(chunks).message(), tmp_path), lengths)
    failed = [(names[j], c) for (j, c), values in zip(picked, received)
              if not (fingerprint.same_bytes(committed[j], c, values, seed, j)
                      and fingerprint.describes(committed[j], c, values, seed, j))]
    assert not failed, failed
    assert {names[j] for j, _ in picked} == set(names) - {"zero elements"}
