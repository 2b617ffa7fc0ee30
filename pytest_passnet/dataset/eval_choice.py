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
