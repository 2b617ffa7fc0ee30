"""The loop against the scripted HTTP server: exit reasons, malformed calls, the best pass, the reward."""

import time

import pytest
from tests.agent.stub_llm import Delayed, HttpError, ScriptedLLM, text_reply, tool_call

from agent.editor import FileEditor
from agent.evaluator import Evaluation
from agent.llm import ChatClient
from agent.loop import CONDENSED, Attempt, Limits, Unfinished
from agent.snapshot import BestPass
from agent.tools import TOOL_SCHEMAS, ToolBox
from agent.trajectory import Trajectory

VIEW = tool_call("file_editor", {"command": "view", "path": "graphs/add_relu/float32/add_relu_0/model.py"})
FINISH = tool_call("finish", {"message": "done"})
EVALUATE = tool_call("pass_evaluator")


def create(text, name="P.py"):
    return tool_call("file_editor", {"command": "create", "path": f"pass_dir/{name}", "file_text": text})


def replace(old, new, name="P.py"):
    return tool_call("file_editor", {"command": "str_replace", "path": f"pass_dir/{name}", "old_str": old, "new_str": new})


class RewardCheck:
    """Stands in for the re-evaluation of the best pass_dir: records what it was given."""

    def __init__(self, reward):
        self.reward = reward
        self.seen = []

    def __call__(self, files):
        self.seen.append(files)
        return Evaluation(reward=self.reward, verdict=f"re-evaluated: {self.reward}", score=self.reward)


@pytest.fixture
def attempt(workspace, tmp_path, scripted_evaluator):
    """attempt(script, rewards=..., final=..., **limits) -> (trajectory, server, evaluator, reward_check, error)."""
    def run(script, rewards=(), final=9.0, **limits):
        evaluator = scripted_evaluator(rewards)
        check = RewardCheck(final)
        trajectory = Trajectory(
            instance_id="add_relu", attempt=0, sample_dir="samples/add_relu", problem_statement="Solve it.",
            docker_image="", exp_name="t", env_args={}, agent_args={}, ds={}, max_steps=0,
            max_steps_absolute=0, max_token_limit=0, max_llm_time=0, max_exec_time=0, max_total_time=0)
        error = None
        with ScriptedLLM(script) as server:
            client = ChatClient(model="stub", base_url=server.url, api_key="k", retries=0)
            run = Attempt(trajectory, client, ToolBox(FileEditor(workspace), evaluator), Limits(**limits),
                          BestPass(tmp_path / "best"), check, "SYSTEM", TOOL_SCHEMAS)
            try:
                run.run()
            except Unfinished as e:
                error = e
        return trajectory, server, evaluator, check, error
    return run


def test_finish_ends_with_exit_reason_agent_and_records_the_whole_turn(attempt):
    script = [tool_call("file_editor", {"command": "view", "path": "graphs/add_relu/float32/add_relu_0/model.py"},
                        content="Reading.", reasoning="I should look at the graph first."), FINISH]
    trajectory, server, *_ = attempt(script)
    assert trajectory.exit_reason == "agent"
    first, last = trajectory.trajectory_steps
    assert "tmp_0 = in_0 + in_1" in first.observation
    assert first.action.startswith("<function=file_editor>\n  <parameter=command>view</parameter>")
    assert first.reasoning_content == "I should look at the graph first."
    assert first.finish_reason == "tool_calls" and first.response_id.startswith("chatcmpl-stub-")
    assert first.timestamp.endswith("+00:00") and first.reward is None
    assert (first.done, last.done) == (False, True)
    assert (first.token_usage_prompt, first.token_usage_completion, first.token_usage_total) == (100, 20, 120)
    assert trajectory.token_usage == {"prompt": 200, "completion": 40, "total": 240, "estimated": False}
    assert trajectory.reward == 0.0 and trajectory.output_patch == ""  # nothing was evaluated
    assert trajectory.system_prompt == "SYSTEM" and trajectory.tools == TOOL_SCHEMAS
    # what the model was sent: the system prompt, the task, the tool result with its call id,
    # and the steps countdown on the latest message; the record holds the same conversation
    sent = server.requests[1]["messages"]
    assert sent[0] == {"role": "system", "content": "SYSTEM"}
    assert sent[1]["content"].startswith("Solve it.") and "Steps Remaining: 50" in sent[1]["content"]
    assert sent[3]["role"] == "tool" and sent[3]["tool_call_id"] == "call_file_editor"
    assert sent[3]["content"].endswith("Steps Remaining: 49")
    assert trajectory.messages[:4] == sent and trajectory.messages[-1]["content"] == "done"
    assert server.requests[1]["tools"] == TOOL_SCHEMAS


def test_the_reward_is_the_best_pass_re_evaluated_not_the_best_step_score(attempt, tmp_path):
    script = [create("v1"), EVALUATE, replace("v1", "v2"), EVALUATE, replace("v2", "v3"), EVALUATE, FINISH]
    trajectory, _, evaluator, check, _ = attempt(script, rewards=[0.5, 1.5, 0.8], final=1.1)
    assert trajectory.exit_reason == "agent"
    assert check.seen == [{"P.py": b"v2"}]  # the best step's pass_dir, evaluated once more
    assert trajectory.reward == 1.1 and trajectory.reward_score == 1.1  # not the lucky 1.5
    assert trajectory.test_output == "re-evaluated: 1.1"
    assert trajectory.reward_trusted is None  # the stand-in re-evaluation wrote no report: nothing to trust
    assert (tmp_path / "best/P.py").read_text() == "v2"
    assert [h["reward"] for h in trajectory.speedup_history] == [0.5, 1.5, 0.8]
    assert [h["best"] for h in trajectory.speedup_history] == [True, True, False]
    assert [s.reward for s in trajectory.trajectory_steps] == [None, 0.5, None, 1.5, None, 0.8, None]
    assert "pass_dir/P.py" in trajectory.output_patch and "v2" in trajectory.output_patch
    assert "pass_dir/score.txt ---\n1.1" in trajectory.output_patch.replace("-" * 20, "---")
    assert len(evaluator.calls) == 3  # the final pass_dir was evaluated already: no extra step evaluation


def test_a_pass_changed_after_the_last_evaluation_is_a_candidate_too(attempt):
    trajectory, _, evaluator, check, _ = attempt([create("v1"), EVALUATE, replace("v1", "v2"), FINISH],
                                                 rewards=[0.5, 2.0], final=1.9)
    assert len(evaluator.calls) == 2 and trajectory.speedup_history[-1]["step_idx"] is None
    assert check.seen == [{"P.py": b"v2"}] and trajectory.reward == 1.9


def test_token_limit_marks_the_last_step_done(attempt):
    trajectory, *_ = attempt([tool_call("file_editor", {"command": "view", "path": "."}, prompt_tokens=900,
                                        completion_tokens=200), VIEW], max_tokens=1000)
    assert trajectory.exit_reason == "token_limit" and len(trajectory.trajectory_steps) == 1
    assert trajectory.trajectory_steps[-1].done is True


def test_without_usage_from_the_server_tokens_are_estimated_and_the_limit_still_fires(attempt):
    big = tool_call("file_editor", {"command": "view", "path": "."}, content="x" * 8000, prompt_tokens=None)
    trajectory, *_ = attempt([big, VIEW], max_tokens=1000)
    step = trajectory.trajectory_steps[0]
    assert step.token_usage_estimated and step.token_usage_completion >= 2000
    assert step.token_usage_prompt > 0 and trajectory.token_usage["estimated"] is True
    assert trajectory.exit_reason == "token_limit"


def test_step_limit_warns_on_the_last_step(attempt):
    trajectory, server, *_ = attempt([VIEW, VIEW, VIEW], max_steps=2)
    assert trajectory.exit_reason == "abs_step_limit" and len(trajectory.trajectory_steps) == 2
    assert trajectory.trajectory_steps[-1].done is True
    assert "This is your last step" in server.requests[1]["messages"][-1]["content"]


def test_the_time_limit_bounds_a_hanging_llm_request(attempt):
    start = time.monotonic()
    trajectory, *_ = attempt([VIEW, Delayed(10.0, VIEW)], max_time=1.5)
    assert time.monotonic() - start < 6  # not the 10 s the server takes
    assert trajectory.exit_reason == "traj_time_limit" and len(trajectory.trajectory_steps) == 1
    assert trajectory.trajectory_steps[-1].done is True


def test_an_endpoint_outage_leaves_the_attempt_unfinished_without_reward(attempt):
    trajectory, _, _, check, error = attempt([create("v1"), EVALUATE, HttpError(500, "overloaded")], rewards=[0.7])
    assert error is not None and "HTTP 500" in str(error)
    assert trajectory.exit_reason == "unfinished" and "HTTP 500" in trajectory.error
    assert check.seen == []  # no reward is computed for an attempt cut short
    assert len(trajectory.trajectory_steps) == 2


@pytest.mark.parametrize("failure, exit_reason", [
    (HttpError(400, "This model's maximum context length is 32768 tokens. However, you requested 40000 tokens"),
     "token_limit"),  # vLLM's words
    (HttpError(400, "Invalid 'messages[3].tool_calls': expected an array"), "llm_error"),
    (HttpError(404, "The model `stub` does not exist"), "llm_error"),
    (HttpError(413, "request entity too large"), "token_limit"),
])
def test_a_refused_request_ends_the_attempt_with_its_reward(attempt, failure, exit_reason):
    """A 4xx would be refused again on --resume: the attempt ends, and its best pass is rewarded."""
    trajectory, server, _, check, error = attempt([create("v1"), EVALUATE, failure], rewards=[0.7], final=0.65)
    assert error is None and trajectory.exit_reason == exit_reason
    assert f"HTTP {failure.status}" in trajectory.error
    assert len(server.requests) == 3  # never retried
    assert [files["P.py"] for files in check.seen] == [b"v1"] and trajectory.reward == 0.65
    assert trajectory.trajectory_steps[-1].done is True


def test_near_the_token_limit_old_observations_are_condensed_and_the_latest_verdict_kept(attempt, workspace):
    (workspace / "pass_dir/big.txt").write_text("y" * 6000)
    view_big = tool_call("file_editor", {"command": "view", "path": "pass_dir/big.txt"}, prompt_tokens=100)
    near = dict(prompt_tokens=3000)  # with the 20 completion tokens, past 0.75 * 4000
    script = [view_big, view_big, create("v1"), tool_call("pass_evaluator", **near),
              tool_call("file_editor", {"command": "view", "path": "graph_list.txt"}, **near),
              tool_call("file_editor", {"command": "view", "path": "graph_list.txt"}, **near), FINISH]
    trajectory, server, *_ = attempt(script, rewards=[0.3], max_tokens=4000)
    assert trajectory.exit_reason == "agent"
    sent = server.requests[-1]["messages"]
    tool_outputs = [m["content"] for m in sent if m["role"] == "tool"]
    assert tool_outputs[0].startswith("[condensed") and tool_outputs[1].startswith("[condensed")
    assert any(o.startswith("AS score: 0.3") for o in tool_outputs)  # the latest verdict stays
    assert CONDENSED.split("{")[0] not in trajectory.messages[3]["content"]  # the record keeps the full text
    assert trajectory.context_events and trajectory.context_events[0]["condensed_messages"]


def test_malformed_tool_calls_are_answered_and_the_loop_goes_on(attempt):
    script = [tool_call("file_editor", '{"command": "view", "path": '),  # cut-off JSON
              tool_call("bash", {"cmd": "ls"}),  # no such tool
              tool_call("file_editor", {"command": "view", "file": "."}),  # wrong parameter
              tool_call("file_editor", {"command": "view", "path": "graph_list.txt", "view_range": ["1", "2"]}),
              text_reply("I think I am done."),  # no tool call at all
              tool_call("finish", {"message": 42})]  # a number where text belongs
    trajectory, _, _, _, _ = attempt(script)
    assert trajectory.exit_reason == "agent"
    observations = [s.observation for s in trajectory.trajectory_steps]
    assert "not a JSON object" in observations[0]
    assert "no tool named 'bash'" in observations[1]
    assert "unknown parameter(s) ['file']" in observations[2]
    assert observations[3].startswith("ERROR: file_editor: bad argument types")
    assert "No tool was called" in observations[4]
    assert observations[5] == "42"
    assert [s.info["malformed"] for s in trajectory.trajectory_steps] == [True] * 5 + [False]
    assert trajectory.trajectory_steps[0].action.startswith("<function=file_editor>\n{\"command\"")


def test_every_tool_call_of_a_turn_is_recorded_and_answered_and_only_the_first_runs(attempt, workspace):
    turn = create("v1")
    turn["choices"][0]["message"]["tool_calls"].append(
        {"id": "call_extra", "type": "function", "function": {"name": "finish", "arguments": "{}"}})
    trajectory, server, *_ = attempt([turn, FINISH], rewards=[0.5])
    assert (workspace / "pass_dir/P.py").read_text() == "v1" and len(trajectory.trajectory_steps) == 2
    assistant, answer, not_run = trajectory.messages[2:5]
    assert [c["id"] for c in assistant["tool_calls"]] == ["call_file_editor", "call_extra"]
    assert (answer["tool_call_id"], not_run["tool_call_id"]) == ("call_file_editor", "call_extra")
    assert not_run["content"].startswith("Not run: one tool call is run per turn")
    assert trajectory.trajectory_steps[0].info["not_run_tool_calls"] == [
        {"id": "call_extra", "name": "finish", "arguments": "{}"}]
    assert server.requests[1]["messages"][4]["tool_call_id"] == "call_extra"  # the protocol's answer for each id
