"""Structural variants: bucket shapes whose traced graph is not the statistics bucket's.

A meta-traced bucket takes its value statistics op by op from a real run of the same
op sequence. Most buckets have bucket 0's sequence; some do not (a decoder at batch > 1
expands its causal mask to the batch: one op more). Such a bucket takes its statistics
from a real run at the smallest shape of its family that traces to its op sequence
(``statistics_shapes`` lists the shapes to try, smallest first), and the ranges chosen
on bucket 0's graph are carried over to it where the two sequences agree
(``OpAlignment``). docs/dataset.md, "Statistics for big shapes", states the rule.
"""

from __future__ import annotations

import math
from difflib import SequenceMatcher

from pytest_passnet.dataset.sources import BUCKETS, bucket_dims


def statistics_shapes(family: str, bucket: int, exclude: int) -> list[int]:
    """Buckets of the family strictly smaller than ``bucket`` in no dimension larger, smallest first.

    These are the shapes a real statistics run may take for ``bucket``: each costs less
    than the bucket itself in every dimension, so it runs where the bucket would not.
    """
    target = bucket_dims(family, bucket)
    found = []
    for other in BUCKETS:
        if other in (bucket, exclude):
            continue
        dims = bucket_dims(family, other)
        if dims != target and all(dims[k] <= target[k] for k in target):
            found.append((math.prod(dims.values()), other))
    return [other for _, other in sorted(found)]


class OpAlignment:
    """Where the ops of one graph are the same ops, in the same order, in another."""

    def __init__(self, source: list[str], target: list[str]):
        matcher = SequenceMatcher(a=source, b=target, autojunk=False)
        self.blocks = [(b.a, b.b, b.size) for b in matcher.get_matching_blocks() if b.size]

    def carry(self, start: int, end: int) -> tuple[int, int] | None:
        """The target's range for the source range ``[start, end)``; None where they differ inside it."""
        for source, target, size in self.blocks:
            if source <= start and end <= source + size:
                return start - source + target, end - source + target
        return None
