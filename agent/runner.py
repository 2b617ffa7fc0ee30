"""Run tasks x attempts in parallel, write one trajectory line per finished attempt, resume.

Output directory:
    trajectories.jsonl     one line per finished attempt (the training records)
    unfinished.jsonl       attempts an outage, a crash or a signal cut short (no reward; --resume reruns them)
    run.json               the run's configuration
    passes/<task>/attempt_<k>/        the best pass_dir of the attempt (the one the reward is for)
    evaluations/<task>/attempt_<k>/   every evaluation's report directory (NNN/, reward/)
    workspaces/<task>/attempt_<k>/    the task copy the model edits (removed unless --keep-workspaces)
"""

from __future__ import annotations

import json
import math
import os
import queue
import shutil
import subprocess
import threading
import traceback
from dataclasses import asdict, dataclass, field
from pathlib import Path

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from agent.editor import FileEditor
from agent.evaluator import CORRECTNESS, CPU_REWARD_NOTE, AttemptEvaluator, EvalSettings, Evaluation, PassEvaluator
from agent.llm import ChatClient
from agent.loop import Attempt, Limits, Unfinished
from agent.prompts import instance_prompt, system_prompt
from agent.runtimes import Runtime
from agent.snapshot import BestPass, write_files
from agent.tasks import Task, prepare_workspace
from agent.tools import TOOL_NAMES, TOOL_SCHEMAS, ToolBox
from agent.trajectory import (TRAJECTORIES_FILE, UNFINISHED_FILE, JsonlWriter, Trajectory, attempt_keys,
                              drop_partial_line)


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
    unfinished: list[str] = field(default_factory=list)  # outage, crash or signal; rerun them with --resume
    interrupted: bool = False  # a signal stopped the run


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
    """Owns the output directory: workspaces, evaluations, best-pass snapshots, the JSONL files."""

    def __init__(self, config: RunConfig, tasks: list[Task], client: ChatClient, runtime: Runtime,
                 console: Console | None = None):
        self.config = config
        self.tasks = tasks
        self.client = client
        self.runtime = runtime
        self.console = console or Console(stderr=True)
        self.out = Path(config.out)
        self.trajectories = JsonlWriter(self.out / TRAJECTORIES_FILE)
        self.unfinished = JsonlWriter(self.out / UNFINISHED_FILE)
        self.stop = threading.Event()
        # One evaluation at a time per device: parallel measurements on one GPU disturb each other.
        self._device_locks = {device: threading.Lock() for device in (config.gpus or ["cpu"])}
        self._in_flight: dict[str, Trajectory] = {}

    def run(self) -> RunSummary:
        """Run every pending attempt. A KeyboardInterrupt (SIGINT, or SIGTERM as the CLI turns it)
        kills every running evaluation, marks the attempts in flight unfinished and returns."""
        pending, summary = self._pending()
        self.console.print(f"Evaluations: {self.runtime.isolation}.")
        if self.config.eval_settings.reward_kind == CORRECTNESS:
            self.console.print(f"[yellow]Reward: {CPU_REWARD_NOTE}.[/yellow]")
        columns = [TextColumn("[bold]{task.description}"), BarColumn(), MofNCompleteColumn(),
                   TimeElapsedColumn(), TextColumn("{task.fields[status]}")]
        todo: queue.Queue = queue.Queue()
        for item in pending:
            todo.put(item)
        results: queue.Queue = queue.Queue()
        # Daemon threads: after a signal, a worker blocked in an LLM request must not keep the
        # process alive; what it was doing is marked unfinished.
        for slot in range(max(1, self.config.workers)):
            threading.Thread(target=self._worker, args=(slot, todo, results), daemon=True).start()
        with Progress(*columns, console=self.console) as progress:
            bar = progress.add_task("attempts", total=len(pending), status="")
            try:
                self._collect(results, summary, progress, bar, len(pending))
            except KeyboardInterrupt:
                self._interrupt(summary)
                progress.console.print("[yellow]Interrupted: running evaluations killed, attempts in flight "
                                       "marked unfinished; --resume runs them again.[/yellow]")
        return summary

    def _worker(self, slot: int, todo: queue.Queue, results: queue.Queue) -> None:
        while not self.stop.is_set():
            try:
                task, attempt = todo.get_nowait()
            except queue.Empty:
                return
            try:
                results.put((task, attempt, self._attempt(task, attempt, slot), None))
            except BaseException as e:  # reported by the main thread
                results.put((task, attempt, None, e))

    def _interrupt(self, summary: RunSummary) -> None:
        self.stop.set()
        self.runtime.stop_all()
        summary.interrupted = True
        for label, trajectory in list(self._in_flight.items()):
            trajectory.exit_reason, trajectory.error = "unfinished", "interrupted by a signal"
            self.unfinished.append(trajectory.to_dict())
            summary.unfinished.append(label)

    def _collect(self, results: queue.Queue, summary: RunSummary, progress: Progress, bar, total: int) -> None:
        """Record attempts as they finish, keeping the progress line current."""
        best: dict[str, float] = {}
        for done in range(1, total + 1):
            while True:
                try:  # a short wait, so that a signal reaches this thread promptly
                    task, attempt, trajectory, error = results.get(timeout=0.2)
                    break
                except queue.Empty:
                    continue
            label = f"{task.instance_id} #{attempt}"
            if isinstance(error, Unfinished):
                summary.unfinished.append(label)
                progress.console.print(f"[red]{label}: unfinished ({error}); --resume runs it again[/red]")
            elif error is not None:  # a bug in one attempt must not stop the others
                summary.unfinished.append(label)
                trace = "".join(traceback.format_exception(error))
                progress.console.print(f"[red]{label}: crashed (--resume runs it again)[/red]\n{trace}")
            else:
                summary.written += 1
                best[task.instance_id] = max(best.get(task.instance_id, 0.0), trajectory.reward)
                progress.console.print(
                    f"{label}: {trajectory.exit_reason}, reward {trajectory.reward:.4f}, "
                    f"{len(trajectory.trajectory_steps)} steps")
            progress.update(bar, advance=1, status=(
                f"running {min(self.config.workers, total - done)}, "
                f"best reward so far {max(best.values(), default=0.0):.4f}"))

    def _pending(self) -> tuple[list[tuple[Task, int]], RunSummary]:
        self.out.mkdir(parents=True, exist_ok=True)
        trajectories = self.out / TRAJECTORIES_FILE
        if not self.config.resume and trajectories.is_file() and trajectories.stat().st_size:
            raise RunError(f"{trajectories} already holds trajectories: pass --resume to continue "
                           "that run, or choose another --out")
        for path in (trajectories, self.out / UNFINISHED_FILE):
            drop_partial_line(path)
        done = attempt_keys(trajectories)
        pending = [(task, attempt) for task in self.tasks for attempt in range(self.config.attempts)
                   if (task.instance_id, attempt) not in done]
        self._write_run_file()
        return pending, RunSummary(skipped=len(self.tasks) * self.config.attempts - len(pending))

    def _write_run_file(self) -> None:
        path = self.out / "run.json"
        if not path.exists():
            record = {"exp_name": self.config.exp_name, "model": self.client.model,
                      "base_url": self.client.base_url, "reward_kind": self.config.eval_settings.reward_kind,
                      "isolation": self.runtime.isolation,
                      "config": json.loads(json.dumps(asdict(self.config), default=str))}
            path.write_text(json.dumps(record, indent=2) + "\n")

    def _attempt(self, task: Task, attempt: int, slot: int) -> Trajectory:
        name, label = task.instance_id.replace(os.sep, "__"), f"{task.instance_id} #{attempt}"
        workspace = self.out / "workspaces" / name / f"attempt_{attempt}"
        reward_workspace = self.out / "workspaces" / name / f"attempt_{attempt}_reward"
        reports = self.out / "evaluations" / name / f"attempt_{attempt}"
        snapshot = self.out / "passes" / name / f"attempt_{attempt}"
        shutil.rmtree(reports, ignore_errors=True)  # a rerun attempt starts over
        prepare_workspace(task, workspace)
        gpu = self.config.gpus[slot % len(self.config.gpus)] if self.config.gpus else None
        evaluator = AttemptEvaluator(PassEvaluator(self.runtime, self.config.eval_settings, gpu=gpu), reports,
                                     self._device_locks[gpu or "cpu"])

        def reward_check(files: dict[str, bytes]) -> Evaluation:
            """The best pass_dir on a fresh copy of the task (the attempt's copy may have been changed)."""
            prepare_workspace(task, reward_workspace)
            write_files(files, reward_workspace / "pass_dir")
            try:
                return evaluator.evaluate(reward_workspace, name="reward")
            finally:
                if not self.config.keep_workspaces:
                    shutil.rmtree(reward_workspace, ignore_errors=True)

        trajectory = self._new_trajectory(task, attempt, instance_prompt(workspace))
        run = Attempt(trajectory, self.client, ToolBox(FileEditor(workspace), evaluator), self.config.limits,
                      BestPass(snapshot), reward_check, system_prompt(self.config.eval_settings.reward_kind),
                      TOOL_SCHEMAS, self.stop)
        self._in_flight[label] = trajectory
        try:
            run.run()
        except Exception as e:
            if not self.stop.is_set():  # after a signal the main thread has marked it already
                if not isinstance(e, Unfinished):
                    trajectory.exit_reason, trajectory.error = "unfinished", traceback.format_exc()
                self.unfinished.append(trajectory.to_dict())
            raise
        finally:
            self._in_flight.pop(label, None)
            if not self.config.keep_workspaces:
                shutil.rmtree(workspace, ignore_errors=True)
        if run.best.score is not None:
            trajectory.best_pass_dir = str(snapshot.relative_to(self.out))
        self.trajectories.append(trajectory.to_dict())
        return trajectory

    def _new_trajectory(self, task: Task, attempt: int, problem_statement: str) -> Trajectory:
        config, limits, settings = self.config, self.config.limits, self.config.eval_settings
        return Trajectory(
            instance_id=task.instance_id, attempt=attempt, sample_dir=task.sample_dir,
            problem_statement=problem_statement,
            docker_image=config.docker_image if config.runtime == "docker" else "",
            exp_name=config.exp_name,
            env_args={"runtime": config.runtime, "isolation": self.runtime.isolation, "device": settings.device,
                      "warmup": settings.warmup, "trials": settings.trials, "tool_timeout": settings.timeout,
                      "max_time": limits.max_time, "reward_kind": settings.reward_kind,
                      "score_on": settings.score_on},
            agent_args={"model": self.client.model, "base_url": self.client.base_url,
                        "temperature": self.client.temperature, "tools": TOOL_NAMES,
                        "llm_timeout": self.client.timeout},
            ds=task.as_record(),
            max_steps=limits.max_steps, max_steps_absolute=limits.max_steps,
            max_token_limit=limits.max_tokens, max_llm_time=math.ceil(self.client.timeout),
            max_exec_time=math.ceil(settings.timeout), max_total_time=math.ceil(limits.max_time),
            reward_kind=settings.reward_kind,
        )
