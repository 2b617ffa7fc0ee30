"""End to end with the real plugin: a scripted model writes a Triton pass, pytest judges it.

CPU, Triton interpreter, 1 warm-up + 3 trials. Timing on CPU says nothing (the plugin reports
that), so the fluctuation guard is relaxed through PassBench's own environment variable; what
these tests check is that the reward is exactly the sample's AS from the plugin's report.
"""

import importlib.util
import json

import pytest
from tests.agent.stub_llm import ScriptedLLM, tool_call

from agent.cli import main
from agent.trajectory import read_jsonl

pytestmark = pytest.mark.skipif(importlib.util.find_spec("pytest_passnet.plugin") is None,
                                reason="the pytest-passnet plugin (pytest_passnet/plugin.py) is not installed")

MODEL = "graphs/add_relu/float32/add_relu_0/model.py"


def write_pass(source, name):
    return [
        tool_call("file_editor", {"command": "view", "path": MODEL}, content="Let me read the graph."),
        tool_call("file_editor", {"command": "create", "path": f"pass_dir/{name}.py", "file_text": source},
                  content="add + relu is one element-wise kernel."),
        tool_call("file_editor", {"command": "create", "path": "pass_dir/sorted_output_pass_rule_names.json",
                                  "file_text": json.dumps([name])}),
        tool_call("pass_evaluator"),
    ]


@pytest.fixture
def run_agent(tmp_path, fixtures_root, monkeypatch):
    monkeypatch.setenv("GRAPH_NET_FLUCTUATION_DETECT_THRESHOLD", "1000")

    def run(script, *extra):
        out = tmp_path / "run"
        with ScriptedLLM(script) as server:
            code = main(["run", "--dataset", str(fixtures_root / "add_relu_samples.txt"),
                         "--root", str(fixtures_root), "--model", "stub", "--base-url", server.url,
                         "--llm-retries", "0", "--device", "cpu", "--warmup", "1", "--trials", "3",
                         "--keep-workspaces", "--out", str(out), *extra])
        assert code == 0
        [trajectory] = read_jsonl(out / "trajectories.jsonl")
        return out, trajectory
    return run


def test_a_correct_triton_pass_earns_the_samples_as(run_agent, pass_source):
    script = write_pass(pass_source("TritonAddRelu"), "TritonAddRelu") + [tool_call("finish", {"message": "fused"})]
    out, trajectory = run_agent(script)

    report = json.loads((out / "workspaces/add_relu/attempt_0/.passnet/report.json").read_text())
    assert [v["status"] for v in report["variants"]] == ["correct", "correct"]
    assert trajectory["exit_reason"] == "agent"
    assert trajectory["reward"] == report["samples"][0]["score"] > 0  # CPU speedups: any positive value
    verdict = trajectory["trajectory_steps"][3]["observation"]
    assert verdict.count(": CORRECT (") == 2 and "matched: TritonAddRelu x1" in verdict
    assert "AS score: " in verdict
    [history] = trajectory["speedup_history"]
    assert history["reward"] == trajectory["reward"] and all(history["speedups"].values())
    assert trajectory["best_pass_dir"] == "passes/add_relu/attempt_0"
    assert (out / "passes/add_relu/attempt_0/TritonAddRelu.py").read_text() == pass_source("TritonAddRelu")
    assert "add_relu_kernel" in trajectory["output_patch"]


def test_a_hanging_pass_is_killed_and_reported(run_agent, pass_source):
    script = write_pass(pass_source("HangingAddRelu"), "HangingAddRelu") + [tool_call("finish")]
    _, trajectory = run_agent(script, "--tool-timeout", "15")
    step = trajectory["trajectory_steps"][3]
    assert step["observation"].startswith("ERROR: the evaluation timed out after 15 s and was killed")
    assert step["info"]["timed_out"] is True
    assert trajectory["reward"] == 0.0 and trajectory["exit_reason"] == "agent"
