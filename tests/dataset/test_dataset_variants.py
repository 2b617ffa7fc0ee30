"""Dtype variants, batch buckets, graph hashes and deduplication."""

from __future__ import annotations

import dataclasses

import pytest

from pytest_passnet.dataset.decompose import Subgraph
from pytest_passnet.dataset.dedup import Family, deduplicate, variant_hash
from pytest_passnet.dataset.generalise import batch_size, dtype_variant
from pytest_passnet.sample import TensorMeta

MODEL_PY = "import torch\n\nclass GraphModule(torch.nn.Module):\n    def forward(self, in_0, in_1):\n        tmp_0 = in_0.to(torch.float32) + in_1\n        return (tmp_0,)\n"


def meta(name: str, shape: tuple, dtype: str = "torch.float32") -> TensorMeta:
    return TensorMeta(class_name=f"Program_weight_tensor_meta_{name}", name=name, shape=shape, dtype=dtype,
                      original_name=name, device="cpu", mean=0.0, std=1.0)


def subgraph(shape=(2, 4)) -> Subgraph:
    return Subgraph(0, 1, MODEL_PY, [meta("in_0", shape), meta("in_1", shape, "torch.int64")])


def test_batch_is_two_to_the_bucket_plus_one():
    assert [batch_size(b) for b in (0, 1, 5, 8)] == [2, 4, 64, 512]


def test_dtype_variant_changes_float_metas_and_literals_only():
    half = dtype_variant(subgraph(), "float16")
    assert [m.dtype for m in half.metas] == ["torch.float16", "torch.int64"]
    assert "torch.float16" in half.model_py and "torch.float32" not in half.model_py
    assert dtype_variant(subgraph(), "float32") == subgraph()
    with pytest.raises(ValueError, match="float8"):
        dtype_variant(subgraph(), "float8")


def test_hash_tells_dtypes_and_shapes_apart():
    base = subgraph()
    assert variant_hash(base) == variant_hash(subgraph())
    assert variant_hash(base) != variant_hash(dtype_variant(base, "bfloat16"))
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
