"""Dtype variants, batch buckets, graph hashes and deduplication."""

from __future__ import annotations

import dataclasses

import pytest
import torch

from pytest_passnet.dataset.decompose import Subgraph
from pytest_passnet.dataset.dedup import Family, deduplicate, variant_hash
from pytest_passnet.dataset.decompose import cut, load_parent
from pytest_passnet.dataset.extract import extract
from pytest_passnet.dataset.validate import eager_problems
from pytest_passnet.sample import TensorMeta

MODEL_PY = "import torch\n\nclass GraphModule(torch.nn.Module):\n    def forward(self, in_0, in_1):\n        tmp_0 = in_0.to(torch.float32) + in_1\n        return (tmp_0,)\n"


def meta(name: str, shape: tuple, dtype: str = "torch.float32") -> TensorMeta:
    return TensorMeta(class_name=f"Program_weight_tensor_meta_{name}", name=name, shape=shape, dtype=dtype,
                      original_name=name, device="cpu", mean=0.0, std=1.0)


def subgraph(shape=(2, 4)) -> Subgraph:
    return Subgraph(0, 1, MODEL_PY, [meta("in_0", shape), meta("in_1", shape, "torch.int64")])


class RmsNormLinear(torch.nn.Module):
    """What Llama writes: an explicit float32 upcast for the norm, a GEMM after it."""

    def forward(self, x, weight, proj):
        h = x.to(torch.float32)
        h = h * torch.rsqrt(h.pow(2).mean(-1, keepdim=True) + 1e-6)
        h = weight * h
        scores = torch.nn.functional.softmax(h, dim=-1, dtype=torch.float32)
        return (torch.nn.functional.linear(scores, proj),)


def _cut_whole(tmp_path, dtype: str):
    directory = tmp_path / "rms"
    inputs = {"x": torch.randn(2, 4, 8), "weight": torch.rand(8), "proj": torch.randn(8, 8)}
    extract(RmsNormLinear(), inputs, directory, "rms")
    parent = load_parent(directory)
    return cut(parent, 0, len(parent.ops), dtype=dtype)


def test_dtype_pass_converts_inputs_casts_before_gemms_and_keeps_written_upcasts(tmp_path):
    half = _cut_whole(tmp_path, "float16")
    assert {m.dtype for m in half.metas} == {"torch.float16"}
    assert ".to(torch.float32)" in half.model_py  # the model's own upcast stays
    assert "dtype = torch.float32" in half.model_py  # softmax still accumulates in float32
    assert ".to(torch.float16)" in half.model_py  # the float32 softmax output is cast before the linear
    module_dir = tmp_path / "half"
    from pytest_passnet.dataset.graphnet_format import graph_net_json, write_graph_dir

    write_graph_dir(module_dir, half.model_py, half.metas, graph_net_json("rms"))
    assert eager_problems(module_dir) == []


def test_dtype_pass_refuses_an_unknown_dtype(tmp_path):
    with pytest.raises(ValueError, match="float8"):
        _cut_whole(tmp_path, "float8_e4m3")


def test_hash_tells_dtypes_and_shapes_apart():
    base = subgraph()
    assert variant_hash(base) == variant_hash(subgraph())
    assert variant_hash(base) != variant_hash(dataclasses.replace(base, metas=[meta("in_0", (2, 4), "torch.bfloat16")]))
    assert variant_hash(base) != variant_hash(subgraph((4, 4)))
    assert len(variant_hash(base)) == 64


def family(model: str, start: int, shape=(2, 4)) -> Family:
    folder = f"samples/timm/{model}"
    return Family("sole_op", folder, f"{model}_start{start}_end{start + 1}_{start}",
                  {("float32", None): subgraph(shape)}, {folder: [[start, start + 1]]})


def test_dedup_keeps_the_first_path_and_merges_sources():
    kept = deduplicate([family("resnet50", 7), family("resnet26", 3), family("resnet50", 9), family("vit", 1, (8, 4))])
    assert len(kept) == 2
    first = next(f for f in kept if f.model_folder == "samples/timm/resnet26")
    assert first.sources == {"samples/timm/resnet26": [[3, 4]], "samples/timm/resnet50": [[7, 8], [9, 10]]}


def test_dedup_keeps_categories_apart():
    typical = dataclasses.replace(family("resnet50", 7), category="typical")
    assert len(deduplicate([family("resnet50", 7), typical])) == 2


class _View(torch.nn.Module):
    def forward(self, x):
        return (x.view(-1),)


class _Dropout(torch.nn.Module):
    def forward(self, x):
        return (torch.nn.functional.dropout(x, 0.1, False) + 0,)


class _Transposed(torch.nn.Module):
    def forward(self, x):
        return (x.transpose(0, 1).contiguous(),)


@pytest.mark.parametrize("module, reason", [
    (_View(), "every output is a view of an input"),
    (_Dropout(), "every output equals an input"),
    (_Transposed(), None),
])
def test_trivial_samples_are_told_apart_from_real_work(tmp_path, module, reason):
    from pytest_passnet.dataset.validate import trivial_reason

    extract(module, {"x": torch.randn(4, 6)}, tmp_path / "g", "g")
    assert trivial_reason(tmp_path / "g") == reason
