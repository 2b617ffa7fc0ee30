"""Rollouts per hour of `passnet-agent run`, with a scripted policy and real evaluations.

Every attempt writes the fixture's correct Triton pass for the add+relu sample (two variants),
evaluates it once and finishes, so each rollout costs two evaluations (the step's and the
reward's) and no model time: what is measured is the environment's throughput. Run from the
repository root:

    python -m tests.agent.bench_rollouts --attempts 8 --workers 1 2      # CPU (Triton's interpreter)
    python -m tests.agent.bench_rollouts --attempts 32 --workers 1 4 8 --device cuda

Prints one line per worker count: rollouts, wall seconds, rollouts per hour, the mean reward.
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from pathlib import Path

from tests.agent.stub_llm import PolicyLLM, tool_call, write_pass

from agent.cli import main
from agent.trajectory import read_jsonl

FIXTURES = Path(__file__).parent / "fixtures"


def policy() -> list[dict]:
    source = (FIXTURES / "passes/TritonAddRelu.py").read_text()
    return write_pass("TritonAddRelu", source) + [tool_call("finish", {"message": "fused"})]


def rollouts(attempts: int, workers: int, device: str, out: Path) -> tuple[int, float, float]:
    start = time.monotonic()
    with PolicyLLM(policy()) as server:
        code = main(["run", "--dataset", str(FIXTURES / "add_relu_samples.txt"), "--root", str(FIXTURES),
                     "--model", "scripted", "--base-url", server.url, "--api-key", "k", "--device", device,
                     "--attempts", str(attempts), "--workers", str(workers), "--warmup", "1", "--trials", "3",
                     "--out", str(out)])
    wall = time.monotonic() - start
    records = read_jsonl(out / "trajectories.jsonl")
    if code != 0 or len(records) != attempts:
        raise SystemExit(f"the run failed (exit {code}, {len(records)} of {attempts} attempts written)")
    return len(records), wall, sum(r["reward"] for r in records) / len(records)


def run(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.agent.bench_rollouts", description=__doc__.split("\n")[0])
    parser.add_argument("--attempts", type=int, default=8)
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 2])
    parser.add_argument("--device", choices=["cpu", "cuda"], default="cpu")
    args = parser.parse_args(argv)
    os.environ.setdefault("GRAPH_NET_FLUCTUATION_DETECT_THRESHOLD", "1000")  # timings on CPU say nothing
    print(f"{len(os.sched_getaffinity(0))} cores, device {args.device}, {args.attempts} rollouts per line")
    with tempfile.TemporaryDirectory(prefix="bench-rollouts-") as tmp:
        for workers in args.workers:
            count, wall, reward = rollouts(args.attempts, workers, args.device, Path(tmp) / f"w{workers}")
            print(f"workers {workers}: {count} rollouts in {wall:.1f} s = {3600 * count / wall:.0f} rollouts/hour "
                  f"(mean reward {reward:.3f})", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(run())
