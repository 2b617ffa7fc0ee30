"""One real plugin run on a tiny dataset with a variant of every parity status, shared by the report tests."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from pytest_passnet.report import RunReport
from tests.sample_factory import ADD_RELU_PASS, write_sample

NO_MATCH_PASS = ADD_RELU_PASS.replace("return torch.relu(t)", "return torch.sigmoid(t)")
WRONG_PASS = ADD_RELU_PASS.replace("tl.maximum(total, 0.0)", "total")
WIDENING_PASS = ADD_RELU_PASS.replace("out = torch.empty_like(x)", "out = torch.empty_like(x, dtype=torch.float64)")
FAST = ("--passnet-warmup", "1", "--passnet-trials", "5", "-p", "no:cacheprovider", "-q")


@dataclass
class RealRun:
    dataset: Path
    out: Path

    @property
    def report(self) -> dict:
        return json.loads((self.out / "report.json").read_text())

    @property
    def run_report(self) -> RunReport:
        return RunReport.from_dict(self.report)

    def again(self, out: Path, *args: str) -> subprocess.CompletedProcess:
        """The same selection run once more into ``out`` (e.g. a shard), in a fresh pytest process."""
        env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTEST_XDIST", "PYTEST_ADDOPTS"))}
        command = [sys.executable, "-m", "pytest", "--passnet-samples", "samples", "--passnet-out", str(out), *FAST, *args]
        return subprocess.run(command, cwd=self.dataset, env=env, capture_output=True, text=True, timeout=600)


@pytest.fixture(scope="session")
def real_run(once, tmp_path_factory: pytest.TempPathFactory) -> RealRun:
    """correct (two dtypes), pass_not_matched, accuracy, dtype_mismatch, and a variant missing its
    model.py; one run for the whole session (``once``), so the tests read it and never change it."""

    def make() -> list[str]:
        dataset = tmp_path_factory.mktemp("reports_dataset")
        write_sample(dataset, "good", dtypes=("float32", "float16"), passes={"AddRelu": ADD_RELU_PASS})
        write_sample(dataset, "nomatch", passes={"AddSigmoid": NO_MATCH_PASS})
        write_sample(dataset, "wrong", passes={"AddRelu": WRONG_PASS})
        write_sample(dataset, "widened", passes={"AddRelu": WIDENING_PASS})
        broken = write_sample(dataset, "broken", dtypes=("float32", "float16"), passes={"AddRelu": ADD_RELU_PASS})
        first_graph = (broken / "graph_list.txt").read_text().split()[0]
        (dataset / first_graph / "model.py").unlink()
        run = RealRun(dataset, dataset / "out")
        finished = run.again(run.out)
        assert (run.out / "report.json").is_file(), finished.stdout + finished.stderr
        return [str(run.dataset), str(run.out)]

    dataset, out = once("reports_real_run", make)
    return RealRun(Path(dataset), Path(out))
