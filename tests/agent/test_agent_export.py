"""`passnet-agent export`: each format checked by its consumers' own schema.

- openai-sft: the openai SDK's message and tool types (`ChatCompletionMessageParam`,
  `ChatCompletionFunctionToolParam`), no key they do not declare, every tool call answered;
- atif: Harbor's ATIF models (vendored: tests/data/harbor), which forbid unknown keys;
- r2e-gym: R2E-Gym's Trajectory (vendored: tests/data/r2egym), with no key it does not declare.

The run is scripted and evaluates nothing: a turn with reasoning and two tool calls, one with
arguments that are not JSON, one without a tool call, then finish.
"""

import json
import typing
from pathlib import Path

import pytest
from openai.types.chat import (
    ChatCompletionAssistantMessageParam,
    ChatCompletionFunctionToolParam,
    ChatCompletionMessageParam,
    ChatCompletionSystemMessageParam,
    ChatCompletionToolMessageParam,
    ChatCompletionUserMessageParam,
)
from pydantic import TypeAdapter
from tests.agent.stub_llm import ScriptedLLM, text_reply, tool_call
from tests.data.harbor import harbor_on_path
from tests.data.r2egym.trajectory_schema import Trajectory as R2ETrajectory
from tests.data.r2egym.trajectory_schema import TrajectoryStep as R2EStep

from agent import cli, export
from agent.cli import main
from agent.trajectory import TRAJECTORIES_FILE, JsonlWriter, read_jsonl
from pytest_passnet.options import SCORE_SERIES

MESSAGE_TYPES = {"system": ChatCompletionSystemMessageParam, "user": ChatCompletionUserMessageParam,
                 "assistant": ChatCompletionAssistantMessageParam, "tool": ChatCompletionToolMessageParam}


def two_calls_in_one_turn():
    turn = tool_call("file_editor", {"command": "view", "path": "graph_list.txt"}, content="Look around.",
                     reasoning="The list names the variants; then the first model.", prompt_tokens=300,
                     completion_tokens=45)
    turn["choices"][0]["message"]["tool_calls"].append(
        {"id": "call_second", "type": "function",
         "function": {"name": "file_editor", "arguments": '{"command": "view", "path": "pass_dir"}'}})
    return turn


@pytest.fixture(scope="module")
def run_dir(tmp_path_factory):
    out = tmp_path_factory.mktemp("export") / "run"
    fixtures = Path(__file__).parent / "fixtures"
    script = [two_calls_in_one_turn(), tool_call("file_editor", '{"command": "view", "path": '),
              text_reply("Thinking it over."), tool_call("finish", {"message": "nothing to fuse"})]
    with ScriptedLLM(script) as server:
        assert main(["run", "--dataset", str(fixtures / "add_relu_samples.txt"), "--root", str(fixtures),
                     "--model", "stub", "--base-url", server.url, "--api-key", "k", "--llm-retries", "0",
                     "--device", "cpu", "--out", str(out)]) == 0
    return out


def exported(run_dir, tmp_path, fmt, *extra):
    out = tmp_path / ("atif" if fmt == "atif" else f"{fmt}.jsonl")
    assert main(["export", str(run_dir), "--format", fmt, "--out", str(out), *extra]) == 0
    return out


def test_openai_sft_lines_pass_the_openai_sdk_types(run_dir, tmp_path):
    [line] = read_jsonl(exported(run_dir, tmp_path, "openai-sft"))
    assert set(line) == {"messages", "tools", "parallel_tool_calls"}
    messages = TypeAdapter(list[ChatCompletionMessageParam]).validate_python(line["messages"], strict=True)
    TypeAdapter(list[ChatCompletionFunctionToolParam]).validate_python(line["tools"], strict=True)
    for message in messages:  # TypedDicts let unknown keys through: check them as OpenAI's API does
        assert set(message) <= set(typing.get_type_hints(MESSAGE_TYPES[message["role"]])), message
    answered = [m["tool_call_id"] for m in messages if m["role"] == "tool"]
    called = [c["id"] for m in messages if m["role"] == "assistant" for c in m.get("tool_calls", [])]
    assert called == answered and "call_second" in called  # every call of a turn, each answered
    assert [m["role"] for m in messages].count("assistant") == 4


def test_atif_documents_pass_harbors_models_and_keep_reasoning_calls_tokens_and_latency(run_dir, tmp_path):
    harbor_on_path()
    from harbor.models.trajectories import Trajectory as AtifTrajectory

    document = json.loads((exported(run_dir, tmp_path, "atif") / "add_relu/attempt_0/trajectory.json").read_text())
    trajectory = AtifTrajectory.model_validate(document)
    assert [s.source for s in trajectory.steps] == ["system", "user", "agent", "agent", "agent", "agent"]
    first = trajectory.steps[2]
    assert first.reasoning_content == "The list names the variants; then the first model."
    assert [c.tool_call_id for c in first.tool_calls] == ["call_file_editor", "call_second"]
    assert [r.source_call_id for r in first.observation.results] == ["call_file_editor", "call_second"]
    assert "graphs/add_relu/float32/add_relu_0" in first.observation.results[0].content
    assert first.observation.results[1].content.startswith("Not run")
    assert (first.metrics.prompt_tokens, first.metrics.completion_tokens) == (300, 45)
    assert first.extra["llm_exec_time"] > 0 and "env_exec_time" in first.extra
    malformed = trajectory.steps[3]
    assert malformed.tool_calls[0].arguments == {} and malformed.extra["unparsed_arguments"]
    no_call = trajectory.steps[4]
    assert no_call.tool_calls is None and "No tool was called" in no_call.observation.results[0].content
    assert trajectory.final_metrics.total_prompt_tokens == 300 + 3 * 100
    assert trajectory.extra["reward"] == 0.0 and trajectory.extra["exit_reason"] == "agent"
    assert trajectory.agent.model_name == "stub" and trajectory.agent.tool_definitions


def test_r2e_gym_lines_hold_only_r2e_gyms_keys_and_load(run_dir, tmp_path):
    [line] = (exported(run_dir, tmp_path, "r2e-gym")).read_text().splitlines()
    loaded = R2ETrajectory.load_from_model_dump_json(line)
    record = json.loads(line)
    assert set(record) <= set(R2ETrajectory.model_fields)
    assert all(set(step) <= set(R2EStep.model_fields) for step in record["trajectory_steps"])
    assert loaded.exit_reason == "agent" and len(loaded.trajectory_steps) == 4


def test_min_reward_keeps_only_the_attempts_that_reach_it(run_dir, tmp_path, capsys):
    assert read_jsonl(exported(run_dir, tmp_path, "openai-sft", "--min-reward", "0.5")) == []
    assert "0 attempt(s) written" in capsys.readouterr().out
    assert main(["export", str(tmp_path / "no-run"), "--format", "atif", "--out", str(tmp_path / "x")]) == 2


def test_the_cli_names_the_formats_and_series_its_modules_define():
    """The CLI spells them out so that --help imports neither torch nor openai."""
    assert cli.EXPORT_FORMATS == export.FORMATS and cli.SCORE_SERIES == SCORE_SERIES


def test_a_lone_surrogate_is_written_and_read_back(tmp_path):
    """A file name that is not UTF-8 (a tool's output) or a model's own '\\udcff' has no UTF-8 form:
    the trajectory and the export write its JSON escape, which reads back as the same text."""
    text = "pass_dir/sur\udcff.py \\udcff"
    record = {"instance_id": "s", "attempt": 1, "reward": 1.0, "reward_trusted": True, "tools": [],
              "messages": [{"role": "user", "content": text}]}
    (tmp_path / "run").mkdir()
    JsonlWriter(tmp_path / "run" / TRAJECTORIES_FILE).append(record)
    assert read_jsonl(tmp_path / "run" / TRAJECTORIES_FILE) == [record]
    assert export.export(tmp_path / "run", "openai-sft", tmp_path / "sft.jsonl").written == 1
    assert read_jsonl(tmp_path / "sft.jsonl")[0]["messages"][0]["content"] == text


def test_untrusted_rewards_are_left_out_unless_asked_for_and_then_marked(tmp_path, capsys):
    """Round 6b's untrusted_export: a reward pass code could have written itself (reward_trusted false, or no
    sandbox record for a reward above 0) is no training signal: left out, counted and named; with
    --include-untrusted it is written with `"reward_trusted": false` in every format (ATIF: in `extra`)."""
    harbor_on_path()
    from harbor.models.trajectories import Trajectory as AtifTrajectory

    run = tmp_path / "run"
    run.mkdir()
    for attempt, reward, trusted in ((0, 0.2, True), (1, 1.0, False), (2, 1.0, None), (3, 0.0, None)):
        JsonlWriter(run / TRAJECTORIES_FILE).append({
            "instance_id": "s", "attempt": attempt, "reward": reward, "reward_trusted": trusted, "tools": [],
            "messages": [{"role": "system", "content": "s"}, {"role": "user", "content": f"attempt {attempt}"}],
            "trajectory_steps": [], "exp_name": "e", **{key: None for key in export.R2E_TRAJECTORY_KEYS
                                                       if key not in ("reward", "trajectory_steps", "exp_name")}})
    assert main(["export", str(run), "--format", "openai-sft", "--out", str(tmp_path / "sft.jsonl")]) == 0
    printed = capsys.readouterr().out
    assert "2 attempt(s) written" in printed and "1 attempt(s) left out: untrusted reward" in printed
    assert "1 attempt(s) left out: reward without a sandbox record" in printed and "--include-untrusted" in printed
    assert [line["messages"][1]["content"] for line in read_jsonl(tmp_path / "sft.jsonl")] == ["attempt 0",
                                                                                              "attempt 3"]
    assert export.export(run, "openai-sft", tmp_path / "best.jsonl", min_reward=1.0).left_out == {
        "reward below --min-reward 1": 2,
        **{f"{why}; --include-untrusted exports them, marked": 1 for why in (
            export.untrusted_reward({"reward_trusted": False}), export.untrusted_reward({"reward": 1.0}))}}
    for fmt in ("openai-sft", "r2e-gym"):
        out = tmp_path / f"all-{fmt}.jsonl"
        assert export.export(run, fmt, out, min_reward=1.0, include_untrusted=True).written == 2
        assert [line.get("reward_trusted") for line in read_jsonl(out)] == [False, False]
    assert export.export(run, "atif", tmp_path / "atif", include_untrusted=True).written == 4
    documents = sorted((tmp_path / "atif").rglob("trajectory.json"))
    trusted = [AtifTrajectory.model_validate_json(d.read_text()).extra["reward_trusted"] for d in documents]
    assert trusted == [True, False, False, None]
