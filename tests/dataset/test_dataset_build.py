"""The whole build on three small architectures, then the plugin's eager-vs-eager check.

Real worker processes, real Dynamo, real files: the same code path as the shipped
dataset's build, only the model zoo is swapped for hand-written modules (``tiny_build``; the
build is the session's, ``test_families`` merges into a copy of it). Every check on the build
is in one test (``tests/checks.py`` says why).
"""

from __future__ import annotations

import subprocess
import sys

import pytest
import torch

from pytest_passnet.dataset.build import failure_reason
from pytest_passnet.dataset.stats import dataset_stats, ops_in
from pytest_passnet.sample import load_sample, read_sample_list

from tests.checks import assert_all
from tests.dataset.tiny_build import SPECS, build_tiny


def a_model_that_breaks_the_graph_is_reported_and_skipped(root, report, tmp_path):
    assert list(report.failed) == ["samples/tiny/breaks bucket 0"]
    assert report.failed["samples/tiny/breaks bucket 0"].startswith("graph break: Dynamo captured 2 graphs")


def every_category_gets_samples(root, report, tmp_path):
    assert report.models == [f"samples/tiny/{s.name}" for s in SPECS]
    assert all(report.samples[c] > 0 for c in ("sole_op", "fusible", "typical")), report.samples


def fusible_and_typical_samples_hold_three_dtypes_at_both_buckets(root, report, tmp_path):
    for category in ("fusible", "typical"):
        paths = read_sample_list(root / f"sample_lists/train/passnet_{category}_train_samples.txt")
        paths += read_sample_list(root / f"sample_lists/eval/gpu_passnet_{category}_eval_samples.txt")
        for path in paths:
            variants = load_sample(root / path, root).variants
            assert {v.dtype for v in variants} == {"float32", "float16", "bfloat16"}
            assert {v.bucket for v in variants} == {"0", "4"}


def the_cpu_eval_list_holds_the_small_part_of_the_gpu_eval_samples(root, report, tmp_path):
    for category in ("fusible", "typical"):
        gpu = read_sample_list(root / f"sample_lists/eval/gpu_passnet_{category}_eval_samples.txt")
        cpu = read_sample_list(root / f"sample_lists/eval/passnet_{category}_eval_samples.txt")
        assert len(gpu) == len(cpu) == 1
        full = {v.path for v in load_sample(root / gpu[0], root).variants}
        small = {v.path for v in load_sample(root / cpu[0], root).variants}
        assert small and small <= full


def a_rebuild_from_scratch_gives_the_same_hashes(root, report, tmp_path):
    again, _ = build_tiny(tmp_path, "second")
    for name in ("passnet_sole_op_subgraphs.txt", "passnet_fusible_subgraphs.txt", "passnet_typical_subgraphs.txt"):
        assert (again / "graphs/passnet_subgraphs" / name).read_text() == (root / "graphs/passnet_subgraphs" / name).read_text()
    first_hashes = sorted(p.read_text() for p in root.glob("graphs/**/graph_hash.txt"))
    assert first_hashes == sorted(p.read_text() for p in again.glob("graphs/**/graph_hash.txt"))


def built_samples_run_clean_eager_vs_eager_under_the_plugin(root, report, tmp_path):
    result = subprocess.run(
        [sys.executable, "-m", "pytest_passnet.dataset.cli", "check", "--root", str(root), "--count", "3"],
        capture_output=True, text=True, timeout=300,
    )
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    assert " passed" in result.stdout and "failed" not in result.stdout.splitlines()[-1]


def stats_count_what_is_on_disk(root, report, tmp_path):
    table = dataset_stats(root)
    for category in ("sole_op", "fusible", "typical"):
        assert f"| {category} | {report.samples[category]} | {report.variants[category]} |" in table
    assert "| tiny | 3 |" in table  # architectures per source


@pytest.mark.expensive
def test_the_build_of_three_small_architectures(tiny_build, tmp_path):
    root, report = tiny_build
    assert_all([a_model_that_breaks_the_graph_is_reported_and_skipped, every_category_gets_samples,
                fusible_and_typical_samples_hold_three_dtypes_at_both_buckets,
                the_cpu_eval_list_holds_the_small_part_of_the_gpu_eval_samples, stats_count_what_is_on_disk,
                built_samples_run_clean_eager_vs_eager_under_the_plugin, a_rebuild_from_scratch_gives_the_same_hashes],
               root, report, tmp_path)


def test_op_counting_reads_both_model_py_styles():
    fx_style = "        tmp_3 = torch.conv2d(in_0, in_1);  in_0 = None\n        tmp_4 = tmp_3.view(2, -1)\n        tmp_5 = tmp_4 + in_2\n        in_3 += in_4;  in_5 = in_3"
    assert ops_in(fx_style) == ["conv2d", "Tensor.view", "+", "+="]


def test_a_failed_extraction_is_reported_by_the_error_that_started_it():
    def backend(graph_module, example_inputs):
        raise RuntimeError("aten::frobnicate has no meta kernel\nmore detail")

    with pytest.raises(Exception) as caught:
        torch.compile(lambda x: x.sin() + 1, backend=backend)(torch.ones(3))
    assert failure_reason(caught.value) == "RuntimeError: aten::frobnicate has no meta kernel"


def test_a_wrapper_that_hides_its_error_as_the_context_is_seen_through():
    try:
        try:
            raise AssertionError("Please convert all Tensors to FakeTensors first\nFound in aten.where.self")
        except AssertionError:
            raise RuntimeError("RuntimeError when making fake tensor call") from None
    except RuntimeError as wrapper:
        assert failure_reason(wrapper) == "AssertionError: Please convert all Tensors to FakeTensors first"
