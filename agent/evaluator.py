"""The `pass_evaluator` tool: run pytest-passnet on the task copy and turn its JSON report into a verdict."""

from __future__ import annotations

import json
import os
import shutil
from dataclasses import dataclass, field
from pathlib import Path

from agent.runtimes.base import CommandResult, Runtime

REPORT_DIR = ".passnet"
HARNESS_ENV = ("GRAPH_NET_FLUCTUATION_DETECT_THRESHOLD",)
# Per-trial timing and the 64-line tolerance grid are noise to the model (PassAgent drops them too).
_NOISE = ("Trial ", "[Profiling]", "[Correctness][all_close")
_OUTPUT_TAIL_LINES = 40
_OUTPUT_TAIL_CHARS = 4000
_MAX_DIAGNOSTICS = 10
_MAX_MESSAGE_CHARS = 600


@dataclass
class EvalSettings:
    """How the evaluator calls the plugin. `warmup`/`trials` None = the plugin's defaults (25/100)."""

    device: str = "cpu"
    timeout: float = 600.0
    warmup: int | None = None
    trials: int | None = None


@dataclass
class Evaluation:
    """One evaluator run: the reward (the sample's AS, 0.0 without one) and what the model reads."""

    reward: float
    verdict: str
    speedups: dict[str, float | None] = field(default_factory=dict)  # variant -> e2e speedup
    statuses: dict[str, str] = field(default_factory=dict)  # variant -> status
    timed_out: bool = False
    elapsed: float = 0.0


def pytest_command(python: str, task_dir: str, settings: EvalSettings) -> list[str]:
    """The pytest call for one task copy; `task_dir` is the path as the runtime sees it."""
    argv = [
        python, "-m", "pytest", "-p", "no:cacheprovider", "-q", "--noconftest",
        "--passnet-samples", task_dir,
        "--passnet-out", f"{task_dir}/{REPORT_DIR}",
        "--passnet-root", task_dir,
        "--passnet-device", settings.device,
    ]
    if settings.warmup is not None:
        argv += ["--passnet-warmup", str(settings.warmup)]
    if settings.trials is not None:
        argv += ["--passnet-trials", str(settings.trials)]
    return argv


class PassEvaluator:
    """Runs the plugin on a task copy through a runtime and reads `<copy>/.passnet/report.json`."""

    def __init__(self, runtime: Runtime, settings: EvalSettings, gpu: str | None = None):
        self.runtime = runtime
        self.settings = settings
        self.gpu = gpu

    def evaluate(self, workspace: Path, timeout: float | None = None) -> Evaluation:
        workspace = Path(workspace)
        report_dir = workspace / REPORT_DIR
        shutil.rmtree(report_dir, ignore_errors=True)  # a stale report must never be read as this run's
        argv = pytest_command(self.runtime.python, self.runtime.workdir(workspace), self.settings)
        # On CPU, Triton kernels run in Triton's interpreter. PassBench's own knobs are carried
        # over explicitly, since a container does not inherit the host's environment.
        env = {k: os.environ[k] for k in HARNESS_ENV if k in os.environ}
        if self.settings.device == "cpu":
            env["TRITON_INTERPRET"] = "1"
        limit = self.settings.timeout if timeout is None else min(timeout, self.settings.timeout)
        result = self.runtime.run(argv, workspace, limit, env, gpu=self.gpu)
        return judge(result, report_dir / "report.json", limit)


def judge(result: CommandResult, report_path: Path, timeout: float) -> Evaluation:
    """Build the evaluation from a finished command and the report it should have written."""
    if result.timed_out:
        verdict = (
            f"ERROR: the evaluation timed out after {timeout:.0f} s and was killed. A kernel or "
            "wrapper probably hangs (an endless loop, a wrong grid, a blocking call).\n"
            + _output_tail(result.output)
        )
        return Evaluation(reward=0.0, verdict=verdict, timed_out=True, elapsed=result.elapsed)
    report = _read_report(report_path)
    if report is None:
        verdict = (
            f"ERROR: the evaluator finished with exit code {result.returncode} and wrote no report.\n"
            + _output_tail(result.output)
        )
        return Evaluation(reward=0.0, verdict=verdict, elapsed=result.elapsed)
    evaluation = verdict_from_report(report)
    evaluation.elapsed = result.elapsed
    return evaluation


def verdict_from_report(report: dict) -> Evaluation:
    """A short, structured verdict: per variant status, match, speedup, max diff; ES(t); AS."""
    variants = report.get("variants", [])
    samples = report.get("samples", [])
    sample = samples[0] if samples else {}
    score = sample.get("score")
    reward = float(score) if score is not None else 0.0
    device = report.get("machine", {}).get("device", "?")
    lines = [f"Evaluation on {device}: {len(variants)} variant(s)."]
    if device == "cpu":
        lines.append("Note: on CPU, Triton runs in its interpreter, so speedups say nothing about GPU speed; correctness does count.")
    speedups, statuses = {}, {}
    for index, v in enumerate(variants, 1):
        name = v.get("variant") or v.get("nodeid", f"variant {index}")
        speedups[name] = (v.get("speedup") or {}).get("e2e")
        statuses[name] = v.get("status", "?")
        lines += _variant_lines(index, len(variants), name, v)
    es = sample.get("es") or {}
    if es:
        lines.append("ES(t): " + _es_runs(es))
    if score is None:
        lines.append("AS score: none (no variant could be scored); reward 0.0")
    else:
        lines.append(f"AS score: {_num(score)} (reward; eager PyTorch = 1.0, higher is better)")
    return Evaluation(reward=reward, verdict="\n".join(lines), speedups=speedups, statuses=statuses)


def _variant_lines(index: int, total: int, name: str, v: dict) -> list[str]:
    details = [f"{key} {v[key]}" for key in ("dtype", "bucket") if v.get(key) is not None]
    applied = v.get("applied") or {}
    if v.get("matched"):
        details.append("matched: " + (", ".join(f"{p} x{n}" for p, n in applied.items()) or "yes"))
    else:
        details.append("matched: no")
    speedup = v.get("speedup") or {}
    if speedup.get("e2e") is not None:
        gpu = f", gpu {_num(speedup['gpu'])}" if speedup.get("gpu") is not None else ""
        details.append(f"speedup e2e {_num(speedup['e2e'])}{gpu}")
    max_diff = (v.get("correctness") or {}).get("max_diff")
    if max_diff:
        details.append("max diff " + ", ".join(_num(d) for d in max_diff))
    lines = [f"[{index}/{total}] {name}: {v.get('status', '?').upper()} ({'; '.join(details)})"]
    if v.get("message"):
        lines.append(f"    why: {_short_message(v['message'])}")
    diagnostics = v.get("diagnostics") or []
    for diagnostic in diagnostics[:_MAX_DIAGNOSTICS]:
        lines.append(f"    diagnostic: {diagnostic}")
    if len(diagnostics) > _MAX_DIAGNOSTICS:
        lines.append(f"    ... {len(diagnostics) - _MAX_DIAGNOSTICS} more diagnostic lines")
    if v.get("flags"):
        lines.append("    flags: " + ", ".join(v["flags"]))
    return lines


def _short_message(message: str) -> str:
    """One line per failure: raw timing lists and 'please re-run' advice are noise to the model."""
    kept = [line.strip() for line in message.splitlines()
            if line.strip() and not line.strip().startswith(("Raw times", "Please re-run"))]
    text = " / ".join(kept)
    return text if len(text) <= _MAX_MESSAGE_CHARS else text[:_MAX_MESSAGE_CHARS] + " ..."


def _es_runs(es: dict) -> str:
    """ES(t) with equal neighbours folded: `t=-10..-6: 0.1, t=-5..4: 1.995`."""
    runs: list[list] = []  # [first t, last t, formatted value]
    for t, value in es.items():
        text = _num(value)
        if runs and runs[-1][2] == text:
            runs[-1][1] = t
        else:
            runs.append([t, t, text])
    return ", ".join(f"t={first}: {text}" if first == last else f"t={first}..{last}: {text}"
                     for first, last, text in runs)


def _read_report(path: Path) -> dict | None:
    try:
        return json.loads(path.read_text())
    except (OSError, json.JSONDecodeError):
        return None


def _output_tail(output: str) -> str:
    kept = [line for line in output.splitlines() if not any(noise in line for noise in _NOISE)]
    tail = "\n".join(kept[-_OUTPUT_TAIL_LINES:])
    if len(tail) > _OUTPUT_TAIL_CHARS:
        tail = "..." + tail[-_OUTPUT_TAIL_CHARS:]
    return f"Last lines of the output:\n{tail}" if tail else "The evaluator printed nothing."


def _num(value) -> str:
    if value is None:
        return "n/a"
    if isinstance(value, float):
        return f"{value:.4g}"
    return str(value)
