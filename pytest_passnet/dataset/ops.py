"""Op names and op classes of FX nodes: the vocabulary decomposition works on.

Op names follow GraphNet's ``op_names.txt``: a function's ``__name__``, or
``Tensor.<method>`` for a method call. The classes drive the fusible criterion
(see DATASET.md): a *view* moves no data a fusing compiler has to keep, a
*pointwise* op can be folded into the kernel of the op that produced its input.
"""

from __future__ import annotations

import torch.fx

VIEW_OPS = frozenset(
    {
        "view", "reshape", "permute", "transpose", "flatten", "unflatten", "unsqueeze",
        "squeeze", "expand", "expand_as", "contiguous", "getitem", "chunk", "split",
        "unbind", "narrow", "select", "t", "getattr", "size", "dim", "movedim",
    }
)

POINTWISE_OPS = frozenset(
    {
        # arithmetic, operators and their in-place forms
        "add", "sub", "mul", "truediv", "div", "floordiv", "mod", "neg", "pos", "pow",
        "iadd", "isub", "imul", "itruediv", "rsub", "addcmul", "addcdiv", "lerp",
        "maximum", "minimum", "reciprocal", "square", "abs", "sign",
        "add_", "sub_", "mul_", "div_",
        # transcendental and activations
        "exp", "log", "sqrt", "rsqrt", "sigmoid", "tanh", "relu", "relu6", "gelu",
        "silu", "hardswish", "hardsigmoid", "hardtanh", "leaky_relu", "elu", "mish",
        "softplus", "erf", "sin", "cos", "floor", "ceil", "round", "clamp", "clip",
        "clamp_min", "clamp_max", "relu_", "sigmoid_", "tanh_", "exp_",
        # selection, comparison, casts
        "where", "masked_fill", "masked_fill_", "eq", "ne", "lt", "le", "gt", "ge",
        "logical_not", "logical_and", "logical_or", "and_", "or_", "invert",
        "to", "float", "half", "bfloat16", "type_as", "type",
        # per-channel affine in eval mode, identity in eval mode
        "batch_norm", "dropout",
        # data movement Inductor lowers to a pointwise loop
        "cat", "pad",
    }
)


def op_name(node: torch.fx.Node) -> str:
    """GraphNet's op token for a node: ``conv2d``, ``Tensor.view``, ..."""
    if node.op == "call_method":
        return f"Tensor.{node.target}"
    if node.op == "call_function":
        return getattr(node.target, "__name__", str(node.target))
    if node.op == "call_module":
        return str(node.target)
    return node.op


def _bare(name: str) -> str:
    return name.removeprefix("Tensor.")


def is_view(name: str) -> bool:
    return _bare(name) in VIEW_OPS


def is_pointwise(name: str) -> bool:
    return _bare(name) in POINTWISE_OPS


def body_nodes(graph: torch.fx.Graph) -> list[torch.fx.Node]:
    """The ops of a graph in order, as GraphNet indexes them (no placeholders, no output)."""
    return [n for n in graph.nodes if n.op not in ("placeholder", "output")]
