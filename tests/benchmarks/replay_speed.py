"""Benchmark: replaying one big input, PassBench's way written out versus pytest_passnet.materialize.

    python tests/benchmarks/replay_speed.py [--shape 512 2048 2048] [--dtype float32] [--lineage passbench]

Each method runs in a fresh process (so peak memory is its own) after seed 123:

* ``randn only``: the NumPy draw alone, ``np.random.randn(*shape)``: the floor for the
  passbench lineage, whose values come from NumPy's sequential legacy generator;
* ``upstream``: the lines of graph_net_bench/torch/utils.py ``replay_tensor`` (passbench)
  or graph_net/torch/utils.py (graphnet) for one float tensor, written out;
* ``ours``: ``replay_inputs`` for the same meta, and ``replay_on_cpu`` then ``.to``.

Prints wall seconds, peak RSS, and whether every result is bit-identical to upstream's.
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))
MEAN, STD = 0.01, 0.7


def run_method(method: str, shape: list[int], dtype_name: str, lineage: str) -> dict:
    import numpy as np
    import torch

    from pytest_passnet.materialize import replay_inputs, replay_on_cpu, set_seed
    from pytest_passnet.sample import TensorMeta
    from tests.graphnet_digest import tensor_digest

    dtype = getattr(torch, dtype_name)
    meta = TensorMeta(class_name="Program_weight_tensor_meta_x", name="x", shape=tuple(shape),
                      dtype=f"torch.{dtype_name}", mean=MEAN, std=STD)
    set_seed()
    started = time.perf_counter()
    if method == "randn only":
        result = np.random.randn(*shape) if lineage == "passbench" else torch.randn(size=shape)
    elif method == "upstream":
        if lineage == "passbench":
            tensor = torch.from_numpy(np.random.randn(*shape) * STD * 0.2 + MEAN).to(dtype).to("cpu")
        else:
            tensor = torch.randn(size=shape).to(dtype).to("cpu") * STD * 0.2 + MEAN
        tensor = torch.where(torch.isfinite(tensor), tensor, torch.randn_like(tensor) * 0.01)
        result = torch.clamp(tensor, min=-100.0, max=100.0)
    elif method == "ours":
        result = replay_inputs([meta], "cpu", lineage)["x"]
    else:  # "ours, CPU then .to"
        result = replay_on_cpu([meta], "cpu", lineage).to("cpu")["x"]
    seconds = time.perf_counter() - started
    digest = None if method == "randn only" else tensor_digest(result)
    return {"seconds": seconds, "peak_gib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 2**20, "digest": digest}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shape", type=int, nargs="+", default=[512, 2048, 2048])
    parser.add_argument("--dtype", default="float32")
    parser.add_argument("--lineage", default="passbench", choices=["passbench", "graphnet"])
    parser.add_argument("--method", help=argparse.SUPPRESS)  # one method, in a child process
    args = parser.parse_args()
    if args.method:
        print(json.dumps(run_method(args.method, args.shape, args.dtype, args.lineage)))
        return 0
    numel = 1
    for d in args.shape:
        numel *= d
    print(f"replay of one {args.dtype}{args.shape} tensor ({numel / 1e6:.0f}M elements), lineage {args.lineage}")
    print(f"{'method':<24}{'seconds':>10}{'ns/element':>12}{'peak GiB':>10}  bits")
    reference = None
    failed = False
    for method in ("randn only", "upstream", "ours", "ours, CPU then .to"):
        command = [sys.executable, __file__, "--method", method, "--dtype", args.dtype, "--lineage", args.lineage,
                   "--shape", *map(str, args.shape)]
        completed = subprocess.run(command, capture_output=True, text=True)
        if completed.returncode:
            print(f"{method:<24} failed: {completed.stderr.strip().splitlines()[-1:]}")
            failed = True
            continue
        row = json.loads(completed.stdout.strip().splitlines()[-1])
        reference = reference or row["digest"]
        same = "-" if row["digest"] is None else ("identical" if row["digest"] == reference else "DIFFERENT")
        failed |= same == "DIFFERENT"
        print(f"{method:<24}{row['seconds']:>10.2f}{row['seconds'] / numel * 1e9:>12.2f}{row['peak_gib']:>10.2f}  {same}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
