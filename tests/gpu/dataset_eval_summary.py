"""The table tests/gpu/dataset_eval.sh prints: AS, status counts and wall time per list and compiler."""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

PUBLISHED_INDUCTOR_AS = 0.706
"""PassNet paper: TorchInductor on the 200 fusible eval tasks (docs/protocol.md section 21)."""


def main(out: Path) -> None:
    print(f"{'list':9} {'compiler':9} {'samples':>7} {'variants':>8} {'AS':>7} {'wall s':>7}  statuses")
    for category in ("fusible", "typical"):
        for compiler in ("eager", "inductor"):
            run = out / f"{category}_{compiler}"
            seconds_file = out / f"{category}_{compiler}.seconds"
            seconds = sum(int(line) for line in seconds_file.read_text().split()) if seconds_file.is_file() else 0
            report_file = run / "report.json"
            if report_file.is_file():
                report = json.loads(report_file.read_text())
                variants, samples, score = report["variants"], len(report["samples"]), f"{report['overall']['score']:.3f}"
            else:  # stopped at the deadline: what it has finished so far, unscored
                results = run / "results.jsonl"
                variants = [json.loads(line) for line in results.read_text().splitlines()] if results.is_file() else []
                samples, score = len({v["sample"] for v in variants}), "partial"
            statuses = Counter(v["status"] for v in variants)
            print(f"{category:9} {compiler:9} {samples:>7} {len(variants):>8} {score:>7} {seconds:>7}  "
                  f"{dict(sorted(statuses.items()))}")
    print(f"published: TorchInductor AS {PUBLISHED_INDUCTOR_AS} on PassNet's 200 fusible eval samples (A30)")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
