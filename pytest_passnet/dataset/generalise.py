"""Generalisation: dtype variants (docs/graphnet.md section 13).

Shapes are not rewritten after the fact: each bucket is its own extraction at the
shape the model family's reifier gives (``sources.REIFIERS``), so Dynamo bakes the
literals and every shape is the real one.

Dtype variants follow GraphNet's ``dtype_generalization_pass``
(https://github.com/PaddlePaddle/GraphNet/blob/develop/graph_net/torch/dtype_gen_passes/dtype_generalization_pass.py),
which we re-implement: float32 arguments take the target dtype in the metadata; an
AMP-sensitive op (GEMMs, convolutions, attention, einsum) gets ``.to(dtype)`` on each
float32 operand that is not such an argument; every other op, and every dtype literal
the model wrote (``.float()``, ``.to(torch.float32)``, ``softmax(..., dtype=torch.float32)``),
is left as it is, so the variant computes what the model computes under autocast, upcasts
included. Casts whose operand already has the target dtype (found by running the graph
on meta tensors) are removed again, as upstream's ``remove_redundant_to_calls`` does.
"""

from __future__ import annotations

import dataclasses
import operator

import torch
import torch.fx

from pytest_passnet.materialize import torch_dtype
from pytest_passnet.sample import TensorMeta

DTYPES = ("float32", "float16", "bfloat16")
AMP_FUNCTIONS = frozenset({
    torch.matmul, torch.mm, torch.bmm, operator.matmul, torch.addmm, torch.einsum, torch.baddbmm,
    torch.nn.functional.linear, torch.conv1d, torch.conv2d, torch.conv3d,
    torch.nn.functional.conv_transpose1d, torch.nn.functional.conv_transpose2d,
    torch.nn.functional.scaled_dot_product_attention,
})
AMP_METHODS = frozenset({"matmul", "mm", "bmm", "addmm", "baddbmm"})


def _is_amp(node: torch.fx.Node) -> bool:
    return (node.op == "call_function" and node.target in AMP_FUNCTIONS) or (
        node.op == "call_method" and node.target in AMP_METHODS)


def generalise_dtype(graph: torch.fx.Graph, metas: list[TensorMeta], float32_values: set[torch.fx.Node],
                     dtype: str) -> list[TensorMeta]:
    """Rewrite ``graph`` in place to compute in ``dtype``; returns the converted argument metas.

    ``float32_values`` are the nodes (placeholders included) whose value was float32 in
    the real run.
    """
    if dtype not in DTYPES:
        raise ValueError(f"unknown dtype {dtype!r}; choose from {', '.join(DTYPES)}")
    target = getattr(torch, dtype)
    placeholders = {n for n in graph.nodes if n.op == "placeholder"}
    inserted: list[torch.fx.Node] = []
    for node in [n for n in graph.nodes if _is_amp(n)]:
        def cast(arg: object) -> object:
            if not isinstance(arg, torch.fx.Node) or arg not in float32_values or arg in placeholders:
                return arg
            with graph.inserting_before(node):
                converted = graph.call_method("to", (arg, target))
            inserted.append(converted)
            return converted

        node.args = tuple(cast(a) for a in node.args)
        node.kwargs = {k: cast(v) for k, v in node.kwargs.items()}
    converted = [dataclasses.replace(m, dtype=f"torch.{dtype}") if m.dtype == "torch.float32" else m for m in metas]
    _remove_redundant_casts(graph, converted, inserted, target)
    return converted


def _remove_redundant_casts(graph: torch.fx.Graph, metas: list[TensorMeta], inserted: list[torch.fx.Node],
                            target: torch.dtype) -> None:
    if not inserted:
        return
    module = torch.fx.GraphModule(torch.nn.Module(), graph)
    dtypes: dict[torch.fx.Node, torch.dtype] = {}

    class _Dtypes(torch.fx.Interpreter):
        def run_node(self, node: torch.fx.Node):
            result = super().run_node(node)
            if isinstance(result, torch.Tensor):
                dtypes[node] = result.dtype
            return result

    try:
        _Dtypes(module).run(*(torch.empty(m.shape, dtype=torch_dtype(m), device="meta") for m in metas))
    except Exception:  # an op without a meta kernel: keep every cast, which is only redundant work
        return
    for node in inserted:
        if dtypes.get(node.args[0]) == target:
            node.replace_all_uses_with(node.args[0])
            graph.erase_node(node)
