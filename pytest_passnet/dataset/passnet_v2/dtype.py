"""float16/bfloat16 variants of a float32 subgraph.

Follows ``graph_net/torch/sample_pass/dtype_generalizer.py`` (``ApplyDataTypeGeneralizationPasses``)
and ``graph_net/torch/dtype_gen_passes/dtype_generalization_pass.py``: the float32
``model.py`` is traced again, float32 inputs become the target dtype in the metas (BatchNorm
and LayerNorm statistics and affine weights by name stay float32), ``.to(dtype)`` is put
before the float32 arguments of AMP-sensitive ops and removed again where shape propagation
with the new dtypes shows the argument already has it. ``model.py`` is FX's code in the
template; ``graph_hash.txt`` is sha256 of the code *before* the template is applied.
"""

from __future__ import annotations

import copy
import operator
from dataclasses import replace

import torch
from torch import fx

from pytest_passnet.dataset.passnet_v2.cut import (
    restore_devices,
    stable_code,
    templated,
)
from pytest_passnet.dataset.passnet_v2.metas import TensorMeta
from pytest_passnet.dataset.passnet_v2.rename import sha256_text
from pytest_passnet.dataset.passnet_v2.source import (
    cpu_runnable_code,
    forward_arguments,
    module_from_code,
)
from pytest_passnet.dataset.passnet_v2.trace import (
    annotate_as_upstream,
    propagate_shapes,
    sole_graph,
)

PRESERVED_NAME_PARTS = (
    "running_mean", "running_var", "num_batches_tracked",
    "bn_parameters_weight", "bn_parameters_bias", "ln_parameters_weight", "ln_parameters_bias",
)
AMP_FUNCTIONS = {
    torch.matmul, torch.mm, torch.bmm, operator.matmul, torch.nn.functional.linear,
    torch.nn.functional.conv1d, torch.nn.functional.conv2d, torch.nn.functional.conv3d,
    torch.nn.functional.scaled_dot_product_attention, torch.addmm, torch.einsum,
}
AMP_METHODS = {"matmul", "mm", "bmm"}


class DtypeError(Exception):
    """A subgraph the dtype pass cannot rewrite."""


def _is_float32(node: fx.Node) -> bool:
    meta = node.meta.get("tensor_meta")
    if meta is not None and hasattr(meta, "dtype"):
        return meta.dtype == torch.float32
    if node.op in ("placeholder", "get_attr") and node.type is not None:
        text = str(node.type).lower()
        if any(kind in text for kind in ("long", "int", "short", "byte", "bool")):
            return False
        return any(kind in text for kind in ("float", "double", "half", "bfloat"))
    return False


def _preserved(name: str) -> bool:
    return any(part in name for part in PRESERVED_NAME_PARTS)


def _converted(gm: fx.GraphModule, dtype: torch.dtype) -> tuple[fx.GraphModule, list[str]]:
    """``ConcretePass.rewrite``: the rebuilt graph and the inputs whose meta changes dtype."""
    graph, val_map, converted, via_meta = fx.Graph(), {}, [], set()

    def cast(arg):
        mapped = val_map[arg]
        if _is_float32(arg) and arg not in via_meta:
            mapped = graph.call_method("to", (mapped, dtype))
        return mapped

    for node in gm.graph.nodes:
        if node.op in ("placeholder", "get_attr"):
            val_map[node] = graph.node_copy(node, lambda x: val_map.get(x, x))
            if _is_float32(node) and not _preserved(str(node.target)):
                converted.append(str(node.target))
                via_meta.add(node)
        elif (node.op == "call_function" and node.target in AMP_FUNCTIONS) or (
                node.op == "call_method" and node.target in AMP_METHODS):
            args = [cast(a) if isinstance(a, fx.Node) else a for a in node.args]
            kwargs = {k: cast(v) if isinstance(v, fx.Node) else v for k, v in node.kwargs.items()}
            create = graph.call_function if node.op == "call_function" else graph.call_method
            val_map[node] = create(node.target, tuple(args), kwargs)
        elif node.op in ("call_function", "call_method"):
            val_map[node] = graph.node_copy(node, lambda x: val_map[x])
        else:
            val_map[node] = graph.node_copy(node, lambda x: val_map.get(x, x))
    gm.graph = graph
    gm.recompile()
    return gm, converted


def _without_redundant_casts(gm: fx.GraphModule, dtype: torch.dtype) -> fx.GraphModule:
    for node in list(gm.graph.nodes):
        if node.op != "call_method" or node.target != "to" or len(node.args) < 2 or node.args[1] != dtype:
            continue
        source = node.args[0]
        meta = source.meta.get("tensor_meta") if isinstance(source, fx.Node) else None
        if meta is not None and getattr(meta, "dtype", None) == dtype:
            node.replace_all_uses_with(source)
            gm.graph.erase_node(node)
    gm.recompile()
    return gm


def trace_float32(model_py: str, metas: list[TensorMeta], where: str) -> fx.GraphModule:
    """The float32 subgraph traced (on the CPU) and shape-propagated once, for every dtype variant."""
    module = module_from_code(cpu_runnable_code(model_py), where)
    inputs = forward_arguments(module, metas, dummy=True)
    traced = sole_graph(module, inputs)
    annotate_as_upstream(traced, model_py)
    propagate_shapes(traced, inputs)
    return traced


def generalised(traced: fx.GraphModule, metas: list[TensorMeta], dtype_name: str,
                device: torch.device) -> tuple[str, list[TensorMeta], str]:
    """``(model.py, metas, graph_hash)`` of one low-precision variant."""
    dtype = getattr(torch, dtype_name)
    if not any(node.op in ("placeholder", "get_attr") and _is_float32(node)
               and (node.op == "placeholder" or not _preserved(str(node.target))) for node in traced.graph.nodes):
        raise DtypeError(f"no float32 input to turn into {dtype_name}")
    gm, converted = _converted(copy.deepcopy(traced), dtype)
    new_metas = [replace(meta, dtype=f"torch.{dtype_name}")
                 if meta.name in converted or (meta.original_name and meta.original_name in converted) else meta
                 for meta in metas]
    try:
        module = fx.GraphModule(gm, gm.graph)
        propagate_shapes(gm, forward_arguments(module, new_metas, dummy=True))
        gm = _without_redundant_casts(gm, dtype)
    except Exception:  # noqa: BLE001, S110 - upstream logs this and keeps the casts
        pass
    restore_devices(gm, device)
    code = stable_code(gm.code)
    return templated(code), new_metas, sha256_text(code)
