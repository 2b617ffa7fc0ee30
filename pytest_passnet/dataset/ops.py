"""Op names of FX nodes: the vocabulary decomposition and the typical grammar work on.

Op names follow GraphNet's ``op_names.txt``: a function's ``__name__``, or
``Tensor.<method>`` for a method call.
"""

from __future__ import annotations

import torch.fx

def op_name(node: torch.fx.Node) -> str:
    """GraphNet's op token for a node: ``conv2d``, ``Tensor.view``, ..."""
    if node.op == "call_method":
        return f"Tensor.{node.target}"
    if node.op == "call_function":
        return getattr(node.target, "__name__", str(node.target))
    if node.op == "call_module":
        return str(node.target)
    return node.op


def body_nodes(graph: torch.fx.Graph) -> list[torch.fx.Node]:
    """The ops of a graph in order, as GraphNet indexes them (no placeholders, no output)."""
    return [n for n in graph.nodes if n.op not in ("placeholder", "output")]
