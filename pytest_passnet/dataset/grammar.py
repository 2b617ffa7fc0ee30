"""Typical subgraphs: a grammar of repeated op windows over every model's op sequence.

Our own implementation of the rule GraphNet's ``TypicalSequenceSplitPointsGenerator``
applies (``graph_net/torch/typical_sequence_split_points.py`` with ``RpExprParser``,
https://github.com/PaddlePaddle/GraphNet/tree/develop/graph_net/torch/rp_expr), with
PassNet's settings (window 64, 16 folds, 4 <= ops < 64, docs/graphnet.md section 12.3):

1. All models' op sequences form one token stream (a separator between models, so no
   pattern crosses a model boundary).
2. A *fold* finds the window of 2..``window`` tokens that maximises
   ``(length - 1) * (occurrences - 1)`` (upstream's "default" policy), replaces its
   disjoint occurrences by a new symbol, and records the symbol's body. Repeats inside
   one model count as much as repeats across models. Up to ``folds`` folds.
3. Every model's folded sequence is a forest: a symbol's node spans the ops its body
   expands to. The typical ranges of a model are the outermost nodes whose span holds
   ``min_ops <= n < max_ops`` ops; a longer node is opened, a shorter one skipped.

Upstream hashes windows with random projections through a 1-D convolution; we hash
them with a rolling polynomial hash and confirm the winner token by token.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

Range = tuple[int, int]
WINDOW = 64
FOLDS = 16
MIN_TYPICAL_OPS = 4
MAX_TYPICAL_OPS = 64


@dataclass
class Grammar:
    """Symbol bodies and each model's folded token sequence (ints; ops are tokens < ``len(ops)``)."""

    ops: list[str]
    bodies: dict[int, list[int]]
    sequences: list[list[int]]

    def length(self, token: int) -> int:
        if token not in self.bodies:
            return 1
        return sum(self.length(t) for t in self.bodies[token])


def _best_window(stream: list[int], window: int) -> tuple[tuple[int, ...], list[int]] | None:
    """The window with the highest ``(len - 1) * (disjoint count - 1)``, and its disjoint starts.

    Windows are compared by a 64-bit polynomial rolling hash (numpy, one pass per
    length) and the winner is re-checked token by token.
    """
    tokens = np.asarray(stream, dtype=np.int64)
    values = (tokens + 2).astype(np.uint64)
    separators = np.concatenate([[0], np.cumsum(tokens == -1)])
    hashes = values.copy()
    best, best_score = None, 0
    for length in range(2, min(window, len(stream)) + 1):
        count = len(stream) - length + 1
        hashes = hashes[:count] * np.uint64(1_000_003) + values[length - 1 : length - 1 + count]
        clean = np.flatnonzero(separators[length:length + count] == separators[:count])
        unique, first, counts = np.unique(hashes[clean], return_index=True, return_counts=True)
        if counts.size == 0 or counts.max() < 2:
            break  # no longer window can repeat if none of this length does
        for k in np.argsort(-counts, kind="stable")[:8]:
            if (length - 1) * (int(counts[k]) - 1) <= best_score:
                break
            start = int(clean[first[k]])
            pattern = tuple(stream[start : start + length])
            starts = _disjoint_starts(stream, pattern, clean[hashes[clean] == unique[k]])
            score = (length - 1) * (len(starts) - 1)
            if score > best_score:
                best, best_score = (pattern, starts), score
    return best


def _disjoint_starts(stream: list[int], pattern: tuple[int, ...], candidates: np.ndarray) -> list[int]:
    starts, n = [], len(pattern)
    for i in candidates.tolist():
        if (not starts or i >= starts[-1] + n) and tuple(stream[i : i + n]) == pattern:
            starts.append(i)
    return starts


def fold(op_sequences: list[list[str]], window: int = WINDOW, folds: int = FOLDS) -> Grammar:
    """Fold the models' op sequences into a grammar of repeated windows."""
    ops = sorted({op for seq in op_sequences for op in seq})
    token = {op: i for i, op in enumerate(ops)}
    stream: list[int] = []
    for seq in op_sequences:
        stream += [token[op] for op in seq] + [-1]  # -1 separates models
    bodies: dict[int, list[int]] = {}
    next_symbol = len(ops)
    for _ in range(folds):
        found = _best_window(stream, window)
        if found is None:
            break
        pattern, starts = found
        bodies[next_symbol] = list(pattern)
        starting = set(starts)
        folded, i = [], 0
        while i < len(stream):
            if i in starting:
                folded.append(next_symbol)
                i += len(pattern)
            else:
                folded.append(stream[i])
                i += 1
        stream = folded
        next_symbol += 1
    sequences, current = [], []
    for t in stream:
        if t == -1:
            sequences.append(current)
            current = []
        else:
            current.append(t)
    return Grammar(ops, bodies, sequences)


def typical_ranges(grammar: Grammar, model: int, min_ops: int = MIN_TYPICAL_OPS,
                   max_ops: int = MAX_TYPICAL_OPS) -> list[Range]:
    """The outermost grammar nodes of one model with ``min_ops <= ops < max_ops``, in order."""
    ranges: list[Range] = []

    def visit(tokens: list[int], offset: int) -> None:
        position = offset
        for t in tokens:
            n = grammar.length(t)
            if min_ops <= n < max_ops:
                ranges.append((position, position + n))
            elif n >= max_ops:
                visit(grammar.bodies[t], position)
            position += n

    visit(grammar.sequences[model], 0)
    return ranges
