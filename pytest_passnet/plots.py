"""Pictures of one or several runs: ES(t) curves overlaid, the spread of e2e speedups of
correct variants, and the variant statuses per run; each as PNG and SVG.

matplotlib is an optional extra (``pip install 'pytest-passnet[plots]'``); it is imported
only here, only when a plot is asked for.
"""

from __future__ import annotations

import math
from pathlib import Path

from pytest_passnet.report import RunReport
from pytest_passnet.result import Status
from pytest_passnet.score import FAILURE_PENALTY, gmean
from pytest_passnet.tolerance import BASELINE_LEVEL

FORMATS = ("png", "svg")
# Each run's line style and marker beside its colour, so series stay apart in grey print and overlap.
LINES = (("-", "o"), ("--", "s"), (":", "^"), ("-.", "D"), ((0, (5, 1, 1, 1)), "v"), ((0, (1, 1)), "P"))
HATCHES = ("", "//", "..", "xx", "\\\\", "oo")
MISSING = "passnet-report plot needs matplotlib: pip install 'pytest-passnet[plots]'"


class PlotsUnavailable(RuntimeError):
    """matplotlib is not installed."""


def _pyplot():
    try:
        import matplotlib
    except ImportError:
        raise PlotsUnavailable(MISSING) from None
    matplotlib.use("Agg")  # files only, never a window
    import matplotlib.pyplot as plt

    return plt


def run_label(report: RunReport) -> str:
    """compiler / sample lists / hardware of a run, e.g. ``pass_mgr · demo_gpu_samples · NVIDIA H200``."""
    protocol = next((v.protocol for v in report.variants if v.protocol), {})
    compiler = report.options.get("compiler") or protocol.get("compiler") or "?"
    lists = [Path(name).stem for name in report.options.get("lists") or []]
    selection = ", ".join(lists) if lists else f"{report.overall.samples} samples"
    machine = report.machine
    return f"{compiler} · {selection} · {machine.get('gpu') or machine.get('cpu') or machine.get('device') or '?'}"


def _distinct_folders(paths: list[Path]) -> list[str]:
    """The fewest trailing folder names that tell report files apart (``runs/a/report.json`` -> ``a``)."""
    folders = [path.resolve().parent.parts for path in paths]
    for depth in range(1, max(len(parts) for parts in folders) + 1):
        tails = ["/".join(parts[-depth:]) for parts in folders]
        if len(set(tails)) == len(tails):
            return tails
    return [str(path) for path in paths]


def _labels(runs: list[tuple[Path, RunReport]]) -> list[str]:
    labels = [run_label(report) for _, report in runs]
    folders = _distinct_folders([path for path, _ in runs])
    return [f"{label} ({folder})" if labels.count(label) > 1 else label for label, folder in zip(labels, folders)]


def _line_style(index: int) -> dict:
    linestyle, marker = LINES[index % len(LINES)]
    return {"color": f"C{index % 10}", "linestyle": linestyle, "marker": marker}


def _readable_log_ticks(axis, low: float, high: float) -> None:
    """Plain numbers at 1, 2 and 5 per decade (every digit within about a decade), not only the powers of ten."""
    from matplotlib.ticker import FuncFormatter, LogLocator, NullFormatter

    narrow = math.log10(high / low) < 1.3
    axis.set_major_locator(LogLocator(base=10, subs=tuple(range(1, 10)) if narrow else (1.0, 2.0, 5.0)))
    axis.set_major_formatter(FuncFormatter(lambda value, _: f"{value:g}"))
    axis.set_minor_formatter(NullFormatter())


def _legend_outside(ax) -> None:
    ax.legend(fontsize=8, loc="upper left", bbox_to_anchor=(1.01, 1.0), borderaxespad=0.0, frameon=False)


def correct_speedups(report: RunReport) -> list[float]:
    return [v.speedup["e2e"] for v in report.variants if v.status is Status.CORRECT and v.speedup.get("e2e")]


def _save(fig, out: Path, name: str) -> list[Path]:
    paths = [out / f"{name}.{fmt}" for fmt in FORMATS]
    for path in paths:
        fig.savefig(path, dpi=120, bbox_inches="tight")
    return paths


def _es_figure(plt, runs, labels):
    fig, ax = plt.subplots(figsize=(8, 4.5))
    for index, ((_, report), label) in enumerate(zip(runs, labels)):
        es = report.overall.es or {}
        score = report.overall.score
        ax.plot([int(t) for t in es], list(es.values()), markersize=4, **_line_style(index),
                label=f"{label}  (AS {score:.3f})" if score is not None else label)  # fmt: skip
    ax.axhline(1.0, color="grey", linewidth=0.8, linestyle="--")
    ax.axhline(FAILURE_PENALTY, color="firebrick", linewidth=0.8, linestyle=":")
    ax.axvline(BASELINE_LEVEL, color="grey", linewidth=0.8, linestyle=":")
    ax.text(BASELINE_LEVEL + 0.1, FAILURE_PENALTY * 1.05, "t = -5: PyTorch's default tolerance", fontsize=7, color="grey")
    ax.text(-10, FAILURE_PENALTY * 1.05, "b: failure penalty", fontsize=7, color="firebrick")
    ax.set_yscale("log")
    _readable_log_ticks(ax.yaxis, *ax.get_ylim())
    ax.set_xticks(range(-10, 5))
    ax.set_xlabel("tolerance level t")
    ax.set_ylabel("ES(t) (log scale)")
    ax.set_title("ES(t) per run")
    ax.grid(True, which="both", alpha=0.3)
    _legend_outside(ax)
    return fig


def _speedup_figure(plt, runs, labels):
    fig, ax = plt.subplots(figsize=(8, 4.5))
    all_speedups = [s for _, report in runs for s in correct_speedups(report)]
    if all_speedups:
        # a little beyond the extremes: 10 ** log10(x) can round past x and drop it from the histogram
        low = min(math.log10(min(all_speedups)), 0) - 0.05
        high = max(math.log10(max(all_speedups)), 0) + 0.05
        bins = [10 ** (low + (high - low) * i / 40) for i in range(41)]
        for index, ((_, report), label) in enumerate(zip(runs, labels)):
            speedups = correct_speedups(report)
            if speedups:
                style = _line_style(index)
                ax.hist(speedups, bins=bins, histtype="stepfilled", color=style["color"], alpha=0.12)
                ax.hist(speedups, bins=bins, histtype="step", linewidth=1.8, color=style["color"],
                        linestyle=style["linestyle"], hatch=HATCHES[index % len(HATCHES)],
                        label=f"{label}  ({len(speedups)} correct, gmean {gmean(speedups):.3f})")  # fmt: skip
        _legend_outside(ax)
    else:
        ax.text(0.5, 0.5, "no correct variant with a speedup", ha="center", va="center", transform=ax.transAxes)
    ax.axvline(1.0, color="grey", linewidth=0.8, linestyle="--")
    ax.set_xscale("log")
    _readable_log_ticks(ax.xaxis, *ax.get_xlim())
    ax.set_xlabel("e2e speedup of correct variants (eager median / compiled median, log scale)")
    ax.set_ylabel("variants")
    ax.yaxis.get_major_locator().set_params(integer=True)
    ax.set_title("Speedups of correct variants")
    ax.grid(True, which="both", alpha=0.3)
    return fig


def _status_figure(plt, runs, labels):
    counts = [report.status_counts() for _, report in runs]
    statuses = sorted({s for c in counts for s in c}, key=lambda s: -sum(c.get(s, 0) for c in counts))
    fig, ax = plt.subplots(figsize=(8, 0.6 + 0.45 * max(len(statuses), 1) * max(len(runs), 1) ** 0.5))
    height = 0.8 / max(len(runs), 1)
    for i, (count, label) in enumerate(zip(counts, labels)):
        positions = [row + i * height for row in range(len(statuses))]
        bars = ax.barh(positions, [count.get(s, 0) for s in statuses], height=height, label=label, color=f"C{i % 10}",
                       hatch=HATCHES[i % len(HATCHES)], edgecolor="white")  # fmt: skip
        ax.bar_label(bars, fontsize=7, padding=2)
    ax.set_yticks([row + height * (len(runs) - 1) / 2 for row in range(len(statuses))], statuses)
    ax.invert_yaxis()
    ax.set_xlabel("variants")
    ax.set_title("Variant statuses per run")
    _legend_outside(ax)
    ax.grid(True, axis="x", alpha=0.3)
    return fig


def plot_reports(runs: list[tuple[Path, RunReport]], out: Path) -> list[Path]:
    """``es_curves``, ``speedups`` and ``statuses`` as PNG and SVG in ``out``; the files written."""
    plt = _pyplot()
    out.mkdir(parents=True, exist_ok=True)
    labels = _labels(runs)
    written = []
    for name, draw in (("es_curves", _es_figure), ("speedups", _speedup_figure), ("statuses", _status_figure)):
        fig = draw(plt, runs, labels)
        written += _save(fig, out, name)
        plt.close(fig)
    return written
