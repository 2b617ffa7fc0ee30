"""The three real public PassNet samples collect and run unchanged (eager against eager)."""

from __future__ import annotations

import shutil

import pytest

from tests.sample_factory import EXAMPLES, read_report

TYPICAL = "typical_v2_ipr_resnet_50_start170_end193_16"
# Batch 512 through a transposed convolution: minutes on two CPU cores. The GPU
# check script (tests/gpu/run_gpu_checks.sh) runs it; here it is deselected.
HEAVY_VARIANT = "float32/8/"  # in its node id: <sample>::<dtype>/<bucket>/<name>

pytestmark = pytest.mark.usefixtures("outside_xdist")


@pytest.mark.expensive
def test_public_examples_run_and_incomplete_variants_are_named(pytester):
    copy = pytester.path / "examples"
    shutil.copytree(EXAMPLES, copy, symlinks=True)
    out = pytester.path / "out"
    result = pytester.runpytest_subprocess(
        "--passnet-samples", str(copy),
        "--passnet-compiler", "eager",
        "--passnet-warmup", "0", "--passnet-trials", "1",
        "--passnet-out", str(out),
        "-k", f"not {HEAVY_VARIANT}",
        "-p", "no:cacheprovider",
    )  # fmt: skip
    result.assert_outcomes(passed=4, errors=6, deselected=1)  # the heavy variant, and only it
    report = read_report(out)
    by_status: dict[str, list[dict]] = {}
    for variant in report["variants"]:
        by_status.setdefault(variant["status"], []).append(variant)
    assert sorted(by_status) == ["correct", "missing_file"]
    correct = sorted((v["category"], v["dtype"], v["bucket"] or "-") for v in by_status["correct"])
    assert correct == [
        ("fusible", "float32", "-"),  # v1 demo layout: dtype read from weight_meta.py
        ("sole_op", "bfloat16", "-"),
        ("typical", "bfloat16", "1"),
        ("typical", "float32", "1"),
    ]
    messages = "\n".join(v["message"] for v in by_status["missing_file"])
    assert "bfloat16/5/samples/mmpose/ipr_resnet_50/_decomposed/ipr_resnet_50_start170_end193_16 is missing weight_meta.py" in messages
    assert "float16/1/samples/mmpose/ipr_resnet_50/_decomposed/ipr_resnet_50_start170_end193_16 is missing model.py" in messages
    assert messages.count("variant directory not found") == 3  # float32/5, float16/5, bfloat16/8
    sole_op = [v for v in by_status["correct"] if "sole_op" in v["sample"]][0]
    assert any("replays as a constant" in flag for flag in sole_op["flags"])
    assert any("missing graph_net.json" in flag for flag in sole_op["flags"])
    typical = [v for v in by_status["correct"] if TYPICAL in v["sample"]]
    assert all(any("writes in place to inputs" in f for f in v["flags"]) for v in typical)
    text = result.stdout.str()
    assert "is missing weight_meta.py" in text and "Traceback" not in text
