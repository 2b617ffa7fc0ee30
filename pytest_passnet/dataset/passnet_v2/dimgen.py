"""Dimension generalisation: shape literals of a traced graph become ``size()`` calls.

Follows ``graph_net/torch/dim_gen_passes/*.py`` as driven by
``graph_net/torch/static_to_dynamic.py``: for each pass a sample's ``graph_net.json`` names,
and each ``(example value, axes)`` of its symbolic dims, a pass that applies re-runs shape
propagation and rebuilds the graph node by node. The new graph is traced again at the
bucket's shapes, where every ``size()`` folds back to a number. Node creation order matters
(it fixes the names later cuts expose), so each rule below builds nodes in upstream's order.
"""

from __future__ import annotations

import copy
import operator

import torch
from torch import fx

from pytest_passnet.dataset.passnet_v2.trace import propagate_shapes


class DimGenError(Exception):
    """A pass name this module does not know."""


def _shape(node) -> tuple | None:
    meta = node.meta.get("tensor_meta") if isinstance(node, fx.Node) else None
    return tuple(meta.shape) if meta is not None and hasattr(meta, "shape") else None


def _mapped(value, val_map):
    return val_map[value] if isinstance(value, fx.Node) and value in val_map else value


class _Pass:
    """One upstream pass, bound to one symbol's example value ``dim`` and its ``axes``."""

    def __init__(self, dim: int, axes: list[int]):
        self.dim, self.axes = dim, axes

    def need_rewrite(self, gm: fx.GraphModule) -> bool:
        return self.applies() and any(self.node_needs(node) for node in gm.graph.nodes)

    def applies(self) -> bool:
        return True

    def node_needs(self, node) -> bool:
        raise NotImplementedError

    def rewrite(self, gm: fx.GraphModule) -> fx.GraphModule:
        graph, val_map = fx.Graph(), {}
        for node in gm.graph.nodes:
            val_map[node] = self.new_node(graph, node, val_map)
        gm.graph = graph
        gm.recompile()
        return gm

    def new_node(self, graph, node, val_map):
        raise NotImplementedError


# --- literals that equal a dim of the op's input become size(input, axis) ----------------------

class _InputAxisPass(_Pass):
    """naive view/reshape and tuple-arg view: every eligible call of the method is rebuilt."""

    method = ""

    def applies(self) -> bool:
        return 0 in self.axes

    def literals(self, node) -> tuple:
        return node.args[1:]

    def node_needs(self, node) -> bool:
        return node.op == "call_method" and node.target == self.method

    def rebuild(self, node) -> bool:
        return self.node_needs(node)

    def new_node(self, graph, node, val_map):
        if not self.rebuild(node):
            return graph.node_copy(node, lambda x: val_map[x])
        source = node.args[0]
        shape = _shape(source)
        if shape is None:
            raise RuntimeError(f"Node {source.name} lacks tensor_meta. Did ShapeProp run?")
        new_args = []
        for i, target in enumerate(self.literals(node)):
            if not isinstance(target, int) or target < 1:
                new_args.append(_mapped(target, val_map))
                continue
            axis = next((a for a, size in enumerate(shape) if target == size
                         and ((i == 0 and a == 0) or (i > 0 and a > 0 and size > 1))), -1)
            new_args.append(graph.call_method("size", args=(val_map[source], axis)) if axis != -1 else target)
        return self.rebuilt(graph, val_map[source], new_args)

    def rebuilt(self, graph, source, new_args):
        return graph.call_method(self.method, args=(source, *new_args))


class NaiveView(_InputAxisPass):
    method = "view"

    def node_needs(self, node) -> bool:
        return super().node_needs(node) and self.dim in node.args[1:]

    def rebuild(self, node) -> bool:
        return node.op == "call_method" and node.target == "view"


class NaiveReshape(_InputAxisPass):
    method = "reshape"


class TupleArgView(_InputAxisPass):
    method = "view"

    def node_needs(self, node) -> bool:
        return (super().node_needs(node) and len(node.args) == 2 and isinstance(node.args[1], tuple)
                and self.dim in node.args[1])

    def literals(self, node) -> tuple:
        return node.args[1]

    def rebuilt(self, graph, source, new_args):
        return graph.call_method("view", args=(source, tuple(new_args)))


class NaiveExpand(_Pass):
    """expand: argument ``i`` becomes ``size(input, i)`` where it equals that dim."""

    def applies(self) -> bool:
        return 0 in self.axes

    def need_rewrite(self, gm) -> bool:
        return self.applies() and any(n.op == "call_method" and n.target == "expand" for n in gm.graph.nodes)

    def rebuild(self, node) -> bool:
        if not (node.op == "call_method" and node.target == "expand"):
            return False
        shape = _shape(node.args[0])
        return shape is not None and len(node.args[1:]) == len(shape)

    def new_node(self, graph, node, val_map):
        if not self.rebuild(node):
            return graph.node_copy(node, lambda x: val_map[x])
        source = node.args[0]
        shape = _shape(source)
        new_args = []
        for i, target in enumerate(node.args[1:]):
            if not isinstance(target, int) or target < 1:
                new_args.append(_mapped(target, val_map))
            elif target == shape[i] and (i == 0 or shape[i] > 1):
                new_args.append(graph.call_method("size", args=(val_map[source], i)))
            else:
                new_args.append(target)
        return graph.call_method("expand", args=(val_map[source], *new_args))


# --- literals equal to a non-batch dim take the size of the last tensor that had it -------------

class _LastAxisPass(_Pass):
    delta = 0

    def applies(self) -> bool:
        return 0 not in self.axes

    def rewrite(self, gm):
        self.last = None  # (new node, axis) of the latest copied tensor with ``dim`` at an axis > 0
        return super().rewrite(gm)

    def remember(self, node, new_node) -> None:
        shape = _shape(node)
        if shape is None:
            return
        for axis, size in enumerate(shape):
            if size == self.dim and axis > 0:
                self.last = (new_node, axis)
                return

    def copied(self, graph, node, val_map):
        new_node = graph.node_copy(node, lambda x: val_map[x])
        self.remember(node, new_node)
        return new_node

    def size_of_last(self, graph, anchor=None):
        size = graph.call_method("size", args=anchor or self.last)
        return graph.call_function(operator.add, args=(size, 1)) if self.delta else size

    def new_node(self, graph, node, val_map):
        if not (self.node_needs(node) and self.last is not None):
            return self.copied(graph, node, val_map)
        return self.rebuilt(graph, node, val_map)

    def rebuilt(self, graph, node, val_map):
        raise NotImplementedError


class NonBatchExpand(_LastAxisPass):
    def applies(self) -> bool:
        return super().applies() and self.dim > 1

    def node_needs(self, node) -> bool:
        return (node.op == "call_method" and node.target == "expand" and len(node.args) >= 2
                and any(arg == self.dim for arg in node.args[1:]))

    def rebuilt(self, graph, node, val_map):
        args = tuple(self.size_of_last(graph) if isinstance(a, int) and a == self.dim else _mapped(a, val_map)
                     for a in node.args)
        return graph.call_method("expand", args=args)


class NonBatchView(_LastAxisPass):
    def applies(self) -> bool:
        return super().applies() and self.dim > 1

    def node_needs(self, node) -> bool:
        if not (node.op == "call_method" and node.target == "view" and len(node.args) >= 2):
            return False
        view_args = node.args[1:]
        if not any(arg == self.dim for arg in view_args):
            return False
        return len(view_args) == 2 if -1 in view_args else True

    def input_anchor(self, node, val_map):
        shape = _shape(node.args[0])
        if shape is None:
            return None
        axis = next((a for a, size in enumerate(shape) if size == self.dim and a > 0), None)
        return None if axis is None else (val_map.get(node.args[0], node.args[0]), axis)

    def new_node(self, graph, node, val_map):
        anchor = self.input_anchor(node, val_map) if self.node_needs(node) else None
        anchor = anchor or self.last
        if not (self.node_needs(node) and anchor is not None):
            return self.copied(graph, node, val_map)
        args = tuple(graph.call_method("size", args=anchor) if isinstance(a, int) and a == self.dim
                     else _mapped(a, val_map) for a in node.args)
        return graph.call_method("view", args=args)


class NonBatchArange(_LastAxisPass):
    def node_needs(self, node) -> bool:
        if not (node.op == "call_function" and node.target == torch.arange):
            return False
        if len(node.args) == 1:
            return node.args[0] == self.dim
        return len(node.args) == 2 and node.args[0] == 0 and node.args[1] == self.dim

    def rebuilt(self, graph, node, val_map):
        last = len(node.args) - 1
        args = tuple(self.size_of_last(graph) if i == last else _mapped(a, val_map) for i, a in enumerate(node.args))
        return graph.call_function(torch.arange, args=args, kwargs=node.kwargs)


class NonBatchArangePlusOne(_LastAxisPass):
    delta = 1

    def need_rewrite(self, gm) -> bool:
        pivot = any(n.op == "call_function" and n.target == torch.triu and len(n.args) == 1
                    and any(size == self.dim + 1 for size in (_shape(n.args[0]) or ())) for n in gm.graph.nodes)
        return self.applies() and pivot and any(self.node_needs(n) for n in gm.graph.nodes)

    def node_needs(self, node) -> bool:
        return (node.op == "call_function" and node.target == torch.arange and len(node.args) == 1
                and node.args[0] == self.dim + 1)

    def rebuilt(self, graph, node, val_map):
        return graph.call_function(torch.arange, args=(self.size_of_last(graph),), kwargs=node.kwargs)


class _NonBatchShapeArg(_LastAxisPass):
    """full/zeros with one shape argument: entries equal to ``dim + delta`` are rebuilt."""

    target = None

    def node_needs(self, node) -> bool:
        return (node.op == "call_function" and node.target == self.target and len(node.args) == 1
                and any(size == self.dim + self.delta for size in node.args[0]))

    def rebuilt(self, graph, node, val_map):
        dims = tuple(self.size_of_last(graph) if size == self.dim + self.delta else _mapped(size, val_map)
                     for size in node.args[0])
        return graph.call_function(self.target, args=(dims,), kwargs=node.kwargs)


class NonBatchFull(_NonBatchShapeArg):
    target = torch.full


class NonBatchZeros(_NonBatchShapeArg):
    target = torch.zeros


class NonBatchFullPlusOne(_NonBatchShapeArg):
    target = torch.full
    delta = 1

    def node_needs(self, node) -> bool:
        return super().node_needs(node) and any(
            user.op == "call_function" and user.target == torch.triu for user in node.users)


class NonBatchGetitemSlice(_LastAxisPass):
    def head(self, item) -> bool:
        return (isinstance(item, slice) and item.stop == self.dim and item.start in (None, 0)
                and item.step in (None, 1))

    def tail(self, item) -> bool:
        return (isinstance(item, slice) and item.start == -self.dim and item.stop is None
                and item.step in (None, 1))

    def node_needs(self, node) -> bool:
        return (node.op == "call_function" and node.target == operator.getitem and isinstance(node.args[1], tuple)
                and any(self.head(item) or self.tail(item) for item in node.args[1]))

    def new_node(self, graph, node, val_map):
        if not self.node_needs(node):
            return self.copied(graph, node, val_map)
        return graph.call_function(operator.getitem, args=tuple(self.item_arg(graph, a, val_map) for a in node.args))

    def item_arg(self, graph, arg, val_map):
        if not isinstance(arg, tuple):
            return _mapped(arg, val_map)
        return tuple(self.item(graph, item, val_map) for item in arg)

    def item(self, graph, item, val_map):
        if not ((self.head(item) or self.tail(item)) and self.last is not None):
            return item if isinstance(item, slice) else _mapped(item, val_map)
        size = graph.call_method("size", args=self.last)
        if self.head(item):
            return slice(copy.deepcopy(item).start, size, item.step)
        negated = graph.call_function(operator.neg, args=(size,), kwargs={})
        return slice(negated, item.stop, item.step)


# --- the batch dim of one placeholder drives views, expands and reshapes -------------------------

class _BatchPass(_Pass):
    def applies(self) -> bool:
        return 0 in self.axes

    def rewrite(self, gm):
        self.batch = None
        return super().rewrite(gm)

    def batch_of(self, graph, node, val_map):
        if self.batch is None:
            self.batch = graph.call_method("size", args=(val_map[node], 0))
        return self.batch

    def new_node(self, graph, node, val_map):
        if self.node_needs(node):
            return self.rebuilt(graph, node, val_map)
        new_node = graph.node_copy(node, lambda x: val_map[x])
        val_map[node] = new_node
        if self.batch is None and node.op == "placeholder":
            self.batch_of(graph, node, val_map)
        return new_node


class BatchView(_Pass):
    def applies(self) -> bool:
        return 0 in self.axes

    def node_needs(self, node) -> bool:
        return (node.op == "call_method" and node.target == "view" and len(node.args) >= 2
                and isinstance(node.args[1], int) and node.args[1] == self.dim)

    def new_node(self, graph, node, val_map):
        if not self.node_needs(node):
            return graph.node_copy(node, lambda x: val_map[x])
        source = node.args[0]
        shape = _shape(source)
        if shape is None:
            raise RuntimeError(f"Node {source.name} lacks tensor_meta. Did ShapeProp run?")
        new_args = []
        for axis, target in enumerate(node.args[1:]):
            if not isinstance(target, int) or target < 1:
                new_args.append(_mapped(target, val_map))
            elif axis == 0 and target == shape[axis]:
                new_args.append(graph.call_method("size", args=(val_map[source], axis)))
            else:
                new_args.append(target)
        return graph.call_method("view", args=(val_map[source], *new_args))


class BatchExpand(_BatchPass):
    def node_needs(self, node) -> bool:
        if not (node.op == "call_method" and node.target == "expand" and len(node.args) >= 2):
            return False
        shape = _shape(node.args[0])
        args = node.args[1:]
        return (shape is not None and len(args) == len(shape) and shape[0] == 1 and len(args) > 0
                and isinstance(args[0], int) and args[0] >= 1)

    def rebuilt(self, graph, node, val_map):
        batch = self.batch_of(graph, node.args[0], val_map)
        args = list(node.args[1:])
        args[0] = batch
        return graph.call_method("expand", args=(val_map[node.args[0]], *args))


class BatchReshape(_BatchPass):
    def node_needs(self, node) -> bool:
        if not (node.op == "call_method" and node.target == "reshape" and len(node.args) >= 2):
            return False
        shape_arg = node.args[1]
        if isinstance(shape_arg, (tuple, list)):
            return len(shape_arg) > 0 and isinstance(shape_arg[0], int) and shape_arg[0] == 1
        return isinstance(shape_arg, int) and shape_arg == 1

    def rebuilt(self, graph, node, val_map):
        batch = self.batch_of(graph, node.args[0], val_map)
        shape_arg = node.args[1]
        if not isinstance(shape_arg, (tuple, list)):
            # Upstream slices the int (``1[1:]``) and stops; such a graph has no buckets.
            raise DimGenError(f"batch_call_method_reshape_pass cannot rewrite {node.name}: reshape(1, ...) form")
        return graph.call_method("reshape", args=(val_map[node.args[0]], (batch, *shape_arg[1:])))


class BatchDimRestoreView(_BatchPass):
    def node_needs(self, node) -> bool:
        shape = _shape(node.args[0]) if node.op == "call_method" and node.args else None
        return (node.op == "call_method" and node.target == "view" and len(node.args) == 4
                and isinstance(node.args[1], int) and node.args[2] == -1 and shape is not None and len(shape) == 4)

    def rebuilt(self, graph, node, val_map):
        batch = self.batch_of(graph, node.args[0], val_map)
        return graph.call_method("view", args=(val_map[node.args[0]], batch, *node.args[1:]))


class BatchZeros(_Pass):
    """The one pass that edits the graph in place: ``size(first input, 0)`` after that input."""

    targets = (torch.zeros, torch.ones, torch.empty, torch.randn, torch.rand)

    def applies(self) -> bool:
        return 0 in self.axes

    def need_rewrite(self, gm) -> bool:
        return self.applies() and any(n.op == "call_function" and n.target in self.targets for n in gm.graph.nodes)

    def node_needs(self, node) -> bool:
        return (node.op == "call_function" and node.target in self.targets and len(node.args) >= 1
                and isinstance(node.args[0], (tuple, list)) and self.dim in node.args[0])

    def rewrite(self, gm):
        first = next(n for n in gm.graph.nodes if n.op == "placeholder")
        with gm.graph.inserting_after(first):
            size_0 = gm.graph.call_method("size", args=(first, 0))
        for node in gm.graph.nodes:
            if not self.node_needs(node):
                continue
            dims = list(node.args[0])
            if isinstance(dims[0], int) and dims[0] == self.dim:
                dims[0] = size_0
                args = list(node.args)
                args[0] = tuple(dims) if isinstance(node.args[0], tuple) else dims
                node.args = tuple(args)
        gm.graph.lint()
        gm.recompile()
        return gm


PASSES = {
    "naive_call_method_view_pass": NaiveView,
    "naive_call_method_reshape_pass": NaiveReshape,
    "naive_call_method_expand_pass": NaiveExpand,
    "tuple_arg_call_method_view_pass": TupleArgView,
    "non_batch_call_method_expand_pass": NonBatchExpand,
    "non_batch_call_method_view_pass": NonBatchView,
    "non_batch_call_function_arange_pass": NonBatchArange,
    "non_batch_call_function_arange_plus_one_pass": NonBatchArangePlusOne,
    "non_batch_call_function_full_pass": NonBatchFull,
    "non_batch_call_function_full_plus_one_pass": NonBatchFullPlusOne,
    "non_batch_call_function_zeros_pass": NonBatchZeros,
    "non_batch_call_function_getitem_slice_pass": NonBatchGetitemSlice,
    "batch_call_method_view_pass": BatchView,
    "batch_call_method_expand_pass": BatchExpand,
    "batch_call_method_reshape_pass": BatchReshape,
    "batch_call_method_zeros_pass": BatchZeros,
    "batch_dim_restore_view_pass": BatchDimRestoreView,
}


def generalised(gm: fx.GraphModule, inputs: tuple, pass_names: list[str],
                dim_axes_pairs: list[tuple[int, list[int]]]) -> fx.GraphModule | None:
    """The graph with every applicable pass applied, or None when none applies.

    ``inputs`` are the dummy tensors at the source shapes that shape propagation runs on.
    """
    unknown = [name for name in pass_names if name not in PASSES]
    if unknown:
        raise DimGenError(f"unknown dimension generalisation pass(es): {', '.join(unknown)}")
    passes = [PASSES[name](dim, axes) for name in pass_names for dim, axes in dim_axes_pairs]
    try:
        propagate_shapes(gm, inputs)
    except Exception:  # noqa: BLE001 - upstream keeps the source code when this fails
        return None
    if not any(p.need_rewrite(gm) for p in passes):
        return None
    for p in passes:
        if p.need_rewrite(gm):
            propagate_shapes(gm, inputs)
            gm = p.rewrite(gm)
    return gm
