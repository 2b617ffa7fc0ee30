"""Op ranges on an extracted graph: sole-op candidates and the per-model choice.

Typical ranges come from the repeated-window grammar (``grammar.py``), fusible ones from
Inductor's kernel counts over typical ranges (``kernels.py``); docs/dataset.md states the rules.
"""

from __future__ import annotations

from dataclasses import dataclass


Range = tuple[int, int]


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
    """GraphNet's ``OpExtractPointsGenerator``: one range per call node, views included.

    A view that only aliases its input does no compute; the build's check drops such
    samples (``validate.trivial_reason``), whatever the op.
    """
    return [(i, i + 1) for i in range(len(ops))]


def pick_diverse(ranges: list[Range], ops: list[str], limit: int) -> list[Range]:
    """At most ``limit`` ranges, distinct op sequences first, each group in graph order.

    When there are more distinct sequences than ``limit``, they are taken evenly spread
    over the graph: the first ones of a decoder are all its mask construction, and a
    mixture-of-experts' routing (softmax, topk, bmm) comes a hundred ops later.
    """
    seen: set[tuple[str, ...]] = set()
    first, repeats = [], []
    for start, end in ranges:
        key = tuple(ops[start:end])
        (repeats if key in seen else first).append((start, end))
        seen.add(key)
    if len(first) > limit:
        first = [first[i * len(first) // limit] for i in range(limit)]
    return sorted((first + repeats)[:limit])
