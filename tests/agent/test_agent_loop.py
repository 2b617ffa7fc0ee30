"""The loop against the scripted HTTP server: exit reasons, malformed calls, the best pass."""

import pytest
from tests.agent.stub_llm import Delayed, HttpError, ScriptedLLM, text_reply, tool_call

from agent.editor import FileEditor
from agent.llm import ChatClient
from agent.loop import BestPass, Limits, run_attempt
from agent.tools import ToolBox
from agent.trajectory import Trajectory

VIEW = tool_call("file_editor", {"command": "view", "path": "graphs/add_relu/float32/add_relu_0/model.py"})
FINISH = tool_call("finish", {"message": "done"})


def create(text, name="P.py"):
    return tool_call("file_editor", {"command": "create", "path": f"pass_dir/{name}", "file_text": text})


def replace(old, new, name="P.py"):
    return tool_call("file_editor", {"command": "str_replace", "path": f"pass_dir/{name}", "old_str": old, "new_str": new})


EVALUATE = tool_call("pass_evaluator")


@pytest.fixture
def attempt(workspace, tmp_path, scripted_evaluator):
    """Run one attempt: attempt(script, rewards=..., **limits) -> (trajectory, messages, server, evaluator)."""
    def run(script, rewards=(), **limits):
        evaluator = scripted_evaluator(rewards)
        trajectory = Trajectory(
            instance_id="add_relu", attempt=0, sample_dir="samples/add_relu", problem_statement="Solve it.",
            docker_image=None, exp_name="t", env_args={}, agent_args={}, ds={}, max_steps=0,
            max_steps_absolute=0, max_token_limit=0, max_llm_time=0, max_exec_time=0, max_total_time=0)
        best = BestPass(workspace / "pass_dir", tmp_path / "best")
        with ScriptedLLM(script) as server:
            client = ChatClient(model="stub", base_url=server.url, api_key="k", retries=0)
            messages = run_attempt(trajectory, client, ToolBox(FileEditor(workspace), evaluator),
                                   Limits(**limits), best)
        return trajectory, messages, server, evaluator
    return run


def test_finish_ends_with_exit_reason_agent_and_steps_keep_r2e_keys(attempt):
    trajectory, messages, server, _ = attempt([VIEW, FINISH])
    assert trajectory.exit_reason == "agent"
    assert len(trajectory.trajectory_steps) == 2
    step = trajectory.trajectory_steps[0]
    assert "tmp_0 = in_0 + in_1" in step.observation
    assert step.action.startswith("<function=file_editor>\n  <parameter=command>view</parameter>")
    assert (step.token_usage_prompt, step.token_usage_completion, step.token_usage_total) == (100, 20, 120)
    assert trajectory.token_usage == {"prompt": 200, "completion": 40, "total": 240}
    assert trajectory.reward == 0.0 and trajectory.output_patch == ""
    # what the model was sent: the system prompt, the task, the tool result with its call id,
    # and the steps countdown on the latest message
    sent = server.requests[1]["messages"]
    assert sent[0]["role"] == "system" and "replacement_func" in sent[0]["content"]
    assert sent[1]["content"].startswith("Solve it.") and "Steps Remaining: 50" in sent[1]["content"]
    assert sent[3]["role"] == "tool" and sent[3]["tool_call_id"] == "call_file_editor"
    assert sent[3]["content"].endswith("Steps Remaining: 49")
    assert messages[-1]["content"] == "done"


def test_the_best_scoring_pass_dir_is_kept(attempt, tmp_path):
    script = [create("v1"), EVALUATE, replace("v1", "v2"), EVALUATE, replace("v2", "v3"), EVALUATE, FINISH]
    trajectory, _, _, evaluator = attempt(script, rewards=[0.5, 1.5, 0.8])
    assert trajectory.exit_reason == "agent"
    assert trajectory.reward == 1.5
    assert (tmp_path / "best/P.py").read_text() == "v2"
    assert [h["reward"] for h in trajectory.speedup_history] == [0.5, 1.5, 0.8]
    assert [h["best"] for h in trajectory.speedup_history] == [True, True, False]
    assert "pass_dir/P.py" in trajectory.output_patch and "v2" in trajectory.output_patch
    assert "pass_dir/score.txt" in trajectory.output_patch
    assert len(evaluator.calls) == 3  # the final pass_dir was evaluated already: no extra run


def test_a_pass_changed_after_the_last_evaluation_is_evaluated_at_the_end(attempt):
    trajectory, _, _, evaluator = attempt([create("v1"), EVALUATE, replace("v1", "v2"), FINISH],
                                          rewards=[0.5, 2.0])
    assert len(evaluator.calls) == 2
    assert trajectory.reward == 2.0 and trajectory.speedup_history[-1]["step_idx"] is None
    assert trajectory.test_output == "AS score: 2.0"


def test_token_limit(attempt):
    trajectory, *_ = attempt([tool_call("file_editor", {"command": "view", "path": "."}, prompt_tokens=900,
                                        completion_tokens=200), VIEW], max_tokens=1000)
    assert trajectory.exit_reason == "token_limit" and len(trajectory.trajectory_steps) == 1


def test_step_limit_warns_on_the_last_step(attempt):
    trajectory, _, server, _ = attempt([VIEW, VIEW, VIEW], max_steps=2)
    assert trajectory.exit_reason == "abs_step_limit" and len(trajectory.trajectory_steps) == 2
    assert "This is your last step" in server.requests[1]["messages"][-1]["content"]


def test_time_limit(attempt):
    trajectory, *_ = attempt([Delayed(0.2, VIEW), VIEW], max_time=0.1)
    assert trajectory.exit_reason == "traj_time_limit" and len(trajectory.trajectory_steps) == 1


def test_llm_error_ends_the_attempt_and_keeps_what_was_done(attempt):
    trajectory, *_ = attempt([create("v1"), EVALUATE, HttpError(400, "bad request")], rewards=[0.7])
    assert trajectory.exit_reason == "llm_error"
    assert "HTTP 400" in trajectory.error
    assert trajectory.reward == 0.7 and len(trajectory.trajectory_steps) == 2


def test_malformed_tool_calls_are_answered_and_the_loop_goes_on(attempt):
    script = [tool_call("file_editor", '{"command": "view", "path": '),  # cut-off JSON
              tool_call("bash", {"cmd": "ls"}),  # no such tool
              tool_call("file_editor", {"command": "view", "file": "."}),  # wrong parameter
              tool_call("file_editor", {"command": "view", "path": "graph_list.txt", "view_range": ["1", "2"]}),
              text_reply("I think I am done."),  # no tool call at all
              FINISH]
    trajectory, messages, server, _ = attempt(script)
    assert trajectory.exit_reason == "agent"
    observations = [s.observation for s in trajectory.trajectory_steps]
    assert "not a JSON object" in observations[0]
    assert "no tool named 'bash'" in observations[1]
    assert "unknown parameter(s) ['file']" in observations[2]
    assert observations[3].startswith("ERROR: file_editor: bad argument types")
    assert "No tool was called" in observations[4]
    assert [s.info["malformed"] for s in trajectory.trajectory_steps] == [True] * 5 + [False]
    assert trajectory.trajectory_steps[0].action.startswith("<function=file_editor>\n{\"command\"")
    assert server.requests[5]["messages"][-1]["role"] == "user"  # the nudge after a text-only reply
