"""Run tasks x attempts in parallel, write one trajectory line per finished attempt, resume."""

from __future__ import annotations

import json
import os
import queue
import shutil
import subprocess
import traceback
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import asdict, dataclass, field
from pathlib import Path

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from agent.editor import FileEditor
from agent.evaluator import EvalSettings, PassEvaluator
from agent.llm import ChatClient
from agent.loop import BestPass, Limits, run_attempt
from agent.prompts import instance_prompt
from agent.runtimes import Runtime
from agent.tasks import Task, prepare_workspace
from agent.tools import TOOL_NAMES, ToolBox
from agent.trajectory import (COMPLETIONS_FILE, TRAJECTORIES_FILE, JsonlWriter, Trajectory,
                              drop_partial_line, finished_attempts)


@dataclass
class RunConfig:
    out: Path
    exp_name: str
    attempts: int = 1
    workers: int = 1
    limits: Limits = field(default_factory=Limits)
    eval_settings: EvalSettings = field(default_factory=EvalSettings)
    runtime: str = "local"
    docker_image: str | None = None
    resume: bool = False
    keep_workspaces: bool = False
    gpus: list[str] = field(default_factory=list)  # GPU ids to pin evaluations to, round robin


@dataclass
class RunSummary:
    written: int = 0
    skipped: int = 0  # already finished before a --resume
    crashed: list[str] = field(default_factory=list)  # attempts that raised; rerun them with --resume


class RunError(RuntimeError):
    """The run cannot start as asked."""


def visible_gpus() -> list[str]:
    """GPU ids this process may use: CUDA_VISIBLE_DEVICES if set, else what nvidia-smi lists."""
    env = os.environ.get("CUDA_VISIBLE_DEVICES")
    if env is not None:
        return [g.strip() for g in env.split(",") if g.strip() and g.strip() != "-1"]
    if not shutil.which("nvidia-smi"):
        return []
    try:
        listing = subprocess.run(["nvidia-smi", "--query-gpu=index", "--format=csv,noheader"],
                                 capture_output=True, text=True, timeout=30, check=True).stdout
    except (subprocess.SubprocessError, OSError):
        return []
    return [line.strip() for line in listing.splitlines() if line.strip()]


class Runner:
    """Owns the output directory: workspaces, best-pass snapshots, the two JSONL files."""

    def __init__(self, config: RunConfig, tasks: list[Task], client: ChatClient, runtime: Runtime,
                 console: Console | None = None):
        self.config = config
        self.tasks = tasks
        self.client = client
        self.runtime = runtime
        self.console = console or Console(stderr=True)
        self.out = Path(config.out)
        self.trajectories = JsonlWriter(self.out / TRAJECTORIES_FILE)
        self.completions = JsonlWriter(self.out / COMPLETIONS_FILE)
        self._slots: queue.Queue[int] = queue.Queue()
        for slot in range(max(1, config.workers)):
            self._slots.put(slot)

    def run(self) -> RunSummary:
        pending, summary = self._pending()
        best: dict[str, float] = {}
        columns = [TextColumn("[bold]{task.description}"), BarColumn(), MofNCompleteColumn(),
                   TimeElapsedColumn(), TextColumn("{task.fields[status]}")]
        with Progress(*columns, console=self.console) as progress, \
                ThreadPoolExecutor(max_workers=max(1, self.config.workers)) as pool:
            bar = progress.add_task("attempts", total=len(pending), status="")
            futures = {pool.submit(self._run_one, task, attempt): (task, attempt) for task, attempt in pending}
            try:
                self._collect(futures, summary, best, progress, bar, len(pending))
            except KeyboardInterrupt:
                for future in futures:
                    future.cancel()
                progress.console.print("[yellow]Interrupted: the running attempts finish and are written; "
                                       "--resume runs the rest.[/yellow]")
                raise
        return summary

    def _collect(self, futures, summary: RunSummary, best: dict[str, float], progress: Progress, bar,
                 total: int) -> None:
        """Record attempts as they finish, keeping the progress line current."""
        for future in as_completed(futures):
            task, attempt = futures[future]
            label = f"{task.instance_id} #{attempt}"
            try:
                trajectory = future.result()
            except Exception:  # one broken attempt must not stop the others
                summary.crashed.append(label)
                progress.console.print(f"[red]{label}: crashed[/red]\n{traceback.format_exc()}")
            else:
                summary.written += 1
                best[task.instance_id] = max(best.get(task.instance_id, 0.0), trajectory.reward)
                progress.console.print(
                    f"{label}: {trajectory.exit_reason}, reward {trajectory.reward:.4f}, "
                    f"{len(trajectory.trajectory_steps)} steps")
            done = summary.written + len(summary.crashed)
            progress.update(bar, advance=1, status=(
                f"running {min(self.config.workers, total - done)}, "
                f"best AS so far {max(best.values(), default=0.0):.4f}"))

    def _pending(self) -> tuple[list[tuple[Task, int]], RunSummary]:
        self.out.mkdir(parents=True, exist_ok=True)
        trajectories = self.out / TRAJECTORIES_FILE
        if not self.config.resume and trajectories.is_file() and trajectories.stat().st_size:
            raise RunError(f"{trajectories} already holds trajectories: pass --resume to continue "
                           "that run, or choose another --out")
        for path in (trajectories, self.out / COMPLETIONS_FILE):
            drop_partial_line(path)
        done = finished_attempts(self.out)
        pending = [(task, attempt) for task in self.tasks for attempt in range(self.config.attempts)
                   if (task.instance_id, attempt) not in done]
        self._write_run_file()
        return pending, RunSummary(skipped=len(self.tasks) * self.config.attempts - len(pending))

    def _write_run_file(self) -> None:
        path = self.out / "run.json"
        if not path.exists():
            record = {"exp_name": self.config.exp_name, "model": self.client.model,
                      "base_url": self.client.base_url,
                      "config": json.loads(json.dumps(asdict(self.config), default=str))}
            path.write_text(json.dumps(record, indent=2) + "\n")

    def _run_one(self, task: Task, attempt: int) -> Trajectory:
        slot = self._slots.get()
        try:
            return self._attempt(task, attempt, slot)
        finally:
            self._slots.put(slot)

    def _attempt(self, task: Task, attempt: int, slot: int) -> Trajectory:
        name = task.instance_id.replace(os.sep, "__")
        workspace = self.out / "workspaces" / name / f"attempt_{attempt}"
        snapshot = self.out / "passes" / name / f"attempt_{attempt}"
        prepare_workspace(task, workspace)
        gpus = self.config.gpus
        evaluator = PassEvaluator(self.runtime, self.config.eval_settings,
                                  gpu=gpus[slot % len(gpus)] if gpus else None)
        toolbox = ToolBox(FileEditor(workspace), evaluator)
        trajectory = self._new_trajectory(task, attempt, instance_prompt(workspace))
        best = BestPass(workspace / "pass_dir", snapshot)
        messages = run_attempt(trajectory, self.client, toolbox, self.config.limits, best)
        if best.reward is not None:
            trajectory.best_pass_dir = str(snapshot.relative_to(self.out))
        self.trajectories.append(trajectory.to_dict())
        self.completions.append({"instance_id": task.instance_id, "attempt": attempt,
                                 "sample_dir": task.sample_dir, "messages": messages})
        if not self.config.keep_workspaces:
            shutil.rmtree(workspace, ignore_errors=True)
        return trajectory

    def _new_trajectory(self, task: Task, attempt: int, problem_statement: str) -> Trajectory:
        config, limits, settings = self.config, self.config.limits, self.config.eval_settings
        return Trajectory(
            instance_id=task.instance_id, attempt=attempt, sample_dir=task.sample_dir,
            problem_statement=problem_statement,
            docker_image=config.docker_image if config.runtime == "docker" else None,
            exp_name=config.exp_name,
            env_args={"runtime": config.runtime, "device": settings.device, "warmup": settings.warmup,
                      "trials": settings.trials, "tool_timeout": settings.timeout},
            agent_args={"model": self.client.model, "base_url": self.client.base_url,
                        "temperature": self.client.temperature, "tools": TOOL_NAMES},
            ds=task.as_record(),
            max_steps=limits.max_steps, max_steps_absolute=limits.max_steps,
            max_token_limit=limits.max_tokens, max_llm_time=self.client.timeout,
            max_exec_time=settings.timeout, max_total_time=limits.max_time,
        )
