"""Round 36c's emulation of eager's heap under the children's allocator since 04e94225 (tcache and fastbins off, no
mmap, no trim): one reference child's CPU sequence (``WARMUP`` warm-up calls, the output call, ``TRIALS`` driven
trials, each releasing the last trial's outputs first, timed by the child's own ``TrialTimer``, then digested through
the child's kept ``Staging`` as ``CompiledSide.trial`` does) for graphs whose outputs round 29a's did not cover: many
outputs of other sizes, integer and bool outputs, views, an in-place op, a parallel op. Per trial: the claim, the
minor faults inside the call, the heap's growth. A trial that faults in an output afresh after the first is eager
paying what a pass that keeps its buffer does not (round 28b's KEPT_OUTPUT, 29a's HEAP_HOLES).

    python -m tests.adversarial.redteam.round36c.sides36c GRAPH [trials]
"""

from __future__ import annotations

import json
import sys

from pytest_passnet.options import DEFAULT_COUNTS

WARMUP, TRIALS = DEFAULT_COUNTS["cpu"]
MIB = 1 << 20
GRAPHS = ("uneven_split", "int_bool", "views_inplace", "parallel_mixed", "shrinking_chain")


def _call(graph: str):
    import torch

    torch.manual_seed(0)
    big = torch.randn(16 * MIB)  # 64 MiB float32
    if graph == "uneven_split":  # five outputs of 3, 5, 9, 17 and 30 MiB, each its own allocation
        sizes = [3 * MIB // 4, 5 * MIB // 4, 9 * MIB // 4, 17 * MIB // 4]
        sizes.append(big.numel() - sum(sizes))
        return lambda: tuple(p * 2 for p in big.split(sizes))
    if graph == "int_bool":  # an int64 output (8 B an element) beside a bool one (1 B) and a float one
        rows = big.view(4096, 4096)
        return lambda: (rows.argmax(dim=1), rows > 0, rows.abs())
    if graph == "views_inplace":  # an intermediate changed in place, outputs that are views of it
        def views():
            y = big * 3
            y.add_(1)
            return y.view(4096, 4096).t(), y[::2], y.sum()
        return views
    if graph == "parallel_mixed":  # two threads: an output over torch's grain, intermediates of other sizes
        torch.set_num_threads(2)
        return lambda: (torch.relu(big[: 12 * MIB]) + 1, torch.softmax(big.view(1024, -1), dim=1)[:, :7])
    if graph == "shrinking_chain":  # intermediates of 64, 32 and 48 MiB, outputs of 16 and 48 MiB
        def chain():
            a = big * 2
            b = a[::2].contiguous()
            c = torch.cat([b, a[: 4 * MIB]])
            return b[: 4 * MIB] + 1, c.neg()
        return chain
    raise ValueError(graph)


def measure(graph: str, trials: int = TRIALS, pause_ms: float = 20.0) -> dict:
    return {"graph": graph, **trial_sequence(_call(graph), trials, pause_ms)}


def trial_sequence(call, trials: int = TRIALS, pause_ms: float = 20.0) -> dict:
    """``call`` through a reference child's sequence in this interpreter (its warm-up and output call, then each trial
    in ``TrialTimer`` with its digests after the span): per-trial claims (ms), faults, heap growth (MiB)."""
    import ctypes
    import resource
    import time

    from pytest_passnet.fingerprint import Staging, memory_orders, trial_digests
    from pytest_passnet.sandbox.child.timing import TrialTimer, seed_call

    libc = ctypes.CDLL(None)
    libc.sbrk.restype = ctypes.c_void_p
    start = libc.sbrk(0)
    for _ in range(WARMUP + 1):
        call()
    timer, staging, kept = TrialTimer("cpu"), Staging(), None
    claims, faults, growth = [], [], []
    for trial in range(trials):
        time.sleep(pause_ms / 1000)
        kept = None
        before = resource.getrusage(resource.RUSAGE_SELF).ru_minflt
        kept, claim, _ = timer(call, seed_call)
        faults.append(resource.getrusage(resource.RUSAGE_SELF).ru_minflt - before)
        claims.append(round(claim, 3))
        trial_digests(kept, memory_orders(kept), 1000 + trial, staging)  # after the span, as the child answers
        growth.append((libc.sbrk(0) - start) // MIB)
    return {"claims_ms": claims, "faults": faults, "heap_growth_mib": growth}


def measured_apart(graph: str, environment: dict[str, str], trials: int = TRIALS) -> dict:
    from tests.adversarial.redteam import harness

    code = (f"import json; from tests.adversarial.redteam.round36c.sides36c import measure; "
            f"print(json.dumps(measure({graph!r}, {trials})))")
    return harness.fresh_json(code, environment)


if __name__ == "__main__":
    from tests.adversarial.redteam import harness

    arguments = sys.argv[1:]
    print(json.dumps(measured_apart(arguments[0], harness.children_allocator(), *[int(a) for a in arguments[1:2]])))
