"""Round 25c, 615add14's conviction threshold against an honest pass's layout (emulated in this process, process CPU
time of the product's own ``trial_digests`` and ``trial_description``): eager returns a contiguous output; the honest pass
computes the same values into a padded buffer and returns a permuted view of it with gaps (not dense: ``memory_order``
gives the logical order, and its child copies it through ``Staging`` inside the span). Each trial: the call (the values
written into the output from a source laid out as it is: a kernel that walks its memory in order; timed as a child's timer does), then the digests; the span is the two plus ``ROUND_TRIP_MS``. Scored by
``measure.bound_by_trusted_clock`` with eager's description per trial (capped at h in the conviction's allowance).

    python -m tests.adversarial.redteam.round25c.layouts25c [--blake2b] [case ...]

``--blake2b``: the digests hashed as before 615add14 (hashlib's BLAKE2b); each record also says whether the raise
would convict with eager's description uncapped in the allowance (as before 615add14).
"""

from __future__ import annotations

import hashlib
import json
import secrets
import sys
import time

import torch

from pytest_passnet import fingerprint, measure
from pytest_passnet.fingerprint import Staging, memory_orders, trial_description, trial_digests

TRIALS = 5
ROUND_TRIP_MS = 0.3
SIDE = 4096  # 64 MiB of float32


def _clock() -> float:
    return time.process_time() * 1000  # every thread of this process: the digests hash on a pool


def _gapped(dtype: torch.dtype, side: int, case: str) -> tuple[torch.Tensor, torch.Tensor]:
    """The honest pass's output memory (a view with gaps of a padded buffer) and eager's contiguous output of its shape."""
    base = torch.empty(side, side + 64, dtype=dtype)
    if case == "padded_slice":
        view = base[:, :side]
    elif case == "padded_transpose":
        view = base[:, :side].t()
    elif case == "fused_qkv":  # q of a fused [B, S, 3, H, D] projection, as [B, H, S, D]: the common fusion
        base = torch.empty(8, 1024, 3, 16, 64, dtype=dtype)
        view = base.permute(2, 0, 3, 1, 4)[0]
    else:  # "gapped_permute": a permuted view of a padded buffer
        view = base[:, :side].view(side, 64, side // 64).permute(2, 0, 1)
    return view, torch.empty(view.shape, dtype=dtype)


def side(output: torch.Tensor, source: torch.Tensor, trials: int = TRIALS) -> tuple[measure.SideTiming, list[float]]:
    """``trials`` emulated trials: ``source`` written into ``output`` (the call), then the product's digests."""
    staging = Staging()
    claims, spans, described = [], [], []
    output.copy_(source)
    trial_digests((output,), memory_orders((output,)), 1, staging)  # the staging buffer made, as after a warm-up
    for _ in range(trials):
        seed = secrets.randbits(63)
        started = _clock()
        output.copy_(source)
        called = _clock()
        orders = memory_orders((output,))
        trial_digests((output,), orders, seed, staging)
        answered = _clock()
        claims.append(called - started)
        spans.append(answered - started + ROUND_TRIP_MS)
        started = _clock()
        trial_description((output,), orders, seed, staging)
        described.append(_clock() - started)
    return measure.SideTiming(claims, None, spans, described), described


def case(name: str, dtype: torch.dtype = torch.float32) -> dict:
    view, contiguous = _gapped(dtype, SIDE, name)
    values = torch.randn(view.shape).to(dtype) if dtype.is_floating_point else torch.randint(0, 2, view.shape).to(dtype)
    laid_out, _ = _gapped(dtype, SIDE, name)  # the pass's inputs in its memory order: its kernel walks memory
    laid_out.copy_(values)
    eager, _ = side(contiguous, values)
    honest, _ = side(view, laid_out)
    bound = measure.bound_by_trusted_clock(honest, eager)
    raised = bound.bound_ms - bound.claimed_ms
    described = sorted(eager.described_ms)[len(eager.described_ms) // 2]
    uncapped = (bound.overhead_ms + described) * measure.OVERHEAD_SLACK["cpu"] + measure.OVERHEAD_MARGIN_MS
    return {"before_615add14": BEFORE, "uncapped_conviction_allowance": round(uncapped, 2),
            "convicted_uncapped": bound.raised_far and not bound.unseen
            and raised > measure.FALSE_CLAIM_ALLOWANCES["cpu"] * uncapped, "case": name, "dtype": str(dtype), "mib": contiguous.numel() * contiguous.element_size() >> 20,
            "claim": round(bound.claimed_ms, 2), "bound": round(bound.bound_ms, 2), "h": round(bound.overhead_ms, 2),
            "raise": round(bound.bound_ms - bound.claimed_ms, 2),
            "conviction_allowance": round(bound.conviction_allowance_ms, 2),
            "raise_in_h": round((bound.bound_ms - bound.claimed_ms) / max(bound.overhead_ms, 1e-9), 2),
            "convicted": bound.false_claim}


CASES = {"fused_qkv": torch.float32, "padded_slice": torch.float32, "padded_transpose": torch.float32,
         "padded_transpose_f16": torch.float16, "padded_transpose_bool": torch.bool, "fused_qkv_f16": torch.float16,
         "gapped_permute": torch.float32, "gapped_permute_f16": torch.float16, "gapped_permute_bool": torch.bool}


BEFORE = False


def hash_as_before_615add14() -> None:
    """The chunk digests as before 615add14 (hashlib's BLAKE2b, personalised): h as it was, for comparison."""
    global BEFORE

    def blake2b(data: memoryview, person: bytes) -> str:
        return hashlib.blake2b(data, digest_size=fingerprint.DIGEST_BYTES, key=person).hexdigest()

    fingerprint._digest, BEFORE = blake2b, True


if __name__ == "__main__":
    torch.set_num_threads(1)
    arguments = sys.argv[1:]
    if "--blake2b" in arguments:
        arguments.remove("--blake2b")
        hash_as_before_615add14()
    for name in arguments or CASES:
        print(json.dumps(case(name.removesuffix("_f16").removesuffix("_bool"), CASES[name])))
