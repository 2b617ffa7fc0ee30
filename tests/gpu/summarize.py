"""Print the GPU check's table: demo scores under -n 0 and -n 2, example statuses, test counts."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path


def load(path: Path) -> dict | None:
    return json.loads(path.read_text()) if path.is_file() else None


def fmt(value: float | None) -> str:
    return "-" if value is None else f"{value:.4f}"


def verdicts(report: dict) -> dict[str, tuple]:
    return {v["nodeid"]: (v["status"], v["parity_status"]) for v in report["variants"]}


def main(out: Path, demo: str) -> None:
    one, two = (load(out / f"{demo}_{n}" / "report.json") for n in ("n0", "n2"))
    examples = load(out / "examples" / "report.json") if demo == "demo" else None
    print(f"--- {demo} list")
    if one:
        machine = one["machine"]
        print(f"machine: {machine.get('gpu')} | driver {machine.get('driver')} | torch {machine.get('torch')} | triton {machine.get('triton')}")
        print(f"{'sample graph':40} {'AS -n0':>8} {'AS -n2':>8} {'gmean e2e -n0':>14} {'gmean e2e -n2':>14}")
        by_path = {s["path"]: s for s in (two or {}).get("samples", [])}
        for s in one["samples"]:
            t = by_path.get(s["path"], {})
            print(f"{s['graph'][:40]:40} {fmt(s['score']):>8} {fmt(t.get('score')):>8} {fmt(s['gmean_speedup']):>14} {fmt(t.get('gmean_speedup')):>14}")
        o1, o2 = one["overall"], (two or {}).get("overall", {})
        print(f"{'overall AS pooled / mean of samples':40} -n0 {fmt(o1['score'])} / {fmt(o1['mean_sample_score'])}"
              f"   -n2 {fmt(o2.get('score'))} / {fmt(o2.get('mean_sample_score'))}")
        if two:
            same = verdicts(one) == verdicts(two)
            print(f"-n 0 vs -n 2: identical statuses for all {len(one['variants'])} variants: {same}")
    if examples:
        counts: dict[str, int] = {}
        for v in examples["variants"]:
            counts[v["status"]] = counts.get(v["status"], 0) + 1
        print(f"public examples (eager): {counts}")
    log = out / "tests.log"
    if log.is_file() and demo == "demo":
        tail = [line for line in log.read_text().splitlines() if re.search(r"\d+ (passed|failed)", line)]
        print(f"tests on GPU: {tail[-1] if tail else 'no summary line'}")


if __name__ == "__main__":
    main(Path(sys.argv[1]), sys.argv[2])
