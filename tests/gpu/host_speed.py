"""How fast this host's CPU drives work, in one line: the calibration a GPU run's wall time is read against.

The GPU demo list's variants are launch-bound (calls of 0.1-0.5 ms made of tens of launches), so their times and the
list's wall time follow the host's CPU as much as its GPU: two H100 VMs of one kind measured the same tree's sample
loads and kernel compiles 1.7x apart (docs/results/h100-2026-12-06c). Printed: a pure-Python loop, a CPU tensor op
through torch's dispatcher, and where there is a GPU a torch launch, a Triton launch (the path a pass's kernels take)
and a synchronize's round trip, each the median of 5 repeats.

    python3 tests/gpu/host_speed.py
"""

from __future__ import annotations

import statistics
import time

import torch


def _median_us(work, count: int, repeats: int = 5) -> float:
    """Microseconds per unit of ``work(count)``, the median of ``repeats`` runs after one untimed."""
    work(count)
    runs = []
    for _ in range(repeats):
        started = time.perf_counter()
        work(count)
        runs.append((time.perf_counter() - started) / count * 1e6)
    return statistics.median(runs)


def _python(count: int) -> None:
    total = 0
    for number in range(count):
        total += number * number


def _torch_op(tensor: torch.Tensor):
    def work(count: int) -> None:
        for _ in range(count):
            tensor.add_(1)
        if tensor.is_cuda:
            torch.cuda.synchronize()
    return work


def _synchronize(tensor: torch.Tensor):
    def work(count: int) -> None:
        for _ in range(count):
            tensor.add_(1)
            torch.cuda.synchronize()
    return work


def _triton_launch(tensor: torch.Tensor):
    import triton
    import triton.language as tl

    @triton.jit
    def add_one(pointer):
        tl.store(pointer, tl.load(pointer) + 1)

    def work(count: int) -> None:
        for _ in range(count):
            add_one[(1,)](tensor)
        torch.cuda.synchronize()
    return work


def main() -> None:
    parts = {"python loop ns/iter": _median_us(_python, 1_000_000) * 1e3,
             "cpu tensor op us": _median_us(_torch_op(torch.zeros(1)), 20_000)}
    if torch.cuda.is_available():
        on_gpu = torch.zeros(1, device="cuda")
        parts["torch launch us"] = _median_us(_torch_op(on_gpu), 20_000)
        parts["triton launch us"] = _median_us(_triton_launch(on_gpu), 5_000)
        parts["launch+sync us"] = _median_us(_synchronize(on_gpu), 2_000)
    print("host speed: " + ", ".join(f"{name} {value:.2f}" for name, value in parts.items()))


if __name__ == "__main__":
    main()
