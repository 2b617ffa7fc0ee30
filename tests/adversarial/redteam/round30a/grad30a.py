"""Round 30a's GRAD_MODE (measured, not counted): eager's call runs with grad mode on (the reference child calls the
module as PassBench does), so each op passes autograd's dispatch keys even where no input requires grad; the same ops
under ``torch.inference_mode`` (the same values) skip them. Round 29b's chain of 100 small ops (8x8 relu, mul, add,
sigmoid), blocks of 20 calls alternating grad mode on, ``inference_mode`` and ``no_grad``, in one interpreter; the
median of the blocks' medians, in us, and of each block's ratio to its neighbour.

    python -m tests.adversarial.redteam.round30a.grad30a [blocks]
"""

from __future__ import annotations

import contextlib
import json
import statistics
import sys
import time

import torch


def _chain(x: torch.Tensor) -> torch.Tensor:
    for _ in range(25):
        x = torch.sigmoid(torch.relu(x) * 1.0001 + 0.5)
    return x


def measure(blocks: int = 30, calls: int = 20) -> dict:
    x = torch.randn(8, 8)
    modes = {"grad_on": contextlib.nullcontext, "inference_mode": torch.inference_mode, "no_grad": torch.no_grad}

    def block(mode) -> float:
        times = []
        with mode():
            for _ in range(calls):
                started = time.perf_counter()
                _chain(x)
                times.append(time.perf_counter() - started)
        return statistics.median(times) * 1e6

    for mode in modes.values():
        block(mode)
    rows = [{name: block(mode) for name, mode in modes.items()} for _ in range(blocks)]
    with torch.inference_mode():
        inferred = _chain(x)
    return {**{name: round(statistics.median(r[name] for r in rows), 1) for name in modes},
            "on_over_inference": round(statistics.median(r["grad_on"] / r["inference_mode"] for r in rows), 3),
            "on_over_no_grad": round(statistics.median(r["grad_on"] / r["no_grad"] for r in rows), 3),
            "same_values": torch.equal(_chain(x), inferred)}


if __name__ == "__main__":
    print(json.dumps(measure(*[int(a) for a in sys.argv[1:2]])))
