"""Round 55a's plugin runs (CPU, Triton's interpreter, round 1's ``harness.Layout``, the checkout's ``guard.py`` put
back over the harness's switched-off copy: every pass here is one the trusted allow-list accepts, the product runs as
shipped): ``python -m tests.adversarial.redteam.round55a.plugin55a [config] [trials] [sample ...]`` prints each
variant's status, speedup, message and flags, and the run's pooled AS.

WRITTEN_LEVEL (a false conviction). Since ``d9dc614f`` the inputs eager's judged call writes in place are outputs of
every timed trial (``protocol.Trial.written``) and, since ``74833aa3``, of the fresh-input re-check; but the level they
are held to is read off the judged call's *outputs* alone (``pipeline._checked_level`` -> ``judge(eager_out,
compiled_out)``): a written input never lowers it. Three graphs compute the same numbers, an input plus its row sum::

    r55a_wlevel      tmp_1 = in_1.add_(in_0.sum(-1, keepdim=True)); return (relu(in_2),)        # written, not returned
    r55a_wlevel_out  tmp_1 = in_1 + in_0.sum(-1, keepdim=True);     return (relu(in_2), tmp_1)  # out of place, returned
    r55a_wlevel_ret  tmp_1 = in_1.add_(in_0.sum(-1, keepdim=True)); return (relu(in_2), tmp_1)  # written and returned

One **honest** pass for all three replaces only the row sum with a Triton kernel that sums each row in another order
(round 51b's): 2.6 % of the 16,384 rows differ beyond float32's baseline tolerance (1 row at level -4, none at -3). Where
the sum is an output, the judged call shows it and the variant is credited from -4 (``accuracy``); where it is only
written, the judged call is exact, every check holds the write to the baseline, and the honest pass is convicted.

SCATTER (held): the shipped float32 ``scatter_add_`` graph (``graphs/passnet_subgraphs/sole_op_subgraphs/float32/
samples/torchgeometric/graph/_decomposed/graph_start6_end7_6``: ``in_1.scatter_add_(0, in_0, in_2)`` returned, ``in_1``
a std-0 ``new_zeros``) with an honest in-place Triton scatter-add (``tl.atomic_add``): its trials now carry ``in_1``
twice (the returned output and the written input).

``r55a_victim``: an honest relu on a [256, 1024] float32 input, after the others.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

from tests.adversarial.redteam import sample_kit
from tests.adversarial.redteam.round51b import plugin51b
from tests.adversarial.redteam.sample_kit import relu_kernels, relu_rule

CHECKOUT = Path(__file__).resolve().parents[4]
SCATTER_GRAPH = ("graphs/passnet_subgraphs/sole_op_subgraphs/float32/samples/torchgeometric/graph/_decomposed/"
                 "graph_start6_end7_6")
SCATTER_FILES = ("model.py", "weight_meta.py", "graph_net.json", "input_meta.py", "input_tensor_constraints.py")

WRITTEN = """\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0, in_1, in_2):
        tmp_0 = in_0.sum(-1, keepdim=True)
        tmp_1 = in_1.add_(tmp_0)
        tmp_2 = torch.relu(in_2)
        return (tmp_2,)
"""
OUT_OF_PLACE = """\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0, in_1, in_2):
        tmp_0 = in_0.sum(-1, keepdim=True)
        tmp_1 = in_1 + tmp_0
        tmp_2 = torch.relu(in_2)
        return (tmp_2, tmp_1)
"""
WRITTEN_RETURNED = """\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0, in_1, in_2):
        tmp_0 = in_0.sum(-1, keepdim=True)
        tmp_1 = in_1.add_(tmp_0)
        tmp_2 = torch.relu(in_2)
        return (tmp_2, tmp_1)
"""
COUNTER = """\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0, in_1):
        tmp_0 = in_0.add_(1)
        tmp_1 = torch.nn.functional.embedding(tmp_0, in_1)
        tmp_2 = torch.relu(tmp_1)
        return (tmp_2,)
"""
DATA_WRITE = """\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0, in_1):
        tmp_0 = in_1.data
        tmp_1 = tmp_0.sin_()
        tmp_2 = torch.relu(in_0)
        return (tmp_2,)
"""
RELU = """\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0):
        tmp_0 = torch.relu(in_0)
        return (tmp_0,)
"""
ROWS = 16384
MUTATING_INPUTS = {"in_0": ([64, 64], "float32", "0.000", "1.000"), "in_1": ([4096, 4096], "float32", "0.000", "1.000")}
# name -> (shape, dtype, mean, std): std 250 draws at 50 (the draws' 0.2 std), inside the clamp to [-100, 100]
LEVEL_INPUTS = {"in_0": ([ROWS, 64], "float32", "0.000", "250.000"),
                "in_1": ([ROWS, 1], "float32", "0.000", "250.000"),
                "in_2": ([256, 1024], "float32", "0.000", "1.000")}
SCATTER_SMALL = """\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0, in_1, in_2):
        tmp_0 = in_1.scatter_add_(0, in_0, in_2);  in_1 = in_0 = in_2 = None
        return (tmp_0,)
"""
# the shipped graph's form at a tenth of its size: in_0 int64 0..999, in_1 a std-0 new_zeros, in_2 of mean 0.5
SCATTER_SMALL_INPUTS = {"in_0": ([2048, 256], "int64", None, None, 0, 999),
                        "in_1": ([1000, 256], "float32", "0.000", "0.000"),
                        "in_2": ([2048, 256], "float32", "0.500", "0.289")}
VOCAB = 1000
# in_0's replayed values reach VOCAB - 3: the judged call (after the warm-up's one call, harness.WARMUP) reads up to
# VOCAB - 1, a third call on them VOCAB, past the table
COUNTER_INPUTS = {"in_0": ([4096], "int64", None, None, 0, VOCAB - 3),
                  "in_1": ([VOCAB, 64], "float32", "0.000", "1.000")}
VICTIM_INPUTS = {"in_0": ([256, 1024], "float32", "0.000", "1.000")}

# Round 51b's row sum and its rule, their module ``kernels55a``.
ROWSUM_KERNELS = plugin51b.ROWSUM_KERNELS.replace("Round 51b's honest row sum", "Round 55a's honest row sum (round 51b's)")
ROWSUM_RULE = plugin51b.ROWSUM_RULE.replace("kernels51b", "kernels55a")

SCATTER_KERNELS = '''\
"""Round 55a's honest scatter-add, in place: out[index[i, j], j] += src[i, j] (dim 0), as the graph's scatter_add_."""

import torch
import triton
import triton.language as tl

BLOCK = 1 << 20


@triton.jit
def _scatter_add_kernel(out_ptr, index_ptr, src_ptr, n, C: tl.constexpr, BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n
    rows = tl.load(index_ptr + offsets, mask=mask, other=0)
    values = tl.load(src_ptr + offsets, mask=mask, other=0.0)
    tl.atomic_add(out_ptr + rows * C + offsets % C, values, mask=mask)


def scatter_add_in_place(out, index, src):
    _scatter_add_kernel[(triton.cdiv(src.numel(), BLOCK),)](out, index, src, src.numel(), C=src.shape[1], BLOCK=BLOCK)
    return out
'''

SCATTER_RULE = '''\
from pass_dir.kernels55a import scatter_add_in_place


def pattern(a, b, c):
    return a.scatter_add_(0, b, c)


def replacement_args(a, b, c):
    return (a, b, c)


def replacement_func():
    return scatter_add_in_place
'''

TELL_KERNELS = plugin51b.TELL_KERNELS.replace(
    '''"""Round 51b's sin_: honest on inputs of their own, skipped on the mapped inputs file's (where the CPU child's
timed''', '''"""Round 51b's sin_ (its r51b_tell): honest on inputs of their own, skipped on the mapped inputs file's (where the CPU
child's timed''')
assert "(its r51b_tell)" in TELL_KERNELS and "(round 51b's)" in ROWSUM_KERNELS

HONEST_SIN_KERNELS = '''\
"""Round 55a's honest sin_, in place, on every call (the tell's twin)."""

import torch
import triton
import triton.language as tl

BLOCK = 1 << 20


@triton.jit
def _sin_kernel(x_ptr, n, BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n
    tl.store(x_ptr + offsets, tl.sin(tl.load(x_ptr + offsets, mask=mask)), mask=mask)


def sin_in_place(x):
    _sin_kernel[(triton.cdiv(x.numel(), BLOCK),)](x, x.numel(), BLOCK=BLOCK)
    return x
'''

TELL_RULE = plugin51b.TELL_RULE.replace("kernels51b", "kernels55a")

RELU_KERNELS = relu_kernels("Round 55a's honest relu (the victim).")
RELU_RULE = relu_rule("kernels55a")

# sample -> (model or None for the shipped scatter graph, inputs, kernels module, (rule name, rule source))
SAMPLES = {
    "r55a_wlevel": (WRITTEN, LEVEL_INPUTS, ROWSUM_KERNELS, ("RowSum55a", ROWSUM_RULE)),
    "r55a_wlevel_out": (OUT_OF_PLACE, LEVEL_INPUTS, ROWSUM_KERNELS, ("RowSum55a", ROWSUM_RULE)),
    "r55a_wlevel_ret": (WRITTEN_RETURNED, LEVEL_INPUTS, ROWSUM_KERNELS, ("RowSum55a", ROWSUM_RULE)),
    "r55a_scatter": (None, None, SCATTER_KERNELS, ("ScatterAdd55a", SCATTER_RULE)),
    "r55a_scatter_small": (SCATTER_SMALL, SCATTER_SMALL_INPUTS, SCATTER_KERNELS, ("ScatterAdd55a", SCATTER_RULE)),
    "r55a_counter": (COUNTER, COUNTER_INPUTS, RELU_KERNELS, ("Relu55a", RELU_RULE)),
    "r55a_datatell": (DATA_WRITE, MUTATING_INPUTS, TELL_KERNELS, ("Sin55a", TELL_RULE)),
    "r55a_datahonest": (DATA_WRITE, MUTATING_INPUTS, HONEST_SIN_KERNELS, ("Sin55a", TELL_RULE)),
    "r55a_victim": (RELU, VICTIM_INPUTS, RELU_KERNELS, ("Relu55a", RELU_RULE)),
}
DEFAULT_RUN = ("r55a_wlevel", "r55a_scatter_small", "r55a_counter", "r55a_datatell", "r55a_victim")


def build_sample(layout, name: str) -> Path:
    """``samples/<name>``: one float32 variant and its pass_dir (one rule, its kernels in ``kernels55a``); the
    scatter sample's variant is the shipped graph's files, copied as they are."""
    model, inputs, kernels, (rule, source) = SAMPLES[name]
    if model is not None:
        return sample_kit.build_sample(layout, name, model, inputs, kernels, rule, source, "kernels55a")
    sample = layout.samples / name
    rel = f"graphs/float32/{name}"
    variant = sample / rel
    variant.mkdir(parents=True)
    for name in SCATTER_FILES:  # the committed files (git), whatever the work tree holds
        (variant / name).write_bytes(subprocess.run(["git", "-C", str(CHECKOUT), "show", f"HEAD:{SCATTER_GRAPH}/{name}"],
                                                    check=True, capture_output=True).stdout)
    (sample / "graph_list.txt").write_text(rel + "\n")
    sample_kit.write_pass_dir(sample, "kernels55a", kernels, {rule: source})
    return sample


def plugin_run(config_name: str = "plain-root", trials: int = 5, only: tuple[str, ...] = (),
               allow_list: bool = True) -> dict:
    """The samples (those named in ``only``, else ``DEFAULT_RUN``, in ``SAMPLES``' order) through the real plugin in one
    run of the configuration ``config_name`` (``harness.shipped_run``)."""
    from tests.adversarial.redteam import harness

    return harness.shipped_run(build_sample, [name for name in SAMPLES if name in (only or DEFAULT_RUN)], config_name,
                               trials, allow_list)


def _correct_from(variant: dict) -> dict:
    credited = [t for t, ok in ((variant.get("correctness") or {}).get("correct_at") or {}).items() if ok]
    return {"correct_from": credited[0] if credited else None}


def brief(record: dict) -> None:
    sample_kit.print_brief(record, message=500, flags=300, extra=_correct_from)


if __name__ == "__main__":
    sample_kit.main(plugin_run, brief)
