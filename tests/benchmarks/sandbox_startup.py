"""What a sandboxed child costs to start and to end: from ``Sandbox()`` to its greeting (Python,
torch, the CUDA context, Triton and Dynamo's first compile, behind whatever confinement the mode
applies), and ``close()`` (the kill, the kernel cache kept, the folders removed). A spare child
starts while the previous sample runs, so start-up is mostly hidden; ending is on the critical path.

    python tests/benchmarks/sandbox_startup.py [COUNT] [DEVICE]

``PASSNET_SANDBOX=process`` measures the mode without bubblewrap where bwrap is installed.
"""

from __future__ import annotations

import os
import statistics
import sys
import time

from pytest_passnet.sandbox.mode import describe
from pytest_passnet.sandbox.process import Sandbox, Sandboxes


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    device = sys.argv[2] if len(sys.argv) > 2 else "cpu"
    os.environ.setdefault("TRITON_INTERPRET", "1" if device == "cpu" else "0")
    sandboxes = Sandboxes(dict(os.environ), device)  # the reference child, and the mode's set-up
    sandboxes.reference.answer(600)
    starts, ends = [], []
    for _ in range(count):
        started = time.perf_counter()
        child = Sandbox(sandboxes.mode, sandboxes.env, device)
        child.answer(600)
        starts.append(time.perf_counter() - started)
        started = time.perf_counter()
        child.close()
        ends.append(time.perf_counter() - started)
    sandboxes.close()
    print(describe(sandboxes.mode.record()))
    print(f"start-up to greeting: median {statistics.median(starts):.3f} s, min {min(starts):.3f} s over {count}")
    print(f"close: median {statistics.median(ends) * 1000:.1f} ms, max {max(ends) * 1000:.1f} ms")


if __name__ == "__main__":
    main()
