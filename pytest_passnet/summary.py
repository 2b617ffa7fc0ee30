"""The terminal summary: per-sample ES(t)/AS table and the overall line, drawn with rich."""

from __future__ import annotations

import io

from rich.console import Console
from rich.table import Table
from rich.text import Text

from pytest_passnet.compare import comparison_lines
from pytest_passnet.report import RunReport, SampleScore
from pytest_passnet.result import IMPLAUSIBLE_SPEEDUP, LAUNCH_BOUND
from pytest_passnet.sample import short_sample_path
from pytest_passnet.texts import QUOTED, one_line

FULL_TABLE_LIMIT = 30  # above this many samples show only the worst and best
EDGE_ROWS = 10


def _fmt(value: float | None, digits: int = 3) -> str:
    return "-" if value is None else f"{value:.{digits}f}"


COLUMNS = (
    ("id", "right"), ("sample", "left"), ("graph", "left"), ("variants", "right"), ("matched", "right"),
    ("correct", "right"), ("gmean speedup", "right"), ("ES(-5)", "right"), ("ES(1)", "right"), ("AS", "right"),
)  # fmt: skip


def sample_cells(sample: SampleScore) -> list[str]:
    """One row of the per-sample table, in COLUMNS order (the terminal and the Markdown summary)."""
    es = sample.es or {}
    return [
        str(sample.id),
        short_sample_path(sample.path),
        sample.graph,
        str(sample.variants),
        str(sample.matched),
        str(sample.correct),
        _fmt(sample.gmean_speedup),
        _fmt(es.get("-5")),
        _fmt(es.get("1")),
        _fmt(sample.score, 4),
    ]


def table_rows(samples: list[SampleScore]) -> list[list[str] | None]:
    """Every sample's cells, or above FULL_TABLE_LIMIT the worst and best with None for the gap."""
    if len(samples) <= FULL_TABLE_LIMIT:
        return [sample_cells(s) for s in samples]
    ranked = sorted(samples, key=lambda s: (s.score is None, s.score or 0.0))
    return [sample_cells(s) for s in ranked[:EDGE_ROWS]] + [None] + [sample_cells(s) for s in ranked[-EDGE_ROWS:]]


# Left out in this order while the table is wider than the terminal (report.json and --passnet-md keep them).
NARROW_DROPS = ("graph", "ES(-5)", "ES(1)", "id", "matched", "gmean speedup")


def _table(samples: list[SampleScore], names: list[str]) -> Table:
    table = Table(title="pytest-passnet: ES(t) and AS per sample", title_justify="left", expand=False)
    shown = [i for i, (name, _) in enumerate(COLUMNS) if name in names]
    for i in shown:
        table.add_column(COLUMNS[i][0], justify=COLUMNS[i][1], no_wrap=True)
    for cells in table_rows(samples):
        if cells is None:
            cells = ["", f"... {len(samples) - 2 * EDGE_ROWS} more samples ...", *[""] * (len(COLUMNS) - 2)]
        table.add_row(*[Text(one_line(cells[i])) for i in shown])  # sample paths are text, never markup
    return table


def render(report: RunReport, width: int) -> str:
    """The table and the lines under it, ``width`` columns wide: columns are left out (NARROW_DROPS)
    until the table fits, and the lines under it wrap behind a gutter (texts.QUOTED). Every cell and line is
    printed as text: on one line, its line breaks as visible escapes, never rich markup."""
    samples = report.samples
    buffer = io.StringIO()
    console = Console(file=buffer, width=width, force_terminal=False, color_system=None)
    unbounded = Console(file=io.StringIO(), width=100_000)  # measures a table's natural width
    names = [name for name, _ in COLUMNS]
    table = _table(samples, names)
    full_width = unbounded.measure(table).maximum
    for name in NARROW_DROPS:
        if unbounded.measure(table).maximum <= width:
            break
        names.remove(name)
        table = _table(samples, names)
    console.print(table)
    left_out = [name for name, _ in COLUMNS if name not in names]
    if left_out:
        console.print(f"left out to fit {width} columns: {', '.join(left_out)} (the whole table needs {full_width}; "
                      "report.json holds every column)")
    for line in summary_lines(report):  # a line may name a sample's file: where it wraps, it goes on behind the gutter
        for i, part in enumerate(Text(one_line(line)).wrap(console, max(width - len(QUOTED), 20))):  # (round 57a)
            part.rstrip()
            console.print(Text(QUOTED) + part if i else part, soft_wrap=True)
    return buffer.getvalue()


def summary_lines(report: RunReport) -> list[str]:
    """The lines under the table: overall score, statuses, doubts, machine, sandbox, protocol, comparison, notes."""
    overall, variants = report.overall, report.variants
    lines = [
        f"overall: {overall.samples} samples, {overall.variants} variants; "
        f"AS (all variants pooled) = {_fmt(overall.score, 4)}; "
        f"mean of sample AS = {_fmt(overall.mean_sample_score, 4)}",
        "variant statuses: " + ", ".join(f"{k} {n}" for k, n in report.status_counts().items()),
    ]
    implausible = [v.nodeid for v in variants if any(f.startswith(IMPLAUSIBLE_SPEEDUP) for f in v.flags)]
    if implausible:
        lines.append(f"implausible speedups (check these before trusting the score): {len(implausible)}")
        lines += [f"  {nodeid}" for nodeid in implausible[:EDGE_ROWS]]
    flagged = [v for v in variants if any(f.startswith(LAUNCH_BOUND) for f in v.flags)]
    if flagged:
        kernel = [v.speedup["kernel"] for v in flagged if v.speedup.get("kernel")]
        lines.append(f"launch-bound variants (host overhead is over half of the compiled side's e2e time): {len(flagged)}"
                     + (f"; their kernel-level speedups {min(kernel):.2f}x to {max(kernel):.2f}x" if kernel else ""))
    phases: dict[str, float] = {}
    for variant in variants:
        for phase, seconds in variant.phases_s.items():
            phases[phase] = phases.get(phase, 0.0) + seconds
    if phases:
        lines.append("time per phase, all variants: " + ", ".join(f"{p} {s:.1f} s" for p, s in phases.items()))
    retried = sum(1 for v in variants if len((v.timing or {}).get("attempts") or []) > 1)
    if retried:
        lines.append(f"re-measured after a fluctuating attempt (--passnet-retries): {retried} variants")
    machine = report.machine
    if machine:
        where = machine.get("gpu") or machine.get("cpu") or machine.get("device")
        lines.append(
            f"machine: {where} on {machine.get('host')}; torch {machine.get('torch')}, "
            f"triton {machine.get('triton')}, driver {machine.get('driver') or '-'}"
        )
    if report.sandbox:
        from pytest_passnet.sandbox.mode import describe

        lines.append(describe(report.sandbox))
    # One line per protocol the variants ran under; a variant's protocol also names its files, which differ.
    lines += dict.fromkeys(
        f"protocol: compiler {protocol['compiler']}, {protocol['warmup']} warm-up + {protocol['trials']} trials "
        f"per side on {protocol['device']}, inputs replayed as {protocol['replay']}, "
        f"{protocol.get('retries', 0)} retries on fluctuation"
        for protocol in (variant.protocol for variant in variants) if protocol
    )
    if report.comparison:
        lines += comparison_lines(report.comparison)
    lines += [f"note: {note}" for note in report.notes]
    return lines
