"""Round 61a's plugin run (CPU, Triton's interpreter, ``harness.shipped_run``: the checkout's ``guard.py`` put back, the
trusted allow-list on, the product as shipped): ``python -m tests.adversarial.redteam.round61a.plugin61a [config]
[trials] [sample ...]``.

``r61a_list_rows``: CONFIG_LIST_ROWS, an honest relu whose one Config comes from ``triton.Config(*row)`` over a table of
list rows (a false rejection: what does the plugin make of it). ``r61a_constexpr_tensor``: CONSTEXPR_TENSOR_AUDIT's
pass (a heuristic hands (x, out) to a constexpr; the kernel's Python computes relu with torch): refused by the static
check, which is the only layer that sees it."""

from __future__ import annotations

from pathlib import Path

from tests.adversarial.redteam import sample_kit
from tests.adversarial.redteam.round60a.plugin60a import RELU
from tests.adversarial.redteam.round61a import premises61a

INPUTS = {"in_0": ([64, 64], "float32", "0.000", "1.000")}
RULE = premises61a.RELU_RULE.format(module="kernels61a")
SAMPLES = {
    "r61a_list_rows": (premises61a.kernels(premises61a.FALSE_REJECTIONS["CONFIG_LIST_ROWS"][0])),
    "r61a_constexpr_tensor": premises61a.CONSTEXPR_TENSOR_KERNELS,
}


def build_sample(layout, name: str) -> Path:
    return sample_kit.build_sample(layout, name, RELU, INPUTS, SAMPLES[name], "RuleRelu61a", RULE, "kernels61a")


def plugin_run(config_name: str = "plain-root", trials: int = 1, only: tuple[str, ...] = ()) -> dict:
    from tests.adversarial.redteam import harness

    names = [name for name in SAMPLES if name in (only or tuple(SAMPLES))]
    return harness.shipped_run(build_sample, names, config_name, trials, allow_list=True)


def brief(record: dict) -> None:
    sample_kit.print_brief(record)


if __name__ == "__main__":
    sample_kit.main(plugin_run, brief)
