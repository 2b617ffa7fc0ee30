"""Cut ``[start, end)`` out of a traced graph and extract it as GraphNet's decomposer does.

Follows ``graph_net/torch/decompose_util.py`` (``convert_to_submodules_graph``: the range's
body, its minimal inputs sorted by name, outputs in node order at the graph's end and by
name elsewhere), ``graph_net/torch/sample_pass/subgraph_generator.py`` (the subgraph is
extracted on its first call, with the tensors it receives) and ``graph_net/torch/extractor.py``
plus ``graph_net/torch/fx_graph_serialize_util.py`` (its ``model.py`` and metas; metas of
the parent's own inputs are then taken from the parent, ``reset_tensor_metas_by_original_name``).
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass

import torch
from torch import fx

from pytest_passnet.dataset.passnet_v2.metas import (
    TensorMeta,
    captured_meta,
    metas_text,
    upstream_read_order,
)

CAPTURED_DEVICE = "cuda:0"
"""Upstream captured every subgraph input on its GPU."""

_STABLE_APIS = (
    (r"torch\._C\._nn\.avg_pool2d\(", "torch.nn.functional.avg_pool2d("),
    (r"torch\._C\._fft\.fft_irfft\(", "torch.fft.irfft("),
    (r"torch\._C\._fft\.fft_rfft\(", "torch.fft.rfft("),
    (r"torch\._C\._fft\.fft_fftn\(", "torch.fft.fftn("),
    (r"torch\._C\._special\.special_logit\(", "torch.special.logit("),
    (r"torch\._C\._linalg\.linalg_vector_norm\(", "torch.linalg.vector_norm("),
    (r"torch\._C\._linalg\.linalg_norm\(", "torch.linalg.norm("),
    (r"torch\._C\._nn\.softplus\(", "torch.nn.functional.softplus("),
    (r"torch\._C\._nn\.one_hot\(", "torch.nn.functional.one_hot("),
    (r"torch\._C\._set_grad_enabled\(", "torch.set_grad_enabled("),
    (r"torch\._C\.set_grad_enabled\(", "torch.set_grad_enabled("),
    (r"torch\._C\._nn\.pad\(", "torch.nn.functional.pad("),
    (r"torch\._C\._nn\.gelu\(", "torch.nn.functional.gelu("),
    (r"torch\._C\._nn\.scaled_dot_product_attention\(", "torch.nn.functional.scaled_dot_product_attention("),
    (r"torch\._C\._nn\.linear\(", "torch.nn.functional.linear("),
)


class CutError(Exception):
    """A range the graph cannot give (out of bounds, or empty once clipped)."""


def stable_code(code: str) -> str:
    """``serialize_graph_module_to_str``: private ``torch._C`` spellings made public."""
    for pattern, replacement in _STABLE_APIS:
        code = re.sub(pattern, replacement, code)
    return code


def templated(code: str) -> str:
    """``apply_templates``: imports, the class header, the code indented by four spaces."""
    tab = "    "
    body = f"\n{tab}".join(code.split("\n"))
    imports = "import torch"
    if "device" in body:
        imports += "\n\nfrom torch import device"
    if "inf" in body:
        imports += "\n\nfrom torch import inf"
    return f"{imports}\n\nclass GraphModule(torch.nn.Module):\n{tab}{body}"


def body_nodes(gm: fx.GraphModule) -> list[fx.Node]:
    return [node for node in gm.graph.nodes if node.op not in ("placeholder", "output")]


def clipped(start: int, end: int, num_ops: int) -> tuple[int, int]:
    """The range as the decomposer applies it: a negative end counts from the back, both clipped."""
    end = end if end >= 0 else end + num_ops
    start, end = max(0, min(start, num_ops)), max(0, min(end, num_ops))
    if start >= end:
        raise CutError(f"range [{start}, {end}) is empty in a graph of {num_ops} ops")
    return start, end


def _referenced(value):
    if isinstance(value, fx.Node):
        yield value
    elif isinstance(value, (tuple, list)):
        for item in value:
            yield from _referenced(item)
    elif isinstance(value, slice):
        yield from (v for v in (value.start, value.stop, value.step))


def _node_and_args(node: fx.Node):
    for arg in node.args:
        yield from _referenced(arg)
    for value in node.kwargs.values():
        yield from _referenced(value)
    yield node


def boundary(gm: fx.GraphModule, start: int, end: int) -> tuple[list[fx.Node], list[fx.Node]]:
    """``_get_minimal_submodule_inputs_and_outputs`` over graph positions ``[first, last + 1)``."""
    body = body_nodes(gm)
    nodes = list(gm.graph.nodes)
    first, last = nodes.index(body[start]), nodes.index(body[end - 1]) + 1
    before, inside, after = defaultdict(int), defaultdict(int), defaultdict(int)
    for counter, span in ((before, nodes[:first]), (inside, nodes[first:last]), (after, nodes[last:])):
        for node in span:
            for related in _node_and_args(node):
                counter[related] += 1
    inputs = [n for n in nodes if before[n] > 0 and inside[n] > 0]
    outputs = [n for n in nodes if not before[n] > 0 and inside[n] > 0 and after[n] > 0]
    return inputs, outputs


@dataclass
class Cut:
    """One range as a standalone FX module, and where its inputs come from."""

    start: int
    end: int
    module: fx.GraphModule
    input_names: list[str]
    first_node: fx.Node


def cut(gm: fx.GraphModule, start: int, end: int) -> Cut:
    body = body_nodes(gm)
    start, end = clipped(start, end, len(body))
    inputs, outputs = boundary(gm, start, end)
    inputs = sorted(inputs, key=lambda n: n.name)
    if end < len(body):
        outputs = sorted(outputs, key=lambda n: n.name)
    graph = fx.Graph()
    node_map = {}
    for node in inputs:
        node_map[node] = graph.placeholder(node.name)
    for node in body[start:end]:
        node_map[node] = graph.node_copy(node, lambda x: node_map[x])
    graph.output(tuple(node_map[node] for node in outputs))
    used = {node.target for node in body if node.op == "call_module"}
    submodules = {name: module for name, module in gm.named_modules() if name in used}
    return Cut(start, end, fx.GraphModule(submodules, graph), [n.name for n in inputs], body[start])


def restore_devices(module: fx.GraphModule, device: torch.device) -> None:
    """Device constants back to what upstream's run named (``source.upstream_device``)."""
    for node in module.graph.nodes:
        node.args = _on_upstream_device(node.args, device)
        node.kwargs = _on_upstream_device(node.kwargs, device)
    module.recompile()


def model_py(module: fx.GraphModule, device: torch.device) -> str:
    """``model.py`` of an extracted cut: upstream's devices, stable API names, template."""
    restore_devices(module, device)
    return templated(stable_code(module.code))


def _on_upstream_device(value, device: torch.device):
    if isinstance(value, torch.device):
        return device if value.type == "cpu" else value
    if isinstance(value, tuple):
        return tuple(_on_upstream_device(v, device) for v in value)
    if isinstance(value, list):
        return [_on_upstream_device(v, device) for v in value]
    if isinstance(value, dict):
        return {k: _on_upstream_device(v, device) for k, v in value.items()}
    return value


def extracted_metas(cut_: Cut, captured: dict[str, TensorMeta], parent_metas: list[TensorMeta]) -> list[TensorMeta]:
    """The subgraph's metas in the order GraphNet's renamer reads them.

    Inputs the parent graph received keep the parent's meta; inputs computed inside it
    keep the statistics captured when the cut was called. Upstream wrote and re-read the
    file twice on the way (extraction, then the reset from the parent); each re-read
    returns :func:`upstream_read_order`.
    """
    placeholders = [node.target for node in cut_.module.graph.nodes if node.op == "placeholder"]
    first = [captured[name] for name in placeholders]
    first_text = "\n".join(f"class {meta.record_class_name}:" for meta in first)
    parents = {meta.name: meta for meta in parent_metas}
    reset = [parents.get(meta.original_name or meta.name, meta) for meta in upstream_read_order(first, first_text)]
    return upstream_read_order(reset, metas_text(reset))


def capture_inputs(gm: fx.GraphModule, inputs: list[Callable[[], torch.Tensor]], cuts: list[Cut],
                   shapes: list[dict[str, tuple] | None] | None = None) -> dict[int, dict[str, TensorMeta]]:
    """Run the graph once; each cut gets the metas of the tensors it would have been called with.

    A cut is called where its first node stands, so its inputs are measured then (in-place
    ops inside the cut come later). ``inputs`` make the graph's arguments: each is made
    when first used and every value is dropped after its last use, and the run stops once
    every cut has been measured, so a large model's weights are never all in memory at
    once. ``shapes[i]`` (node name to shape) are cut ``i``'s shapes at its bucket when
    ``gm`` runs on a smaller batch.
    """
    starts: dict[fx.Node, list[int]] = defaultdict(list)
    for index, c in enumerate(cuts):
        starts[c.first_node].append(index)
    nodes = list(gm.graph.nodes)
    last_use = {}
    for position, node in enumerate(nodes):
        for used in _node_and_args(node):
            last_use[used] = position
    interpreter = fx.Interpreter(gm)
    env = interpreter.env
    arguments = iter(inputs)
    unmade: dict[fx.Node, Callable[[], torch.Tensor]] = {}

    def value(node: fx.Node):
        if node in unmade:
            env[node] = unmade.pop(node)()
        return env[node]

    captured: dict[int, dict[str, TensorMeta]] = {}
    by_name = {node.name: node for node in nodes}
    for position, node in enumerate(nodes):
        for index in starts.get(node, ()):
            captured[index] = {
                name: captured_meta(name, value(by_name[name]), CAPTURED_DEVICE,
                                    ((shapes[index] if shapes else None) or {}).get(name))
                for name in cuts[index].input_names
            }
        if len(captured) == len(cuts) or node.op == "output":
            break
        if node.op == "placeholder":
            unmade[node] = next(arguments)
            continue
        for used in node.all_input_nodes:
            value(used)
        env[node] = interpreter.run_node(node)
        for used in list(env):
            if last_use.get(used, -1) <= position and used is not node:
                del env[used]
    return captured
