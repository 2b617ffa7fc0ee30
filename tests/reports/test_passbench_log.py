"""Scoring PassBench logs as upstream does, and writing logs from our runs that score the same."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pytest_passnet.cli import main
from pytest_passnet.passbench_log import LogError, parse_log, sample_log, score_log, write_sample_logs

LOGS = Path(__file__).parents[1] / "data" / "passbench_logs"
UPSTREAM_BY_KERNEL = json.loads((LOGS / "upstream_scores.json").read_text())["by_numpy_log_exp_kernel"]


def numpy_log_exp_kernel() -> str | None:
    """The CPU target of the float64 log and exp NumPy runs here (e.g. X86_V4 with AVX-512):
    upstream's own ES differs in the last bit between targets."""
    try:
        from numpy.lib.introspect import opt_func_info
    except ImportError:  # NumPy < 2
        return None
    targets = {sigs["dd"]["current"] for sigs in opt_func_info(func_name="^(log|exp)$", signature="float64").values()}
    return targets.pop() if len(targets) == 1 else None


KERNEL = numpy_log_exp_kernel()
UPSTREAM = UPSTREAM_BY_KERNEL.get(KERNEL, UPSTREAM_BY_KERNEL["X86_V4"])


@pytest.mark.parametrize("name", sorted(UPSTREAM))
def test_every_log_scores_exactly_as_upstream_code_scores_it(name):
    expected, scored = UPSTREAM[name], score_log(LOGS / name)
    if expected is None:
        assert scored is None
        return
    assert [v.status for v in scored.variants] == expected["statuses"]
    if KERNEL in UPSTREAM_BY_KERNEL:
        assert scored.es == expected["es"]  # bit for bit, not approximately
        assert scored.score == expected["score"]
    else:  # no upstream run on a CPU like this one: the last bit may differ
        assert scored.es == pytest.approx(expected["es"], rel=1e-15)
        assert scored.score == pytest.approx(expected["score"], rel=1e-15)


def test_upstream_scores_differ_between_numpy_kernels_only_in_the_last_bit():
    reference = UPSTREAM_BY_KERNEL["X86_V4"]
    for kernel, logs in UPSTREAM_BY_KERNEL.items():
        assert logs.keys() == reference.keys(), kernel
        for name, expected in logs.items():
            if expected is not None:
                assert expected["es"] == pytest.approx(reference[name]["es"], rel=1e-15), (kernel, name)


@pytest.mark.parametrize(
    ("name", "score"),
    [  # docs/protocol.md section 15, worked example values
        ("correct_from_minus5.log", 1.99498),
        ("accuracy_everywhere.log", 0.1472),
        ("shape_mismatch.log", 0.1107),
        ("runtime_fail.log", 0.1107),
        ("eager_fail.log", 0.1),
        ("half_correct_half_eager_fail.log", 0.4472),
    ],
)
def test_worked_examples_of_the_protocol(name, score):
    assert score_log(LOGS / name).score == pytest.approx(score, abs=5e-5)


def test_the_parser_quirks_are_kept():
    statuses = {name: [v.status for v in score_log(LOGS / name).variants] for name in UPSTREAM if UPSTREAM[name]}
    # the next variant's construction error lands in the previous chunk: a correct run becomes runtime_fail
    assert statuses["next_variant_stdout.log"] == ["runtime_fail", "correct"]
    # an `Error:` anywhere in a chunk, even in a warning, does the same
    assert statuses["runtime_fail.log"] == ["runtime_fail"]
    # lines before the first [Processing] are dropped, errors included
    assert statuses["lines_before_first_chunk.log"] == ["correct"]
    missing = score_log(LOGS / "missing_key.log")
    assert missing.es["-3"] == pytest.approx(0.1) and missing.es["-4"] == pytest.approx(2.0)  # a missing key is false
    assert score_log(LOGS / "no_equal_line.log").es["-10"] == 2.0  # no [equal] line: zero outputs, correct everywhere


def test_logs_upstream_would_stop_on_name_the_line(tmp_path):
    text = (LOGS / "correct_everywhere.log").read_text()
    no_speedup = tmp_path / "validation.log"
    no_speedup.write_text("".join(line + "\n" for line in text.splitlines() if "[Speedup][e2e]" not in line))
    with pytest.raises(LogError, match=r"validation.log: line 1 .*no \[Speedup\]\[e2e\]"):
        score_log(no_speedup)
    bad_number = tmp_path / "bad.log"
    bad_number.write_text(text.replace("[Speedup][e2e]: 1.50000", "[Speedup][e2e]: fast"))
    with pytest.raises(LogError, match="'fast' is not a number"):
        score_log(bad_number)


def test_score_log_cli_writes_upstreams_json(tmp_path, capsys):
    out = tmp_path / "aggregated_score.json"
    assert main(["score-log", str(LOGS / "mixed.log"), "--sample-id", "7", "--out", str(out)]) == 0
    assert json.loads(out.read_text()) == {"id": 7, "score": UPSTREAM["mixed.log"]["score"]}
    assert out.read_text().startswith('{\n    "id": 7')  # indent=4, as upstream
    printed = capsys.readouterr().out
    assert "Parsed 6 samples" in printed and "  - ESt=0.100 for tolerance=-10." in printed
    assert f"aggregated_speedup={UPSTREAM['mixed.log']['score']}" in printed

    empty = tmp_path / "empty.json"
    assert main(["score-log", str(LOGS / "empty.log"), "--sample-id", "1", "--out", str(empty)]) == 2
    assert not empty.exists() and "no [Processing] line" in capsys.readouterr().err

    assert main(["score-log", str(LOGS / "eager_fail.log"), "--sample-id", "1", "--out", str(out), "--fpdb", "0.001"]) == 0
    assert json.loads(out.read_text())["score"] == pytest.approx(0.001)  # the older ai4c penalty


def test_a_log_written_for_a_run_scores_as_our_report_does(real_run, tmp_path):
    report = real_run.report
    statuses = {v["status"] for v in report["variants"]}
    assert {"correct", "pass_not_matched", "accuracy", "dtype_mismatch", "missing_file"} <= statuses
    written = write_sample_logs(report, tmp_path)
    scored_samples = [s for s in report["samples"] if s["score"] is not None]
    assert len(written) == len(scored_samples)
    for sample in scored_samples:
        scored = score_log(tmp_path / sample["path"] / "validation.log")
        assert scored.score == sample["score"], sample["path"]  # one arithmetic for both, to the bit
        assert scored.es == sample["es"]
    overall = score_log_text(sample_log(report["variants"]), tmp_path / "validation.log")
    assert overall == report["overall"]["score"]


def test_parsed_statuses_of_a_written_log_match_our_parity_statuses(real_run):
    variants = [v for v in real_run.report["variants"] if v["parity_status"] != "absent"]
    parsed = parse_log(sample_log(variants))
    assert [p.model_path for p in parsed] == [v["variant"] for v in variants]
    # our parity names: correct / eager_fail / shape_mismatch; upstream's parser gives the same
    assert [p.status for p in parsed] == [v["parity_status"] for v in variants]


def score_log_text(text: str, path: Path) -> float:
    path.write_text(text)
    return score_log(path).score
