"""Typical subgraphs: a grammar of repeated op windows over every model's op sequence.

Our own implementation of the rule GraphNet's ``TypicalSequenceSplitPointsGenerator``
applies (``graph_net/torch/typical_sequence_split_points.py`` with ``RpExprParser`` and
``nested_range.py``, https://github.com/PaddlePaddle/GraphNet/tree/develop/graph_net/torch/rp_expr),
with PassNet's settings (window 64, ``fold_times`` 16, 4 <= ops < 64, docs/graphnet.md section 12.3):

1. All models' op sequences form one token stream (a separator between models, so no
   pattern crosses a model boundary).
2. A *fold* (``FoldTokensPass``) takes the window of 1..``window`` tokens that maximises
   ``(length - 1) * (occurrences - 1)``, occurrences counted overlapping (upstream's "default"
   policy); where its occurrences do not give two disjoint ones, the window is shortened
   until they do. Its disjoint occurrences become a new symbol. ``1 + folds`` folds, as
   ``RecursiveFoldTokensPass`` does, stopping at the first that finds nothing.
3. Every model's folded sequence is one tree (``UnflattenAndSubThresholdPass``,
   ``inplace_group_consecutive_primitives``, ``MakeNestedIndexRangeFromLetsListTokenRpExpr``):
   the root spans the whole model; a symbol's children are its body, where each run of
   plain ops between symbols is a node of its own (a *non-repeated run*).
4. The typical ranges (``Tree.FilterSubTreeRangeBySize``) are the outermost nodes with
   ``min_ops <= n < max_ops`` ops; a longer node is opened, a shorter one skipped. So a
   model of fewer than ``max_ops`` ops is one range, and a run of 4..63 plain ops between
   two repeated blocks is one too. Ranges of one op are dropped and the rest kept disjoint.

Where we differ: upstream hashes windows with random projections through a 1-D
convolution and breaks ties between equally scored windows of one length by the order of
those float hashes; we hash with a rolling polynomial hash, confirm token by token, and
break such ties by the first occurrence. ``tests/dataset/test_dataset_upstream_rules.py``
runs upstream's vendored parser beside this one.
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
        return sum(self.length(t) for t in self.bodies[token])  # bodies are short (<= window)


def _best_window(stream: list[int], window: int) -> tuple[tuple[int, ...], list[int]] | None:
    """The window upstream's fold picks and its disjoint starts; None where it finds none.

    The highest ``(len - 1) * (overlapping count - 1)``, the shortest on a tie, then the
    first to occur; shortened while its occurrences hold fewer than two disjoint ones.
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
        score = (length - 1) * (int(counts.max()) - 1)
        if score > best_score:
            k = min(np.flatnonzero(counts == counts.max()), key=lambda j: first[j])
            best, best_score = (length, clean[hashes[clean] == unique[k]]), score
    if best is None:
        return None
    length, candidates = best
    start = int(candidates[0])
    occurrences = [int(i) for i in candidates
                   if stream[i:i + length] == stream[start:start + length]]
    while length > 1:  # upstream's GetAdaptivePatternLength (windows never exceed 2 x window)
        starts = _disjoint(occurrences, length)
        if len(starts) > 1:
            return tuple(stream[start:start + length]), starts
        length -= 1
    return None


def _disjoint(occurrences: list[int], length: int) -> list[int]:
    """Starts kept left to right, each at least ``length`` after the last kept."""
    starts: list[int] = []
    for i in occurrences:
        if not starts or i >= starts[-1] + length:
            starts.append(i)
    return starts


def _replace(stream: list[int], pattern: tuple[int, ...], starts: list[int], symbol: int) -> list[int]:
    """Cut the stream at every start and its window's end; each piece equal to the pattern
    becomes the symbol (upstream's ``FoldTokensPass.Replace``)."""
    cuts = sorted({0, len(stream), *starts, *(i + len(pattern) for i in starts)})
    folded: list[int] = []
    for a, b in zip(cuts, cuts[1:]):
        piece = stream[a:b]
        folded += [symbol] if tuple(piece) == pattern else piece
    return folded


def fold(op_sequences: list[list[str]], window: int = WINDOW, folds: int = FOLDS) -> Grammar:
    """Fold the models' op sequences into a grammar of repeated windows."""
    ops = sorted({op for seq in op_sequences for op in seq})
    token = {op: i for i, op in enumerate(ops)}
    stream: list[int] = []
    for seq in op_sequences:
        stream += [token[op] for op in seq] + [-1]  # -1 separates models
    bodies: dict[int, list[int]] = {}
    next_symbol = len(ops)
    for _ in range(1 + folds):
        found = _best_window(stream, window)
        if found is None:
            break
        pattern, starts = found
        bodies[next_symbol] = list(pattern)
        stream = _replace(stream, pattern, starts, next_symbol)
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
    """The outermost nodes of one model's tree with ``min_ops <= ops < max_ops``, sorted,
    longer than one op, each starting where the one before it ends or later."""
    found: list[Range] = []

    def visit(tokens: list[int], offset: int, n: int) -> None:
        if n < min_ops:
            return
        if n < max_ops:
            found.append((offset, offset + n))
            return
        for child, length in _children(grammar, tokens):
            visit(child, offset, length)
            offset += length

    sequence = grammar.sequences[model]
    visit(sequence, 0, sum(grammar.length(t) for t in sequence))
    ranges = sorted({r for r in found if r[1] - r[0] > 1})
    return [r for i, r in enumerate(ranges) if i == 0 or r[0] >= ranges[i - 1][1]]


def _children(grammar: Grammar, body: list[int]) -> list[tuple[list[int], int]]:
    """A node's children as (tokens, ops): each symbol, and each run of plain ops between
    symbols as one node; a body of plain ops only has one child per op."""
    if all(t not in grammar.bodies for t in body):
        return [([t], 1) for t in body]
    children: list[tuple[list[int], int]] = []
    run: list[int] = []
    for t in body + [None]:
        if t is not None and t not in grammar.bodies:
            run.append(t)
            continue
        if run:
            children.append((run, len(run)))
            run = []
        if t is not None:
            children.append((grammar.bodies[t], grammar.length(t)))
    return children
