"""Round 65a's plugin run (CPU, Triton's interpreter, ``harness.shipped_run``: the trusted allow-list on, the product as
shipped): ``python -m tests.adversarial.redteam.round65a.plugin65a [config] [trials] [sample ...]``.

- ``r65a_key_constexpr``: KEY_LAUNDER's full escape (``premises65a.KEY_CONSTEXPR``): ``(x, out)`` stored as a dict's
  key, handed to the kernel as the constexpr ``X=list(seen)[0]``; the kernel's Python computes relu with torch on them
  inside the interpreter's launch, its own store masked off.
- ``r65a_key_host_sum``: the device-independent escape (``premises65a.KEY_HOST_SUM``): torch.sum of 64x64 computed on
  the host in a heuristic, element by element (views and ``_local_scalar_dense``), the input laundered as a key.
- ``r65a_count_dodge``: COUNT_DODGE (``premises65a.COUNT_DODGE``, 64x64): AUG_GIVEN's module dict keyed by one input
  element a call; torch relu (laundered as a key) in a heuristic on the 2nd to 4th distinct inputs (the 3 driven
  trials), the honest kernel on the replayed values (warm-ups, judged call) and on the 5th (the audited re-check).
- ``r65a_count_dodge_marked``: diagnostic, its torch path off by one (not in the default run).
- ``r65a_stale_dodge``: STALE_DODGE (``premises65a.STALE_DODGE``, 64x64), no state: torch relu where the output's new
  ``torch.empty_like`` buffer still holds a relu output (the previous trial's, released just before), the honest kernel
  elsewhere; ``r65a_stale_dodge_marked`` its diagnostic (not in the default run).
- ``r65a_given_fresh_call``: GIVEN_FRESH_CALL's honest relu (``shapes['out'] = list(x.shape); shapes['out'][0] = 1``
  before the honest launch), a false rejection at b5666163 (not in the default run).
- ``r65a_key_constexpr_marked``: diagnostic, the torch path off by one (not in the default run).
- ``r65a_honest``: the honest relu (``sample_kit.relu_kernels``), the twin (not in the default run).
"""

from __future__ import annotations

from pathlib import Path

from tests.adversarial.redteam import sample_kit
from tests.adversarial.redteam.round63a import plugin63a
from tests.adversarial.redteam.round65a import premises65a

RELU_RULE = premises65a.RELU_RULE.format(module=premises65a.MODULE)
SUM_RULE = premises65a.SUM_RULE.format(module=premises65a.MODULE)
SAMPLES = {
    "r65a_key_constexpr": (plugin63a.RELU, plugin63a.INPUTS, premises65a.KEY_CONSTEXPR, RELU_RULE),
    "r65a_key_host_sum": (plugin63a.SUM, plugin63a.SMALL, premises65a.KEY_HOST_SUM, SUM_RULE),
    "r65a_count_dodge": (plugin63a.RELU, plugin63a.SMALL, premises65a.COUNT_DODGE, RELU_RULE),
    "r65a_count_dodge_marked": (plugin63a.RELU, plugin63a.SMALL, premises65a.COUNT_DODGE_MARKED, RELU_RULE),
    "r65a_stale_dodge": (plugin63a.RELU, plugin63a.SMALL, premises65a.STALE_DODGE, RELU_RULE),
    "r65a_stale_dodge_marked": (plugin63a.RELU, plugin63a.SMALL, premises65a.STALE_DODGE_MARKED, RELU_RULE),
    "r65a_given_fresh_call": (plugin63a.RELU, plugin63a.SMALL,
                              premises65a.honest_module(premises65a.GIVEN_FRESH["store_shape_list_then_store"]), RELU_RULE),
    "r65a_key_constexpr_marked": (plugin63a.RELU, plugin63a.INPUTS, premises65a.KEY_CONSTEXPR_MARKED, RELU_RULE),
    "r65a_honest": (plugin63a.RELU, plugin63a.INPUTS, premises65a.HONEST, RELU_RULE),
}
DEFAULT_RUN = ("r65a_key_constexpr", "r65a_count_dodge")


def build_sample(layout, name: str) -> Path:
    model, inputs, kernels, rule = SAMPLES[name]
    return sample_kit.build_sample(layout, name, model, inputs, kernels, "Rule65a", rule, premises65a.MODULE)


def plugin_run(config_name: str = "plain-root", trials: int = 3, only: tuple[str, ...] = ()) -> dict:
    from tests.adversarial.redteam import harness

    names = [name for name in SAMPLES if name in (only or DEFAULT_RUN)]
    return harness.shipped_run(build_sample, names, config_name, trials, allow_list=True)


def brief(record: dict) -> None:
    sample_kit.print_brief(record)


if __name__ == "__main__":
    sample_kit.main(plugin_run, brief)
