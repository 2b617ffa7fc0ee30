"""The agent loop: LLM turn, one tool call, observation; until finish or a limit."""

from __future__ import annotations

import hashlib
import shutil
import time
from dataclasses import dataclass
from pathlib import Path

from agent.evaluator import Evaluation
from agent.llm import ChatClient, LLMError, Reply, Usage
from agent.prompts import SYSTEM_PROMPT
from agent.tools import TOOL_SCHEMAS, ToolBox, ToolOutcome, parse_arguments
from agent.trajectory import Trajectory, TrajectoryStep, format_action

NO_TOOL_CALL = ("No tool was called. Use file_editor to write passes in pass_dir/, pass_evaluator to "
                "test them, and finish when you are done.")
SNAPSHOT_PATTERNS = ("*.py", "*.json")


@dataclass
class Limits:
    """When an attempt stops. `max_tokens` bounds one call's prompt + completion (the context), as
    R2E-Gym's max_token_limit; `max_time` bounds the attempt's wall time in seconds."""

    max_steps: int = 50
    max_tokens: int = 131_072
    max_time: float = 3600.0


class BestPass:
    """A copy of the best-scoring pass_dir seen so far (PassAgent copies pass_dir/*.py and *.json)."""

    def __init__(self, pass_dir: Path, snapshot_dir: Path):
        self.pass_dir = Path(pass_dir)
        self.snapshot_dir = Path(snapshot_dir)
        self.reward: float | None = None

    def offer(self, reward: float) -> bool:
        """Snapshot pass_dir if `reward` beats the best so far; returns whether it did."""
        if self.reward is not None and reward <= self.reward:
            return False
        shutil.rmtree(self.snapshot_dir, ignore_errors=True)
        self.snapshot_dir.mkdir(parents=True)
        for pattern in SNAPSHOT_PATTERNS:
            for source in self.pass_dir.glob(pattern):
                shutil.copy2(source, self.snapshot_dir / source.name)
        self.reward = reward
        return True

    def output_patch(self) -> str:
        """PassAgent's output_patch: each kept file under a dashed header, plus pass_dir/score.txt."""
        if self.reward is None:
            return ""
        parts = []
        for path in sorted(self.snapshot_dir.iterdir()):
            parts.append(f"{'-' * 20} pass_dir/{path.name} {'-' * 20}\n{path.read_text()}\n")
        parts.append(f"{'-' * 20} pass_dir/score.txt {'-' * 20}\n{self.reward}\n")
        return "\n".join(parts)


def pass_dir_fingerprint(pass_dir: Path) -> str:
    """Changes whenever a file in pass_dir changes; tells whether the last evaluation is current."""
    digest = hashlib.sha256()
    for path in sorted(p for p in Path(pass_dir).rglob("*") if p.is_file() and "__pycache__" not in p.parts):
        digest.update(str(path.relative_to(pass_dir)).encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


def run_attempt(trajectory: Trajectory, client: ChatClient, toolbox: ToolBox, limits: Limits,
                best: BestPass) -> list[dict]:
    """Run one attempt; fills `trajectory` (steps, exit reason, reward, patch) and returns the messages."""
    messages = [{"role": "system", "content": SYSTEM_PROMPT},
                {"role": "user", "content": trajectory.problem_statement}]
    start = time.monotonic()
    usage = Usage()
    evaluated_fingerprint, last_verdict = None, ""
    exit_reason = "abs_step_limit"
    for step_idx in range(limits.max_steps):
        _note_steps_remaining(messages[-1], limits.max_steps - step_idx)
        step_start = time.monotonic()
        try:
            reply = client.complete(messages, TOOL_SCHEMAS)
        except LLMError as e:
            exit_reason, trajectory.error = "llm_error", str(e)
            break
        usage.add(reply.usage)
        messages.append(reply.as_message())

        env_start = time.monotonic()
        outcome, action = _act(reply, toolbox, messages, time_left=limits.max_time - (env_start - start))
        env_time = time.monotonic() - env_start

        if outcome.evaluation is not None:
            evaluated_fingerprint = pass_dir_fingerprint(best.pass_dir)
            last_verdict = outcome.evaluation.verdict
            _record_evaluation(trajectory, best, outcome.evaluation, step_idx)
        now = time.monotonic()
        trajectory.trajectory_steps.append(TrajectoryStep(
            step_idx=step_idx, thought=reply.content, action=action, observation=outcome.observation,
            done=outcome.done, info=_step_info(reply, outcome),
            token_usage_prompt=reply.usage.prompt, token_usage_completion=reply.usage.completion,
            token_usage_total=reply.usage.total, llm_exec_time=reply.elapsed, env_exec_time=env_time,
            total_step_time=now - step_start, total_time_traj=now - start, step_count=step_idx + 1,
        ))
        if outcome.done:
            exit_reason = "agent"
            break
        if reply.usage.total >= limits.max_tokens:
            exit_reason = "token_limit"
            break
        if now - start >= limits.max_time:
            exit_reason = "traj_time_limit"
            break

    trajectory.exit_reason = exit_reason
    _final_reward(trajectory, toolbox, best, evaluated_fingerprint, last_verdict)
    trajectory.token_usage = {"prompt": usage.prompt, "completion": usage.completion, "total": usage.total}
    trajectory.total_time = time.monotonic() - start
    return messages


def _act(reply: Reply, toolbox: ToolBox, messages: list[dict], time_left: float) -> tuple[ToolOutcome, str]:
    """Execute the reply's tool call (or answer its absence); append the observation message."""
    if reply.tool_call is None:
        outcome = ToolOutcome(NO_TOOL_CALL, error=True)
        messages.append({"role": "user", "content": outcome.observation})
        return outcome, ""
    call = reply.tool_call
    outcome = toolbox.call(call.name, call.arguments, time_left=max(1.0, time_left))
    messages.append({"role": "tool", "tool_call_id": call.id, "content": outcome.observation})
    arguments, problem = parse_arguments(call.arguments)
    return outcome, format_action(call.name, call.arguments if problem else arguments)


def _note_steps_remaining(message: dict, remaining: int) -> None:
    note = f"Steps Remaining: {remaining}"
    if remaining == 1:
        note += ("\nThis is your last step: call finish now (the best evaluated pass_dir is kept).")
    message["content"] = f"{message.get('content') or ''}\n\n{note}"


def _record_evaluation(trajectory: Trajectory, best: BestPass, evaluation: Evaluation, step_idx: int | None) -> None:
    improved = best.offer(evaluation.reward)
    trajectory.speedup_history.append({
        "step_idx": step_idx, "reward": evaluation.reward, "speedups": evaluation.speedups,
        "statuses": evaluation.statuses, "timed_out": evaluation.timed_out, "best": improved,
    })


def _final_reward(trajectory: Trajectory, toolbox: ToolBox, best: BestPass,
                  evaluated_fingerprint: str | None, last_verdict: str) -> None:
    """Reward = best AS over all evaluations; the final pass_dir is evaluated if it changed since."""
    has_files = any(best.pass_dir.iterdir())
    if has_files and pass_dir_fingerprint(best.pass_dir) != evaluated_fingerprint:
        start = time.monotonic()
        evaluation = toolbox.evaluator.evaluate(toolbox.editor.root)
        trajectory.reward_calc_time = time.monotonic() - start
        _record_evaluation(trajectory, best, evaluation, None)
        last_verdict = evaluation.verdict
    trajectory.test_output = last_verdict
    trajectory.reward = max(best.reward or 0.0, 0.0)
    trajectory.output_patch = best.output_patch()


def _step_info(reply: Reply, outcome: ToolOutcome) -> dict:
    info: dict = {"tool": reply.tool_call.name if reply.tool_call else None,
                  "tool_call_id": reply.tool_call.id if reply.tool_call else None,
                  "malformed": outcome.error}
    if reply.extra_tool_calls:
        info["ignored_tool_calls"] = reply.extra_tool_calls
    if outcome.evaluation is not None:
        info["reward"] = outcome.evaluation.reward
        info["eval_time"] = outcome.evaluation.elapsed
        info["timed_out"] = outcome.evaluation.timed_out
    return info
