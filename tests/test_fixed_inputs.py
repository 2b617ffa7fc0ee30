"""Inputs that fill alike for every seed (red team round 5, constant_input): the trusted side names
them (``materialize.degenerate_inputs``), flags a variant none of whose inputs vary
(``guard.fixed_input_flags``), and the fresh-input re-check varies the integer ones
in the timed trials and the re-check (``FreshFill``'s ``vary``, ``materialize.vary_fixed_integers``,
``pipeline._varying_inputs``) where eager runs on them."""

from __future__ import annotations

import textwrap

import pytest
import torch

from pytest_passnet import guard
from pytest_passnet.materialize import (FreshFill, degenerate_inputs, fixed_integer_inputs, repeat_chance, replay_inputs,
                                        vary_fixed_integers)
from pytest_passnet.sample import TensorMeta
from tests.sample_factory import read_report, write_sample


def meta(name: str, dtype: str, shape=(64,), **fields) -> TensorMeta:
    return TensorMeta(class_name=f"Program_weight_tensor_meta_{name}", name=name, shape=tuple(shape),
                      dtype=f"torch.{dtype}", **fields)


FIXED = {
    "literal": meta("literal", "float32", (2,), data=(1.0, 2.0)),
    "literal_ids": meta("literal_ids", "int64", (4,), data=(0, 1, 2, 3)),
    "std0_float": meta("std0_float", "float16", mean=1.0, std=0.0),
    "std0_int": meta("std0_int", "int64", mean=3.0, std=0.0),
    "one_value_range": meta("one_value_range", "int32", min_val=5, max_val=5),
    "int_no_range": meta("int_no_range", "int64", mean=None, std=None),  # GraphNet's gpt2/whisper inputs
    "int_small_std": meta("int_small_std", "int64", mean=0.0, std=1.0),  # |0.2 * 3| < 1: truncates to 0
    "bf16_rounds": meta("bf16_rounds", "bfloat16", mean=1.414, std=0.003),  # the shipped one
    "float_clamped": meta("float_clamped", "float32", mean=0.0, std=1.0, min_val=0.5, max_val=0.5),
}
VARIED = {
    "float_default": meta("float_default", "float32"),
    "tiny_std": meta("tiny_std", "float32", mean=0.0, std=1e-6),
    "bool": meta("bool", "bool"),
    "int_range": meta("int_range", "int64", min_val=0, max_val=3),
    "int_mean_one": meta("int_mean_one", "int64", mean=1.0, std=None),  # 1 +- 0.06 truncates to 0 or 1
    "int_wide": meta("int_wide", "int64", mean=0.0, std=10.0),
}


def test_degenerate_inputs_name_every_dtype_that_fills_alike_and_why():
    fixed = degenerate_inputs([*FIXED.values(), *VARIED.values()])
    assert sorted(fixed) == sorted(FIXED)
    assert fixed["int_no_range"] == "int64 without a range: every draw truncates to 0"
    assert fixed["literal_ids"] == "literal data" and fixed["std0_float"] == "std 0"
    assert fixed["bf16_rounds"].startswith("std 0.003 rounds to 1.414")


@pytest.mark.parametrize("name", [*FIXED, *VARIED])
def test_degenerate_inputs_agree_with_what_fresh_fill_does(name):
    (one,) = [m for m in [*FIXED.values(), *VARIED.values()] if m.name == name]
    fills = []
    for seed in range(4):
        tensor = torch.empty(one.shape, dtype=getattr(torch, one.torch_dtype_name))
        FreshFill([one], {name: tensor})(seed)
        fills.append(tensor)
    alike = all(torch.equal(fills[0], fill) for fill in fills[1:])
    assert alike == (name in degenerate_inputs([one]))


def test_the_fixed_integer_inputs_are_varied_within_their_span_every_element_moved():
    metas = [meta("ids", "int64", (6,), data=(0, 1, 2, 3, 4, 5)), meta("zero", "int64", (1, 1)),
             meta("negative", "int64", (3,), mean=-100.0, std=0.0), meta("top", "int8", (5,), mean=127.0, std=0.0),
             meta("mask", "uint8", (5,), data=(0, 0, 0, 0, 0)), *FIXED.values(), *VARIED.values()]
    replayed = replay_inputs(metas, "cpu")
    varied = vary_fixed_integers(metas, replayed, seed=7, every=True)
    assert sorted(varied) == sorted(fixed_integer_inputs(metas))
    assert sorted(varied) == ["ids", "int_no_range", "int_small_std", "literal_ids", "mask", "negative",
                              "one_value_range", "std0_int", "top", "zero"]
    spans = {"ids": (0, 5), "zero": (0, 2), "negative": (-102, -98), "top": (125, 127), "mask": (0, 2),
             "one_value_range": (3, 7)}
    for name, values in varied.items():
        before = replayed[name]
        assert values.dtype == before.dtype and values.shape == before.shape
        assert (values != before).all(), name
        low, high = spans.get(name, (int(before.min()) - 2, int(before.max()) + 2))
        assert low <= int(values.min()) and int(values.max()) <= high, (name, values)
    assert torch.equal(vary_fixed_integers(metas, replayed, seed=7, every=True)["ids"], varied["ids"])
    assert list(vary_fixed_integers(metas, replayed, seed=7, names=["zero"])) == ["zero"]


def test_a_varied_fill_moves_a_random_subset_so_no_position_tells_it_from_the_replay():
    """Per seed, each element of a varied fixed integer input moves or keeps its replayed value; the
    same seed gives the same values (both children fill alike), and unnamed inputs stay fixed."""
    metas = [meta("zeros", "int64", (256,)), meta("ids", "int64", (4,), data=(0, 1, 2, 3)), meta("x", "float32")]
    replayed = replay_inputs(metas, "cpu")
    first_kept = []
    for seed in range(40):
        inputs = {name: torch.empty_like(tensor) for name, tensor in replayed.items()}
        FreshFill(metas, inputs, vary=["zeros"])(seed)
        moved = inputs["zeros"] != replayed["zeros"]
        assert 0 < int(moved.sum()) < 256 and int(inputs["zeros"].min()) >= 0 and int(inputs["zeros"].max()) <= 2
        assert torch.equal(inputs["ids"], replayed["ids"])
        first_kept.append(not bool(moved[0]))
        again = {name: torch.empty_like(tensor) for name, tensor in replayed.items()}
        FreshFill(metas, again, vary=["zeros"])(seed)
        assert all(torch.equal(inputs[name], again[name]) for name in inputs)
    assert 5 < sum(first_kept) < 35  # the first element: sometimes the replayed 0, sometimes not
    subset = vary_fixed_integers(metas, replayed, seed=3)["zeros"]
    assert 0 < int((subset != 0).sum()) < 256


def test_a_variant_whose_every_input_is_fixed_is_flagged_naming_them():
    metas = [meta("in_0", "int64", (1, 1)), meta("in_1", "float32", mean=0.5, std=0.0)]
    (varied,) = guard.fixed_input_flags(metas, ["in_0"], checked=True, repeats=0.0)
    assert varied.startswith(guard.FIXED_INPUTS)
    assert "in_0: int64 without a range: every draw truncates to 0; in_1: std 0" in varied
    assert "rests on" not in varied and "the judged call keeps these values; the timed trials, their audits and the " \
        "fresh-input re-check move a random subset of the elements of in_0" in varied
    assert varied.endswith("in_1 keep their values everywhere, and a kernel that ignores them is not caught")
    for checked in (True, False):
        unvaried = guard.fixed_input_flags(metas, [], checked=checked, repeats=1.0)
        assert "nothing varies them" in unvaried[0] and "judged correct" in unvaried[0]


def test_trials_that_repeat_their_contents_are_flagged_as_open_to_a_content_cache():
    """Round 8's residual, said where it applies: a one-element input moved within {0, 1, 2} is alike in two
    trials 3/8 of the time, so a cache keyed on its contents hits; 64 elements almost never repeat."""
    one = {"in_0": torch.zeros((1, 1), dtype=torch.int64)}
    assert repeat_chance(one) == pytest.approx(0.25 + 0.25 / 2)
    assert repeat_chance({"in_0": torch.zeros((1, 64), dtype=torch.int64)}) < 1e-27
    metas = [meta("in_0", "int64", (1, 1))]
    (flag,) = guard.fixed_input_flags(metas, ["in_0"], checked=True, repeats=repeat_chance(one))
    assert flag.endswith("two trials hold the same values with chance 0.38, so a cache keyed on the inputs' contents "
                         "can hit and the times do not rule one out")
    (rare,) = guard.fixed_input_flags(metas, ["in_0"], checked=True, repeats=guard.REPEAT_FLAGGED / 2)
    assert "cache" not in rare


def test_beside_varied_inputs_only_constant_inputs_the_recheck_leaves_are_named():
    metas = [meta("weight", "float32"), meta("ids", "int64", (4,), data=(0, 1, 2, 3)), meta("pos", "int64", (1,)),
             meta("zeros", "float32", mean=0.0, std=0.0), meta("scale", "float32", (1,), data=(2.0,))]
    constant_zeros = ["input zeros replays as a constant (std 0): a kernel returning a constant may pass"]
    assert guard.fixed_input_flags(metas, ["ids", "pos"], checked=True, repeats=0.0) == constant_zeros
    # ids and pos not varied: eager failed on varied values, which unvaried_flag names with its error
    assert guard.fixed_input_flags(metas, [], checked=True, repeats=1.0) == constant_zeros
    assert guard.fixed_input_flags(metas, [], checked=False, repeats=1.0) == [
        "input pos replays as a constant (int64 without a range: every draw truncates to 0): a kernel returning a "
        "constant may pass",
        "input zeros replays as a constant (std 0): a kernel returning a constant may pass"]
    assert guard.fixed_input_flags([meta("weight", "float32")], [], checked=True, repeats=1.0) == []


def test_the_unvaried_flag_quotes_eagers_error_on_one_line():
    failure = "eager_error: Traceback (most recent call last):\n  File \"model.py\", line 7\nIndexError: index out of range in self\n"
    flag = guard.unvaried_flag(["in_0"], failure)
    assert flag.startswith(f"{guard.FIXED_INPUTS} the timed trials, their audits and the fresh-input re-check keep "
                           "the replayed values of in_0")
    assert "(IndexError: index out of range in self)" in flag and "\n" not in flag
    assert "the pass is not blamed" in flag


# -- through the plugin ------------------------------------------------------------------------

MINUS_ONE_MODEL = """\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0):
        tmp_0 = in_0 - 1;  in_0 = None
        return (tmp_0,)
"""
# in_1 has one row: the re-check's varied in_0 (1 or 2) is out of range for eager.
LOOKUP_MODEL = """\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0, in_1):
        tmp_0 = in_0 - 1
        tmp_1 = torch.nn.functional.embedding(in_0, in_1);  in_0 = in_1 = None
        return (tmp_0, tmp_1)
"""
HONEST_MINUS_ONE = """\
import torch
import triton
import triton.language as tl


@triton.jit
def minus_one_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n
    tl.store(out_ptr + offsets, tl.load(x_ptr + offsets, mask=mask) - 1, mask=mask)


def minus_one(x):
    out = torch.empty_like(x)
    n = x.numel()
    minus_one_kernel[(triton.cdiv(n, 1024),)](x, out, n, BLOCK=1024)
    return out


def pattern(a):
    return a - 1


def replacement_args(a):
    return (a,)


def replacement_func():
    return minus_one
"""
NO_RANGE_INT = """\
class Program_weight_tensor_meta_in_0:
\tname = "in_0"
\tshape = [2, 8]
\tdtype = "torch.int64"
\tdevice = "cpu"
\tmean = None
\tstd = None
"""
ONE_ROW_TABLE = """\
class Program_weight_tensor_meta_in_1:
\tname = "in_1"
\tshape = [1, 4]
\tdtype = "torch.float32"
\tdevice = "cpu"
\tmean = 0.000
\tstd = 1.000
"""


def _sample(root, name: str, model: str, weight_meta: str):
    sample = write_sample(root, name, model=model, dtypes=("int64",), passes={"MinusOne": HONEST_MINUS_ONE})
    (line,) = (sample / "graph_list.txt").read_text().split()
    (root / line / "weight_meta.py").write_text(textwrap.dedent(weight_meta))
    return sample


@pytest.mark.expensive
def test_an_honest_pass_on_fixed_integer_inputs_stays_correct(pytester, outside_xdist, monkeypatch):
    """The timed trials and the re-check vary a fixed int64 input and the honest kernel agrees; where
    eager rejects the varied values (an index past the table), every check keeps the replayed ones and
    says so."""
    monkeypatch.setenv("TRITON_INTERPRET", "1")
    root = pytester.path
    varied = _sample(root, "varied", MINUS_ONE_MODEL, NO_RANGE_INT)
    kept = _sample(root, "kept", LOOKUP_MODEL, NO_RANGE_INT + "\n\n" + ONE_ROW_TABLE)
    single = _sample(root, "single", MINUS_ONE_MODEL, NO_RANGE_INT.replace("[2, 8]", "[1, 1]"))
    out = root / "out"
    result = pytester.runpytest_subprocess("--passnet-root", str(root), "--passnet-out", str(out),
                                           "--passnet-warmup", "1", "--passnet-trials", "2", "-p", "no:cacheprovider",
                                           "--passnet-samples", str(varied), str(kept), str(single))
    variants = {v["sample"].split("/")[-1]: v for v in read_report(out)["variants"]}
    assert {name: v["status"] for name, v in variants.items()} == {"varied": "correct", "kept": "correct",
                                                                   "single": "correct"}, (
        result.stdout.str()[-3000:])
    fixed = {name: [f for f in v["flags"] if f.startswith(guard.FIXED_INPUTS)] for name, v in variants.items()}
    (flag,) = fixed["varied"]
    assert "the timed trials, their audits and the fresh-input re-check move a random subset of the elements of " \
        "in_0" in flag and "cache" not in flag, flag  # 16 elements: two trials almost never alike
    (flag,) = fixed["single"]  # one element moved within {0, 1, 2}: alike in two trials 3/8 of the time
    assert flag.endswith("two trials hold the same values with chance 0.38, so a cache keyed on the inputs' contents "
                         "can hit and the times do not rule one out"), flag
    (flag,) = fixed["kept"]
    assert flag.startswith(f"{guard.FIXED_INPUTS} the timed trials, their audits and the fresh-input re-check keep "
                           "the replayed values of in_0: eager fails on varied ones (") and "index out of range" in flag, flag
