"""Run tasks x attempts in parallel, write one trajectory line per finished attempt, resume.

Output directory:
    trajectories.jsonl     one line per finished attempt (the training records)
    completions.jsonl      the same attempts as PassAgent's completions file: sample_dir and the conversation
    unfinished.jsonl       attempts an outage, a crash or a signal cut short (no reward; --resume reruns them)
    run.json               the run's configuration
    passes/<task>/attempt_<k>/        the best pass_dir of the attempt (the one the reward is for)
    evaluations/<task>/attempt_<k>/   every evaluation's report directory (NNN/, reward/)
    workspaces/<task>/attempt_<k>/    the task copy the model edits (removed unless --keep-workspaces)
"""

from __future__ import annotations

import json
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

from agent.devices import device_slots
from agent.episode import Episode, Policy, RunConfig
from agent.evaluator import WORK, cpu_reward_note
from agent.llm import ChatClient
from agent.loop import Unfinished
from agent.runtimes import Runtime
from agent.tasks import Task
from agent.trajectory import (COMPLETIONS_FILE, TRAJECTORIES_FILE, UNFINISHED_FILE, JsonlWriter, Trajectory,
                              attempt_keys, drop_partial_line)

__all__ = ["RunConfig", "RunError", "RunSummary", "Runner", "visible_gpus"]


@dataclass
class RunSummary:
    written: int = 0
    skipped: int = 0  # already finished before a --resume
    unfinished: list[str] = field(default_factory=list)  # outage, crash or signal; rerun them with --resume
    interrupted: bool = False  # a signal stopped the run
    untrusted: list[str] = field(default_factory=list)  # rewards whose pass code ran outside bubblewrap


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
        self.completions = JsonlWriter(self.out / COMPLETIONS_FILE)
        self.unfinished = JsonlWriter(self.out / UNFINISHED_FILE)
        self.stop = threading.Event()
        self.slots = device_slots(config.gpus, config.workers)
        self._in_flight: dict[str, Trajectory] = {}

    def run(self) -> RunSummary:
        """Run every pending attempt. A KeyboardInterrupt (SIGINT, or SIGTERM as the CLI turns it)
        kills every running evaluation, marks the attempts in flight unfinished and returns."""
        pending, summary = self._pending()
        self.console.print(f"Evaluations: {self.runtime.isolation}; {len(self.slots)} at once "
                           f"({', '.join(slot.name for slot in self.slots)}).")
        if self.config.eval_settings.reward_kind == WORK:
            self.console.print(f"[yellow]Reward: {cpu_reward_note()}.[/yellow]")
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
        if summary.untrusted:
            self.console.print(f"[red]{untrusted_note(len(summary.untrusted), summary.written)}[/red]")
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
                untrusted = trajectory.reward_trusted is False
                if untrusted:
                    summary.untrusted.append(label)
                progress.console.print(
                    f"{label}: {trajectory.exit_reason}, reward {trajectory.reward:.4f}"
                    + (f" (untrusted: {_distrust(trajectory.reward_isolation)})" if untrusted else "")
                    + f", {len(trajectory.trajectory_steps)} steps")
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

    def _attempt(self, task: Task, attempt: int, worker: int) -> Trajectory:
        label = f"{task.instance_id} #{attempt}"
        episode = Episode(self.config, task, attempt, self.runtime, self.slots[worker % len(self.slots)],
                          Policy.of(self.client), self.client, self.stop)
        trajectory = episode.trajectory
        self._in_flight[label] = trajectory
        try:
            episode.attempt.run()
        except Exception as e:
            if not self.stop.is_set():  # after a signal the main thread has marked it already
                if not isinstance(e, Unfinished):
                    trajectory.exit_reason, trajectory.error = "unfinished", traceback.format_exc()
                self.unfinished.append(trajectory.to_dict())
            raise
        finally:
            self._in_flight.pop(label, None)
            episode.close()
        self.trajectories.append(trajectory.to_dict())
        self.completions.append(trajectory.completion())
        return trajectory


def untrusted_note(untrusted: int, total: int) -> str:
    return (f"{untrusted} of {total} reward(s) untrusted: pytest-passnet ran their pass code outside bubblewrap, "
            "or in it with a warning, where it can write its own report (docs/trust.md; reward_trusted: false in "
            "the record). --require-isolation refuses such rewards.")


def _distrust(isolation: dict | None) -> str:
    """What the reward report's sandbox record says against it, in a few words."""
    if not isolation:
        return "no sandbox record"
    return f"{isolation.get('mode')} sandbox" + (f", warned: {isolation['warning']}" if isolation.get("warning") else "")
