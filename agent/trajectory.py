"""Trajectory records (R2E-Gym's Trajectory keys, plus PassNet's and ours) and the JSONL files they go to.

A line of trajectories.jsonl loads into R2E-Gym's `Trajectory` unchanged: the keys and types it
declares are kept as it declares them; everything else is extra keys, which it ignores.
docs/agent.md describes every key.
"""

from __future__ import annotations

import json
import os
import threading
from dataclasses import asdict, dataclass, field
from pathlib import Path

TRAJECTORIES_FILE = "trajectories.jsonl"  # finished attempts: one line each, the training records
COMPLETIONS_FILE = "completions.jsonl"  # PassAgent's second file: sample_dir and the conversation
UNFINISHED_FILE = "unfinished.jsonl"  # attempts an outage or a signal cut short: what they did, no reward


@dataclass
class TrajectoryStep:
    """One LLM turn and the tool call it made; R2E-Gym's TrajectoryStep keys first."""

    step_idx: int
    thought: str
    action: str  # the tool call in R2E-Gym's XML form
    observation: str
    done: bool  # True on the last step of every finished attempt
    info: dict
    token_usage_prompt: int
    token_usage_completion: int
    token_usage_total: int
    llm_exec_time: float
    env_exec_time: float
    total_step_time: float
    total_time_traj: float
    step_count: int
    reasoning_content: str | None = None
    finish_reason: str | None = None
    response_id: str | None = None
    timestamp: str = ""  # UTC, ISO 8601, when the LLM request started
    reward: float | None = None  # the reward of the evaluation this step ran; None when it ran none
    token_usage_estimated: bool = False  # the server sent no usage: counted from characters


@dataclass
class Trajectory:
    """One attempt at one task; R2E-Gym's Trajectory keys (with its types), then ours."""

    instance_id: str
    attempt: int
    sample_dir: str
    problem_statement: str
    docker_image: str  # "" in the local runtime
    exp_name: str
    env_args: dict
    agent_args: dict
    ds: dict
    max_steps: int
    max_steps_absolute: int
    max_token_limit: int
    max_llm_time: int  # seconds, rounded up (R2E-Gym stores whole seconds)
    max_exec_time: int
    max_total_time: int
    exit_reason: str = ""
    output_patch: str = ""
    reward: float = 0.0  # the best pass_dir's re-evaluation; see reward_kind
    test_output: str = ""  # the verdict of that re-evaluation
    reward_calc_time: float = 0.0
    trajectory_steps: list[TrajectoryStep] = field(default_factory=list)
    reward_kind: str = "speedup"  # or "work" (CPU: correct x share of the work taken over, agent.evaluator)
    reward_score: float | None = None  # the sample's AS in the re-evaluation's report
    reward_sandbox: str | None = None  # how the plugin isolated pass code in that re-evaluation
    reward_trusted: bool | None = None  # the report's sandbox record: bubblewrap, no warning; None: no report
    reward_isolation: dict | None = None  # that report's `sandbox` block: mode, mechanisms enforced, warning
    speedup_history: list[dict] = field(default_factory=list)  # one entry per evaluation during the attempt
    best_pass_dir: str | None = None  # snapshot of the best pass_dir, relative to --out
    error: str | None = None  # what left an attempt unfinished
    token_usage: dict = field(default_factory=dict)  # totals over the attempt
    total_time: float = 0.0
    started_at: str = ""
    finished_at: str = ""
    system_prompt: str = ""
    tools: list[dict] = field(default_factory=list)  # the tool schemas offered to the model
    messages: list[dict] = field(default_factory=list)  # the whole conversation, uncondensed
    context_events: list[dict] = field(default_factory=list)  # where old observations were condensed

    def to_dict(self) -> dict:
        return asdict(self)

    def completion(self) -> dict:
        """The line of completions.jsonl (PassAgent's `{"sample_dir", "messages"}`, plus ids and reward)."""
        return {"instance_id": self.instance_id, "attempt": self.attempt, "sample_dir": self.sample_dir,
                "messages": self.messages, "tools": self.tools, "reward": self.reward}


def format_action(name: str | None, arguments: dict | str) -> str:
    """A tool call in R2E-Gym's XML action form (`<function=...><parameter=...>`)."""
    if not name:
        return ""
    if isinstance(arguments, str):  # arguments that did not parse are kept verbatim
        return f"<function={name}>\n{arguments}\n</function>"
    params = "".join(f"  <parameter={key}>{value}</parameter>\n" for key, value in arguments.items())
    return f"<function={name}>\n{params}</function>"


# How a JSON text dumped with ensure_ascii=False is written: a lone surrogate (a tool's output of a
# file name that is not UTF-8, a model's own '\udcff') has no UTF-8 form, so it is written as its
# JSON escape, which reads back as the same character.
JSON_TEXT = {"encoding": "utf-8", "errors": "backslashreplace"}


# Line breaks that json.dumps leaves raw (it escapes those under U+0020): a reader that splits with
# str.splitlines, as many do, would cut a record in two at them (round 10b). They occur only inside
# JSON strings, where their escapes mean the same.
_LINE_BREAKS_ESCAPED = {ord(char): f"\\u{ord(char):04x}" for char in "\x85\u2028\u2029"}


class JsonlWriter:
    """Appends one JSON object per line, flushed and synced, safe to share between threads."""

    def __init__(self, path: Path):
        self.path = Path(path)
        self._lock = threading.Lock()

    def append(self, record: dict) -> None:
        line = json.dumps(record, ensure_ascii=False).translate(_LINE_BREAKS_ESCAPED) + "\n"
        with self._lock, self.path.open("a", **JSON_TEXT) as f:
            f.write(line)
            f.flush()
            os.fsync(f.fileno())


def read_jsonl(path: Path) -> list[dict]:
    """All complete records (JSON objects, one per line: split at newlines only); a line cut short by
    a crash is ignored."""
    if not Path(path).is_file():
        return []
    records = []
    for line in Path(path).read_text(**JSON_TEXT).split("\n"):
        try:
            record = json.loads(line)
        except json.JSONDecodeError:
            continue
        if isinstance(record, dict):
            records.append(record)
    return records


def attempt_keys(path: Path) -> set[tuple[str, int]]:
    """(instance_id, attempt) pairs that have a line in `path`."""
    return {(r["instance_id"], r["attempt"]) for r in read_jsonl(path) if "instance_id" in r and "attempt" in r}


def drop_partial_line(path: Path) -> None:
    """Cut a last line that a crash left without its newline, so the next append starts clean."""
    path = Path(path)
    if not path.is_file():
        return
    data = path.read_bytes()
    if data and not data.endswith(b"\n"):
        path.write_bytes(data[: data.rfind(b"\n") + 1])
