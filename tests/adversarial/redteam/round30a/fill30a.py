"""Round 30a's FILL_IN_SPAN count: what ``FreshFill`` (``materialize.py``) runs per trial for a variant, op by op. On
CUDA the child fills its inputs inside each trial's span, before ``TrialTimer``'s clock (``__main__.py``'s
``CompiledSide.trial``): every op is a kernel launch in eager's h. Counted on the CPU (the same ops in the same
order; FreshFill's steps do not depend on the device): the ops, those that read the generator, and the copies of
values alike for every seed (literal data, std 0 constants), which a child whose graph leaves its inputs unwritten
may skip without changing any value it computes (a copy draws nothing, so every later draw is the same).

    python -m tests.adversarial.redteam.round30a.fill30a [VARIANT_DIR ...]   # default: the GPU demo list's variants
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

from torch.utils._python_dispatch import TorchDispatchMode

from pytest_passnet.materialize import FreshFill, degenerate_inputs, draw_fresh
from pytest_passnet.sample import read_input_meta, read_weight_meta

ROOT = Path(__file__).resolve().parents[4]
GPU_RESULTS = ROOT / "docs/results/h100-2026-12-05c/results.jsonl"
# ops that draw from the generator: each advances its offset, so every later draw depends on it
_DRAWS = {"normal_", "random_", "uniform_", "randn", "rand", "bernoulli_", "exponential_"}


class _OpCount(TorchDispatchMode):
    def __init__(self):
        super().__init__()
        self.ops: Counter = Counter()

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        self.ops[func.overloadpacket.__name__] += 1
        return func(*args, **(kwargs or {}))


def metas_of(variant: Path):
    return [*read_input_meta(variant), *read_weight_meta(variant / "weight_meta.py")]


def degenerate_names(metas) -> list[str]:
    """The inputs whose fill is a copy of values alike for every seed (literal data, std 0): no draw."""
    return [name for name, why in degenerate_inputs(metas).items() if why == "literal data" or why == "std 0"]


def fill_ops(variant: Path) -> dict:
    """One trial's fill for ``variant``: its inputs, ops, generator draws and skippable copies."""
    metas = metas_of(variant)
    inputs = draw_fresh(metas, "cpu", 0)
    fill = FreshFill(metas, inputs)
    fill(1)  # the first call's one-off work (literal tensors are made at construction) left out
    with _OpCount() as count:
        fill(2)
    draws = sum(n for name, n in count.ops.items() if name in _DRAWS)
    return {"inputs": len(inputs), "ops": sum(count.ops.values()), "draws": draws,
            "copies": count.ops.get("copy_", 0), "by_op": dict(count.ops)}


def gpu_demo_variants() -> list[Path]:
    seen = []
    for line in GPU_RESULTS.read_text().splitlines():
        variant = ROOT / json.loads(line)["variant"]
        if variant not in seen and variant.is_dir():
            seen.append(variant)
    return seen


def main(argv: list[str]) -> None:
    variants = [Path(a) for a in argv] or gpu_demo_variants()
    for variant in variants:
        print(json.dumps({"variant": variant.name, "dtype": variant.parts[-6] if len(variant.parts) > 6 else "",
                          **fill_ops(variant)}))


if __name__ == "__main__":
    main(sys.argv[1:])
