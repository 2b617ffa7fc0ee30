"""Round 9b's samples, the wrapper-code escapes the allow-list refuses, and the plugin run.

Every pass here is within the trusted allow-list (``test_round9b.py`` checks it) but
``replacement_is_pattern``'s, which the allow-list accepts by mistake: the run uses the committed
package as it is, allow-list on."""

from __future__ import annotations

import subprocess
import tempfile
from pathlib import Path

from tests.adversarial.redteam import records
from tests.adversarial.redteam.round5 import attacks5
from tests.sample_factory import ADD_RELU_MODEL, write_sample

PASSES = Path(__file__).parent / "passes"
REPO = attacks5.REPO
SHAPE = [256, 1024]

RELU_TRANSPOSE_MODEL = """\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0):
        tmp_0 = torch.relu(in_0)
        tmp_1 = tmp_0.t()
        tmp_2 = tmp_1.contiguous();  tmp_1 = None
        return (tmp_0, tmp_2)
"""
# Round 5's in_0 - 1 on an int64 [1, 1] input without a range, but with GraphNet's mean and std
# written as numbers: std 2 draws randn * 0.4, which truncates to 0 in 98.8 % of fills.
NEAR_FIXED_META = """\
class Program_weight_tensor_meta_getitem:
\tname = "in_0"
\toriginal_name = "getitem"
\tshape = [1, 1]
\tdtype = "torch.int64"
\tdevice = "cpu"
\tmean = 0.000
\tstd = 2.000
"""


def shared_output_sample(root: Path, name: str, pass_file: str) -> Path:
    return write_sample(root, name, model=RELU_TRANSPOSE_MODEL, shape=SHAPE,
                        passes={"ReluTranspose": (PASSES / f"{pass_file}.py").read_text()})


def near_fixed_sample(root: Path, name: str, honest: bool) -> Path:
    """Round 5's constant kernel (stores -1, never reads the input), or its honest twin."""
    text = (attacks5.PASSES / "constant_input.py").read_text()
    if honest:
        text = text.replace("tl.store(out_ptr + offsets, tl.full([BLOCK], -1, tl.int64), mask=offsets < n)",
                            "tl.store(out_ptr + offsets, tl.load(x_ptr + offsets, mask=offsets < n) - 1, "
                            "mask=offsets < n)").replace(
            "def minus_one_kernel(out_ptr, n,", "def minus_one_kernel(x_ptr, out_ptr, n,").replace(
            "](out, n, BLOCK=1024)", "](x, out, n, BLOCK=1024)")
        assert "tl.load(x_ptr" in text, "round 5's constant_input pass changed"
    sample = write_sample(root, name, model=attacks5.MINUS_ONE_MODEL, dtypes=("int64",), shape=[1, 1],
                          passes={"MinusOne": text})
    (attacks5._variant_dir(sample) / "weight_meta.py").write_text(NEAR_FIXED_META)
    return sample


def add_relu_sample(root: Path, name: str, pass_file: str) -> Path:
    return write_sample(root, name, model=ADD_RELU_MODEL, shape=SHAPE,
                        passes={"AddRelu": (PASSES / f"{pass_file}.py").read_text()})


# -- wrapper code reaching pattern (the allow-list refuses each) -------------------------------------

_HEAD = '''
import torch
import triton
import triton.language as tl


@triton.jit
def touch_kernel(out_ptr, BLOCK: tl.constexpr):
    offsets = tl.arange(0, BLOCK)
    tl.store(out_ptr + offsets, tl.load(out_ptr + offsets), mask=offsets < 1)


def pattern(a, b):
    t = a + b
    return torch.relu(t)


def replacement_args(a, b):
    return (a, b)


def replacement_func():
    return add_relu
'''
STATIC_ESCAPES = {
    "default_argument": _HEAD + '''

def add_relu(a, b, compute=pattern):
    out = compute(a, b)
    touch_kernel[(1,)](out, BLOCK=1)
    return out
''',
    "module_dict": _HEAD + '''
TABLE = {"p": pattern}


def add_relu(a, b):
    out = TABLE["p"](a, b)
    touch_kernel[(1,)](out, BLOCK=1)
    return out
''',
    "returned_then_called": _HEAD + '''

def reference():
    return pattern


def add_relu(a, b):
    out = reference()(a, b)
    touch_kernel[(1,)](out, BLOCK=1)
    return out
''',
    "grid_argument": _HEAD + '''

def add_relu(a, b):
    out = torch.empty_like(a)
    touch_kernel[lambda meta: (1,)](pattern(a, b), BLOCK=1)
    return out
''',
    "heuristic": _HEAD.replace("@triton.jit", '@triton.heuristics({"UNUSED": lambda args: pattern(args["out_ptr"], '
                                              'args["out_ptr"]).numel()})\n@triton.jit').replace(
        "def touch_kernel(out_ptr, BLOCK", "def touch_kernel(out_ptr, UNUSED: tl.constexpr, BLOCK") + '''

def add_relu(a, b):
    out = torch.empty_like(a)
    touch_kernel[(1,)](out, BLOCK=1)
    return out
''',
}


# -- the plugin run ------------------------------------------------------------------------------------

RUN_ORDER = ("shared_control", "shared_output", "near_control", "near_fixed", "replacement_is_pattern")


def _package(folder: Path) -> tuple[Path, str]:
    """The committed package as it is (others' uncommitted work in the tree may not run), and the commit."""
    package = folder / "package"
    package.mkdir()
    commit = subprocess.run(["git", "rev-parse", "HEAD"], cwd=REPO, capture_output=True, text=True,
                            check=True).stdout.strip()
    archive = subprocess.run(["git", "archive", commit, "pytest_passnet"], cwd=REPO, capture_output=True,
                             check=True).stdout
    subprocess.run(["tar", "-x", "-C", str(package)], input=archive, check=True)
    return package, commit


def run(trials: int = 5) -> dict:
    """One plugin run (default sandbox, allow-list on) over ``RUN_ORDER``: the report's variants by
    sample, exit code, duration and output tail."""
    with tempfile.TemporaryDirectory(prefix="passnet-r9b-") as folder:
        root = Path(folder)
        package, commit = _package(root)
        shared_output_sample(root, "shared_control", "honest_shared_output")
        shared_output_sample(root, "shared_output", "shared_output")
        near_fixed_sample(root, "near_control", honest=True)
        near_fixed_sample(root, "near_fixed", honest=False)
        add_relu_sample(root, "replacement_is_pattern", "replacement_is_pattern")
        return records.plugin_run(root, package, commit, RUN_ORDER, trials=trials)


if __name__ == "__main__":
    record = run()
    for name, variant in (record["variants"] or {}).items():
        print(name, variant["status"], variant.get("speedup"), (variant.get("message") or "")[:300])
    print(record["seconds"], "s, exit", record["returncode"])
