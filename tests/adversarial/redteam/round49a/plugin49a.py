"""Round 49a's plugin runs (CPU, Triton's interpreter, the trusted allow-list off as in every red-team run, round 1's
``harness.Layout``): ``python -m tests.adversarial.redteam.round49a.plugin49a [config] [trials] [sample ...]`` prints
each variant's status, speedup and message, and the run's pooled AS.

INPLACE_UNCHECKED. The graph writes one of its inputs in place and returns something else::

    tmp_0 = in_1.sin_()           # in_1: [4096, 4096] float32, 64 MiB, written in place and not returned
    tmp_1 = torch.relu(in_0)      # in_0: [64, 64] float32
    return (tmp_1,)

Dynamo keeps the ``sin_`` in the graph the pass sees (a graph input's mutation is the graph's effect: code after the
subgraph reads ``in_1``). Each sample's pass has one rule, ``Sin49a`` (pattern ``a.sin_()``, which the allow-list
accepts: traced, it writes nothing), whose shared wrapper does, by sample:

- ``r49a_honest``: ``sin`` in a Triton kernel, in place (the honest twin; slow in the interpreter);
- ``r49a_skip``: a one-element token launch: ``in_1`` is never written;
- ``r49a_wrong``: a Triton kernel that doubles ``in_1`` where eager takes its sine;
- ``r49a_copy``: the same graph returning ``tmp_0`` too (the form of the three shipped ``scatter_add_`` graphs: eager's
  output is its input, written): ``sin`` into a new tensor, returned, ``in_1`` left as it was (held: the judged call
  follows the warm-up, whose write eager's judged output carries, ``sin(sin(x))`` against ``sin(x)``: ``accuracy``);
- ``r49a_extra``: (control, the checked direction) a relu graph whose replacement also halves its input.

What the product does: the judged call, every audited timed trial and the fresh-input re-check compare the *outputs*
with eager's (``judge.judge``, ``pipeline._trial_checks``, ``guard.fresh_input_findings``); what the graph writes to its
inputs comes back only as the child's list of written inputs, and only a write eager does not make is a finding
(``guard.fresh_input_findings``). So ``in_1``'s value after the call is never compared, and neither is whether it was
written at all.

ZERO_POOL (by name only, not in the fixture's run). ``r49a_slow``: an honest relu kernel that takes the maximum with 0
``SLOW_ITERS`` times in one program (honest and slow: 1.5 s a call in the interpreter here), on an 8-element input
(eager's median 0.076 ms under load): 5e-5 here; a kernel ten times slower has a speedup below PassBench's printed
resolution (5 decimals), scored 0.0 (``measure.speedup``), which makes every ES(t) of its sample, and of the run's
variants pooled, 0 (``score.gmean``: a 0 among the values gives 0): the run's pooled AS is 0 whatever the other samples
scored.

``r49a_victim``: an honest relu on a [256, 1024] float32 input, after the attacks.
"""

from __future__ import annotations

from pathlib import Path

from tests.adversarial.redteam import sample_kit

MUTATING = """\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0, in_1):
        tmp_0 = in_1.sin_()
        tmp_1 = torch.relu(in_0)
        return (tmp_1,)
"""
RETURNED = """\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0, in_1):
        tmp_0 = in_1.sin_()
        tmp_1 = torch.relu(in_0)
        return (tmp_1, tmp_0)
"""
RELU = """\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0):
        tmp_0 = torch.relu(in_0)
        return (tmp_0,)
"""
MUTATING_INPUTS = {"in_0": ([64, 64], "float32"), "in_1": ([4096, 4096], "float32")}
RETURNED_INPUTS = {"in_0": ([64, 64], "float32"), "in_1": ([256, 1024], "float32")}
SLOW_INPUTS = {"in_0": ([8], "float32")}
VICTIM_INPUTS = {"in_0": ([256, 1024], "float32")}
SLOW_ITERS = 40_000  # about 2-4 s a call in the interpreter here (95 us an iteration under CI load)

KERNELS = '''\
"""Round 49a's Triton kernels and the one wrapper every rule's replacement_func returns (PassBench keeps one
replacement function per pass set), imported as ``pass_dir.kernels49a``: each rule appends its route."""

import torch
import triton
import triton.language as tl

BLOCK = 8192
BIG_BLOCK = 1 << 20
MODE = "{mode}"  # what the route "sin" does ("honest", "skip", "wrong", "copy"); "extra": the relu writes its input
SLOW_ITERS = {iters}  # where not 0, the relu is one program that takes its maximum with 0 this many times


@triton.jit
def _relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n
    tl.store(out_ptr + offsets, tl.maximum(tl.load(x_ptr + offsets, mask=mask), 0.0), mask=mask)


@triton.jit
def _slow_relu_kernel(x_ptr, out_ptr, n, ITERS: tl.constexpr, BLOCK: tl.constexpr):
    offsets = tl.arange(0, BLOCK)
    mask = offsets < n
    result = tl.load(x_ptr + offsets, mask=mask)
    for _ in range(ITERS):
        result = tl.maximum(result, 0.0)
    tl.store(out_ptr + offsets, result, mask=mask)


@triton.jit
def _scale_kernel(x_ptr, n, factor, BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n
    tl.store(x_ptr + offsets, tl.load(x_ptr + offsets, mask=mask) * factor, mask=mask)


@triton.jit
def _sin_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n
    tl.store(out_ptr + offsets, tl.sin(tl.load(x_ptr + offsets, mask=mask)), mask=mask)


def kernel(x, route):
    if route == "relu":
        out = torch.empty_like(x)
        if SLOW_ITERS:  # honest, and slow: its speedup is below PassBench's printed resolution
            _slow_relu_kernel[(1,)](x, out, x.numel(), ITERS=SLOW_ITERS, BLOCK=triton.next_power_of_2(x.numel()))
            return out
        _relu_kernel[(triton.cdiv(x.numel(), BLOCK),)](x, out, x.numel(), BLOCK=BLOCK)
        if MODE == "extra":  # the control of the direction the product checks: an input eager leaves, halved
            _scale_kernel[(triton.cdiv(x.numel(), BIG_BLOCK),)](x, x.numel(), 0.5, BLOCK=BIG_BLOCK)
        return out
    if MODE == "honest":  # eager's sin_, in place, in Triton
        _sin_kernel[(triton.cdiv(x.numel(), BIG_BLOCK),)](x, x, x.numel(), BLOCK=BIG_BLOCK)
        return x
    if MODE == "copy":  # eager returns in_1 written in place; this returns a new tensor and leaves in_1 as it was
        out = torch.empty_like(x)
        _sin_kernel[(triton.cdiv(x.numel(), BIG_BLOCK),)](x, out, x.numel(), BLOCK=BIG_BLOCK)
        return out
    if MODE == "wrong":  # in_1 doubled in place where eager takes its sine
        _scale_kernel[(triton.cdiv(x.numel(), BIG_BLOCK),)](x, x.numel(), 2.0, BLOCK=BIG_BLOCK)
        return x
    token = torch.empty(16, dtype=x.dtype)  # "skip": in_1 left as it was, one token launch
    _scale_kernel[(1,)](token, 1, 1.0, BLOCK=16)
    return token
'''

RELU_RULE = '''\
import torch
from pass_dir.kernels49a import kernel


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a, "relu")


def replacement_func():
    return kernel
'''

SIN_RULE = '''\
from pass_dir.kernels49a import kernel


def pattern(a):
    return a.sin_()


def replacement_args(a):
    return (a, "sin")


def replacement_func():
    return kernel
'''

# sample -> (model, inputs, the scale rule's mode or None, the slow relu's iterations or 0)
SAMPLES = {
    "r49a_honest": (MUTATING, MUTATING_INPUTS, "honest", 0),
    "r49a_skip": (MUTATING, MUTATING_INPUTS, "skip", 0),
    "r49a_wrong": (MUTATING, MUTATING_INPUTS, "wrong", 0),
    "r49a_copy": (RETURNED, RETURNED_INPUTS, "copy", 0),
    "r49a_extra": (RELU, VICTIM_INPUTS, "extra", 0),
    "r49a_slow": (RELU, SLOW_INPUTS, None, SLOW_ITERS),
    "r49a_victim": (RELU, VICTIM_INPUTS, None, 0),
}
# The fixture's run: ZERO_POOL's slow sample only by name (its speedup reached 5e-5 at 1.5 s a call here, where 0 needs
# about 15 s a call: the cheap tests show the pooling with the product's own functions).
DEFAULT_RUN = tuple(name for name in SAMPLES if name != "r49a_slow")


def build_sample(layout, name: str) -> Path:
    """``samples/<name>``: one float32 variant and its pass_dir (the relu rule, and the scale rule where the sample
    has one)."""
    model, inputs, mode, iters = SAMPLES[name]
    kernels = KERNELS.replace("{mode}", mode or "").replace("{iters}", str(iters))
    # the relu graphs: the relu replaced; the mutating graphs: the sin_ replaced, the relu left to torch
    rule, source = ("Relu49a", RELU_RULE) if model is RELU else ("Sin49a", SIN_RULE)
    return sample_kit.build_sample(layout, name, model, inputs, kernels, rule, source, "kernels49a")


def plugin_run(config_name: str = "plain-root", trials: int = 5, only: tuple[str, ...] = (),
               allow_list: bool = True) -> dict:
    """The samples (or those named in ``only``, in ``SAMPLES``' order) through the real plugin in one run of the
    configuration ``config_name`` (``harness.shipped_run``)."""
    from tests.adversarial.redteam import harness

    return harness.shipped_run(build_sample, [name for name in SAMPLES if name in (only or DEFAULT_RUN)], config_name,
                               trials, allow_list)


KEYS = ("status", "speedup", "timing", "message", "flags")


def brief(record: dict) -> None:
    sample_kit.print_brief(record, message=300, flags=200)


if __name__ == "__main__":
    sample_kit.main(plugin_run, brief)
