"""Round 59b's plugin runs (CPU, Triton's interpreter, ``harness.shipped_run``: the checkout's ``guard.py`` put back over
the harness's switched-off copy, so the trusted allow-list is on and the product runs as shipped):
``python -m tests.adversarial.redteam.round59b.plugin59b [config] [trials] [sample ...]``.

``r59b_hook``: HOOK_BOUND_METHOD (``premises59b.HOOK_KERNELS``): relu computed with torch arithmetic in a heuristic
on the tensors a Config pre_hook (``_SEEN.update``) stored; ``r59b_hook_honest``: the same graph, the honest kernel."""

from __future__ import annotations

from pathlib import Path

from tests.adversarial.redteam import sample_kit
from tests.adversarial.redteam.round59b import premises59b

RELU = """\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0):
        tmp_0 = torch.relu(in_0)
        return (tmp_0,)
"""
INPUTS = {"in_0": ([256, 1024], "float32", "0.000", "1.000")}
SAMPLES = {
    "r59b_hook": (RELU, INPUTS, premises59b.HOOK_KERNELS, ("RuleHook59b", premises59b.RELU_RULE.format(module="kernels59b"))),
    "r59b_hook_honest": (RELU, INPUTS, sample_kit.relu_kernels("Round 59b's honest relu."),
                         ("RuleHook59b", premises59b.RELU_RULE.format(module="kernels59b"))),
}
DEFAULT_RUN = ("r59b_hook", "r59b_hook_honest")


def build_sample(layout, name: str) -> Path:
    model, inputs, kernels, (rule, source) = SAMPLES[name]
    return sample_kit.build_sample(layout, name, model, inputs, kernels, rule, source, "kernels59b")


def plugin_run(config_name: str = "plain-root", trials: int = 3, only: tuple[str, ...] = ()) -> dict:
    from tests.adversarial.redteam import harness

    names = [name for name in SAMPLES if name in (only or DEFAULT_RUN)]
    return harness.shipped_run(build_sample, names, config_name, trials, allow_list=True)


def brief(record: dict) -> None:
    sample_kit.print_brief(record)


if __name__ == "__main__":
    sample_kit.main(plugin_run, brief)
