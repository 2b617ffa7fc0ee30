"""Range choice for the three categories, on op tokens and on a real graph's nodes.json."""

from __future__ import annotations

import json

from pytest_passnet.dataset.categories import (
    OpGraph,
    fusible_ranges,
    pick_diverse,
    recurring_sequences,
    sole_op_ranges,
    typical_ranges,
)


def chain(n: int) -> list[set[int]]:
    """Dependencies of a straight chain: op i uses op i-1."""
    return [set() if i == 0 else {i - 1} for i in range(n)]


def test_sole_op_leaves_out_pure_views():
    ops = ["conv2d", "Tensor.view", "relu", "getitem", "linear"]
    assert sole_op_ranges(ops) == [(0, 1), (2, 3), (4, 5)]


def test_fusible_is_a_leading_op_with_a_pointwise_epilogue():
    ops = ["conv2d", "batch_norm", "relu", "conv2d", "adaptive_avg_pool2d", "flatten", "linear", "gelu"]
    assert fusible_ranges(ops, chain(len(ops))) == [(0, 3), (6, 8)]


def test_fusible_trailing_views_are_not_part_of_the_range():
    ops = ["linear", "Tensor.view", "add", "Tensor.transpose", "softmax"]
    assert fusible_ranges(ops, chain(len(ops))) == [(0, 3)]


def test_fusible_stops_at_an_op_that_does_not_use_the_range():
    ops = ["linear", "relu", "mul"]
    dependencies = [set(), {0}, set()]  # mul reads two graph inputs, not the relu
    assert fusible_ranges(ops, dependencies) == [(0, 2)]


def test_the_public_fusible_example_passes_the_rule():
    # coat_lite_medium start38_end43: cat, reshape, transpose, mul, pad (passbench.md 3.1)
    ops = ["cat", "Tensor.reshape", "Tensor.transpose", "mul", "pad"]
    assert fusible_ranges(ops, chain(5)) == [(0, 5)]


def test_recurring_sequences_must_appear_in_two_models():
    sequences = {
        "a": ["conv2d", "batch_norm", "relu", "add", "linear"],
        "b": ["x", "conv2d", "batch_norm", "relu", "add"],
        "c": ["conv2d", "batch_norm", "relu", "max_pool2d"],
    }
    found = recurring_sequences(sequences, min_ops=3, max_ops=8)
    assert ("conv2d", "batch_norm", "relu", "add") in found
    assert ("conv2d", "batch_norm", "relu") in found
    assert ("batch_norm", "relu", "add", "linear") not in found


def test_typical_covers_greedily_with_the_longest_recurring_sequence():
    ops = ["a", "b", "c", "d", "e", "a", "b", "c", "d"]
    recurring = {("a", "b", "c", "d"), ("a", "b", "c", "d", "e")}
    assert typical_ranges(ops, recurring, lambda s, e: True, min_ops=4) == [(0, 5), (5, 9)]
    refuse_long = lambda s, e: e - s < 5  # noqa: E731 - a cuttability rule that refuses long ranges
    assert typical_ranges(ops, recurring, refuse_long, min_ops=4) == [(0, 4), (5, 9)]


def test_pick_diverse_prefers_distinct_op_sequences():
    ops = ["conv2d", "relu", "conv2d", "relu", "linear"]
    ranges = [(0, 1), (1, 2), (2, 3), (3, 4), (4, 5)]
    assert pick_diverse(ranges, ops, 3) == [(0, 1), (1, 2), (4, 5)]


def test_op_graph_from_a_real_extraction_knows_what_can_be_cut(conv_graph):
    graph = OpGraph.from_records(json.loads((conv_graph / "nodes.json").read_text()))
    assert graph.is_cuttable(0, 3)
    assert graph.is_cuttable(0, len(graph.ops))
    fusible = fusible_ranges(graph.ops, graph.dependencies)
    assert (0, 3) in fusible  # conv2d, batch_norm, relu
