"""Does a fusible sample hold on the GPU? Kernel counts of its first op and of the whole range.

The build decides fusibility from Inductor's kernel count per prefix on a CPU (C++ kernels and
extern calls, read from the generated wrapper; docs/dataset.md). Upstream counts CUDA kernel
launches of the compiled prefix with the profiler. For the first SAMPLES samples of the GPU
fusible eval list (float32, bucket 0), this prints both counts on the GPU: the profiler's
launches (upstream's method) and our wrapper reading of Inductor's Triton code, for the first
op alone and for the whole range. A sample is fusible on the GPU when the range adds no
kernels to its first op. Run from the repo root on the device machine:

    python3 tests/gpu/dataset_kernel_counts.py [SAMPLES]
"""

from __future__ import annotations

import sys
from pathlib import Path

import torch
import torch.fx
from torch.profiler import ProfilerActivity, profile

from pytest_passnet.dataset.kernels import count_launches, inductor_wrapper_code
from pytest_passnet.materialize import bind_arguments, load_model, replay_inputs
from pytest_passnet.sample import read_sample_list, read_weight_meta

ROOT = Path(__file__).resolve().parents[2]


def profiled_launches(module: torch.nn.Module, args: tuple) -> int:
    compiled = torch.compile(module, backend="inductor")
    with torch.no_grad():
        for _ in range(3):
            compiled(*args)
        torch.cuda.synchronize()
        with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) as prof:
            compiled(*args)
            torch.cuda.synchronize()
    return sum(e.count for e in prof.key_averages() if e.key in ("cudaLaunchKernel", "cuLaunchKernel"))


def first_op_module(module: torch.nn.Module) -> torch.fx.GraphModule:
    traced = torch.fx.symbolic_trace(module)
    graph = torch.fx.Graph()
    env = {n: graph.placeholder(n.name) for n in traced.graph.nodes if n.op == "placeholder"}
    first = next(n for n in traced.graph.nodes if n.op not in ("placeholder", "output"))
    graph.output((graph.node_copy(first, lambda a: env[a]),))
    return torch.fx.GraphModule(traced, graph)


def main(count: int) -> None:
    samples = read_sample_list(ROOT / "sample_lists/eval/gpu_passnet_fusible_eval_samples.txt")[:count]
    print(f"{'variant':60} {'ops':>3} {'profiler first/range':>21} {'wrapper first/range':>20} {'fusible on GPU':>14}")
    agree = 0
    for sample in samples:
        lines = (ROOT / sample / "graph_list.txt").read_text().split()
        chosen = next((p for p in lines if "/float32/0/" in p), lines[0])
        directory = ROOT / chosen
        module = load_model(directory / "model.py", "cuda")
        torch.manual_seed(0)
        args, _ = bind_arguments(module, replay_inputs(read_weight_meta(directory / "weight_meta.py"), "cuda"))
        first = first_op_module(module)
        ops = sum(1 for n in torch.fx.symbolic_trace(module).graph.nodes if n.op not in ("placeholder", "output"))
        profiled = (profiled_launches(first, args), profiled_launches(module, args))
        wrapper = (count_launches(inductor_wrapper_code(first, args)), count_launches(inductor_wrapper_code(module, args)))
        holds = profiled[1] <= profiled[0]
        agree += holds
        print(f"{directory.name[:60]:60} {ops:>3} {profiled[0]:>10}/{profiled[1]:<10} {wrapper[0]:>9}/{wrapper[1]:<10} {str(holds):>14}")
    print(f"fusible on the GPU as on the CPU: {agree} of {len(samples)}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 10)
