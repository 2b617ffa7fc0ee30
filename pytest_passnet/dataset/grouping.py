"""Samples: variants grouped by op sequence, byte-identical copies dropped, a dtype-fair cap.

Our own implementation of the v2 grouping of GraphNet's ``sqlite/graph_sample_groups_insert.py``
(``generate_v2_groups``, rule 4) with the shape buckets of ``sqlite/graph_sample_bucket_generator.py``
(https://github.com/PaddlePaddle/GraphNet):

* one sample per (category, op-name sequence), whatever model or code the variants come from;
* in it, for each input-shape bucket (every dimension as ``log2(d) // 4``), up to three variants
  with distinct input dtypes, candidates taken in UID order (ours derive from the path);
* variants whose ``model.py`` and ``weight_meta.py`` are both byte-identical to an earlier one
  (by path) are dropped first: bucket 0 and bucket 9 are the same shape in some families.

Where we differ: upstream keeps every pick; we keep at most ``limit`` per sample (the data must
stay small) and order the picks so each dtype gets its share of the slots: the first variant of
every dtype, then the second of every dtype, ... (shapes in the order original, smallest, largest,
then the rest). Upstream's rule 3 (a second, sparser sample of the variants rule 4 left over)
is not built: it would repeat an op sequence with shapes and dtypes the first one already has.
"""

from __future__ import annotations

import hashlib
import math
from dataclasses import dataclass
from pathlib import Path

from pytest_passnet.sample import read_weight_meta

DTYPE_ORDER = ("float32", "float16", "bfloat16")
DTYPES_PER_SHAPE = 3
"""Upstream's ``num_dtypes``."""
BUCKET_PRIORITY = {9: 0, 0: 1, 8: 2}
"""Original shape, smallest, largest, then the rest by bucket number."""


@dataclass(frozen=True)
class Candidate:
    """One variant as grouping sees it."""

    path: str
    uid: str
    dtype: str
    bucket: int | None
    ops: tuple[str, ...]
    shapes: tuple[tuple[int, ...], ...]
    dtypes: tuple[str, ...]
    content: str
    """sha256 of ``model.py`` and ``weight_meta.py``: equal means byte-identical."""


def candidate(root: Path, path: str, uid: str, dtype: str, bucket: int | None, ops: tuple[str, ...]) -> Candidate:
    """Read a written variant's files into a candidate."""
    directory = root / path
    metas = read_weight_meta(directory / "weight_meta.py")
    digest = hashlib.sha256()
    for name in ("model.py", "weight_meta.py"):
        data = (directory / name).read_bytes()
        digest.update(len(data).to_bytes(8, "little") + data)
    return Candidate(path, uid, dtype, bucket, tuple(ops), tuple(tuple(m.shape) for m in metas),
                     tuple(str(m.dtype).removeprefix("torch.") for m in metas), digest.hexdigest())


def dimension_bucket(dim: int) -> int:
    """Upstream's ``get_default_dimension_bucket``: ``log2(dim) // 4``, -1 for an empty dimension."""
    return -1 if dim <= 0 else int(math.log2(dim)) // 4


def shape_bucket(shapes: tuple[tuple[int, ...], ...]) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(dimension_bucket(d) for d in shape) for shape in shapes)


def drop_identical(candidates: list[Candidate]) -> tuple[list[Candidate], list[Candidate]]:
    """(kept, dropped): a variant byte-identical to one earlier in path order is dropped."""
    seen: set[str] = set()
    kept, dropped = [], []
    for c in sorted(candidates, key=lambda c: c.path):
        (dropped if c.content in seen else kept).append(c)
        seen.add(c.content)
    return kept, dropped


def group_by_op_sequence(candidates: list[Candidate]) -> dict[tuple[str, ...], list[Candidate]]:
    groups: dict[tuple[str, ...], list[Candidate]] = {}
    for c in candidates:
        groups.setdefault(c.ops, []).append(c)
    return groups


def pick(candidates: list[Candidate], limit: int | None = None) -> list[Candidate]:
    """Rule 4: per shape bucket, up to three distinct input-dtype lists (UID order); then at most
    ``limit``, taken a round at a time over the dtypes."""
    picked: list[Candidate] = []
    taken: dict[tuple, set[tuple[str, ...]]] = {}
    for c in sorted(candidates, key=lambda c: (shape_bucket(c.shapes), c.dtypes, c.uid)):
        dtypes = taken.setdefault(shape_bucket(c.shapes), set())
        if c.dtypes not in dtypes and len(dtypes) < DTYPES_PER_SHAPE:
            dtypes.add(c.dtypes)
            picked.append(c)
    return _dtype_rounds(picked)[:limit]


def _dtype_rounds(picked: list[Candidate]) -> list[Candidate]:
    def shape_order(c: Candidate) -> tuple:
        bucket = 9 if c.bucket is None else c.bucket
        return BUCKET_PRIORITY.get(bucket, len(BUCKET_PRIORITY)), bucket, c.path

    def dtype_rank(dtype: str) -> int:
        return DTYPE_ORDER.index(dtype) if dtype in DTYPE_ORDER else len(DTYPE_ORDER)

    by_dtype: dict[str, list[Candidate]] = {}
    for c in sorted(picked, key=shape_order):
        by_dtype.setdefault(c.dtype, []).append(c)
    rounds = [(i, dtype_rank(dtype), c) for dtype, members in by_dtype.items() for i, c in enumerate(members)]
    return [c for *_, c in sorted(rounds, key=lambda r: (r[0], r[1], r[2].path))]
