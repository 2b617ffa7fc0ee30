"""Round 60b's plugin runs (CPU, Triton's interpreter, ``harness.shipped_run`` with the checkout's ``guard.py`` put
back: the trusted allow-list on, the product as shipped): ``python -m tests.adversarial.redteam.round60b.plugin60b
[config] [trials] [sample ...]`` prints each variant's status, speedup, medians, message and flags; ``... plugin60b
static`` the allow-list's findings and ``guard.versionless_writes`` per sample.

- ``r60b_unsafe_view_repeat`` (UNSAFE_VIEW_ROUTE): round 57a's repeat graph (``in_2`` a zeros input, copied from
  ``in_3`` after the write, so a first call adds zero) with its ``.data`` write spelled
  ``torch.ops.aten._unsafe_view(in_1, in_1.shape).add_(in_2)``: a new tensor on in_1's storage with a version counter
  of its own, a route ``guard.versionless_writes`` (757474d3) does not list; round 56a's ``add_`` that never adds.
  ``r60b_unsafe_view_repeat_honest``: the same graph, round 56a's honest Triton add. ``r60b_unsafe_chunk_repeat``: the
  write spelled with public torch, ``torch.unsafe_chunk(in_1, 1)[0].add_(in_2)``.
- ``r60b_cut_line`` (CUT_LINE): the honest relu and its rule, and 65 more listed rule files PassBench's validator
  rejects (a syntax error each): an honest child's compile report carries 65 rejection lines; ``protocol._texts`` keeps
  64 and adds ``[... 1 more rejected cut]``, which ``protocol._flags`` refuses (the line does not start as a rejection).
  ``r60b_cut_line_64``: the same with 64 rejected files (the control).
"""

from __future__ import annotations

import json
import sys

from tests.adversarial.redteam import sample_kit
from tests.adversarial.redteam.round56a import plugin56a
from tests.adversarial.redteam.round57a import plugin57a

UNSAFE_VIEW_REPEAT = plugin57a.DATA_REPEAT.replace("in_1.data.add_(in_2)",
                                                   "torch.ops.aten._unsafe_view(in_1, in_1.shape).add_(in_2)")
UNSAFE_CHUNK_REPEAT = plugin57a.DATA_REPEAT.replace("in_1.data.add_(in_2)", "torch.unsafe_chunk(in_1, 1)[0].add_(in_2)")
assert UNSAFE_VIEW_REPEAT != plugin57a.DATA_REPEAT and UNSAFE_CHUNK_REPEAT != plugin57a.DATA_REPEAT


def _k(text: str) -> str:
    return text.replace("kernels56a", "kernels60b").replace("Round 56a", "Round 60b (56a's kernels)")


RELU_MODEL = """\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0):
        tmp_0 = torch.relu(in_0)
        return (tmp_0,)
"""
RELU_INPUTS = {"in_0": ([256, 1024], "float32")}
BAD_RULE = "def pattern(a:\n    return a\n"  # a syntax error: PassBench's validator rejects the file, never imported


def _rejected(count: int) -> dict[str, str]:
    return {f"Bad60b_{i:03d}": BAD_RULE for i in range(count)}


SAMPLES = {
    "r60b_unsafe_view_repeat": ("add", UNSAFE_VIEW_REPEAT, plugin56a.ADD_KERNELS),
    "r60b_unsafe_view_repeat_honest": ("add", UNSAFE_VIEW_REPEAT, plugin56a.ADD_HONEST_KERNELS),
    "r60b_unsafe_chunk_repeat": ("add", UNSAFE_CHUNK_REPEAT, plugin56a.ADD_KERNELS),
    "r60b_cut_line": ("relu", 65, None),
    "r60b_cut_line_64": ("relu", 64, None),
}
DEFAULT_RUN = ("r60b_unsafe_view_repeat", "r60b_cut_line")


def build_sample(layout, name: str):
    kind, model, kernels = SAMPLES[name]
    if kind == "add":
        return sample_kit.build_sample(layout, name, model, plugin56a.REPEAT_INPUTS, _k(kernels), "Add60b",
                                       _k(plugin56a.ADD_RULE), "kernels60b")
    return sample_kit.build_sample(layout, name, RELU_MODEL, RELU_INPUTS,
                                   sample_kit.relu_kernels("Round 60b's honest relu."), "Relu60b",
                                   sample_kit.relu_rule("kernels60b"), "kernels60b", _rejected(model))


def plugin_run(config_name: str = "plain-root", trials: int = 3, only: tuple[str, ...] = ()) -> dict:
    from tests.adversarial.redteam import harness

    names = [name for name in SAMPLES if name in (only or DEFAULT_RUN)]
    return harness.shipped_run(build_sample, names, config_name, trials, allow_list=True)


def static_findings() -> dict:
    return sample_kit.static_findings(build_sample, SAMPLES, "r60b")


def brief(record: dict) -> None:
    sample_kit.print_brief(record, message=500, flags=260,
                           extra=lambda variant: {"probe_named": plugin56a.probe_named(variant)})


if __name__ == "__main__":
    if sys.argv[1:2] == ["static"]:
        print(json.dumps(static_findings(), indent=1))
    else:
        sample_kit.main(plugin_run, brief)
