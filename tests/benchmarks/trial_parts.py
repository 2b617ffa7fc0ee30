"""What one driven trial costs in a child, part by part, on a variant's own inputs and eager model
(in this process: no sandbox, no pipe; ``trial_round_trip.py`` measures the whole exchange).

Per part, the median over ``--reps`` repetitions in ms, the device synchronised after each:

* ``fill``: ``materialize.FreshFill``, the inputs refilled in place from a seed;
* ``call``: the claimed e2e of one timed trial (``timing.TrialTimer``), and ``loop``: the mean e2e
  per call of PassBench's own loop (``measure.measure_side``) on the same call, for comparison;
* ``print``: the outputs' fingerprint (``fingerprint.fingerprint``), and ``print_f64``: the same
  norms from a float64 copy of the outputs per norm, as fingerprints were computed before;
* ``audit``: one audited chunk from a child's channel to the trusted side's (spill file, device
  copies), the largest chunk an audit asks for.

    python tests/benchmarks/trial_parts.py VARIANT_DIR [...] [--device cuda] [--reps 20]
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import threading
import time
from pathlib import Path

import torch

from pytest_passnet import fingerprint
from pytest_passnet.materialize import FreshFill, bind_to, forward_parameters, load_model
from pytest_passnet.sandbox.child.timing import TrialTimer, measure_side, seed_call, synchronize
from pytest_passnet.pipeline import AUDIT_TRIAL_BYTES
from pytest_passnet.prefetch import replay_variant
from pytest_passnet.sandbox.channel import Channel

PARTS = ("fill", "call", "loop", "print", "print_f64", "audit")


def _f64_copies(outputs) -> list:
    """The fingerprint's norms as computed before: a float64 copy of the rows per norm."""
    norms = []
    for output in fingerprint.as_tuple(outputs):
        flat = output.detach().reshape(-1)
        length = fingerprint.chunk_length(flat.numel(), output.element_size())
        rows = flat[:flat.numel() // length * length].view(-1, length)
        norms += [torch.linalg.vector_norm(rows, order, dim=1, dtype=torch.float64) for order in (1, 2)]
    return torch.cat(norms).tolist()


def _median_ms(work, device: str, reps: int) -> float:
    work()
    synchronize(device)
    times = []
    for _ in range(reps):
        started = time.perf_counter()
        work()
        synchronize(device)
        times.append((time.perf_counter() - started) * 1000)
    return statistics.median(times)


class _AuditPath:
    """A child's channel and the trusted side's, joined by a pipe and a spill folder, as in a run."""

    def __init__(self, device: str, spill: Path):
        to_trusted_r, to_trusted_w = os.pipe()
        self.child = Channel(-1, to_trusted_w, spill, role="child", device=device)
        self.trusted = Channel(to_trusted_r, -1, spill, role="trusted", device=device)

    def move(self, chunk: torch.Tensor) -> None:
        received = {}
        reader = threading.Thread(target=lambda: received.update(self.trusted.receive()))
        reader.start()
        self.child.send({"outputs": [chunk]})
        reader.join()


def bench_variant(path: Path, device: str, reps: int, audit: _AuditPath) -> dict[str, float]:
    metas, replayed = replay_variant(path, device, "passbench")
    inputs = {name: tensor.to(device) for name, tensor in replayed.final_on_cpu().items()}
    model = load_model(path / "model.py", device)
    args, kwargs = bind_to(forward_parameters(model), inputs)

    def call():
        return model(*args, **kwargs)

    fill, timer = FreshFill(metas, inputs), TrialTimer(device)
    outputs = call()
    first = fingerprint.as_tuple(outputs)[0]
    largest = max(1, AUDIT_TRIAL_BYTES // first.element_size())
    chunk = fingerprint.chunk(first, 0)[:largest]
    seeds = iter(range(1 << 30))
    claims = []
    result = {
        "in_mb": sum(t.numel() * t.element_size() for t in inputs.values()) / 2**20,
        "out_mb": sum(t.numel() * t.element_size() for t in fingerprint.as_tuple(outputs)) / 2**20,
        "fill": _median_ms(lambda: fill(next(seeds)), device, reps),
    }
    for _ in range(reps):
        claims.append(timer(call, seed_call)[1])
    result["call"] = statistics.median(claims)
    result["loop"] = statistics.mean(measure_side(call, device, 3, reps, seed_call).e2e_ms)
    result["print"] = _median_ms(lambda: fingerprint.fingerprint(outputs), device, reps)
    result["print_f64"] = _median_ms(lambda: _f64_copies(outputs), device, reps)
    result["audit"] = _median_ms(lambda: audit.move(chunk), device, reps)
    return result


def _short_name(path: Path) -> str:
    """dtype/group/name: what tells a demo list's variants apart."""
    dtype = next((i for i, part in enumerate(path.parts) if part in ("float32", "float16", "bfloat16")), None)
    parts = path.parts[dtype:dtype + 2] + path.parts[-1:] if dtype is not None else path.parts[-1:]
    return "/".join(parts)[-48:]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("variants", nargs="+", type=Path)
    parser.add_argument("--device", default="cpu")
    parser.add_argument("--reps", type=int, default=20)
    args = parser.parse_args()
    spill_root = "/dev/shm" if os.path.isdir("/dev/shm") else None
    with tempfile.TemporaryDirectory(dir=spill_root) as spill:
        audit = _AuditPath(args.device, Path(spill))
        print(f"{'variant':48} {'in MB':>7} {'out MB':>7} " + " ".join(f"{p:>9}" for p in PARTS) + "  (ms)")
        for path in args.variants:
            parts = bench_variant(path.resolve(), args.device, args.reps, audit)
            name = _short_name(path)
            print(f"{name:48} {parts['in_mb']:7.1f} {parts['out_mb']:7.1f} "
                  + " ".join(f"{parts[p]:9.3f}" for p in PARTS), flush=True)


if __name__ == "__main__":
    main()
