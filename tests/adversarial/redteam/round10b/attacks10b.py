"""Round 10b's attacks on what comes after the verdict: the Harbor verifier, the agent's JSONL
records, ``--passnet-resume``, the PassBench log export. Each helper drives the real component
(the real ``tests/test.sh`` in bash, the real ``passnet-agent`` CLI against the scripted HTTP
server of ``tests/agent``, the real plugin in a subprocess) and returns what a reader gets.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from agent.evaluator import EvalSettings
from agent.loop import Limits
from agent.tasks import load_tasks, prepare_workspace
from pytest_passnet.result import VariantResult
from pytest_passnet.runfiles import RunDir

REPO = Path(__file__).resolve().parents[4]
FIXTURES = REPO / "tests/agent/fixtures"
DATASET = FIXTURES / "add_relu_samples.txt"
CPU = EvalSettings(device="cpu", timeout=300.0, warmup=1, trials=2)
PLUGIN_TIMEOUT_S = 600

# What an agent with a shell in the Harbor container writes into its working directory (/app,
# the Dockerfile's WORKDIR, from which Harbor runs tests/test.sh): a package named like the
# verifier's, which `python -m agent.harbor` imports before the installed one (sys.path[0] is the
# working directory under -m).
SHADOW_VERIFIER = """\
import sys
from pathlib import Path

if __name__ == "__main__":
    logs = Path(sys.argv[sys.argv.index("--logs") + 1])
    logs.mkdir(parents=True, exist_ok=True)
    (logs / "reward.txt").write_text("1.0\\n")
    print("reward 1.0")
"""
# Harbor reads /logs/verifier/reward.json before reward.txt (harbor's src/harbor/verifier/verifier.py,
# Verifier.verify: `if reward_json_path.exists(): ... elif reward_text_path.exists()`).
PLANTED_REWARD_JSON = '{"reward": 1.0}\n'


def add_relu_task():
    return load_tasks(DATASET, root=FIXTURES)[0]


# -- Harbor -----------------------------------------------------------------------------------


def harbor_task(out: Path) -> Path:
    """The add_relu sample as the Harbor task folder `passnet-agent harbor-tasks` writes."""
    from agent.harbor import write_task

    return write_task(add_relu_task(), out, CPU, Limits(), "passnet:cpu-test")


def run_verifier(folder: Path, logs: Path) -> subprocess.CompletedProcess:
    """tests/test.sh as Harbor runs it: in the container's WORKDIR (/app, here the folder's
    environment/workspace), with /app and /logs/verifier pointed at local paths."""
    app = folder / "environment/workspace"
    env = {**os.environ, "PASSNET_HARBOR_APP": str(app), "PASSNET_HARBOR_LOGS": str(logs),
           "PASSNET_HARBOR_PYTHON": sys.executable, "PYTHONPATH": str(REPO)}
    return subprocess.run(["bash", str(folder / "tests/test.sh")], cwd=app, env=env, capture_output=True,
                          text=True, timeout=PLUGIN_TIMEOUT_S)


def shadow_the_verifier(app: Path) -> None:
    (app / "agent").mkdir()
    (app / "agent/__init__.py").write_text("")
    (app / "agent/harbor.py").write_text(SHADOW_VERIFIER)


def harbor_reward(logs: Path) -> float:
    """The reward Harbor takes from the verifier's folder: reward.json first, else reward.txt."""
    if (logs / "reward.json").exists():
        return float(json.loads((logs / "reward.json").read_text())["reward"])
    return float((logs / "reward.txt").read_text())


# -- the agent's records ----------------------------------------------------------------------

# JSON strings written with ensure_ascii=False keep these literal; str.splitlines() ends a line at each.
LINE_SEPARATORS = ("\u2028", "\u2029", "\x85")


def finish(message: str, content: str = ""):
    from tests.agent.stub_llm import tool_call

    return tool_call("finish", {"message": message}, content=content)


def agent_run(out: Path, replies: list[dict], *extra: str) -> tuple[int, list[dict]]:
    """`passnet-agent run` on the add_relu task with the scripted server; (exit code, requests served)."""
    from tests.agent.stub_llm import ScriptedLLM

    from agent.cli import main

    with ScriptedLLM(replies) as server:
        code = main(["run", "--dataset", str(DATASET), "--root", str(FIXTURES), "--model", "stub",
                     "--base-url", server.url, "--api-key", "k", "--llm-retries", "0", "--device", "cpu",
                     "--workers", "1", "--out", str(out), *extra])
        return code, list(server.requests)


def trajectory_record(attempt: int, reward: float, thought: str) -> dict:
    """A finished attempt's record as the runner writes it, trimmed to what report and export read."""
    return {"instance_id": "add_relu", "attempt": attempt, "sample_dir": "samples/add_relu", "reward": reward,
            "reward_trusted": True, "exit_reason": "agent", "reward_kind": "speedup", "token_usage": {"total": 10},
            "trajectory_steps": [{"thought": thought}], "messages": [{"role": "assistant", "content": thought}],
            "tools": []}


# -- --passnet-resume ------------------------------------------------------------------------

BROKEN_PASS = "def pattern(:\n"  # pass code changed since the results were measured: it does not even parse


def earlier_results(sample: str = ".") -> list[VariantResult]:
    """The add_relu sample's results as an earlier run signed them (tests/agent/fixtures/report.json:
    both variants `correct` with the fused Triton pass)."""
    report = json.loads((FIXTURES / "report.json").read_text())
    return [VariantResult.from_dict({**v, "sample": sample, "nodeid": f"{sample}::{v['variant']}"})
            for v in report["variants"]]


def sign_earlier_run(out: Path, results: list[VariantResult]) -> None:
    """results.jsonl as the trusted side of the earlier run wrote it (its own key, its own lines)."""
    run_dir = RunDir(out)
    run_dir.lock()
    try:
        run_dir.start_results(keep=False)
        for result in results:
            run_dir.append(result)
    finally:
        run_dir.unlock()


def task_copy(root: Path) -> Path:
    return prepare_workspace(add_relu_task(), root)


def plugin(workspace: Path, out: Path, *extra: str) -> subprocess.CompletedProcess:
    """The plugin as the agent's evaluator calls it (`agent.evaluator.pytest_command`), on CPU."""
    env = {**os.environ, "TRITON_INTERPRET": "1", "GRAPH_NET_FLUCTUATION_DETECT_THRESHOLD": "1000"}
    command = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-q", "--noconftest",
               "--passnet-samples", str(workspace), "--passnet-root", str(workspace), "--passnet-out", str(out),
               "--passnet-device", "cpu", "--passnet-warmup", "1", "--passnet-trials", "2", *extra]
    return subprocess.run(command, cwd=workspace, env=env, capture_output=True, text=True, timeout=PLUGIN_TIMEOUT_S)


def statuses(out: Path) -> dict[str, str]:
    report = json.loads((out / "report.json").read_text())
    return {v["variant"]: v["status"] for v in report["variants"]}


# -- passnet-report log ------------------------------------------------------------------------


def failed_variant(message: str) -> dict:
    """A kernel_error variant as report.json holds it (a child's failure message, made printable)."""
    variant = json.loads((FIXTURES / "report.json").read_text())["variants"][0]
    return VariantResult.from_dict({**variant, "status": "kernel_error", "message": message}).to_dict()


def write_honest_pass(workspace: Path) -> None:
    """The fused add + relu Triton pass the agent tests use (`correct` on both variants)."""
    (workspace / "pass_dir/TritonAddRelu.py").write_text((FIXTURES / "passes/TritonAddRelu.py").read_text())
    (workspace / "pass_dir/sorted_output_pass_rule_names.json").write_text('["TritonAddRelu"]')


def write_broken_pass(workspace: Path) -> None:
    for path in (workspace / "pass_dir").iterdir():
        path.unlink()
    (workspace / "pass_dir/Broken.py").write_text(BROKEN_PASS)
    (workspace / "pass_dir/sorted_output_pass_rule_names.json").write_text('["Broken"]')


def report_notes(out: Path) -> list[str]:
    return json.loads((out / "report.json").read_text())["notes"]
