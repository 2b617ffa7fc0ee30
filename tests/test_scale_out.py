"""The scale-out recipes in docs/scale-out/ work as written: each shard's command, run with the
variables its scheduler sets, then ``passnet-report merge``, scores every sample exactly once."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from pytest_passnet.cli import main
from tests.sample_factory import ADD_RELU_PASS, write_sample

RECIPES = Path(__file__).resolve().parents[1] / "docs" / "scale-out"
FAST = "--passnet-warmup 1 --passnet-trials 3"


@pytest.fixture(scope="module")
def dataset(tmp_path_factory) -> Path:
    """Two samples, which fall in different shards of two (s1 in the first, s0 in the second), and a
    list of them; pytest on PATH is the one running these tests."""
    root = tmp_path_factory.mktemp("dataset")
    lines = [str(write_sample(root, f"s{i}", passes={"AddRelu": ADD_RELU_PASS}).relative_to(root)) for i in range(2)]
    (root / "list.txt").write_text("\n".join(lines) + "\n")
    return root


def _environment(dataset: Path, **shard: str) -> dict[str, str]:
    path = f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}"
    return {**os.environ, **shard, "PATH": path, "PASSNET_LIST": "list.txt", "PYTEST_ADDOPTS": FAST}


def _merged(shards: list[Path], out: Path) -> dict:
    assert main(["merge", *map(str, shards), "--out", str(out)]) == 0
    return json.loads((out / "report.json").read_text())


def _assert_every_sample_once(merged: dict, dataset: Path) -> None:
    listed = (dataset / "list.txt").read_text().split()
    assert sorted(s["path"] for s in merged["samples"]) == sorted(listed)
    assert {v["status"] for v in merged["variants"]} == {"correct"}


def test_the_slurm_array_script_runs_one_shard_per_task(dataset, tmp_path):
    runs = tmp_path / "runs"
    for task in (1, 2):  # --array=1-2
        env = _environment(dataset, SLURM_ARRAY_TASK_ID=str(task), SLURM_ARRAY_TASK_COUNT="2",
                           SLURM_ARRAY_TASK_MIN="1", PASSNET_RUNS=str(runs))
        finished = subprocess.run(["bash", str(RECIPES / "passnet-array.sbatch")], cwd=dataset, env=env,
                                  capture_output=True, text=True, timeout=600)
        assert finished.returncode == 0, finished.stdout[-2000:] + finished.stderr[-2000:]
    shards = sorted(runs.glob("shard*"))
    assert [s.name for s in shards] == ["shard1", "shard2"]
    assert all(json.loads((s / "report.json").read_text())["variants"] for s in shards), "each task ran samples"
    _assert_every_sample_once(_merged(shards, tmp_path / "merged"), dataset)


def test_the_indexed_job_runs_one_shard_per_pod(dataset, tmp_path):
    manifest = (RECIPES / "passnet-indexed-job.yaml").read_text()
    completions = int(re.search(r"^\s+completions: (\d+)$", manifest, re.M).group(1))
    count = int(re.search(r'name: PASSNET_SHARD_COUNT\n\s+value: "(\d+)"', manifest).group(1))
    assert count == completions  # Kubernetes does not tell a pod the completion count
    script = textwrap.dedent(re.search(r"args:\n\s+- \|\n((?:\s{14}.*\n)+)", manifest).group(1))
    results = tmp_path / "results"
    for index in (0, 1):  # the same command on the two pods of a two-completion Job
        env = _environment(dataset, JOB_COMPLETION_INDEX=str(index), PASSNET_SHARD_COUNT="2")
        finished = subprocess.run(["bash", "-c", script.replace("/results", str(results))], cwd=dataset, env=env,
                                  capture_output=True, text=True, timeout=600)
        assert finished.returncode == 0, finished.stdout[-2000:] + finished.stderr[-2000:]
    shards = sorted(results.glob("shard*"))
    assert [s.name for s in shards] == ["shard0", "shard1"]
    _assert_every_sample_once(_merged(shards, tmp_path / "merged"), dataset)
