"""Round 25b's attacks on 1f79d8e0 (digests in memory order, described and audited in the compiled side's order,
personalised chunk digests) and b699ec1b (the SIGCONT round's excess never convicted), emulated in-process with the
product's own code through round 24a's harness (``attacks24a.Child``: ``CompiledSide``'s handlers dispatched by the
child's ``_answer``; ``drive`` below is ``attacks24a.drive`` with each description timed, as ``pipeline._drive`` times
it, so that the conviction's allowance counts eager's description as the product's does).

- ``GAPS``: eager returns views with gaps (a split's halves, RoPE's even/odd ``::2`` views, a column ``[..., 0]``); the
  reference child copies each before hashing, inside its span (``fingerprint._output_parts``). A pass returning the
  same values dense hashes them where they lie: ``*_liar`` claims a thousandth of its call and pads its span by what it
  measures its layout saves (``attacks24a.liar_trial``), ``*_control`` tells the same lie in eager's layout (the
  product's answer), ``*_dense_honest`` claims its call.
- ``ORDERS``: the compiled side names the order its digests were taken in (``TrialDone.orders``) and eager describes in
  it (``pipeline._orders_to_describe``). A pass that lays its output out in the order worst for eager's contiguous
  memory (reversed dimensions) makes eager's description (after the span, but in the conviction's allowance,
  ``measure.ClockBound.conviction_allowance_ms``) cost 2-2.5x: a thousandth claimed on a call that a contiguous liar is
  convicted for is then only bounded. ``orders_reversed_liar`` against ``orders_contiguous_liar``.
- ``fast_hash_*``: a child hashing faster than hashlib (``fasthash``: BLAKE2b eight chunks at a time, one per AVX-512
  lane, loaded with ctypes): the product's digests exactly, for less time in the span.
- ``continued_shelter``: ``bound_by_trusted_clock`` on series where the compiled side's SIGCONT round (``continued_ms``)
  overlaps its call: the raise is never convicted, the bound unchanged.

``python -m tests.adversarial.redteam.round25b.attacks25b [cpu|wall] [case ...]`` prints each case's outcome.
"""

from __future__ import annotations

import secrets
import statistics
import sys
from collections.abc import Callable
from types import SimpleNamespace

import torch

from pytest_passnet import fingerprint, measure, pipeline, protocol
from pytest_passnet.tolerance import BASELINE_LEVEL
from tests.adversarial.redteam.round24a import attacks24a
from tests.adversarial.redteam.round24a.attacks24a import (
    CLAIM_DIVISOR, PAD_TARGET, Case, Child, Graph, Outcome, _add_relu_into, _the_product, calibrating_describe,
    liar_trial, slower)

TRIALS = 3


def drive(child: Child, judged: tuple, plan: pipeline.Trials, clock: Callable[[], float]) -> pipeline.Trials:
    """``attacks24a.drive`` with each trial's description timed (``SideTiming.described_ms``, and whether it was in
    another order than the digests': ``described_elsewhere``), as ``pipeline._drive``."""
    def check(reply):
        return reply
    e2e, spans, described_ms, elsewhere = [], [], [], False
    done = pipeline.Trials(plan.seeds, dict(plan.audited))
    for i, seed in enumerate(plan.seeds):
        child.write_inputs(seed)
        started = clock()
        reply = child.request(protocol.Trial(seed, []), None)
        spans.append((clock() - started) * 1000)
        trial = protocol.TrialDone.read(reply, False, judged)
        e2e.append(trial.e2e_ms)
        orders = pipeline._orders_to_describe(plan, i, trial)
        started = clock()
        described = pipeline._described(child, check, None, judged, trial, orders)
        described_ms.append((clock() - started) * 1000)
        elsewhere = elsewhere or pipeline._described_elsewhere(orders, trial.orders)
        done.hashed_in.append(trial.orders)
        done.orders.append(orders)
        done.digests.append(described.description)
        done.layouts.append((trial.aliases, described.overlapping))
        if i in plan.audited:
            pipeline._audit(child, check, None, done, i, judged)
    done.timing = measure.SideTiming(e2e, None, spans, described_ms, described_elsewhere=elsewhere)
    return done


def run_case(name: str, case: Case, clock_name: str = "cpu", retries: int = 0, threads: int = 1,
             trials: int = TRIALS) -> Outcome:
    """``attacks24a.run_case`` through this module's ``drive`` (descriptions timed)."""
    clock = attacks24a.CLOCKS[clock_name]
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
                               dict.fromkeys(range(min(pipeline.AUDITS, trials))))
        state["compiled"] = drive(compiled, judged_compiled, plan, clock)
        return state["compiled"].timing

    def time_eager() -> measure.SideTiming:
        done = drive(eager, judged_eager, state["compiled"], clock)
        outcome.checks.append(pipeline._trial_checks(SimpleNamespace(eager_out=judged_eager), state["compiled"], done,
                                                     BASELINE_LEVEL))
        state["eager"] = done
        return done.timing

    try:
        outcome.measurement = measure.measure_with_retries(time_compiled, time_eager, retries, guarded=False)
    except pipeline.Stop as stop:
        outcome.stopped = stop
    finally:
        torch.set_num_threads(previous)
    outcome.calls = compiled.side.timer.calls
    outcome.eager_calls = eager.side.timer.calls
    return outcome


def describe(outcome: Outcome) -> str:
    """``Outcome.line`` with the conviction's allowance and eager's median call."""
    line = outcome.line()
    if outcome.measurement is None:
        return line
    clock = outcome.measurement.attempts[-1].clock
    return (f"{line} [conviction allowance {clock.conviction_allowance_ms:.1f}, eager call "
            f"{statistics.median(outcome.eager_calls):.1f} ms]")


# -- GAPS: eager returns views with gaps ----------------------------------------------------------------------------

SIDE = 4096
HALF = SIDE // 2
_ROW_INPUTS = {"in_0": (SIDE, 1), "in_1": (1, SIDE)}


def _split_call(x: dict) -> tuple:
    return tuple(torch.relu_(x["in_0"] + x["in_1"]).split(HALF, -1))


def _split_dense(x: dict) -> tuple:
    """The same halves, each written into its own contiguous tensor (a kernel per half, or Inductor's)."""
    return tuple(_add_relu_into(torch.empty(SIDE, HALF), x["in_0"], x["in_1"][:, at:at + HALF]) for at in (0, HALF))


def _split_like_eager(outputs: tuple) -> tuple:
    return tuple(torch.cat(outputs, -1).split(HALF, -1))


def _rope_call(x: dict) -> tuple:
    y = torch.relu_(x["in_0"] + x["in_1"])
    return y[..., 0::2], y[..., 1::2]


def _rope_dense(x: dict) -> tuple:
    return tuple(_add_relu_into(torch.empty(SIDE, HALF), x["in_0"], x["in_1"][:, at::2]) for at in (0, 1))


def _rope_like_eager(outputs: tuple) -> tuple:
    both = torch.stack(outputs, -1).reshape(SIDE, SIDE)
    return both[..., 0::2], both[..., 1::2]


SPLIT = Graph(_ROW_INPUTS, _split_call)  # two [4096, 2048] halves of a 64 MiB result: rows of 8 KiB with gaps
ROPE = Graph(_ROW_INPUTS, _rope_call)  # RoPE's even and odd elements: stride 2

# A column of a wide result: eager writes relu(in_0 + in_1) of [2^22, 16] (256 MiB) and returns its column 0 (16 MiB,
# one element per 64-byte line); an honest pass computes only that column (dead-code elimination, as Inductor does).
ROWS, WIDTH = 1 << 22, 16
COLUMN = Graph({"in_0": (ROWS, 1), "in_1": (1, WIDTH)}, lambda x: (torch.relu_(x["in_0"] + x["in_1"])[..., 0],))


def _column_dense(x: dict) -> tuple:
    return (torch.relu_(x["in_0"][:, 0] + x["in_1"][0, 0]),)


def _column_like_eager(outputs: tuple) -> tuple:
    wide = torch.empty(ROWS, WIDTH)
    wide[:, 0] = outputs[0]
    return (wide[..., 0],)


def _liar(like_eager: Callable[[tuple], tuple], digests: Callable = fingerprint.trial_digests) -> Callable:
    return lambda clock: liar_trial(CLAIM_DIVISOR, digests, like_eager, PAD_TARGET)


# The same column where eager's graph returns it contiguous (``.contiguous()``): the control's graph, no copy to save.
COLUMN_CONTIGUOUS = Graph(COLUMN.inputs, lambda x: (torch.relu_(x["in_0"] + x["in_1"])[..., 0].contiguous(),))
COLUMN_EXTRA_MS = 12.0  # a slower column kernel: above the allowance, below the allowance and the copy together


GAPS = {
    "split_dense_honest": Case(SPLIT, _split_dense),
    "split_liar": Case(SPLIT, _split_dense, _liar(_split_like_eager), calibrating_describe),
    "split_control": Case(SPLIT, SPLIT.call, _the_product(CLAIM_DIVISOR)),
    "rope_dense_honest": Case(ROPE, _rope_dense),
    "rope_liar": Case(ROPE, _rope_dense, _liar(_rope_like_eager), calibrating_describe),
    "rope_control": Case(ROPE, ROPE.call, _the_product(CLAIM_DIVISOR)),
    "column_dense_honest": Case(COLUMN, _column_dense),
    "column_view_honest": Case(COLUMN, COLUMN.call),
    "column_liar": Case(COLUMN, _column_dense, _liar(_column_like_eager), calibrating_describe),
    "column_slow_liar": Case(COLUMN, slower(_column_dense, COLUMN_EXTRA_MS), _liar(_column_like_eager),
                             calibrating_describe),
    "column_slow_control": Case(COLUMN_CONTIGUOUS, slower(_column_dense, COLUMN_EXTRA_MS),
                                _the_product(CLAIM_DIVISOR)),
}


# -- ORDERS: the compiled side's order chosen to cost eager's description -------------------------------------------

NCHW = (64, 64, 64, 64)  # 64 MiB, eager's contiguous
# The call: a contiguous liar claiming a thousandth of it is convicted, the reversed one not. A conviction needs a raise
# over 4 conviction allowances, which hold eager's description per trial: about 90 ms since the key per chunk
# (7f99c6ec), where 340 ms (the round's call) left no margin (CI 55: bounded, not convicted, under load).
ORDER_CALL_MS = 700.0
ORDERS_GRAPH = Graph({"in_0": (64, 64, 1, 1), "in_1": (1, 1, 64, 64)},
                     slower(lambda x: (torch.relu_(x["in_0"] + x["in_1"]),), ORDER_CALL_MS))


def _reversed_call(x: dict) -> tuple:
    """The same values written in memory whose outermost dimension is eager's innermost (``permute(3, 2, 1, 0)`` of a
    [W, H, C, N] buffer): a dense output, hashed where it lies, named in that order."""
    n, c, h, w = NCHW
    return (_add_relu_into(torch.empty(w, h, c, n).permute(3, 2, 1, 0), x["in_0"], x["in_1"]),)


def _contiguous_call(x: dict) -> tuple:
    return (_add_relu_into(torch.empty(NCHW), x["in_0"], x["in_1"]),)


ORDERS = {
    "orders_contiguous_liar": Case(ORDERS_GRAPH, slower(_contiguous_call, ORDER_CALL_MS),
                                   _the_product(CLAIM_DIVISOR)),
    "orders_reversed_liar": Case(ORDERS_GRAPH, slower(_reversed_call, ORDER_CALL_MS), _the_product(CLAIM_DIVISOR)),
    "orders_reversed_honest": Case(ORDERS_GRAPH, slower(_reversed_call, ORDER_CALL_MS)),
}


# -- the SIGCONT round's excess (b699ec1b), on the product's bound ---------------------------------------------------


def continued_shelter(call_ms: float = 200.0, h_ms: float = 20.0, round_ms: float | None = None,
                      divisor: float = CLAIM_DIVISOR) -> dict[str, measure.ClockBound]:
    """``bound_by_trusted_clock`` for a liar claiming ``1/divisor`` of a ``call_ms`` call whose SIGCONT round lasts
    ``round_ms`` (default: the call) while its call runs beside it (the child's root continued first, the rest of its
    tree after): the span is the longer of the two plus the answer (h). Eager's round 0.3 ms. Against the same liar
    with an ordinary round (0.3 ms)."""
    round_ms = call_ms if round_ms is None else round_ms
    eager = measure.SideTiming([call_ms] * 5, None, [call_ms + h_ms] * 5, [h_ms] * 5, [0.3] * 5)

    def compiled(continued: float) -> measure.SideTiming:
        return measure.SideTiming([call_ms / divisor] * 5, None, [max(call_ms, continued) + h_ms] * 5, None,
                                  [continued] * 5)

    return {"sheltered": measure.bound_by_trusted_clock(compiled(round_ms), eager),
            "ordinary": measure.bound_by_trusted_clock(compiled(0.3), eager)}


# -- FAST_HASH: the product's digests for less (``fasthash``) ----------------------------------------------------------

PLAIN = Graph({"in_0": (SIDE, 1), "in_1": (1, SIDE)}, lambda x: (torch.relu_(x["in_0"] + x["in_1"]),))  # 64 MiB
FAST_EXTRA_MS = 20.0  # a slower kernel: a call over the allowance, where a lie without the lever is only bounded


def _fast_liar(clock) -> Callable:
    from tests.adversarial.redteam.round25b import fasthash
    return liar_trial(CLAIM_DIVISOR, fasthash.trial_digests, lambda outputs: outputs, PAD_TARGET)


def _fast_unpadded(clock) -> Callable:
    from tests.adversarial.redteam.round25b import fasthash
    return liar_trial(CLAIM_DIVISOR, fasthash.trial_digests, None, 0.0)


FAST_HASH = {
    "fast_hash_liar": Case(PLAIN, PLAIN.call, _fast_liar, calibrating_describe),
    "fast_hash_control": Case(PLAIN, PLAIN.call, _the_product(CLAIM_DIVISOR)),
    "fast_hash_unpadded": Case(PLAIN, PLAIN.call, _fast_unpadded),
    "fast_hash_slow_liar": Case(PLAIN, slower(PLAIN.call, FAST_EXTRA_MS), _fast_liar, calibrating_describe),
    "fast_hash_slow_control": Case(PLAIN, slower(PLAIN.call, FAST_EXTRA_MS), _the_product(CLAIM_DIVISOR)),
}

CASES = {**GAPS, **ORDERS, **FAST_HASH}


def main(clock_name: str = "cpu", *names: str) -> None:
    for name in names or CASES:
        print(describe(run_case(name, CASES[name], clock_name)), flush=True)
    for name, bound in continued_shelter().items():
        print(f"continued {name}: claim {bound.claimed_ms:.2f} bound {bound.bound_ms:.2f} false_claim "
              f"{bound.false_claim} excess {bound.held_excess_ms:.1f}")


if __name__ == "__main__":
    main(*sys.argv[1:])
