"""Cutting a captured graph into regions a pass can replace, and writing each as a ``pattern``.

A region is a set of the graph's operations with one output: PassBench's rewriter splices in
one opaque call with one result, and refuses a match whose inner nodes are used outside it
(``docs/protocol.md`` section 8.6). Regions grow backwards from each output through producers
all of whose users are in the region, so they never cross a value that something else reads.

Left to eager, outside every region: operations Inductor hands to a library (matmul,
convolution, attention), calls the rewriter can never match (a keyword or defaulted argument
of a Python-level function: the pattern side is normalised to positional, the captured graph is
not; ``a += b``, which a traced pattern records as ``a + b``), in-place operations whose target is visible elsewhere, and operations that name a device.
"""

from __future__ import annotations

import ast
import inspect
import operator
from dataclasses import dataclass

import torch
from torch.fx import Graph, GraphModule, Node

from pytest_passnet.solver.capture import CapturedGraph

# Inductor calls cuBLAS/cuDNN (or an ATen fallback) for these: no Triton kernel to take.
LIBRARY_FUNCTIONS = frozenset({
    torch.nn.functional.linear, torch.matmul, torch.mm, torch.bmm, torch.addmm, torch.baddbmm, torch.addbmm,
    torch.einsum, torch.conv1d, torch.conv2d, torch.conv3d, torch.conv_transpose1d, torch.conv_transpose2d,
    torch.conv_transpose3d, torch.nn.functional.scaled_dot_product_attention, operator.matmul,
    torch.nn.functional.conv1d, torch.nn.functional.conv2d, torch.nn.functional.conv3d,
    torch.nn.functional.conv_transpose1d, torch.nn.functional.conv_transpose2d,
    torch.nn.functional.conv_transpose3d, torch.tensordot, torch.linalg.matmul, torch.nn.functional.bilinear,
})
LIBRARY_METHODS = frozenset({"matmul", "mm", "bmm", "addmm", "baddbmm", "__matmul__", "__rmatmul__"})
INPLACE_OPERATORS = frozenset({
    operator.iadd, operator.isub, operator.imul, operator.itruediv, operator.ifloordiv, operator.imod,
    operator.ipow, operator.iand, operator.ior, operator.ixor, operator.ilshift, operator.irshift,
})
INPLACE_DUNDERS = frozenset(f"__i{op.__name__[1:]}__" for op in INPLACE_OPERATORS)
PATTERN_CONSTANTS = {"inf": 'float("inf")', "nan": 'float("nan")'}  # free names FX's code uses for these floats
PATTERN_NAME = "pattern"


@dataclass
class Region:
    """Operations of one captured graph that one pass replaces: ``inputs`` are the pattern's parameters."""

    graph: CapturedGraph
    nodes: list[Node]  # in graph order; the last one is the output
    inputs: list[Node]

    @property
    def output(self) -> Node:
        return self.nodes[-1]


def _bound_call(node: Node) -> inspect.BoundArguments | None:
    try:
        bound = inspect.signature(node.target).bind(*node.args, **node.kwargs)
    except (TypeError, ValueError):
        return None  # C builtins: the rewriter keeps them as written, on both sides
    bound.apply_defaults()
    return bound


def matchable(node: Node) -> bool:
    """Whether a pattern written as ``node`` is written can match it: the rewriter binds a pattern
    call of a Python-level function positionally with its defaults, and leaves the graph as it is."""
    if node.op != "call_function":
        return True
    if node.target in INPLACE_OPERATORS:
        return False  # ``a += b`` traces as operator.add in a pattern (FX proxies have no __iadd__)
    bound = _bound_call(node)
    return bound is None or (not bound.kwargs and tuple(bound.args) == tuple(node.args))


def _mutates(node: Node) -> bool:
    if node.op == "call_method":
        return node.target in INPLACE_DUNDERS or (node.target.endswith("_") and not node.target.startswith("__"))
    if node.target in INPLACE_OPERATORS or getattr(node.target, "__name__", "").endswith("_"):
        return True
    bound = _bound_call(node)
    return bool(bound is not None and bound.arguments.get("inplace"))


def _names_device(node: Node) -> bool:
    found = []
    torch.fx.node.map_aggregate((node.args, node.kwargs), lambda a: found.append(a) if isinstance(a, torch.device) else a)
    return bool(found) or "device" in node.kwargs


def replaceable(node: Node, values: dict[Node, object]) -> bool:
    """Whether ``node`` may be part of a region (see the module's docstring)."""
    if node.op == "call_method":
        if node.target in LIBRARY_METHODS:
            return False
    elif node.op != "call_function" or node.target in LIBRARY_FUNCTIONS:
        return False
    if not matchable(node) or _names_device(node) or values.get(node) is None:
        return False
    if _mutates(node):  # the mutated tensor must be a value nothing else sees
        target = node.args[0] if node.args else None
        return isinstance(target, Node) and target.op != "placeholder" and len(target.users) == 1
    return True


def partition(graph: CapturedGraph) -> list[Region]:
    """The graph's regions, each grown backwards from an output as far as single-output allows."""
    nodes = list(graph.gm.graph.nodes)
    region_of: dict[Node, int] = {}
    members: list[list[Node]] = []
    for node in reversed(nodes):
        if not replaceable(node, graph.values):
            continue
        owners = {region_of.get(user) for user in node.users}
        if len(owners) == 1 and None not in owners:
            index = owners.pop()
        elif isinstance(graph.values[node], torch.Tensor):
            index = len(members)
            members.append([])
        else:
            continue  # a tuple (split, max) read from several places: left to eager
        region_of[node] = index
        members[index].append(node)
    regions = []
    for found in members:
        found.reverse()
        inside = set(found)
        inputs = []
        for node in found:
            for arg in node.all_input_nodes:
                if arg not in inside and arg not in inputs:
                    inputs.append(arg)
        if inputs and all(isinstance(graph.values.get(i), torch.Tensor) for i in inputs):
            regions.append(Region(graph, found, inputs))
    return regions


def region_module(region: Region) -> GraphModule:
    """The region as a GraphModule of its own, parameters ``in_0, in_1, ...``, returning its output."""
    graph = Graph()
    env = {node: graph.placeholder(f"in_{i}") for i, node in enumerate(region.inputs)}
    for node in region.nodes:
        env[node] = graph.node_copy(node, lambda n: env[n])
    graph.output(env[region.output])
    return GraphModule(torch.nn.Module(), graph)


def _releases(statement: ast.stmt) -> bool:
    """FX's ``a = b = None`` after a value's last use: nothing a pattern needs."""
    return (isinstance(statement, ast.Assign) and isinstance(statement.value, ast.Constant)
            and statement.value.value is None)


def pattern_source(region: Region) -> str | None:
    """``def pattern(in_0, ...)``: the region's operations as the captured graph writes them, or None
    where the code would need a name other than torch (a device, a Python object)."""
    code = region_module(region).graph.python_code("self").src
    tree = ast.parse(code.strip().replace("def forward(self, ", f"def {PATTERN_NAME}(", 1))
    function = tree.body[0]
    function.body = [s for s in function.body if not _releases(s)]
    code = ast.unparse(tree)
    assigned = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}
    params = {a.arg for a in tree.body[0].args.args}
    free = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)}
    free -= assigned | params | {"torch", "slice", "None", "True", "False", "Ellipsis"}
    if free - set(PATTERN_CONSTANTS):
        return None
    lines = [f"{name} = {PATTERN_CONSTANTS[name]}" for name in sorted(free)]
    return "\n".join([*lines, *([""] if lines else []), code])
