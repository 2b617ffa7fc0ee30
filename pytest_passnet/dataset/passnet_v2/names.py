"""What a v2 variant path says: category, dtype, bucket, source graph and cut.

``graphs/hf_subgraphs_v2/<cat>_subgraphs/<dtype>[/<bucket>]/<source path>/_decomposed/<model>_start<S>_end<E>_<i>``;
sole-op variants have no bucket (the source shape). The source path is the GraphNet
sample dir relative to the checkout (``samples/timm/resnet18``; transformers samples may
sit one level deeper).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

GRAPHS_ROOT = "graphs/hf_subgraphs_v2"
SAMPLES_ROOT = "samples/hf_subgraphs_v2"
CATEGORIES = ("sole_op", "fusible", "typical")
DTYPES = ("float32", "float16", "bfloat16")
_LEAF = re.compile(r"^(?P<model>.+)_start(?P<start>-?\d+)_end(?P<end>-?\d+)_(?P<seq>\d+)$")


class VariantNameError(ValueError):
    """A path that is not a v2 variant path."""


@dataclass(frozen=True, order=True)
class VariantName:
    category: str
    dtype: str
    bucket: int | None
    source: str
    start: int
    end: int
    seq: int

    @classmethod
    def parse(cls, path: str) -> VariantName:
        parts = path.strip().strip("/").split("/")
        root = GRAPHS_ROOT.split("/")
        if parts[:2] != root or len(parts) < 8:
            raise VariantNameError(f"not a {GRAPHS_ROOT} variant path: {path!r}")
        category = parts[2].removesuffix("_subgraphs")
        if category not in CATEGORIES or parts[3] not in DTYPES:
            raise VariantNameError(f"unknown category or dtype in {path!r}")
        rest = parts[4:]
        bucket = None
        if category != "sole_op":
            if not rest[0].isdigit():
                raise VariantNameError(f"{path!r}: a {category} variant names its bucket after the dtype")
            bucket, rest = int(rest[0]), rest[1:]
        if len(rest) < 4 or rest[-2] != "_decomposed":
            raise VariantNameError(f"{path!r} does not end in <source>/_decomposed/<name>")
        match = _LEAF.match(rest[-1])
        source = "/".join(rest[:-2])
        if not match or match["model"] != source.rsplit("/", 1)[-1]:
            raise VariantNameError(f"{path!r}: the leaf must be <model>_start<S>_end<E>_<i> of {source!r}")
        return cls(category, parts[3], bucket, source, int(match["start"]), int(match["end"]), int(match["seq"]))

    @property
    def model(self) -> str:
        return self.source.rsplit("/", 1)[-1]

    @property
    def leaf(self) -> str:
        return f"{self.model}_start{self.start}_end{self.end}_{self.seq}"

    @property
    def path(self) -> str:
        bucket = "" if self.bucket is None else f"/{self.bucket}"
        return f"{GRAPHS_ROOT}/{self.category}_subgraphs/{self.dtype}{bucket}/{self.source}/_decomposed/{self.leaf}"

    @property
    def float32(self) -> VariantName:
        """The float32 variant every low-precision one is made from."""
        from dataclasses import replace

        return replace(self, dtype="float32")
