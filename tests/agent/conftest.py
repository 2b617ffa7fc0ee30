"""Fixtures for the agent tests: the tiny add+relu sample, task copies, a scripted evaluator, and one
real `passnet-agent run` several tests read."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from tests.agent.stub_llm import ScriptedLLM, fusing_policy

from agent.cli import main
from agent.evaluator import Evaluation
from agent.tasks import load_tasks, prepare_workspace

FIXTURES = Path(__file__).parent / "fixtures"


@pytest.fixture
def fixtures_root() -> Path:
    return FIXTURES


@pytest.fixture
def add_relu_task():
    return load_tasks(FIXTURES / "add_relu_samples.txt", root=FIXTURES)[0]


@pytest.fixture
def workspace(tmp_path, add_relu_task) -> Path:
    return prepare_workspace(add_relu_task, tmp_path / "task")


@pytest.fixture
def pass_source():
    """Read a pass file of the fixtures by stem."""
    return lambda name: (FIXTURES / "passes" / f"{name}.py").read_text()


class ScriptedEvaluator:
    """Stands in for the plugin where a test is about the loop, not about evaluation."""

    def __init__(self, rewards: list[float]):
        self.rewards = list(rewards)
        self.calls: list[Path] = []

    def evaluate(self, workspace: Path, timeout: float | None = None, name: str | None = None) -> Evaluation:
        self.calls.append(Path(workspace))
        reward = self.rewards.pop(0)
        return Evaluation(reward=reward, verdict=f"AS score: {reward}", score=reward,
                          speedups={"graphs/v": reward}, statuses={"graphs/v": "correct"})


@pytest.fixture
def scripted_evaluator():
    return ScriptedEvaluator


@pytest.fixture
def cpu_report(fixtures_root, workspace) -> dict:
    """The fixture report as an evaluation of `workspace` (the sample itself, as the agent evaluates it), whose
    pass_dir holds the add + relu pass the report's claims rest on (the trusted side confirms claims from it)."""
    (workspace / "pass_dir" / "TritonAddRelu.py").write_text((fixtures_root / "passes" / "TritonAddRelu.py").read_text())
    (workspace / "pass_dir" / "sorted_output_pass_rule_names.json").write_text('["TritonAddRelu"]')
    report = json.loads((fixtures_root / "report.json").read_text())
    return {**report, "variants": [{**v, "sample": "."} for v in report["variants"]]}


@pytest.fixture(scope="session")
def fusing_run(once, tmp_path_factory) -> Path:
    """`passnet-agent run` of ``stub_llm.fusing_policy`` on the add + relu sample (CPU, Triton's interpreter,
    1 warm-up + 3 trials, task copies kept), made once per session (``once``): its folder, which the tests
    read and never change."""

    def make() -> str:
        out = tmp_path_factory.mktemp("fusing_run") / "run"
        with pytest.MonkeyPatch.context() as patch, ScriptedLLM(fusing_policy()) as server:
            patch.setenv("GRAPH_NET_FLUCTUATION_DETECT_THRESHOLD", "1000")  # CPU timings say nothing
            assert main(["run", "--dataset", str(FIXTURES / "add_relu_samples.txt"), "--root", str(FIXTURES),
                         "--model", "stub", "--base-url", server.url, "--api-key", "k", "--llm-retries", "0",
                         "--device", "cpu", "--warmup", "1", "--trials", "3", "--keep-workspaces",
                         "--out", str(out)]) == 0
        return str(out)

    return Path(once("agent_fusing_run", make))
