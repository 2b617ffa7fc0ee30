"""Round 24a, emulated (``attacks24a``): the product's trial, describe and audit handlers, its reading of the replies,
its trusted clock and trial checks, on this process's CPU time (one torch thread, one attempt of 3 trials each). About 25 s here.

The round's FOOLED cases were xfails asserting the secure behaviour; held since 1f79d8e0 (a dense output hashed in its
memory order, both sides described and audited in the compiled side's order, every chunk digest personalised), they
are plain tests: an honest pass whose output is a permuted view where eager's is contiguous is scored at its call; the
digests cost alike whatever the layout; a liar returning contiguous where eager returns a transpose saves nothing and is
held as its control; one repeating the digest of an expand's first chunk is convicted at the audit. Plain tests too:
the controls, the honest twin, the liars' values and digests, the audits' chunk sampling (the partial lie)."""

from __future__ import annotations

import math
import statistics
import time

import pytest
import torch

from pytest_passnet import fingerprint, measure, pipeline
from pytest_passnet.result import Status
from tests.adversarial.redteam.round24a import attacks24a

# A liar is held where it is scored no more than this many times faster than its control (the same lie answered as
# the reference child answers; round 22a's factor).
HELD_FACTOR = 3.0
# Or where the clock holds it to this share of the call it timed (round 21a's): its control's call, timed in a case of
# its own, may differ from its own by the host's state (5.4 against 26.7 ms in one run of ``attacks24a``).
HELD_SHARE = measure.UNRESOLVED_SHARE / 2
# An honest pass is scored near its call where the clock raises it by no more than the slack the clock itself allows
# two children's overheads (measure.OVERHEAD_SLACK on the CPU, as a share of the call).
NEAR_CALL = 1 + measure.OVERHEAD_SLACK["cpu"]
TRIALS = 3  # an attempt of 3 trials (the CPU's default is 5): the median of 3 is as robust to one slow trial


def _outcome(name: str) -> attacks24a.Outcome:
    cases = {**attacks24a.HONEST, **attacks24a.LIARS, **attacks24a.CONTROLS}
    return attacks24a.run_case(name, cases[name], "cpu", retries=0, trials=TRIALS)


@pytest.fixture(scope="module")
def outcomes():
    """Each case's one attempt, made once for the module."""
    made = {}

    def outcome(name: str) -> attacks24a.Outcome:
        if name not in made:
            made[name] = _outcome(name)
        return made[name]

    return outcome


def _raise(outcome: attacks24a.Outcome) -> float:
    clock = outcome.measurement.attempts[-1].clock
    return clock.bound_ms / clock.claimed_ms


@pytest.mark.slow
def test_an_honest_pass_in_eager_s_layout_is_scored_at_its_call(outcomes):
    honest = outcomes("esb_honest")
    assert honest.status is Status.CORRECT and _raise(honest) <= NEAR_CALL, honest.line()


@pytest.mark.slow
def test_an_honest_pass_returning_a_permuted_view_is_scored_near_its_call(outcomes):
    """Held since 1f79d8e0 (memory-order digests); was FOOLED (high, a false conviction in the plugin): the digests of
    a permuted output cost the pass's child several times eager's contiguous one (one strided copy), since b55ffe2c the
    bulk of h, and the clock read the difference as the call's. Now the view is hashed where it lies, without a copy."""
    honest = outcomes("sequence_first_honest")
    assert honest.status is Status.CORRECT and _raise(honest) <= NEAR_CALL, honest.line()


def test_the_digests_cost_alike_whatever_the_layout():
    """The clock's premise, on the product's own ``trial_digests``: one output's answer costs alike within the slack
    the clock allows two children, whatever its layout (same values, same bytes hashed, each where it lies). Held since
    1f79d8e0 (memory-order digests); was FOOLED: a permuted view's digests cost 2.8x the contiguous output's (CPU time,
    one thread; 4.7-6.5x on two), its strided copy in the span."""
    e, s, b = attacks24a.ESB
    values = torch.randn(s, b, e)
    layouts = {"contiguous": values.permute(2, 0, 1).contiguous(), "permuted": values.permute(2, 0, 1)}
    costs = {}
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        for name, output in layouts.items():
            staging, orders = fingerprint.Staging(), fingerprint.memory_orders((output,))
            fingerprint.trial_digests((output,), orders, 1, staging)
            times = []
            for seed in range(2, 7):
                started = time.process_time()
                fingerprint.trial_digests((output,), orders, seed, staging)
                times.append((time.process_time() - started) * 1000)
            costs[name] = statistics.median(times)
    finally:
        torch.set_num_threads(threads)
    sequence_first = fingerprint.memory_orders((layouts["permuted"],))
    assert sequence_first == [[1, 2, 0]]
    assert fingerprint.trial_digests((layouts["permuted"],), sequence_first, 1, fingerprint.Staging()) == (
        fingerprint.trial_digests((layouts["contiguous"],), sequence_first, 1, fingerprint.Staging()))
    assert costs["permuted"] <= NEAR_CALL * costs["contiguous"], costs


def _fooled(liar: attacks24a.Outcome, control: attacks24a.Outcome) -> bool:
    return liar.status is Status.CORRECT and liar.speedup > HELD_FACTOR * max(control.speedup, 1e-9)


def _held_as_its_lie(outcome: attacks24a.Outcome) -> bool:
    return outcome.status is not Status.CORRECT or outcome.speedup < 10


@pytest.mark.parametrize("control", sorted(attacks24a.CONTROLS))
@pytest.mark.slow
def test_the_same_lie_answered_as_eager_is_held(outcomes, control):
    """One attempt measures the compiled side, then eager's: a burst of load in eager's alone raises its h and with it
    the allowance (a local CI: 13.2x at h 24.4 ms, the estimate 1.2 ms of an 8.2 ms call). The module's attempts run
    without the product's retries, so the test measures such a control once more: a clock that does not hold the lie
    fails both."""
    held = outcomes(control)
    if not _held_as_its_lie(held):
        held = _outcome(control)
    assert _held_as_its_lie(held), held.line()


@pytest.mark.slow
def test_a_pass_returning_contiguous_where_eager_transposes_is_held_as_its_control(outcomes):
    """Held since 1f79d8e0 (memory-order digests); was FOOLED (medium-high): a pass returning contiguous where eager
    returns a transpose saved the strided copy the reference child's digests paid inside the span (round 21a's (b),
    held by the description's cost until b55ffe2c); padded, a 1000x claim stood. Eager's transpose is hashed where it
    lies now: the liar saves nothing to pad by."""
    liar, control = outcomes("contiguous_where_eager_transposes"), outcomes("transposed_as_eager")
    held_to_its_call = liar.measurement.attempts[-1].clock.bound_ms >= HELD_SHARE * statistics.median(liar.calls)
    assert not _fooled(liar, control) or held_to_its_call, (liar.line(), control.line())


@pytest.mark.slow
def test_a_pass_repeating_an_expand_s_digest_is_convicted_at_the_audit(outcomes):
    """Held since 1f79d8e0 (personalised digests); was FOOLED (medium): a pass whose output's chunks are the same bytes
    (an expand) hashed one and repeated its digest, the product's exactly, where the reference child copies and hashes
    all 64; padded, a 1000x claim stood. Each chunk's digest is personalised with its index now: the repeated one is
    chunk 0's alone, and every audited chunk but the first is not the bytes committed to."""
    liar, control = outcomes("expand_digests_deduplicated"), outcomes("expanded_as_eager")
    assert liar.status is Status.CHEAT_DETECTED and liar.stopped is not None, liar.line()
    assert "not the bytes the timed call committed to" in str(liar.stopped), liar.line()
    assert not _fooled(liar, control), (liar.line(), control.line())


def test_the_liars_return_eager_s_values_and_only_the_first_repeated_digest_is_the_product_s():
    """Each liar returns eager's values. The expand liar's repeated digest was the product's for every chunk at the
    round; held since 1f79d8e0 (personalised digests): it is chunk 0's alone."""
    x = attacks24a.EXPANDED.tensors()
    for tensor in x.values():
        tensor.normal_()
    expanded = attacks24a.EXPANDED.call(x)
    orders = fingerprint.memory_orders(expanded)
    (repeated,), (product,) = (attacks24a.dedupe_digests(expanded, orders, 9, None),
                               fingerprint.trial_digests(expanded, orders, 9, fingerprint.Staging()))
    assert len(repeated) == len(product) == attacks24a.HEADS
    assert repeated[0] == product[0] and not set(repeated[1:]) & set(product[1:])
    x = attacks24a.TRANSPOSED.tensors()
    for tensor in x.values():
        tensor.normal_()
    (eager,), (liar,) = attacks24a.TRANSPOSED.call(x), attacks24a.contiguous_call(x)
    assert liar.is_contiguous() and not eager.is_contiguous() and torch.equal(eager, liar)


def test_a_large_output_s_audit_samples_its_chunks():
    """Held (low): a trial may commit other bytes' digests for chunks of a large output and describe the true ones
    after the span; an audited trial catches it only where it picks one of them. For 64 MiB of float32 (64 chunks, 8
    picked), lying on 8 chunks of each of 3 trials of 5 (every trial audited on the CPU: the median moves by an eighth
    of the output's work) escapes with a chance of 3 %, on 1 chunk 67 % (a 64th of the work)."""
    output = torch.empty(1 << 24)
    length = fingerprint.chunk_length(output.numel(), output.element_size())
    count = -(-output.numel() // length)
    entry = [output.numel(), length, [0.0] * count]
    picked = pipeline._pick_chunks([entry], (output,))
    take = len(picked)
    assert (count, take) == (64, 8)

    def escapes(lied: int, trials: int) -> float:
        return (math.comb(count - lied, take) / math.comb(count, take)) ** trials

    assert escapes(8, 3) < 0.05 and escapes(1, 3) > 0.6
