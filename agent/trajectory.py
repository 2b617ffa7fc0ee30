"""Trajectory records (R2E-Gym / PassAgent keys) and the JSONL files they are appended to."""

from __future__ import annotations

import json
import os
import threading
from dataclasses import asdict, dataclass, field
from pathlib import Path

TRAJECTORIES_FILE = "trajectories.jsonl"
COMPLETIONS_FILE = "completions.jsonl"


@dataclass
class TrajectoryStep:
    """One LLM turn and the tool call it made; keys as R2E-Gym's TrajectoryStep."""

    step_idx: int
    thought: str
    action: str  # the tool call in R2E-Gym's XML form
    observation: str
    done: bool
    info: dict
    token_usage_prompt: int
    token_usage_completion: int
    token_usage_total: int
    llm_exec_time: float
    env_exec_time: float
    total_step_time: float
    total_time_traj: float
    step_count: int


@dataclass
class Trajectory:
    """One attempt at one task; keys as R2E-Gym's Trajectory plus PassNet's and ours."""

    instance_id: str
    attempt: int
    sample_dir: str
    problem_statement: str
    docker_image: str | None
    exp_name: str
    env_args: dict
    agent_args: dict
    ds: dict
    max_steps: int
    max_steps_absolute: int
    max_token_limit: int
    max_llm_time: float
    max_exec_time: float
    max_total_time: float
    exit_reason: str = ""
    output_patch: str = ""
    reward: float = 0.0
    test_output: str = ""
    reward_calc_time: float = 0.0
    trajectory_steps: list[TrajectoryStep] = field(default_factory=list)
    speedup_history: list[dict] = field(default_factory=list)  # one entry per evaluation
    best_pass_dir: str | None = None  # snapshot of the best-scoring pass_dir, relative to --out
    error: str | None = None  # what ended an llm_error attempt
    token_usage: dict = field(default_factory=dict)  # totals over the attempt
    total_time: float = 0.0

    def to_dict(self) -> dict:
        return asdict(self)


def format_action(name: str | None, arguments: dict | str) -> str:
    """A tool call in R2E-Gym's XML action form (`<function=...><parameter=...>`)."""
    if not name:
        return ""
    if isinstance(arguments, str):  # arguments that did not parse are kept verbatim
        return f"<function={name}>\n{arguments}\n</function>"
    params = "".join(f"  <parameter={key}>{value}</parameter>\n" for key, value in arguments.items())
    return f"<function={name}>\n{params}</function>"


class JsonlWriter:
    """Appends one JSON object per line, flushed and synced, safe to share between threads."""

    def __init__(self, path: Path):
        self.path = Path(path)
        self._lock = threading.Lock()

    def append(self, record: dict) -> None:
        line = json.dumps(record, ensure_ascii=False) + "\n"
        with self._lock, self.path.open("a") as f:
            f.write(line)
            f.flush()
            os.fsync(f.fileno())


def read_jsonl(path: Path) -> list[dict]:
    """All complete records; a line cut short by a crash is ignored."""
    if not Path(path).is_file():
        return []
    records = []
    for line in Path(path).read_text().splitlines():
        try:
            records.append(json.loads(line))
        except json.JSONDecodeError:
            continue
    return records


def finished_attempts(out: Path) -> set[tuple[str, int]]:
    """(instance_id, attempt) pairs that already have a trajectory line in `out`."""
    return {(r["instance_id"], r["attempt"]) for r in read_jsonl(Path(out) / TRAJECTORIES_FILE)
            if "instance_id" in r and "attempt" in r}


def drop_partial_line(path: Path) -> None:
    """Cut a last line that a crash left without its newline, so the next append starts clean."""
    path = Path(path)
    if not path.is_file():
        return
    data = path.read_bytes()
    if data and not data.endswith(b"\n"):
        path.write_bytes(data[: data.rfind(b"\n") + 1])
