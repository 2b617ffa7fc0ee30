"""Benchmark: collecting N samples (default 10,000, three variants each) reads text only.

    python tests/benchmarks/collection_speed.py [N]

Builds the samples in a temporary dir, then times ``pytest --collect-only`` on
their list in a fresh process and reports whether torch was imported.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
import time
from pathlib import Path

DTYPES = ("float32", "float16", "bfloat16")
MODEL = "import torch\n\nclass GraphModule(torch.nn.Module):\n\n    def forward(self, in_0):\n        return (in_0 * 2,)\n"
META = 'class Program_weight_tensor_meta_in_0:\n\tname = "in_0"\n\tshape = [8, 8]\n\tdtype = "torch.{dtype}"\n'
PROBE = "import sys\ndef pytest_collection_finish(session):\n    print('torch imported:', 'torch' in sys.modules)\n"


def build(root: Path, count: int) -> Path:
    lines = []
    for i in range(count):
        sample = root / "samples" / "fusible_subgraphs" / f"{i:05d}"
        sample.mkdir(parents=True)
        graphs = []
        for dtype in DTYPES:
            rel = f"graphs/fusible_subgraphs/{dtype}/1/samples/bench/m{i}/_decomposed/m{i}_start0_end1_0"
            (root / rel).mkdir(parents=True)
            (root / rel / "model.py").write_text(MODEL)
            (root / rel / "weight_meta.py").write_text(META.format(dtype=dtype))
            graphs.append(rel)
        (sample / "graph_list.txt").write_text("".join(f"{g}\n" for g in graphs))
        lines.append(f"samples/fusible_subgraphs/{i:05d}")
    listing = root / "bench_samples.txt"
    listing.write_text("\n".join(lines) + "\n")
    (root / "conftest.py").write_text(PROBE)
    return listing


def main(count: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        started = time.perf_counter()
        listing = build(root, count)
        print(f"built {count} samples x {len(DTYPES)} variants in {time.perf_counter() - started:.1f} s")
        started = time.perf_counter()
        done = subprocess.run(
            [sys.executable, "-m", "pytest", "--passnet-list", str(listing), "--passnet-root", str(root),
             "--collect-only", "-q", "-p", "no:cacheprovider"],
            cwd=root, capture_output=True, text=True,
        )  # fmt: skip
        elapsed = time.perf_counter() - started
        tail = [line for line in done.stdout.splitlines() if "collected" in line or "torch imported" in line]
        print(f"pytest --collect-only: {elapsed:.1f} s wall (process start included); " + "; ".join(tail))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 10_000)
