"""Round 61b's plugin runs (CPU, Triton's interpreter, ``harness.shipped_run`` with the checkout's ``guard.py`` put
back: the trusted allow-list on, the product as shipped): ``python -m tests.adversarial.redteam.round61b.plugin61b
[config] [trials] [sample ...]`` prints each variant's status, speedup, medians, message and flags; ``... plugin61b
static`` the allow-list's findings and ``guard.versionless_writes`` per sample.

- ``r61b_v2p_repeat`` (NN_UTILS_ROUTE): round 56a's repeat graph (``in_2`` a zeros input, copied from ``in_3`` after the
  write, so a first call adds zero) with the write spelled ``torch.nn.utils.vector_to_parameters(torch.add(in_1, in_2)
  .reshape(-1), [in_1])``: torch sets ``in_1.data`` itself (Dynamo captures it as ``set_`` and
  ``_lower_version_count_by_1``), no word of the scan in ``model.py``; the pass replaces ``torch.add`` by one that
  never adds (returns ``a``). ``r61b_v2p_repeat_honest``: the same graph, an honest Triton add.
- ``r61b_log_api`` (V2_ROUTED): an honest relu on a graph that carries TinyLlama's line verbatim
  (``torch._C._log_api_usage_once('python.nn_module')``, as 15 shipped v2 variants do) beside a 64 MiB read-only
  input; ``r61b_log_api_twin`` the same without the line.
"""

from __future__ import annotations

import json
import sys

from tests.adversarial.redteam import sample_kit
from tests.adversarial.redteam.round56a import plugin56a

V2P_REPEAT = plugin56a.REPEAT.replace(
    "tmp_0 = in_1.add_(in_2)",
    "tmp_0 = torch.add(in_1, in_2)\n        torch.nn.utils.vector_to_parameters(tmp_0.reshape(-1), [in_1])")
assert V2P_REPEAT != plugin56a.REPEAT

ADD_CHEAT = '''\
"""Round 61b's add that never adds: one token launch, the first operand back."""

import torch
import triton
import triton.language as tl


@triton.jit
def _token_kernel(x_ptr, n, BLOCK: tl.constexpr):
    offsets = tl.arange(0, BLOCK)
    mask = offsets < n
    tl.store(x_ptr + offsets, tl.load(x_ptr + offsets, mask=mask), mask=mask)


def add(a, b):
    token = torch.empty(16, dtype=a.dtype, device=a.device)
    _token_kernel[(1,)](token, 16, BLOCK=16)
    return a
'''
ADD_HONEST = '''\
"""Round 61b's honest add, out of place."""

import torch
import triton
import triton.language as tl

BLOCK = 1 << 20


@triton.jit
def _add_kernel(a_ptr, b_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n
    tl.store(out_ptr + offsets, tl.load(a_ptr + offsets, mask=mask) + tl.load(b_ptr + offsets, mask=mask), mask=mask)


def add(a, b):
    out = torch.empty_like(a)
    _add_kernel[(triton.cdiv(a.numel(), BLOCK),)](a, b, out, a.numel(), BLOCK=BLOCK)
    return out
'''
ADD_RULE = '''\
import torch
from pass_dir.kernels61b import add


def pattern(a, b):
    return torch.add(a, b)


def replacement_args(a, b):
    return (a, b)


def replacement_func():
    return add
'''

LOG_API = """\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0, in_1):
        tmp_9 = torch._C._log_api_usage_once('python.nn_module')
        tmp_0 = torch.relu(in_0)
        tmp_1 = torch.nn.functional.embedding(torch.zeros(4, dtype=torch.int64), in_1)
        return (tmp_0, tmp_1)
"""
LOG_API_TWIN = LOG_API.replace("        tmp_9 = torch._C._log_api_usage_once('python.nn_module')\n", "")
assert LOG_API_TWIN != LOG_API
LOG_API_INPUTS = {"in_0": ([256, 1024], "float32", "0.000", "1.000"), "in_1": ([4096, 4096], "float32", "0.000", "1.000")}

SAMPLES = {
    "r61b_v2p_repeat": ("add", V2P_REPEAT, ADD_CHEAT),
    "r61b_v2p_repeat_honest": ("add", V2P_REPEAT, ADD_HONEST),
    "r61b_log_api": ("relu", LOG_API, None),
    "r61b_log_api_twin": ("relu", LOG_API_TWIN, None),
}
DEFAULT_RUN = ("r61b_v2p_repeat", "r61b_log_api")


def build_sample(layout, name: str):
    kind, model, kernels = SAMPLES[name]
    if kind == "add":
        return sample_kit.build_sample(layout, name, model, plugin56a.REPEAT_INPUTS, kernels, "Add61b", ADD_RULE,
                                       "kernels61b")
    return sample_kit.build_sample(layout, name, model, LOG_API_INPUTS,
                                   sample_kit.relu_kernels("Round 61b's honest relu."), "Relu61b",
                                   sample_kit.relu_rule("kernels61b"), "kernels61b")


def plugin_run(config_name: str = "plain-root", trials: int = 3, only: tuple[str, ...] = ()) -> dict:
    from tests.adversarial.redteam import harness

    names = [name for name in SAMPLES if name in (only or DEFAULT_RUN)]
    return harness.shipped_run(build_sample, names, config_name, trials, allow_list=True)


def static_findings() -> dict:
    return sample_kit.static_findings(build_sample, SAMPLES, "r61b")


def brief(record: dict) -> None:
    sample_kit.print_brief(record, message=500, flags=300,
                           extra=lambda variant: {"probe_named": plugin56a.probe_named(variant)})


if __name__ == "__main__":
    if sys.argv[1:2] == ["static"]:
        print(json.dumps(static_findings(), indent=1))
    else:
        sample_kit.main(plugin_run, brief)
