"""Which op ranges become subgraphs: sole_op, fusible and typical (graphnet.md 12.3).

Pure functions over a graph's op tokens (``ops.op_name``) and its data dependencies,
so they are cheap to test and to run across every model of a build.

* sole_op: one range per op that computes something (views are left out).
* fusible: a leading op followed only by pointwise ops and views, each using a value
  the range already produced. A fusing compiler can emit such a range as one kernel,
  the leading op's, with the rest as its epilogue; that is the kernel-count plateau
  GraphNet measures with Inductor on a GPU, decided from op classes so that it works
  on CPU and GPU alike (DATASET.md states the rule).
* typical: op sequences of ``min_ops..max_ops`` ops that recur in at least two
  models; each model is covered greedily by the longest recurring sequence.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from typing import Callable

from pytest_passnet.dataset.ops import is_pointwise, is_view

Range = tuple[int, int]
MIN_TYPICAL_OPS = 4
MAX_TYPICAL_OPS = 64
MAX_FUSIBLE_OPS = 16


@dataclass
class OpGraph:
    """The op-level view of an extracted graph, read from its ``nodes.json``."""

    ops: list[str]
    dependencies: list[set[int]]
    is_tensor: list[bool]
    reads_arguments: list[bool]
    returned: list[bool]

    def __post_init__(self) -> None:
        # The last op that uses each op's value; len(ops) when the graph returns it.
        self.last_use = [len(self.ops) if r else -1 for r in self.returned]
        for i, deps in enumerate(self.dependencies):
            for d in deps:
                self.last_use[d] = max(self.last_use[d], i)

    @classmethod
    def from_records(cls, records: list[dict]) -> "OpGraph":
        return cls(
            ops=[r["op"] for r in records],
            dependencies=[set(r["args"]) for r in records],
            is_tensor=[r["meta"] is not None for r in records],
            reads_arguments=[r["reads_arguments"] for r in records],
            returned=[r["to_output"] for r in records],
        )

    def is_cuttable(self, start: int, end: int) -> bool:
        """Whether ``[start, end)`` has inputs and outputs, all of them tensors."""
        inside = range(start, end)
        external = {d for i in inside for d in self.dependencies[i] if d < start}
        escaping = {i for i in inside if self.last_use[i] >= end}
        has_inputs = bool(external) or any(self.reads_arguments[i] for i in inside)
        return (
            has_inputs
            and bool(escaping)
            and all(self.is_tensor[i] for i in external | escaping)
        )


def sole_op_ranges(ops: list[str]) -> list[Range]:
    """GraphNet's ``OpExtractPointsGenerator``, without pure views."""
    return [(i, i + 1) for i, op in enumerate(ops) if not is_view(op)]


def fusible_ranges(ops: list[str], dependencies: list[set[int]], max_ops: int = MAX_FUSIBLE_OPS) -> list[Range]:
    """Maximal, disjoint leading-op + pointwise-epilogue ranges of at least two computing ops."""
    ranges: list[Range] = []
    start = 0
    while start < len(ops):
        if is_view(ops[start]):
            start += 1
            continue
        members, last, computing = {start}, start, 1
        j = start + 1
        while (
            j < len(ops)
            and j - start < max_ops
            and (is_view(ops[j]) or is_pointwise(ops[j]))
            and dependencies[j] & members
        ):
            members.add(j)
            if not is_view(ops[j]):
                last, computing = j, computing + 1
            j += 1
        if computing >= 2:
            ranges.append((start, last + 1))
            start = last + 1
        else:
            start += 1
    return ranges


def recurring_sequences(
    op_sequences: dict[str, list[str]], min_ops: int = MIN_TYPICAL_OPS, max_ops: int = MAX_TYPICAL_OPS
) -> set[tuple[str, ...]]:
    """Op sequences of ``min_ops..max_ops`` ops found in at least two different models."""
    recurring: set[tuple[str, ...]] = set()
    for length in range(min_ops, max_ops + 1):
        models_of: dict[tuple[str, ...], set[str]] = defaultdict(set)
        for model, ops in op_sequences.items():
            for i in range(len(ops) - length + 1):
                models_of[tuple(ops[i : i + length])].add(model)
        found = {seq for seq, models in models_of.items() if len(models) >= 2}
        if not found:
            break  # no longer sequence can recur if none of this length does
        recurring |= found
    return recurring


def typical_ranges(
    ops: list[str],
    recurring: set[tuple[str, ...]],
    is_cuttable: Callable[[int, int], bool],
    min_ops: int = MIN_TYPICAL_OPS,
    max_ops: int = MAX_TYPICAL_OPS,
) -> list[Range]:
    """Cover the graph left to right with the longest recurring, cuttable sequence at each point."""
    ranges: list[Range] = []
    start = 0
    while start <= len(ops) - min_ops:
        longest = min(max_ops, len(ops) - start)
        chosen = next(
            (
                length
                for length in range(longest, min_ops - 1, -1)
                if tuple(ops[start : start + length]) in recurring and is_cuttable(start, start + length)
            ),
            None,
        )
        if chosen is None:
            start += 1
        else:
            ranges.append((start, start + chosen))
            start += chosen
    return ranges


def pick_diverse(ranges: list[Range], ops: list[str], limit: int) -> list[Range]:
    """At most ``limit`` ranges, distinct op sequences first, each group in graph order."""
    seen: set[tuple[str, ...]] = set()
    first, repeats = [], []
    for start, end in ranges:
        key = tuple(ops[start:end])
        (repeats if key in seen else first).append((start, end))
        seen.add(key)
    return sorted((first + repeats)[:limit])
