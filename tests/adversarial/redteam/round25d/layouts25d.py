"""Round 25d, 127739d9's ``SideTiming.described_elsewhere`` against an honest pass's layout (emulated in this process, as
round 25c's ``layouts25c``: process CPU time of the product's own ``trial_digests`` and ``trial_description``).

127739d9 caps eager's description at h in a conviction's allowance wherever eager described in another order than its
own (``pipeline._drive``: ``elsewhere = orders != trial.orders``). Round 25c's honest gapped output was convicted where
eager's output is contiguous; the fix holds it because both orders are then the logical one. Here **eager's output is a
dense permuted view** (``y.t()``, a fused QKV's ``transpose(1, 2)``: very common graph tails), and the honest pass
computes the same values into a padded buffer and returns the same view of it, with gaps: its order is the logical one
(``memory_order``), so eager describes in the logical order, not its own, and the cap applies again; the honest
child's copy of its gapped output inside its span is what round 25c measured.

Each trial, compiled side first (as ``_drive``): the call (the values written into the output's memory from a source
laid out as it is, timed as a child's timer does), the digests in the side's memory orders (``memory_orders``), the
span the two plus ``ROUND_TRIP_MS``; then the description in the orders ``pipeline._orders_to_describe`` picks (the
product's own function: the compiled side's for eager) and ``described_elsewhere`` as ``_drive`` sets it. Scored by
``measure.bound_by_trusted_clock``.

    python -m tests.adversarial.redteam.round25d.layouts25d [case ...]
"""

from __future__ import annotations

import json
import secrets
import sys
import time
from dataclasses import replace

import torch

from pytest_passnet import measure, pipeline, protocol
from pytest_passnet.fingerprint import Staging, memory_orders, trial_description, trial_digests

TRIALS = 5
ROUND_TRIP_MS = 0.3
SIDE = 4096  # 32 MiB of float16, 16 MiB of bool


def _clock() -> float:
    return time.process_time() * 1000  # every thread of this process: the digests hash on a pool


def _layouts(case: str, dtype: torch.dtype) -> tuple[torch.Tensor, torch.Tensor]:
    """(eager's output, the pass's output) of one logical shape: eager's dense (permuted, or contiguous for round
    25c's control), the pass's the same view of a buffer with gaps (or eager's own layout, for the clean control)."""
    if case == "fused_k_transposed":  # attention's k^T: [B, S, H, D] as [B, H, D, S]; the pass's k of a fused QKV
        return (torch.empty(4, 1024, 16, 64, dtype=dtype).permute(0, 2, 3, 1),
                torch.empty(4, 1024, 3, 16, 64, dtype=dtype)[:, :, 1].permute(0, 2, 3, 1))
    if case == "fused_qkv":  # q of [B, S, H, D] as [B, H, S, D]; the pass's q of a fused [B, S, 3, H, D]
        return (torch.empty(8, 1024, 16, 64, dtype=dtype).transpose(1, 2),
                torch.empty(8, 1024, 3, 16, 64, dtype=dtype).permute(2, 0, 3, 1, 4)[0])
    if case == "transposed_eager_clean_pass":  # control: the pass returns eager's own dense transposed view
        return torch.empty(SIDE, SIDE, dtype=dtype).t(), torch.empty(SIDE, SIDE, dtype=dtype).t()
    padded = torch.empty(SIDE, SIDE + 64, dtype=dtype)[:, :SIDE]
    if case == "contiguous_eager":  # round 25c's gapped_permute: eager's output contiguous (held since 127739d9)
        return torch.empty(SIDE // 64, SIDE, 64, dtype=dtype), padded.view(SIDE, 64, SIDE // 64).permute(2, 0, 1)
    if case == "permuted_eager":  # round 25c's gapped_permute with eager's output the same permute, dense
        return (torch.empty(SIDE, SIDE, dtype=dtype).view(SIDE, 64, SIDE // 64).permute(2, 0, 1),
                padded.view(SIDE, 64, SIDE // 64).permute(2, 0, 1))
    return torch.empty(SIDE, SIDE, dtype=dtype).t(), padded.t()  # "transposed_eager"


class Side:
    """One side's trials: ``source`` written into ``view``'s memory (the call: a kernel that walks its memory in order),
    then the product's digests in the side's memory orders; the description after, in ``_orders_to_describe``'s."""

    def __init__(self, view: torch.Tensor, source: torch.Tensor, values: torch.Tensor):
        self.view = view
        self.source = source  # laid out as the view: a kernel that writes its memory in order
        self.source.copy_(values)
        self.staging = Staging()
        self.claims, self.spans, self.described, self.hashed_in, self.elsewhere = [], [], [], [], False
        self.view.copy_(self.source)
        trial_digests((view,), memory_orders((view,)), 1, self.staging)  # its staging made, as after a warm-up

    def trial(self, i: int, plan: pipeline.Trials) -> None:
        seed = secrets.randbits(63)
        started = _clock()
        self.view.copy_(self.source)
        called = _clock()
        orders = memory_orders((self.view,))
        digests = trial_digests((self.view,), orders, seed, self.staging)
        answered = _clock()
        self.claims.append(called - started)
        self.spans.append(answered - started + ROUND_TRIP_MS)
        trial = protocol.TrialDone(called - started, None, digests, orders, [])
        described_in = pipeline._orders_to_describe(plan, i, trial)
        started = _clock()
        trial_description((self.view,), described_in, seed, self.staging)
        self.described.append(_clock() - started)
        self.elsewhere = self.elsewhere or pipeline._described_elsewhere(described_in, trial.orders)  # as ``_drive``
        self.hashed_in.append(orders)

    def timing(self) -> measure.SideTiming:
        return measure.SideTiming(self.claims, None, self.spans, self.described, None, self.elsewhere)


def case(name: str, dtype: torch.dtype = torch.float16, trials: int = TRIALS) -> dict:
    """One attempt of ``trials`` trials a side, scored; ``uncapped``: the same with eager's description uncapped (as
    ``described_elsewhere`` False would leave it)."""
    eager_view, pass_view = _layouts(name, dtype)
    eager_source, pass_source = _layouts(name, dtype)
    values = (torch.randn(eager_view.shape).to(dtype) if dtype.is_floating_point
              else torch.randint(0, 2, eager_view.shape).to(dtype))
    compiled, eager = Side(pass_view, pass_source, values), Side(eager_view, eager_source, values)
    compiled_plan = pipeline.Trials([0] * trials, {})
    for i in range(trials):
        compiled.trial(i, compiled_plan)
    plan = pipeline.Trials([0] * trials, {}, hashed_in=compiled.hashed_in)
    for i in range(trials):
        eager.trial(i, plan)
    bound = measure.bound_by_trusted_clock(compiled.timing(), eager.timing())
    uncapped = measure.bound_by_trusted_clock(compiled.timing(), replace(eager.timing(), described_elsewhere=False))
    raised = bound.bound_ms - bound.claimed_ms
    return {"case": name, "dtype": str(dtype), "mib": eager_view.numel() * eager_view.element_size() >> 20,
            "eager_order": memory_orders((eager_view,))[0], "pass_order": memory_orders((pass_view,))[0],
            "described_elsewhere": eager.elsewhere, "claim": round(bound.claimed_ms, 2), "bound": round(bound.bound_ms, 2),
            "h": round(bound.overhead_ms, 2), "eager_described": round(sorted(eager.described)[trials // 2], 2),
            "raise": round(raised, 2), "raise_in_h": round(raised / max(bound.overhead_ms, 1e-9), 2),
            "conviction_allowance": round(bound.conviction_allowance_ms, 2),
            "uncapped_conviction_allowance": round(uncapped.conviction_allowance_ms, 2),
            "convicted": bound.false_claim, "convicted_uncapped": uncapped.false_claim}


CASES = {"permuted_eager": torch.float16, "permuted_eager_bool": torch.bool, "permuted_eager_f32": torch.float32,
         "fused_k_transposed": torch.float16, "fused_qkv": torch.float16, "transposed_eager": torch.float16,
         "contiguous_eager": torch.float16, "contiguous_eager_bool": torch.bool,
         "transposed_eager_clean_pass": torch.float16}


if __name__ == "__main__":
    for name in sys.argv[1:] or CASES:
        print(json.dumps(case(name.removesuffix("_bool").removesuffix("_f32"), CASES[name])), flush=True)
