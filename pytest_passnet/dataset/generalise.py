"""Generalisation: dtype variants and batch buckets (graphnet.md section 13).

Batch buckets are not rewritten after the fact: the build extracts each model once per
bucket, with batch ``2 ** (bucket + 1)``, so Dynamo itself bakes the batch literal into
``model.py`` and every activation shape and statistic is the real one at that batch.
Dtype variants are derived from the float32 cut: floating metas take the target dtype
and ``torch.float32`` literals in ``model.py`` follow, so the variant computes in that
dtype throughout; integer and bool tensors keep their dtypes.
"""

from __future__ import annotations

import dataclasses

from pytest_passnet.dataset.decompose import Subgraph

DTYPES = ("float32", "float16", "bfloat16")


def batch_size(bucket: int) -> int:
    """PassNet v2's bucket rule: batch = 2^(bucket + 1)."""
    return 2 ** (bucket + 1)


def dtype_variant(subgraph: Subgraph, dtype: str) -> Subgraph:
    """The same subgraph computing in ``dtype`` (one of ``DTYPES``)."""
    if dtype not in DTYPES:
        raise ValueError(f"unknown dtype {dtype!r}; choose from {', '.join(DTYPES)}")
    if dtype == "float32":
        return subgraph
    metas = [
        dataclasses.replace(meta, dtype=f"torch.{dtype}") if meta.dtype == "torch.float32" else meta
        for meta in subgraph.metas
    ]
    model_py = subgraph.model_py.replace("torch.float32", f"torch.{dtype}")
    return dataclasses.replace(subgraph, model_py=model_py, metas=metas)
