"""Reports -> PassNet's leaderboard: AS, g-mean speedup, % correct and fast_1 per category, our
runs beside the rows PassNet published (``passnet-report leaderboard``), as Markdown or HTML.

The columns, as computed here (``docs/reports.md``, "leaderboard", says why each is read so):

* subgraphs N: the variants the run's AS counts (report.build_report's rule);
* % correct: M / N, M = variants with status ``correct`` (within PyTorch's default tolerance, t = -5);
* g-mean speedup: the geometric mean of the M correct variants' speedups (alpha at t = -5);
* fast_1: the correct variants with speedup >= 1, over all N (lambda * (1 - eta) at t = -5);
* AS: ES(t) over the N variants pooled, then PassBench's weights.
"""

from __future__ import annotations

import html
import json
from dataclasses import asdict, dataclass
from pathlib import Path

from pytest_passnet.options import DEFAULTS
from pytest_passnet.report import RunReport, as_failures, hardware
from pytest_passnet.result import Parity, Status, VariantResult
from pytest_passnet.sample import CATEGORIES
from pytest_passnet.texts import markdown_text, one_line
from pytest_passnet.score import FAILURE_PENALTY, aggregated_score, es_curve, gmean
from pytest_passnet.tolerance import BASELINE_LEVEL

PUBLISHED_FILE = Path(__file__).with_name("data") / "published_leaderboard.json"
OTHER = "other"  # variants outside any category directory (bare graphs, own layouts)
# Our compilers under the names the published rows give the same method.
METHOD_NAMES = {"eager": "Eager", "inductor": "TorchInductor"}
COLUMNS = ("row", "method", "set", "speedups", "tasks", "subgraphs", "AS", "g-mean speedup", "% correct", "fast_1",
           "hardware", "protocol")  # fmt: skip
NUMERIC = {"tasks", "subgraphs", "AS", "g-mean speedup", "% correct", "fast_1"}
PUBLISHED_MARK = "P"


class LeaderboardError(ValueError):
    """A report cannot give the asked series; the message names it and what to do."""


@dataclass(frozen=True)
class Source:
    mark: str
    head: str
    lines: list[str]


@dataclass(frozen=True)
class Board:
    series: str
    rows: list[Row]
    sources: list[Source]
    definitions: list[tuple[str, str]]

    @property
    def categories(self) -> list[str]:
        return list(dict.fromkeys(row.category for row in self.rows))


def place(path: str) -> tuple[str, str] | None:
    """(category, set) from a sample or variant path: ``samples/hf_subgraphs_v2/fusible_subgraphs/..``
    is (fusible, hf_subgraphs_v2); ``samples/fusible_subgraphs/..`` has no set name ("")."""
    parts = Path(path).parts
    for i, part in enumerate(parts):
        if part in CATEGORIES:
            before = parts[i - 1] if i else ""
            return CATEGORIES[part], "" if before in ("", "samples", "graphs") else before
    return None


def _place_of(variant: VariantResult) -> tuple[str, str]:
    return place(variant.variant or "") or place(variant.sample) or (OTHER, "")


def counted_variants(variants: list[VariantResult]) -> list[VariantResult]:
    """The variants the AS counts: those PassBench parses; a sample without any counts all of its
    variants as failures (as the run's overall AS does)."""
    by_sample: dict[str, list[VariantResult]] = {}
    for variant in variants:
        by_sample.setdefault(variant.sample, []).append(variant)
    counted = []
    for members in by_sample.values():
        scored = [v for v in members if v.parity_status is not Parity.ABSENT]
        counted += scored or as_failures(members)
    return counted


@dataclass(frozen=True)
class Columns:
    tasks: int
    subgraphs: int
    score: float | None  # AS
    gmean_speedup: float | None
    correct: float  # fractions of the subgraphs
    fast_1: float
    untimed: int = 0  # judged variants without a speedup in the series: failures in AS, outside g-mean and fast_1


@dataclass(frozen=True, kw_only=True)
class Row(Columns):
    """One line of the board: the columns and where they come from."""

    published: bool
    mark: str  # the footnote that says where the row comes from
    method: str
    category: str
    set: str  # the dataset: upstream's hf_subgraphs_v2, our passnet_subgraphs, ...
    series: str
    hardware: str
    protocol: str


def columns(variants: list[VariantResult], series: str) -> Columns:
    counted = counted_variants(variants)
    correct = [v for v in counted if v.status is Status.CORRECT]
    speedups = [v.speedup[series] for v in correct if v.speedup.get(series) is not None]
    n = len(counted)
    return Columns(
        tasks=len({v.sample for v in variants}),
        subgraphs=n,
        score=aggregated_score(es_curve(counted, series=series)),
        gmean_speedup=gmean(speedups) if speedups else None,
        correct=len(correct) / n if n else 0.0,
        fast_1=sum(1 for s in speedups if s >= 1) / n if n else 0.0,
        untimed=sum(1 for v in counted if v.parity_status is Parity.CORRECT and v.speedup.get(series) is None),
    )


def method_of(report: RunReport) -> str:
    """The compiler that made the run, under the published rows' name where there is one."""
    compiler = report.options.get("compiler")
    names = [compiler] if compiler else list(dict.fromkeys(
        v.protocol["compiler"] for v in report.variants if v.protocol.get("compiler")))  # fmt: skip
    return " + ".join(METHOD_NAMES.get(name, name) for name in names) or "?"


def _short_hardware(machine: dict) -> str:
    if machine.get("gpu"):
        return machine["gpu"]
    return f"CPU {machine['cpu']}" if machine.get("cpu") else machine.get("device") or "?"


def _short_protocol(protocol: dict) -> str:
    return f"{protocol.get('warmup')} + {protocol.get('trials')} calls on {protocol.get('device')}, replay {protocol.get('replay')}"


def _full_protocol(protocol: dict) -> str:
    return (f"{protocol.get('warmup')} warm-up + {protocol.get('trials')} trials per side on {protocol.get('device')}, "
            f"inputs replayed as {protocol.get('replay')}, guard {protocol.get('guard')}, "
            f"{protocol.get('retries', 0)} retries on fluctuation")  # fmt: skip


def _distinct(values) -> list:
    unique = []
    for value in values:
        if value and value not in unique:
            unique.append(value)
    return unique


def report_rows(report: RunReport, mark: str, series: str) -> tuple[list[Row], Source]:
    """One row per (category, set) of a report, and the footnote that says what the run was."""
    results = report.variants
    if series != DEFAULTS.score_on and not any(v.speedup.get(series) is not None for v in results):
        raise LeaderboardError(f"no variant has a {series} speedup (kernel times are taken on CUDA only); "
                               "use --series e2e")  # fmt: skip
    groups: dict[tuple[str, str], list[VariantResult]] = {}
    for variant in results:
        groups.setdefault(_place_of(variant), []).append(variant)
    method = method_of(report)
    rows, notes = [], []
    for (category, name), variants in groups.items():
        machines = _distinct(_short_hardware(v.machine) for v in variants if v.machine)
        protocols = _distinct(_short_protocol(v.protocol) for v in variants if v.protocol)
        measured = columns(variants, series)
        if measured.untimed:
            notes.append(f"{category}: {measured.untimed} variants that ran to a verdict have no {series} speedup; "
                         "AS counts them as failures, g-mean speedup and fast_1 leave them out")  # fmt: skip
        rows.append(Row(
            **asdict(measured), published=False, mark=mark, method=method, category=category, set=name or "-",
            series=series, hardware=" / ".join(machines) or "?", protocol=" / ".join(protocols) or "?",
        ))  # fmt: skip
    lists = report.options.get("lists")
    run = f"{method} on {', '.join(lists)}" if lists else method
    lines = [*(f"machine: {m}" for m in _distinct(hardware(v.machine) for v in results)),
             *(f"protocol: {p}" for p in _distinct(_full_protocol(v.protocol) for v in results if v.protocol)),
             *notes, *(f"note: {note}" for note in report.notes)]  # fmt: skip
    return rows, Source(mark, run, lines)


def published_data() -> dict:
    return json.loads(PUBLISHED_FILE.read_text())


def published_rows(data: dict) -> tuple[list[Row], Source]:
    source = data["source"]
    rows = [
        Row(published=True, mark=PUBLISHED_MARK, method=row["method"], category=data["category"], set=data["set"],
            series=data["series"], tasks=data["tasks"], subgraphs=data["subgraphs"], score=row["as"],
            gmean_speedup=row["gmean_speedup"], correct=row["correct_pct"] / 100, fast_1=row["fast_1_pct"] / 100,
            hardware=data["hardware"], protocol=data["protocol"])
        for row in data["rows"]
    ]  # fmt: skip
    head = (f"published: {source['title']}, {source['url']} (last updated {source['page_date']}), "
            f"which cites {source['page_cites']}")  # fmt: skip
    lines = [f"hardware: {data['hardware_from']}", f"category and counts: {data['category_from']}",
             f"protocol: {data['protocol_from']}", f"speedups: {data['series_from']}",
             *(f"{row['method']}: {row['note']}" for row in data["rows"] if row.get("note"))]  # fmt: skip
    return rows, Source(PUBLISHED_MARK, head, lines)


def definitions(data: dict) -> list[tuple[str, str]]:
    page = data["definitions"]
    at = f"at t = {BASELINE_LEVEL}"
    return [
        ("subgraphs", ("the variants the AS counts: every variant PassBench parses; one that never reached "
                       "[Processing] (pass rejected, file missing) is left out, unless its whole sample has none: "
                       "then all of that sample's variants count as failures, as in the run's own AS")),
        ("AS", (f"ES(t) over all subgraphs of the category pooled, t = -10..4, b = {FAILURE_PENALTY}, p = 0, "
                "PassBench's weights (for a report of one category, its overall AS). "
                f"Page: \"{page['as']}\"")),
        ("% correct", (f"subgraphs correct at PyTorch's default tolerance ({at}, status correct), over all "
                       f"subgraphs. Page: \"{page['correct_pct']}\" (no tolerance named)")),
        ("g-mean speedup", (f"geometric mean of the correct subgraphs' speedups (alpha of PassNet's "
                            f"samples_statistics {at}). Page: \"{page['gmean_speedup']}\"")),
        ("fast_1", (f"correct subgraphs with speedup >= 1, over all subgraphs (lambda * (1 - eta) {at}). "
                    f"Page: \"{page['fast_1_pct']}\"")),
        ("speedups", ("e2e: PassBench's host-timed speedup per call; kernel: the kernels' summed device time "
                      "(CUDA only), not comparable with PassBench's numbers")),
    ]  # fmt: skip


def build_board(reports: list[tuple[Path, RunReport]], series: str = DEFAULTS.score_on) -> Board:
    """Published rows first, then each report's rows in the order given, grouped by category."""
    data = published_data()
    rows, source = published_rows(data)
    sources = [source]
    for number, (path, report) in enumerate(reports, start=1):
        try:
            ours, source = report_rows(report, str(number), series)
        except LeaderboardError as exc:
            raise LeaderboardError(f"{path}: {exc}") from None
        rows += ours
        sources.append(Source(source.mark, f"ours: {path}: {source.head}", source.lines))
    categories = list(dict.fromkeys(row.category for row in rows))
    rows.sort(key=lambda row: categories.index(row.category))  # stable: published first within a category
    return Board(series, rows, sources, definitions(data))


def _number(value: float | None, digits: int = 3) -> str:
    return "-" if value is None else f"{value:.{digits}f}"


def row_cells(row: Row) -> list[str]:
    """One row in COLUMNS order, as both renderings show it."""
    return [
        f"{'published' if row.published else 'ours'} [{row.mark}]", row.method, row.set, row.series,
        f"{row.tasks:,}", f"{row.subgraphs:,}", _number(row.score), _number(row.gmean_speedup),
        f"{row.correct * 100:.1f} %", f"{row.fast_1 * 100:.1f} %", row.hardware, row.protocol,
    ]  # fmt: skip


TITLE = "PassNet leaderboard: our runs beside the published rows"


def _intro(board: Board) -> str:
    return (f"Our rows use {board.series} speedups. Published rows are PassNet's own, measured on their hardware "
            "and cited below; a row compares with another only where hardware, protocol and set agree.")  # fmt: skip


def render_markdown(board: Board) -> str:
    """The board as Markdown; every text a report brings (method, set, machine, notes) renders as itself."""
    def line(cells):
        return "| " + " | ".join(cells) + " |"

    lines = [f"## {TITLE}", "", _intro(board), ""]
    for category in board.categories:
        lines += [f"### {category}", "", line(COLUMNS),
                  line(["---:" if c in NUMERIC else ":---" for c in COLUMNS])]  # fmt: skip
        lines += [line([markdown_text(c) for c in row_cells(row)]) for row in board.rows if row.category == category]
        lines.append("")
    lines += ["Sources:", ""]
    for source in board.sources:
        lines += [f"- {markdown_text(f'[{source.mark}] {source.head}')}",
                  *(f"  - {markdown_text(text)}" for text in source.lines)]
    lines.append("")
    lines += ["Definitions:", ""] + [f"- **{name}**: {text}" for name, text in board.definitions]
    return "\n".join(lines) + "\n"


_STYLE = """
body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:78rem;padding:0 1rem;color:#1c2025}
table{border-collapse:collapse;margin:.5rem 0 1.5rem;font-size:.9rem}
th,td{border-bottom:1px solid #ddd;padding:.35rem .6rem;text-align:left;white-space:nowrap}
th{background:#f4f3ee}td.n,th.n{text-align:right;font-variant-numeric:tabular-nums}
tr.published{background:#f0e7df;color:#5e3a1f}
li{margin:.3rem 0}
"""


def render_html(board: Board) -> str:
    """One page, its style inline: no scripts, fonts or pictures from anywhere; a report's texts as
    text (a lone surrogate of a file name that is not UTF-8 as its escape: the page is written as UTF-8)."""

    def esc(text: str) -> str:
        return html.escape(one_line(text))

    def cell(tag, column, text):
        attribute = ' class="n"' if column in NUMERIC else ""
        return f"<{tag}{attribute}>{esc(text)}</{tag}>"

    parts = ["<!doctype html>", '<html lang="en">', "<head>", '<meta charset="utf-8">', f"<title>{esc(TITLE)}</title>",
             f"<style>{_STYLE}</style>", "</head>", "<body>", f"<h1>{esc(TITLE)}</h1>", f"<p>{esc(_intro(board))}</p>"]  # fmt: skip
    for category in board.categories:
        parts += [f"<h2>{esc(category)}</h2>", "<table>",
                  "<tr>" + "".join(cell("th", c, c) for c in COLUMNS) + "</tr>"]  # fmt: skip
        for row in board.rows:
            if row.category == category:
                cells = "".join(cell("td", c, text) for c, text in zip(COLUMNS, row_cells(row)))
                parts.append(f'<tr class="{"published" if row.published else "ours"}">{cells}</tr>')
        parts.append("</table>")
    parts += ["<h2>Sources</h2>", "<ul>"]
    for source in board.sources:
        items = "".join(f"<li>{esc(text)}</li>" for text in source.lines)
        parts.append(f"<li>[{esc(source.mark)}] {esc(source.head)}<ul>{items}</ul></li>")
    parts += ["</ul>", "<h2>Definitions</h2>", "<dl>"]
    parts += [f"<dt><b>{esc(name)}</b></dt><dd>{esc(text)}</dd>" for name, text in board.definitions]
    parts += ["</dl>", "</body>", "</html>"]
    return "\n".join(parts) + "\n"
