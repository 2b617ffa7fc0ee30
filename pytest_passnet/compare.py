"""This run against a baseline ``report.json``: what got worse, for CI gates.

A regression is a variant that was correct in the baseline and is not now, or a
sample whose AS fell by more than the allowed fraction. Samples or variants that
only one of the two runs holds are listed, never counted as regressions.
"""

from __future__ import annotations

import json
from pathlib import Path

DEFAULT_TOLERANCE = 0.05  # AS may fall by 5 % before it counts: timing noise


def load_baseline(path: Path) -> dict:
    try:
        report = json.loads(path.read_text())
    except (OSError, ValueError) as exc:
        raise ValueError(f"--passnet-compare {path}: not a readable report.json ({exc})") from exc
    if "samples" not in report or "variants" not in report:
        raise ValueError(f"--passnet-compare {path}: not a pytest-passnet report.json (no samples/variants)")
    return report


def compare(report: dict, baseline: dict, tolerance: float = DEFAULT_TOLERANCE) -> dict:
    """The comparison record stored in report.json under ``comparison``."""
    before = {v["nodeid"]: v for v in baseline["variants"]}
    broken = [
        {"nodeid": v["nodeid"], "was": before[v["nodeid"]]["status"], "now": v["status"]}
        for v in report["variants"]
        if v["nodeid"] in before and before[v["nodeid"]]["status"] == "correct" and v["status"] != "correct"
    ]
    old_scores = {s["path"]: s["score"] for s in baseline["samples"]}
    slower, faster = [], []
    for sample in report["samples"]:
        old, new = old_scores.get(sample["path"]), sample["score"]
        if old is None or new is None:
            continue
        change = {"path": sample["path"], "was": old, "now": new, "ratio": new / old}
        if new < old * (1 - tolerance):
            slower.append(change)
        elif new > old * (1 + tolerance):
            faster.append(change)
    return {
        "baseline_machine": baseline.get("machine", {}),
        "tolerance": tolerance,
        "broken_variants": broken,
        "lower_scores": slower,
        "higher_scores": faster,
        "only_here": sorted(set(s["path"] for s in report["samples"]) - set(old_scores)),
        "only_in_baseline": sorted(set(old_scores) - set(s["path"] for s in report["samples"])),
        "regressed": bool(broken or slower),
    }


def comparison_lines(comparison: dict) -> list[str]:
    lines = [
        f"compared with the baseline (AS tolerance {comparison['tolerance']:.0%}): "
        f"{len(comparison['broken_variants'])} variants no longer correct, "
        f"{len(comparison['lower_scores'])} samples scored lower, {len(comparison['higher_scores'])} higher"
    ]
    lines += [f"  broken: {b['nodeid']} ({b['was']} -> {b['now']})" for b in comparison["broken_variants"]]
    lines += [f"  lower:  {s['path']} AS {s['was']:.4f} -> {s['now']:.4f}" for s in comparison["lower_scores"]]
    if comparison["only_in_baseline"]:
        lines.append(f"  not run here: {len(comparison['only_in_baseline'])} samples of the baseline")
    return lines
