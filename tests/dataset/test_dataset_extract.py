"""The extractor writes GraphNet graph dirs that reload, re-run and re-extract as one graph."""

from __future__ import annotations

import inspect
import json
import re

import torch

from pytest_passnet.dataset.extract import extract
from pytest_passnet.dataset.validate import validate_graph_dir
from pytest_passnet.materialize import bind_arguments, load_model
from pytest_passnet.sample import read_weight_meta

from tests.dataset.tiny_models import BreaksGraph, ConvBlock, conv_input, seeded


def test_graph_dir_has_the_graphnet_files(conv_graph):
    names = {p.name for p in conv_graph.iterdir()}
    assert {"model.py", "weight_meta.py", "input_meta.py", "input_tensor_constraints.py", "graph_net.json"} <= names
    assert (conv_graph / "input_meta.py").read_text() == ""
    info = json.loads((conv_graph / "graph_net.json").read_text())
    assert info["framework"] == "torch" and info["model_name"] == "conv_block" and info["dynamic"] is False


def test_model_py_is_one_graph_module_with_every_tensor_an_argument(conv_graph):
    text = (conv_graph / "model.py").read_text()
    assert text.startswith("import torch\n")
    assert text.count("class ") == 1 and "class GraphModule(torch.nn.Module):" in text
    assert "torch._C._nn" not in text  # serialisation rewrites applied
    model = load_model(conv_graph / "model.py", "cpu")
    assert not list(model.parameters()) and not list(model.buffers())
    arguments = list(inspect.signature(model.forward).parameters)
    assert "L_x_" in arguments
    assert "L_self_modules_conv1_parameters_weight_" in arguments


def test_weight_meta_follows_graphnet_storage_rules(conv_graph):
    metas = {m.name: m for m in read_weight_meta(conv_graph / "weight_meta.py")}
    model = load_model(conv_graph / "model.py", "cpu")
    assert set(metas) == set(inspect.signature(model.forward).parameters)
    running_var = metas["L_self_modules_bn1_buffers_running_var_"]
    assert running_var.min_val == 0 and running_var.data is not None  # 8 elements: stored literally
    conv_weight = metas["L_self_modules_conv1_parameters_weight_"]  # 216 elements: statistics only
    assert conv_weight.data is None and conv_weight.shape == (8, 3, 3, 3)
    assert conv_weight.dtype == "torch.float32" and conv_weight.device == "cpu"
    text = (conv_graph / "weight_meta.py").read_text()
    assert re.search(r"\n\tmean = -?\d+\.\d{3}\n", text)
    assert "\n\n\nclass Program_weight_tensor_meta_" in text


def test_reloaded_model_reproduces_the_original_module(conv_graph):
    original = seeded(ConvBlock)
    state = {**dict(original.named_parameters()), **dict(original.named_buffers())}
    model = load_model(conv_graph / "model.py", "cpu")
    inputs = {}
    for name in inspect.signature(model.forward).parameters:
        if name == "L_x_":
            inputs[name] = conv_input()["x"]
        else:  # L_self_modules_bn1_buffers_running_var_ -> bn1.running_var
            path = name.removeprefix("L_self_").rstrip("_")
            path = re.sub(r"modules_|parameters_|buffers_", "", path).replace("_", ".")
            key = next(k for k in state if k.replace("_", ".") == path)
            inputs[name] = state[key]
    args, _ = bind_arguments(model, inputs)
    with torch.no_grad():
        assert torch.allclose(model(*args)[0], original(**conv_input()), atol=1e-6)


def test_validation_reloads_reruns_and_reextracts_one_graph(conv_graph):
    first = validate_graph_dir(conv_graph)
    again = validate_graph_dir(conv_graph)
    assert re.fullmatch(r"[0-9a-f]{64}", first.graph_hash)
    assert first.graph_hash == again.graph_hash
    assert "L_x_" in first.argument_names


def test_a_graph_break_is_written_as_subgraph_dirs(tmp_path):
    graphs = extract(BreaksGraph(), {"x": torch.ones(3)}, tmp_path / "breaks", "breaks")
    assert len(graphs) == 2
    assert (tmp_path / "breaks" / "subgraph_0" / "model.py").exists()
    assert (tmp_path / "breaks" / "subgraph_1" / "graph_net.json").exists()
    assert not (tmp_path / "breaks" / "model.py").exists()
