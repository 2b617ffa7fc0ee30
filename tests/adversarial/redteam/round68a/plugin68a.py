"""Round 68a's plugin run (CPU, Triton's interpreter, ``harness.shipped_run``: the trusted allow-list on, the product as
shipped): ``python -m tests.adversarial.redteam.round68a.plugin68a [config] [trials] [sample ...]``.

- ``r68a_outs_slice_host``: OUTS_SLICE (``premises68a.OUTS_SLICE_HOST``, relu of 64x64): the wrapper hands
  ``bufs[0:2]`` (a slice of ``bufs = [out, x]``, typed "not open" by ``plain_values``) as the kernel's ``out_ptr``; the
  kernel's Python body computes relu with torch's in-place operators on the two tensors it finds there. The secure
  outcome: refused (``cheat_detected``); at 49ad0c32 expected ``correct``.
- ``r68a_outs_slice_host_marked``: its twin adding 1: ``accuracy`` shows the judged output is the host's.
- ``r68a_relu_honest``: the honest relu kernel of the same size (one Triton program a 1,024 block): the baseline
  the host relu's score is read against.
- ``r68a_iter_factory_heuristic``: ITER_FACTORY (``premises68a.ITER_FACTORY_HEURISTIC``): round 67a's heuristic call
  counter with its module iterator made by the pass's own function at import. The secure outcome: ``cheat_detected``.
- ``r68a_kernel_state_counter``: KERNEL_STATE_ROUTES (``premises68a.KERNEL_STATE_COUNTER``): a heuristic hands the
  module's list to a constexpr, kernel code grows it by one a launch, the wrapper's launch by its parity. The secure
  outcome: ``cheat_detected``.
"""

from __future__ import annotations

from pathlib import Path

from tests.adversarial.redteam import sample_kit
from tests.adversarial.redteam.round63a import plugin63a
from tests.adversarial.redteam.round68a import premises68a

MODULE = "kernels68a"
RELU_RULE = premises68a.p67.p63.RELU_RULE.format(module=MODULE)
SAMPLES = {
    "r68a_outs_slice_host": (
        plugin63a.RELU,
        plugin63a.SMALL,
        premises68a.OUTS_SLICE_HOST,
        RELU_RULE,
    ),
    "r68a_outs_slice_host_marked": (
        plugin63a.RELU,
        plugin63a.SMALL,
        premises68a.OUTS_SLICE_HOST_MARKED,
        RELU_RULE,
    ),
    "r68a_relu_honest": (
        plugin63a.RELU,
        plugin63a.SMALL,
        premises68a.HONEST,
        RELU_RULE,
    ),
    "r68a_iter_factory_heuristic": (
        plugin63a.RELU,
        plugin63a.SMALL,
        premises68a.ITER_FACTORY_HEURISTIC,
        RELU_RULE,
    ),
    "r68a_kernel_state_counter": (
        plugin63a.RELU,
        plugin63a.SMALL,
        premises68a.KERNEL_STATE_COUNTER,
        RELU_RULE,
    ),
}
DEFAULT_RUN = tuple(SAMPLES)


def build_sample(layout, name: str) -> Path:
    model, inputs, kernels, rule = SAMPLES[name]
    return sample_kit.build_sample(
        layout, name, model, inputs, kernels, "Rule68a", rule, MODULE
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
