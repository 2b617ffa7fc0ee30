"""`passnet-report leaderboard`: PassNet's columns per category, checked against hand counts of
real runs' variant records, beside the published rows."""

from __future__ import annotations

import gzip
import html
import json
import math
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from pytest_passnet.cli import main
from pytest_passnet.leaderboard import PUBLISHED_FILE, build_board, columns, place, render_html, render_markdown
from pytest_passnet.report import RunReport, build_report
from pytest_passnet.result import VariantResult
from pytest_passnet.score import FAILURE_PENALTY
from pytest_passnet.texts import markdown_text
from tests.reports.conftest import RealRun
from tests.sample_factory import write_sample

# A real H200 run (docs/results/h200-2026-12-01/README.md): Inductor on 4 fusible samples, 39 variants.
H200_RESULTS = Path(__file__).resolve().parents[2] / "docs/results/h200-2026-12-01/ab_fusible4_inductor_one_process.jsonl.gz"
PUBLISHED_SUBGRAPHS = 2060


def ours(board, category: str | None = None):
    return [row for row in board.rows if not row.published and category in (None, row.category)]


def hand_columns(variants: list[dict], series: str = "e2e") -> dict:
    """PassNet's columns counted by hand from report records (no sample here lacks a scored variant)."""
    counted = [v for v in variants if v["parity_status"] != "absent"]
    speedups = [v["speedup"][series] for v in counted if v["status"] == "correct" and v["speedup"].get(series)]
    return {
        "subgraphs": len(counted),
        "correct": sum(1 for v in counted if v["status"] == "correct") / len(counted),
        "gmean": math.exp(sum(math.log(s) for s in speedups) / len(speedups)),
        "fast_1": sum(1 for s in speedups if s >= 1) / len(counted),
    }


def test_columns_match_a_hand_count_of_the_variant_records(real_run):
    report = real_run.report
    assert not report["overall"]["counted_as_failure"]
    (row,) = ours(build_board([(real_run.out, real_run.run_report)]))
    hand = hand_columns(report["variants"])
    # good: 2 correct; nomatch, wrong, widened: 1 each, none correct; broken: 1 correct, 1 without model.py
    assert (row.category, row.tasks, row.subgraphs, row.correct) == ("fusible", 5, 6, 3 / 6) == (
        "fusible", 5, hand["subgraphs"], hand["correct"])  # fmt: skip
    assert row.gmean_speedup == pytest.approx(hand["gmean"], rel=1e-12)
    assert row.fast_1 == hand["fast_1"]
    assert row.score == report["overall"]["score"]  # one category: the run's own pooled AS
    # % correct and g-mean are PassNet's lambda and alpha at t = -5: ES(-5) = alpha^lambda * b^(1 - lambda)
    closed_form = row.gmean_speedup**row.correct * FAILURE_PENALTY ** (1 - row.correct)
    assert report["overall"]["es"]["-5"] == pytest.approx(closed_form, rel=1e-12)


def test_fast_1_counts_a_speedup_of_exactly_one_over_all_subgraphs(real_run):
    """The page: "speedup >= 1"; the denominator is every subgraph, correct or not."""
    results = [VariantResult.from_dict(v) for v in real_run.report["variants"]]
    correct = [v for v in results if v.status.value == "correct"]
    assert all(v.speedup["e2e"] < 1 for v in correct)  # Triton's CPU interpreter is slow
    correct[0].speedup["e2e"] = 1.0
    measured = columns(results, "e2e")
    assert measured.fast_1 == 1 / measured.subgraphs == 1 / 6


@pytest.fixture(scope="module")
def eager_run(tmp_path_factory) -> RealRun:
    """Eager against eager on upstream's v2 layout (typical) and ours (sole_op); one sole_op sample
    has no variant PassBench would parse, so its variant counts as a failure."""
    dataset = tmp_path_factory.mktemp("leaderboard_dataset")
    # write_sample puts a sample at samples/<category>_subgraphs/<name>: a set directory goes in front
    write_sample(dataset, "t1", dtypes=("float32", "float16"), category="hf_subgraphs_v2/typical")
    write_sample(dataset, "s1", category="passnet_subgraphs/sole_op")
    empty = write_sample(dataset, "s2", category="passnet_subgraphs/sole_op")
    (dataset / (empty / "graph_list.txt").read_text().split()[0] / "model.py").unlink()
    run = RealRun(dataset, dataset / "out")
    finished = run.again(run.out, "--passnet-compiler", "eager")
    assert (run.out / "report.json").is_file(), finished.stdout + finished.stderr
    return run


def test_categories_and_sets_come_from_the_sample_paths(eager_run):
    report = eager_run.report
    board = build_board([(eager_run.out, eager_run.run_report)])
    rows = {(row.category, row.set): row for row in ours(board)}
    assert set(rows) == {("typical", "hf_subgraphs_v2"), ("sole_op", "passnet_subgraphs")}
    assert board.categories == ["fusible", "typical", "sole_op"]  # the published category stays first
    typical, sole_op = rows["typical", "hf_subgraphs_v2"], rows["sole_op", "passnet_subgraphs"]
    typical_records = [v for v in report["variants"] if "/typical_subgraphs/" in v["sample"]]
    hand = hand_columns(typical_records)
    assert (typical.tasks, typical.subgraphs, typical.correct) == (1, 2, 1.0) == (1, hand["subgraphs"], hand["correct"])
    assert typical.gmean_speedup == pytest.approx(hand["gmean"], rel=1e-12) and typical.fast_1 == hand["fast_1"]
    # s2's variant never reached [Processing]; with nothing else in s2 it counts as a failure, as in the run's AS
    assert (sole_op.tasks, sole_op.subgraphs, sole_op.correct) == (2, 2, 0.5)
    assert report["overall"]["counted_as_failure"] == [str(Path("samples/passnet_subgraphs/sole_op_subgraphs/s2"))]
    results = [VariantResult.from_dict(v) for v in report["variants"]]
    sole_op_results = [r for r in results if "/sole_op_subgraphs/" in r.sample]
    order = list(dict.fromkeys(r.sample for r in sole_op_results))
    assert sole_op.score == build_report(sole_op_results, order, {}, partial=False).overall.score
    machine = report["machine"]
    for row in (typical, sole_op):
        assert (row.method, row.series, row.hardware) == ("Eager", "e2e", f"CPU {machine['cpu']}")
        assert row.protocol == "1 + 5 calls on cpu, replay passbench"


def test_place_reads_upstream_and_our_paths():
    assert place("samples/hf_subgraphs_v2/fusible_subgraphs/ab/cd/abcd") == ("fusible", "hf_subgraphs_v2")
    assert place("graphs/passnet_subgraphs/typical_subgraphs/float16/3/samples/timm/x") == ("typical", "passnet_subgraphs")
    assert place("samples/sole_op_subgraphs/x") == ("sole_op", "")
    assert place("my_graphs/resnet18") is None


@pytest.fixture(scope="module")
def h200_report(tmp_path_factory) -> Path:
    """The H200 results scored into a report, as `passnet-report merge` scores results."""
    with gzip.open(H200_RESULTS, "rt") as lines:
        results = [VariantResult.from_dict(json.loads(line)) for line in lines]
    order = list(dict.fromkeys(r.sample for r in results))
    path = tmp_path_factory.mktemp("h200") / "report.json"
    path.write_text(json.dumps(build_report(results, order, {"compiler": "inductor"}, partial=False).to_dict()))
    return path


@pytest.mark.parametrize("series", ["e2e", "kernel"])
def test_both_series_of_a_real_h200_run(h200_report, series, capsys):
    assert main(["leaderboard", str(h200_report), "--series", series]) == 0
    text = capsys.readouterr().out
    report = json.loads(h200_report.read_text())
    (row,) = ours(build_board([(h200_report, RunReport.from_dict(report))], series))
    hand = hand_columns(report["variants"], series)
    assert (row.method, row.hardware, row.tasks, row.subgraphs) == ("TorchInductor", "NVIDIA H200", 4, 39)
    assert row.correct == hand["correct"] == 20 / 39  # the same variants are correct in either series
    assert row.gmean_speedup == pytest.approx(hand["gmean"], rel=1e-12)
    assert row.fast_1 == hand["fast_1"]
    cells = f"| ours \\[1\\] | TorchInductor | passnet_subgraphs | {series} | 4 | 39 | {row.score:.3f} | {row.gmean_speedup:.3f} |"
    assert cells in text
    assert "driver 580.159.04, cuda 13.0, torch 2.11.0+cu130" in text
    # the accuracy variants have no kernel time: the kernel series scores them as failures, and says so
    assert ("11 variants that ran to a verdict have no kernel speedup" in text) == (series == "kernel")


def test_a_report_without_kernel_speedups_is_refused_for_the_kernel_series(real_run, capsys):
    assert main(["leaderboard", str(real_run.out), "--series", "kernel"]) == 2
    error = capsys.readouterr().err
    assert str(real_run.out) in error and "no variant has a kernel speedup" in error and "--series e2e" in error


class _Page(HTMLParser):
    def __init__(self):
        super().__init__()
        self.open: list[str] = []
        self.rows: list[tuple[str, list[str]]] = []
        self.fetched: list[str] = []  # attributes that would load something

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        self.fetched += [f"{tag} {key}" for key in ("src", "srcset") if key in attrs]
        if tag in ("link", "script"):
            self.fetched.append(tag)
        if tag == "tr":
            self.rows.append((attrs.get("class") or "", []))
        if tag not in ("meta", "br"):
            self.open.append(tag)

    def handle_endtag(self, tag):
        assert self.open.pop() == tag, f"</{tag}> closes <{self.open[-1] if self.open else None}>"

    def handle_data(self, data):
        if self.open and self.open[-1] == "td":
            self.rows[-1][1].append(data)


def test_cli_writes_the_markdown_and_a_self_contained_html_page(real_run, tmp_path, capsys):
    md, page_file = tmp_path / "board" / "leaderboard.md", tmp_path / "leaderboard.html"
    assert main(["leaderboard", str(real_run.out), "--md", str(md), "--html", str(page_file)]) == 0
    printed = capsys.readouterr()
    assert printed.out == md.read_text()  # stdout is the Markdown alone; file names go to stderr
    assert str(page_file) in printed.err
    published = json.loads(PUBLISHED_FILE.read_text())
    page = _Page()
    page.feed(page_file.read_text())
    assert page.open == [] and page.fetched == []
    source = page_file.read_text()
    assert "url(" not in source and "@import" not in source
    rows = [(kind, cells) for kind, cells in page.rows if cells]
    assert [cells[1] for kind, cells in rows if kind == "published"] == [r["method"] for r in published["rows"]]
    (ours_row,) = [cells for kind, cells in rows if kind == "ours"]
    row = ours(build_board([(real_run.out, real_run.run_report)]))[0]
    assert ours_row == render_markdown_cells(printed.out, "ours [1]") == [
        "ours [1]", "pass_mgr", "-", "e2e", "5", "6", f"{row.score:.3f}", f"{row.gmean_speedup:.3f}", "50.0 %",
        "0.0 %", f"CPU {real_run.report['machine']['cpu']}", "1 + 5 calls on cpu, replay passbench"]  # fmt: skip
    assert render_html(build_board([(real_run.out, real_run.run_report)])) == source


def render_markdown_cells(markdown: str, first: str) -> list[str]:
    """The cells of the table row whose first cell reads ``first``, as a reader of the Markdown sees
    them (texts are escaped: ``texts.markdown_text``)."""
    rows = [[html.unescape(re.sub(r"\\(.)", r"\1", cell.strip())) for cell in re.split(r"(?<!\\)\|", line)[1:-1]]
            for line in markdown.splitlines() if line.startswith("| ")]
    return next(cells for cells in rows if cells[0] == first)


def test_published_rows_are_upstreams_and_counted_per_subgraph():
    """The vendored numbers, and why they read as shares of all 2,060 subgraphs: every percentage is
    a whole number of 2,060 subgraphs, several are not whole numbers of 200 tasks, and Qwen3-4B's
    fast_1 of 0.2 % cannot be a share of its ~27 correct subgraphs (that would be a multiple of 3.7 %)."""
    data = json.loads(PUBLISHED_FILE.read_text())
    assert data["source"]["commit"] == "2e020b75be454a5f4407e210074eefc8c904d5e1"
    assert (data["hardware"], data["category"], data["tasks"], data["subgraphs"]) == ("NVIDIA A30", "fusible", 200, 2060)
    rows = {row["method"]: row for row in data["rows"]}
    assert len(rows) == 11
    assert [rows["TorchInductor"][k] for k in ("as", "gmean_speedup", "correct_pct", "fast_1_pct")] == [0.706, 0.846, 85.0, 20.3]
    assert rows["Claude-Sonnet-4.6"]["as"] == max(r["as"] for r in data["rows"] if r["kind"] != "baseline") == 0.448

    def whole_of(pct: float, total: int) -> bool:
        return round(round(pct / 100 * total) / total * 100, 1) == pct

    percentages = [row[key] for row in data["rows"] for key in ("correct_pct", "fast_1_pct")]
    assert all(whole_of(pct, PUBLISHED_SUBGRAPHS) for pct in percentages)
    assert not all(whole_of(pct, data["tasks"]) for pct in percentages)
    assert all(row["fast_1_pct"] <= row["correct_pct"] for row in data["rows"])
    qwen = rows["Qwen3-4B"]
    correct_subgraphs = round(qwen["correct_pct"] / 100 * PUBLISHED_SUBGRAPHS)
    assert correct_subgraphs == 27 and not whole_of(qwen["fast_1_pct"], correct_subgraphs)
    # the Markdown carries the citation and the rows as published
    text = render_markdown(build_board([]))
    assert re.search(r"\| published \\\[P\\\] \| TorchInductor \| PassBench eval \| e2e \| 200 \| 2,060 \| 0\.706 \| 0\.846 \| "
                     r"85\.0 % \| 20\.3 % \| NVIDIA A30 \|", text)  # fmt: skip
    # as text: texts.markdown_text escapes the colon before //, so GitHub shows the address unlinked
    assert markdown_text(data["source"]["url"]) in text and "arXiv 2605.29357v1" in text
