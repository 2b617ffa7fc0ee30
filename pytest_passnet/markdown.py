"""The run summary as Markdown for CI pages: ``--passnet-md FILE``, and GitHub Actions' job
summary (appended to the file ``$GITHUB_STEP_SUMMARY`` names, when it is set).

Same content as the terminal summary (``summary.py``): the per-sample table, then its lines. Every
cell and line is text (sample paths, pass file names, notes: some of them a sample's or a child's),
written so that it renders as itself (``texts.markdown_text``).
"""

from __future__ import annotations

import os
from pathlib import Path

from pytest_passnet.report import RunReport
from pytest_passnet.summary import COLUMNS, EDGE_ROWS, summary_lines, table_rows
from pytest_passnet.texts import markdown_text

STEP_SUMMARY_ENV = "GITHUB_STEP_SUMMARY"
_ALIGN = {"left": ":---", "right": "---:"}


def _row(cells: list[str]) -> str:
    return "| " + " | ".join(markdown_text(c) for c in cells) + " |"


def _delimiter_row(alignments: list[str]) -> str:
    return "| " + " | ".join(alignments) + " |"


def render_markdown(report: RunReport) -> str:
    samples, overall = report.samples, report.overall
    score = "-" if overall.score is None else f"{overall.score:.4f}"
    lines = [
        "## pytest-passnet: ES(t) and AS",
        "",
        f"**AS {score}** (all variants pooled) over {overall.samples} samples and {overall.variants} variants.",
        "",
    ]
    if overall.es:
        lines += [_row(["t", *overall.es]), _delimiter_row(["---"] * (len(overall.es) + 1)),
                  _row(["ES(t)", *(f"{v:.3f}" for v in overall.es.values())]), ""]  # fmt: skip
    lines += [_row([name for name, _ in COLUMNS]), _delimiter_row([_ALIGN[j] for _, j in COLUMNS])]
    for cells in table_rows(samples):
        gap = f"... {len(samples) - 2 * EDGE_ROWS} more samples ..."
        lines.append(_row(cells if cells is not None else ["", gap, *[""] * (len(COLUMNS) - 2)]))
    lines.append("")
    for line in summary_lines(report):
        indent = "  " if line.startswith("  ") else ""
        lines.append(f"{indent}- {markdown_text(line.strip())}")
    return "\n".join(lines) + "\n"


def write_markdown(report: RunReport, path: Path | None) -> list[Path]:
    """Write the summary to ``path`` (if given) and append it to ``$GITHUB_STEP_SUMMARY`` (if set).

    Returns the files written, for the terminal to name.
    """
    text = render_markdown(report)
    written = []
    if path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
        written.append(path)
    step_summary = os.environ.get(STEP_SUMMARY_ENV)
    if step_summary:
        with open(step_summary, "a") as stream:
            stream.write(text)
        written.append(Path(step_summary))
    return written
