"""Round 38a's ONE_ARENA_LOCK premise: an eager op whose intra-op threads allocate per row, in a fresh interpreter in
the children's allocator settings (``policy.HEAP_ONLY_ALLOCATOR``: tcache and fastbins off, one arena, no mmap, no
trim), against the same interpreter after ``mallopt(M_ARENA_MAX, n)`` made by the process itself before any thread
but the main one allocates (a pass's child at import).

glibc reads the arena limit once, in ``arena_get2``'s static ``narenas_limit``, the first time a thread without an
arena allocates; ``mallopt(M_ARENA_MAX)`` before that moment sets the limit for the life of the process, whatever
``GLIBC_TUNABLES`` said. With one arena every thread's ``malloc`` and ``free`` take the main arena's one mutex.

CPU ``median(dim)``/``nanmedian(dim)`` (``aten/src/ATen/native/Sorting.cpp``, ``median_with_indices_impl``) makes a
``std::vector<int64_t>`` of the row's length for every row, and ``mode(dim)`` (``TensorCompareKernel.cpp``) a vector
of (value, index) pairs per row, inside ``TensorIterator::for_each``: parallel over the rows once there are more than
32,768 of them.

    python -m tests.adversarial.redteam.round38a.arena38a OP [calls] [arena_max] [threads]
"""

from __future__ import annotations

import json
import sys

OPS = ("median", "mode", "nanmedian", "kthvalue", "sort7", "topk", "relu")


def _call(op: str):
    import torch

    torch.manual_seed(0)
    if op == "topk":
        x = torch.randn(1 << 18, 16)
        return lambda: torch.topk(x, 2, dim=1)
    if op == "relu":
        x = torch.randn(1 << 22)
        return lambda: torch.relu(x)
    x = torch.randn(1 << 18, 16)  # 262,144 rows of 16: a 128-byte vector per row
    if op == "sort7":  # the lower median of 16 by a sort (no allocation per row): median's values
        return lambda: torch.sort(x, dim=1)[0][:, 7]
    if op == "kthvalue":
        return lambda: torch.kthvalue(x, 8, dim=1)
    if op == "mode":
        x = torch.randint(0, 4, (1 << 18, 16)).float()
    return lambda: getattr(torch, op)(x, dim=1)


def measure(op: str, calls: int = 8, arena_max: int = 0, threads: int = 0, latched: bool = False) -> dict:
    """``op`` ``calls`` times: ms, voluntary switches a call, arenas after. ``arena_max``: ``mallopt(M_ARENA_MAX)``
    first; ``latched``: before that, a thread allocates once by malloc (the fix suggested: the child's harness does
    so before any pass code loads, so glibc has read the limit of one)."""
    import ctypes
    import os
    import resource
    import threading
    import time

    if latched:
        thread = threading.Thread(target=lambda: bytearray(1 << 20))  # over pymalloc's 512 bytes: glibc's malloc
        thread.start()
        thread.join()
    if arena_max:
        ctypes.CDLL("libc.so.6").mallopt(-8, arena_max)  # M_ARENA_MAX, before any other thread allocates
    import torch

    if threads:
        torch.set_num_threads(threads)
    call = _call(op)
    times, waits = [], []
    for _ in range(calls):
        before = resource.getrusage(resource.RUSAGE_SELF).ru_nvcsw
        started = time.perf_counter()
        out = call()
        times.append(round((time.perf_counter() - started) * 1000, 2))
        waits.append(resource.getrusage(resource.RUSAGE_SELF).ru_nvcsw - before)
        del out
    arenas = _arenas()
    return {"op": op, "arena_max": arena_max, "threads": torch.get_num_threads(), "ms": times,
            "median_ms": sorted(times[1:])[len(times[1:]) // 2], "arenas": arenas, "waits": waits,
            "tunables": os.environ.get("GLIBC_TUNABLES", "")}


def _arenas() -> int:
    """How many arenas glibc made: ``malloc_info``'s ``<heap nr=`` entries."""
    import ctypes
    import os
    import tempfile

    libc = ctypes.CDLL("libc.so.6")
    libc.fopen.restype = ctypes.c_void_p
    libc.fopen.argtypes = [ctypes.c_char_p, ctypes.c_char_p]
    libc.fclose.argtypes = [ctypes.c_void_p]
    libc.malloc_info.argtypes = [ctypes.c_int, ctypes.c_void_p]
    descriptor, name = tempfile.mkstemp()
    os.close(descriptor)
    stream = libc.fopen(name.encode(), b"w")
    libc.malloc_info(0, stream)
    libc.fclose(stream)
    with open(name) as text:
        count = text.read().count("<heap nr=")
    os.unlink(name)
    return count


def measured_apart(environment: dict[str, str], op: str, calls: int = 8, arena_max: int = 0,
                   threads: int = 0, latched: bool = False) -> dict:
    """``measure`` in a fresh interpreter whose environment is this one's plus ``environment``."""
    from tests.adversarial.redteam import harness

    return harness.fresh_json(f"from tests.adversarial.redteam.round38a.arena38a import measure; import json; "
                              f"print(json.dumps(measure({op!r}, {calls}, {arena_max}, {threads}, {latched})))",
                              environment)


if __name__ == "__main__":
    from tests.adversarial.redteam import harness

    arguments = sys.argv[1:]
    print(json.dumps(measured_apart(harness.children_allocator(), arguments[0],
                                    *[int(a) for a in arguments[1:]])))
