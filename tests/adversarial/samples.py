"""Tiny samples for the adversarial suite and the rewrite tests: one sample per pass file in
``passes/``, with the helper modules it imports (``pass_dir.kernels`` always) next to it, and
the model its pattern is written for.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import torch

from tests.sample_factory import ADD_RELU_MODEL, write_variant

DEVICE = "cuda" if torch.cuda.is_available() else "cpu"
if DEVICE == "cpu":
    os.environ.setdefault("TRITON_INTERPRET", "1")  # before any pass module defines its kernels
# Two timed trials are too few for PassBench's fluctuation guard; these tests are about verdicts.
QUIET_TIMING = {"GRAPH_NET_FLUCTUATION_DETECT_THRESHOLD": "1000"}

PASSES = Path(__file__).parent / "passes"
SHAPE = [4, 300]

RELU_MODEL = """\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0):
        tmp_0 = torch.relu(in_0)
        return (tmp_0,)
"""

CAST_MODEL = """\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0):
        tmp_0 = in_0.to(torch.float16)
        tmp_1 = tmp_0 * 2
        return (tmp_1,)
"""

MODELS = {"add_relu": (ADD_RELU_MODEL, ("in_0", "in_1")), "relu": (RELU_MODEL, ("in_0",)),
          "cast": (CAST_MODEL, ("in_0",))}


def build_sample(root: Path, pass_name: str, model: str) -> Path:
    """``root/<pass_name>/``: a sample with one float32 variant and ``pass_dir/<pass_name>.py``."""
    source, inputs = MODELS[model]
    sample = root / pass_name
    rel = f"graphs/float32/{pass_name}"
    write_variant(sample / rel, source, {name: (SHAPE, "float32") for name in inputs})
    (sample / "graph_list.txt").write_text(rel + "\n")
    pass_dir = sample / "pass_dir"
    pass_dir.mkdir()
    source = (PASSES / f"{pass_name}.py").read_text()
    shutil.copy(PASSES / f"{pass_name}.py", pass_dir)
    for helper in {"kernels", *re.findall(r"from pass_dir\.(\w+) import", source)}:
        shutil.copy(PASSES / f"{helper}.py", pass_dir)
    (pass_dir / "sorted_output_pass_rule_names.json").write_text(json.dumps([pass_name]))
    return sample


def run_plugin(samples: list[Path], out: Path, *extra: str) -> tuple[dict[str, dict], str]:
    """One run of the real plugin over ``samples`` (a subprocess, like ``pytester.runpytest_subprocess``,
    but once for the whole suite): the report's variants keyed by sample directory name, and stdout."""
    command = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-q", "--rootdir", str(out.parent),
               "--passnet-samples", *map(str, samples), "--passnet-warmup", "1", "--passnet-trials", "2",
               "--passnet-out", str(out), "--passnet-device", DEVICE, *extra]
    completed = subprocess.run(command, cwd=out.parent, capture_output=True, text=True, timeout=600,
                               env={**os.environ, **QUIET_TIMING})
    report = out / "report.json"
    assert report.is_file(), completed.stdout[-3000:] + completed.stderr[-3000:]
    variants = json.loads(report.read_text())["variants"]
    return {Path(v["sample"]).name: v for v in variants}, completed.stdout


def run_in_sandbox(sample_dir: Path, guard_mode: str, compiler: str = "pass_mgr"):
    """The real per-variant pipeline (trusted side plus a sandboxed child) without pytest around it."""
    from unittest import mock

    from pytest_passnet.device_lock import DeviceLock, lock_folder
    from pytest_passnet.options import Options
    from pytest_passnet.pipeline import Run, run_variant
    from pytest_passnet.prefetch import Prefetch
    from pytest_passnet.result import VariantResult
    from pytest_passnet.sample import load_sample
    from pytest_passnet.sandbox.process import Sandboxes

    sample = load_sample(sample_dir, sample_dir)
    variant = sample.variants[0]
    result = VariantResult(nodeid=variant.listed_as, sample=sample_dir.name, variant=variant.listed_as)
    options = Options(paths=(str(sample_dir),), compiler=compiler, device=DEVICE, warmup=1, trials=2, guard=guard_mode)
    with mock.patch.dict(os.environ, QUIET_TIMING):
        sandboxes = Sandboxes(dict(os.environ), DEVICE)
        device_lock = DeviceLock(DEVICE, options.timeout, lock_folder(DEVICE, sample_dir.parent))
        prefetch = Prefetch(options.device, options.replay, device_lock.wait_while_timed)
        try:
            return run_variant(Run(variant, result, options, sandboxes, device_lock, prefetch))
        finally:
            prefetch.close()
            sandboxes.close()
            device_lock.close()
