"""The `pass_evaluator` tool: run pytest-passnet on the task copy and turn its JSON report into a verdict.

The report goes to a fresh directory outside the task copy, which the evaluated pass code does
not see as part of its task; the reward is read from there and nowhere else.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from pytest_passnet.options import SCORE_SERIES
from pytest_passnet.result import Parity, Status, VariantResult
from pytest_passnet.runfiles import ReportError, load_report
from pytest_passnet.sample import read_graph_list
from pytest_passnet.sandbox.policy import BWRAP
from pytest_passnet import tolerance

from agent.runtimes.base import CommandResult, Runtime, RuntimeOutage

if TYPE_CHECKING:
    from agent.patterns import Patterns

REPORT_FILE = "report.json"
HARNESS_ENV = ("GRAPH_NET_FLUCTUATION_DETECT_THRESHOLD",)
SPEEDUP, WORK = "speedup", "work"  # what a reward measures
WRITTEN_BY_THE_AGENT = "pass_dir"  # the only part of a reward evaluation's fresh task copy the agent wrote


def cpu_reward_note() -> str:
    """The work reward in words, for the model and the run's output."""
    return ("on CPU, Triton runs in its interpreter and timings say nothing about GPU speed, so the reward measures "
            "the work your passes take over: the mean over the variants of correct x share, where correct is 1 for "
            f"a variant whose status is `correct` (every output allclose at tolerance level "
            f"t={tolerance.BASELINE_LEVEL}) and 0 otherwise, and share is the fraction of the variant's compute on "
            "the model.py lines your replacements took over whole (compute: composite ops decomposed as "
            "Inductor does, one unit per element a pointwise op writes or a reduction reads, a matmul's FLOPs; "
            "views and no-op casts weigh nothing). A line counts only where one of your patterns, read as plain "
            "torch calls, matches every operation on it. Replacing one multiply of a chain earns that multiply's "
            "share; fusing the whole chain correctly earns 1.0")

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
        return SPEEDUP if self.device.startswith("cuda") else WORK


@dataclass
class Evaluation:
    """One evaluator run: the reward, the sample's AS as reported, and what the model reads."""

    reward: float  # CUDA: the sample's AS; CPU: the work reward (work_reward); 0.0 without a report
    verdict: str
    score: float | None = None  # the sample's AS exactly as the report has it
    speedups: dict[str, float | None] = field(default_factory=dict)  # variant -> speedup of the scored series
    statuses: dict[str, str] = field(default_factory=dict)  # variant -> status
    shares: dict[str, float] = field(default_factory=dict)  # CPU: variant -> share of its work taken over
    timed_out: bool = False
    elapsed: float = 0.0
    reported: bool = False  # a report was read
    sandbox: str | None = None  # how the plugin isolated the pass code, as its report says
    isolation: dict | None = None  # the report's `sandbox` block: mode, mechanisms enforced, notes, warning

    @property
    def distrust(self) -> str | None:
        """Why pass code may have written this report itself (docs/trust.md), from the report's sandbox
        record; None when it ran in bubblewrap with no warning."""
        if self.isolation is None:
            return "the report has no sandbox record"
        mode = self.isolation.get("mode")
        if mode != BWRAP:
            return f"pass code ran in a {mode!r} sandbox"
        if self.isolation.get("warning"):
            return f"the sandbox warned: {self.isolation['warning']}"
        return None

    @property
    def trusted(self) -> bool:
        return self.distrust is None


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
        return judge(result, report_dir / REPORT_FILE, limit, self.settings.reward_kind, workspace)


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
        if self.require_isolation and evaluation.reported and not evaluation.trusted:
            raise IsolationRefused(
                f"--require-isolation: {evaluation.distrust}, so pass code could have written its report "
                f"({report_dir}; docs/trust.md), which gives no reward; run evaluations where bubblewrap (bwrap) "
                "isolates pass code without a warning")
        return evaluation


def judge(result: CommandResult, report_path: Path, timeout: float, reward_kind: str = SPEEDUP,
          workspace: Path | None = None) -> Evaluation:
    """Build the evaluation from a finished command and the report it should have written; `workspace`:
    the task copy evaluated, whose model.py files weigh the work reward."""
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
    evaluation = verdict_from_report(report, reward_kind, workspace)
    evaluation.elapsed = result.elapsed
    return evaluation


@dataclass
class Share:
    """The share of one variant's work its passes took over, and what the verdict says about it."""

    value: float
    lines: list[int]  # the claimed lines credited: those the trusted side confirmed
    note: str | None = None  # a refused claim, claimed lines not confirmed, or why nothing could be checked


def variant_share(variant: dict, workspace: Path, patterns: Callable[[Path], Patterns]) -> Share:
    """The share of the variant's work (agent.work, from the task copy's model.py) on the lines the sandboxed
    child says its replacements took over, counting only the lines the sample's own patterns take over on
    the trusted side (agent.patterns, `patterns(sample_dir)`); a claim naming a line with no statement is
    refused."""
    from agent.patterns import confirmed_lines
    from agent.work import variant_work

    lines = variant.get("replaced_lines") or []
    if not isinstance(lines, list) or not all(type(n) is int for n in lines):
        return Share(0.0, [], "the report's replaced_lines are not line numbers: the claim is refused")
    root = Path(workspace).resolve()
    graph_dir = (root / str(variant.get("variant") or "")).resolve()
    sample_dir = (root / str(variant.get("sample") or ".")).resolve()
    for key, path in (("variant", graph_dir), ("sample", sample_dir)):
        if not path.is_relative_to(root):
            return Share(0.0, [], f"the {key} {variant.get(key)!r} lies outside the task copy")
        if WRITTEN_BY_THE_AGENT in path.relative_to(root).parts:
            return Share(0.0, [], f"the {key} {variant.get(key)!r} lies in {WRITTEN_BY_THE_AGENT}/, which the pass writes")
    try:
        listed = variant.get("variant") in read_graph_list(sample_dir)
    except OSError:
        listed = False
    if not listed:
        return Share(0.0, [], f"the variant {variant.get('variant')!r} is not one the sample's graph_list.txt names")
    work = variant_work(graph_dir)
    if work.error:
        return Share(0.0, [], f"model.py cannot be evaluated as data here ({work.error}), so no claim on it can be "
                              "checked: nothing is credited")
    _, refused = work.share(lines)
    if refused:
        return Share(0.0, [], refused)
    read = patterns(sample_dir)
    confirmed = sorted(set(lines) & confirmed_lines(work, read))
    value, _ = work.share(confirmed)
    unconfirmed = sorted(set(lines) - set(confirmed))
    note = None
    if unconfirmed:
        note = "; ".join([
            f"model.py line(s) {_line_runs(unconfirmed)} reported as taken over, but no pattern of the sample "
            "matches every operation on them when the evaluator checks (patterns and model.py read as plain torch "
            "calls, matched as the plugin matches): not credited", *read.problems])
    return Share(value, confirmed, note)


def credited_as_correct(variant: dict) -> bool:
    """Whether the work reward counts a variant as correct: its status is `correct`, or it is `accuracy` only
    because fresh draws crossed a step in a few elements (`fresh_steps`: the plugin lowered the level the
    score credits it from) while its judged call is allclose at the baseline. Such a draw passed every check
    of what the timed trials committed (a stand-in convicts), and which run of an honest pass draws one is
    chance: at 0.0 the same pass would earn its share on one run and nothing on the next (red team round 19d)."""
    if variant.get("status") == Status.CORRECT.value:
        return True
    correctness = variant.get("correctness") or {}
    judged = correctness.get("judged_correct_at") or {}
    return (variant.get("status") == Status.ACCURACY.value and bool(correctness.get("fresh_steps"))
            and judged.get(str(tolerance.BASELINE_LEVEL)) is True)


def work_reward(variants: list[dict], workspace: Path) -> tuple[float, dict[str, Share]]:
    """The CPU reward: the mean, over the variants that count for the score, of correct x share, where a
    variant is correct when its status is `correct` (allclose at tolerance.BASELINE_LEVEL, on any device) or
    its judged call is and fresh draws only lowered its credit (`credited_as_correct`), and share is
    `variant_share`. Each variant's share comes with it."""
    from agent.patterns import read_patterns

    shares: dict[str, Share] = {}
    correct, counted = 0.0, 0
    patterns = cache(read_patterns)  # once per sample in this report
    for index, v in enumerate(variants, 1):
        share = shares[_name(index, v)] = variant_share(v, workspace, patterns)
        if VariantResult.from_dict(v).parity_status is not Parity.ABSENT:
            counted += 1
            correct += share.value if credited_as_correct(v) else 0.0
    return (correct / counted if counted else 0.0), shares


def verdict_from_report(report: dict, reward_kind: str = SPEEDUP, workspace: Path | None = None) -> Evaluation:
    """A short, structured verdict: per variant status, match, speedup, max diff (and on CPU the share of
    the work taken over); ES(t); AS; reward. The work reward needs the evaluated task copy, `workspace`."""
    variants = report.get("variants", [])
    samples = report.get("samples", [])
    sample = samples[0] if samples else {}
    score = sample.get("score")
    shares: dict[str, Share] = {}
    if reward_kind == WORK:
        if workspace is None:
            raise ValueError("the work reward is weighed on the evaluated task copy: pass its workspace")
        reward, shares = work_reward(variants, workspace)
    else:
        reward = float(score) if score is not None else 0.0
    device = report.get("machine", {}).get("device", "?")
    series = report.get("options", {}).get("score_on") or SCORE_SERIES[0]
    lines = [f"Evaluation on {device}: {len(variants)} variant(s)."]
    speedups, statuses = {}, {}
    for index, v in enumerate(variants, 1):
        name = _name(index, v)
        speedups[name] = (v.get("speedup") or {}).get(series)
        statuses[name] = v.get("status", "?")
        lines += _variant_lines(index, len(variants), name, v, shares.get(name))
    es = sample.get("es") or {}
    if es:
        lines.append("ES(t): " + _es_runs(es))
    lines.append("AS score: none (no variant could be scored)" if score is None
                 else f"AS score: {_num(score)} (eager PyTorch = 1.0, higher is better)")
    if reward_kind == WORK:
        lines.append(f"Reward: {_num(reward)}: the mean over the variants of correct (status correct) x the share "
                     "of the work taken over (the system prompt says how it is weighed)")
    else:
        lines.append(f"Reward: {_num(reward)} (the AS score)")
    isolation = report.get("sandbox") if isinstance(report.get("sandbox"), dict) else None
    sandbox = (isolation or {}).get("mode") or next((v["sandbox"] for v in variants if v.get("sandbox")), None)
    return Evaluation(reward=reward, verdict="\n".join(lines), score=score, speedups=speedups, statuses=statuses,
                      shares={name: share.value for name, share in shares.items()}, reported=True,
                      sandbox=sandbox, isolation=isolation)


def _name(index: int, v: dict) -> str:
    return v.get("variant") or v.get("nodeid", f"variant {index}")


def _variant_lines(index: int, total: int, name: str, v: dict, share: Share | None = None) -> list[str]:
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
    if share is not None:
        taken = f" (model.py lines {_line_runs(share.lines)})" if share.lines else ""
        details.append(f"work taken over {share.value:.3f}{taken}")
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
    if share is not None and share.note:
        lines.append(f"    work: {share.note}")
    return lines


def _line_runs(lines: list[int]) -> str:
    """`7, 8, 9, 12` -> `7-9, 12`."""
    runs: list[list[int]] = []
    for line in sorted(lines):
        if runs and line == runs[-1][1] + 1:
            runs[-1][1] = line
        else:
            runs.append([line, line])
    return ", ".join(str(a) if a == b else f"{a}-{b}" for a, b in runs)


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
