"""One run against a baseline run: what got worse, what got better and what is only noise.

The one comparison behind both ``--passnet-compare BASELINE`` (a CI gate during a run) and
``passnet-report compare OLD NEW`` (two finished reports).

A regression is a variant that was correct in the baseline and is not now, or a sample
whose AS fell beyond its noise band: AS now / AS before below 1 / (1 + band) (above 1 + band
is higher; a ratio is judged the same both ways). The band of a sample is the larger of the
tolerance and the measured spread of both runs: a speedup is a ratio of two medians, so
its relative spread is IQR/median of the eager side plus IQR/median of the compiled
side (e2e, as scored); a sample's spread is the mean of its correct variants' spreads.
Samples or variants that only one run holds are listed, never counted as regressions.
Where either run was timed on CPU (the Triton interpreter on a shared host, where two identical
runs differ by more than any band) only statuses are compared, and the comparison says so.
"""

from __future__ import annotations

import io
from typing import TYPE_CHECKING

from rich.console import Console
from rich.table import Table
from rich.text import Text

from pytest_passnet.options import DEFAULTS
from pytest_passnet.result import Parity, Status
from pytest_passnet.texts import one_line

if TYPE_CHECKING:
    from pytest_passnet.report import RunReport
    from pytest_passnet.result import VariantResult

LOWER, HIGHER, NOISE = "lower", "higher", "within noise"
BROKEN, FIXED, CHANGED = "broken", "fixed", "changed"


def speedup_spread(variant: VariantResult) -> float | None:
    """Relative spread of a variant's e2e speedup: IQR/median of both sides added; None if unmeasured."""
    spread = 0.0
    for side in ("eager", "compiled"):
        e2e = (variant.timing.get(side) or {}).get("e2e") or {}
        if not e2e.get("median") or e2e.get("iqr") is None:
            return None
        spread += e2e["iqr"] / e2e["median"]
    return spread


def sample_spreads(report: RunReport) -> dict[str, float]:
    """Per sample path: the mean spread of its correct, timed variants (samples without any are left out)."""
    spreads: dict[str, list[float]] = {}
    for variant in report.variants:
        spread = speedup_spread(variant) if variant.parity_status is Parity.CORRECT else None
        if spread is not None:
            spreads.setdefault(variant.sample, []).append(spread)
    return {path: sum(values) / len(values) for path, values in spreads.items()}


def _sample_changes(report: RunReport, baseline: RunReport, tolerance: float) -> list[dict]:
    old_scores = {s.path: s.score for s in baseline.samples}
    old_spread, new_spread = sample_spreads(baseline), sample_spreads(report)
    changes = []
    for sample in report.samples:
        path, old, new = sample.path, old_scores.get(sample.path), sample.score
        if old is None or new is None:
            continue
        band = max(tolerance, old_spread.get(path, 0.0), new_spread.get(path, 0.0))
        ratio = new / old
        verdict = LOWER if ratio < 1 / (1 + band) else HIGHER if ratio > 1 + band else NOISE
        changes.append({"path": path, "was": old, "now": new, "ratio": ratio, "band": band, "verdict": verdict})
    return changes


def _variant_changes(report: RunReport, baseline: RunReport) -> list[dict]:
    """Status changes of the variants both runs hold, found by sample and graph_list line (not by
    node id, whose form may differ between versions)."""
    before = {(v.sample, v.variant): v.status for v in baseline.variants}
    changes = []
    for variant in report.variants:
        was, now = before.get((variant.sample, variant.variant)), variant.status
        if was is None or was == now:
            continue
        verdict = BROKEN if was is Status.CORRECT else FIXED if now is Status.CORRECT else CHANGED
        changes.append({"nodeid": variant.nodeid, "was": was.value, "now": now.value, "verdict": verdict})
    return changes


def timed_on_cpu(report: RunReport) -> bool:
    return any(m.get("device") == "cpu" for m in report.machines or [report.machine])


def compare(report: RunReport, baseline: RunReport, tolerance: float = DEFAULTS.compare_tolerance) -> dict:
    """The comparison record (stored in report.json under ``comparison`` by ``--passnet-compare``)."""
    speed_compared = not (timed_on_cpu(report) or timed_on_cpu(baseline))
    samples = _sample_changes(report, baseline, tolerance) if speed_compared else []
    variants = _variant_changes(report, baseline)
    here, there = {s.path for s in report.samples}, {s.path for s in baseline.samples}
    return {
        "baseline_machine": baseline.machine,
        "tolerance": tolerance,
        "speed_compared": speed_compared,
        "samples": samples,
        "variants": variants,
        "only_here": sorted(here - there),
        "only_in_baseline": sorted(there - here),
        "regressed": any(s["verdict"] == LOWER for s in samples) or any(v["verdict"] == BROKEN for v in variants),
    }


def _count(records: list[dict], verdict: str) -> int:
    return sum(1 for r in records if r["verdict"] == verdict)


def comparison_lines(comparison: dict) -> list[str]:
    """The few lines the run summary shows: counts, then each regression."""
    samples, variants = comparison["samples"], comparison["variants"]
    if comparison.get("speed_compared", True):
        lines = [
            f"compared with the baseline (AS tolerance {comparison['tolerance']:.0%}, or the measured spread where "
            f"larger): {_count(variants, BROKEN)} variants no longer correct, {_count(samples, LOWER)} samples scored "
            f"lower, {_count(samples, HIGHER)} higher, {_count(samples, NOISE)} within noise"
        ]
    else:
        lines = [
            f"compared with the baseline, statuses only: {_count(variants, BROKEN)} variants no longer correct, "
            f"{_count(variants, FIXED)} fixed, {_count(variants, CHANGED)} otherwise changed; "
            "speed not compared (timed on CPU, where timings are noise)"
        ]
    lines += [f"  broken: {v['nodeid']} ({v['was']} -> {v['now']})" for v in variants if v["verdict"] == BROKEN]
    lines += [
        f"  lower:  {s['path']} AS {s['was']:.4f} -> {s['now']:.4f} ({s['ratio'] - 1:+.1%}, noise band {s['band']:.1%})"
        for s in samples
        if s["verdict"] == LOWER
    ]
    if comparison["only_in_baseline"]:
        lines.append(f"  not run here: {len(comparison['only_in_baseline'])} samples of the baseline")
    return lines


def render_comparison(comparison: dict, width: int) -> str:
    """``passnet-report compare``: every sample's AS change with its band, then every status change."""
    table = Table(title="pytest-passnet: AS per sample, baseline -> this run", title_justify="left")
    for name, justify in (("sample", "left"), ("AS before", "right"), ("AS now", "right"), ("change", "right"),
                          ("noise band", "right"), ("verdict", "left")):  # fmt: skip
        table.add_column(name, justify=justify, no_wrap=True)
    for s in sorted(comparison["samples"], key=lambda s: s["ratio"]):
        table.add_row(Text(one_line(s["path"])), f"{s['was']:.4f}", f"{s['now']:.4f}", f"{s['ratio'] - 1:+.1%}", f"±{s['band']:.1%}", s["verdict"])
    buffer = io.StringIO()
    console = Console(file=buffer, width=max(width, 200), force_terminal=False, color_system=None)
    if comparison.get("speed_compared", True):
        console.print(table)
    if comparison["variants"]:
        changes = Table(title="variant status changes", title_justify="left")
        for name in ("variant", "before", "now", "verdict"):
            changes.add_column(name, no_wrap=True)
        for v in comparison["variants"]:
            changes.add_row(Text(one_line(v["nodeid"])), v["was"], v["now"], v["verdict"])
        console.print(changes)
    for line in comparison_lines(comparison):
        console.print(Text(one_line(line)))  # sample paths are text, never markup
    console.print("regressed" if comparison["regressed"] else "no regression")
    return buffer.getvalue()
