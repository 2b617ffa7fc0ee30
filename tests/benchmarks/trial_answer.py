"""What a child's answers to one driven trial cost after its call, per layout of the same values: one contiguous
output, one transposed output, and four column views of one buffer (``unbind(-1)``). Inside the span
(``CompiledSide.trial``) the outputs' chunk digests in their memory orders (``fingerprint.memory_orders``,
``trial_digests``: the transposed output hashed where it lies); after it (``CompiledSide.describe``) the rest of their
fingerprint in the same orders (``fingerprint.trial_description``) and the overlap look.
CPU time of this process (torch on ``--threads`` threads, the digests on their own) and wall time, medians over
``--reps`` trials, each with a fresh seed. On ``--device cuda`` the outputs live on the GPU, as a CUDA child's do;
each answer ends in host numbers or bytes, so its wall time needs no extra synchronisation.

    python tests/benchmarks/trial_answer.py [--sizes 1 16 64] [--reps 9] [--threads 1] [--device cpu]
"""

from __future__ import annotations

import argparse
import statistics
import time

import torch

from pytest_passnet import fingerprint
from pytest_passnet.sandbox.child.watch import overlapping_outputs


def layouts(mib: int, device: str):
    """name -> outputs holding ``mib`` MiB of float32 in all, on ``device``."""
    n = mib * (1 << 20) // 4
    generator = torch.Generator().manual_seed(mib)
    yield "contiguous", (torch.randn(n, generator=generator).to(device),)
    yield "transposed", (torch.randn(1024, n // 1024, generator=generator).to(device).t(),)
    yield "4 column views", torch.randn(n // 4, 4, generator=generator).to(device).unbind(1)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[1, 16, 64], help="MiB of outputs")
    parser.add_argument("--reps", type=int, default=9)
    parser.add_argument("--threads", type=int, default=1, help="torch's threads (1: steady on a shared host)")
    parser.add_argument("--device", default="cpu", help="where the outputs live: cpu or cuda")
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    staging = fingerprint.Staging()

    answers = {
        "in the span": lambda outputs, seed: fingerprint.trial_digests(outputs, fingerprint.memory_orders(outputs), seed,
                                                                       staging),
        "after it": lambda outputs, seed: (
            fingerprint.trial_description(outputs, fingerprint.memory_orders(outputs), seed, staging),
            overlapping_outputs(outputs)),
    }
    for mib in args.sizes:
        for name, outputs in layouts(mib, args.device):
            for when, answer in answers.items():
                answer(outputs, 0)
                cpu, wall = [], []
                for seed in range(1, args.reps + 1):
                    started, used = time.perf_counter(), time.process_time()
                    answer(outputs, seed)
                    cpu.append((time.process_time() - used) * 1000)
                    wall.append((time.perf_counter() - started) * 1000)
                print(f"{args.device:4s} {mib:3d} MiB {name:15s} {when:11s} CPU median {statistics.median(cpu):7.1f} ms "
                      f"(min {min(cpu):6.1f})  wall median {statistics.median(wall):7.1f} ms", flush=True)


if __name__ == "__main__":
    main()
