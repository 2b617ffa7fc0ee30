"""How much of a variant's compute each operation of its `model.py` does, and forward's graph as Dynamo
captures it: the weights of the CPU reward and what its claims are checked on (`agent.patterns`).

The source is read as data, never run: `forward`'s statements are evaluated one by one from the
syntax tree, on meta tensors shaped as `weight_meta.py` says, and the only calls made are torch's
operators (the functions and Tensor methods `torch.overrides` lists as taking tensors, and torch's
tensor factories). Each operation's work is counted on what it dispatches, with composite
operations (layer_norm, softmax, gelu, batch_norm, ...) decomposed as Inductor decomposes them
before it fuses:

- a matmul, convolution or attention: its FLOPs as `torch.utils.flop_counter` counts them (2·M·N·K
  for a matmul);
- a reduction: one per element it reads;
- any other operation (pointwise math, casts, copies, indexing, factories that fill): one per
  element it writes;
- views, reshapes, no-op casts (`.to` the same dtype) and allocations without a fill: nothing.

So `x * 0.5` on N elements weighs N, a layer_norm over the same N about 8·N, a reshape 0. The
counts depend only on the source, the shapes and dtypes, and the installed torch: the same on every
machine.

Each operation (a call, an operator, an indexing that yields a tensor) is kept with the model.py
line Dynamo's stack traces give it, which is where the child's `replaced_lines` come from: the line
its expression starts on, or for a call of `a.b(...)` the line of `b` (where CPython places the
call). Alongside, the walk builds forward as Dynamo captures it, as a `torch.fx` graph: torch's
functions as `call_function` nodes, Tensor methods as `call_method`, arithmetic, comparisons and
indexing as `operator` functions, an operation that returns several tensors followed by one
`getitem` per tensor, and numbers, shapes, dtypes and devices as constants (Dynamo specialises them);
operations whose results are never used are dropped, as Dynamo drops them. Each node's
`meta["operation"]` is its operation's index.
"""

from __future__ import annotations

import ast
import hashlib
import inspect
import math
import operator
import threading
from dataclasses import dataclass, field
from functools import cache, partial
from pathlib import Path
from typing import Any

from pytest_passnet.sample import SampleError, read_weight_meta

BINARY = {  # the operators of Python's syntax tree as `operator` functions, as Dynamo and torch.fx record them
    ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv,
    ast.FloorDiv: operator.floordiv, ast.Mod: operator.mod, ast.Pow: operator.pow, ast.MatMult: operator.matmul,
    ast.BitAnd: operator.and_, ast.BitOr: operator.or_, ast.BitXor: operator.xor,
    ast.LShift: operator.lshift, ast.RShift: operator.rshift,
}
INPLACE = {  # what Dynamo records for `x += y`
    ast.Add: operator.iadd, ast.Sub: operator.isub, ast.Mult: operator.imul, ast.Div: operator.itruediv,
    ast.FloorDiv: operator.ifloordiv, ast.Mod: operator.imod, ast.Pow: operator.ipow, ast.MatMult: operator.imatmul,
    ast.BitAnd: operator.iand, ast.BitOr: operator.ior, ast.BitXor: operator.ixor,
    ast.LShift: operator.ilshift, ast.RShift: operator.irshift,
}
UNARY = {ast.USub: operator.neg, ast.UAdd: operator.pos, ast.Invert: operator.invert, ast.Not: operator.not_}
COMPARE = {ast.Eq: operator.eq, ast.NotEq: operator.ne, ast.Lt: operator.lt, ast.LtE: operator.le,
            ast.Gt: operator.gt, ast.GtE: operator.ge}
_TENSOR_FACTORIES = ("new_ones", "new_zeros", "new_full", "new_empty", "new_tensor")
_SHAPE_FROM_OTHER = frozenset({"to", "expand_as", "view_as", "reshape_as", "type_as"})  # x.f(other): other's metadata
_OPERATOR_METHODS = frozenset(f"__{name}__" for name in (
    "eq", "ne", "lt", "le", "gt", "ge", "and", "or", "xor", "invert", "neg", "abs", "add", "radd", "sub", "rsub",
    "mul", "rmul", "truediv", "rtruediv", "floordiv", "rfloordiv", "mod", "pow", "rpow", "matmul", "getitem"))
_NAMESPACES = ("torch", "torch.nn", "torch.nn.functional", "torch.functional", "torch._C", "torch._C._nn",
               "torch._C._special", "torch._C._linalg", "torch._C._fft", "torch.special", "torch.linalg", "torch.fft")
_LOCK = threading.Lock()  # dispatch modes and the decomposition table's first build are not shared between threads


class WorkError(Exception):
    """A model.py this reader cannot evaluate as data; the message names the file and line."""


class NotAnOperator(Exception):
    """A name that is none of torch's operators, namespaces or constants; the message says which."""


@dataclass(frozen=True)
class Operation:
    line: int  # the model.py line Dynamo's stack trace gives it
    work: int


@dataclass(frozen=True)
class Statement:
    first_line: int
    last_line: int
    work: int


@dataclass
class Work:
    """A variant's forward, operation by operation. `graph`: forward as Dynamo captures it (a `torch.fx.Graph`,
    each node's `meta["operation"]` an index into `operations`). `error`: why model.py could not be evaluated
    as data; there are then no operations, and no claim on it can be checked."""

    statements: list[Statement] = field(default_factory=list)
    operations: list[Operation] = field(default_factory=list)
    graph: Any = None
    error: str | None = None

    @property
    def total(self) -> int:
        return sum(o.work for o in self.operations)

    def share(self, lines: list[int]) -> tuple[float, str | None]:
        """The share of the work done on `lines` (by the operations Dynamo places there, each line counted
        once), and why a claim was refused (a line with no statement of forward: the share is then 0). A line
        of a statement that spans several is worth what its own operations do, not the whole statement."""
        unknown = sorted({line for line in lines if not any(s.first_line <= line <= s.last_line
                                                           for s in self.statements)})
        if unknown:
            return 0.0, (f"the claimed model.py line(s) {', '.join(map(str, unknown[:5]))} hold no statement of "
                         "forward: the claim is refused")
        claimed = set(lines)
        total = self.total
        return (sum(o.work for o in self.operations if o.line in claimed) / total if total else 0.0), None


def variant_work(graph_dir: Path) -> Work:
    """The work table of one variant directory (model.py + weight_meta.py), cached by their contents."""
    graph_dir = Path(graph_dir)
    try:
        source = (graph_dir / "model.py").read_bytes()
        metas = (graph_dir / "weight_meta.py").read_bytes()
    except OSError as exc:
        return Work(error=f"{graph_dir}: {exc.strerror or exc}")
    return _work(hashlib.sha256(source + b"\0" + metas).hexdigest(), graph_dir)


@cache
def _work(_digest: str, graph_dir: Path) -> Work:
    model_file = graph_dir / "model.py"
    try:
        forward = _forward(model_file)
        inputs = {meta.name: meta for meta in read_weight_meta(graph_dir / "weight_meta.py")}
        with _LOCK:
            walker = _Walker(model_file, inputs)
            spans = walker.run(forward)
    except (WorkError, SampleError) as exc:
        return Work(error=str(exc))
    statements = [Statement(s.lineno, s.end_lineno or s.lineno, sum(walker.operations[i].work for i in span))
                  for s, span in spans]
    return Work(statements, walker.operations, walker.graph)


def _forward(model_file: Path) -> ast.FunctionDef:
    try:
        tree = ast.parse(model_file.read_text(), filename=str(model_file))
    except (OSError, SyntaxError, ValueError) as exc:
        raise WorkError(f"{model_file}: cannot be read as Python: {exc}") from None
    for node in tree.body:
        if isinstance(node, ast.ClassDef) and node.name == "GraphModule":
            for item in node.body:
                if isinstance(item, ast.FunctionDef) and item.name == "forward":
                    return item
    raise WorkError(f"{model_file}: no GraphModule.forward")


def operation_line(node: ast.expr) -> int:
    """The line Dynamo's stack trace gives the operation `node` makes: where the expression starts, or for
    `a.b(...)` and `a.b` the line of `b` (CPython places the call and the lookup there)."""
    named = node.func if isinstance(node, ast.Call) else node
    return named.end_lineno if isinstance(named, ast.Attribute) and named.end_lineno else node.lineno


@dataclass(frozen=True)
class _TracedInto:
    """The target of an operation Dynamo does not record as such, but traces into: no pattern matches it."""

    function: Any


@dataclass(frozen=True)
class _Method:
    """The graph form of `tensor.name` before it is called: Dynamo records the call as `call_method`."""

    owner: Any
    name: str


class _Walker:
    """Evaluates forward's statements on meta tensors, each value paired with its form in forward's graph
    (a node, or the value itself where Dynamo makes it a constant); `run` returns each statement with the
    indices of its operations."""

    def __init__(self, model_file: Path, inputs: dict):
        import torch
        import torch.fx

        self.torch = torch
        self.model_file = model_file
        self.inputs = inputs
        self.line = 0
        self.graph = torch.fx.Graph()
        self.operations: list[Operation] = []
        self.counter = _counter_type()()

    def error(self, what: str) -> WorkError:
        return WorkError(f"{self.model_file}:{self.line}: {what}")

    def run(self, forward: ast.FunctionDef) -> list[tuple[ast.stmt, range]]:
        torch = self.torch
        self.line = forward.lineno
        params = [a.arg for a in forward.args.args][1:]  # after self
        missing = [p for p in params if p not in self.inputs]
        if missing:
            raise self.error(f"forward() takes {', '.join(missing)}, which weight_meta.py does not describe")
        env: dict[str, tuple] = {name: (value, value) for name, value in (
            ("torch", torch), ("inf", math.inf), ("device", _meta_device), ("slice", slice), ("Ellipsis", Ellipsis))}
        for name in params:
            meta = self.inputs[name]
            dtype = getattr(torch, meta.torch_dtype_name, None)
            if not isinstance(dtype, torch.dtype):
                raise self.error(f"{name}: unknown dtype {meta.dtype!r} in weight_meta.py")
            env[name] = (torch.empty(meta.shape, dtype=dtype, device="meta"), self.graph.placeholder(name))
        spans = []
        for statement in forward.body:
            self.line = statement.lineno
            first = len(self.operations)
            try:
                with self.counter:
                    if isinstance(statement, ast.Return):
                        self.output(statement, env)
                    else:
                        self.execute(statement, env)
            except WorkError:
                raise
            except Exception as exc:  # noqa: BLE001 - whatever torch raises on meta tensors names the line
                raise self.error(f"{type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''}") from None
            if isinstance(statement, ast.Return):
                break
            spans.append((statement, range(first, len(self.operations))))
        else:
            self.graph.output(None)
        for node in reversed(list(self.graph.nodes)):  # Dynamo's own clean-up: unused getitems
            if node.target is operator.getitem and not node.users:
                self.graph.erase_node(node)
        self.drop_dead_work()
        return spans

    def drop_dead_work(self) -> None:
        """An operation whose values reach no output, neither directly nor by mutating a tensor that does,
        weighs 0: replacing it by anything of its shape (zeros) leaves every output right. A tensor read only
        for its shape, dtype or device (`_value_inputs`) is not reached through that read. It stays in the
        graph (Dynamo keeps it, and a pattern may match it)."""
        live: set = set()

        def reach(node) -> None:
            pending = [node]
            while pending:
                for source in _value_inputs(pending.pop()):
                    if source not in live:
                        live.add(source)
                        pending.append(source)

        reach(self.graph.output_node())
        mutations = {n: n.args[0] for n in self.graph.nodes
                     if _mutates(n) and n.args and isinstance(n.args[0], self.torch.fx.Node)}
        while grown := [n for n, written in mutations.items() if n not in live and written in live]:
            for node in grown:
                live.add(node)
                reach(node)
        for node in self.graph.nodes:
            index = node.meta.get("operation")
            if index is not None and node not in live:
                self.operations[index] = Operation(self.operations[index].line, 0)

    def output(self, statement: ast.Return, env: dict) -> None:
        before = len(self.operations)
        _, form = self.value(statement.value, env) if statement.value is not None else (None, None)
        if len(self.operations) != before:
            raise self.error("forward computes in its return statement: the work is counted in statements")
        self.graph.output(form)

    def execute(self, statement: ast.stmt, env: dict) -> None:
        if isinstance(statement, ast.Assign):
            value = self.value(statement.value, env)
            for target in statement.targets:
                self.bind(target, value, env)
        elif isinstance(statement, ast.AugAssign) and isinstance(statement.target, ast.Name):
            operation = BINARY.get(type(statement.op))
            if operation is None:
                raise self.error(f"operator {type(statement.op).__name__}")
            target, value = self.value(statement.target, env), self.value(statement.value, env)
            env[statement.target.id] = self.apply(statement, "call_function", INPLACE[type(statement.op)], operation,
                                                  [target, value], {})
        elif not isinstance(statement, ast.Pass):
            raise self.error(f"a {type(statement).__name__} statement in forward")

    def bind(self, target: ast.expr, value: tuple, env: dict) -> None:
        if isinstance(target, ast.Name):
            env[target.id] = value
        elif isinstance(target, ast.Subscript):
            owner, index = self.value(target.value, env), self.value(target.slice, env)
            self.apply(target, "call_function", operator.setitem, operator.setitem, [owner, index, value], {},
                       always=True)
        elif isinstance(target, (ast.Tuple, ast.List)):
            data, form = value
            items = list(data)
            if len(items) != len(target.elts):
                raise self.error(f"{len(target.elts)} names for {len(items)} values")
            forms = list(form) if isinstance(form, (tuple, list)) else items
            for element, item, item_form in zip(target.elts, items, forms):
                self.bind(element, (item, item_form), env)
        else:
            raise self.error(f"assignment to a {type(target).__name__}")

    def value(self, node: ast.expr, env: dict) -> tuple:
        """`node`'s value on meta tensors and its form in the graph."""
        if isinstance(node, ast.Constant):
            return node.value, node.value
        if isinstance(node, ast.Name):
            if node.id not in env:
                raise self.error(f"unknown name {node.id!r}")
            return env[node.id]
        if isinstance(node, (ast.Tuple, ast.List)):
            items = [self.value(e, env) for e in node.elts]
            kind = tuple if isinstance(node, ast.Tuple) else list
            return kind(d for d, _ in items), kind(f for _, f in items)
        if isinstance(node, ast.BinOp) and type(node.op) in BINARY:
            function = BINARY[type(node.op)]
            return self.apply(node, "call_function", function, function,
                              [self.value(node.left, env), self.value(node.right, env)], {})
        if isinstance(node, ast.UnaryOp) and type(node.op) in UNARY:
            function = UNARY[type(node.op)]
            return self.apply(node, "call_function", function, function, [self.value(node.operand, env)], {})
        if isinstance(node, ast.Compare) and len(node.ops) == 1 and type(node.ops[0]) in COMPARE:
            function = COMPARE[type(node.ops[0])]
            return self.apply(node, "call_function", function, function,
                              [self.value(node.left, env), self.value(node.comparators[0], env)], {})
        if isinstance(node, ast.Subscript):
            (owner, owner_form), (index, index_form) = self.value(node.value, env), self.value(node.slice, env)
            if isinstance(owner, (tuple, list)) and isinstance(owner_form, (tuple, list)):
                return owner[index], owner_form[index]  # an element of a tuple Dynamo already took apart
            return self.apply(node, "call_function", operator.getitem, operator.getitem,
                              [(owner, owner_form), (index, index_form)], {})
        if isinstance(node, ast.Slice):
            parts = [(None, None) if p is None else self.value(p, env) for p in (node.lower, node.upper, node.step)]
            return slice(*(d for d, _ in parts)), slice(*(f for _, f in parts))
        if isinstance(node, ast.Attribute):
            owner, owner_form = self.value(node.value, env)
            return self.attribute(node, owner, owner_form, node.attr)
        if isinstance(node, ast.Call):
            function, function_form = self.value(node.func, env)
            args = [self.value(a, env) for a in node.args]
            kwargs = {k.arg: self.value(k.value, env) for k in node.keywords if k.arg is not None}
            if len(kwargs) != len(node.keywords):
                raise self.error("a call with **kwargs")
            return self.call(node, function, function_form, args, kwargs)
        if isinstance(node, ast.Starred):
            raise self.error("a starred argument")
        raise self.error(f"a {type(node).__name__} expression")

    def attribute(self, node: ast.Attribute, owner, owner_form, name: str) -> tuple:
        torch = self.torch
        if isinstance(owner, torch.Tensor):
            if name.startswith("__") and name not in _OPERATOR_METHODS:
                raise self.error(f"attribute {name}")
            unbound = getattr(torch.Tensor, name, None)
            if isinstance(unbound, property) or name in _tensor_properties():
                return self.apply(node, "call_function", getattr, getattr, [(owner, owner_form), (name, name)], {})
            if unbound in _operators() or name in _TENSOR_FACTORIES:
                return getattr(owner, name), _Method(owner_form, name)
            raise self.error(f"Tensor.{name} is not an operator")
        if isinstance(owner, torch.Size) and name == "numel":
            return owner.numel, owner.numel
        try:
            value = namespace_attribute(owner, name)
        except NotAnOperator as exc:
            raise self.error(str(exc)) from None
        return value, value

    def call(self, node: ast.Call, function, function_form, args: list, kwargs: dict) -> tuple:
        torch = self.torch
        if function is _meta_device or function is torch.device:
            try:  # the graph keeps the device as written: a constant
                written = torch.device(*(f for _, f in args), **{k: f for k, (_, f) in kwargs.items()})
            except (RuntimeError, TypeError, ValueError) as exc:
                raise self.error(f"device(...): {exc}") from None
            return _meta_device(), written
        run = function
        bound_to = getattr(function, "__self__", None)
        if isinstance(bound_to, torch.Tensor) and function.__name__ in ("to", "cuda", "cpu", "type"):
            if function.__name__ in ("cuda", "cpu"):
                def run(*_args, **_kwargs):
                    return bound_to
            else:
                args = [("meta", form) if _is_device(data) else (data, form) for data, form in args]
        if "device" in kwargs:
            kwargs = {**kwargs, "device": ("meta", kwargs["device"][1])}
        elif function in _factories():  # on meta too, not in memory (the graph keeps the call as written)
            run = partial(function, device="meta")
        if not (function is slice or isinstance(bound_to, (torch.Tensor, torch.Size)) or is_operator(function)):
            raise self.error(f"{getattr(function, '__name__', function)!r} is not one of torch's operators")
        if isinstance(function_form, _Method):
            return self.apply(node, "call_method", function_form.name, run,
                              [(bound_to, function_form.owner), *args], kwargs, bound=True)
        if not _in_dynamo_graph(function):
            return self.inlined(node, function, args, kwargs)
        return self.apply(node, "call_function", function, run, args, kwargs)

    def inlined(self, node: ast.Call, function, args: list, kwargs: dict) -> tuple:
        """A Python function of torch's that Dynamo does not record but traces into: F.pad, whose body ends in
        `torch._C._nn.pad(input, pad, mode, value)`, recorded so; any other as an operation no pattern
        matches (what Dynamo records instead is not known here)."""
        torch = self.torch
        if function is torch.nn.functional.pad:
            data, forms = (_bound(function, [a[i] for a in args], {k: v[i] for k, v in kwargs.items()}) for i in (0, 1))
            return self.apply(node, "call_function", torch._C._nn.pad, torch._C._nn.pad, list(zip(data, forms)), {})
        return self.apply(node, "call_function", _TracedInto(function), function, args, kwargs)

    def apply(self, node: ast.AST, kind: str, target, run, args: list, kwargs: dict, bound: bool = False,
              always: bool = False) -> tuple:
        """Run one operation on the meta values and count its work; where its result holds a tensor (or
        `always`: a mutation), add its node to the graph. `bound`: `run` is a bound method, and the first
        argument the tensor it is bound to (in the graph only)."""
        torch = self.torch
        before = self.counter.work
        data_args = [data for data, _ in args]
        data = run(*(data_args[1:] if bound else data_args), **{k: d for k, (d, _) in kwargs.items()})
        work = self.counter.work - before
        line = operation_line(node) if isinstance(node, ast.expr) else node.lineno
        tensors = isinstance(data, torch.Tensor) or (
            isinstance(data, (tuple, list)) and any(isinstance(item, torch.Tensor) for item in data))
        if not (tensors or always):
            if work:
                self.operations.append(Operation(line, work))  # Dynamo makes the result a constant: no node
            return data, data
        made = self.record(self.graph.create_node(kind, target, tuple(f for _, f in args),
                                                  {k: f for k, (_, f) in kwargs.items()}), line, work)
        if isinstance(data, (tuple, list)):  # Dynamo takes each tensor out of the result at once
            forms = [self.record(self.graph.call_function(operator.getitem, (made, i)), line, 0)
                     if isinstance(item, torch.Tensor) else item for i, item in enumerate(data)]
            return data, (list(forms) if isinstance(data, list) else tuple(forms))
        return data, made

    def record(self, graph_node, line: int, work: int):
        graph_node.meta["operation"] = len(self.operations)
        self.operations.append(Operation(line, work))
        return graph_node


def _value_inputs(node) -> list:
    """The nodes whose values `node` reads: not the tensor of a `*_like`, `new_*` or `empty*` factory, nor the
    other tensor of `x.to(other)` or `x.expand_as/view_as/reshape_as/type_as(other)`, which only lend their shape,
    dtype or device. (`.shape`, `.size()`, `.dtype`, `.numel()`, `.dim()`, `.stride()` are constants in the graph
    already: Dynamo specialises them, and no edge leads from them.)"""
    import torch.fx

    name = _target_name(node.target)
    args, kwargs = node.args, node.kwargs
    if name.endswith("_like") or name.startswith(("new_", "empty")):
        args, kwargs = args[1:], {k: v for k, v in kwargs.items() if k not in ("input", "self")}
    elif node.op == "call_method" and name in _SHAPE_FROM_OTHER:
        args, kwargs = args[:1], {}
    found: list = []
    torch.fx.node.map_arg((args, kwargs), found.append)
    return found


def _target_name(target) -> str:
    """The operator's name: a method's, a function's, or an ATen overload's packet (`zeros_like.default`)."""
    if isinstance(target, str):
        return target
    packet = getattr(target, "_overloadpacket", None)
    if isinstance(target, _TracedInto):
        target = target.function
    return getattr(packet or target, "__name__", "")


def _mutates(node) -> bool:
    """Whether `node` writes into its first argument (item assignment, `x += y`, an in-place method)."""
    name = _target_name(node.target)
    return node.target is operator.setitem or node.target in INPLACE.values() or (
        name.endswith("_") and not name.startswith("_"))


def namespace_attribute(owner, name: str):
    """`owner.name` where `owner` is one of torch's operator namespaces: an operator, a namespace, a dtype or a
    number; anything else raises NotAnOperator."""
    import torch

    if name.startswith("__"):
        raise NotAnOperator(f"attribute {name}")
    if (owner, name) in ((torch, "ops"), (torch.ops, "aten")):
        return getattr(owner, name)
    if (owner is torch.ops.aten or isinstance(owner, torch._ops.OpOverloadPacket)) and "file" not in name:
        return getattr(owner, name)  # ATen's operators and their overloads; from_file reads a file
    if _is_namespace(owner):
        value = getattr(owner, name, None)
        if _is_namespace(value) or callable(value) or isinstance(
                value, (torch.dtype, torch.layout, torch.memory_format, int, float, bool)):
            return value
        raise NotAnOperator(f"{owner.__name__}.{name} is not an operator")
    raise NotAnOperator(f"attribute {name} of a {type(owner).__name__}")


def is_operator(function) -> bool:
    """One of torch's operators: what `torch.overrides` lists, torch.nn.functional's, ATen's bindings and
    overloads."""
    import torch

    return function in _operators() or isinstance(function, (torch._ops.OpOverloadPacket, torch._ops.OpOverload))


def _in_dynamo_graph(function) -> bool:
    """Whether Dynamo records a call of `function` as it is (C functions and ATen's operators always; a
    Python function of torch's where Dynamo's trace rules say so), rather than tracing into its body."""
    if not inspect.isfunction(function):
        return True
    from torch._dynamo import trace_rules
    from torch._dynamo.variables import TorchInGraphFunctionVariable

    return trace_rules.lookup(function) is TorchInGraphFunctionVariable


def _bound(function, args: list, kwargs: dict) -> list:
    """`function`'s arguments in order, defaults filled in."""
    bound = inspect.signature(function).bind(*args, **kwargs)
    bound.apply_defaults()
    return list(bound.arguments.values())


def _meta_device(*_args, **_kwargs):
    import torch

    return torch.device("meta")


def _is_device(value) -> bool:
    import torch

    if isinstance(value, torch.device):
        return True
    if not isinstance(value, str):
        return False
    try:
        torch.device(value)
    except (RuntimeError, ValueError):
        return False
    return True


def _is_namespace(value) -> bool:
    return getattr(value, "__name__", None) in _NAMESPACES and type(value).__name__ == "module"


@cache
def _operators() -> frozenset:
    from torch.overrides import get_overridable_functions

    import torch

    functional = [f for name, f in vars(torch.nn.functional).items()
                  if callable(f) and getattr(f, "__module__", None) == "torch.nn.functional" and not name.startswith("_")]
    bindings = [f for module in (torch._C._VariableFunctions, torch._C._nn, torch._C._special, torch._C._linalg,
                                 torch._C._fft)
                for name in dir(module) if not name.startswith("__") and "file" not in name
                and callable(f := getattr(module, name))]  # ATen bindings: tensors in, tensors out
    return frozenset([*(f for functions in get_overridable_functions().values() for f in functions), *functional,
                      *bindings])


@cache
def _factories() -> frozenset:
    """torch's functions that make a tensor from sizes or data alone: on the CPU unless told."""
    import torch

    return frozenset(getattr(torch, name) for name in (
        "zeros", "ones", "empty", "full", "arange", "linspace", "logspace", "eye", "rand", "randn", "randint",
        "randperm", "tensor", "scalar_tensor", "empty_strided", "tril_indices", "triu_indices"))


@cache
def _tensor_properties() -> frozenset:
    return frozenset({"shape", "dtype", "device", "ndim", "T", "mT", "H", "mH", "real", "imag", "data",
                      "is_cuda", "layout", "itemsize", "nbytes"})


@cache
def _counter_type() -> type:
    """The dispatch mode that adds up the work of every operation, composite ones decomposed first (a
    decomposition that fails, or declines, leaves its operation whole)."""
    import torch
    from torch._inductor.decomposition import select_decomp_table
    from torch.utils._python_dispatch import TorchDispatchMode
    from torch.utils.flop_counter import flop_registry

    table = dict(select_decomp_table())

    class Counter(TorchDispatchMode):
        def __init__(self):
            super().__init__()
            self.work = 0
            self.inside: set = set()

        def __torch_dispatch__(self, func, types, args=(), kwargs=None):
            kwargs = kwargs or {}
            decomposition = table.get(func)
            if decomposition is not None and func not in self.inside:
                self.inside.add(func)
                before = self.work
                try:
                    with self:
                        result = decomposition(*args, **kwargs)
                except Exception:  # noqa: BLE001 - some decompositions need Inductor's lowering state
                    result = NotImplemented
                finally:
                    self.inside.discard(func)
                if result is not NotImplemented:
                    return result
                self.work = before
            out = func(*args, **kwargs)
            self.work += _operation_work(torch, flop_registry, func, args, kwargs, out)
            return out

    return Counter


def _operation_work(torch, flop_registry, func, args, kwargs, out) -> int:
    packet = getattr(func, "_overloadpacket", None)
    if packet in flop_registry:
        return int(flop_registry[packet](*args, **kwargs, out_val=out))
    if getattr(func, "is_view", False) or "empty" in getattr(func, "__name__", ""):
        return 0
    tensors_out = [t for t in _leaves(out) if isinstance(t, torch.Tensor)]
    if torch.Tag.reduction in getattr(func, "tags", ()):
        return max((t.numel() for t in _leaves((args, kwargs)) if isinstance(t, torch.Tensor)), default=0)
    return max((t.numel() for t in tensors_out), default=0)


def _leaves(value):
    if isinstance(value, (list, tuple)):
        for item in value:
            yield from _leaves(item)
    elif isinstance(value, dict):
        for item in value.values():
            yield from _leaves(item)
    else:
        yield value
