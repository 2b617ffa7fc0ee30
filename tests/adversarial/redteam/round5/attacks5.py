"""Round 5's samples, the mechanisms checked without a plugin run, and the plugin run itself.

Samples are real v2-layout samples (``tests.sample_factory.write_sample``) with pass files from
``passes/``. ``constant_input``'s variant is written like GraphNet's int64 sole-op graphs (gpt2,
whisper, mistral_small): a ``weight_meta.py`` whose int64 input has neither range nor std.
"""

from __future__ import annotations

import os
import secrets
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from pytest_passnet.materialize import FreshFill, degenerate_inputs
from pytest_passnet.sample import read_weight_meta
from pytest_passnet.sandbox import process
from tests.adversarial.redteam import records
from tests.sample_factory import weight_meta, write_sample

PASSES = Path(__file__).parent / "passes"
REPO = Path(__file__).resolve().parents[4]
SHAPE = [256, 1024]  # 1 MiB of float32, as rounds 1-3
HEAVY_WEIGHT = [1024, 1024]

MINUS_ONE_MODEL = """\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0):
        tmp_0 = in_0 - 1;  in_0 = None
        return (tmp_0,)
"""
# GraphNet's own text for gpt2_start9_end10_9's input, at a size a kernel launch is worth.
NO_RANGE_INT_META = """\
class Program_weight_tensor_meta_getitem:
\tname = "in_0"
\toriginal_name = "getitem"
\tshape = [64, 256]
\tdtype = "torch.int64"
\tdevice = "cpu"
\tmean = None
\tstd = None
"""
HEAVY_MODEL = """\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0, in_1):
        tmp_0 = torch.relu(in_0)
        tmp_1 = torch.matmul(tmp_0, in_1)
        return (tmp_1,)
"""
# A shipped variant whose only input fills alike for every seed (tmp_0 = in_0 - 1, int64 [1, 1]).
SHIPPED_FIXED_VARIANT = REPO / ("graphs/passnet_subgraphs/sole_op_subgraphs/float16/samples/transformers-auto-model/"
                                "gpt2/_decomposed/gpt2_start9_end10_9")


def _variant_dir(sample: Path) -> Path:
    (line,) = (sample / "graph_list.txt").read_text().split()
    return sample.parents[2] / line


def constant_input_sample(root: Path, name: str = "constant_input") -> Path:
    sample = write_sample(root, name, model=MINUS_ONE_MODEL, dtypes=("int64",), shape=[64, 256],
                          passes={"MinusOne": (PASSES / "constant_input.py").read_text()})
    (_variant_dir(sample) / "weight_meta.py").write_text(NO_RANGE_INT_META)
    return sample


def relu_sample(root: Path, name: str, pass_file: str) -> Path:
    """The heavy model (relu, then a matmul eager takes tens of ms over) with a relu pass and the
    modules it imports."""
    sample = write_sample(root, name, model=HEAVY_MODEL, shape=SHAPE,
                          passes={"Relu": (PASSES / f"{pass_file}.py").read_text()})
    (_variant_dir(sample) / "weight_meta.py").write_text(
        weight_meta({"in_0": (SHAPE, "float32"), "in_1": (HEAVY_WEIGHT, "float32")}))
    for module in ("relu_kernel.py", "sleepers.py"):
        shutil.copy(PASSES / module, sample / "pass_dir" / module)
    return sample


# -- fixed inputs, without a plugin run ------------------------------------------------------


def fills_for_two_seeds(variant: Path) -> tuple[dict, dict, list[str]]:
    """The inputs ``FreshFill`` (what both children do before each timed trial, and what the fresh-input
    re-check draws) makes from two secret seeds, and ``degenerate_inputs``'s flagged names."""
    import torch

    metas = read_weight_meta(variant / "weight_meta.py")
    fills = []
    for _ in range(2):
        inputs = {m.name: torch.empty(m.shape, dtype=getattr(torch, m.dtype.split(".")[-1])) for m in metas}
        FreshFill(metas, inputs)(secrets.randbits(63))
        fills.append(inputs)
    return fills[0], fills[1], degenerate_inputs(metas)


# -- the stop watch's cost, without a plugin run ----------------------------------------------

def watch_cpu_share(processes: int, seconds: float = 1.5) -> float:
    """The share of a CPU the trusted side's stop watch (``process._Watch``, as ``others_stopped``
    runs it while the other side is timed) uses in this process over ``seconds``, watching
    ``processes`` stopped sleepers of a helper (the pass's child's processes)."""
    helper = subprocess.Popen([sys.executable, str(PASSES / "sleepers.py"), str(processes)], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True)
    pids: list[int] = []
    try:
        pids = [int(p) for p in helper.stdout.readline().split()]
        assert len(pids) == processes, f"{len(pids)} sleepers of {processes}"
        for pid in pids:
            os.kill(pid, signal.SIGSTOP)
        before = os.times()
        watch = process._Watch({"pass child": pids})
        time.sleep(seconds)
        ran = watch.finish(lambda child: False)
        after = os.times()
        assert not ran, ran  # nothing of the pass ran: only the trusted side did
        return ((after.user + after.system) - (before.user + before.system)) / seconds
    finally:
        for pid in pids:  # the sleepers are not the helper's to end: they outlive it
            os.kill(pid, signal.SIGKILL)
        helper.kill()
        helper.wait()


# -- the plugin run -----------------------------------------------------------------------------

# Round 1's switch (``harness.ALLOW_LIST_OFF``): watch_tax imports ctypes, which the allow-list
# refuses; it stands for a pass that escaped it (docs/trust.md section 7). constant_input is within
# the allow-list (``test_round5.py`` checks it), so switching it off changes nothing for it.
ALLOW_LIST = "def sample_static_findings("
ALLOW_LIST_OFF = '''


def sample_static_findings(sample_dir):  # the red team's run: the allow-list switched off
    return []
'''
RUN_ORDER = ("control_before", "watch_tax", "control_after", "constant_input")


def _package_without_allow_list(folder: Path) -> tuple[Path, str]:
    """The committed package (others' uncommitted work in the tree may not run), its allow-list off;
    and the commit."""
    package = folder / "package"
    package.mkdir()
    commit = subprocess.run(["git", "rev-parse", "HEAD"], cwd=REPO, capture_output=True, text=True, check=True).stdout.strip()
    archive = subprocess.run(["git", "archive", commit, "pytest_passnet"], cwd=REPO, capture_output=True, check=True).stdout
    subprocess.run(["tar", "-x", "-C", str(package)], input=archive, check=True)
    guard = package / "pytest_passnet" / "guard.py"
    assert ALLOW_LIST in guard.read_text(), "the allow-list moved: update round 5's switch"
    with open(guard, "a") as stream:
        stream.write(ALLOW_LIST_OFF)
    return package, commit


def run() -> dict:
    """One plugin run (default sandbox, 5 trials) over the controls, watch_tax and constant_input, in
    ``RUN_ORDER``: its report's variants by sample, its exit code, duration and output tail."""
    with tempfile.TemporaryDirectory(prefix="passnet-r5-") as folder:
        root = Path(folder)
        package, commit = _package_without_allow_list(root)
        relu_sample(root, "control_before", "honest_relu")
        relu_sample(root, "watch_tax", "watch_tax")
        relu_sample(root, "control_after", "honest_relu")
        constant_input_sample(root)
        return records.plugin_run(root, package, commit, RUN_ORDER, trials=5)
