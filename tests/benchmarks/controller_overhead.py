"""Benchmark: the controller's own work for N variant results (default 100,000; target <= 10 s).

    python tests/benchmarks/controller_overhead.py [N]

Synthetic results shaped like a real run's records (3 variants per sample, mixed statuses
and speedups), then each step a run's controller takes, through the plugin's own code, timed
on its own: appending each result to results.jsonl as it arrives (``RunDir.append``), building
the report (ES(t), AS per sample and overall), rendering the terminal summary, and writing
report.json with every sample's aggregated_score.json (``RunDir.write_report``); and, beside
the total, reading results.jsonl back, which only --passnet-resume and passnet-report merge do.
Wall and CPU seconds are both printed: on a shared machine the CPU column is the one to compare.
The files go to TMPDIR.
"""

from __future__ import annotations

import random
import sys
import tempfile
import time
from pathlib import Path

from pytest_passnet.report import build_report
from pytest_passnet.result import VariantResult
from pytest_passnet.runfiles import RunDir
from pytest_passnet.summary import render

TARGET_S = 10.0
LEVELS = [str(t) for t in range(-10, 6)]
STATUSES = [("correct", "correct")] * 80 + [("accuracy", "correct")] * 8 + [("pass_not_matched", "eager_fail")] * 8 + [
    ("sample_error", "absent")
] * 4


def synthetic_result(i: int, rng: random.Random) -> VariantResult:
    sample = f"samples/fusible_subgraphs/{i // 3:06d}"
    dtype = ("float32", "float16", "bfloat16")[i % 3]
    variant = f"graphs/fusible_subgraphs/{dtype}/1/samples/bench/m{i // 3}/_decomposed/m{i // 3}_start0_end8_0"
    status, parity = rng.choice(STATUSES)
    ran = parity == "correct"  # PassBench's parsed status: the variant ran and has timings

    def side(median: float) -> dict:
        return {"e2e": {"median": median, "iqr": median * 0.03, "mean": median, "std": median * 0.02, "min": median * 0.97,
                        "max": median * 1.2}, "gpu": {"median": median * 0.9, "iqr": median * 0.02, "mean": median * 0.9,
                        "std": median * 0.01, "min": median * 0.88, "max": median * 1.1}}  # fmt: skip

    eager, compiled = rng.uniform(0.05, 2.0), rng.uniform(0.05, 2.0)
    first_correct = rng.randint(-7, 2) if status == "correct" else 9
    return VariantResult.from_dict({
        "nodeid": f"{sample}::{variant}",
        "sample": sample,
        "variant": variant,
        "dtype": dtype,
        "bucket": "1",
        "category": "fusible",
        "status": status,
        "message": "" if status == "correct" else "outputs differ beyond the baseline tolerance: output 0: max diff 0.0123",
        "matched": status != "pass_not_matched",
        "applied": {"FuseRMSNorm": 1},
        "diagnostics": [],
        "speedup": {"e2e": round(eager / compiled, 5) if ran else None, "gpu": round(eager / compiled, 5) if ran else None},
        "timing": {"eager": side(eager), "compiled": side(compiled)} if ran else {"eager": None, "compiled": None},
        "correctness": {
            "dtypes": {"eager": [dtype], "compiled": [dtype]},
            "equal": [0],
            "max_diff": [4.8e-07],
            "mean_diff": [7.8e-09],
            "correct_at": {t: int(t) >= first_correct for t in LEVELS},
            "baseline_tolerance": [{"atol": 1e-05, "rtol": 1.3e-06}],
        }
        if ran
        else {},
        "flags": [],
        "device": "cuda",
        "machine": {"host": "h200-1", "python": "3.12.3", "torch": "2.11.0", "triton": "3.6.0", "device": "cuda",
                    "gpu": "NVIDIA H200", "gpu_uuid": "GPU-0000", "driver": "570.124.06", "cuda": "12.8",
                    "triton_interpret": False},  # fmt: skip
        "protocol": {"compiler": "pass_mgr", "device": "cuda", "warmup": 25, "trials": 100, "replay": "passbench", "guard": "full"},
        "duration_s": 1.234,
    })


def timed(label: str, rows: list, action):
    wall, cpu = time.perf_counter(), time.process_time()
    value = action()
    rows.append((label, time.perf_counter() - wall, time.process_time() - cpu))
    return value


def main(count: int) -> None:
    rng = random.Random(0)
    results = [synthetic_result(i, rng) for i in range(count)]
    order = list(dict.fromkeys(r.sample for r in results))
    rows: list[tuple[str, float, float]] = []
    with tempfile.TemporaryDirectory() as tmp:
        run_dir = RunDir(Path(tmp) / "run")
        run_dir.lock()
        run_dir.start_results(keep=False)

        def append_each():
            for result in results:
                run_dir.append(result)

        timed("append each result (RunDir.append)", rows, append_each)
        report = timed("build report (ES(t), AS)", rows, lambda: build_report(results, order, {"compiler": "pass_mgr"}, False))
        text = timed("render terminal summary", rows, lambda: render(report, 200))
        timed("write report.json + aggregated_score.json", rows, lambda: run_dir.write_report(report))
        size = run_dir.report_path.stat().st_size
        read_back: list[tuple[str, float, float]] = []
        timed("read results.jsonl back (resume, merge only)", read_back, run_dir.read_results)
        run_dir.unlock()
    print(f"{count} variant results in {len(order)} samples; report.json {size / 1e6:.0f} MB; summary {len(text.splitlines())} lines")
    print(f"{'step':45} {'wall s':>8} {'CPU s':>8}")
    total = ("a run's controller (target <= %.0f s of CPU)" % TARGET_S, sum(r[1] for r in rows), sum(r[2] for r in rows))
    for label, wall, cpu in [*rows, total, *read_back]:
        verdict = ("  OK" if cpu <= TARGET_S else "  OVER TARGET") if label is total[0] else ""
        print(f"{label:45} {wall:8.2f} {cpu:8.2f}{verdict}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 100_000)
