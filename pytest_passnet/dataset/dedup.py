"""Graph hashes and deduplication (graphnet.md sections 10 and 11).

A variant's hash is the sha256 of its ``model.py`` followed by its argument
signature (name, shape, dtype per argument). GraphNet hashes renamed subgraphs by
``model.py`` alone; our ``model.py`` carries no tensor shapes, so that hash would merge
a 3x3 convolution on 56x56 maps with one on 7x7 maps, and every dtype variant with
its float32 twin. Families (all variants of one cut) with identical hashes are one
graph: the first in sorted path order is kept and the others' sources merged into it.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field

from pytest_passnet.dataset.decompose import Subgraph

VariantKey = tuple[str, int | None]
"""(dtype, bucket); the bucket is None for sole-op variants."""


def variant_hash(subgraph: Subgraph) -> str:
    signature = "\n".join(f"{m.name}:{list(m.shape)}:{m.dtype}" for m in subgraph.metas)
    return hashlib.sha256(f"{subgraph.model_py}\n{signature}".encode("utf-8")).hexdigest()


@dataclass
class Family:
    """Every dtype x bucket variant of one cut range of one model: one future sample."""

    category: str
    model_folder: str
    """``samples/<source folder>/<model>``, as GraphNet names the parent."""
    name: str
    """``<model>_start{S}_end{E}_{seq}``."""
    variants: dict[VariantKey, Subgraph]
    sources: dict[str, list[list[int]]] = field(default_factory=dict)
    ops: tuple[str, ...] = ()
    """The op tokens of the range, for the eval choice by op transitions."""

    @property
    def key(self) -> tuple[str, ...]:
        return tuple(variant_hash(self.variants[k]) for k in sorted(self.variants, key=str))

    @property
    def sort_path(self) -> str:
        return f"{self.model_folder}/_decomposed/{self.name}"


def deduplicate(families: list[Family]) -> list[Family]:
    """One family per distinct graph, the first path kept, sources merged (``MergeSubgraphSources``)."""
    kept: dict[tuple[str, tuple[str, ...]], Family] = {}
    for family in sorted(families, key=lambda f: (f.category, f.sort_path)):
        key = (family.category, family.key)
        if key not in kept:
            kept[key] = family
            continue
        merged = kept[key].sources
        for parent, ranges in family.sources.items():
            merged.setdefault(parent, [])
            merged[parent].extend(r for r in ranges if r not in merged[parent])
    return list(kept.values())
