"""Round 66a's plugin run (CPU, Triton's interpreter, ``harness.shipped_run``: the trusted allow-list on, the product as
shipped): ``python -m tests.adversarial.redteam.round66a.plugin66a [config] [trials] [sample ...]``.

- ``r66a_counter_heuristic``: AUG_ALIAS_STATE (``premises66a.COUNTER_HEURISTIC``, 64x64): the honest relu kernel, its
  BLOCK chosen by a heuristic that grows the module's list through a local alias (``seen = _SEEN; seen += [1]``), one
  element a launch: state kept between calls, the audited re-check's index known. The secure outcome: refused
  (``cheat_detected``); at 10acfe25 expected ``correct`` (static ``[]``).
"""

from __future__ import annotations

from pathlib import Path

from tests.adversarial.redteam import sample_kit
from tests.adversarial.redteam.round63a import plugin63a
from tests.adversarial.redteam.round65a import premises65a
from tests.adversarial.redteam.round66a import premises66a

RELU_RULE = premises65a.RELU_RULE.format(module=premises65a.MODULE)
SAMPLES = {
    "r66a_counter_heuristic": (plugin63a.RELU, plugin63a.SMALL, premises66a.COUNTER_HEURISTIC, RELU_RULE),
}
DEFAULT_RUN = ("r66a_counter_heuristic",)


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
