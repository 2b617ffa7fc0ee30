"""What the trusted side's per-trial loop costs, and how tight its clock bound is for honest code.

Eager (or ``--compiler``, e.g. pass_mgr with the sample's passes) against eager in the two real
children (the pass's and the reference), for each sample:

* the bare round trip of a tiny request (``findings``: a JSON header each way, no work);
* the timed trials driven one by one (the full guard: fresh inputs, written by the trusted side while
  the child stands stopped on the CPU or filled by the child on CUDA; a seed out; PassBench's interval
  and the outputs' chunk digests in the child; times and digests back, the description after), against
  the same trials in one request (``--passnet-guard passbench``): the added wall time per trial;
* per attempt, the overhead h = median(span - claim) of each side, and what
  ``measure.bound_by_trusted_clock`` makes of the first side's honest claims: the bound must stay
  below the claim (``OVERHEAD_SLACK`` and ``OVERHEAD_MARGIN_MS`` are chosen from these numbers).

    python tests/benchmarks/trial_round_trip.py [SAMPLE_DIR ...] [--trials 100] [--attempts 5] [--device cpu|cuda]
                                                [--compiler eager|pass_mgr]

Without sample dirs it builds a tiny add+relu sample (4 x 300 floats) with an honest Triton pass.
"""

from __future__ import annotations

import argparse
import os
import secrets
import statistics
import tempfile
import time
from pathlib import Path

import numpy as np

from pytest_passnet import protocol
from pytest_passnet.device_lock import DeviceLock, lock_folder
from pytest_passnet.measure import bound_by_trusted_clock
from pytest_passnet.options import Options
from pytest_passnet.pipeline import Run, Trials, _drive, _load, _prepare, _trials, load
from pytest_passnet.result import VariantResult
from pytest_passnet.sample import load_sample
from pytest_passnet.sandbox.process import Sandboxes
from tests.sample_factory import ADD_RELU_PASS, write_sample


def _us(ms: float) -> str:
    return f"{ms * 1000:8.1f}"


def bench_sample(path: Path, root: Path, options: Options, attempts: int, sandboxes: Sandboxes, lock: DeviceLock,
                 compiler: str) -> None:
    sample = load_sample(path, root)
    variant = sample.variants[0]
    result = VariantResult(nodeid=variant.listed_as, sample=path.name, variant=variant.listed_as)
    run = Run(variant, result, options, sandboxes, device_lock=lock)
    load(run, None)
    run.sandbox = sandboxes.for_sample(sample, False, "pass_mgr")
    run.reference = sandboxes.reference_for(sample)
    run.ask(_load(run, run.sandbox, compiler))
    run.ask(_prepare(run, run.sandbox))
    run.ask_reference(_load(run, run.reference, "eager"))
    run.ask_reference(_prepare(run, run.reference))
    run.compiled_out = protocol.OutputsDone.read(run.ask(protocol.Outputs())).outputs
    run.eager_out = protocol.OutputsDone.read(run.ask_reference(protocol.Outputs())).outputs

    bare = []
    for _ in range(200):
        started = time.perf_counter()
        run.ask(protocol.Findings())
        bare.append((time.perf_counter() - started) * 1000)
    print(f"\n{path.name} ({options.trials} trials per attempt, {options.device})")
    print(f"  bare round trip of a tiny request: median {_us(statistics.median(bare))} us, "
          f"p90 {_us(float(np.percentile(bare, 90)))} us")
    print("  attempt  claim_a(us) h_a(us) claim_b(us) h_b(us)  bound_a-claim_a(us)  driven-batch per trial(us)")
    margins = []
    for attempt in range(attempts):
        seeds, fills = ([secrets.randbits(63) for _ in range(options.trials)] for _ in range(2))
        plan = Trials(seeds, {}, fills)  # no audits: the round trip alone
        started = time.perf_counter()
        a = _drive(run, run.sandbox, run.check, run.compiled_out, plan).timing
        driven_ms = (time.perf_counter() - started) * 1000
        b = _drive(run, run.reference, run.check_reference, run.eager_out, plan).timing
        started = time.perf_counter()
        _trials(run, run.sandbox, run.ask)
        batch_ms = (time.perf_counter() - started) * 1000
        bound = bound_by_trusted_clock(a, b)
        h_a = statistics.median(s - c for s, c in zip(a.spans_ms, a.e2e_ms))
        h_b = statistics.median(s - c for s, c in zip(b.spans_ms, b.e2e_ms))
        margins.append(bound.bound_ms - bound.claimed_ms)
        print(f"  {attempt + 1:7d} {_us(bound.claimed_ms)}  {_us(h_a)} {_us(statistics.median(b.e2e_ms))}  {_us(h_b)}"
              f"  {_us(bound.bound_ms - bound.claimed_ms)}            {_us((driven_ms - batch_ms) / options.trials)}")
    print(f"  honest claims raised by the bound: {sum(m > 0 for m in margins)} of {attempts} "
          f"(largest bound - claim: {_us(max(margins))} us)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("samples", nargs="*", type=Path)
    parser.add_argument("--trials", type=int, default=100)
    parser.add_argument("--attempts", type=int, default=5)
    parser.add_argument("--device", default="cpu")
    parser.add_argument("--compiler", default="eager", help="the first side's compiler (the second is eager)")
    args = parser.parse_args()
    if args.device == "cpu":
        os.environ.setdefault("TRITON_INTERPRET", "1")
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        samples = args.samples or [write_sample(root, "add_relu", passes={"AddRelu": ADD_RELU_PASS})]
        sample_root = root if not args.samples else Path.cwd()
        options = Options(device=args.device, warmup=3, trials=args.trials, timeout=600)
        sandboxes = Sandboxes(dict(os.environ), args.device)
        lock = DeviceLock(args.device, options.timeout, lock_folder(args.device, root))
        try:
            for path in samples:
                bench_sample(path.resolve(), sample_root.resolve(), options, args.attempts, sandboxes, lock, args.compiler)
        finally:
            sandboxes.close()
            lock.close()


if __name__ == "__main__":
    main()
