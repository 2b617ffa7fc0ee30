"""Round 51b's plugin runs (CPU, Triton's interpreter, round 1's ``harness.Layout``, the checkout's ``guard.py`` put
back over the harness's switched-off copy: every pass here is one the trusted allow-list accepts, the product runs as
shipped): ``python -m tests.adversarial.redteam.round51b.plugin51b [config] [trials] [sample ...]`` prints each
variant's status, speedup, message and flags, and the run's pooled AS.

STEP_WRITTEN (a false conviction). The graph writes its input in place, after a step the model takes::

    tmp_0 = in_0.sum(-1, keepdim=True)   # in_0: [16384, 64] float32, replaced by an honest Triton row sum
    tmp_1 = tmp_0 * 12.0
    tmp_2 = tmp_1 * in_2                 # in_2: [16384, 1] int64, GraphNet's `mean = None, std = None`: 0 when
    tmp_3 = in_1.add_(tmp_2)             #   replayed, a random half moved to 0..2 in every trial and the re-check
    tmp_4 = tmp_3.floor_()               # in_1: [16384, 1] float32, written in place and returned
    return (tmp_4,)

The pass (``r51b_stepwrite``) replaces only the row sum, with a Triton kernel that sums each row in another order
(the last bits of 71 % of the rows differ from torch's); the in-place ``add_`` and ``floor_`` stay torch's. On the
judged call ``in_2`` is 0 everywhere (exact on both sides: ``correct``, checked at the baseline); on fresh draws the
last bits cross ``floor`` in a handful of the 16,384 rows (1-7 a draw in the premise, README.md): a whole step
apart there, within the last bits everywhere else. The output comparison reads that as steps crossed
(``judge.steps``: at most max(8, 0.1 %) elements, close at a credited level: no finding, the credit lowered), but the
re-check's new comparison of written inputs (``guard.fresh_input_findings``: ``tensor_disagreement``, no steps)
convicts the same tensor, the output *is* ``in_1``. ``r51b_stepout`` is the control: the same numbers out of place
(``in_1 + tmp_2`` and ``floor``), the same pass: steps, no conviction.

RECHECK_TELL (the residual of docs/trust.md §7, run): round 49a's graph (``in_1.sin_()`` on a 64 MiB input it does
not return, and a relu it returns) with a pass (``r51b_tell``) that writes ``sin`` honestly only where its input is not
the mapped inputs file: the CPU child's timed (and judged, and warm-up) inputs are views of the trusted side's file,
``in_1`` at file offset 16,512, so ``data_ptr() % 4096 == 128`` (``shared_inputs.layout_of``); the re-check's are
fresh torch allocations (64-byte aligned: the same remainder by chance 1 in 64). ``data_ptr`` is metadata the
allow-list accepts (§7).

``r51b_victim``: an honest relu on a [256, 1024] float32 input, after the attacks.
"""

from __future__ import annotations

from pathlib import Path

from tests.adversarial.redteam import sample_kit
from tests.adversarial.redteam.round49a.plugin49a import MUTATING, RELU  # round 49a's graph, its victim's
from tests.adversarial.redteam.sample_kit import relu_kernels, relu_rule

STEP_IN_PLACE = """\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0, in_1, in_2):
        tmp_0 = in_0.sum(-1, keepdim=True)
        tmp_1 = tmp_0 * 12.0
        tmp_2 = tmp_1 * in_2
        tmp_3 = in_1.add_(tmp_2)
        tmp_4 = tmp_3.floor_()
        return (tmp_4,)
"""
STEP_OUT_OF_PLACE = """\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0, in_1, in_2):
        tmp_0 = in_0.sum(-1, keepdim=True)
        tmp_1 = tmp_0 * 12.0
        tmp_2 = tmp_1 * in_2
        tmp_3 = in_1 + tmp_2
        tmp_4 = tmp_3.floor()
        return (tmp_4,)
"""
ROWS, COLUMNS = 16384, 64
# name -> (shape, dtype, mean, std): std 250 draws at 50 (the draws' 0.2 std), inside the clamp to [-100, 100]
STEP_INPUTS = {"in_0": ([ROWS, COLUMNS], "float32", "0.000", "250.000"),
               "in_1": ([ROWS, 1], "float32", "0.000", "250.000"),
               "in_2": ([ROWS, 1], "int64", None, None)}
MUTATING_INPUTS = {"in_0": ([64, 64], "float32", "0.000", "1.000"), "in_1": ([4096, 4096], "float32", "0.000", "1.000")}
VICTIM_INPUTS = {"in_0": ([256, 1024], "float32", "0.000", "1.000")}

ROWSUM_KERNELS = '''\
"""Round 51b's honest row sum: each program sums ROWS rows of a contiguous [n, K] float32 input."""

import torch
import triton
import triton.language as tl

ROWS = 1024


@triton.jit
def _row_sum_kernel(x_ptr, out_ptr, n, K: tl.constexpr, ROWS: tl.constexpr):
    rows = tl.program_id(0) * ROWS + tl.arange(0, ROWS)
    mask = rows < n
    values = tl.load(x_ptr + rows[:, None] * K + tl.arange(0, K)[None, :], mask=mask[:, None], other=0.0)
    tl.store(out_ptr + rows, tl.sum(values, axis=1), mask=mask)


def row_sum(x):
    out = torch.empty((x.shape[0], 1), dtype=x.dtype, device=x.device)
    _row_sum_kernel[(triton.cdiv(x.shape[0], ROWS),)](x, out, x.shape[0], K=x.shape[1], ROWS=ROWS)
    return out
'''

ROWSUM_RULE = '''\
import torch
from pass_dir.kernels51b import row_sum


def pattern(a):
    return a.sum(-1, keepdim=True)


def replacement_args(a):
    return (a,)


def replacement_func():
    return row_sum
'''

TELL_KERNELS = '''\
"""Round 51b's sin_: honest on inputs of their own, skipped on the mapped inputs file's (where the CPU child's
timed, judged and warm-up calls read theirs: in_1 lies at file offset 16,512, data_ptr() % 4096 == 128)."""

import torch
import triton
import triton.language as tl

BLOCK = 1 << 20
MAPPED = 128


@triton.jit
def _sin_kernel(x_ptr, n, BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n
    tl.store(x_ptr + offsets, tl.sin(tl.load(x_ptr + offsets, mask=mask)), mask=mask)


@triton.jit
def _token_kernel(x_ptr, n, BLOCK: tl.constexpr):
    offsets = tl.arange(0, BLOCK)
    mask = offsets < n
    tl.store(x_ptr + offsets, tl.load(x_ptr + offsets, mask=mask), mask=mask)


def sin_in_place(x):
    if x.data_ptr() % 4096 == MAPPED:  # a timed, judged or warm-up call: in_1 left as it was
        token = torch.empty(16, dtype=x.dtype, device=x.device)
        _token_kernel[(1,)](token, 16, BLOCK=16)
        return x
    _sin_kernel[(triton.cdiv(x.numel(), BLOCK),)](x, x.numel(), BLOCK=BLOCK)
    return x
'''

TELL_RULE = '''\
from pass_dir.kernels51b import sin_in_place


def pattern(a):
    return a.sin_()


def replacement_args(a):
    return (a,)


def replacement_func():
    return sin_in_place
'''

RELU_KERNELS = relu_kernels("Round 51b's honest relu (the victim).")
RELU_RULE = relu_rule("kernels51b")

# sample -> (model, inputs, kernels module, (rule name, rule source))
SAMPLES = {
    "r51b_stepwrite": (STEP_IN_PLACE, STEP_INPUTS, ROWSUM_KERNELS, ("RowSum51b", ROWSUM_RULE)),
    "r51b_stepout": (STEP_OUT_OF_PLACE, STEP_INPUTS, ROWSUM_KERNELS, ("RowSum51b", ROWSUM_RULE)),
    "r51b_tell": (MUTATING, MUTATING_INPUTS, TELL_KERNELS, ("Sin51b", TELL_RULE)),
    "r51b_victim": (RELU, VICTIM_INPUTS, RELU_KERNELS, ("Relu51b", RELU_RULE)),
}
DEFAULT_RUN = tuple(SAMPLES)


def build_sample(layout, name: str) -> Path:
    """``samples/<name>``: one float32 variant and its pass_dir (one rule, its kernels in ``kernels51b``)."""
    model, inputs, kernels, (rule, source) = SAMPLES[name]
    return sample_kit.build_sample(layout, name, model, inputs, kernels, rule, source, "kernels51b")


def plugin_run(config_name: str = "plain-root", trials: int = 5, only: tuple[str, ...] = (),
               allow_list: bool = True) -> dict:
    """The samples (or those named in ``only``, in ``SAMPLES``' order) through the real plugin in one run of the
    configuration ``config_name`` (``harness.shipped_run``)."""
    from tests.adversarial.redteam import harness

    return harness.shipped_run(build_sample, [name for name in SAMPLES if name in (only or DEFAULT_RUN)], config_name,
                               trials, allow_list)


def brief(record: dict) -> None:
    sample_kit.print_brief(record)


if __name__ == "__main__":
    sample_kit.main(plugin_run, brief)
