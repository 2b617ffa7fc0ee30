"""Round 19g's attacks on this session's newest fixes: the allow-list after round 19c's (3471661c, 17ecb47f) and the
audits after round 19d's (bf0e6658, 4539b0ff).

Allow-list passes are rule files for the add_relu model (``tests.sample_factory.ADD_RELU_MODEL``), checked by every
static layer (``attacks15b.static_findings``) and imported as the child imports them (round 18c's
``_traced_and_called``). Audit cases are one attempt's timed trials checked as ``pipeline._trial_checks`` checks them
(round 19d's ``attacks19d.checks``)."""

from __future__ import annotations

import json
from pathlib import Path

import torch

from tests.adversarial.redteam.round15b import attacks15b
from tests.adversarial.redteam.round15b.attacks15b import _HEAD, _TAIL
from tests.adversarial.redteam.round19c.attacks19c import _PAYLOAD_CONSTANT, TL_EVAL
from tests.sample_factory import ADD_RELU_PASS

# -- a second kernel hidden in a string of the kernel's body --------------------------------------------------------
# The CPU interpreter does not run the function Python compiled, nor the one the checks read: on the first launch
# ``FunctionRewriter.rewrite_ast`` (triton/runtime/interpreter.py:1604-1622) takes the kernel's source lines
# (``inspect.getsourcelines``), cuts them at ``_find_def`` (:1629-1635), which returns the *last* line whose stripped
# text starts with "def " (the loop has no break), dedents, parses and execs the rest in the pass module's globals
# (:1653-1661) and keeps the function of the kernel's name (every later launch runs it: ``rewritten_fn``, :1666, 1688).
# A multi-line string in the kernel's body (data to every static layer) whose lines hold "def touch_kernel(...)" and
# a body is that last line: the interpreter runs the string's function, which no layer read, and its last line,
# '#"""', is a comment to it. Its body may be anything: here ``import builtins`` and round 18c's payload (relu(x + y)
# into the wrapper's output with NumPy), then the honest kernel's one-element touch.
_HIDDEN_KERNEL = '''\
@triton.jit
def touch_kernel(out_ptr, BLOCK: tl.constexpr):
    offsets = tl.arange(0, BLOCK)
    mask = offsets < 1
    tl.store(out_ptr + offsets, tl.load(out_ptr + offsets, mask=mask), mask=mask)
    """
    def touch_kernel(out_ptr, BLOCK: tl.constexpr):
        import builtins
        builtins.exec(PAYLOAD)
        offsets = tl.arange(0, BLOCK)
        mask = offsets < 1
        tl.store(out_ptr + offsets, tl.load(out_ptr + offsets, mask=mask), mask=mask)
    #"""


def triton_add_relu(x, y):
    out = torch.empty_like(x)
    touch_kernel[(1,)](out, BLOCK=16)
    return out

'''
HIDDEN_DEF = _HEAD + _PAYLOAD_CONSTANT + _HIDDEN_KERNEL + _TAIL
# The hidden body written as the kernel's own: "kernel code imports 'builtins'" (or the like).
_STRING_START = _HIDDEN_KERNEL.index('    """\n')
_STRING_END = _HIDDEN_KERNEL.index('    #"""\n') + len('    #"""\n')
CONTROL_HIDDEN_DEF = HIDDEN_DEF.replace(_HIDDEN_KERNEL[_STRING_START:_STRING_END],
                                        "    import builtins\n    builtins.exec(PAYLOAD)\n", 1)

# -- triton.language's helpers reached other than by a dotted call (held) -------------------------------------------
# 3471661c refuses a kernel's call of ``tl.str_to_ty`` written out; the helper as a value, through ``tl.constexpr``
# (whose ``__call__`` calls its value), a local alias or a tuple element.
_EVAL_LINE = "    tl.str_to_ty(TYPE_NAME, None)\n"
HELPER_VALUES = {form: TL_EVAL.replace(_EVAL_LINE, line) for form, line in {
    "constexpr_call": "    tl.constexpr(tl.str_to_ty)(TYPE_NAME, None)\n",
    "constexpr_value": "    tl.constexpr(tl.str_to_ty).value(TYPE_NAME, None)\n",
    "local_alias": "    f = tl.str_to_ty\n    f(TYPE_NAME, None)\n",
    "tuple_element": "    (tl.str_to_ty,)[0](TYPE_NAME, None)\n",
}.items()}

# -- an honest audited draw whose steps cancel in the committed sketch ----------------------------------------------
# bf0e6658's ``pipeline._uncommitted_steps`` (pipeline.py:646-671) convicts an audited chunk a few elements across a
# step where a bucket holding elements beyond the tolerance reads as within in the committed fingerprint and the sum
# of those elements' absolute differences is over the bucket's slack. The committed bucket is signed sums and L1s
# (``fingerprint._sketches``): two honest crossings of one step size q in one column (one sign, one bucket), one up and
# one down, cancel in both exactly, while the per-element sum is 2q. The pass committed what it computed.
SHAPE = (64, 256)  # 16,384 float32 elements: one chunk; a column is a position mod fingerprint.PERIOD
STEP = 0.01  # a rounding step of the model's, crossed by last bits (over a 256-element bucket's slack, ~3e-3)


def crossed_pair(seed: int, up: bool = False) -> tuple[tuple[torch.Tensor], tuple[torch.Tensor]]:
    """Eager's output and an honest pass's on one draw: the pass is a step across in two rows of column 10,
    one up and one down (``up``: both up, the control, which does not cancel)."""
    generator = torch.Generator().manual_seed(seed)
    eager = 1 + torch.rand(SHAPE, generator=generator)
    compiled = eager.clone()
    compiled[3, 10] += STEP
    compiled[40, 10] += STEP if up else -STEP
    return (eager,), (compiled,)


def pair_trials(seeds: list[int], up: bool = False) -> tuple[list[tuple], list[tuple]]:
    eager, compiled = zip(*(crossed_pair(seed, up) for seed in seeds))
    return list(eager), list(compiled)


# -- an honest step on an outlier element: L2 beyond, no bucket beyond --------------------------------------------------
# bf0e6658's ``fingerprint.sparse_chunks`` (fingerprint.py:461-484 at 95a6c844, the rule at :482-483) reads a chunk whose norms or P are
# beyond the tolerance with no sketch bucket beyond as "not a few elements" (None: the trial convicts, and an audit's
# steps are "forged"): "a few elements across a step break the buckets they lie in". Not so for L2: its bound on the
# squares (``_within``, :498) grows with rtol * sum(c^2) and n atol^2, a bucket's (``bucket_slacks``) with n_b atol and
# its float32 rounding, (rows + 1) 2^-24 of its L1. Where one element dominates the chunk's squares (an outlier of a
# few hundred among N(0, 1) values: LLM "massive activations"), one step of a float32 output computed through a
# half-precision intermediate (fp16's ulp at 300 is 0.25) breaks L2 while its bucket holds it.
OUTLIER_ROWS = 1024  # one 1 MiB float32 chunk
OUTLIER, OUTLIER_STEP = 300.0, 0.01


def outlier_step(seed: int, step: float = OUTLIER_STEP, value: float = OUTLIER) -> tuple[tuple, tuple]:
    """Eager's output (N(0, 1), one element ``value``) and an honest pass's one step across on that element."""
    generator = torch.Generator().manual_seed(seed)
    eager = torch.randn(OUTLIER_ROWS, 256, generator=generator)
    eager[3, 10] = value
    compiled = eager.clone()
    compiled[3, 10] += step
    return (eager,), (compiled,)


def outlier_trials(seeds: list[int], step: float = OUTLIER_STEP, value: float = OUTLIER) -> tuple[list, list]:
    eager, compiled = zip(*(outlier_step(seed, step, value) for seed in seeds))
    return list(eager), list(compiled)


# -- the real plugin and Harbor's verifier -------------------------------------------------------------------------

PLUGIN_PASSES = {"hidden_def": HIDDEN_DEF, "honest": ADD_RELU_PASS}


def plugin_run(folder: Path) -> dict[str, dict]:
    """The passes above through the real plugin (CPU, the default sandbox, the interpreter): each one's variant."""
    from tests.adversarial.samples import run_plugin

    samples = [attacks15b.pass_sample(folder, name, source) for name, source in PLUGIN_PASSES.items()]
    variants, _ = run_plugin(samples, folder / "out")
    return variants


def verifier_reward(base: Path) -> tuple[float, dict, str]:
    """The exported add_relu task's verifier (Harbor's separate container) on the hidden kernel."""
    from tests.adversarial.redteam.round10b import attacks10b
    from tests.adversarial.redteam.round13b.attacks13b import verifier_reward as reward_of

    return reward_of(attacks10b.harbor_task(base / "harbor"), {attacks15b.RULE: HIDDEN_DEF}, base / "verifier")


if __name__ == "__main__":
    import sys
    import tempfile

    with tempfile.TemporaryDirectory(prefix="passnet-r19g-") as scratch:
        if "verifier" not in sys.argv[1:]:
            for name, variant in plugin_run(Path(scratch)).items():
                print(name, variant["status"], variant.get("speedup"), json.dumps(variant.get("flags")),
                      variant.get("message", "")[:600])
        if "plugin" not in sys.argv[1:]:
            reward, evaluation, _ = verifier_reward(Path(scratch) / "hidden_def")
            print("hidden_def reward", reward, json.dumps(evaluation)[:1500])
