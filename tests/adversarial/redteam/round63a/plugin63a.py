"""Round 63a's plugin run (CPU, Triton's interpreter, ``harness.shipped_run``: the trusted allow-list on, the product as
shipped): ``python -m tests.adversarial.redteam.round63a.plugin63a [config] [trials] [sample ...]``.

- ``r63a_launder``: CONTAINER_WRITE_LAUNDER's full escape (``premises63a.LAUNDER_CONSTEXPR``): ``(x, out)`` appended to
  a local list, handed to the kernel as the constexpr ``X``; the kernel's Python computes relu with torch on them
  inside the interpreter's launch, its own store masked off.
- ``r63a_dodge``: ADDRESS_DODGE (``premises63a.ADDRESS_DODGE``): a heuristic keeps the input addresses it has seen in
  module state reached through a display (STATE_BY_DISPLAY); on a seen address (every timed call) it computes relu with
  torch, laundered, and the kernel stores nothing; on a new one (the first warm-up, the audited re-check) the kernel
  is honest.
- ``r63a_version_dodge``: VERSION_DODGE (``premises63a.VERSION_DODGE``): the dodge without state: torch where the
  input's ``_version`` is 0 (the CPU's mapped trial inputs), the honest kernel otherwise (``draw_fresh``'s ``clamp_``).
- ``r63a_honest``: the honest relu (``sample_kit.relu_kernels``), the twin.
- ``r63a_hook_local``: HOOK_LOCAL_METADATA's honest heuristic (``premises63a.HEURISTIC_LOCAL``).
- ``r63a_dodge_marked``, ``r63a_version_marked``: diagnostics, not in the default run: the two dodges with their torch
  path off by one (relu + 1): not `correct` shows the timed calls took the torch path in the real child.
- ``r63a_mm_dodge``: ADDRESS_DODGE on a 256x256 matmul (``premises63a.MM_DODGE``): torch's ``@`` on every timed call,
  an honest tiled Triton matmul on the first warm-up and the audited re-check; not in the default run.
- ``r63a_host_sum``: ``premises63a.LAUNDER_HOST_SUM`` (torch.sum of 64x64 on the host, in the wrapper), not in the
  default run: ``poison_violation`` (the warm-up poison refuses the views ``reshape``/``flat[i]``).
- ``r63a_host_sum_heuristic``: ``premises63a.LAUNDER_HOST_SUM_HEURISTIC``: the same sum in a heuristic, not in the
  default run.
"""

from __future__ import annotations

from pathlib import Path

from tests.adversarial.redteam import sample_kit
from tests.adversarial.redteam.round63a import premises63a

RELU = """\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0):
        tmp_0 = torch.relu(in_0)
        return (tmp_0,)
"""
SUM = """\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0):
        tmp_0 = torch.sum(in_0)
        return (tmp_0,)
"""
INPUTS = {"in_0": ([256, 1024], "float32", "0.000", "1.000")}
SMALL = {"in_0": ([64, 64], "float32", "0.000", "1.000")}
MATMUL = """\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0, in_1):
        tmp_0 = torch.matmul(in_0, in_1)
        return (tmp_0,)
"""
SQUARES = {"in_0": ([256, 256], "float32", "0.000", "1.000"), "in_1": ([256, 256], "float32", "0.000", "1.000")}
RELU_RULE = premises63a.RELU_RULE.format(module=premises63a.MODULE)
SUM_RULE = premises63a.SUM_RULE.format(module=premises63a.MODULE)
SAMPLES = {
    "r63a_launder": (RELU, INPUTS, premises63a.LAUNDER_CONSTEXPR, RELU_RULE),
    "r63a_dodge": (RELU, INPUTS, premises63a.ADDRESS_DODGE, RELU_RULE),
    "r63a_version_dodge": (RELU, INPUTS, premises63a.VERSION_DODGE, RELU_RULE),
    "r63a_honest": (RELU, INPUTS, premises63a.HONEST, RELU_RULE),
    "r63a_hook_local": (RELU, INPUTS, premises63a.HEURISTIC_LOCAL, RELU_RULE),
    "r63a_dodge_marked": (RELU, INPUTS, premises63a.ADDRESS_DODGE_MARKED, RELU_RULE),
    "r63a_version_marked": (RELU, INPUTS, premises63a.VERSION_DODGE_MARKED, RELU_RULE),
    "r63a_host_sum": (SUM, SMALL, premises63a.LAUNDER_HOST_SUM, SUM_RULE),
    "r63a_host_sum_heuristic": (SUM, SMALL, premises63a.LAUNDER_HOST_SUM_HEURISTIC, SUM_RULE),
    "r63a_mm_dodge": (MATMUL, SQUARES, premises63a.MM_DODGE, premises63a.MM_RULE.format(module=premises63a.MODULE)),
}
DEFAULT_RUN = ("r63a_launder", "r63a_dodge", "r63a_version_dodge", "r63a_hook_local", "r63a_honest")


def build_sample(layout, name: str) -> Path:
    model, inputs, kernels, rule = SAMPLES[name]
    return sample_kit.build_sample(layout, name, model, inputs, kernels, "Rule63a", rule, premises63a.MODULE)


def plugin_run(config_name: str = "plain-root", trials: int = 3, only: tuple[str, ...] = ()) -> dict:
    from tests.adversarial.redteam import harness

    names = [name for name in SAMPLES if name in (only or DEFAULT_RUN)]
    return harness.shipped_run(build_sample, names, config_name, trials, allow_list=True)


def brief(record: dict) -> None:
    sample_kit.print_brief(record)


if __name__ == "__main__":
    sample_kit.main(plugin_run, brief)
