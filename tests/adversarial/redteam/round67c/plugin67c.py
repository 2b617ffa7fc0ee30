"""Round 67c's plugin run (CPU, Triton's interpreter, ``harness.shipped_run``: the trusted allow-list on, the product as
shipped): ``python -m tests.adversarial.redteam.round67c.plugin67c [config] [trials] [sample ...]``.

- ``r67c_huge_mm_sum``: HUGE_CONSTANT (``premises67c.HUGE_MM_SUM``): ``torch.sum(torch.matmul(a, b))`` of two 512x512
  inputs replaced by one program storing 1e20 into the 0-d output; neither input is read.
- ``r67c_zero_mm_sum``: its control, the same kernel storing 0.0 (a failure: ``accuracy`` at no level).
- ``r67c_huge_relu``: HUGE_CONSTANT on relu (256x1024): every element 1e20.
- ``r67c_honest_relu``: the honest relu kernel, the twin.
- ``r67c_huge_sum``, ``r67c_honest_sum``: HUGE_CONSTANT on ``torch.sum`` of 64x64 (a 0-d output) and its honest twin.
- ``r67c_zero_layer_scale``: BELOW_ATOL (``premises67c.ZERO_MUL``): timm fastvit_t8's layer scale
  (``graphs/.../fastvit_t8_start30_end31_30``, copied whole) answered with zeros; ``r67c_honest_layer_scale`` its twin.
- held forms (``HELD_RUN``): ``r67c_inplace_alias`` (relu written into the input, the input returned),
  ``r67c_inplace_fresh`` (the right relu in a fresh output and the input overwritten too), ``r67c_transposed_out``
  (honest relu into a column-major output).
"""

from __future__ import annotations

import shutil
from pathlib import Path

from tests.adversarial.redteam import sample_kit
from tests.adversarial.redteam.round67c import premises67c as p

SAMPLES = {
    "r67c_huge_mm_sum": (p.MM_SUM, p.MM_SUM_INPUTS, p.HUGE_MM_SUM, p.MM_SUM_RULE),
    "r67c_zero_mm_sum": (p.MM_SUM, p.MM_SUM_INPUTS, p.ZERO_MM_SUM, p.MM_SUM_RULE),
    "r67c_huge_relu": (p.RELU, p.RELU_INPUTS, p.HUGE_RELU, p.RELU_RULE),
    "r67c_honest_relu": (p.RELU, p.RELU_INPUTS, p.HONEST_RELU, p.RELU_RULE),
    "r67c_huge_sum": (p.SUM, p.SUM_INPUTS, p.HUGE_SUM, p.SUM_RULE),
    "r67c_honest_sum": (p.SUM, p.SUM_INPUTS, p.HONEST_SUM, p.SUM_RULE),
    "r67c_inplace_alias": (p.RELU, p.RELU_INPUTS, p.INPLACE_ALIAS, p.RELU_RULE),
    "r67c_inplace_fresh": (p.RELU, p.RELU_INPUTS, p.INPLACE_FRESH, p.RELU_RULE),
    "r67c_transposed_out": (p.RELU, p.RELU_INPUTS, p.TRANSPOSED_OUT, p.RELU_RULE),
}
# Dataset variants copied whole (BELOW_ATOL): name -> (the variant's folder under the checkout, kernels, rule).
DATASET = {
    "r67c_zero_layer_scale": (p.LAYER_SCALE, p.ZERO_MUL, p.MUL_RULE),
    "r67c_honest_layer_scale": (p.LAYER_SCALE, p.HONEST_MUL, p.MUL_RULE),
}
BELOW_ATOL_RUN = tuple(DATASET)
HUGE_RUN = (
    "r67c_huge_mm_sum",
    "r67c_zero_mm_sum",
    "r67c_huge_relu",
    "r67c_honest_relu",
)
HELD_RUN = (
    "r67c_huge_sum",
    "r67c_honest_sum",
    "r67c_inplace_alias",
    "r67c_inplace_fresh",
    "r67c_transposed_out",
)
DEFAULT_RUN = HUGE_RUN


def build_sample(layout, name: str) -> Path:
    if name in DATASET:
        return build_dataset_sample(layout, name)
    model, inputs, kernels, rule = SAMPLES[name]
    return sample_kit.build_sample(
        layout,
        name,
        model,
        inputs,
        kernels,
        "Rule67c",
        rule.format(module=p.MODULE),
        p.MODULE,
    )


def build_dataset_sample(layout, name: str) -> Path:
    """``samples/<name>``: the dataset's variant copied as it is (``graphs/float32/<name>``) and the pass."""
    folder, kernels, rule = DATASET[name]
    sample = layout.samples / name
    rel = f"graphs/float32/{name}"
    shutil.copytree(Path(__file__).resolve().parents[4] / folder, sample / rel)
    (sample / "graph_list.txt").write_text(rel + "\n")
    sample_kit.write_pass_dir(
        sample, p.MODULE, kernels, {"Rule67c": rule.format(module=p.MODULE)}
    )
    return sample


def plugin_run(
    config_name: str = "plain-root", trials: int = 3, only: tuple[str, ...] = ()
) -> dict:
    from tests.adversarial.redteam import harness

    names = [name for name in (*SAMPLES, *DATASET) if name in (only or DEFAULT_RUN)]
    return harness.shipped_run(
        build_sample, names, config_name, trials, allow_list=True
    )


def brief(record: dict) -> None:
    sample_kit.print_brief(
        record,
        extra=lambda v: {
            "correct_at": {
                t: v["correctness"].get("correct_at", {}).get(t)
                for t in ("-5", "-1", "0", "1")
            }
        },
    )


if __name__ == "__main__":
    sample_kit.main(plugin_run, brief)
