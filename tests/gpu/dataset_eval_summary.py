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
            report_file = run / "report.json"
            if not report_file.is_file():
                print(f"{category:9} {compiler:9} no report (see {run}.log)")
                continue
            report = json.loads(report_file.read_text())
            statuses = Counter(v["status"] for v in report["variants"])
            seconds = (out / f"{category}_{compiler}.seconds").read_text().strip()
            score = report["overall"]["score"]
            print(f"{category:9} {compiler:9} {len(report['samples']):>7} {len(report['variants']):>8} "
                  f"{score:>7.3f} {seconds:>7}  {dict(sorted(statuses.items()))}")
    print(f"published: TorchInductor AS {PUBLISHED_INDUCTOR_AS} on PassNet's 200 fusible eval samples (A30)")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
