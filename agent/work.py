"""How much of a variant's compute each statement of its `model.py` does: the weights of the CPU reward.

The source is read as data, never run: `forward`'s statements are evaluated one by one from the
syntax tree, on meta tensors shaped as `weight_meta.py` says, and the only calls made are torch's
operators (the functions and Tensor methods `torch.overrides` lists as taking tensors, and torch's
tensor factories). Each statement's work is counted on the operations it dispatches, with composite
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
"""

from __future__ import annotations

import ast
import hashlib
import math
import operator
import threading
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from pytest_passnet.sample import SampleError, read_weight_meta

_BINARY = {
    ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv,
    ast.FloorDiv: operator.floordiv, ast.Mod: operator.mod, ast.Pow: operator.pow, ast.MatMult: operator.matmul,
    ast.BitAnd: operator.and_, ast.BitOr: operator.or_, ast.BitXor: operator.xor,
    ast.LShift: operator.lshift, ast.RShift: operator.rshift,
}
_UNARY = {ast.USub: operator.neg, ast.UAdd: operator.pos, ast.Invert: operator.invert, ast.Not: operator.not_}
_COMPARE = {ast.Eq: operator.eq, ast.NotEq: operator.ne, ast.Lt: operator.lt, ast.LtE: operator.le,
            ast.Gt: operator.gt, ast.GtE: operator.ge}
_TENSOR_FACTORIES = ("new_ones", "new_zeros", "new_full", "new_empty", "new_tensor")
_OPERATOR_METHODS = frozenset(f"__{name}__" for name in (
    "eq", "ne", "lt", "le", "gt", "ge", "and", "or", "xor", "invert", "neg", "abs", "add", "radd", "sub", "rsub",
    "mul", "rmul", "truediv", "rtruediv", "floordiv", "rfloordiv", "mod", "pow", "rpow", "matmul", "getitem"))
_NAMESPACES = ("torch", "torch.nn", "torch.nn.functional", "torch.functional", "torch._C", "torch._C._nn",
               "torch._C._special", "torch._C._linalg", "torch._C._fft", "torch.special", "torch.linalg", "torch.fft")
_LOCK = threading.Lock()  # dispatch modes and the decomposition table's first build are not shared between threads


class WorkError(Exception):
    """A model.py this reader cannot evaluate as data; the message names the file and line."""


@dataclass(frozen=True)
class Statement:
    first_line: int
    last_line: int
    work: int


@dataclass
class Work:
    """A variant's forward, statement by statement. `error`: why the statements could not be weighed by
    their compute; each then weighs 1 (a share of statements instead of a share of compute)."""

    statements: list[Statement] = field(default_factory=list)
    error: str | None = None

    @property
    def total(self) -> int:
        return sum(s.work for s in self.statements)

    def share(self, lines: list[int]) -> tuple[float, str | None]:
        """The share of the work in the statements on `lines` (each statement counted once), and why a
        claim was refused (a line with no statement of forward: the share is then 0)."""
        covering = {line: [s for s in self.statements if s.first_line <= line <= s.last_line] for line in lines}
        unknown = sorted(line for line, statements in covering.items() if not statements)
        if unknown:
            return 0.0, (f"the claimed model.py line(s) {', '.join(map(str, unknown[:5]))} hold no statement of "
                         "forward: the claim is refused")
        claimed = {s for statements in covering.values() for s in statements}
        total = self.total
        return (sum(s.work for s in claimed) / total if total else 0.0), None


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
    except WorkError as exc:
        return Work(error=str(exc))
    statements = [s for s in forward.body if not isinstance(s, ast.Return)]
    try:
        inputs = {meta.name: meta for meta in read_weight_meta(graph_dir / "weight_meta.py")}
        with _LOCK:
            works = _Walker(model_file, inputs).run(forward)
    except (WorkError, SampleError) as exc:
        works = None
        error = str(exc)
    if works is None:
        return Work([Statement(s.lineno, s.end_lineno or s.lineno, 1) for s in statements], error)
    return Work([Statement(s.lineno, s.end_lineno or s.lineno, w) for s, w in zip(statements, works)])


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


class _Walker:
    """Evaluates forward's statements on meta tensors; `run` returns each statement's work."""

    def __init__(self, model_file: Path, inputs: dict):
        import torch

        self.torch = torch
        self.model_file = model_file
        self.inputs = inputs
        self.line = 0

    def error(self, what: str) -> WorkError:
        return WorkError(f"{self.model_file}:{self.line}: {what}")

    def run(self, forward: ast.FunctionDef) -> list[int]:
        torch = self.torch
        self.line = forward.lineno
        params = [a.arg for a in forward.args.args][1:]  # after self
        missing = [p for p in params if p not in self.inputs]
        if missing:
            raise self.error(f"forward() takes {', '.join(missing)}, which weight_meta.py does not describe")
        env: dict[str, object] = {"torch": torch, "inf": math.inf, "device": _meta_device, "slice": slice,
                                  "Ellipsis": Ellipsis}
        for name in params:
            meta = self.inputs[name]
            dtype = getattr(torch, meta.torch_dtype_name, None)
            if not isinstance(dtype, torch.dtype):
                raise self.error(f"{name}: unknown dtype {meta.dtype!r} in weight_meta.py")
            env[name] = torch.empty(meta.shape, dtype=dtype, device="meta")
        works = []
        counter = _counter_type()()
        for statement in forward.body:
            if isinstance(statement, ast.Return):
                continue
            self.line = statement.lineno
            counter.work = 0
            try:
                with counter:
                    self.execute(statement, env)
            except WorkError:
                raise
            except Exception as exc:  # noqa: BLE001 - whatever torch raises on meta tensors names the line
                raise self.error(f"{type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''}") from None
            works.append(counter.work)
        return works

    def execute(self, statement: ast.stmt, env: dict) -> None:
        if isinstance(statement, ast.Assign):
            value = self.value(statement.value, env)
            for target in statement.targets:
                self.bind(target, value, env)
        elif isinstance(statement, ast.AugAssign) and isinstance(statement.target, ast.Name):
            operation = _BINARY.get(type(statement.op))
            if operation is None:
                raise self.error(f"operator {type(statement.op).__name__}")
            env[statement.target.id] = operation(self.value(statement.target, env), self.value(statement.value, env))
        elif not isinstance(statement, ast.Pass):
            raise self.error(f"a {type(statement).__name__} statement in forward")

    def bind(self, target: ast.expr, value, env: dict) -> None:
        if isinstance(target, ast.Name):
            env[target.id] = value
        elif isinstance(target, ast.Subscript):
            operator.setitem(self.value(target.value, env), self.value(target.slice, env), value)
        elif isinstance(target, (ast.Tuple, ast.List)):
            values = list(value)
            if len(values) != len(target.elts):
                raise self.error(f"{len(target.elts)} names for {len(values)} values")
            for element, item in zip(target.elts, values):
                self.bind(element, item, env)
        else:
            raise self.error(f"assignment to a {type(target).__name__}")

    def value(self, node: ast.expr, env: dict):
        if isinstance(node, ast.Constant):
            return node.value
        if isinstance(node, ast.Name):
            if node.id not in env:
                raise self.error(f"unknown name {node.id!r}")
            return env[node.id]
        if isinstance(node, (ast.Tuple, ast.List)):
            items = [self.value(e, env) for e in node.elts]
            return tuple(items) if isinstance(node, ast.Tuple) else items
        if isinstance(node, ast.BinOp) and type(node.op) in _BINARY:
            return _BINARY[type(node.op)](self.value(node.left, env), self.value(node.right, env))
        if isinstance(node, ast.UnaryOp) and type(node.op) in _UNARY:
            return _UNARY[type(node.op)](self.value(node.operand, env))
        if isinstance(node, ast.Compare) and len(node.ops) == 1 and type(node.ops[0]) in _COMPARE:
            return _COMPARE[type(node.ops[0])](self.value(node.left, env), self.value(node.comparators[0], env))
        if isinstance(node, ast.Subscript):
            return operator.getitem(self.value(node.value, env), self.value(node.slice, env))
        if isinstance(node, ast.Slice):
            parts = (node.lower, node.upper, node.step)
            return slice(*(None if p is None else self.value(p, env) for p in parts))
        if isinstance(node, ast.Attribute):
            return self.attribute(self.value(node.value, env), node.attr)
        if isinstance(node, ast.Call):
            function = self.value(node.func, env)
            args = [self.value(a, env) for a in node.args]
            kwargs = {k.arg: self.value(k.value, env) for k in node.keywords if k.arg is not None}
            if len(kwargs) != len(node.keywords):
                raise self.error("a call with **kwargs")
            if "device" in kwargs:
                kwargs["device"] = "meta"
            return self.call(function, args, kwargs)
        if isinstance(node, ast.Starred):
            raise self.error("a starred argument")
        raise self.error(f"a {type(node).__name__} expression")

    def attribute(self, owner, name: str):
        torch = self.torch
        if name.startswith("__") and not (isinstance(owner, torch.Tensor) and name in _OPERATOR_METHODS):
            raise self.error(f"attribute {name}")
        if (owner, name) in ((torch, "ops"), (torch.ops, "aten")):
            return getattr(owner, name)
        if (owner is torch.ops.aten or isinstance(owner, torch._ops.OpOverloadPacket)) and "file" not in name:
            return getattr(owner, name)  # ATen's operators and their overloads; from_file reads a file
        if _is_namespace(owner):
            value = getattr(owner, name, None)
            if _is_namespace(value) or callable(value) or isinstance(
                    value, (torch.dtype, torch.layout, torch.memory_format, int, float, bool)):
                return value
            raise self.error(f"{owner.__name__}.{name} is not an operator")
        if isinstance(owner, torch.Tensor):
            unbound = getattr(torch.Tensor, name, None)
            if isinstance(unbound, property) or name in _tensor_properties():
                return getattr(owner, name)
            if unbound in _operators() or name in _TENSOR_FACTORIES:
                return getattr(owner, name)
            raise self.error(f"Tensor.{name} is not an operator")
        if isinstance(owner, torch.Size) and name == "numel":
            return owner.numel
        raise self.error(f"attribute {name} of a {type(owner).__name__}")

    def call(self, function, args: list, kwargs: dict):
        torch = self.torch
        if function is _meta_device or function is torch.device:
            return _meta_device()
        bound_to = getattr(function, "__self__", None)
        if isinstance(bound_to, torch.Tensor) and function.__name__ in ("to", "cuda", "cpu", "type"):
            args = ["meta" if _is_device(a) else a for a in args]
            if function.__name__ in ("cuda", "cpu"):
                return bound_to
        if function is slice or isinstance(bound_to, (torch.Tensor, torch.Size)) or function in _operators() \
                or isinstance(function, (torch._ops.OpOverloadPacket, torch._ops.OpOverload)):
            return function(*args, **kwargs)
        raise self.error(f"{getattr(function, '__name__', function)!r} is not one of torch's operators")


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
