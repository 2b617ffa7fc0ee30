"""Round 31a's WATCH_BURST through the real plugin (CPU, the trusted allow-list off as in every red-team run):

    python -m tests.adversarial.redteam.round31a.plugin31a [config] [trials] [sample ...]

The graph ``torch.relu(in_0)`` of a [ROWS, COLUMNS] float32 input. Each pass makes the same token launch of a Triton
relu kernel and computes the relu with torch's own ``clamp_min`` (round 28b's honest twin); they differ only in what
their child holds while eager is timed:

- ``r31a_relu_plain`` / ``r31a_relu_plain_after``: nothing (the honest twins, before and after);
- ``r31a_relu_burst``: once its own timed trials are over (the ``Findings`` request after the first attempt's block;
  in a later attempt after as many described trials), ``THREADS`` idle threads, which stand stopped with the child
  through eager's block; it ends them at its next request of another kind (a warm-up, the output call, a re-check),
  before any timed trial of its own. It computes, times and claims exactly what the plain twin does.
"""

from __future__ import annotations

RULE = "Relu31a"
ROWS, COLUMNS = 1024, 1024  # 4 MiB of float32: eager's block of 5 trials is shorter than one look over the threads
THREADS = 3500  # under policy.CHILD_TASKS (4,096 a uid) with the child's own
MODEL = """\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0):
        tmp_0 = torch.relu(in_0)
        return (tmp_0,)
"""
INPUTS = {"in_0": ([ROWS, COLUMNS], "float32")}
SAMPLES = {"r31a_relu_plain": "plain", "r31a_relu_burst": "burst", "r31a_relu_plain_after": "plain"}

PASS = '''\
import torch
import triton
import triton.language as tl
from pass_dir.side31a import audited, idle_through_eager, relu_into

MODE = "{mode}"
TOKEN = 16
BLOCK = 1 << 20  # few programs: the CPU interpreter runs each block as numpy arrays


@triton.jit
def relu_kernel(a_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n
    tl.store(out_ptr + offsets, tl.maximum(tl.load(a_ptr + offsets, mask=mask), 0.0), mask=mask)


def relu(a):
    if type(a) is not torch.Tensor:  # PassBench's poison tensor (an in-child proof, warm-up only): allocation only
        return torch.empty_like(a)
    out = torch.empty_like(a)
    relu_kernel[(1,)](a, out, TOKEN, BLOCK=TOKEN)  # the launch proof's token launch, alike in every mode
    if audited():  # the child's compute audit (an in-child proof): the whole relu in Triton, untimed
        relu_kernel[(triton.cdiv(a.numel(), BLOCK),)](a, out, a.numel(), BLOCK=BLOCK)
        return out
    return relu_into(a, out)


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def replacement_func():
    return relu


if MODE == "burst":
    idle_through_eager({threads})
'''

# The idle threads, started after the child's own timed trials and ended before its next ones (the trusted allow-list,
# off in these runs, refuses this helper).
HELPER = '''\
import sys

import torch
from pass_dir.host import child_class
from torch.utils import _python_dispatch

threading = sys.modules["threading"]  # loaded in every child (the child's own rules refuse its import by name)


def audited():
    """Whether a dispatch mode watches the call (the child's compute audit)."""
    return _python_dispatch._get_current_dispatch_mode() is not None


def relu_into(a, out):
    """The relu by torch, as round 28b's twins compute it (PassBench's validator refuses torch compute in the rule)."""
    return torch.clamp_min(a, 0, out=out)


def idle_through_eager(count):
    """``CompiledSide`` patched: ``count`` idle threads from the end of each attempt's trials to the next request of
    another kind."""
    side = child_class("CompiledSide")
    if "idle31a" in side.__dict__:
        return
    state = {"threads": [], "release": None, "described": 0, "per_attempt": None}

    def start():
        release = threading.Event()
        threading.stack_size(1 << 16)
        for _ in range(count):
            thread = threading.Thread(target=release.wait, daemon=True)
            try:
                thread.start()
            except RuntimeError:  # the uid's task limit
                break
            state["threads"].append(thread)
        state["release"] = release

    def end():
        if state["release"] is not None:
            state["release"].set()
            for thread in state["threads"]:
                thread.join()
            state["threads"], state["release"] = [], None

    def ending_first(method):
        def wrapped(self, *args, **kwargs):
            end()
            return method(self, *args, **kwargs)
        return wrapped

    describe, findings, warm_up = side.describe, side.findings, side.warm_up

    def warmed(self, count):  # a new attempt: its trials counted afresh
        state["described"] = 0
        return warm_up(self, count)

    def described(self, orders):
        answer = describe(self, orders)
        state["described"] += 1
        if state["described"] == state["per_attempt"]:
            start()
        return answer

    def found(self):
        if state["described"] and state["per_attempt"] is None:  # the Findings request after the first block
            state["per_attempt"] = state["described"]
            start()
        return findings(self)

    type.__setattr__(side, "idle31a", True)
    type.__setattr__(side, "describe", described)
    type.__setattr__(side, "findings", found)
    type.__setattr__(side, "warm_up", warmed)
    for name in ("warm_up", "outputs", "recheck", "trial", "kernel_time"):
        type.__setattr__(side, name, ending_first(side.__dict__[name]))
'''


def plugin_run(config_name: str = "plain-root", trials: int = 5, only: tuple[str, ...] = (),
               modes: dict[str, str] = SAMPLES, threads: int = THREADS) -> dict[str, dict]:
    """The samples of ``modes`` (sample name: its pass's mode), or those named in ``only``, through the real plugin in
    one run: each one's variant from report.json."""
    from tests.adversarial.redteam import harness

    samples = {name: (MODEL, mode) for name, mode in modes.items()}
    return harness.plugin_variants(config_name, trials, lambda layout: harness.mode_samples(
        layout, samples, INPUTS, RULE, PASS.replace("{threads}", str(threads)), {"side31a.py": HELPER}, only))


if __name__ == "__main__":
    from tests.adversarial.redteam import harness

    harness.main(plugin_run)
