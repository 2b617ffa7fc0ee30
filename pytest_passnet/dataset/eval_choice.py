"""The eval samples: chosen to cover op transitions, as PassNet's were.

Our own implementation of GraphNet's Markov-based greedy selection
(https://github.com/PaddlePaddle/GraphNet/blob/develop/graph_net/sqlite_util/select_evaluation_subset.py):
a transition model over every sample's op sequence (Laplace-smoothed, alpha 1e-3); each
sample's rarity is the mean ``-log P(next op | op)`` over its transitions; then samples
are taken greedily by ``new transitions covered x (1 + normalised rarity)``, ties broken
by new transitions, rarity, length and finally the sample's position (sorted paths), so
the choice is deterministic.
"""

from __future__ import annotations

import math
from collections import Counter

SMOOTHING = 1e-3


def select_for_coverage(op_sequences: list[tuple[str, ...]], count: int) -> list[int]:
    """Indices of up to ``count`` sequences, most valuable first."""
    if count >= len(op_sequences):
        return list(range(len(op_sequences)))
    edges = [set(zip(seq[:-1], seq[1:])) for seq in op_sequences]
    transitions = Counter(e for seq in op_sequences for e in zip(seq[:-1], seq[1:]))
    leaving = Counter(e[0] for seq in op_sequences for e in zip(seq[:-1], seq[1:]))
    vocabulary = len({op for seq in op_sequences for op in seq}) or 1

    def rarity(seq: tuple[str, ...]) -> float:
        pairs = list(zip(seq[:-1], seq[1:]))
        if not pairs:
            return 0.0
        return sum(-math.log((transitions[p] + SMOOTHING) / (leaving[p[0]] + SMOOTHING * vocabulary))
                   for p in pairs) / len(pairs)

    scores = [rarity(seq) for seq in op_sequences]
    low, high = min(scores), max(scores)
    normalised = [0.0 if math.isclose(low, high) else (s - low) / (high - low) for s in scores]
    chosen: list[int] = []
    covered: set[tuple[str, str]] = set()
    while len(chosen) < count:
        best = max(
            (i for i in range(len(op_sequences)) if i not in chosen),
            key=lambda i: (len(edges[i] - covered) * (1 + normalised[i]), len(edges[i] - covered),
                           normalised[i], len(op_sequences[i]), -i),
        )
        chosen.append(best)
        covered |= edges[best]
    return chosen


VIEWS = frozenset({
    "Tensor.view", "Tensor.reshape", "reshape", "Tensor.permute", "permute", "Tensor.transpose", "transpose",
    "Tensor.expand", "Tensor.unsqueeze", "unsqueeze", "Tensor.squeeze", "squeeze", "Tensor.flatten", "flatten",
    "getitem", "Tensor.size", "Tensor.dim", "Tensor.chunk", "Tensor.split", "chunk", "split", "Tensor.unbind",
    "dropout",  # always eval mode here: the identity
})
"""Ops that give another view of their input (or, as eval-mode dropout, the input itself)."""
NOTHING_TO_FUSE = VIEWS | frozenset({
    "Tensor.contiguous", "Tensor.clone", "Tensor.repeat", "Tensor.to", "Tensor.type", "Tensor.float",
    "Tensor.int", "Tensor.long", "Tensor.bool", "Tensor.new_zeros", "Tensor.new_ones", "Tensor.new_full",
    "Tensor.new_empty", "zeros", "ones", "full", "empty", "arange", "zeros_like", "ones_like", "full_like",
    "Tensor.eq", "Tensor.ne", "Tensor.lt", "Tensor.le", "Tensor.gt", "Tensor.ge", "eq", "ne", "lt", "le", "gt", "ge",
    "==", "!=", "<", "<=", ">", ">=", "~", "&", "|", "Tensor.__invert__", "Tensor.masked_fill",
})
"""Ops that move, copy, cast, make or compare values without arithmetic a pass could fuse away."""
LIBRARY_CALLS = frozenset({
    "linear", "conv1d", "conv2d", "conv3d", "matmul", "Tensor.matmul", "bmm", "mm", "addmm", "baddbmm",
    "einsum", "scaled_dot_product_attention", "embedding",
})
"""Ops a GPU runs as one library kernel (cuBLAS, cuDNN, flash attention, a gather)."""
MIN_USEFUL_ELEMENTS = 2**16
"""Input elements of a sample's largest variant below which every kernel is launch latency."""


def weak_target(ops: tuple[str, ...], variants: list[list[tuple[tuple[int, ...], str]]],
                min_elements: int = MIN_USEFUL_ELEMENTS) -> str | None:
    """Why a fusible or typical sample makes no eval target (None when it does).

    ``variants`` holds each variant's inputs as (shape, dtype). A sample is weak when no
    variant has a floating-point input (integer mask or index arithmetic only); when every op
    only moves, copies, casts, makes or compares values; when it is one library call and views
    of it (the call is all there is, and no pass fuses into a view); or when even its largest
    variant's inputs hold fewer than ``min_elements`` elements.
    """
    if not any("float" in dtype for inputs in variants for _, dtype in inputs):
        return "no floating-point input"
    if all(op in NOTHING_TO_FUSE for op in ops):
        return "nothing to fuse"
    work = [op for op in ops if op not in VIEWS]
    if len(work) == 1 and work[0] in LIBRARY_CALLS:
        return f"one library call ({work[0]}) and views"
    largest = max((sum(math.prod(shape) for shape, _ in inputs) for inputs in variants), default=0)
    if largest < min_elements:
        return f"tiny (largest variant {largest} input elements)"
    return None
