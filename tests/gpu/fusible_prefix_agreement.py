"""Does the CPU kernel-count rule agree with CUDA launch counts on every shipped fusible sample?

The build counts, for every prefix of a range, the kernels of Inductor's CPU wrapper
(``dataset/kernels.py``); upstream counts ``cudaLaunchKernel`` events of the compiled prefix
with the profiler. For each shipped fusible sample (its float32 variant at the smallest
bucket), this counts every prefix both ways on the GPU host, applies the same grouping
(``kernels.fusible_ranges``, upstream's ``FusibleSubgraphRangesAnalyzer``) to each series, and
says whether the sample is one fusible range under each. A sample where CUDA's series does
not make it fusible would not be a fusible sample upstream. Run from the repo root on the
device machine (``DEVICE=cpu`` checks the script here, CPU counts only):

    python3 tests/gpu/fusible_prefix_agreement.py [SAMPLES]      # all shipped fusible samples by default
    OUT=/tmp/agreement python3 tests/gpu/fusible_prefix_agreement.py   # also writes $OUT/fusible_prefix_agreement.json
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import torch
import torch.fx

from pytest_passnet.dataset.kernels import count_launches, fusible_ranges, inductor_wrapper_code
from pytest_passnet.materialize import bind_arguments, load_model, replay_inputs
from pytest_passnet.sample import read_sample_list, read_weight_meta

ROOT = Path(__file__).resolve().parents[2]
LISTS = ("sample_lists/train/passnet_fusible_train_samples.txt", "sample_lists/eval/gpu_passnet_fusible_eval_samples.txt")


def prefix_module(traced: torch.fx.GraphModule, k: int) -> torch.fx.GraphModule:
    """The first ``k`` ops, returning every value of theirs that a later op or the output uses."""
    body = [n for n in traced.graph.nodes if n.op not in ("placeholder", "output")]
    inside = set(body[:k])
    graph = torch.fx.Graph()
    env = {n: graph.placeholder(n.name) for n in traced.graph.nodes if n.op == "placeholder"}
    for node in body[:k]:
        env[node] = graph.node_copy(node, lambda a: env[a])
    escaping = [n for n in body[:k] if any(u not in inside for u in n.users)]
    graph.output(tuple(env[n] for n in escaping))
    return torch.fx.GraphModule(traced, graph)


def cuda_launches(module: torch.nn.Module, args: tuple) -> int:
    from torch.profiler import ProfilerActivity, profile

    torch._dynamo.reset()
    compiled = torch.compile(module, backend="inductor")
    with torch.no_grad():
        for _ in range(2):
            compiled(*args)
        torch.cuda.synchronize()
        with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) as prof:
            compiled(*args)
            torch.cuda.synchronize()
    return sum(e.count for e in prof.key_averages() if e.key in ("cudaLaunchKernel", "cuLaunchKernel"))


def series(directory: Path, device: str) -> dict[str, list[int | None]]:
    module = load_model(directory / "model.py", device)
    traced = torch.fx.symbolic_trace(module)
    ops = sum(1 for n in traced.graph.nodes if n.op not in ("placeholder", "output"))
    torch.manual_seed(0)
    metas = read_weight_meta(directory / "weight_meta.py")
    cpu_args, _ = bind_arguments(module, replay_inputs(metas, "cpu"))
    dev_args = bind_arguments(module, replay_inputs(metas, device))[0] if device != "cpu" else None
    counts: dict[str, list[int | None]] = {"cpu_wrapper": [], "cuda_profiler": []}
    for k in range(1, ops + 1):
        prefix = prefix_module(traced, k)
        try:
            counts["cpu_wrapper"].append(count_launches(inductor_wrapper_code(prefix.to("cpu"), cpu_args)))
        except Exception:  # a prefix Inductor refuses leaves a gap, as in the build
            counts["cpu_wrapper"].append(None)
        if dev_args is not None:
            try:
                counts["cuda_profiler"].append(cuda_launches(prefix.to(device), dev_args))
            except Exception:
                counts["cuda_profiler"].append(None)
    return counts


def main(limit: int | None) -> None:
    device = os.environ.get("DEVICE", "cuda")
    samples = [s for name in LISTS if (ROOT / name).exists() for s in read_sample_list(ROOT / name)][:limit]
    rows, agree = [], 0
    for sample in samples:
        lines = (ROOT / sample / "graph_list.txt").read_text().split()
        chosen = next((p for b in (0, 4, 8, 9) for p in lines if f"/float32/{b}/" in p), lines[0])
        counts = series(ROOT / chosen, device)
        n = len(counts["cpu_wrapper"])
        whole = {key: (0, n) in fusible_ranges(values) for key, values in counts.items() if values}
        same = len(set(whole.values())) == 1
        agree += same
        rows.append({"sample": sample, "variant": chosen, "ops": n, **counts, "whole_range_fusible": whole})
        print(f"{Path(chosen).name[:60]:60} {n:>3} {json.dumps(whole)} {'agree' if same else 'DIFFER'}", flush=True)
    print(f"CPU rule and {device} counts give the same verdict on {agree} of {len(rows)} shipped fusible samples")
    if os.environ.get("OUT"):
        out = Path(os.environ["OUT"])
        out.mkdir(parents=True, exist_ok=True)
        (out / "fusible_prefix_agreement.json").write_text(json.dumps(rows, indent=1))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else None)
