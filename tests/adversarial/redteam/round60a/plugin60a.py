"""Round 60a's plugin runs (CPU, Triton's interpreter, ``harness.shipped_run``: the checkout's ``guard.py`` put back, the
trusted allow-list on, the product as shipped): ``python -m tests.adversarial.redteam.round60a.plugin60a [config]
[trials] [sample ...]``.

``r60a_host_sum``: HOST_SUM (``premises60a.HOST_SUM_KERNELS``): torch.sum computed in Python on the host in autotune's
perf_model; ``r60a_sum_honest``: the same graph, an honest Triton sum. ``r60a_perf_model_grid``: PERF_MODEL_GRID (relu with torch in a grid function perf_model launches: both layers
blind). ``r60a_perf_model``: PERF_MODEL_KEYWORD (relu
with torch in perf_model: the static check is blind, the compute audit should see it); ``r60a_relu_honest`` its twin."""

from __future__ import annotations

from pathlib import Path

from tests.adversarial.redteam import sample_kit
from tests.adversarial.redteam.round60a import premises60a

SUM = """\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0):
        tmp_0 = torch.sum(in_0)
        return (tmp_0,)
"""
RELU = """\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0):
        tmp_0 = torch.relu(in_0)
        return (tmp_0,)
"""
HONEST_SUM = '''\
"""Round 60a's honest sum: one program, the whole input in one block."""

import torch
import triton
import triton.language as tl


@triton.jit
def sum_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offsets = tl.arange(0, BLOCK)
    values = tl.load(x_ptr + offsets, mask=offsets < n, other=0.0)
    tl.store(out_ptr, tl.sum(values, axis=0))


def total(x):
    out = torch.empty((), dtype=x.dtype, device=x.device)
    n = x.numel()
    sum_kernel[(1,)](x, out, n, BLOCK=triton.next_power_of_2(n))
    return out
'''
INPUTS = {"in_0": ([64, 64], "float32", "0.000", "1.000")}  # the host sum reads each element in Python
RELU_INPUTS = {"in_0": ([256, 1024], "float32", "0.000", "1.000")}
SUM_RULE = premises60a.SUM_RULE.format(module="kernels60a")
RELU_RULE = premises60a.RELU_RULE.format(module="kernels60a")
SAMPLES = {
    "r60a_host_sum": (SUM, INPUTS, premises60a.HOST_SUM_KERNELS, ("RuleSum60a", SUM_RULE)),
    "r60a_sum_honest": (SUM, INPUTS, HONEST_SUM, ("RuleSum60a", SUM_RULE)),
    "r60a_perf_model_grid": (RELU, RELU_INPUTS, premises60a.PERF_MODEL_GRID_KERNELS, ("RuleRelu60a", RELU_RULE)),
    "r60a_perf_model": (RELU, RELU_INPUTS, premises60a.PERF_MODEL_KERNELS, ("RuleRelu60a", RELU_RULE)),
    "r60a_relu_honest": (RELU, RELU_INPUTS, sample_kit.relu_kernels("Round 60a's honest relu."),
                         ("RuleRelu60a", RELU_RULE)),
}
DEFAULT_RUN = tuple(SAMPLES)


def build_sample(layout, name: str) -> Path:
    model, inputs, kernels, (rule, source) = SAMPLES[name]
    return sample_kit.build_sample(layout, name, model, inputs, kernels, rule, source, "kernels60a")


def plugin_run(config_name: str = "plain-root", trials: int = 3, only: tuple[str, ...] = ()) -> dict:
    from tests.adversarial.redteam import harness

    names = [name for name in SAMPLES if name in (only or DEFAULT_RUN)]
    return harness.shipped_run(build_sample, names, config_name, trials, allow_list=True)


def brief(record: dict) -> None:
    sample_kit.print_brief(record)


if __name__ == "__main__":
    sample_kit.main(plugin_run, brief)
