"""Round 37b's THREAD_ROWS premise: eager's ``torch.topk(x, 8, dim=1)`` over 16 rows of 4 Mi float32 (the plugin's
``r37b_topk``) in a fresh interpreter in the children's allocator settings: the minor faults and time of each call, the
intra-op pool's threads as they come, and the same after ``mallopt(M_ARENA_MAX, 1)`` made by the process itself before
its first parallel op (a pass's child at import: ``plugin37b``'s ``arena1`` mode).

CPU topk (``aten/src/ATen/native/cpu/SortingKernel.cpp``, ``topk_impl_loop``) makes a ``std::vector`` of (value, index)
pairs of the row's length *per row*: 64 MiB here. On the calling thread that comes from glibc's main arena, a heap that
``MALLOC_MMAP_MAX_=0`` and the trim threshold keep mapped (reused, no faults); on an OpenMP worker it comes from the
worker's own arena, whose heaps are at most 64 MiB, so glibc maps it afresh (``sysmalloc``'s ``try_mmap``, past the
``n_mmaps_max`` check) and unmaps it on free: every row a worker takes faults 16,384 pages in, every call.

    python -m tests.adversarial.redteam.round37b.arena37b [calls] [arena_max]
"""

from __future__ import annotations

import json
import sys


def measure(calls: int = 8, arena_max: int = 0) -> dict:
    import ctypes
    import resource
    import time

    if arena_max:
        ctypes.CDLL("libc.so.6").mallopt(-8, arena_max)  # M_ARENA_MAX, before any intra-op thread allocates
    import torch

    x = torch.randn(16, 1 << 22)
    faults, times = [], []
    for _ in range(calls):
        before = resource.getrusage(resource.RUSAGE_SELF).ru_minflt
        started = time.perf_counter()
        values, indices = torch.topk(x, 8, dim=1)
        times.append(round((time.perf_counter() - started) * 1000, 1))
        faults.append(resource.getrusage(resource.RUSAGE_SELF).ru_minflt - before)
        del values, indices
    return {"arena_max": arena_max, "threads": torch.get_num_threads(), "faults": faults, "ms": times}


def measured_apart(environment: dict[str, str], calls: int = 8, arena_max: int = 0) -> dict:
    """``measure`` in a fresh interpreter whose environment is this one's plus ``environment``."""
    from tests.adversarial.redteam import harness

    return harness.fresh_json(f"from tests.adversarial.redteam.round37b.arena37b import measure; import json; "
                              f"print(json.dumps(measure({calls}, {arena_max})))", environment)


if __name__ == "__main__":
    from tests.adversarial.redteam import harness

    arguments = [int(a) for a in sys.argv[1:]]
    print(json.dumps(measured_apart(harness.children_allocator(), *arguments)))
