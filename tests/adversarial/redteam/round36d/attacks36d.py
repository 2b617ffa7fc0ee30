"""Round 36d's premises: after the verdicts (the run directory, ``--passnet-resume``, merge, the comparison gate, the
agent's evaluation of a task copy). Every helper drives the product's own code: real plugin runs (``eager``, the
cheapest compiler: these attacks are about the files after the verdict, not the verdict), ``runfiles.RunDir``,
``merge.merge``, ``compare.compare``, ``agent.evaluator.pytest_command``."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from pytest_passnet.report import build_report
from pytest_passnet.result import Status, VariantResult
from tests.adversarial.samples import QUIET_TIMING, RELU_MODEL
from tests.sample_factory import write_variant

REPO = Path(__file__).resolve().parents[4]
VARIANT = "graphs/float32/relu"
BROKEN_RELU = RELU_MODEL.replace("return", "raise RuntimeError('this model.py is not the one measured'); return", 1)


# -- RESUME_NARROWED ------------------------------------------------------------------------------------------------------


def relu_sample(base: Path, name: str) -> Path:
    """A one-variant relu sample (the model ``tests.adversarial.samples`` times everywhere)."""
    sample = base / name
    write_variant(sample / VARIANT, RELU_MODEL, {"in_0": ([4, 300], "float32")})
    (sample / "graph_list.txt").write_text(VARIANT + "\n")
    return sample


def plugin_run(base: Path, out: Path, samples: list[Path], *extra: str) -> subprocess.CompletedProcess:
    """The plugin on ``samples`` (eager, 1 warm-up + 2 trials), the root and rootdir ``base``."""
    command = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-q", "--rootdir", str(base),
               "--passnet-root", str(base), "--passnet-compiler", "eager", "--passnet-warmup", "1",
               "--passnet-trials", "2", "--passnet-out", str(out), "--passnet-samples", *map(str, samples), *extra]
    return subprocess.run(command, cwd=base, capture_output=True, text=True, timeout=300,
                          env={**os.environ, **QUIET_TIMING})


def narrowed_resume(base: Path) -> dict:
    """Samples a and b run together; a's model.py then changes (it raises now); the run is resumed with b alone
    selected (refused since session 29), then force-resumed with b alone, its report and a merge of its folder read;
    then resumed again with both selected (the control). Returns what each step left."""
    a, b = relu_sample(base, "a"), relu_sample(base, "b")
    out = base / "out"
    first = plugin_run(base, out, [a, b])
    (a / VARIANT / "model.py").write_text(BROKEN_RELU)
    narrowed = plugin_run(base, out, [b], "--passnet-resume")
    stale = [v for v in json.loads((out / "report.json").read_text())["variants"] if v["sample"] == "a"]
    forced = plugin_run(base, out, [b], "--passnet-force-resume")
    report = json.loads((out / "report.json").read_text())
    from pytest_passnet.leaderboard import columns
    from pytest_passnet.merge import merge
    from pytest_passnet.report import read_report
    from pytest_passnet.runfiles import measured_on
    from pytest_passnet.sample import load_sample

    merged = merge([out], base / "merged")
    board = columns(read_report(out / "report.json").variants, "e2e")
    record = {
        "first_rc": first.returncode, "narrowed_rc": narrowed.returncode, "narrowed_refusal": narrowed.stderr[-600:],
        "forced_rc": forced.returncode,
        "narrowed_variants": {v["sample"]: v["status"] for v in report["variants"]},
        "narrowed_samples": [s["path"] for s in report["samples"]],
        "narrowed_notes": report["notes"],
        "stale_digest": stale[0]["protocol"]["files"] if stale else None,
        "digest_now": measured_on(load_sample(a, base).variants[0]),
        "merged_statuses": {v.sample: v.status.value for v in merged.variants},
        "merged_scores": {s.path: s.score for s in merged.samples},
        "leaderboard_subgraphs": board.subgraphs, "leaderboard_correct": board.correct,
    }
    control = plugin_run(base, out, [a, b], "--passnet-resume")
    report = json.loads((out / "report.json").read_text())
    record.update(control_rc=control.returncode,
                  control_statuses={v["sample"]: v["status"] for v in report["variants"]},
                  control_note=report["notes"][-1] if report["notes"] else "")
    return record


# -- SELF_WIDENED_BAND ----------------------------------------------------------------------------------------------------


def timed_result(sample: str, speedup: float, compiled_spread: float, eager_spread: float = 0.02) -> VariantResult:
    """A `correct` CUDA variant as the plugin records it: medians and IQRs of each side's e2e series (ms)."""
    eager_ms = 1.0
    compiled_ms = eager_ms / speedup
    return VariantResult(
        nodeid=f"{sample}::float32", sample=sample, variant=VARIANT, dtype="float32", status=Status.CORRECT,
        matched=True, speedup={"e2e": speedup, "gpu": speedup},
        timing={"eager": {"e2e": {"median": eager_ms, "iqr": eager_ms * eager_spread}},
                "compiled": {"e2e": {"median": compiled_ms, "iqr": compiled_ms * compiled_spread}}},
        correctness={"correct_at": {str(t): True for t in range(-10, 5)}},
        device="cuda", machine={"device": "cuda", "gpu": "NVIDIA H100 80GB HBM3"},
    )


def run_report(*results: VariantResult):
    return build_report(list(results), [r.sample for r in results], {"device": "cuda"}, partial=False)


# -- WORKSPACE_FILES ------------------------------------------------------------------------------------------------------

PLANTED = {
    "pass_dir/test_planted.py": "import pathlib\npathlib.Path({marker!r}).write_text('test module')\n"
                                "def test_planted():\n    pass\n",
    "pass_dir/conftest.py": "import pathlib\npathlib.Path({marker!r}).write_text('conftest')\n",
    "pass_dir/pytest.ini": "[pytest]\naddopts = -p pass_dir.plugin --passnet-out {marker}\n",
    "pass_dir/plugin.py": "import pathlib\npathlib.Path({marker!r}).write_text('plugin')\n",
}


def collect_planted_workspace(base: Path) -> tuple[subprocess.CompletedProcess, Path]:
    """The agent's add + relu task copy (``agent.tasks.prepare_workspace``) with ``PLANTED`` in its pass_dir, collected
    by the evaluation's own pytest command (``agent.evaluator.pytest_command``, the local runtime's environment) with
    ``--collect-only``. Returns the run and the marker path anything planted would have written."""
    from agent.evaluator import EvalSettings, pytest_command
    from agent.runtimes.local import evaluation_environment
    from agent.tasks import load_tasks, prepare_workspace

    fixtures = REPO / "tests" / "agent" / "fixtures"
    task = load_tasks(fixtures / "add_relu_samples.txt", root=fixtures)[0]
    workspace = prepare_workspace(task, base / "task")
    marker = base / "planted-ran"
    for name, text in PLANTED.items():
        (workspace / name).write_text(text.format(marker=str(marker)))
    argv = pytest_command(sys.executable, str(workspace), str(base / "report"), EvalSettings()) + ["--collect-only"]
    env = {**evaluation_environment(os.environ), "PYTHONSAFEPATH": "1", "TRITON_INTERPRET": "1"}
    run = subprocess.run(argv, cwd=workspace, env=env, capture_output=True, text=True, timeout=120)
    return run, marker
