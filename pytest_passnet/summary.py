"""The terminal summary: per-sample ES(t)/AS table and the overall line, drawn with rich."""

from __future__ import annotations

import io

from rich.console import Console
from rich.table import Table

from pytest_passnet.compare import comparison_lines
from pytest_passnet.result import IMPLAUSIBLE_SPEEDUP

FULL_TABLE_LIMIT = 30  # above this many samples show only the worst and best
EDGE_ROWS = 10


def _fmt(value: float | None, digits: int = 3) -> str:
    return "-" if value is None else f"{value:.{digits}f}"


def short_path(path: str, limit: int = 36) -> str:
    """Hashed v2 sample dirs are unreadable in full; keep the category and a hash prefix."""
    if len(path) <= limit:
        return path
    parts = path.split("/")
    category = next((p for p in reversed(parts) if p.endswith("_subgraphs")), parts[0])
    return f"{category}/{parts[-1][:12]}"


def _row(table: Table, sample: dict) -> None:
    es = sample["es"] or {}
    table.add_row(
        str(sample["id"]),
        short_path(sample["path"]),
        sample.get("graph", ""),
        str(sample["variants"]),
        str(sample["matched"]),
        str(sample["correct"]),
        _fmt(sample["gmean_speedup"]),
        _fmt(es.get("-5")),
        _fmt(es.get("1")),
        _fmt(sample["score"], 4),
    )


def render(report: dict, width: int) -> str:
    samples = report["samples"]
    table = Table(title="pytest-passnet: ES(t) and AS per sample", title_justify="left", expand=False)
    for name, justify in (
        ("id", "right"), ("sample", "left"), ("graph", "left"), ("variants", "right"), ("matched", "right"),
        ("correct", "right"), ("gmean speedup", "right"), ("ES(-5)", "right"), ("ES(1)", "right"), ("AS", "right"),
    ):  # fmt: skip
        table.add_column(name, justify=justify, no_wrap=True)
    if len(samples) <= FULL_TABLE_LIMIT:
        for sample in samples:
            _row(table, sample)
    else:
        ranked = sorted(samples, key=lambda s: (s["score"] is None, s["score"] or 0.0))
        for sample in ranked[:EDGE_ROWS]:
            _row(table, sample)
        table.add_row("", f"... {len(samples) - 2 * EDGE_ROWS} more samples ...", *[""] * 8)
        for sample in ranked[-EDGE_ROWS:]:
            _row(table, sample)
    overall = report["overall"]
    statuses: dict[str, int] = {}
    for v in report["variants"]:
        statuses[v["status"]] = statuses.get(v["status"], 0) + 1
    buffer = io.StringIO()
    # As wide as the table needs: a truncated score is worse than a wrapped line.
    console = Console(file=buffer, width=max(width, 400), force_terminal=False, color_system=None)
    console.print(table)
    console.print(
        f"overall: {overall['samples']} samples, {overall['variants']} variants; "
        f"AS (all variants pooled) = {_fmt(overall['score'], 4)}; "
        f"mean of sample AS = {_fmt(overall['mean_sample_score'], 4)}"
    )
    console.print("variant statuses: " + ", ".join(f"{k} {n}" for k, n in sorted(statuses.items())))
    implausible = [v["nodeid"] for v in report["variants"] if any(f.startswith(IMPLAUSIBLE_SPEEDUP) for f in v.get("flags", []))]
    if implausible:
        console.print(f"implausible speedups (check these before trusting the score): {len(implausible)}")
        for nodeid in implausible[:EDGE_ROWS]:
            console.print(f"  {nodeid}")
    machine = report.get("machine") or {}
    if machine:
        where = machine.get("gpu") or machine.get("cpu") or machine.get("device")
        console.print(
            f"machine: {where} on {machine.get('host')}; torch {machine.get('torch')}, "
            f"triton {machine.get('triton')}, driver {machine.get('driver') or '-'}"
        )
    protocols = []
    for variant in report["variants"]:
        if variant.get("protocol") and variant["protocol"] not in protocols:
            protocols.append(variant["protocol"])
    for protocol in protocols:
        console.print(
            f"protocol: compiler {protocol['compiler']}, {protocol['warmup']} warm-up + {protocol['trials']} trials "
            f"per side on {protocol['device']}, inputs replayed as {protocol['replay']}"
        )
    if report.get("comparison"):
        for line in comparison_lines(report["comparison"]):
            console.print(line)
    for note in report["notes"]:
        console.print(f"note: {note}")
    return buffer.getvalue()
