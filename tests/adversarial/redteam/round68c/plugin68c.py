"""Round 68c's plugin run (CPU, Triton's interpreter, the trusted allow-list on: the product as shipped), TWO_WAY_WINDOW:
``python -m tests.adversarial.redteam.round68c.plugin68c [config] [trials] [guard]`` (guard: ``full``, the default, or
``passbench``).

``r68c_fused_chain``: the bfloat16 graph ``in_0 * in_1 * in_2 * in_3 * in_4 * in_5`` (320x512, in_0 N(0, 1), the others
N(1.5, 0.29²)), replaced by an honest fused kernel: the product in float32, rounded once to bfloat16 (to nearest even,
by hand: the CPU interpreter's cast truncates). On the replayed inputs (``PASSBENCH_SEED``) one element of the 163,840
lies in the two-way window (``premises68c.replay_window``): PassBench's allclose accepts it, the full guard's two-way
closeness does not.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from tests.adversarial.redteam import sample_kit

MODULE = "kernels68c"
SHAPE = [320, 512]
CHAIN = """\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5):
        tmp_0 = in_0 * in_1
        tmp_1 = tmp_0 * in_2
        tmp_2 = tmp_1 * in_3
        tmp_3 = tmp_2 * in_4
        tmp_4 = tmp_3 * in_5
        return (tmp_4,)
"""
CHAIN_INPUTS = {
    f"in_{i}": (
        SHAPE,
        "bfloat16",
        "0.000" if i == 0 else "1.500",
        "1.000" if i == 0 else "0.290",
    )
    for i in range(6)
}
CHAIN_RULE = """\
import torch
from pass_dir.{module} import chain


def pattern(a, b, c, d, e, f):
    return a * b * c * d * e * f


def replacement_args(a, b, c, d, e, f):
    return (a, b, c, d, e, f)


def replacement_func():
    return chain
"""
FUSED_CHAIN = '''\
"""Round 68c: an honest fused bfloat16 chain of five multiplies (float32 product, rounded once)."""

import torch
import triton
import triton.language as tl

BLOCK = 4096


@triton.jit
def _chain_kernel(x, a, b, c, d, e, out, n, BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n
    acc = tl.load(x + offsets, mask=mask).to(tl.float32)
    acc = acc * tl.load(a + offsets, mask=mask).to(tl.float32)
    acc = acc * tl.load(b + offsets, mask=mask).to(tl.float32)
    acc = acc * tl.load(c + offsets, mask=mask).to(tl.float32)
    acc = acc * tl.load(d + offsets, mask=mask).to(tl.float32)
    acc = acc * tl.load(e + offsets, mask=mask).to(tl.float32)
    # round to nearest even by hand (the CPU interpreter's float32 -> bfloat16 cast truncates)
    bits = acc.to(tl.int32, bitcast=True)
    bits = (bits + 0x7FFF + ((bits >> 16) & 1)) & -65536
    tl.store(out + offsets, bits.to(tl.float32, bitcast=True).to(tl.bfloat16), mask=mask)


def chain(x, a, b, c, d, e):
    out = torch.empty_like(x)
    n = x.numel()
    _chain_kernel[(triton.cdiv(n, BLOCK),)](x, a, b, c, d, e, out, n, BLOCK=BLOCK)
    return out
'''
SAMPLES = {"r68c_fused_chain": (CHAIN, CHAIN_INPUTS, FUSED_CHAIN, CHAIN_RULE)}


def build_sample(layout, name: str) -> Path:
    model, inputs, kernels, rule = SAMPLES[name]
    return sample_kit.build_sample(
        layout,
        name,
        model,
        inputs,
        kernels,
        "Rule68c",
        rule.format(module=MODULE),
        MODULE,
    )


def plugin_run(
    config_name: str = "plain-root", trials: int = 5, guard: str = "full"
) -> dict:
    """``harness.shipped_run`` with ``--passnet-guard guard`` added (its copy: shipped_run takes no extra options)."""
    import shutil

    import pytest_passnet
    from tests.adversarial.redteam import harness

    layout = harness.Layout(next(c for c in harness.CONFIGS if c.name == config_name))
    try:
        shutil.copy(
            Path(pytest_passnet.__file__).parent / "guard.py",
            layout.package / "pytest_passnet" / "guard.py",
        )
        samples = [build_sample(layout, name) for name in SAMPLES]
        layout.hand_over()
        command = layout.command(samples, "-p", "no:randomly", "--passnet-guard", guard)
        command[command.index("--passnet-trials") + 1] = str(trials)
        code, seconds = harness._run_pytest(layout, command, "run")
        report_file = layout.out / "report.json"
        if not report_file.is_file():
            tail = (layout.base / "run.out").read_text(errors="replace")[-3000:]
            raise AssertionError(f"no report.json (exit {code}): {tail}")
        report = json.loads(report_file.read_text())
        return {
            "variants": {Path(v["sample"]).name: v for v in report["variants"]},
            "samples": {Path(s["path"]).name: s for s in report["samples"]},
            "overall": report["overall"],
            "exit": code,
            "seconds": round(seconds, 1),
        }
    finally:
        layout.remove()


def brief(record: dict) -> None:
    sample_kit.print_brief(
        record,
        extra=lambda v: {
            "correct_at": {
                t: v["correctness"].get("correct_at", {}).get(t)
                for t in ("-5", "-4", "0", "1")
            },
            "judged_correct_at": {
                t: (v["correctness"].get("judged_correct_at") or {}).get(t)
                for t in ("-5", "-4")
            },
            "max_diff": v["correctness"].get("max_diff"),
        },
    )


if __name__ == "__main__":
    arguments = sys.argv[1:]
    brief(plugin_run(*arguments[:1], *map(int, arguments[1:2]), *arguments[2:3]))
