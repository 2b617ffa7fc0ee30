"""Round 29b's STAGING_HOLE: eager's page faults per trial in the children's allocator settings when each trial is
followed by the child's real answer and description (``fingerprint.trial_digests``, ``trial_description``), whose
``Staging`` windows are kept from trial to trial. ``multi``: two large outputs with intermediates between them, a small
output and a strided view (the answer copies it through the windows); ``relu``: round 28b's 64 MiB relu.

    python -m tests.adversarial.redteam.round29b.staging29b GRAPH [answered]
"""

from __future__ import annotations

import json
import sys

TRIALS = 5


def measure(graph: str, answered: bool = True) -> dict:
    """In this interpreter: the warm-up and output calls, then ``TRIALS`` trials (the previous outputs released, a 20 ms
    pause, the call timed by ``TrialTimer``, then the answer and the description where ``answered``); per trial the
    minor faults inside the call and the heap's growth (MiB)."""
    import ctypes
    import resource
    import time

    import torch

    from pytest_passnet.fingerprint import Staging, memory_orders, trial_description, trial_digests
    from pytest_passnet.sandbox.child.timing import TrialTimer, seed_call

    libc = ctypes.CDLL(None)
    libc.sbrk.restype = ctypes.c_void_p
    x, small, staging = torch.randn(16 << 20), torch.randn(1000), Staging()

    def call():
        if graph == "relu":
            return (torch.relu(x),)
        doubled = x * 2  # an intermediate of 64 MiB
        first = doubled.relu()
        squashed = (doubled + 1).sigmoid_()  # a second intermediate
        joined = torch.cat([squashed[:8 << 20], x[:4 << 20]])  # 48 MiB
        return first, small.cumsum(0), joined[::2]  # a strided view: the answer copies it through the windows

    start = libc.sbrk(0)
    call()
    kept = call()
    timer, faults, growth = TrialTimer("cpu"), [], []
    for trial in range(TRIALS):
        time.sleep(0.02)
        kept = None
        before = resource.getrusage(resource.RUSAGE_SELF).ru_minflt
        kept, _, _ = timer(call, seed_call)
        faults.append(resource.getrusage(resource.RUSAGE_SELF).ru_minflt - before)
        growth.append((libc.sbrk(0) - start) >> 20)
        if answered:
            orders = memory_orders(kept)
            trial_digests(kept, orders, trial, staging)
            trial_description(kept, orders, trial, staging)
    return {"faults": faults, "heap_growth_mib": growth}


def measured_apart(environment: dict[str, str], graph: str, answered: bool = True) -> dict:
    """``measure`` in a fresh interpreter whose environment is this one's plus ``environment``."""
    code = (f"import json; from tests.adversarial.redteam.round29b.staging29b import measure; "
            f"print(json.dumps(measure({graph!r}, {answered})))")
    from tests.adversarial.redteam import harness

    return harness.fresh_json(code, environment)


if __name__ == "__main__":
    from tests.adversarial.redteam import harness

    print(json.dumps(measured_apart(harness.children_allocator(), sys.argv[1], "answered" in sys.argv[2:])))
