"""A hanging or crashing kernel fails its own variant; the others still run and are scored."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.sample_factory import ADD_RELU_PASS, write_sample

FAST = ("--passnet-warmup", "1", "--passnet-trials", "2", "-p", "no:cacheprovider")
HANGING_PASS = ADD_RELU_PASS.replace("    out = torch.empty_like(x)\n", "    out = torch.empty_like(x)\n    while out is not None:\n        pass\n")
# Passes PassBench's own validator; the crash is a real segfault in the worker.
CRASHING_PASS = ADD_RELU_PASS.replace("import torch\n", "import ctypes\nimport torch\n", 1).replace(
    "    out = torch.empty_like(x)\n", "    ctypes.string_at(0)\n    out = torch.empty_like(x)\n"
)


pytestmark = pytest.mark.usefixtures("outside_xdist")


def results(out: Path) -> dict[str, dict]:
    lines = (out / "results.jsonl").read_text().splitlines()
    return {json.loads(line)["sample"].split("/")[-1]: json.loads(line) for line in lines}


def test_a_hang_ends_the_process_with_its_verdict_kept_and_resume_continues(pytester):
    hang = write_sample(pytester.path, "a_hang", passes={"AddRelu": HANGING_PASS})
    good = write_sample(pytester.path, "b_good", passes={"AddRelu": ADD_RELU_PASS})
    out = pytester.path / "out"
    args = ("--passnet-samples", str(hang), str(good), "--passnet-out", str(out), "--passnet-timeout", "30", *FAST)
    first = pytester.runpytest_subprocess(*args, timeout=240)
    assert first.ret != 0
    assert "timed out after 30 s" in first.stderr.str()
    assert results(out)["a_hang"]["status"] == "kernel_error"
    second = pytester.runpytest_subprocess(*args, "--passnet-resume", timeout=240)
    second.assert_outcomes(passed=1)
    report = json.loads((out / "report.json").read_text())
    assert {v["sample"].split("/")[-1]: v["status"] for v in report["variants"]} == {
        "a_hang": "kernel_error",
        "b_good": "correct",
    }


def test_a_crashing_worker_costs_one_variant_under_xdist(pytester):
    crash = write_sample(pytester.path, "a_crash", passes={"AddRelu": CRASHING_PASS})
    good = [write_sample(pytester.path, f"b_good{i}", passes={"AddRelu": ADD_RELU_PASS}) for i in range(2)]
    out = pytester.path / "out"
    result = pytester.runpytest_subprocess(
        "--passnet-samples", str(crash), *map(str, good), "--passnet-out", str(out),
        "--passnet-guard", "passbench", "-n", "2", *FAST, timeout=300,
    )  # fmt: skip
    result.assert_outcomes(passed=2, failed=1)
    report = json.loads((out / "report.json").read_text())
    crashed = [v for v in report["variants"] if v["sample"].endswith("a_crash")]
    assert [v["status"] for v in crashed] == ["kernel_error"]
    assert "the process running" in crashed[0]["message"] and "died" in crashed[0]["message"]
    assert crashed[0]["parity_status"] == "eager_fail"
    assert sorted(s["path"].split("/")[-1] for s in report["samples"]) == ["a_crash", "b_good0", "b_good1"]
