"""Tasks as Harbor task folders, and the verifier their tests/test.sh runs.

`passnet-agent harbor-tasks` writes, per task, `OUT/<task>/`:

    task.toml                 Harbor's task configuration (timeouts, resources, metadata, verifier, artifacts)
    instruction.md            the system prompt and the task text, for an agent with a shell
    environment/Dockerfile    FROM the passnet image; the task copy at /app (pass_dir/ empty)
    environment/workspace/    that task copy
    tests/Dockerfile          the verifier's image: FROM the passnet image, this folder at /tests
    tests/test.sh             Harbor's verifier: judges /app/pass_dir and writes /logs/verifier/reward.txt
    tests/task/               a pristine copy of the task, which the verifier judges the pass on

Harbor verifies in a container of its own (`[verifier] environment_mode = "separate"`): it copies the
task's one artifact, /app/pass_dir, out of the agent's container, stops that container, and starts one
from tests/Dockerfile with the artifact at the same path. Nothing else the agent did (a process left
running, a changed Python) reaches the verifier. The verifier is `python -m agent.harbor verify`: it
copies the pass_dir into a fresh copy of the task, evaluates it with pytest-passnet with the settings
the folder was written with, and writes the reward `passnet-agent run` would give that pass_dir.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import tempfile
from pathlib import Path

from agent.evaluator import EvalSettings, PassEvaluator
from agent.loop import Limits
from agent.tasks import Task, prepare_workspace

APP = "/app"
PASS_DIR = f"{APP}/pass_dir"  # the artifact Harbor carries into the verifier's container, at this path
VERIFIER_LOGS = "/logs/verifier"
SHELL_TOOLS = f"""\
# In this environment
You work in a shell; the tools named above are commands here. The task directory is `{APP}`:
* file_editor: read and write files with the shell; only files under `{APP}/pass_dir/` count.
* pass_evaluator: `cd {APP} && python -m agent.harbor evaluate` prints the same verdict.
* finish: stop. The verifier then judges a copy of `{APP}/pass_dir/` on a fresh copy of the task.
"""
TEST_SH = """\
#!/bin/bash
# Harbor's verifier for a passnet-agent task: judge the agent's pass_dir on the pristine task copy
# shipped beside this script, and write the reward as `passnet-agent run` computes it. Harbor runs it in a
# container of its own (task.toml), where $APP/pass_dir is its copy of the agent's and nothing else is.
set -u
TESTS="$(cd "$(dirname "$0")" && pwd)"
APP="${{PASSNET_HARBOR_APP:-{app}}}"
LOGS="${{PASSNET_HARBOR_LOGS:-{logs}}}"
PYTHON="${{PASSNET_HARBOR_PYTHON:-python}}"
mkdir -p "$LOGS"
# Harbor reads reward.json before reward.txt: none the agent left may stand
rm -f "$LOGS/reward.json" "$LOGS/reward.txt"
# -I and cd /: nothing of the agent's working directory (an agent/harbor.py of its own) is imported
cd /
"$PYTHON" -I -m agent.harbor verify --task "$TESTS/task" --pass-dir "$APP/pass_dir" --logs "$LOGS" {settings}
"""


def settings_args(settings: EvalSettings) -> list[str]:
    args = ["--device", settings.device, "--tool-timeout", f"{settings.timeout:g}", "--score-on", settings.score_on]
    if settings.warmup is not None:
        args += ["--warmup", str(settings.warmup)]
    if settings.trials is not None:
        args += ["--trials", str(settings.trials)]
    return args


def write_task(task: Task, out: Path, settings: EvalSettings, limits: Limits, image: str) -> Path:
    """One Harbor task folder for `task` under `out`; returns it."""
    from agent.prompts import instance_prompt, system_prompt

    folder = Path(out) / task.instance_id.replace("/", "__")
    shutil.rmtree(folder, ignore_errors=True)
    workspace = prepare_workspace(task, folder / "environment" / "workspace")
    prepare_workspace(task, folder / "tests" / "task")
    (folder / "instruction.md").write_text(
        f"{system_prompt(settings.reward_kind)}\n{SHELL_TOOLS}\n# The sample\n{instance_prompt(workspace)}\n")
    (folder / "environment" / "Dockerfile").write_text(
        f"FROM {image}\nCOPY workspace/ {APP}/\nWORKDIR {APP}\n")
    # Harbor builds the separate verifier from tests/ and does not upload tests/ into it
    (folder / "tests" / "Dockerfile").write_text(f"FROM {image}\nCOPY . /tests/\n")
    test = folder / "tests" / "test.sh"
    test.write_text(TEST_SH.format(app=APP, logs=VERIFIER_LOGS, settings=" ".join(settings_args(settings))))
    test.chmod(0o755)
    (folder / "task.toml").write_text(task_toml(task, settings, limits))
    return folder


def task_toml(task: Task, settings: EvalSettings, limits: Limits) -> str:
    """Harbor's task.toml. JSON strings are TOML basic strings (the same escapes)."""
    metadata = {"author_name": "pytest-passnet", "category": "compiler-passes", "difficulty": "hard",
                "tags": ["passnet", "triton", "graph-rewrite"], "instance_id": task.instance_id,
                "sample_dir": task.sample_dir, "reward_kind": settings.reward_kind}
    environment = {"build_timeout_sec": 1800.0, "memory_mb": 16384, **({"gpus": 1} if settings.reward_kind == "speedup"
                                                                          else {})}
    # "separate" with no [verifier.environment]: a fresh container of the same [environment]
    verifier = {"timeout_sec": float(settings.timeout), "environment_mode": "separate"}
    sections = {"metadata": metadata, "verifier": verifier, "agent": {"timeout_sec": float(limits.max_time)},
                "environment": environment}
    lines = ['version = "1.0"', f"artifacts = {json.dumps([PASS_DIR])}"]
    for name, values in sections.items():
        lines += ["", f"[{name}]"] + [f"{key} = {json.dumps(value)}" for key, value in values.items()]
    return "\n".join(lines) + "\n"


def verify(task_dir: Path, pass_dir: Path, logs: Path, settings: EvalSettings) -> float:
    """The reward of `pass_dir` on a fresh copy of `task_dir`; writes reward.txt and the evidence to `logs`."""
    from agent.runtimes import LocalRuntime
    from agent.snapshot import read_pass_dir, write_files

    logs.mkdir(parents=True, exist_ok=True)
    files = read_pass_dir(pass_dir) if pass_dir.is_dir() else None
    if files is None or not files.files:
        reward, details = 0.0, {"verdict": f"{pass_dir} holds no pass file: reward 0.0"}
    else:
        with tempfile.TemporaryDirectory(prefix="passnet-verify-") as scratch:
            copy = Path(scratch) / "task"
            shutil.copytree(task_dir, copy)
            write_files(files.files, copy / "pass_dir")
            evaluation = PassEvaluator(LocalRuntime(), settings).evaluate(copy, logs / "evaluation")
        reward = evaluation.reward
        details = {"verdict": evaluation.verdict, "score": evaluation.score, "sandbox": evaluation.sandbox,
                   "trusted": evaluation.trusted, "statuses": evaluation.statuses, "shares": evaluation.shares,
                   "skipped_files": files.skipped}
    (logs / "reward.txt").write_text(f"{reward}\n")
    (logs / "evaluation.json").write_text(json.dumps({"reward": reward, **details}, indent=2) + "\n")
    return reward


def evaluate_here(settings: EvalSettings) -> int:
    """`pass_evaluator` for an agent with a shell: evaluate the task in the current directory."""
    from agent.runtimes import LocalRuntime

    with tempfile.TemporaryDirectory(prefix="passnet-evaluate-") as reports:
        evaluation = PassEvaluator(LocalRuntime(), settings).evaluate(Path.cwd(), Path(reports) / "report")
    print(evaluation.verdict)
    return 0


def _settings_parser(prog: str) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog=prog)
    parser.add_argument("--device", default="cpu")
    parser.add_argument("--tool-timeout", type=float, default=600.0)
    parser.add_argument("--score-on", default="e2e")
    parser.add_argument("--warmup", type=int, default=None)
    parser.add_argument("--trials", type=int, default=None)
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    command, rest = (argv[0], argv[1:]) if argv else ("", [])
    if command not in ("verify", "evaluate"):
        print("usage: python -m agent.harbor {verify,evaluate} ...", file=sys.stderr)
        return 2
    parser = _settings_parser(f"python -m agent.harbor {command}")
    if command == "verify":
        parser.add_argument("--task", type=Path, required=True)
        parser.add_argument("--pass-dir", type=Path, required=True)
        parser.add_argument("--logs", type=Path, required=True)
    args = parser.parse_args(rest)
    settings = EvalSettings(device=args.device, timeout=args.tool_timeout, warmup=args.warmup, trials=args.trials,
                            score_on=args.score_on)
    if command == "evaluate":
        return evaluate_here(settings)
    print(f"reward {verify(args.task, args.pass_dir, args.logs, settings)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
