"""The Markdown summary (--passnet-md, $GITHUB_STEP_SUMMARY) and the pictures of `passnet-report plot`."""

from __future__ import annotations

import json
import shutil
import sys
import textwrap

import pytest

from pytest_passnet.cli import main
from pytest_passnet.markdown import STEP_SUMMARY_ENV, render_markdown, write_markdown
from pytest_passnet.plots import run_label
from pytest_passnet.report import RunReport
from tests.reports.conftest import RealRun

MARKDOWN_CONFTEST = textwrap.dedent(
    """
    import pytest
    from pathlib import Path
    from pytest_passnet.markdown import write_markdown

    @pytest.hookimpl(trylast=True)
    def pytest_sessionfinish(session):
        passnet = getattr(session.config, "passnet_session", None)
        if passnet is not None and passnet.report is not None:
            write_markdown(passnet.report, Path("summary.md"))
    """
)


def test_markdown_holds_the_table_and_the_summary_lines(real_run):
    text = render_markdown(real_run.run_report)
    lines = text.splitlines()
    assert lines[0] == "## pytest-passnet: ES(t) and AS"
    header = next(i for i, line in enumerate(lines) if line.startswith("| id | sample |"))
    assert lines[header + 1].startswith("| ---: | :--- |")
    rows = [line for line in lines[header + 2:] if line.startswith("| ")]
    assert len(rows) == len(real_run.report["samples"])
    assert any("samples/fusible_subgraphs/good" in row for row in rows)
    assert "- variant statuses: accuracy 1, correct " in text
    assert f"**AS {real_run.report['overall']['score']:.4f}**" in text


def test_write_markdown_writes_the_file_and_appends_to_the_step_summary(real_run, tmp_path, monkeypatch):
    step_summary = tmp_path / "step_summary.md"
    step_summary.write_text("earlier step\n")
    monkeypatch.setenv(STEP_SUMMARY_ENV, str(step_summary))
    written = write_markdown(real_run.run_report, tmp_path / "ci" / "passnet.md")
    assert written == [tmp_path / "ci" / "passnet.md", step_summary]
    assert (tmp_path / "ci" / "passnet.md").read_text() == render_markdown(real_run.run_report)
    assert step_summary.read_text() == "earlier step\n" + render_markdown(real_run.run_report)
    monkeypatch.delenv(STEP_SUMMARY_ENV)
    assert write_markdown(real_run.run_report, None) == []


def test_markdown_from_a_real_pytest_run(real_run, tmp_path):
    """The plugin's end of the wiring: a conftest plugin calls write_markdown with the session's report."""
    run = RealRun(tmp_path / "dataset", tmp_path / "out")  # a copy: the shared run's dataset stays as it is
    shutil.copytree(real_run.dataset / "samples", run.dataset / "samples")
    (run.dataset / "conftest.py").write_text(MARKDOWN_CONFTEST)
    finished = run.again(run.out, "-k", "good and float32", f"--rootdir={run.dataset}")
    summary = (run.dataset / "summary.md").read_text()
    assert "samples/fusible_subgraphs/good" in summary and "| 1 |" in summary, finished.stdout


def test_plots_are_written_as_png_and_svg(real_run, tmp_path, capsys):
    pytest.importorskip("matplotlib", reason="matplotlib is the optional [plots] extra")
    eager = tmp_path / "eager.json"
    report = dict(real_run.report, options=dict(real_run.report["options"], compiler="eager", lists=["eval/demo.txt"]))
    eager.write_text(json.dumps(report))
    assert main(["plot", str(real_run.out / "report.json"), str(eager), "--out", str(tmp_path / "plots")]) == 0
    printed = capsys.readouterr().out.split()
    names = sorted(p.rsplit("/", 1)[-1] for p in printed)
    assert names == sorted(f"{n}.{e}" for n in ("es_curves", "speedups", "statuses") for e in ("png", "svg"))
    for path in printed:
        data = open(path, "rb").read()
        assert data.startswith(b"\x89PNG") if path.endswith(".png") else b"<svg" in data[:2000]
    assert run_label(RunReport.from_dict(report)).startswith("eager · demo · ")  # each run is labelled by compiler, list, machine


def test_plot_without_matplotlib_says_how_to_install_it(real_run, tmp_path, monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "matplotlib", None)  # import matplotlib now raises ImportError
    assert main(["plot", str(real_run.out / "report.json"), "--out", str(tmp_path)]) == 2
    assert "pip install 'pytest-passnet[plots]'" in capsys.readouterr().err


def test_plots_keep_legends_outside_with_short_labels_readable_ticks_and_distinct_series(real_run, tmp_path):
    pytest.importorskip("matplotlib", reason="matplotlib is the optional [plots] extra")
    from pytest_passnet import plots

    runs = [(tmp_path / name / "report.json", real_run.run_report) for name in ("before", "after")]
    labels = plots._labels(runs)
    assert labels == [f"{run_label(real_run.run_report)} (before)", f"{run_label(real_run.run_report)} (after)"]
    plt = plots._pyplot()
    for draw in (plots._es_figure, plots._speedup_figure, plots._status_figure):
        fig = draw(plt, runs, labels)
        fig.canvas.draw()
        ax = fig.axes[0]
        legend = ax.get_legend()
        assert legend.get_window_extent().x0 >= ax.get_window_extent().x1, draw.__name__  # right of the axes
        assert all(str(tmp_path) not in text.get_text() for text in legend.get_texts())
        plt.close(fig)
    fig = plots._es_figure(plt, runs, labels)
    fig.canvas.draw()
    ax = fig.axes[0]
    low, high = ax.get_ylim()
    ticks = [tick.get_text() for tick in ax.get_yticklabels() if tick.get_text() and low <= tick.get_position()[1] <= high]
    assert {"0.1", "0.2", "0.5", "1"} <= set(ticks)  # plain numbers between the powers of ten
    styles = [(line.get_color(), line.get_linestyle(), line.get_marker()) for line in ax.get_lines()[:2]]
    assert len(set(styles)) == 2 and styles[0][1:] != styles[1][1:]  # apart even in grey
    plt.close(fig)
