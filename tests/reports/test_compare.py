"""One comparison for --passnet-compare and `passnet-report compare`: noise bands from the measured spread."""

from __future__ import annotations

import copy
import json

import pytest

from pytest_passnet.cli import main
from pytest_passnet.compare import compare, comparison_lines, sample_spreads, speedup_spread
from pytest_passnet.report import RunReport, build_report
from pytest_passnet.result import VariantResult

GOOD = "samples/fusible_subgraphs/good"


def rebuilt(report: dict, spread: float, speedup_factor: float = 1.0, status: dict | None = None,
            device: str = "cuda") -> RunReport:
    """The run's report again, with every side's IQR set to ``spread`` x median, GOOD's speedups
    scaled by ``speedup_factor``, statuses replaced as ``{nodeid: status}`` says, and the timings
    said to come from ``device`` (on CPU only statuses are compared)."""
    variants = copy.deepcopy(report["variants"])
    for variant in variants:
        if variant.get("machine"):
            variant["machine"]["device"] = device
        for side in ("eager", "compiled"):
            timing = (variant.get("timing") or {}).get(side)
            if timing:
                timing["e2e"]["iqr"] = spread * timing["e2e"]["median"]
        if variant["sample"] == GOOD and variant["speedup"]["e2e"]:
            variant["speedup"]["e2e"] *= speedup_factor
        if status and variant["nodeid"] in status:
            variant["status"] = status[variant["nodeid"]]
    order = [s["path"] for s in report["samples"]]
    return build_report([VariantResult.from_dict(v) for v in variants], order, report["options"], partial=False)


def verdicts(comparison: dict) -> dict[str, str]:
    return {s["path"].rsplit("/", 1)[-1]: s["verdict"] for s in comparison["samples"]}


def test_the_band_is_the_tolerance_or_the_measured_spread_where_larger(real_run):
    quiet = rebuilt(real_run.report, spread=0.01)  # 1 % per side: a speedup spread of 2 %
    assert speedup_spread(next(v for v in quiet.variants if v.sample == GOOD)) == pytest.approx(0.02)
    assert sample_spreads(quiet)[GOOD] == pytest.approx(0.02)
    slower = compare(rebuilt(real_run.report, 0.01, speedup_factor=0.9), quiet)
    assert verdicts(slower)["good"] == "lower" and slower["regressed"]  # 0.9 is below 1 / 1.05
    assert next(s for s in slower["samples"] if s["path"] == GOOD)["band"] == pytest.approx(0.05)
    assert verdicts(compare(rebuilt(real_run.report, 0.01, speedup_factor=0.97), quiet))["good"] == "within noise"

    noisy = rebuilt(real_run.report, spread=0.1)  # 20 % speedup spread: a 10 % drop is noise
    within = compare(rebuilt(real_run.report, 0.1, speedup_factor=0.9), noisy)
    assert verdicts(within)["good"] == "within noise" and not within["regressed"]
    assert verdicts(compare(rebuilt(real_run.report, 0.1, speedup_factor=0.5), noisy))["good"] == "lower"
    assert verdicts(compare(rebuilt(real_run.report, 0.1, speedup_factor=2.0), noisy))["good"] == "higher"


def test_a_variant_no_longer_correct_is_a_regression_and_a_fixed_one_is_not(real_run):
    report = rebuilt(real_run.report, 0.01)
    good = next(v.nodeid for v in report.variants if v.sample == GOOD)
    unmatched = next(v.nodeid for v in report.variants if v.status == "pass_not_matched")
    changed = compare(rebuilt(real_run.report, 0.01, status={good: "kernel_error", unmatched: "correct"}), report)
    assert {v["nodeid"]: v["verdict"] for v in changed["variants"]} == {good: "broken", unmatched: "fixed"}
    assert changed["regressed"]
    lines = comparison_lines(changed)
    assert "1 variants no longer correct" in lines[0]
    assert f"  broken: {good} (correct -> kernel_error)" in lines


def test_on_cpu_only_statuses_are_compared_and_the_comparison_says_so(real_run):
    """Two identical CPU runs differ in speed by more than any band (the Triton interpreter on a
    shared host): halved speedups are no regression there, a broken variant still is."""
    before = rebuilt(real_run.report, 0.01, device="cpu")
    noisy = compare(rebuilt(real_run.report, 0.01, speedup_factor=0.5, device="cpu"), before)
    assert not noisy["regressed"] and not noisy["speed_compared"] and noisy["samples"] == []
    assert comparison_lines(noisy) == ["compared with the baseline, statuses only: 0 variants no longer correct, "
                                       "0 fixed, 0 otherwise changed; speed not compared (timed on CPU, where "
                                       "timings are noise)"]  # fmt: skip
    good = next(v.nodeid for v in before.variants if v.sample == GOOD)
    broken = compare(rebuilt(real_run.report, 0.01, 0.5, status={good: "kernel_error"}, device="cpu"), before)
    assert broken["regressed"] and comparison_lines(broken)[1] == f"  broken: {good} (correct -> kernel_error)"
    assert not compare(rebuilt(real_run.report, 0.01, 0.5), before)["speed_compared"]  # one CPU run is enough
    assert compare(rebuilt(real_run.report, 0.01, 0.5), rebuilt(real_run.report, 0.01))["regressed"]  # both GPU


def test_compare_cli_exits_1_on_a_regression_and_0_otherwise(real_run, tmp_path, capsys):
    old, new = tmp_path / "old.json", tmp_path / "new.json"
    old.write_text(json.dumps(rebuilt(real_run.report, 0.01).to_dict()))
    new.write_text(json.dumps(rebuilt(real_run.report, 0.01, speedup_factor=0.5).to_dict()))
    assert main(["compare", str(old), str(new)]) == 1
    printed = capsys.readouterr().out
    assert "AS per sample, baseline -> this run" in printed and "-50.0%" in printed and "regressed" in printed
    assert main(["compare", str(old), str(old)]) == 0
    assert "no regression" in capsys.readouterr().out
    assert main(["compare", str(old), str(new), "--tolerance", "1.5"]) == 0  # half the AS is within 1 / (1 + 1.5)

    new.write_text("{not json")
    assert main(["compare", str(old), str(new)]) == 2
    assert f"{new}: not JSON" in capsys.readouterr().err
