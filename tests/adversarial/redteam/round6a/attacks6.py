"""Round 6a's samples, the mechanisms checked without a plugin run, and the plugin run.

Samples are real v2-layout samples (``tests.sample_factory.write_sample``) with pass files from
``passes/``; ``fixed_tell`` uses round 5's constant_input sample (``in_0 - 1``, an int64 input whose
meta has no range: every fill is 0)."""

from __future__ import annotations

import fcntl
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from pytest_passnet.sandbox import procfs, process
from tests.adversarial.redteam import records
from tests.adversarial.redteam.round5 import attacks5
from tests.sample_factory import weight_meta, write_sample

PASSES = Path(__file__).parent / "passes"
REPO = attacks5.REPO
RUN_ORDER = ("control_before", "burner_relu", "control_after", "burner_greedy", "control", "fixed_tell", "mask_tell")
GREEDY = ("GREEDY_S = None", "GREEDY_S = 0.04")


def fixed_tell_sample(root: Path, name: str = "fixed_tell") -> Path:
    sample = attacks5.constant_input_sample(root, name)
    pass_file = next((sample / "pass_dir").glob("*.py"), None)
    assert pass_file is not None and "minus_one_kernel" in pass_file.read_text(), "round 5's sample changed"
    pass_file.write_text((PASSES / "fixed_tell.py").read_text())
    return sample


def relu_sample(root: Path, name: str, pass_file: str) -> Path:
    """Round 5's heavy model (relu, then a matmul eager takes tens of ms over) with a relu pass of
    ``passes/`` and the modules it imports."""
    sample = write_sample(root, name, model=attacks5.HEAVY_MODEL, shape=attacks5.SHAPE,
                          passes={"Relu": (PASSES / f"{pass_file}.py").read_text()})
    (attacks5._variant_dir(sample) / "weight_meta.py").write_text(
        weight_meta({"in_0": (attacks5.SHAPE, "float32"), "in_1": (attacks5.HEAVY_WEIGHT, "float32")}))
    for module in ("relu_kernel.py", "burners.py"):
        (sample / "pass_dir" / module).write_text((PASSES / module).read_text())
    return sample


MASK_MODEL = """\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0, in_1):
        tmp_0 = in_0 * in_1;  in_0 = in_1 = None
        return (tmp_0,)
"""
MASK_SHAPE = [64, 256]


def mask_tell_sample(root: Path, name: str = "mask_tell") -> Path:
    """A float input and, beside it, an int64 input whose meta has no range (round 5's GraphNet text)."""
    sample = write_sample(root, name, model=MASK_MODEL, shape=MASK_SHAPE,
                          passes={"TimesMask": (PASSES / "mask_tell.py").read_text()})
    int_meta = attacks5.NO_RANGE_INT_META.replace('"in_0"', '"in_1"')
    assert f"shape = {MASK_SHAPE}" in int_meta, "round 5's int64 meta changed"
    (attacks5._variant_dir(sample) / "weight_meta.py").write_text(
        weight_meta({"in_0": (MASK_SHAPE, "float32")}) + "\n\n" + int_meta)
    return sample


# -- the stop watch and autoreaped burners, without a plugin run ----------------------------


class _Tree:
    """Stands for a Sandbox: ``processes`` as the real one lists them (its tree)."""

    def __init__(self, root: int):
        self.root = root

    def processes(self) -> list[int]:
        return process._process_trees([self.root])


def unseen_burn(burners: int = 40, seconds: float = 1.5) -> tuple[float, dict]:
    """The CPU (ms) that ``burners`` autoreaped burners (passes/burners.py) use while their tree
    stands stopped under the real ``process._Watch`` for ``seconds``, stopped as ``others_stopped``
    stops them (CPU time read, SIGSTOP, ``_until_stopped``); and what ``finish`` says ran."""
    report_r, report_w = os.pipe()
    helper = subprocess.Popen([sys.executable, str(PASSES / "burners.py"), str(burners), str(report_w)],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, pass_fds=(report_w,))
    os.close(report_w)
    tree = _Tree(helper.pid)
    try:
        announced = [int(p) for p in helper.stdout.readline().split()]
        assert len(announced) == burners + 1, announced
        time.sleep(0.3)  # the burners sleep, the manager's timer runs
        pids = tree.processes()
        since = {}
        for pid in pids:
            since[pid] = procfs.cpu_ticks(pid)
            os.kill(pid, signal.SIGSTOP)
        assert not process._until_stopped(pids, since)
        watch = process._Watch({tree: pids})
        time.sleep(seconds)
        ran = watch.finish(lambda child: True)
        fcntl.fcntl(report_r, fcntl.F_SETFL, os.O_NONBLOCK)
        try:
            reported = os.read(report_r, 1 << 16).decode()
        except BlockingIOError:
            reported = ""
        return sum(float(ms) for ms in reported.split()), {"pass child": what for what in ran.values()}
    finally:
        for pid in tree.processes():
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        helper.kill()
        helper.wait()
        os.close(report_r)


# -- the plugin run -----------------------------------------------------------------------------


def run() -> dict:
    """One plugin run (default sandbox; the allow-list off in the run's copy of the committed package,
    as round 5's: burner_relu stands for a pass that escaped it, fixed_tell is within it) over
    ``RUN_ORDER``: the report's variants by sample, exit code, duration, output tail."""
    with tempfile.TemporaryDirectory(prefix="passnet-r6a-") as folder:
        root = Path(folder)
        package, commit = attacks5._package_without_allow_list(root)
        relu_sample(root, "control_before", "honest_relu")
        relu_sample(root, "burner_relu", "burner_relu")
        relu_sample(root, "control_after", "honest_relu")
        greedy = relu_sample(root, "burner_greedy", "burner_relu")
        for pass_file in (greedy / "pass_dir").glob("*.py"):  # the control: burners that cross their ticks
            pass_file.write_text(pass_file.read_text().replace(*GREEDY))
        attacks5.constant_input_sample(root, "control")
        control_pass = next((root / "samples").rglob("control")) / "pass_dir"
        for pass_file in control_pass.glob("*.py"):  # an honest in_0 - 1 kernel
            pass_file.write_text(pass_file.read_text().replace(
                "tl.store(out_ptr + offsets, tl.full([BLOCK], -1, tl.int64), mask=offsets < n)",
                "tl.store(out_ptr + offsets, tl.load(x_ptr + offsets, mask=offsets < n) - 1, mask=offsets < n)").replace(
                "def minus_one_kernel(out_ptr, n,", "def minus_one_kernel(x_ptr, out_ptr, n,").replace(
                "](out, n, BLOCK=1024)", "](x, out, n, BLOCK=1024)"))
        fixed_tell_sample(root)
        mask_tell_sample(root)
        return records.plugin_run(root, package, commit, RUN_ORDER, trials=5)
