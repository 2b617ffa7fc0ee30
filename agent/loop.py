"""The agent loop: LLM turn, one tool call, observation; until finish or a limit. Then the reward."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

from agent.evaluator import Evaluation
from agent.llm import (ChatClient, ContextTooLong, DeadlineReached, LLMError, Reply, RequestRefused, Usage,
                       estimate_tokens)
from agent.runtimes.base import RuntimeOutage
from agent.snapshot import BestPass, read_pass_dir
from agent.tools import ToolBox, ToolOutcome, parse_arguments
from agent.trajectory import Trajectory, TrajectoryStep, format_action

NO_TOOL_CALL = ("No tool was called. Use file_editor to write passes in pass_dir/, pass_evaluator to "
                "test them, and finish when you are done.")
NOT_RUN = "Not run: one tool call is run per turn, and this turn ran {name}. Call this tool again in a later turn."
CONDENSE_AT = 0.75  # share of max_tokens at which old observations are condensed
KEEP_RECENT = 4  # messages at the end of the conversation that are never condensed
CONDENSED = "[condensed to save context: {chars} characters of this tool's output; call the tool again if you need it]"


@dataclass
class Limits:
    """When an attempt stops. `max_tokens` bounds one call's prompt + completion (the context), as
    R2E-Gym's max_token_limit; `max_time` bounds the attempt's wall time in seconds, LLM calls included."""

    max_steps: int = 50
    max_tokens: int = 131_072
    max_time: float = 3600.0


class Unfinished(Exception):
    """The attempt could not finish for reasons outside the policy (endpoint outage, runtime
    failure, a signal). It gets no reward; `--resume` runs it again."""


def now_iso() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds")


class Attempt:
    """One attempt at one task: fills `trajectory` (steps, exit reason, reward, patch, messages).

    `run()` drives it with a ChatClient; `begin()`, `prompt()`, `take_turn()` and `end()` are the
    same loop one turn at a time, for a policy outside this package (agent.environment).
    """

    def __init__(self, trajectory: Trajectory, client: ChatClient | None, toolbox: ToolBox, limits: Limits,
                 best: BestPass, reward_check: Callable[[dict[str, bytes]], Evaluation],
                 system_prompt: str, tools: list[dict], stop: threading.Event | None = None):
        self.trajectory = trajectory
        self.client = client
        self.toolbox = toolbox
        self.limits = limits
        self.best = best
        self.reward_check = reward_check
        self.tools = tools
        self.stop = stop or threading.Event()
        self.pass_dir = Path(toolbox.editor.root) / "pass_dir"
        self.messages = [{"role": "system", "content": system_prompt},
                         {"role": "user", "content": trajectory.problem_statement}]
        self.context = list(self.messages)  # what is sent: the messages, old observations condensed
        self.usage = Usage()
        self.evaluated_fingerprint: str | None = None
        self.last_verdict = ""
        self.last_verdict_index: int | None = None
        self.start = 0.0
        trajectory.system_prompt, trajectory.tools, trajectory.messages = system_prompt, tools, self.messages

    @property
    def deadline(self) -> float:
        return self.start + self.limits.max_time

    @property
    def steps_taken(self) -> int:
        return len(self.trajectory.trajectory_steps)

    def run(self) -> None:
        """Run to a finished exit, or raise Unfinished (the trajectory then holds what happened so far)."""
        self.begin()
        try:
            exit_reason = None
            while exit_reason is None:
                exit_reason = self._llm_turn()
        except (LLMError, RuntimeOutage) as e:
            self._close()
            raise self.as_unfinished(e) from e
        except BaseException:
            self._close()
            raise
        self.end(exit_reason)

    def _llm_turn(self) -> str | None:
        context = self.prompt()
        turn_start, started_at = time.monotonic(), now_iso()
        try:
            reply = self.client.complete(context, self.tools, deadline=self.deadline)
        except DeadlineReached:
            return "traj_time_limit"
        except RequestRefused as e:  # the same request would be refused again: an outcome, not an outage
            self.trajectory.error = f"{type(e).__name__}: {e}"
            return "token_limit" if isinstance(e, ContextTooLong) else "llm_error"
        return self.take_turn(reply, turn_start, started_at)

    def begin(self) -> None:
        """Start the attempt's clock."""
        self.start = time.monotonic()
        self.trajectory.started_at = now_iso()

    def prompt(self) -> list[dict]:
        """The messages to send for the next turn (old observations condensed near the token limit)."""
        self._check_stop()
        _note_steps_remaining(self.messages[-1], self.limits.max_steps - self.steps_taken)
        self._condense_if_needed()
        return self.context

    def take_turn(self, reply: Reply, turn_start: float, started_at: str) -> str | None:
        """Apply one assistant reply: run its tool call, record the step. Returns the exit reason
        when the attempt ends here (finish or a limit), else None."""
        self._check_stop()
        self.usage.add(reply.usage)
        self._append(reply.as_message())
        step_idx = self.steps_taken
        env_start = time.monotonic()
        outcome, action = self._act(reply, time_left=self.deadline - env_start)
        env_time = time.monotonic() - env_start
        step_reward = self._record_evaluation(outcome.evaluation, step_idx)
        now = time.monotonic()
        self.trajectory.trajectory_steps.append(TrajectoryStep(
            step_idx=step_idx, thought=reply.content, action=action, observation=outcome.observation,
            done=outcome.done, info=_step_info(reply, outcome),
            token_usage_prompt=reply.usage.prompt, token_usage_completion=reply.usage.completion,
            token_usage_total=reply.usage.total, llm_exec_time=reply.elapsed, env_exec_time=env_time,
            total_step_time=now - turn_start, total_time_traj=now - self.start, step_count=step_idx + 1,
            reasoning_content=reply.reasoning_content, finish_reason=reply.finish_reason,
            response_id=reply.response_id, timestamp=started_at, reward=step_reward,
            token_usage_estimated=reply.usage.estimated,
        ))
        if outcome.done:
            return "agent"
        if reply.usage.total >= self.limits.max_tokens:
            return "token_limit"
        if now >= self.deadline:
            return "traj_time_limit"
        if self.steps_taken >= self.limits.max_steps:
            return "abs_step_limit"
        return None

    def end(self, exit_reason: str) -> None:
        """Close the attempt with a finished exit and compute its reward."""
        try:
            self.trajectory.exit_reason = exit_reason
            if self.trajectory.trajectory_steps:
                self.trajectory.trajectory_steps[-1].done = True
            self._reward()
        except (LLMError, RuntimeOutage) as e:
            raise self.as_unfinished(e) from e
        finally:
            self._close()

    def as_unfinished(self, error: Exception) -> Unfinished:
        """Mark the attempt unfinished by `error` (an outage); the exception to raise."""
        self.trajectory.exit_reason, self.trajectory.error = "unfinished", f"{type(error).__name__}: {error}"
        return Unfinished(self.trajectory.error)

    def _close(self) -> None:
        self.trajectory.token_usage = {"prompt": self.usage.prompt, "completion": self.usage.completion,
                                       "total": self.usage.total, "estimated": self.usage.estimated}
        self.trajectory.total_time = time.monotonic() - self.start
        self.trajectory.finished_at = now_iso()

    def _check_stop(self) -> None:
        if self.stop.is_set():
            self.trajectory.exit_reason, self.trajectory.error = "unfinished", "interrupted by a signal"
            raise Unfinished("interrupted by a signal")

    def _append(self, message: dict) -> None:
        self.messages.append(message)
        self.context.append(message)

    def _act(self, reply: Reply, time_left: float) -> tuple[ToolOutcome, str]:
        """Execute the reply's first tool call (or answer its absence) and answer every other call
        as not run; append the observation messages."""
        if reply.tool_call is None:
            outcome = ToolOutcome(NO_TOOL_CALL, error=True)
            self._append({"role": "user", "content": outcome.observation})
            return outcome, ""
        call = reply.tool_call
        outcome = self.toolbox.call(call.name, call.arguments, time_left=max(1.0, time_left))
        self._append({"role": "tool", "tool_call_id": call.id, "content": outcome.observation})
        if outcome.evaluation is not None:
            self.last_verdict_index = len(self.context) - 1
        for extra in reply.extra_tool_calls:
            self._append({"role": "tool", "tool_call_id": extra.id, "content": NOT_RUN.format(name=call.name)})
        arguments, problem = parse_arguments(call.arguments)
        return outcome, format_action(call.name, call.arguments if problem else arguments)

    def _record_evaluation(self, evaluation: Evaluation | None, step_idx: int | None) -> float | None:
        """Note an evaluation of the current pass_dir; offer it as the best pass. Returns its reward."""
        if evaluation is None:
            return None
        files = read_pass_dir(self.pass_dir)
        self.evaluated_fingerprint, self.last_verdict = files.fingerprint(), evaluation.verdict
        improved = self.best.offer(evaluation.reward, files)
        self.trajectory.speedup_history.append({
            "step_idx": step_idx, "reward": evaluation.reward, "score": evaluation.score,
            "speedups": evaluation.speedups, "statuses": evaluation.statuses, "shares": evaluation.shares,
            "timed_out": evaluation.timed_out, "best": improved, "skipped_files": files.skipped,
            "sandbox": evaluation.sandbox, "isolation": evaluation.isolation,
        })
        return evaluation.reward

    def _reward(self) -> None:
        """The reward: the best pass_dir, evaluated again alone on a fresh copy of the task.

        The per-step scores chose it; taking their maximum as the reward would keep the luckiest
        measurement (winner's curse), and the task copy may have been changed by the evaluated code.
        """
        files = read_pass_dir(self.pass_dir)
        if files.files and files.fingerprint() != self.evaluated_fingerprint:
            self._check_stop()  # the final pass_dir was never evaluated: it is a candidate too
            self._record_evaluation(self.toolbox.evaluator.evaluate(self.toolbox.editor.root), None)
        if self.best.score is None:
            self.trajectory.reward = 0.0
            self.trajectory.test_output = self.last_verdict or "No pass was evaluated."
            return
        self._check_stop()
        start = time.monotonic()
        evaluation = self.reward_check(self.best.files)
        self.trajectory.reward_calc_time = time.monotonic() - start
        self.trajectory.reward = evaluation.reward
        self.trajectory.test_output = evaluation.verdict
        self.trajectory.reward_score = evaluation.score
        self.trajectory.reward_sandbox = evaluation.sandbox
        self.trajectory.reward_trusted = evaluation.trusted if evaluation.reported else None  # no report: reward 0
        self.trajectory.reward_isolation = evaluation.isolation
        self.trajectory.output_patch = self.best.output_patch(evaluation.reward)

    def _condense_if_needed(self) -> None:
        """Near the token limit, replace old tool outputs by a stub; the latest verdict stays."""
        last = self.trajectory.trajectory_steps[-1] if self.trajectory.trajectory_steps else None
        pending = sum(estimate_tokens(str(m.get("content") or "")) for m in self.context[-2:])
        if last is None or last.token_usage_total + pending < CONDENSE_AT * self.limits.max_tokens:
            return
        condensed = []
        for index, message in enumerate(self.context[:-KEEP_RECENT]):
            content = message.get("content") or ""
            if message["role"] != "tool" or index == self.last_verdict_index or content.startswith("[condensed"):
                continue
            self.context[index] = {**message, "content": CONDENSED.format(chars=len(content))}
            condensed.append(index)
        if condensed:
            self.trajectory.context_events.append({"before_step": last.step_idx + 1, "condensed_messages": condensed})


def _note_steps_remaining(message: dict, remaining: int) -> None:
    note = f"Steps Remaining: {remaining}"
    if remaining == 1:
        note += "\nThis is your last step: call finish now (the best evaluated pass_dir is kept)."
    message["content"] = f"{message.get('content') or ''}\n\n{note}"


def _step_info(reply: Reply, outcome: ToolOutcome) -> dict:
    info: dict = {"tool": reply.tool_call.name if reply.tool_call else None,
                  "tool_call_id": reply.tool_call.id if reply.tool_call else None,
                  "malformed": outcome.error}
    if reply.extra_tool_calls:
        info["not_run_tool_calls"] = [{"id": call.id, "name": call.name, "arguments": call.arguments}
                                      for call in reply.extra_tool_calls]
    if outcome.evaluation is not None:
        info["reward"] = outcome.evaluation.reward
        info["eval_time"] = outcome.evaluation.elapsed
        info["timed_out"] = outcome.evaluation.timed_out
    return info
