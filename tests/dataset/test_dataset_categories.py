"""Range choice: sole-op, the typical grammar, fusible kernel counts, the eval choice."""

from __future__ import annotations

import json

from pytest_passnet.dataset.categories import OpGraph, pick_diverse, sole_op_ranges
from pytest_passnet.dataset.decompose import cut_module, load_parent
from pytest_passnet.dataset.eval_choice import select_for_coverage
from pytest_passnet.dataset.grammar import fold, typical_ranges
from pytest_passnet.dataset.kernels import count_launches, fusible_ranges, inductor_wrapper_code
from pytest_passnet.materialize import bind_arguments, replay_inputs

BLOCK = ["linear", "layer_norm", "gelu", "linear", "add", "dropout"]


def test_sole_op_covers_every_call_node_views_included():
    ops = ["conv2d", "Tensor.view", "relu", "getitem", "linear"]
    assert sole_op_ranges(ops) == [(i, i + 1) for i in range(5)]


def test_the_grammar_folds_a_block_repeated_inside_one_model():
    grammar = fold([["embedding", *BLOCK * 3, "pool"]], window=8)
    assert typical_ranges(grammar, 0, min_ops=4, max_ops=8) == [(1, 7), (7, 13), (13, 19)]


def test_the_grammar_finds_a_block_shared_by_two_models():
    conv = ["conv2d", "batch_norm", "relu"]
    grammar = fold([[*conv * 2, *BLOCK], ["embedding", *BLOCK, "pool"]], window=8)
    assert (6, 12) in typical_ranges(grammar, 0, min_ops=4, max_ops=8)
    assert typical_ranges(grammar, 1, min_ops=4, max_ops=8) == [(1, 7)]


def test_the_grammar_opens_a_node_longer_than_the_maximum():
    grammar = fold([[*BLOCK * 4], [*BLOCK * 4]], window=12)
    # the 24-op model is one symbol of two 12-op symbols, each a body of plain ops
    assert typical_ranges(grammar, 0, min_ops=4, max_ops=13) == [(0, 12), (12, 24)]
    assert typical_ranges(grammar, 0, min_ops=4, max_ops=7) == []


def test_fusible_ranges_follow_the_kernel_count_plateau():
    # prefix lengths 1..8: linear(1) add(2) pow mean add rsqrt mul (2) linear(3)
    counts = [1, 2, 2, 2, 2, 2, 2, 3]
    assert fusible_ranges(counts) == [(1, 7)]


def test_a_falling_count_continues_the_range_and_an_unknown_count_breaks_it():
    assert fusible_ranges([1, 3, 2, 2, 4]) == [(1, 4)]
    # prefix 4 missing: the group 2, 3, 5, 6 is not contiguous, which upstream's analyzer drops
    assert fusible_ranges([1, 2, 2, None, 2, 2]) == []
    assert fusible_ranges([1, 2, 2, None, 3, 3]) == [(1, 3), (4, 6)]
    assert fusible_ranges([1, 2, 3, 4]) == []


def test_inductor_adds_no_kernel_for_the_batch_norm_and_relu_after_a_conv(conv_graph):
    parent = load_parent(conv_graph)
    counts = []
    for stop in (1, 2, 3):  # conv2d, batch_norm, relu
        module, metas = cut_module(parent, 0, stop)
        args, _ = bind_arguments(module, replay_inputs(metas, "cpu"))
        counts.append(count_launches(inductor_wrapper_code(module, args)))
    # On CPU the convolution is an extern call plus a layout kernel, which takes bn + relu in.
    assert counts[0] == counts[1] == counts[2] >= 1
    assert fusible_ranges(counts) == [(0, 3)]


def test_pick_diverse_prefers_distinct_op_sequences():
    ops = ["conv2d", "relu", "conv2d", "relu", "linear"]
    ranges = [(0, 1), (1, 2), (2, 3), (3, 4), (4, 5)]
    assert pick_diverse(ranges, ops, 3) == [(0, 1), (1, 2), (4, 5)]


def test_pick_diverse_spreads_over_the_graph_when_distinct_sequences_outnumber_the_limit():
    ops = ["arange", "le", "and_", "eq", "linear", "softmax", "topk", "bmm"]
    ranges = [(i, i + 1) for i in range(len(ops))]
    assert pick_diverse(ranges, ops, 4) == [(0, 1), (2, 3), (4, 5), (6, 7)]


def test_op_graph_from_a_real_extraction_knows_what_can_be_cut(conv_graph):
    graph = OpGraph.from_records(json.loads((conv_graph / "nodes.json").read_text()))
    assert graph.is_cuttable(0, 3)
    assert graph.is_cuttable(0, len(graph.ops))


def test_eval_choice_covers_transitions_before_repeating_them():
    sequences = [("conv2d", "relu"), ("conv2d", "relu"), ("linear", "gelu"), ("conv2d", "relu", "add")]
    chosen = select_for_coverage(sequences, 2)
    assert set(chosen) == {2, 3}  # together they cover every transition
    assert select_for_coverage(sequences, 9) == [0, 1, 2, 3]
