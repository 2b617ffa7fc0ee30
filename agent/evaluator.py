"""The `pass_evaluator` tool: run pytest-passnet on the task copy and turn its JSON report into a verdict.

The report goes to a fresh directory outside the task copy, which the evaluated pass code does
not see as part of its task; the reward is read from there and nowhere else.
"""

from __future__ import annotations

import os
import threading
from dataclasses import dataclass, field, replace
from pathlib import Path

from pytest_passnet.options import SCORE_SERIES
from pytest_passnet.result import VariantResult
from pytest_passnet.runfiles import ReportError, load_report
from pytest_passnet.sandbox.policy import BWRAP
from pytest_passnet.score import aggregated_score, es_curve

from agent.runtimes.base import CommandResult, Runtime, RuntimeOutage

REPORT_FILE = "report.json"
HARNESS_ENV = ("GRAPH_NET_FLUCTUATION_DETECT_THRESHOLD",)
SPEEDUP, CORRECTNESS = "speedup", "correctness"  # what a reward measures
CPU_REWARD_NOTE = ("on CPU, Triton runs in its interpreter and timings say nothing about GPU speed, so the reward "
                   "is correctness only: the sample's AS with every correct variant counted at speedup 1.0 "
                   "(all correct = 1.0, all failing = the failure penalty)")
# Per-trial timing and the 64-line tolerance grid are noise to the model (PassAgent drops them too).
_NOISE = ("Trial ", "[Profiling]", "[Correctness][all_close")
_OUTPUT_TAIL_LINES = 40
_OUTPUT_TAIL_CHARS = 4000
_MAX_DIAGNOSTICS = 10
_MAX_MESSAGE_CHARS = 600


@dataclass
class EvalSettings:
    """How the evaluator calls the plugin. `warmup`/`trials` None = the plugin's defaults; `score_on`:
    the speedup series the AS (and so the reward on CUDA) is computed from."""

    device: str = "cpu"
    timeout: float = 600.0
    warmup: int | None = None
    trials: int | None = None
    score_on: str = SCORE_SERIES[0]

    @property
    def reward_kind(self) -> str:
        return SPEEDUP if self.device.startswith("cuda") else CORRECTNESS


@dataclass
class Evaluation:
    """One evaluator run: the reward, the sample's AS as reported, and what the model reads."""

    reward: float  # the sample's AS; on CPU its correctness-only form; 0.0 without a report
    verdict: str
    score: float | None = None  # the sample's AS exactly as the report has it
    speedups: dict[str, float | None] = field(default_factory=dict)  # variant -> speedup of the scored series
    statuses: dict[str, str] = field(default_factory=dict)  # variant -> status
    timed_out: bool = False
    elapsed: float = 0.0
    sandbox: str | None = None  # how the plugin isolated the pass code, as its report says
    isolation: dict | None = None  # the report's `sandbox` block: mode, mechanisms enforced, notes, warning

    @property
    def trusted(self) -> bool:
        """Whether pass code ran where it could not write the report (docs/trust.md): bubblewrap only."""
        return self.sandbox == BWRAP


class IsolationRefused(RuntimeOutage):
    """--require-isolation, and the plugin ran pass code outside bubblewrap: no reward is taken from
    that evaluation; the attempt is left unfinished (--resume runs it again once the host has bubblewrap)."""


def pytest_command(python: str, task_dir: str, report_dir: str, settings: EvalSettings) -> list[str]:
    """The pytest call for one task copy; paths are as the runtime sees them."""
    argv = [
        python, "-m", "pytest", "-p", "no:cacheprovider", "-q", "--noconftest",
        "--passnet-samples", task_dir,
        "--passnet-out", report_dir,
        "--passnet-root", task_dir,
        "--passnet-device", settings.device,
        "--passnet-score-on", settings.score_on,
    ]
    if settings.warmup is not None:
        argv += ["--passnet-warmup", str(settings.warmup)]
    if settings.trials is not None:
        argv += ["--passnet-trials", str(settings.trials)]
    return argv


class PassEvaluator:
    """Runs the plugin on a task copy through a runtime and reads the report it wrote."""

    def __init__(self, runtime: Runtime, settings: EvalSettings, gpu: str | None = None,
                 cpus: tuple[int, ...] | None = None):
        self.runtime = runtime
        self.settings = settings
        self.gpu = gpu
        self.cpus = cpus

    def evaluate(self, workspace: Path, report_dir: Path, timeout: float | None = None) -> Evaluation:
        """Evaluate `workspace`; `report_dir` must be a new directory outside it."""
        workspace, report_dir = Path(workspace), Path(report_dir)
        report_dir.mkdir(parents=True)  # never an old directory: a stale report must not be read as this one
        argv = pytest_command(self.runtime.python, self.runtime.workdir(workspace),
                              self.runtime.report_path(report_dir), self.settings)
        # On CPU, Triton kernels run in Triton's interpreter. PassBench's own knobs are carried
        # over explicitly, since a container does not inherit the host's environment.
        env = {k: os.environ[k] for k in HARNESS_ENV if k in os.environ}
        if self.settings.device == "cpu":
            env["TRITON_INTERPRET"] = "1"
        limit = self.settings.timeout if timeout is None else min(timeout, self.settings.timeout)
        result = self.runtime.run(argv, workspace, report_dir, limit, env, gpu=self.gpu, cpus=self.cpus)
        return judge(result, report_dir / REPORT_FILE, limit, self.settings.reward_kind)


class AttemptEvaluator:
    """The evaluations of one attempt: each writes its report to a new numbered directory under
    `reports` (outside every task copy), and holds `device_lock` while it runs, so that only one
    evaluation at a time runs in a device slot (agent.devices). With `require_isolation`, an
    evaluation whose pass code ran outside bubblewrap raises IsolationRefused."""

    def __init__(self, evaluator: PassEvaluator, reports: Path, device_lock: threading.Lock,
                 require_isolation: bool = False):
        self.evaluator = evaluator
        self.reports = Path(reports)
        self.device_lock = device_lock
        self.require_isolation = require_isolation
        self.count = 0

    def evaluate(self, workspace: Path, timeout: float | None = None, name: str | None = None) -> Evaluation:
        self.count += 1
        report_dir = self.reports / (name or f"{self.count:03d}")
        with self.device_lock:
            evaluation = self.evaluator.evaluate(workspace, report_dir, timeout)
        if self.require_isolation and evaluation.sandbox is not None and not evaluation.trusted:
            raise IsolationRefused(
                f"--require-isolation: pytest-passnet ran pass code in a {evaluation.sandbox!r} sandbox, which "
                f"pass code can escape (docs/trust.md), so its report ({report_dir}) gives no reward; "
                "install bubblewrap (bwrap) where evaluations run")
        return evaluation


def judge(result: CommandResult, report_path: Path, timeout: float, reward_kind: str = SPEEDUP) -> Evaluation:
    """Build the evaluation from a finished command and the report it should have written."""
    if result.timed_out:
        verdict = (
            f"ERROR: the evaluation timed out after {timeout:.0f} s and was killed. A kernel or "
            "wrapper probably hangs (an endless loop, a wrong grid, a blocking call).\n"
            + _output_tail(result.output)
        )
        return Evaluation(reward=0.0, verdict=verdict, timed_out=True, elapsed=result.elapsed)
    try:
        report = load_report(report_path)
    except ReportError as e:
        verdict = (
            f"ERROR: the evaluator finished with exit code {result.returncode} and wrote no readable report "
            f"({e.args[0].replace(str(report_path.parent), '<report dir>')}).\n"
            + _output_tail(result.output)
        )
        return Evaluation(reward=0.0, verdict=verdict, elapsed=result.elapsed)
    evaluation = verdict_from_report(report, reward_kind)
    evaluation.elapsed = result.elapsed
    return evaluation


def correctness_score(variants: list[dict]) -> float | None:
    """The sample's AS (report variants) with every measured speedup taken as 1.0: correctness alone."""
    results = [VariantResult.from_dict(v) for v in variants]
    neutral = [replace(r, speedup={**r.speedup, "e2e": 1.0}) if r.speedup.get("e2e") is not None else r
               for r in results]
    return aggregated_score(es_curve(neutral))


def verdict_from_report(report: dict, reward_kind: str = SPEEDUP) -> Evaluation:
    """A short, structured verdict: per variant status, match, speedup, max diff; ES(t); AS; reward."""
    variants = report.get("variants", [])
    samples = report.get("samples", [])
    sample = samples[0] if samples else {}
    score = sample.get("score")
    if reward_kind == CORRECTNESS:
        reward = correctness_score(variants) or 0.0
    else:
        reward = float(score) if score is not None else 0.0
    device = report.get("machine", {}).get("device", "?")
    series = report.get("options", {}).get("score_on") or SCORE_SERIES[0]
    lines = [f"Evaluation on {device}: {len(variants)} variant(s)."]
    speedups, statuses = {}, {}
    for index, v in enumerate(variants, 1):
        name = v.get("variant") or v.get("nodeid", f"variant {index}")
        speedups[name] = (v.get("speedup") or {}).get(series)
        statuses[name] = v.get("status", "?")
        lines += _variant_lines(index, len(variants), name, v)
    es = sample.get("es") or {}
    if es:
        lines.append("ES(t): " + _es_runs(es))
    lines.append("AS score: none (no variant could be scored)" if score is None
                 else f"AS score: {_num(score)} (eager PyTorch = 1.0, higher is better)")
    if reward_kind == CORRECTNESS:
        lines.append(f"Reward: {_num(reward)}, correctness only: {CPU_REWARD_NOTE}.")
    else:
        lines.append(f"Reward: {_num(reward)} (the AS score)")
    isolation = report.get("sandbox") if isinstance(report.get("sandbox"), dict) else None
    sandbox = next((v["sandbox"] for v in variants if v.get("sandbox")), (isolation or {}).get("mode"))
    return Evaluation(reward=reward, verdict="\n".join(lines), score=score, speedups=speedups,
                      statuses=statuses, sandbox=sandbox, isolation=isolation)


def _variant_lines(index: int, total: int, name: str, v: dict) -> list[str]:
    details = [f"{key} {v[key]}" for key in ("dtype", "bucket") if v.get(key) is not None]
    applied = v.get("applied") or {}
    if v.get("matched"):
        details.append("matched: " + (", ".join(f"{p} x{n}" for p, n in applied.items()) or "yes"))
    else:
        details.append("matched: no")
    speedup = v.get("speedup") or {}
    if speedup.get("e2e") is not None:
        more = "".join(f", {series} {_num(speedup[series])}" for series in ("gpu", "kernel") if speedup.get(series) is not None)
        details.append(f"speedup e2e {_num(speedup['e2e'])}{more}")
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
