"""Decomposition cuts real extracted graphs into runnable, correctly named subgraphs."""

from __future__ import annotations

import inspect
import json

import pytest
import torch

from pytest_passnet.dataset.decompose import cut, load_parent
from pytest_passnet.dataset.extract import extract
from pytest_passnet.dataset.graphnet_format import write_graph_dir, graph_net_json
from pytest_passnet.dataset.validate import eager_problems, load_and_replay, validate_graph_dir
from pytest_passnet.materialize import bind_arguments, load_model


@pytest.fixture(scope="module")
def conv_parent(conv_graph):
    return load_parent(conv_graph)


def _write(subgraph, directory):
    write_graph_dir(directory, subgraph.model_py, subgraph.metas, graph_net_json(directory.name))
    return directory


def test_parent_reloads_in_line_with_the_extraction(conv_graph, conv_parent):
    parent = conv_parent
    records = json.loads((conv_graph / "nodes.json").read_text())
    assert parent.ops == [r["op"] for r in records]
    assert parent.ops[:3] == ["conv2d", "batch_norm", "relu"]
    assert (conv_graph / "graph_hash.txt").read_text() == parent.graph_hash


def test_sole_op_cut_names_weights_w_and_data_in(conv_parent, tmp_path):
    parent = conv_parent
    conv = cut(parent, 0, 1, weight_prefix="w")
    names = {m.name: m.original_name for m in conv.metas}
    assert names == {"w_0": "L_self_modules_conv1_parameters_weight_", "in_0": "L_x_"}
    assert "def forward(self, w_0, in_0):" in conv.model_py
    directory = _write(conv, tmp_path / "conv_start0_end1_0")
    assert eager_problems(directory) == []
    assert len(validate_graph_dir(directory).argument_names) == 2


def test_intermediate_inputs_carry_the_real_run_metadata(conv_parent):
    parent = conv_parent
    relu = cut(parent, 2, 3)
    (only,) = relu.metas
    assert only.name == "in_0" and only.original_name == parent.original_names[parent.nodes[1]]
    assert only.shape == (2, 8, 8, 8) and only.std > 0
    assert only.class_name == f"Program_weight_tensor_meta_{only.original_name}"


def test_fusible_style_cut_uses_one_in_sequence_sorted_by_original_name(conv_parent):
    parent = conv_parent
    block = cut(parent, 0, 3)  # conv2d, batch_norm, relu
    originals = [m.original_name for m in block.metas]
    assert originals == sorted(originals)
    assert [m.name for m in block.metas] == [f"in_{k}" for k in range(len(block.metas))]
    assert "tmp_2 = torch.relu(tmp_1)" in block.model_py
    assert block.model_py.rstrip().endswith("return (tmp_2,)")


def test_a_range_with_later_uses_returns_every_escaping_value(conv_parent, tmp_path):
    parent = conv_parent
    first_block = cut(parent, 0, 4)  # relu output is used again by the residual add
    assert "return (tmp_2, tmp_3)" in first_block.model_py
    directory = _write(first_block, tmp_path / "residual")
    model, args = load_and_replay(directory)
    assert len(model(*args)) == 2


def test_the_whole_range_computes_what_the_parent_computes(attention_graph, tmp_path):
    parent = load_parent(attention_graph)
    whole = cut(parent, 0, len(parent.nodes))
    directory = _write(whole, tmp_path / "whole")
    sub_model, sub_args = load_and_replay(directory)
    full_model = load_model(attention_graph / "model.py", "cpu")
    by_original = {m.original_name: arg for m, arg in zip(whole.metas, sub_args)}
    args, _ = bind_arguments(full_model, by_original)
    with torch.no_grad():
        assert torch.equal(sub_model(*sub_args)[0], full_model(*args)[0])
    assert set(by_original) == set(inspect.signature(full_model.forward).parameters)


class SplitsInTwo(torch.nn.Module):
    def forward(self, x):
        a, b = x.split(2, dim=-1)
        return a * b


def test_a_range_whose_boundary_is_not_a_tensor_is_refused(tmp_path):
    extract(SplitsInTwo(), {"x": torch.randn(3, 4)}, tmp_path / "splits", "splits")
    parent = load_parent(tmp_path / "splits")
    assert parent.ops == ["Tensor.split", "getitem", "getitem", "mul"]
    assert cut(parent, 0, 1) is None  # its output is the tuple of both halves
    assert cut(parent, 1, 2) is None  # its input is that tuple
    assert cut(parent, 0, 4) is not None
