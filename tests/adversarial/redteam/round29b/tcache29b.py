"""Round 29b's TCACHE_TAX: what glibc's tcache off (``policy.HEAP_ONLY_ALLOCATOR``, 68c43399) costs eager's small CPU ops,
and that a pass's child gives it back to itself. The tunables are read once, at the process's start, into glibc's
``mp_``; a process may write its own copy (found by the values the children's settings put there), and that is all a
pass's child needs to run the very same torch calls with tcache on while the reference child runs them without.

Measured in one fresh interpreter in the children's settings, the count switched between 0 (the product's) and 7
(glibc's default) every block of calls, so that a loaded host weighs on both alike.

    python -m tests.adversarial.redteam.round29b.tcache29b [blocks]
"""

from __future__ import annotations

import ctypes
import json
import re
import statistics
import sys
import time

GLIBC_DEFAULT_TCACHE_COUNT = 7
_TCACHE_BINS, _TCACHE_MAX_BYTES = 64, 1032  # glibc's defaults, the words before tcache_count in mp_


def _libc_data() -> list[tuple[int, int]]:
    """libc's writable mappings and the anonymous one right after them (its .bss), as (start, end)."""
    rows = []
    with open("/proc/self/maps") as maps:
        for line in maps:
            fields = line.split()
            start, end = (int(x, 16) for x in fields[0].split("-"))
            rows.append((start, end, fields[1], fields[5] if len(fields) > 5 else ""))
    spans = []
    for index, (start, end, permissions, name) in enumerate(rows):
        if "libc.so" in name and permissions.startswith("rw"):
            spans.append((start, end))
            following = rows[index + 1] if index + 1 < len(rows) else None
            if following and not following[3] and following[0] == end:
                spans.append((following[0], following[1]))
    return spans


def tcache_count() -> ctypes.c_size_t:
    """glibc's ``mp_.tcache_count`` in this process: found by the children's trim threshold (2^40) and the default
    tcache bins and bytes followed by a count of 0."""
    from pytest_passnet.sandbox import policy

    threshold = int(policy.HEAP_ONLY_ALLOCATOR["MALLOC_TRIM_THRESHOLD_"]).to_bytes(8, "little")
    for start, end in _libc_data():
        data = ctypes.string_at(start, end - start)
        for found in re.finditer(re.escape(threshold), data):
            words = [int.from_bytes(data[found.start() + 8 * k:found.start() + 8 * k + 8], "little") for k in range(24)]
            for k in range(5, 22):
                if words[k:k + 3] == [_TCACHE_BINS, _TCACHE_MAX_BYTES, 0]:
                    return ctypes.c_size_t.from_address(start + found.start() + 8 * (k + 2))
    raise LookupError("glibc's malloc parameters with the children's settings are not in this process")


def block_median_us(call, calls: int) -> float:
    """One block: three untimed calls (the caches fill, or drain, after a switch), then the median of ``calls`` timed
    ones, in microseconds."""
    for _ in range(3):
        call()
    times = []
    for _ in range(calls):
        started = time.perf_counter()
        call()
        times.append(time.perf_counter() - started)
    return statistics.median(times) * 1e6


def measure(blocks: int = 120, calls: int = 5) -> dict:
    """In this interpreter: eager's chain of 100 small ops (relu, mul, add, sigmoid of an 8x8 tensor: each allocates
    its output) timed per call, the tcache count switched between the product's 0 and glibc's 7 every block of
    ``calls``; the medians of the blocks (us) and of the ratios of neighbouring blocks."""
    import torch

    count = tcache_count()
    x = torch.randn(8, 8)

    def call():
        y = x
        for _ in range(25):
            y = torch.relu(y * 1.0001 + 0.1).sigmoid()
        return y

    for _ in range(20):
        call()
    blocks_us: dict[int, list[float]] = {0: [], GLIBC_DEFAULT_TCACHE_COUNT: []}
    for block in range(2 * (blocks // 2)):
        count.value = GLIBC_DEFAULT_TCACHE_COUNT if block % 2 else 0
        blocks_us[count.value].append(block_median_us(call, calls))
    off, on = blocks_us[0], blocks_us[GLIBC_DEFAULT_TCACHE_COUNT]
    # each block against its neighbour, so that the host's load, which drifts, weighs on both alike
    tax = statistics.median(a / b for a, b in zip(off, on))
    return {"tcache_off_us": round(statistics.median(off), 2), "tcache_on_us": round(statistics.median(on), 2),
            "tax": round(tax, 4)}


def measured_apart(environment: dict[str, str], blocks: int = 120) -> dict:
    """``measure`` in a fresh interpreter whose environment is this one's plus ``environment``."""
    code = (f"import json; from tests.adversarial.redteam.round29b.tcache29b import measure; "
            f"print(json.dumps(measure({blocks})))")
    from tests.adversarial.redteam import harness

    return harness.fresh_json(code, environment)


if __name__ == "__main__":
    from tests.adversarial.redteam import harness

    print(json.dumps(measured_apart(harness.children_allocator(), *[int(a) for a in sys.argv[1:2]])))
