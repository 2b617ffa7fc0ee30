"""The environment API, the verifiers-style loader and a Harbor task folder give the reward that
`passnet-agent run` gives, for the same scripted policy on the same sample.

Real evaluations on CPU (Triton's interpreter, 1 warm-up + 3 trials): one `run` (the session's
``fusing_run``, which test_agent_e2e reads too), one episode through `load_environment`, one Harbor
verifier run, the latter two compared with the first in one test (``tests/checks.py`` says why). The
other tests here evaluate nothing.
"""

import json
import stat
from pathlib import Path

import pytest
from tests.agent.harbor_verifier import run_test_sh, verifier_container
from tests.agent.stub_llm import fusing_policy
from tests.checks import assert_all
from tests.data.harbor import harbor_on_path

from agent.cli import main
from agent.environment import EpisodeOver, PassNetEnv, load_environment
from agent.episode import RunConfig
from agent.loop import Limits
from agent.tasks import load_tasks
from agent.tools import TOOL_SCHEMAS
from agent.trajectory import read_jsonl

FIXTURES = Path(__file__).parent / "fixtures"
DATASET = FIXTURES / "add_relu_samples.txt"
CPU_EVALUATION = ["--device", "cpu", "--warmup", "1", "--trials", "3"]


def actions() -> list[dict]:
    """The scripted policy (``stub_llm.fusing_policy``) as environment actions: the assistant messages, with
    their token usage."""
    return [{**reply["choices"][0]["message"], "usage": reply["usage"]} for reply in fusing_policy()]


@pytest.fixture
def run_reward(fusing_run, monkeypatch):
    """The reward `passnet-agent run` gives the scripted policy (the session's ``fusing_run``)."""
    monkeypatch.setenv("GRAPH_NET_FLUCTUATION_DETECT_THRESHOLD", "1000")  # CPU timings say nothing, here too
    [record] = read_jsonl(fusing_run / "trajectories.jsonl")
    assert record["exit_reason"] == "agent"
    return record["reward"]


def an_episode_through_load_environment_gets_the_reward_of_run(tmp_path, run_reward):
    env = load_environment(DATASET, root=FIXTURES, out=tmp_path / "env", device="cpu", warmup=1, trials=3,
                           policy_name="scripted")
    observation, info = env.reset()
    assert observation["tools"] == TOOL_SCHEMAS and info["instance_id"] == "add_relu"
    assert [m["role"] for m in observation["messages"]] == ["system", "user"]
    assert "Target Graphs" in observation["messages"][1]["content"]
    rewards, feedback = [], []
    for action in actions():
        observation, reward, terminated, truncated, info = env.step(action)
        rewards.append(reward)
        feedback.append(info["evaluation_reward"])
        if terminated or truncated:
            break
    assert (terminated, truncated, info["exit_reason"]) == (True, False, "agent")
    assert rewards[:-1] == [0.0, 0.0, 0.0] and rewards[-1] == run_reward == pytest.approx(1.0)
    assert feedback[2] == pytest.approx(1.0)  # the pass_evaluator step's own score, as feedback
    assert observation["messages"][-2]["role"] == "assistant"
    [record] = read_jsonl(tmp_path / "env/trajectories.jsonl")  # recorded as a run's attempt
    assert record["reward"] == rewards[-1] and record["agent_args"]["model"] == "scripted"
    assert record["trajectory_steps"][0]["reasoning_content"] == "One kernel covers the whole graph."
    assert record["token_usage"] == {"prompt": 400, "completion": 80, "total": 480, "estimated": False}
    assert (tmp_path / "env/passes/add_relu/attempt_0/TritonAddRelu.py").is_file()
    with pytest.raises(EpisodeOver):
        env.step(actions()[0])


def test_limits_truncate_an_episode_and_each_reset_is_a_new_attempt(tmp_path):
    config = RunConfig(out=tmp_path / "env", exp_name="env", limits=Limits(max_steps=1))
    env = PassNetEnv(load_tasks(DATASET, root=FIXTURES), config)
    view = {"role": "assistant", "content": "", "tool_calls": [
        {"id": "c1", "type": "function", "function": {"name": "file_editor",
                                                      "arguments": '{"command": "view", "path": "graph_list.txt"}'}}]}
    for attempt in (0, 1):
        observation, info = env.reset(options={"task": "add_relu"})
        assert info["attempt"] == attempt and "Steps Remaining: 1" in observation["messages"][-1]["content"]
        observation, reward, terminated, truncated, info = env.step(view)
        assert (reward, terminated, truncated, info["exit_reason"]) == (0.0, False, True, "abs_step_limit")
        assert "graphs/add_relu/float32/add_relu_0" in info["observation"]
    records = read_jsonl(tmp_path / "env/trajectories.jsonl")
    assert [r["attempt"] for r in records] == [0, 1]
    assert records[0]["trajectory_steps"][0]["token_usage_estimated"] is True  # no usage sent: estimated
    with pytest.raises(KeyError, match="no task 'nope'"):
        env.reset(options={"task": "nope"})


def a_harbor_task_folder_is_valid_and_its_verifier_gives_the_reward_of_run(tmp_path, run_reward):
    harbor_on_path()
    from harbor.models.task.config import TaskConfig, VerifierEnvironmentMode

    out = tmp_path / "harbor"
    assert main(["harbor-tasks", "--dataset", str(DATASET), "--root", str(FIXTURES), "--out", str(out),
                 "--image", "passnet:cpu-test", "--max-time", "1800", "--tool-timeout", "300", *CPU_EVALUATION]) == 0
    task = out / "add_relu"
    config = TaskConfig.model_validate_toml((task / "task.toml").read_text())
    assert config.verifier.timeout_sec == 300 and config.agent.timeout_sec == 1800
    assert config.metadata["instance_id"] == "add_relu" and config.environment.gpus is None
    assert config.verifier.environment_mode == VerifierEnvironmentMode.SEPARATE and config.artifacts == ["/app/pass_dir"]
    assert (task / "environment/Dockerfile").read_text().startswith("FROM passnet:cpu-test\nCOPY workspace/ /app/")
    assert (task / "tests/Dockerfile").read_text() == "FROM passnet:cpu-test\nCOPY . /tests/\n"
    instruction = (task / "instruction.md").read_text()
    assert "python -m agent.harbor evaluate" in instruction and "Target Graphs" in instruction
    test_sh = task / "tests/test.sh"
    assert test_sh.stat().st_mode & stat.S_IXUSR and test_sh.read_text().startswith("#!/bin/bash")
    assert (task / "tests/task/graph_list.txt").is_file()

    app = task / "environment/workspace"  # what the agent finds at /app; it writes the pass there
    for reply in fusing_policy()[:2]:
        arguments = json.loads(reply["choices"][0]["message"]["tool_calls"][0]["function"]["arguments"])
        (app / arguments["path"]).write_text(arguments["file_text"])
    verifier = verifier_container(task, app, tmp_path / "verifier")  # the pass_dir, not the rest of /app
    done = run_test_sh(verifier)
    assert done.returncode == 0, done.stdout + done.stderr
    logs = verifier / "logs/verifier"
    assert float((logs / "reward.txt").read_text()) == run_reward == pytest.approx(1.0)
    evidence = json.loads((logs / "evaluation.json").read_text())
    assert evidence["statuses"] == {"graphs/add_relu/float32/add_relu_0": "correct",
                                    "graphs/add_relu/float16/add_relu_0": "correct"}
    assert (logs / "evaluation/report.json").is_file()


@pytest.mark.expensive
def test_load_environment_and_the_harbor_verifier_give_the_reward_of_run(tmp_path, run_reward):
    assert_all([an_episode_through_load_environment_gets_the_reward_of_run,
                a_harbor_task_folder_is_valid_and_its_verifier_gives_the_reward_of_run], tmp_path, run_reward)


def test_the_harbor_verifier_gives_zero_for_an_empty_pass_dir(tmp_path):
    from agent.harbor import verify
    from agent.evaluator import EvalSettings

    (tmp_path / "pass_dir").mkdir()
    assert verify(tmp_path, tmp_path / "pass_dir", tmp_path / "logs", EvalSettings()) == 0.0
    assert (tmp_path / "logs/reward.txt").read_text() == "0.0\n"
