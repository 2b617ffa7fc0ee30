"""Round 29a's emulation: one side of a CPU sample timed as a reference or pass child times it, in a fresh interpreter
started in the children's allocator settings (``policy.HEAP_ONLY_ALLOCATOR``, plus what a pass's child may set in its
own process), with the product's CPU call sequence: ``WARMUP`` warm-up calls, the output call, then ``TRIALS`` driven
trials, each releasing the previous trial's outputs first and timing the call with the child's own ``TrialTimer``
(``CompiledSide.trial``), a pause between trials standing for the other side's trial and the trusted side's checks
(the child stands stopped then). Per trial: the claim, the minor page faults inside the call, the heap's growth since
before the warm-up.

    python -m tests.adversarial.redteam.round29a.sides29a SIDE [trials] [pause_ms]
"""

from __future__ import annotations

import json
import sys

from pytest_passnet.options import DEFAULT_COUNTS

WARMUP, TRIALS = DEFAULT_COUNTS["cpu"]  # the product's CPU default: 1 warm-up call, 5 timed trials
MIB = 1 << 20


def _call(side: str):
    """``side``'s call: eager's graph, or a pass computing the same with the same torch call. Only its own tensors are
    made (the heap's state before the trials is what decides whether glibc reuses a freed output)."""
    import torch

    torch.manual_seed(0)
    if side.endswith("small_relu"):  # 1 MiB: over torch's grain (32768 elements), so eager's relu runs on every thread
        small = torch.randn(MIB // 4)
        if side == "eager_small_relu":
            return lambda: (torch.relu(small),)
        small_out = torch.empty_like(small)
        return lambda: (torch.clamp_min(small, 0, out=small_out),)
    if side == "eager_topk":  # topk over rows of 4 Mi elements: each thread's queue is 64 MiB
        rows = torch.randn(16, 4 * MIB)
        return lambda: tuple(torch.topk(rows, 8, dim=1))
    big = torch.randn(64 * MIB // 4)  # a 64 MiB float32 input and output (round 28b's relu)
    if side == "eager_relu":
        return lambda: (torch.relu(big),)
    kept = torch.empty_like(big)
    return lambda: (torch.clamp_min(big, 0, out=kept),)


def measure(side: str, trials: int = TRIALS, pause_ms: float = 20.0, threads: int | None = None) -> dict:
    """In this interpreter: ``side`` through the product's sequence; per-trial claims (ms), faults, heap growth (MiB)."""
    import ctypes
    import resource
    import time

    import torch

    from pytest_passnet.sandbox.child.timing import TrialTimer, seed_call

    if threads:
        torch.set_num_threads(threads)
    libc = ctypes.CDLL(None)
    libc.sbrk.restype = ctypes.c_void_p
    call = _call(side)
    start = libc.sbrk(0)  # the heap's end before the first call: its growth counts the untimed calls too
    for _ in range(WARMUP + 1):  # the warm-up and the output call, as the reference child makes them before its trials
        call()
    timer, kept_outputs = TrialTimer("cpu"), None
    claims, faults, growth = [], [], []
    for _ in range(trials):
        time.sleep(pause_ms / 1000)  # the other side's trial and the trusted side's checks: this child stood stopped
        kept_outputs = None  # released first thing in the span (``CompiledSide.trial``)
        before = resource.getrusage(resource.RUSAGE_SELF).ru_minflt
        kept_outputs, claim, _ = timer(call, seed_call)
        faults.append(resource.getrusage(resource.RUSAGE_SELF).ru_minflt - before)
        claims.append(round(claim, 3))
        growth.append((libc.sbrk(0) - start) // MIB)
    del kept_outputs
    return {"claims_ms": claims, "median_ms": sorted(claims)[len(claims) // 2], "faults": faults,
            "heap_growth_mib": growth}


def measured_apart(side: str, environment: dict[str, str], trials: int = TRIALS, pause_ms: float = 20.0,
                   threads: int | None = None) -> dict:
    """``measure`` in a fresh interpreter (a child's fresh heap) whose environment is this one's plus ``environment``."""
    code = (f"import json; from tests.adversarial.redteam.round29a.sides29a import measure; "
            f"print(json.dumps(measure({side!r}, {trials}, {pause_ms}, {threads})))")
    from tests.adversarial.redteam import harness

    return harness.fresh_json(code, environment)


if __name__ == "__main__":
    from tests.adversarial.redteam import harness

    arguments = sys.argv[1:]
    print(json.dumps(measured_apart(arguments[0], harness.children_allocator(), *[int(a) for a in arguments[1:2]],
                                    *[float(a) for a in arguments[2:3]])))
