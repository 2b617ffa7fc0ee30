"""Decomposition: cut an extracted graph into subgraphs by op-index ranges.

GraphNet's rules (``docs/graphnet.md`` sections 12.1, 12.2, 12.5): a subgraph is
the half-open range ``[start, end)`` of the graph's ops (placeholders and the output
excluded); its inputs are the values it uses from outside the range, sorted by their
original (Dynamo) name; its outputs are the values it produces that are used after
it, returned as a tuple. Arguments are renamed ``in_k`` (data) and ``w_k`` (weights,
sole-op style) with ``original_name`` kept, and intermediate values become ``tmp_k``.
"""

from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass
from pathlib import Path

import torch
import torch.fx

from pytest_passnet.dataset.graphnet_format import model_py_text
from pytest_passnet.dataset.ops import body_nodes, op_name
from pytest_passnet.dataset.validate import validate_graph_dir
from pytest_passnet.sample import TensorMeta, read_weight_meta


class DecomposeError(Exception):
    """An extracted graph that cannot be decomposed (it does not reload faithfully)."""


@dataclass
class ParentGraph:
    """A full extracted graph, reloaded from its directory, ready to be cut."""

    directory: Path
    graph_hash: str
    nodes: list[torch.fx.Node]
    ops: list[str]
    original_names: dict[torch.fx.Node, str]
    metas: dict[torch.fx.Node, TensorMeta | None]
    """Metadata of the tensor each node holds; None where it is not a (finite) tensor."""

    def dependencies(self) -> list[set[int]]:
        """For each op, the indices of the earlier ops whose values it uses."""
        index = {node: i for i, node in enumerate(self.nodes)}
        return [{index[a] for a in node.all_input_nodes if a in index} for node in self.nodes]


@dataclass
class Subgraph:
    """One cut range as GraphNet files: ``model.py`` text and the argument metas."""

    start: int
    end: int
    model_py: str
    metas: list[TensorMeta]


def load_parent(directory: Path, device: str = "cpu") -> ParentGraph:
    """Reload a graph dir as GraphNet's decomposition loader does (Dynamo re-capture).

    This is also GraphNet's validation of the full graph; its hash goes to ``graph_hash.txt``.

    The re-captured ops must line up one to one with the extraction's ``nodes.json``,
    which holds the metadata of every intermediate value from the real model run.
    """
    directory = Path(directory)
    recaptured = validate_graph_dir(directory, device)
    # GraphNet's validation writes the full graph's hash beside it (graphnet.md section 10).
    (directory / "graph_hash.txt").write_text(recaptured.graph_hash)
    graph = recaptured.graph_module.graph
    records = json.loads((directory / "nodes.json").read_text())
    nodes = body_nodes(graph)
    ops = [op_name(node) for node in nodes]
    if len(nodes) != len(records):
        raise DecomposeError(
            f"{directory}: re-captured graph has {len(nodes)} ops, nodes.json {len(records)}; "
            "re-extract the model"
        )
    for i, (op, record) in enumerate(zip(ops, records)):
        if op != record["op"]:
            raise DecomposeError(f"{directory}: op {i} re-captured as {op}, extracted as {record['op']}")
    weights = {m.name: m for m in read_weight_meta(directory / "weight_meta.py")}
    placeholders = [n for n in graph.nodes if n.op == "placeholder"]
    original_names = dict(zip(placeholders, recaptured.argument_names))
    metas: dict[torch.fx.Node, TensorMeta | None] = {
        node: weights[name] for node, name in original_names.items()
    }
    for node, record in zip(nodes, records):
        original_names[node] = record["name"]
        meta = record["meta"]
        metas[node] = None if meta is None else TensorMeta(
            **{**meta, "shape": tuple(meta["shape"]), "data": None if meta["data"] is None else tuple(meta["data"])}
        )
    return ParentGraph(directory, recaptured.graph_hash, nodes, ops, original_names, metas)


def is_weight(original_name: str) -> bool:
    """GraphNet's ``NaiveDataInputPredicator``, negated: module state, not data."""
    return "_self_" in original_name or "_instance_modules_" in original_name


def range_boundary(parent: ParentGraph, start: int, end: int) -> tuple[list[torch.fx.Node], list[torch.fx.Node]] | None:
    """The external inputs and the escaping outputs of a range; None unless all are tensors."""
    inside = set(parent.nodes[start:end])
    inputs: list[torch.fx.Node] = []
    for node in parent.nodes[start:end]:
        for arg in node.all_input_nodes:
            if arg not in inside and arg not in inputs:
                inputs.append(arg)
    outputs = [n for n in parent.nodes[start:end] if any(user not in inside for user in n.users)]
    if not inputs or not outputs:
        return None
    if any(parent.metas.get(node) is None for node in inputs + outputs):
        return None
    return inputs, outputs


def cut_module(parent: ParentGraph, start: int, end: int) -> tuple[torch.fx.GraphModule, list[TensorMeta]] | None:
    """The float32 subgraph of ops ``[start, end)`` as a module and its argument metas."""
    subgraph = _cut_graph(parent, start, end, "in")
    if subgraph is None:
        return None
    graph, metas = subgraph
    return torch.fx.GraphModule(torch.nn.Module(), graph), metas


def cut(parent: ParentGraph, start: int, end: int, weight_prefix: str = "in", dtype: str = "float32") -> Subgraph | None:
    """The subgraph of ops ``[start, end)`` in ``dtype``, or None if its boundary is not all tensors.

    ``weight_prefix`` is ``"w"`` for sole-op subgraphs (weights ``w_k``, data ``in_k``)
    and ``"in"`` for fusible and typical ones (one ``in_k`` sequence, as PassNet v2 has).
    A float16/bfloat16 subgraph comes from ``generalise.generalise_dtype``.
    """
    from pytest_passnet.dataset.generalise import generalise_dtype

    subgraph = _cut_graph(parent, start, end, weight_prefix)
    if subgraph is None:
        return None
    graph, metas = subgraph
    if dtype != "float32":
        float32_values = {n for n in graph.nodes if n.meta.get("float32")}
        metas = generalise_dtype(graph, metas, float32_values, dtype)
    module = torch.fx.GraphModule(torch.nn.Module(), graph)
    return Subgraph(start, end, model_py_text(module.code), metas)


def _cut_graph(parent: ParentGraph, start: int, end: int, weight_prefix: str) -> tuple[torch.fx.Graph, list[TensorMeta]] | None:
    boundary = range_boundary(parent, start, end)
    if boundary is None:
        return None
    inputs, outputs = boundary
    inputs.sort(key=lambda node: parent.original_names[node])
    graph = torch.fx.Graph()
    env: dict[torch.fx.Node, torch.fx.Node] = {}
    metas: list[TensorMeta] = []
    counters = {"in": 0, "w": 0}
    for node in inputs:
        original = parent.original_names[node]
        prefix = weight_prefix if is_weight(original) else "in"
        name = f"{prefix}_{counters[prefix]}"
        counters[prefix] += 1
        env[node] = graph.placeholder(name)
        metas.append(dataclasses.replace(
            parent.metas[node], name=name, original_name=original,
            class_name=f"Program_weight_tensor_meta_{original}",
        ))
    for k, node in enumerate(parent.nodes[start:end]):
        env[node] = graph.node_copy(node, lambda arg: env[arg])
        # Whether the value was float32 in the real (float32) run: the dtype pass needs it.
        env[node].meta = {"float32": parent.metas.get(node) is not None and parent.metas[node].dtype == "torch.float32"}
        env[node]._rename(f"tmp_{k}")
    for node in inputs:
        env[node].meta = {"float32": parent.metas[node].dtype == "torch.float32"}
    graph.output(tuple(env[node] for node in outputs))
    return graph, metas
