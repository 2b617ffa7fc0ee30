"""Trajectory lines load into R2E-Gym's Trajectory unchanged (vendored schema: tests/data/r2egym)."""

import json
import shutil

import pytest
from tests.agent.stub_llm import HttpError, ScriptedLLM, tool_call
from tests.data.r2egym.trajectory_schema import Trajectory as R2ETrajectory

from agent.cli import main
from agent.trajectory import read_jsonl


@pytest.fixture
def dataset(tmp_path, fixtures_root):
    root = tmp_path / "repo"
    shutil.copytree(fixtures_root, root)
    return root, root / "add_relu_samples.txt"


def run(server, root, dataset, out, *extra):
    return main(["run", "--dataset", str(dataset), "--root", str(root), "--model", "stub", "--base-url", server.url,
                 "--api-key", "k", "--llm-retries", "0", "--device", "cpu", "--out", str(out), *extra])


@pytest.mark.parametrize("script, limits, exit_reason", [
    ([tool_call("finish", {"message": 7})], [], "agent"),
    ([tool_call("file_editor", {"command": "view", "path": "."})] * 2, ["--max-steps", "2"], "abs_step_limit"),
    ([tool_call("file_editor", {"command": "view", "path": "."}, prompt_tokens=None, content="x" * 5000)],
     ["--max-tokens", "1000"], "token_limit"),
])
def test_every_finished_exit_loads_into_r2e_gym_trajectory(tmp_path, dataset, script, limits, exit_reason):
    root, data = dataset
    with ScriptedLLM(script) as server:
        assert run(server, root, data, tmp_path / "run", "--max-time", "12.5", *limits) == 0
    [line] = (tmp_path / "run/trajectories.jsonl").read_text().splitlines()
    loaded = R2ETrajectory.load_from_model_dump_json(line)
    record = json.loads(line)
    assert loaded.exit_reason == record["exit_reason"] == exit_reason
    assert loaded.trajectory_steps[-1].done is True
    assert loaded.max_total_time == 13 and record["env_args"]["max_time"] == 12.5
    assert loaded.docker_image == "" and loaded.reward == record["reward"]
    assert sum(step.token_usage_total for step in loaded.trajectory_steps) > 0  # estimated without usage
    assert record["tools"] and record["system_prompt"] and record["messages"][0]["role"] == "system"
    assert record["started_at"] and record["finished_at"]


def test_an_unfinished_attempt_is_not_a_training_record(tmp_path, dataset):
    root, data = dataset
    with ScriptedLLM([tool_call("file_editor", {"command": "view", "path": "."}), HttpError(503)]) as server:
        assert run(server, root, data, tmp_path / "run") == 1
    assert read_jsonl(tmp_path / "run/trajectories.jsonl") == []
    [unfinished] = read_jsonl(tmp_path / "run/unfinished.jsonl")
    assert unfinished["exit_reason"] == "unfinished" and "HTTP 503" in unfinished["error"]
    assert len(unfinished["trajectory_steps"]) == 1 and unfinished["trajectory_steps"][0]["done"] is False
