"""The agent as an environment that an RL framework drives: Gymnasium's `reset()` / `step()`.

The policy lives outside (a trainer's model, a vLLM server, a script): it reads an observation
(the conversation in OpenAI's chat format and the tool schemas), answers with one assistant
message, and the environment runs its tool call. Tools, limits, sandbox, reward and records are
those of `passnet-agent run`: each episode is built by agent.episode, as a run's attempts are.

    env = load_environment(dataset="sample_lists/eval/demo_samples.txt", out="runs/env", device="cpu")
    observation, info = env.reset()
    while True:
        message = policy(observation["messages"], observation["tools"])  # {"role": "assistant", ...}
        observation, reward, terminated, truncated, info = env.step(message)
        if terminated or truncated:
            break

Gymnasium's semantics: `reset()` returns (observation, info); `step()` returns (observation,
reward, terminated, truncated, info). `terminated`: the policy called `finish`; `truncated`: a
limit ended the episode (`info["exit_reason"]` says which). The reward is 0.0 on every step but
the last, which carries the episode's reward (the re-evaluation of the best pass_dir); the
per-step evaluation scores are feedback, in `info["evaluation_reward"]`. A finished episode is
appended to `OUT/trajectories.jsonl` and `OUT/completions.jsonl`, so `passnet-agent export` and
`report` read it as a run's.

An action is an assistant message: `content`, `tool_calls` (OpenAI's form; the first is run, as
in a run), optionally `reasoning_content`, plus two keys that are not part of the message:
`usage` (OpenAI's `prompt_tokens`/`completion_tokens`/`total_tokens`; estimated from characters
when absent, so the token limit still applies) and `elapsed` (seconds the policy took; default
the time since the observation was returned).
"""

from __future__ import annotations

import copy
import itertools
import time
from pathlib import Path

from agent.devices import DeviceSlot, device_slots
from agent.episode import Episode, Policy, RunConfig
from agent.evaluator import EvalSettings
from agent.llm import estimated_usage, reply_from_message
from agent.loop import Limits, now_iso
from agent.runtimes import RuntimeOutage, make_runtime
from agent.tasks import Task, load_tasks
from agent.trajectory import COMPLETIONS_FILE, TRAJECTORIES_FILE, JsonlWriter, attempt_keys


class EpisodeOver(RuntimeError):
    """step() after the episode ended, or before reset()."""


class PassNetEnv:
    """Episodes over a list of tasks, one at a time; each reset() starts the next attempt."""

    def __init__(self, tasks: list[Task], config: RunConfig, policy_name: str = "external-policy",
                 slot: DeviceSlot | None = None):
        if not tasks:
            raise ValueError("PassNetEnv needs at least one task")
        self.tasks = list(tasks)
        self.config = config
        self.policy = Policy(model=policy_name)
        self.runtime = make_runtime(config.runtime, image=config.docker_image, workers=1, gpus=bool(config.gpus))
        self.slot = slot or device_slots(config.gpus, 1)[0]
        out = Path(config.out)
        out.mkdir(parents=True, exist_ok=True)
        self.trajectories = JsonlWriter(out / TRAJECTORIES_FILE)
        self.completions = JsonlWriter(out / COMPLETIONS_FILE)
        self._attempts = {task.instance_id: itertools.count(1 + max(
            (k for i, k in attempt_keys(out / TRAJECTORIES_FILE) if i == task.instance_id), default=-1))
            for task in self.tasks}
        self._next_task = itertools.cycle(range(len(self.tasks)))
        self.episode: Episode | None = None
        self._observed_at = 0.0
        self._observed_iso = ""

    def reset(self, *, seed: int | None = None, options: dict | None = None) -> tuple[dict, dict]:
        """Start an attempt: `options={"task": instance_id}` picks the task, `seed` the task's index;
        by default the tasks take turns."""
        self._drop_episode()
        task = self._pick(seed, options or {})
        self.episode = Episode(self.config, task, next(self._attempts[task.instance_id]), self.runtime, self.slot,
                               self.policy)
        self.episode.attempt.begin()
        return self._observe(), self._info()

    def step(self, action: dict) -> tuple[dict, float, bool, bool, dict]:
        if self.episode is None:
            raise EpisodeOver("call reset() first: no episode is running")
        attempt = self.episode.attempt
        elapsed = action.get("elapsed", time.monotonic() - self._observed_at)
        reply = reply_from_message(action, elapsed=elapsed, usage=action.get("usage"))
        if reply.usage.estimated:
            reply.usage = estimated_usage(attempt.context, attempt.tools, reply)
        try:
            exit_reason = attempt.take_turn(reply, self._observed_at, self._observed_iso)
            step = attempt.trajectory.trajectory_steps[-1]
            if exit_reason is None:
                return self._observe(), 0.0, False, False, self._info(step)
            attempt.end(exit_reason)
        except RuntimeOutage as e:  # the episode cannot go on; reset() starts another
            self._drop_episode()
            raise attempt.as_unfinished(e) from e
        except BaseException:
            self._drop_episode()
            raise
        episode, self.episode = self.episode, None
        trajectory = episode.close()
        self.trajectories.append(trajectory.to_dict())
        self.completions.append(trajectory.completion())
        info = {**self._info(step, episode), "exit_reason": exit_reason, "reward_score": trajectory.reward_score,
                "reward_trusted": trajectory.reward_trusted, "trajectory": trajectory}
        observation = {"messages": copy.deepcopy(attempt.messages), "tools": attempt.tools}
        return observation, trajectory.reward, exit_reason == "agent", exit_reason != "agent", info

    def close(self) -> None:
        """Stop whatever evaluation is running and drop an episode in flight (it gets no record)."""
        self.runtime.stop_all()
        self._drop_episode()

    def _drop_episode(self) -> None:
        if self.episode is not None:
            self.episode.close()
            self.episode = None

    def _pick(self, seed: int | None, options: dict) -> Task:
        if "task" in options:
            by_id = {task.instance_id: task for task in self.tasks}
            if options["task"] not in by_id:
                raise KeyError(f"no task {options['task']!r}; the tasks are {', '.join(by_id)}")
            return by_id[options["task"]]
        if seed is not None:
            return self.tasks[seed % len(self.tasks)]
        return self.tasks[next(self._next_task)]

    def _observe(self) -> dict:
        messages = self.episode.attempt.prompt()
        self._observed_at, self._observed_iso = time.monotonic(), now_iso()
        return {"messages": copy.deepcopy(messages), "tools": self.episode.attempt.tools}

    def _info(self, step=None, episode: Episode | None = None) -> dict:
        episode = episode or self.episode
        trajectory = episode.trajectory
        info = {"instance_id": trajectory.instance_id, "attempt": trajectory.attempt,
                "reward_kind": trajectory.reward_kind, "steps": len(trajectory.trajectory_steps)}
        if step is not None:
            info.update(observation=step.observation, evaluation_reward=step.reward, malformed=step.info["malformed"])
        return info


def load_environment(dataset: str | Path, root: str | Path = ".", out: str | Path = "runs/env", *,
                     device: str = "cpu", max_steps: int = 50, max_tokens: int = 131_072, max_time: float = 3600.0,
                     tool_timeout: float = 600.0, warmup: int | None = None, trials: int | None = None,
                     score_on: str = "e2e", runtime: str = "local", docker_image: str | None = None,
                     require_isolation: bool = False, keep_workspaces: bool = False, gpus: list[str] | None = None,
                     policy_name: str = "external-policy") -> PassNetEnv:
    """verifiers' entry-point convention (`load_environment(**env_args) -> environment`): the tasks
    of a sample list or agent JSONL, with `passnet-agent run`'s options under the same names."""
    config = RunConfig(
        out=Path(out), exp_name=Path(out).name,
        limits=Limits(max_steps=max_steps, max_tokens=max_tokens, max_time=max_time),
        eval_settings=EvalSettings(device=device, timeout=tool_timeout, warmup=warmup, trials=trials,
                                   score_on=score_on),
        runtime=runtime, docker_image=docker_image if runtime == "docker" else None,
        keep_workspaces=keep_workspaces, gpus=list(gpus or []), require_isolation=require_isolation,
    )
    return PassNetEnv(load_tasks(dataset, root), config, policy_name=policy_name)
