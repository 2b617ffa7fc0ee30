"""Round 36c's FASTBIN_TAX: what the children's allocator (``policy.HEAP_ONLY_ALLOCATOR`` since 04e94225: tcache *and*
fastbins off) costs eager's small ops, and that a pass's child takes all of it back for itself: glibc's public
``mallopt(M_MXFAST, 128)`` turns its fastbins back on (no search of ``mp_`` needed), and round 29b's write of its own
``mp_.tcache_count`` turns tcache back on.

Measured in one fresh interpreter in the children's settings, the allocator switched every block of calls between
the product's settings (tcache 0, fastbins 0), the pass child's (glibc's defaults back: tcache 7, fastbins 128) and
fastbins alone back (tcache 0, fastbins 128), round-robin, so that a loaded host weighs on all alike.

    python -m tests.adversarial.redteam.round36c.alloc36c [workload] [blocks]
"""

from __future__ import annotations

import ctypes
import json
import sys

M_MXFAST = 1  # mallopt's parameter number (malloc.h)
GLIBC_DEFAULT_MXFAST = 128  # 64 * sizeof(size_t) / 4 on 64-bit
MODES = {"product": (0, 0), "restored": (7, GLIBC_DEFAULT_MXFAST), "fastbins_back": (0, GLIBC_DEFAULT_MXFAST)}


def _workloads():
    import torch

    small = torch.randn(8, 8)
    rows = torch.randn(32, 64)
    weight, bias = torch.randn(64, 64), torch.randn(64)
    gamma, beta = torch.ones(64), torch.zeros(64)
    parts = [torch.randn(4, 16) for _ in range(16)]

    def chain():  # round 29b's: 100 small ops, each allocating its output
        y = small
        for _ in range(25):
            y = torch.relu(y * 1.0001 + 0.1).sigmoid()
        return y

    def block():  # a transformer-ish subgraph of small tensors: linear, layer norm, gelu, residual, views
        y = rows
        for _ in range(8):
            h = torch.nn.functional.linear(y, weight, bias)
            h = torch.nn.functional.layer_norm(h, (64,), gamma, beta)
            y = y + torch.nn.functional.gelu(h).view(32, 64)
        return y

    def many_outputs():  # a graph of many small outputs: split, cat, views, integer and bool outputs
        pieces = torch.cat(parts).split(8)
        return [p.argmax(dim=1) for p in pieces] + [p > 0 for p in pieces] + [p.t() for p in pieces]

    return {"chain": chain, "block": block, "many_outputs": many_outputs}


def measure(workload: str = "chain", blocks: int = 90, calls: int = 5) -> dict:
    """In this interpreter: ``workload`` timed per call, the allocator switched between ``MODES`` round-robin every
    block of ``calls``; the medians of the blocks (us) and of each mode's ratio to the product's neighbouring block."""
    import statistics

    import torch

    from tests.adversarial.redteam.round29b import tcache29b
    from tests.adversarial.redteam.round29b.tcache29b import tcache_count

    torch.set_num_threads(1)
    libc = ctypes.CDLL(None)
    count = tcache_count()
    call = _workloads()[workload]
    for _ in range(20):
        call()
    names = list(MODES)
    per_mode: dict[str, list[float]] = {name: [] for name in names}
    for block in range(len(names) * (blocks // len(names))):
        name = names[block % len(names)]
        tcache, mxfast = MODES[name]
        count.value = tcache
        if libc.mallopt(M_MXFAST, mxfast) != 1:
            raise OSError("mallopt refused")
        per_mode[name].append(tcache29b.block_median_us(call, calls))
    product = per_mode["product"]
    result: dict = {"workload": workload}
    for name in names:
        result[f"{name}_us"] = round(statistics.median(per_mode[name]), 2)
    for name in names[1:]:
        # each block against the product's block before it: the host's drifting load weighs on both alike
        result[f"tax_vs_{name}"] = round(statistics.median(p / o for p, o in zip(product, per_mode[name])), 4)
    return result


def measured_apart(environment: dict[str, str], workload: str = "chain", blocks: int = 90) -> dict:
    """``measure`` in a fresh interpreter whose environment is this one's plus ``environment``."""
    from tests.adversarial.redteam import harness

    code = (f"import json; from tests.adversarial.redteam.round36c.alloc36c import measure; "
            f"print(json.dumps(measure({workload!r}, {blocks})))")
    return harness.fresh_json(code, environment)


if __name__ == "__main__":
    from tests.adversarial.redteam import harness

    arguments = sys.argv[1:]
    print(json.dumps(measured_apart(harness.children_allocator(), *arguments[:1],
                                    *[int(a) for a in arguments[1:2]])))
