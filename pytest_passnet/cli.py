"""``passnet-report``: merge shard results into one score, or show a report again.

    passnet-report merge shard1/.passnet shard2/.passnet --out merged/
    passnet-report show .passnet/report.json

Merging works on item results, never on pre-computed scores: every sample's
ES(t)/AS is recomputed from all its variants (shards keep samples whole).
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
from pathlib import Path

from pytest_passnet.report import build_report, write_report
from pytest_passnet.session import RESULTS_FILE
from pytest_passnet.summary import render


def _load_results(run_dir: Path) -> list[dict]:
    path = run_dir / RESULTS_FILE if run_dir.is_dir() else run_dir
    records = []
    for number, line in enumerate(path.read_text().splitlines(), start=1):
        if not line.strip():
            continue
        try:
            records.append(json.loads(line))
        except ValueError:
            print(f"{path}:{number}: skipped a line that is not JSON (cut short by a crash?)", file=sys.stderr)
    return records


def merge(run_dirs: list[Path], out: Path, allow_mixed_hardware: bool) -> dict:
    latest: dict[str, dict] = {}
    duplicates = 0
    for run_dir in run_dirs:
        for record in _load_results(run_dir):
            duplicates += record["nodeid"] in latest
            latest[record["nodeid"]] = record  # a retried shard wins
    results = list(latest.values())
    report = build_report(results, list(dict.fromkeys(r["sample"] for r in results)), {"merged_from": [str(d) for d in run_dirs]}, partial=False)
    if len(report["machines"]) > 1 and not allow_mixed_hardware:
        hosts = ", ".join(f"{m.get('host')} ({m.get('gpu') or m.get('device')})" for m in report["machines"])
        raise SystemExit(f"refusing to merge results from different machines: {hosts}; pass --allow-mixed-hardware to merge anyway")
    if duplicates:
        report["notes"].append(f"{duplicates} variant results appeared more than once; the last one read was kept")
    write_report(report, out)
    (out / RESULTS_FILE).write_text("".join(json.dumps(r) + "\n" for r in results))
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="passnet-report", description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    merge_cmd = commands.add_parser("merge", help="merge the results.jsonl of several runs or shards")
    merge_cmd.add_argument("runs", nargs="+", type=Path, help="--passnet-out directories or results.jsonl files")
    merge_cmd.add_argument("--out", type=Path, required=True, help="directory for the merged report")
    merge_cmd.add_argument("--allow-mixed-hardware", action="store_true", help="merge results from different machines")
    show_cmd = commands.add_parser("show", help="print the summary table of a report.json")
    show_cmd.add_argument("report", type=Path)
    args = parser.parse_args(argv)
    width = shutil.get_terminal_size().columns
    if args.command == "merge":
        report = merge(args.runs, args.out, args.allow_mixed_hardware)
        print(render(report, width), end="")
        print(f"merged report: {args.out / 'report.json'}")
    else:
        print(render(json.loads(args.report.read_text()), width), end="")
    return 0


if __name__ == "__main__":
    sys.exit(main())
