"""`passnet-agent export`: a run's finished attempts in the formats other tools read.

- `openai-sft`: OpenAI's chat fine-tuning JSONL, one conversation a line (`messages`, `tools`,
  `parallel_tool_calls`), read as well by TRL, Axolotl and most SFT trainers.
- `atif`: one Agent Trajectory Interchange Format document per attempt (Harbor's trajectory
  format), `OUT/<task>/attempt_<k>/trajectory.json`: every turn with its reasoning, every tool call
  and its result, token counts and latencies, the reward in `extra`.
- `r2e-gym`: R2E-Gym's `Trajectory` JSONL, with only the keys R2E-Gym declares.

Everything is read from `trajectories.jsonl`; unfinished attempts have no record there and no reward.
Attempts whose reward is untrusted (`untrusted_reward`: pass code that could write its own report) are
left out unless asked for; those then carry `"reward_trusted": false` in every format.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

from agent.tools import parse_arguments
from agent.trajectory import JSON_TEXT, TRAJECTORIES_FILE, read_jsonl

FORMATS = ("openai-sft", "atif", "r2e-gym")
ATIF_VERSION = "ATIF-v1.6"  # the fields written here all exist since v1.6 (session_id still required)
R2E_TRAJECTORY_KEYS = ("trajectory_steps", "problem_statement", "docker_image", "exp_name", "env_args",
                       "agent_args", "ds", "max_steps", "max_steps_absolute", "max_token_limit", "max_llm_time",
                       "max_exec_time", "max_total_time", "exit_reason", "output_patch", "reward", "test_output")
R2E_STEP_KEYS = ("step_idx", "thought", "action", "observation", "done", "info", "token_usage_prompt",
                 "token_usage_completion", "token_usage_total", "llm_exec_time", "env_exec_time",
                 "total_step_time", "total_time_traj", "step_count")
# What a chat fine-tuning line may hold per message role (OpenAI's format: no reasoning field).
_SFT_MESSAGE_KEYS = {"system": ("role", "content"), "user": ("role", "content"),
                     "assistant": ("role", "content", "tool_calls"), "tool": ("role", "tool_call_id", "content")}


class ExportError(ValueError):
    """The run cannot be exported as asked."""


@dataclass
class Exported:
    written: int
    left_out: dict[str, int] = field(default_factory=dict)  # why -> how many attempts

    def summary(self) -> str:
        return "; ".join(f"{n} attempt(s) left out: {why}" for why, n in self.left_out.items())


def untrusted_reward(record: dict) -> str | None:
    """Why `record`'s reward cannot be trusted, or None: the report's sandbox record says its pass code ran
    outside bubblewrap or with a warning (it can write its own report, docs/trust.md), or there is no such
    record for a reward above 0 (the runner records `reward_trusted` with every report; None means no report
    and reward 0)."""
    trusted = record.get("reward_trusted")
    if trusted is False:
        return "untrusted reward (reward_trusted: false: the pass code could write its own report)"
    if trusted is not True and (record.get("reward") or 0.0) > 0:
        return "reward without a sandbox record (no reward_trusted: an older or hand-written record)"
    return None


def export(run_dir: Path, fmt: str, out: Path, min_reward: float | None = None,
           include_untrusted: bool = False) -> Exported:
    """Write the finished attempts of `run_dir` with reward >= `min_reward` to `out`, those with an untrusted
    reward only if `include_untrusted` (marked `"reward_trusted": false`); returns what was written and left out."""
    records = read_jsonl(Path(run_dir) / TRAJECTORIES_FILE)
    if not records:
        raise ExportError(f"{Path(run_dir) / TRAJECTORIES_FILE} holds no finished attempt")
    left_out: Counter = Counter()
    kept = []
    for record in records:
        why = untrusted_reward(record)
        if why and not include_untrusted:
            left_out[f"{why}; --include-untrusted exports them, marked"] += 1
        elif min_reward is not None and (record.get("reward") or 0.0) < min_reward:
            left_out[f"reward below --min-reward {min_reward:g}"] += 1
        else:
            kept.append(record)
    exported = Exported(len(kept), dict(left_out))
    out = Path(out)
    if fmt == "atif":
        for record in kept:
            path = out / record["instance_id"].replace("/", "__") / f"attempt_{record['attempt']}" / "trajectory.json"
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(json.dumps(_marked("atif", to_atif(record), record), ensure_ascii=False, indent=2) + "\n",
                            **JSON_TEXT)
        return exported
    convert = {"openai-sft": to_openai_sft, "r2e-gym": to_r2e_gym}.get(fmt)
    if convert is None:
        raise ExportError(f"unknown format {fmt!r}; use one of {', '.join(FORMATS)}")
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text("".join(json.dumps(_marked(fmt, convert(r), r), ensure_ascii=False) + "\n" for r in kept), **JSON_TEXT)
    return exported


def _marked(fmt: str, line: dict, record: dict) -> dict:
    """An exported attempt whose reward is untrusted says so: at the line's top level, whatever its format
    declares, or in ATIF's `extra` (Harbor's models refuse unknown keys)."""
    if not untrusted_reward(record):
        return line
    if fmt == "atif":
        return {**line, "extra": {**line["extra"], "reward_trusted": False}}
    return {**line, "reward_trusted": False}


def to_openai_sft(record: dict) -> dict:
    """The conversation as sent (uncondensed), in OpenAI's chat fine-tuning form."""
    messages = [{key: message[key] for key in _SFT_MESSAGE_KEYS[message["role"]] if key in message}
                for message in record["messages"]]
    return {"messages": messages, "tools": record["tools"], "parallel_tool_calls": False}


def to_r2e_gym(record: dict) -> dict:
    trajectory = {key: record[key] for key in R2E_TRAJECTORY_KEYS}
    trajectory["trajectory_steps"] = [{key: step[key] for key in R2E_STEP_KEYS} for step in record["trajectory_steps"]]
    return trajectory


def to_atif(record: dict) -> dict:
    """One ATIF trajectory: the system prompt and the task as steps 1 and 2, then one agent step per turn."""
    messages = record["messages"]
    agent_args = record.get("agent_args") or {}
    steps = [{"step_id": 1, "source": "system", "message": messages[0]["content"]},
             {"step_id": 2, "source": "user", "message": messages[1]["content"]}]
    position = 2
    for step in record["trajectory_steps"]:
        assistant = messages[position]
        answers = _answers(messages, position + 1, assistant)
        position += 1 + len(answers)
        steps.append(_atif_step(len(steps) + 1, step, assistant, answers, agent_args.get("model")))
    usage = record.get("token_usage") or {}
    return {
        "schema_version": ATIF_VERSION,
        "session_id": f"{record['exp_name']}/{record['instance_id']}/attempt_{record['attempt']}",
        "agent": {"name": "passnet-agent", "version": _version(), "model_name": agent_args.get("model"),
                  "tool_definitions": record["tools"], "extra": {"agent_args": agent_args,
                                                                 "env_args": record.get("env_args")}},
        "steps": steps,
        "final_metrics": {"total_prompt_tokens": usage.get("prompt"), "total_completion_tokens": usage.get("completion"),
                          "total_steps": len(steps),
                          "extra": {"total_tokens": usage.get("total"), "tokens_estimated": usage.get("estimated"),
                                    "total_time_s": record.get("total_time")}},
        "extra": {key: record.get(key) for key in (
            "instance_id", "attempt", "sample_dir", "exit_reason", "reward", "reward_kind", "reward_score",
            "reward_sandbox", "reward_trusted", "reward_isolation", "test_output", "output_patch", "speedup_history", "error")},
    }


def _answers(messages: list[dict], start: int, assistant: dict) -> list[dict]:
    """The messages that answered one assistant turn: a tool message per call, or the one user
    message that says no tool was called."""
    if not assistant.get("tool_calls"):
        return messages[start:start + 1]
    end = start
    while end < len(messages) and messages[end]["role"] == "tool":
        end += 1
    return messages[start:end]


def _atif_step(step_id: int, step: dict, assistant: dict, answers: list[dict], model: str | None) -> dict:
    calls, raw = [], {}
    for call in assistant.get("tool_calls") or []:
        arguments, problem = parse_arguments(call["function"]["arguments"])
        if problem:
            raw[call["id"]] = call["function"]["arguments"]
        calls.append({"tool_call_id": call["id"], "function_name": call["function"]["name"], "arguments": arguments})
    results = [{"source_call_id": answer.get("tool_call_id"), "content": answer["content"]} for answer in answers]
    atif = {
        "step_id": step_id, "timestamp": step.get("timestamp") or None, "source": "agent", "model_name": model,
        "message": step["thought"],
        "reasoning_content": step.get("reasoning_content"),
        "tool_calls": calls or None,
        "observation": {"results": results} if results else None,
        "metrics": {"prompt_tokens": step["token_usage_prompt"], "completion_tokens": step["token_usage_completion"],
                    "extra": {"total_tokens": step["token_usage_total"],
                              "estimated": step.get("token_usage_estimated", False)}},
        "extra": {"step_idx": step["step_idx"], "reward": step.get("reward"), "done": step["done"],
                  "llm_exec_time": step["llm_exec_time"], "env_exec_time": step["env_exec_time"],
                  "total_step_time": step["total_step_time"], "finish_reason": step.get("finish_reason"),
                  "response_id": step.get("response_id"), "info": step["info"],
                  **({"unparsed_arguments": raw} if raw else {})},
    }
    return {key: value for key, value in atif.items() if value is not None}


def _version() -> str:
    try:
        return version("pytest-passnet")
    except PackageNotFoundError:
        return "unknown"
