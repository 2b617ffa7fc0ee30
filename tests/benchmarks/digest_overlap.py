"""What a trial's digests cost inside the span (``fingerprint.trial_digests``) for outputs that are hashed where they
lie and for outputs copied into the staging's windows first, whose copies overlap the hash of the window before
(red team round 26b, GPU_HASH_OVERLAP): (a) 64 MiB of contiguous float32 on the CPU, (b) 64 MiB of float32 with gaps
(a [4096, 4096] slice of [4096, 4160] rows: copied a window at a time), (c) where CUDA is available, a 256 MiB float32
output on the GPU (every chunk copied to the pinned windows), contiguous and with gaps.

Wall time (the hash runs on the pool's threads), median and min over ``--reps`` trials, each with a fresh seed, after
one trial to warm the staging's buffers; torch on ``--threads`` threads.

    python tests/benchmarks/digest_overlap.py [--reps 15] [--threads 1] [--sizes 64] [--cuda-mib 256]
"""

from __future__ import annotations

import argparse
import statistics
import time

import torch

from pytest_passnet import fingerprint


def cases(mib: int, cuda_mib: int):
    """name -> (outputs, whether to synchronise CUDA before each trial)."""
    rows = mib * (1 << 20) // 4 // 4096
    generator = torch.Generator().manual_seed(mib)
    yield f"cpu  {mib:4d} MiB contiguous", (torch.randn(rows, 4096, generator=generator),)
    yield f"cpu  {mib:4d} MiB gapped", (torch.randn(rows, 4096 + 64, generator=generator)[:, :4096],)
    if torch.cuda.is_available():
        rows = cuda_mib * (1 << 20) // 4 // 4096
        yield f"cuda {cuda_mib:4d} MiB contiguous", (torch.randn(rows, 4096, device="cuda"),)
        yield f"cuda {cuda_mib:4d} MiB gapped", (torch.randn(rows, 4096 + 64, device="cuda")[:, :4096],)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reps", type=int, default=15)
    parser.add_argument("--threads", type=int, default=1, help="torch's threads (the hash has its own pool)")
    parser.add_argument("--sizes", type=int, nargs="+", default=[64], help="MiB of the CPU outputs")
    parser.add_argument("--cuda-mib", type=int, default=256, help="MiB of the CUDA outputs")
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    staging = fingerprint.Staging()
    print(f"hashing threads: {fingerprint._hashers()}, torch threads: {torch.get_num_threads()}", flush=True)
    for mib in args.sizes:
        for name, outputs in cases(mib, args.cuda_mib):
            orders = fingerprint.memory_orders(outputs)
            fingerprint.trial_digests(outputs, orders, 0, staging)
            wall = []
            for seed in range(1, args.reps + 1):
                if outputs[0].is_cuda:
                    torch.cuda.synchronize()
                started = time.perf_counter()
                fingerprint.trial_digests(outputs, orders, seed, staging)
                wall.append((time.perf_counter() - started) * 1000)
            print(f"{name}  trial_digests wall median {statistics.median(wall):7.2f} ms (min {min(wall):7.2f})",
                  flush=True)


if __name__ == "__main__":
    main()
