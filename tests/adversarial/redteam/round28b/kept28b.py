"""Round 28b's ``KEPT_OUTPUT`` and ``PREFAULTED_RING``, emulated on real components: the child's own ``TrialTimer`` (as
``CompiledSide.trial`` calls it), in a fresh interpreter per run, around eager's relu of a 64 MiB float32 input and
around two replacements computing the same relu with torch: into one buffer kept from call to call (``kept``: trial
i's output is overwritten by trial i + 1), and into a ring of distinct buffers made and faulted in before the trials
(``ring``: every output is one no call returned before and none is overwritten while the trials last). Between calls the previous outputs are released
as ``CompiledSide.trial`` releases them (``trial_outputs = None``, first thing in the next trial's span: outside the
claim, inside the span); that release is timed too.

    python -m tests.adversarial.redteam.round28b.kept28b [trials] [MiB]

prints one JSON line: each side's median claim and median release, in ms, in glibc's defaults and in the children's
allocator settings (``policy.HEAP_ONLY_ALLOCATOR``: glibc then reuses the freed output for the next one, so eager
faults nothing either).
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from collections.abc import Callable

# glibc's largest dynamic mmap threshold on 64-bit (4 MiB * sizeof(long)): an allocation over it is mapped afresh.
MMAP_THRESHOLD_MAX_MIB = 32


def _sides(calls: dict[str, Callable[[], tuple]], trials: int) -> dict[str, dict[str, float]]:
    """Each side's median claim and median release of ``trials`` trials, each as ``CompiledSide.trial`` runs one.
    The sides take turns trial by trial, so a burst of load on the host falls on all of them (session 26's
    official CI measured one side after another: eager's 0.2 s alone met a burst of other work, 2.4x kept's)."""
    from pytest_passnet.sandbox.child.timing import TrialTimer, seed_call

    timer = TrialTimer("cpu")
    kept_outputs = dict.fromkeys(calls)
    claims: dict[str, list[float]] = {side: [] for side in calls}
    releases: dict[str, list[float]] = {side: [] for side in calls}
    for _ in range(trials + 2):  # two warm-up calls, as a child's warm-up before its trials
        for side, call in calls.items():
            started = time.perf_counter()
            kept_outputs[side] = None  # the previous trial's outputs released, as the child does inside the next span
            releases[side].append((time.perf_counter() - started) * 1000)
            kept_outputs[side], claim, _ = timer(call, seed_call)
            claims[side].append(claim)
    return {side: {"claim_ms": round(statistics.median(claims[side][2:]), 3),
                   "release_ms": round(statistics.median(releases[side][3:]), 3)} for side in calls}


def measure(trials: int = 15, mib: int = 64) -> dict[str, dict[str, float]]:
    """In this interpreter: eager's relu (a fresh output a call), the kept-output replacement (the same relu into one
    buffer) and the ring (into a buffer of its own a call, all faulted in first), measured by ``_sides``."""
    import torch

    torch.set_num_threads(1)
    x = torch.randn(mib << 18)
    kept = torch.empty_like(x)
    ring = iter([torch.zeros_like(x) for _ in range(trials + 2)])  # faulted in now, as a warm-up call could
    return _sides({"eager": lambda: (torch.relu(x),),
                   "kept": lambda: (torch.clamp_min(x, 0, out=kept),),
                   "ring": lambda: (torch.clamp_min(x, 0, out=next(ring)),)}, trials)


def measured_apart(trials: int = 15, mib: int = 64, environment: dict[str, str] | None = None) -> dict:
    """``measure`` in a fresh interpreter (a child's clean allocator), with ``environment`` added to this one's."""
    code = (f"import json; from tests.adversarial.redteam.round28b.kept28b import measure; "
            f"print(json.dumps(measure({trials}, {mib})))")
    from tests.adversarial.redteam import harness

    return harness.fresh_json(code, environment or {})


if __name__ == "__main__":
    arguments = [int(a) for a in sys.argv[1:3]]
    from pytest_passnet.sandbox.policy import HEAP_ONLY_ALLOCATOR

    print(json.dumps({"glibc_defaults": measured_apart(*arguments),
                      "as_children_run": measured_apart(*arguments, environment=HEAP_ONLY_ALLOCATOR)}))
