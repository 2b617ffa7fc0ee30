"""Round 25e, MIXED_OUTPUTS_CAP: ``pipeline._described_elsewhere`` (f74deb90) is one flag for the whole side, set where
**any** output was described in a permuted order the compiled side chose; the cap it arms
(``measure.bound_by_trusted_clock``: eager's description counted for at most h in a conviction's allowance) then
applies to eager's description of **every** output.

An honest pass with two outputs: output 0 small and returned as a dense transposed view where eager's is contiguous
(a kernel that writes the transposed layout: its order is ``[1, 0]``, which f74deb90 reads as chosen), output 1 round
25c's honest gapped float16 permute where eager's output is contiguous (held since 127739d9 alone: both orders
logical, the description uncapped). Together the second output's copy inside the span is judged against h alone, as
round 25c's was before 127739d9.

Emulated as round 25d's ``layouts25d`` (process CPU time of the product's ``trial_digests`` and ``trial_description``,
the product's ``_orders_to_describe`` and ``_described_elsewhere``), with tuples of outputs. Scored by
``measure.bound_by_trusted_clock``.

    python -m tests.adversarial.redteam.round25e.mixed25e [case ...]
"""

from __future__ import annotations

import json
import secrets
import sys
from dataclasses import replace

import torch

from pytest_passnet import measure, pipeline, protocol
from pytest_passnet.fingerprint import Staging, memory_orders, trial_description, trial_digests
from tests.adversarial.redteam.round25d.layouts25d import ROUND_TRIP_MS, TRIALS, _clock, _layouts

SMALL = 64  # output 0: [64, 64] float16, 8 KiB


def _outputs(case: str, dtype: torch.dtype) -> tuple[tuple, tuple]:
    """(eager's outputs, the pass's outputs). ``mixed``: a small transposed output beside round 25c's gapped one;
    ``gapped_alone``: round 25c's gapped output alone (the control, held since 127739d9); ``transposed_alone``: the
    small transposed output alone (no copy anywhere: the cap armed, nothing to convict)."""
    eager_gapped, pass_gapped = _layouts("contiguous_eager", dtype)
    eager_small, pass_small = torch.empty(SMALL, SMALL, dtype=dtype), torch.empty(SMALL, SMALL, dtype=dtype).t()
    if case == "gapped_alone":
        return (eager_gapped,), (pass_gapped,)
    if case == "transposed_alone":
        return (eager_small,), (pass_small,)
    return (eager_small, eager_gapped), (pass_small, pass_gapped)


class Side:
    """``layouts25d.Side`` for a tuple of outputs: each ``source`` written into its ``view`` (the call), the product's
    digests in the side's memory orders inside the span, the description after it in ``_orders_to_describe``'s."""

    def __init__(self, views: tuple, sources: tuple, values: tuple):
        self.views, self.sources = views, sources
        for source, value in zip(sources, values):
            source.copy_(value)
        self.staging = Staging()
        self.claims, self.spans, self.described, self.hashed_in, self.elsewhere = [], [], [], [], False
        self._call()
        trial_digests(views, memory_orders(views), 1, self.staging)  # its staging made, as after a warm-up

    def _call(self) -> None:
        for view, source in zip(self.views, self.sources):
            view.copy_(source)

    def trial(self, i: int, plan: pipeline.Trials) -> None:
        seed = secrets.randbits(63)
        started = _clock()
        self._call()
        called = _clock()
        orders = memory_orders(self.views)
        digests = trial_digests(self.views, orders, seed, self.staging)
        answered = _clock()
        self.claims.append(called - started)
        self.spans.append(answered - started + ROUND_TRIP_MS)
        trial = protocol.TrialDone(called - started, None, digests, orders, [])
        described_in = pipeline._orders_to_describe(plan, i, trial)
        started = _clock()
        trial_description(self.views, described_in, seed, self.staging)
        self.described.append(_clock() - started)
        self.elsewhere = self.elsewhere or pipeline._described_elsewhere(described_in, trial.orders)  # as ``_drive``
        self.hashed_in.append(orders)

    def timing(self) -> measure.SideTiming:
        return measure.SideTiming(self.claims, None, self.spans, self.described, None, self.elsewhere)


def case(name: str, dtype: torch.dtype = torch.float16, trials: int = TRIALS) -> dict:
    """One attempt of ``trials`` trials a side (compiled first, as ``_drive``), scored, and again with eager's
    description uncapped (``described_elsewhere`` False)."""
    eager_views, pass_views = _outputs(name, dtype)
    eager_sources, pass_sources = _outputs(name, dtype)
    values = tuple(torch.randn(view.shape).to(dtype) for view in eager_views)
    compiled, eager = Side(pass_views, pass_sources, values), Side(eager_views, eager_sources, values)
    compiled_plan = pipeline.Trials([0] * trials, {})
    for i in range(trials):
        compiled.trial(i, compiled_plan)
    plan = pipeline.Trials([0] * trials, {}, hashed_in=compiled.hashed_in)
    for i in range(trials):
        eager.trial(i, plan)
    bound = measure.bound_by_trusted_clock(compiled.timing(), eager.timing())
    uncapped = measure.bound_by_trusted_clock(compiled.timing(), replace(eager.timing(), described_elsewhere=False))
    raised = bound.bound_ms - bound.claimed_ms
    return {"case": name, "dtype": str(dtype), "pass_orders": memory_orders(pass_views),
            "eager_orders": memory_orders(eager_views), "described_elsewhere": eager.elsewhere,
            "claim": round(bound.claimed_ms, 2), "bound": round(bound.bound_ms, 2), "h": round(bound.overhead_ms, 2),
            "eager_described": round(sorted(eager.described)[trials // 2], 2), "raise": round(raised, 2),
            "raise_in_h": round(raised / max(bound.overhead_ms, 1e-9), 2),
            "conviction_allowance": round(bound.conviction_allowance_ms, 2),
            "uncapped_conviction_allowance": round(uncapped.conviction_allowance_ms, 2),
            "convicted": bound.false_claim, "convicted_uncapped": uncapped.false_claim}


CASES = ("mixed", "gapped_alone", "transposed_alone")

if __name__ == "__main__":
    for name in sys.argv[1:] or CASES:
        print(json.dumps(case(name)), flush=True)
