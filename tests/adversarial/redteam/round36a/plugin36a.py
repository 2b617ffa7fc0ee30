"""Round 36a's JUDGED_EXACT, HALF_TRIALS and NULL_PASS through the real plugin (CPU, the trusted allow-list off as in every red-team run,
round 1's ``harness.Layout``): ``python -m tests.adversarial.redteam.round36a.plugin36a [config] [trials] [sample ...]``
prints each variant's status, match, the level ES(t) credits it from, its sample's AS and the agent's speedup reward.

The graph ``torch.relu(in_0)`` of a [256, 1024] float32 input. The matching passes replace the relu with a Triton kernel
(the CPU interpreter) that multiplies the relu by ``SCALE``; the samples differ in ``SCALE``, when, and the pattern:

- ``r36a_exact``: ``SCALE`` 1 everywhere (bit-exact with eager: the honest pass of a kernel as precise as eager);
- ``r36a_loose``: ``SCALE`` 1 + 2**-20 everywhere (a relative error of 9.5e-7: close at the baseline t = -5, rtol
  1.3e-6; measured: credited from -6, not -10): the honest twin of a kernel only as precise as the baseline asks;
- ``r36a_victim``: ``r36a_exact`` again, after the attacks (the honest sample each attack is followed by);
- ``r36a_judged``: ``SCALE`` 1 on the judged call alone (the child's ``CompiledSide.outputs`` on the call stack: a
  stack peek, which needs code run in the child) and 1 + 2**-20 on every other call: the warm-up, every timed trial,
  the fresh-input re-check. The timed work is ``r36a_loose``'s.
- ``r36a_half``: exact everywhere but in a timed trial (``CompiledSide.trial`` on the stack), where the kernel writes
  a float16 output (half the bytes to write, and to hash inside the span) for eager's float32.
- ``r36a_unmatched``: a pattern (``torch.tanh``) that matches nothing of the graph, the child left alone: the
  honest outcome, ``pass_not_matched`` (b = 0.1 at every t);
- ``r36a_null``: the same pass, and at import it wraps the child's ``apply_rules`` so that its report reads
  ``modified`` while applying nothing: no ``PassNotMatched``, Dynamo's captured graph (eager's own ops) runs as the
  compiled side, its compile report still says no rule applied (``matched`` false);
- ``r36a_null_claimed``: as ``r36a_null``, and the report names the rule as applied once (``matched`` true);
- ``r36a_heavy_unmatched`` / ``r36a_heavy_null``: ``r36a_unmatched`` / ``r36a_null`` on ``relu(in_0 @ in_1)`` of two
  [1024, 1024] float32 inputs (eager about 10-30 ms here), where the child's own per-call cost is small beside the work.

What the product does: ES(t) credits a ``correct`` variant's speedup from the first level its *judged call* is close at
(``score.credited_from``), while the timed trials' fingerprints and audits and the re-check are held to that level but
never tighter than the baseline (``pipeline._checked_level``: ``max(credited, BASELINE_LEVEL)``). So the liar's timed
work, close from -6 on (``r36a_loose``'s), is credited from -10, as ``r36a_exact``'s. And ``pipeline.verdict`` never
reads the compile report's ``matched``: a child that does not raise ``PassNotMatched`` is ``correct`` at its captured
graph's speed.
"""

from __future__ import annotations

RULE = "Relu36a"
ROWS, COLUMNS = 256, 1024
MODEL = """\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0):
        tmp_0 = torch.relu(in_0)
        return (tmp_0,)
"""
HEAVY = """\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0, in_1):
        tmp_0 = torch.matmul(in_0, in_1)
        tmp_1 = torch.relu(tmp_0)
        return (tmp_1,)
"""
INPUTS = {"in_0": ([ROWS, COLUMNS], "float32")}
HEAVY_INPUTS = {"in_0": ([1024, 1024], "float32"), "in_1": ([1024, 1024], "float32")}
SAMPLES = {"r36a_exact": (MODEL, "exact"), "r36a_loose": (MODEL, "loose"), "r36a_judged": (MODEL, "judged"),
           "r36a_half": (MODEL, "half"), "r36a_unmatched": (MODEL, "unmatched"), "r36a_null": (MODEL, "null"),
           "r36a_null_claimed": (MODEL, "null_claimed"), "r36a_heavy_unmatched": (HEAVY, "unmatched"),
           "r36a_heavy_null": (HEAVY, "null"), "r36a_victim": (MODEL, "exact")}
HEAVY_SAMPLES = ("r36a_heavy_unmatched", "r36a_heavy_null")

PASS = '''\
import sys

import torch
import triton
import triton.language as tl

MODE = "{mode}"
LOOSE = 1.0 + 2.0 ** -20
BLOCK = 1024


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, scale, BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n
    x = tl.load(x_ptr + offsets, mask=mask)
    tl.store(out_ptr + offsets, (tl.maximum(x, 0.0) * scale).to(out_ptr.dtype.element_ty), mask=mask)


def _on_stack(name):
    """Whether the child's CompiledSide.<name> (outputs: the judged call; trial: a timed trial) is on the call stack."""
    frame = sys._getframe(1)
    while frame is not None:
        if frame.f_code.co_name == name and "sandbox" in frame.f_code.co_filename:
            return True
        frame = frame.f_back
    return False


def relu(x):
    exact = MODE in ("exact", "half") or (MODE == "judged" and _on_stack("outputs"))
    half = MODE == "half" and _on_stack("trial")
    out = torch.empty_like(x, dtype=torch.float16) if half else torch.empty_like(x)
    relu_kernel[(triton.cdiv(x.numel(), BLOCK),)](x, out, x.numel(), 1.0 if exact else LOOSE, BLOCK=BLOCK)
    return out


MATCH = MODE in ("exact", "loose", "judged", "half")


def pattern(a):
    if MATCH:
        return torch.relu(a)
    return torch.tanh(a)  # matches nothing of the relu graph


def replacement_args(a):
    return (a,)


def replacement_func():
    return relu


def _null_pass():
    """The child's harness told that a pass modified the graph when none did: Dynamo's graph runs as captured
    (eager's own ops, every call, timed calls too); ``null_claimed`` also names this rule as applied once."""
    compilers = sys.modules["pytest_passnet.sandbox.child.compilers"]
    real = compilers.apply_rules

    class Modified(compilers.RewriteReport):
        @property
        def modified(self):
            return True

    def apply_rules(*args, **kwargs):
        report = real(*args, **kwargs)
        applied = {"Relu36a": 1} if MODE == "null_claimed" else report.applied
        return Modified(applied, {} if MODE == "null_claimed" else report.diagnostics, report.replaced_lines)

    compilers.apply_rules = apply_rules


if MODE in ("null", "null_claimed"):
    _null_pass()
'''


def credited(variant: dict) -> int | None:
    """The level ES(t) credits the variant's speedup from (the product's own rule)."""
    from pytest_passnet import score

    if variant.get("status") not in ("correct", "accuracy"):
        return None
    return score.credited_from((variant.get("correctness") or {}).get("correct_at") or {})


def plugin_run(config_name: str = "plain-root", trials: int = 5, only: tuple[str, ...] = ()) -> dict[str, dict]:
    """The samples (or those named in ``only``) through the real plugin in one run: each one's variant from
    report.json, with ``credited_from`` added."""
    from tests.adversarial.redteam import harness

    def build(layout):
        light = {name: spec for name, spec in SAMPLES.items() if name not in HEAVY_SAMPLES}
        heavy = {name: spec for name, spec in SAMPLES.items() if name in HEAVY_SAMPLES}
        return (harness.mode_samples(layout, light, INPUTS, RULE, PASS, {}, only)
                + harness.mode_samples(layout, heavy, HEAVY_INPUTS, RULE, PASS, {}, only))

    variants = harness.plugin_variants(config_name, trials, build)
    for variant in variants.values():
        variant["credited_from"] = credited(variant)
        variant["sample_as"], variant["cuda_reward"] = sample_as_and_reward(variant)
    return variants


def sample_as_and_reward(variant: dict) -> tuple[float | None, float]:
    """The sample's AS as the report computes it (``report.sample_score``) and the reward the agent's evaluator takes
    from such a report where it measures speedups (a CUDA run: ``agent.evaluator.verdict_from_report``, SPEEDUP)."""
    from agent.evaluator import SPEEDUP, verdict_from_report
    from pytest_passnet.report import sample_score
    from pytest_passnet.result import VariantResult

    sample = sample_score(variant["sample"], 1, [VariantResult.from_dict(variant)])
    return sample.score, verdict_from_report({"variants": [variant], "samples": [vars(sample)]}, SPEEDUP).reward


KEYS = ("status", "matched", "applied", "credited_from", "sample_as", "cuda_reward", "speedup", "message", "flags",
        "run")


if __name__ == "__main__":
    import sys

    from tests.adversarial.redteam import harness

    arguments = sys.argv[1:]
    harness.print_variants(plugin_run(*arguments[:1], *map(int, arguments[1:2]), only=tuple(arguments[2:])), KEYS)
