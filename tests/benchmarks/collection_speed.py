"""Benchmark: collecting N samples (default 100,000, three variants each; target <= 20 s)
reads text only.

    python tests/benchmarks/collection_speed.py [N]

Builds the samples in a temporary dir (TMPDIR; a tmpfs such as /dev/shm builds and
removes them fastest), then times, each in a fresh process:
``pytest --collect-only`` on their list (and whether torch was imported), and the
longest-first run order (``selection.longest_first``, which reads every weight_meta.py)
over the same selection, which each xdist worker adds to its collection (a single process
keeps the list's order), with the garbage collector off as the plugin's collection has it.

Every sample is its own dir with its own graph_list.txt, but their variants come from a
pool of POOL models x 3 dtypes: collection does the same work per variant (resolve each
line, list the variant dir), and the benchmark does not need a million files on disk.
"""

from __future__ import annotations

import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

TARGET_S = 20.0
POOL = 1000
DTYPES = ("float32", "float16", "bfloat16")
MODEL = "import torch\n\nclass GraphModule(torch.nn.Module):\n\n    def forward(self, in_0):\n        return (in_0 * 2,)\n"
META = 'class Program_weight_tensor_meta_in_0:\n\tname = "in_0"\n\tshape = [{rows}, 8]\n\tdtype = "torch.{dtype}"\n'
PROBE = (
    "import sys\n"
    "def pytest_collection_finish(session):\n"
    "    print(f'{len(session.items)} items collected; torch imported: {\"torch\" in sys.modules}')\n"
)
ORDER = """\
import gc, sys, time
from pathlib import Path
gc.disable()
from pytest_passnet.selection import longest_first, select_samples
started = time.perf_counter()
samples = select_samples([sys.argv[1]], [], Path(sys.argv[2])).samples
selected = time.perf_counter()
longest_first(samples)
print(f"{selected - started:.2f} {time.perf_counter() - selected:.2f} {'torch' in sys.modules}")
"""


def variant_dir(model: int, dtype: str) -> str:
    return f"graphs/fusible_subgraphs/{dtype}/1/samples/bench/m{model}/_decomposed/m{model}_start0_end1_0"


def build(root: Path, count: int) -> Path:
    for model in range(min(count, POOL)):
        for dtype in DTYPES:
            os.makedirs(root / variant_dir(model, dtype))
            (root / variant_dir(model, dtype) / "model.py").write_text(MODEL)
            (root / variant_dir(model, dtype) / "weight_meta.py").write_text(META.format(rows=1 + model % 97, dtype=dtype))
    lines = []
    for i in range(count):
        sample = root / "samples" / "fusible_subgraphs" / f"{i:06d}"
        os.makedirs(sample)
        (sample / "graph_list.txt").write_text("".join(f"{variant_dir(i % POOL, dtype)}\n" for dtype in DTYPES))
        lines.append(f"samples/fusible_subgraphs/{i:06d}")
    listing = root / "bench_samples.txt"
    listing.write_text("\n".join(lines) + "\n")
    (root / "conftest.py").write_text(PROBE)
    return listing


def timed_child(command: list[str], **kwargs) -> tuple[subprocess.CompletedProcess, float, float]:
    """The finished process, its wall seconds and its CPU seconds (user + system)."""
    before, started = resource.getrusage(resource.RUSAGE_CHILDREN), time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True, **kwargs)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
    return done, time.perf_counter() - started, cpu


def main(count: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        started = time.perf_counter()
        listing = build(root, count)
        built = time.perf_counter() - started
        done, collect_wall, collect_cpu = timed_child(
            [sys.executable, "-m", "pytest", "--passnet-list", str(listing), "--passnet-root", str(root),
             "--collect-only", "-qq", "-p", "no:cacheprovider"],
            cwd=root,
        )  # fmt: skip
        tail = [line for line in done.stdout.splitlines() if "torch imported" in line]
        order, order_wall, order_cpu = timed_child([sys.executable, "-c", ORDER, str(listing), str(root)])
        select_s, order_s, order_torch = (order.stdout.split() + ["-", "-", "-"])[:3]
    load = os.getloadavg()[0]
    print(f"{count} samples x {len(DTYPES)} variants; load average {load:.1f} on {os.cpu_count()} cores")
    print(f"pytest --collect-only: {'; '.join(tail) or done.stdout[-300:] + done.stderr[-300:]}")
    print(f"{'step':52} {'wall s':>8} {'CPU s':>8}")
    print(f"{'build the samples':52} {built:8.1f}")
    verdict = "OK" if collect_cpu <= TARGET_S else "OVER TARGET"
    print(f"{'pytest --collect-only (process start included)':52} {collect_wall:8.1f} {collect_cpu:8.1f}  "
          f"target <= {TARGET_S:.0f} s: {verdict}")  # fmt: skip
    print(f"{'select_samples + longest_first (fresh process)':52} {order_wall:8.1f} {order_cpu:8.1f}")
    print(f"{'  of which select_samples':52} {select_s:>8}")
    print(f"{'  of which longest_first (reads every weight_meta.py)':52} {order_s:>8}  torch imported: {order_torch}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 100_000)
