"""Round 6b's samples and records: the CPU work reward's trusted derivation (agent/work.py,
agent/patterns.py, agent/evaluator.variant_share) from the side of an agent that writes pass_dir."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

from tests.sample_factory import ADD_RELU_PASS, write_sample

REPO = Path(__file__).resolve().parents[4]
PASSES = Path(__file__).parent / "passes"
SHAPE = [32, 32]
RUN_TIMEOUT_S = 1200

# forward as Dynamo exports it, plus one statement whose result no output reads (line 7): Dynamo keeps the
# matmul in its graph (num_users=0), so the child's rewriter matches it and the trusted side weighs it.
DEAD_MATMUL_MODEL = """\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0, in_1, in_2):
        tmp_0 = torch.relu(in_0 + in_1)
        tmp_1 = torch.matmul(in_1, in_2)
        tmp_2 = tmp_0 * 2
        return (tmp_2,)
"""
DEAD_LINE = 7
# The same product read by one more operation that takes only its shape and dtype (round 6b after 5b57e78b).
BLIND_CONSUMER_MODEL = DEAD_MATMUL_MODEL.replace("tmp_2 = tmp_0 * 2", "tmp_2 = tmp_0 + torch.zeros_like(tmp_1)")
SPLIT_MODEL = """\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0, in_1, in_2):
        tmp_0 = torch.relu(in_0 + in_1)
        tmp_1 = torch.matmul(tmp_0, in_2)
        return (tmp_1,)
"""
# What the add + relu pass takes over whole, written as a forward of its own
DECOY_MODEL = """\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0, in_1, in_2):
        tmp_0 = torch.relu(in_0 + in_1)
        return (tmp_0,)
"""


def variant_dir(root: Path) -> Path:
    return next((root / "graphs").rglob("model.py")).parent


def record(root: Path, sample: Path, graph: Path, lines: list[int]) -> dict:
    """A variant of report.json as the plugin writes it for a correct variant."""
    return {"nodeid": f"{sample.name}::v", "sample": str(sample.relative_to(root)),
            "variant": str(graph.relative_to(root)), "status": "correct", "parity_status": "correct",
            "replaced_lines": lines}


def dead_matmul_sample(root: Path, name: str = "dead_matmul") -> Path:
    return write_sample(root, name, model=DEAD_MATMUL_MODEL, shape=SHAPE,
                        passes={"SkipMatmul": (PASSES / "skip_matmul.py").read_text()})


def blind_consumer_sample(root: Path, name: str = "blind_consumer") -> Path:
    return write_sample(root, name, model=BLIND_CONSUMER_MODEL, shape=SHAPE,
                        passes={"SkipMatmul": (PASSES / "skip_matmul.py").read_text()})


def decoy_in_pass_dir(root: Path) -> tuple[Path, Path, Path]:
    """The add + relu sample of tests/agent/test_work_trusted.py (matmul(relu(a + b), c)), and what the agent
    can write with file_editor beside its pass: `pass_dir/decoy/` holding a variant (model.py, weight_meta.py)
    that add + relu takes over whole, and a graph_list.txt naming it (a sample of its own)."""
    sample = write_sample(root, "s", model=SPLIT_MODEL, shape=SHAPE, passes={"AddRelu": ADD_RELU_PASS})
    graph = variant_dir(root)
    decoy = sample / "pass_dir" / "decoy"
    decoy.mkdir()
    (decoy / "model.py").write_text(DECOY_MODEL)
    shutil.copy(graph / "weight_meta.py", decoy / "weight_meta.py")
    (decoy / "graph_list.txt").write_text(f"{decoy.relative_to(root)}\n")
    return sample, graph, decoy


def plugin_run(root: Path) -> dict:
    """The real plugin on `root/samples`, as the agent's evaluator runs it (allow-list on, default sandbox)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTEST_XDIST", "PYTEST_ADDOPTS"))}
    env |= {"TRITON_INTERPRET": "1", "PYTHONPATH": str(REPO), "GRAPH_NET_FLUCTUATION_DETECT_THRESHOLD": "1000"}
    command = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-q", "--noconftest",
               "--passnet-samples", "samples", "--passnet-root", ".", "--passnet-out", "out",
               "--passnet-device", "cpu", "--passnet-warmup", "1", "--passnet-trials", "2"]
    done = subprocess.run(command, cwd=root, env=env, capture_output=True, text=True, timeout=RUN_TIMEOUT_S)
    report = root / "out" / "report.json"
    assert report.is_file(), done.stdout[-3000:] + done.stderr[-3000:]
    return json.loads(report.read_text())
