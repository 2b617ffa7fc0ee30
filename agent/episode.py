"""One attempt, laid out under a run's output directory: the task copy the policy edits, the
evaluator that writes every report outside it, the reward check on a fresh copy, the record.

`passnet-agent run` (agent.runner) and the environment API (agent.environment) both build their
attempts here, so both have the same tools, limits, sandbox and reward.

    OUT/workspaces/<task>/attempt_<k>/        the task copy the policy edits
    OUT/evaluations/<task>/attempt_<k>/       every evaluation's report directory (NNN/, reward/)
    OUT/passes/<task>/attempt_<k>/            the best pass_dir (the one the reward is for)
"""

from __future__ import annotations

import math
import os
import shutil
import threading
from dataclasses import dataclass, field
from pathlib import Path

from agent.devices import DeviceSlot
from agent.editor import FileEditor
from agent.evaluator import AttemptEvaluator, EvalSettings, Evaluation, PassEvaluator
from agent.llm import ChatClient
from agent.loop import Attempt, Limits
from agent.prompts import instance_prompt, system_prompt
from agent.runtimes import Runtime
from agent.snapshot import BestPass, write_files
from agent.tasks import Task, prepare_workspace
from agent.tools import TOOL_NAMES, TOOL_SCHEMAS, ToolBox
from agent.trajectory import Trajectory


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
    require_isolation: bool = False  # refuse rewards from evaluations whose pass code ran outside bubblewrap


@dataclass
class Policy:
    """Who acts, as the record names it (`agent_args`)."""

    model: str
    base_url: str | None = None
    temperature: float | None = None
    timeout: float = 0.0  # seconds per LLM request; 0 when the policy is not called by the agent

    @classmethod
    def of(cls, client: ChatClient) -> Policy:
        return cls(client.model, client.base_url, client.temperature, client.timeout)


class Episode:
    """Everything one attempt needs; `attempt` is the loop to drive (with `run()` or turn by turn)."""

    def __init__(self, config: RunConfig, task: Task, attempt: int, runtime: Runtime, slot: DeviceSlot,
                 policy: Policy, client: ChatClient | None = None, stop: threading.Event | None = None):
        self.config, self.task = config, task
        out = Path(config.out)
        name = task.instance_id.replace(os.sep, "__")
        self.out = out
        self.workspace = out / "workspaces" / name / f"attempt_{attempt}"
        self.reward_workspace = out / "workspaces" / name / f"attempt_{attempt}_reward"
        self.snapshot = out / "passes" / name / f"attempt_{attempt}"
        reports = out / "evaluations" / name / f"attempt_{attempt}"
        shutil.rmtree(reports, ignore_errors=True)  # a rerun attempt starts over
        prepare_workspace(task, self.workspace)
        settings = config.eval_settings
        self.evaluator = AttemptEvaluator(PassEvaluator(runtime, settings, gpu=slot.gpu, cpus=slot.cpus), reports,
                                          slot.lock, require_isolation=config.require_isolation)
        self.trajectory = new_trajectory(config, task, attempt, instance_prompt(self.workspace), runtime, policy)
        self.attempt = Attempt(self.trajectory, client, ToolBox(FileEditor(self.workspace), self.evaluator),
                               config.limits, BestPass(self.snapshot), self._reward_check,
                               system_prompt(settings.reward_kind), TOOL_SCHEMAS, stop)

    def _reward_check(self, files: dict[str, bytes]) -> Evaluation:
        """The best pass_dir on a fresh copy of the task (the attempt's copy may have been changed)."""
        prepare_workspace(self.task, self.reward_workspace)
        write_files(files, self.reward_workspace / "pass_dir")
        try:
            return self.evaluator.evaluate(self.reward_workspace, name="reward")
        finally:
            if not self.config.keep_workspaces:
                shutil.rmtree(self.reward_workspace, ignore_errors=True)

    def close(self) -> Trajectory:
        """After the attempt: note the rewarded snapshot, remove the task copy (unless kept)."""
        if self.attempt.best.score is not None:
            self.trajectory.best_pass_dir = str(self.snapshot.relative_to(self.out))
        if not self.config.keep_workspaces:
            shutil.rmtree(self.workspace, ignore_errors=True)
        return self.trajectory


def new_trajectory(config: RunConfig, task: Task, attempt: int, problem_statement: str, runtime: Runtime,
                   policy: Policy) -> Trajectory:
    limits, settings = config.limits, config.eval_settings
    return Trajectory(
        instance_id=task.instance_id, attempt=attempt, sample_dir=task.sample_dir,
        problem_statement=problem_statement,
        docker_image=config.docker_image if config.runtime == "docker" else "",
        exp_name=config.exp_name,
        env_args={"runtime": config.runtime, "isolation": runtime.isolation, "device": settings.device,
                  "warmup": settings.warmup, "trials": settings.trials, "tool_timeout": settings.timeout,
                  "max_time": limits.max_time, "reward_kind": settings.reward_kind,
                  "score_on": settings.score_on, "require_isolation": config.require_isolation},
        agent_args={"model": policy.model, "base_url": policy.base_url, "temperature": policy.temperature,
                    "tools": TOOL_NAMES, "llm_timeout": policy.timeout},
        ds=task.as_record(),
        max_steps=limits.max_steps, max_steps_absolute=limits.max_steps,
        max_token_limit=limits.max_tokens, max_llm_time=math.ceil(policy.timeout),
        max_exec_time=math.ceil(settings.timeout), max_total_time=math.ceil(limits.max_time),
        reward_kind=settings.reward_kind,
    )
