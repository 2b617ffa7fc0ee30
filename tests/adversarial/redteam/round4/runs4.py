"""Round 4's plugin runs: the real plugin in a subprocess (as the user the suite runs as, the default
sandbox: bubblewrap where it is installed), on samples of ``attacks4`` with the allow-list **on**
(every attack run here is within it), then what a reader of the run gets: the terminal output,
``--passnet-md``'s file, ``report.json``, the agent's CPU reward read from it, and
``passnet-report show`` on it. A record is plain JSON (shared between xdist workers)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from agent.evaluator import WORK, verdict_from_report
from agent.trajectory import JsonlWriter
from tests.adversarial.redteam.round4 import attacks4

REPO = Path(__file__).resolve().parents[4]
TRIALS = "2"
RUN_TIMEOUT_S = 900


def _plugin(root: Path, *options: str) -> dict:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTEST_XDIST", "PYTEST_ADDOPTS"))}
    if "cuda" not in options:  # the CPU runs' kernels run in Triton's interpreter, the GPU run's compiled
        env["TRITON_INTERPRET"] = "1"
    env["PYTHONPATH"] = str(REPO)
    command = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "--passnet-samples", "samples",
               "--passnet-root", ".", "--passnet-out", "out", "--passnet-md", "summary.md", *(options or ("--passnet-trials", TRIALS))]
    started = time.monotonic()
    done = subprocess.run(command, cwd=root, env=env, capture_output=True, text=True, timeout=RUN_TIMEOUT_S,
                          errors="replace")
    report_path = root / "out" / "report.json"
    shown = subprocess.run([sys.executable, "-c", "from pytest_passnet.cli import main; raise SystemExit(main())",
                            "show", str(report_path)], cwd=root, env=env, capture_output=True, text=True,
                           timeout=300, errors="replace") if report_path.is_file() else None
    md = root / "summary.md"
    return {
        "returncode": done.returncode,
        "seconds": round(time.monotonic() - started, 1),
        "stdout": done.stdout[-20000:],
        "stderr": done.stderr[-5000:],
        "markdown": md.read_text(errors="replace") if md.is_file() else None,
        "report": json.loads(report_path.read_text()) if report_path.is_file() else None,
        "show": None if shown is None else {"returncode": shown.returncode, "stderr": shown.stderr[-3000:]},
    }


def notes_run() -> dict:
    """dropped_note (hide + forge) and statement_credit in one run; the credit variant's work reward."""
    with tempfile.TemporaryDirectory(prefix="passnet-r4-") as folder:
        root = Path(folder)
        attacks4.dropped_sample(root, "dropped_note", [attacks4.HIDE, attacks4.FORGE])
        attacks4.credit_sample(root, "credit")
        split = attacks4.credit_sample(root, "credit_split", attacks4.CREDIT_SPLIT_MODEL)
        record = _plugin(root)
        report = record["report"]
        if report:
            credit = {**report, "variants": [v for v in report["variants"] if v["sample"].endswith("/credit")],
                      "samples": [s for s in report["samples"] if s["path"].endswith("/credit")]}
            evaluation = verdict_from_report(credit, WORK, root)
            split_variant = [v for v in report["variants"] if v["sample"].endswith("/credit_split")]
            honest = verdict_from_report({**report, "variants": split_variant}, WORK, root)
            record["credit"] = {"reward": evaluation.reward, "verdict": evaluation.verdict,
                                "split_reward": honest.reward, "split_sample": str(split)}
        return record


def surrogate_run() -> dict:
    """surrogate_note (a pass file named with a byte that is not UTF-8) and raise_surrogate (a wrapper
    whose exception message holds a lone surrogate); the agent's verdict of the report recorded as its
    trajectory writer records an observation."""
    with tempfile.TemporaryDirectory(prefix="passnet-r4-") as folder:
        root = Path(folder)
        attacks4.dropped_sample(root, "surrogate_note", [attacks4.SURROGATE])
        attacks4.raising_sample(root, "raise_surrogate")
        record = _plugin(root)
        if record["report"]:
            verdict = verdict_from_report(record["report"]).verdict
            try:
                JsonlWriter(root / "trajectory.jsonl").append({"observation": verdict})
                record["trajectory"] = "written"
            except UnicodeError as exc:
                record["trajectory"] = f"{type(exc).__name__}: {exc}"
        return record


GPU_SHAPE = [2048, 2048]  # 16 MiB per operand: a Triton matmul of ~0.3-1 ms on an H200


def gpu_run() -> dict:
    """CUDA only: kernel_series_reuse and its control honest_matmul (the plugin's CUDA counts: 25
    warm-up calls, 100 trials)."""
    with tempfile.TemporaryDirectory(prefix="passnet-r4-") as folder:
        root = Path(folder)
        attacks4.matmul_sample(root, "kernel_series_reuse", "kernel_series_reuse", GPU_SHAPE)
        attacks4.matmul_sample(root, "honest_matmul", "honest_matmul", GPU_SHAPE)
        return _plugin(root, "--passnet-device", "cuda")


RUNS = {"notes": notes_run, "surrogate": surrogate_run, "gpu": gpu_run}
