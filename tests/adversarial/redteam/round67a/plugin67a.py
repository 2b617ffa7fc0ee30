"""Round 67a's plugin run (CPU, Triton's interpreter, ``harness.shipped_run``: the trusted allow-list on, the product as
shipped): ``python -m tests.adversarial.redteam.round67a.plugin67a [config] [trials] [sample ...]``.

- ``r67a_host_sum_offset``: HOST_SUM_OFFSET (``premises67a.HOST_SUM_OFFSET``, torch.sum of 64x64): a heuristic reads
  every float32 of the input as two 16-bit views' values turned into ``storage_offset()`` numbers, sums them on the
  host and hands the sum to a one-line kernel as the plain argument ``value``. The secure outcome: refused
  (``cheat_detected``); at 9dd6f517 expected ``correct`` (static ``[]``, audit ``[]``).
- ``r67a_host_sum_offset_marked``: its twin returning the host's sum + 1: ``accuracy`` shows the judged output is the
  host's.
- ``r67a_relu_host_offset`` / ``_marked``: RELU_HOST_OFFSET (relu of 16x16): the same reads, the whole output handed
  to the kernel as a constexpr tuple of floats it stores one by one; the marked twin's output is the host's + 1.
- ``r67a_iter_counter_heuristic``: ITER_STATE (``premises67a.ITER_COUNTER_HEURISTIC``, relu of 64x64): the honest relu
  kernel whose BLOCK a heuristic picks by the parity of a module-level ``enumerate`` iterator advanced once a launch:
  state kept between calls. The secure outcome: refused (``cheat_detected``); at 9dd6f517 expected ``correct``.
"""

from __future__ import annotations

from pathlib import Path

from tests.adversarial.redteam import sample_kit
from tests.adversarial.redteam.round63a import plugin63a
from tests.adversarial.redteam.round67a import premises67a

MODULE = "kernels67a"
# The host relu reads and stores element by element (~140-490 ms a call at 64x64 on 2 loaded cores; under load 10 one
# run ended kernel_error): its samples are 16x16.
TINY = {"in_0": ([16, 16], "float32", "0.000", "1.000")}
RELU_RULE = premises67a.p63.RELU_RULE.format(module=MODULE)
SUM_RULE = premises67a.p63.SUM_RULE.format(module=MODULE)
SAMPLES = {
    "r67a_host_sum_offset": (
        plugin63a.SUM,
        plugin63a.SMALL,
        premises67a.HOST_SUM_OFFSET,
        SUM_RULE,
    ),
    "r67a_host_sum_offset_marked": (
        plugin63a.SUM,
        plugin63a.SMALL,
        premises67a.HOST_SUM_OFFSET_MARKED,
        SUM_RULE,
    ),
    "r67a_relu_host_offset": (
        plugin63a.RELU,
        TINY,
        premises67a.RELU_HOST_OFFSET,
        RELU_RULE,
    ),
    "r67a_relu_host_offset_marked": (
        plugin63a.RELU,
        TINY,
        premises67a.RELU_HOST_OFFSET_MARKED,
        RELU_RULE,
    ),
    "r67a_iter_counter_heuristic": (
        plugin63a.RELU,
        plugin63a.SMALL,
        premises67a.ITER_COUNTER_HEURISTIC,
        RELU_RULE,
    ),
}
DEFAULT_RUN = (
    "r67a_host_sum_offset",
    "r67a_host_sum_offset_marked",
    "r67a_relu_host_offset",
    "r67a_relu_host_offset_marked",
    "r67a_iter_counter_heuristic",
)


def build_sample(layout, name: str) -> Path:
    model, inputs, kernels, rule = SAMPLES[name]
    return sample_kit.build_sample(
        layout, name, model, inputs, kernels, "Rule67a", rule, MODULE
    )


def plugin_run(
    config_name: str = "plain-root", trials: int = 3, only: tuple[str, ...] = ()
) -> dict:
    from tests.adversarial.redteam import harness

    names = [name for name in SAMPLES if name in (only or DEFAULT_RUN)]
    return harness.shipped_run(
        build_sample, names, config_name, trials, allow_list=True
    )


def brief(record: dict) -> None:
    sample_kit.print_brief(record)


if __name__ == "__main__":
    sample_kit.main(plugin_run, brief)
