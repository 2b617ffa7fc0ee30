"""The allow-list for pass code, checked from its source text alone (``ast`` only: nothing of the
pass is imported or run) on the trusted side, before any child loads the pass.

A pass module may hold imports (``torch``, ``triton``, ``triton.language``, ``math``, ``typing``
and its own ``pass_dir``/``const_pass_dir`` modules), constants, Triton kernels, ``pattern``,
``replacement_args``, ``replacement_func`` and plain functions. ``replacement_func`` and the plain
functions are *wrapper code*, which may only:

* launch a Triton kernel of the pass as ``kernel[grid](...)``, the grid a tuple or a function
  Triton calls with the meta-parameters (a kernel used any other way is a finding: the CPU
  interpreter runs a kernel called as a function as plain Python), with tensors, numbers and
  tuples of them: never a list, dict or object holding tensors, which the interpreter hands the
  kernel's body as it is (``may_be_open`` follows those through elements, calls and joins);
* call functions of the pass's own modules, which are checked the same way;
* allocate with PassBench's nine allocators (``torch.as_tensor`` without a conversion), read tensor
  metadata and make views (``TENSOR_METHODS``, ``TENSOR_ATTRIBUTES``);
* call ``triton.cdiv``/``next_power_of_2``, ``math.*`` and the builtins in ``BUILTINS``, raise
  builtin exceptions, and compute with numbers, shapes, dtypes and strings;
* format strings: a literal template with plain fields (``'{}'``, ``'{0:>8}'``, ``'{name}'``), whose
  arguments are data: ``str.format`` fields read attributes and items (``'{0.sys.modules}'``).

In all code, a module or an outside function or class (torch's, math's, a builtin) is called by
name, never used as a value (stored, passed, formatted; isinstance's classes aside): every value
that is not a tensor or a pass's own function is plain data, whose attributes reach no module. An
outside name is looked up in torch, triton, math and typing as the checks have imported them, never
importing what a pass names, and may not pass through another package's module
(``typing.sys.modules``, ``torch.sys``); a kernel's stays in triton.language, out of the interpreter
(``tl.random.tl`` is its core), on triton.language's own objects (``tl.extra.modules`` is sys.modules).

Tensor arithmetic, comparisons, indexing and truth tests are found by a small, flow-insensitive
type inference: a value may be a tensor unless it provably is not (constants, shapes and other
metadata, numbers computed from them, the constants ``replacement_args`` appends, the arguments
every caller passes as such). Module level holds only imports, constants and definitions, each name
bound once (a decorator reads the binding of its moment); what runs at import (defaults,
annotations, decorator arguments, a hook's defaults) follows the wrapper rules, and may not keep a
tensor it makes.

Kernels and ``pattern`` are traced code with looser rules, which hold in the CPU interpreter too,
where both run as Python: no imports, dynamic lookups, dunders or state in either; kernels call
``triton.language``, their own kind and a few builtins, not torch or the interpreter's internals,
and write only with ``tl.store`` (no Python writes into what they are given); ``pattern`` calls
torch's operators, not its functions with effects when traced (files, native code, processes,
global switches, hooks, module loaders), and of its values only public tensor members (torch.fx
runs its body for real: no ``.numpy()``, storages or private names), and writes only its own
locals. ``replacement_args`` only reorders its parameters and appends constants
(``validator.replacement_args_problems``). A launch's hooks (grids, heuristics, autotune's pruning)
get its arguments: ``meta['x_ptr']`` is a tensor where a launch passes one as ``x_ptr``, by name (a
parameter or not), by a ``*``/``**`` argument, or by position, and ``meta['grid']`` is the grid; a
heuristic table is a dict written in its decorator, whose every entry is checked. Triton runs a jit
function from the file lines ``inspect`` gives it, cut at a line that starts with ``def``: there, the
function's own def line, written ``def name(``, is the only such line (``check_jit_sources``).
"""
from __future__ import annotations

import ast
import enum
import importlib
import inspect
import io
import linecache
import re
import string
import sys
import tokenize
import types
import warnings
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache, partial
from pathlib import Path

import torch

from pytest_passnet.validator import REPLACEMENT_ARGS_TODO, replacement_args_problems

# What a value may be: never computed < not a tensor < a container that may hold tensors < maybe a tensor.
BOTTOM, SCALAR, CONTAINER, TENSOR = range(4)
MAX_ROUNDS = 12  # of the inference's fixed point (honest passes settle in 2 to 4); a round only raises types
PASS_PACKAGES = ("pass_dir", "const_pass_dir")

ALLOCATORS = frozenset({
    "torch.empty", "torch.empty_like", "torch.zeros", "torch.zeros_like", "torch.ones", "torch.ones_like",
    "torch.full", "torch.full_like", "torch.as_tensor",
})
# tensor method -> what it returns
TENSOR_METHODS = {
    **dict.fromkeys(("size", "stride", "numel", "nelement", "dim", "ndimension", "element_size", "data_ptr",
                     "is_contiguous", "storage_offset", "get_device", "is_floating_point", "is_complex"), SCALAR),
    **dict.fromkeys(("view", "view_as", "reshape", "reshape_as", "permute", "transpose", "t", "expand", "expand_as",
                     "unsqueeze", "squeeze", "flatten", "unflatten", "contiguous", "narrow", "select", "movedim",
                     "swapaxes", "swapdims", "as_strided", "detach", "new_empty", "new_zeros", "new_ones",
                     "new_full", "new_empty_strided"), TENSOR),
    **dict.fromkeys(("split", "chunk", "unbind"), CONTAINER),
}
ITERATOR_BUILTINS = frozenset({"enumerate", "zip", "reversed", "iter", "map", "filter"})
CONSUMING_BUILTINS = frozenset({"list", "tuple", "dict", "set", "frozenset", "sorted", "sum", "min", "max", "any", "all"})
SHAPE_OF_TENSOR_METHODS = frozenset({"view_as", "reshape_as", "expand_as"})  # a tensor argument: its shape is read
TENSOR_ATTRIBUTES = {**dict.fromkeys(("shape", "dtype", "device", "ndim", "is_cuda", "is_cpu", "layout"), SCALAR),
                     **dict.fromkeys(("T", "mT"), TENSOR)}
# Builtins whose result nothing can grow in place: always, or when their arguments are such values (round 66a)
NUMBER_BUILTINS = frozenset({"int", "float", "bool", "str", "len", "round", "hash", "id", "repr"})
NUMBER_OF_NUMBERS_BUILTINS = frozenset({"abs", "min", "max", "sum", "pow", "divmod", "range"})
NUMBER_FUNCTIONS = frozenset({"triton.cdiv", "triton.next_power_of_2"})
# Methods of numbers, strings, shapes and dicts; the mutating ones only on containers made in the call.
VALUE_METHODS = frozenset({"get", "items", "keys", "values", "index", "count", "startswith", "endswith", "format",
                           "join", "split", "lower", "upper", "strip", "replace", "bit_length", "is_integer", "numel",
                           "all_kwargs"})  # triton.Config's (round 60a: early_config_prune filtering Configs)
MUTATING_METHODS = frozenset({"append", "extend", "insert", "update", "setdefault", "pop", "popitem", "clear",
                              "remove", "discard", "add", "sort", "reverse"})
NUMERIC_BUILTINS = frozenset({"abs", "bool", "divmod", "float", "int", "max", "min", "pow", "round", "sum", "str",
                              "all", "any", "sorted", "range"})
SEQUENCE_BUILTINS = frozenset({"len", "tuple", "list", "dict", "set", "frozenset", "zip", "enumerate", "reversed",
                               "isinstance", "slice"})
EXCEPTIONS = frozenset({"ValueError", "RuntimeError", "TypeError", "NotImplementedError", "AssertionError",
                        "IndexError", "KeyError", "AttributeError", "ArithmeticError", "OverflowError"})
BUILTINS = NUMERIC_BUILTINS | SEQUENCE_BUILTINS | EXCEPTIONS
CLASS_BUILTINS = frozenset({"bool", "float", "int", "str", "tuple", "list", "dict", "set", "frozenset", "slice",
                            "range"}) | EXCEPTIONS
DATA_BUILTINS = frozenset({"Ellipsis"})  # FX's generated code indexes with it ('x[(Ellipsis, None)]')
KERNEL_TENSOR_METHODS = frozenset({"sort"})  # triton.language's, of the names in MUTATING_METHODS
KERNEL_BUILTINS = frozenset({"range", "min", "max", "float", "int", "len", "abs", "isinstance", "tuple", "bool"})
HIDING = frozenset({"getattr", "setattr", "delattr", "hasattr", "eval", "exec", "compile", "__import__", "globals",
                    "locals", "vars", "open", "breakpoint", "input", "type", "id", "object", "super", "memoryview"})
ALLOWED_IMPORTS = frozenset({"torch", "torch.fx", "triton", "triton.language", "math", "typing", "__future__"})
TRITON_EXTRA = "triton.language.extra"
TRITON_HELPERS = frozenset({"triton.cdiv", "triton.next_power_of_2", "triton.Config", "triton.language.constexpr",
                            "triton.language.cdiv"})
KERNEL_DECORATORS = frozenset({"triton.jit", "triton.autotune", "triton.heuristics"})
WRAPPER_DECORATORS = frozenset({"torch.fx.wrap"})
PATTERN_DENIED = frozenset({
    "torch.utils", "torch.cuda", "torch.backends", "torch.hub", "torch.jit", "torch.library", "torch._library",
    "torch.distributed", "torch.multiprocessing", "torch.profiler", "torch._dynamo", "torch._inductor",
    "torch.export", "torch._export", "torch.fx", "torch.testing", "torch.onnx", "torch.package", "torch.classes",
    "torch._classes", "torch.compiler", "torch.ops.load_library", "torch._ops", "torch.overrides",
    "torch.serialization", "torch.storage", "torch.UntypedStorage", "torch.TypedStorage", "torch.mps", "torch.xpu",
    "torch.random", "torch.save", "torch.load", "torch.from_file", "torch.compile", "torch.seed",
    "torch.initial_seed", "torch.cpu", "torch._utils", "torch._jit_internal", "torch._sources",
    "torch.default_generator",
})
PATTERN_C_MODULES = ("torch._C._nn.", "torch._C._special.", "torch._C._functorch.", "torch._C._linalg.",
                     "torch._C._fft.", "torch._C._VariableFunctions.", "torch._C._log_api_usage_once",
                     "torch._C._set_grad_enabled")
# Tensor members that leave the graph when pattern is traced for real (a factory call on constants makes a real
# tensor): NumPy and ctypes, lists, storages, hooks, autograd (round 17b: '.numpy().ctypes._ctypes').
PATTERN_MEMBERS_DENIED = frozenset({
    "numpy", "tolist", "data_ptr", "storage", "untyped_storage", "register_hook",
    "register_post_accumulate_grad_hook", "grad_fn", "backward", "apply_", "map_", "map2_", "share_memory_",
    "pin_memory", "record_stream", "as_subclass", "set_", "module_load", "retain_grad", "requires_grad_",
    "from_file",  # a file read into a tensor, by any name (round 18c: torch._C._VariableFunctions, torch.ops.aten)
})
# What torch.finfo / torch.iinfo tell of a dtype: numbers.
TYPE_INFO_ATTRIBUTES = frozenset({"bits", "eps", "max", "min", "tiny", "smallest_normal", "resolution", "dtype"})
# Operators written as methods (FX's generated code has ``x.__and__(y)``): fine in pattern code.
OPERATOR_DUNDERS = frozenset(f"__{name}__" for name in (
    "add sub mul truediv floordiv mod pow matmul and or xor lshift rshift neg pos invert abs eq ne lt le gt ge "
    "getitem radd rsub rmul rtruediv rfloordiv rmod rpow rmatmul rand ror rxor iadd isub imul itruediv ifloordiv "
    "imod ipow iand ior ixor").split())
# Of these, the augmented ones write into their receiver ('kept.__ior__({...})' is 'kept |= {...}').
IN_PLACE_DUNDERS = frozenset(name for name in OPERATOR_DUNDERS if name.startswith("__i") and name != "__invert__")
# What kernel code reaches the CPU interpreter's own objects by: plain Python on NumPy arrays there.
INTERPRETER_INTERNALS = frozenset({"handle", "core", "semantic", "tensor", "interpreter", "runtime"})
# torch's dtypes, its dense memory formats and the strided layout (round 19c: 'memory_format=torch.contiguous_format'
# is PyTorch's idiom for a dense output; sparse and jagged layouts are left out).
TORCH_VALUES = frozenset({name for name in dir(torch) if isinstance(getattr(torch, name, None), torch.dtype)} | {
    "contiguous_format", "preserve_format", "channels_last", "channels_last_3d", "strided"})
TORCH_CLASSES = frozenset({"Tensor", "Size", "dtype", "device"})  # for isinstance and annotations
# What a value that is not a tensor may be: plain data, whose attributes and methods reach no module.
DATA_TYPES = (bool, int, float, complex, str, bytes, type(None), torch.dtype, torch.layout, torch.memory_format,
              torch.device)
# str.format's fields: a position or a name; '.' and '[' would read attributes and items of the arguments.
FORMAT_FIELD = re.compile(r"\d*|[A-Za-z_]\w*")
# torch.ops and its namespaces make their operators on lookup.
OPERATOR_TABLES = (torch._ops._Ops, torch._ops._OpNamespace, torch._ops.OpOverloadPacket)

TODO_CALLS = ("wrapper code may call only Triton kernels as kernel[grid](...), functions of the pass_dir, torch's "
              "allocators, tensor metadata and view methods, triton.cdiv/next_power_of_2, math.* and basic builtins")
TODO_COMPUTE = "compute in the Triton kernel; the wrapper may only allocate, read metadata, make views and launch"
TODO_NO_STATE = "a pass may not keep anything between calls: allocate outputs on every call"
TODO_NAMES = "call functions by their name; dynamic lookups and code execution hide what a pass calls"
TODO_TRUTH = "branch on shapes, dtypes and constants, never on tensor values"
TODO_TORCH = ("compute in the Triton kernel; outside pattern, torch may only allocate (torch.empty, zeros, ones, "
              "full, their _like forms, as_tensor)")
TODO_INTERPRETER = ("kernel code uses triton.language's functions and its tensors' methods; the interpreter's "
                    "internals run plain Python on the CPU")
TODO_VALUES = ("modules, functions and classes are called by name, never passed, stored or formatted: a value is "
               "a tensor, a number, a string, a dtype or a tuple of these")
TODO_FORMAT = ("format a string literal with plain fields ('{}', '{0}', '{name}', with a format spec) and numbers, "
               "strings, shapes and dtypes as arguments")
TODO_KERNEL_WRITES = ("a kernel writes only with tl.store and tl.atomic_* into the tensors it is given; in the CPU "
                      "interpreter a Python write into a dict or list it gets (a constexpr, a Config's value) keeps "
                      "state across calls")
TODO_UNBOUND = ("import, define or assign every name a pass uses (of the builtins, only those the checks list): "
                "the CPU interpreter fills a kernel module's missing names with its own globals (inspect, np, ast, ...)")
TODO_PATTERN_VALUES = ("pattern is traced in the child, where its body runs for real: on its values it may call only "
                       "tensor methods the graph holds (view, permute, to, sum, ...) and read tensor metadata (shape, "
                       "dtype, ...), no private ('_') names, .numpy(), .item(), .tolist(), storages or hooks")
TODO_PATTERN_WRITES = ("pattern is traced in the child, where its body runs for real: it returns a value computed "
                       "from its inputs and writes nothing but its own locals (no module's names, no helper's "
                       "parameters, nothing reached through them)")
TODO_BOUND_METHOD = ("call a value's methods where they stand ('d.get(k)', 'shape.index(1)'): a method passed on, "
                     "stored or given to Triton as a hook or grid is called later with what it is given (Triton calls "
                     "hooks with the launch's tensors), and a container's method keeps them in the container")
TODO_IR_OVERRIDE = ("write kernels in Python with @triton.jit and give Configs only meta-parameters, num_warps, "
                    "num_stages, num_ctas, maxnreg: an ir_override file is compiled in place of the kernel's checked "
                    "source")
# What Triton's tutorials write first (``DEVICE = triton.runtime.driver.active.get_active_torch_device()``): a
# torch.device, called without arguments; read by its name only (looking it up would start the driver).
TUTORIAL_DEVICE = "triton.runtime.driver.active.get_active_torch_device"
# Of triton.Config's parameters, the place of ir_override (after kwargs, num_warps, num_stages, num_ctas, maxnreg,
# pre_hook).
CONFIG_IR_OVERRIDE_POSITION = 6
# attributes of a tl.tensor that a kernel reads as values (round 60a: 'x.numel' is a constexpr there, not the method
# of torch.Size or str the bound-method rule is about)
KERNEL_TENSOR_ATTRIBUTES = frozenset({"numel", "shape", "dtype", "type", "T"})
TODO_METHOD = ("compute in the Triton kernel; of a tensor, wrapper code may call only metadata and view methods "
               "(size, stride, numel, view, reshape, permute, ...)")


@dataclass(frozen=True)
class Finding:
    file: Path
    line: int
    what: str
    todo: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line}: {self.what} — {self.todo}"


@dataclass
class Module:
    """A parsed pass file: a listed rule file (``rule``) and/or a module importable as ``dotted``."""

    path: Path
    tree: ast.Module
    source: bytes  # the bytes ``tree`` was parsed from: Triton reads a jit function's lines from them
    dotted: str | None = None
    rule: bool = False


# -- what a name may stand for besides a typed value ------------------------------------


@dataclass(frozen=True)
class ModuleRef:
    dotted: str  # 'torch', 'triton.language', 'pass_dir.kernels'


@dataclass(frozen=True)
class ObjectRef:
    dotted: str  # a member of an outside module: 'torch.empty', 'math.ceil'


@dataclass(frozen=True)
class BuiltinRef:
    name: str


@dataclass(frozen=True)
class UnitRef:
    unit: Unit


@dataclass(frozen=True)
class Blocked:
    """A value that never reaches run time: a pass_dir name whose import fails before anything
    runs, or the result of a construct already reported (what follows from it is not reported again)."""


Value = int | ModuleRef | ObjectRef | BuiltinRef | UnitRef | Blocked
WRAPPER, KERNEL, PATTERN, ARGS = "wrapper", "kernel", "pattern", "replacement_args"


@dataclass(eq=False)
class Unit:
    """One function body: a module-level function or kernel, or a local function (nested def, lambda)."""

    node: ast.FunctionDef | ast.Lambda
    info: ModuleInfo
    kind: str
    parent: Unit | None = None
    local: bool = False  # a lambda or nested def: called by Triton as a grid, or by its own module
    param_types: dict[str, int] = field(default_factory=dict)
    returns: int = BOTTOM
    env: dict[str, Value] = field(default_factory=dict)
    shared: set[str] = field(default_factory=set)  # locals that may hold state or the caller's objects
    # Locals whose elements may (a display of a module's list): a write into an element writes that (round 63a)
    holds_shared: set[str] = field(default_factory=set)
    # 'grid' (Triton calls it with a launch's arguments), 'call' (a local function called by name), 'other' (a
    # value use, or a module-level function's call), 'pattern', 'entry'
    uses: set[str] = field(default_factory=set)
    state: set[str] = field(default_factory=set)  # in pattern code: locals that may hold what is not its own
    open: set[str] = field(default_factory=set)  # in wrapper code: locals that may be a list, dict, ... (may_be_open)
    # parameters some call gives what may be a mutable object (a module's list: 'may_be_open' calls that data)
    given_mutable: set[str] = field(default_factory=set)
    returns_open: bool = False
    # the ``prune_configs_by`` entries it is given as ('perf_model', 'early_config_prune', ...): Triton calls those
    # with the launch's arguments by keyword (round 60a)
    prune_hooks: set[str] = field(default_factory=set)

    @property
    def name(self) -> str:
        return getattr(self.node, "name", "<lambda>")

    def positional(self) -> list[str]:
        args = self.node.args
        return [a.arg for a in args.posonlyargs + args.args]

    def keyword_only(self) -> list[str]:
        return [a.arg for a in self.node.args.kwonlyargs]

    def raise_param(self, name: str, kind: int) -> bool:
        if kind > self.param_types.get(name, BOTTOM):
            self.param_types[name] = kind
            return True
        return False


@dataclass(eq=False)
class ModuleInfo:
    module: Module
    names: dict[str, Value] = field(default_factory=dict)  # the module-level namespace
    units: dict[str, Unit] = field(default_factory=dict)  # module-level functions by name
    bindings: dict[str, list[ast.stmt]] = field(default_factory=dict)  # each module-level name's binding statements

    def immutable_constant(self, name: str) -> bool:
        """A module-level name bound only to values nothing can write into (``EPS = 1e-5``, ``SHAPE = (768,)``)."""
        statements = self.bindings.get(name, [])
        return bool(statements) and all(isinstance(s, (ast.Assign, ast.AnnAssign)) and s.value is not None
                                        and _immutable_value(s.value) for s in statements)

    @property
    def path(self) -> Path:
        return self.module.path


# -- the lines Triton reads as a jit function's source ------------------------------------
# Triton does not run or compile the function Python compiled: it takes the function's source lines from
# ``inspect.getsourcelines`` (the file as ``linecache`` reads it: first decorator to the end of the block) and cuts
# them at a def line. The CPU interpreter runs the text from the *last* line whose stripped text starts with "def ",
# or the last line alone where none does (``FunctionRewriter._find_def``, ``_prepare_source``); the GPU compiler
# compiles it from the *first* ``^def\s+\w+\s*\(`` of the dedented lines (``JITCallable.__init__``). A line of a
# string, a bytes literal, an annotation or a docstring is such a line too (red team rounds 19g, 20a).
TODO_DEF_LINES = ("Triton takes a jit function's source from its file: the CPU interpreter runs it from the last line "
                  "that starts with 'def ', the GPU compiler from the first; start no line of its decorators, body or "
                  "strings with 'def' (a docstring's example can read '>>> def ...')")


def _starts_with_def(line: str) -> bool:
    r"""Whether a physical line is one Triton could take for a def line: after any whitespace, 'def' and then
    whitespace or its end (the interpreter's ``strip().startswith("def ")``; the compiler's ``^def\s+``, whose
    ``\s`` reaches the next line)."""
    text = line.lstrip()
    return text.startswith("def") and (len(text) == 3 or text[3].isspace())


def _physical_lines(data: bytes) -> list[str] | None:
    """A UTF-8 module's lines as ``linecache`` gives them to ``inspect`` (``tokenize.open``: universal newlines,
    counted as the parser counts lines); None for any other encoding, whose decoder could count otherwise."""
    try:
        encoding, _ = tokenize.detect_encoding(io.BytesIO(data).readline)
        if encoding not in ("utf-8", "utf-8-sig"):
            return None
        return io.TextIOWrapper(io.BytesIO(data), encoding, line_buffering=True).readlines()
    except (SyntaxError, UnicodeDecodeError):
        return None


def _inspected_spans(tree: ast.Module, lines: list[str],
                     names: set[str]) -> dict[tuple[str, int], tuple[int, int]] | None:
    """(first, last) line that ``inspect.getsourcelines`` reads from ``lines`` for each module-level function named
    in ``names``, by (name, the code's first line); (0, 0) where it finds none; None where the module does not
    compile (its import fails before any kernel runs). Computed by inspect itself, on the code objects the compiler
    makes of ``tree`` (nothing runs), with ``lines`` lent to ``linecache``."""
    filename = f"<passnet allow-list {id(lines)}>"
    linecache.cache[filename] = (sum(map(len, lines)), None, lines, filename)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            code = compile(tree, filename, "exec", dont_inherit=True)
        spans = {}
        for function in code.co_consts:
            if isinstance(function, types.CodeType) and function.co_name in names:
                try:
                    read, first = inspect.getsourcelines(function)
                    spans[(function.co_name, function.co_firstlineno)] = (first, first + len(read) - 1)
                except (OSError, SyntaxError, tokenize.TokenError):
                    spans[(function.co_name, function.co_firstlineno)] = (0, 0)
        return spans
    except (SyntaxError, ValueError):
        return None
    finally:
        del linecache.cache[filename]


def _unparse(node: ast.AST, limit: int = 60) -> str:
    try:
        text = " ".join(ast.unparse(node).split())
    except (RecursionError, ValueError, AttributeError):
        return "<expression>"
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _is_dunder(name: str) -> bool:
    return name.startswith("__") and name.endswith("__")


def _root_name(node: ast.expr) -> str | None:
    while isinstance(node, (ast.Attribute, ast.Subscript)):
        node = node.value
    return node.id if isinstance(node, ast.Name) else None


def _inert(node: ast.expr) -> bool:
    """A string (a route) or None: comparing a tensor with it for equality computes nothing."""
    if isinstance(node, ast.Constant):
        return node.value is None or isinstance(node.value, str)
    return isinstance(node, (ast.Tuple, ast.List, ast.Set)) and bool(node.elts) and all(map(_inert, node.elts))


def _pattern_denied(dotted: str) -> bool:
    """torch functions with effects beyond their result when ``pattern`` is traced (files, native
    code, processes, global switches, hooks): everything else of torch is an operator a graph may
    hold. A function or class is judged by its name and by where it is defined (``torch.ops.import_module``
    is ``torch._ops``'s, ``torch.CompilationUnit`` torch._C's: round 18c)."""
    if _denied_name(dotted):
        return True
    found, problem = _lookup(dotted, "torch")
    defined_in = getattr(found, "__module__", None) if inspect.isroutine(found) or isinstance(found, type) else None
    return problem is None and isinstance(defined_in, str) and defined_in != dotted.rpartition(".")[0] and (
        _pattern_denied(f"{defined_in}.{getattr(found, '__name__', dotted.rpartition('.')[2])}"))


def _pattern_member(name: str) -> bool:
    """What pattern may read or call of a value: a public tensor method or attribute the graph can hold, or an
    operator (FX writes ``x.__add__(y)``). Anything else runs as Python when pattern is traced."""
    if name in OPERATOR_DUNDERS:
        return True
    return not name.startswith("_") and name not in PATTERN_MEMBERS_DENIED and hasattr(torch.Tensor, name)


def _denied_name(dotted: str) -> bool:
    """``_pattern_denied`` by the name alone."""
    parts = dotted.split(".")
    return (any(dotted == p or dotted.startswith(p + ".") for p in PATTERN_DENIED)
            or any(part.startswith(("set_", "use_", "manual_seed")) for part in parts[1:])  # any depth: round 18c
            or any(part.startswith("register_") or part in PATTERN_MEMBERS_DENIED for part in parts[1:])
            or (dotted.startswith("torch._C.") and not dotted.startswith(PATTERN_C_MODULES)))


# -- what an outside name stands for ----------------------------------------------------------

_ABSENT = object()
# Where the checks look outside names up: modules they import themselves, by this fixed list, never because a pass
# names them (round 18c: 'from venv import __main__' made the trusted process run venv's command line). Every
# other module is read from sys.modules as it stands: a name that needs an import to resolve is refused.
LOOKUP_PACKAGES = ("torch", "triton", "math", "typing")
LOOKUP_MODULES = ("torch", "triton", "triton.language", "triton.language.extra.libdevice", "math", "typing")


@lru_cache(maxsize=None)
def _load_lookup_modules() -> None:
    for name in LOOKUP_MODULES:
        importlib.import_module(name)


def _member(owner: object, name: str) -> object:
    """``owner.name`` as stored, looked up without importing or running anything: an attribute of a module,
    class or object, a submodule already imported, an operator of ``torch.ops``."""
    if isinstance(owner, OPERATOR_TABLES) and inspect.getattr_static(type(owner), name, _ABSENT) is _ABSENT:
        try:
            return getattr(owner, name)
        except (AttributeError, RuntimeError):
            return _ABSENT
    found = inspect.getattr_static(owner, name, _ABSENT)
    if found is _ABSENT and isinstance(owner, types.ModuleType):
        return sys.modules.get(f"{owner.__name__}.{name}", _ABSENT)
    return found


def _defined_in(found: object, package: str) -> bool:
    """A function, class or value of ``package``'s own (``tl.sigmoid``, a jit function of triton.language.standard,
    also as the CPU interpreter wraps it), an enum or plain data (``tl.float32``); not an object it re-exports from
    elsewhere (``tl.extra.modules`` is sys.modules, ``tl.extra.module_from_spec`` importlib's)."""
    kernel = type(found).__module__.startswith("triton.runtime.") and inspect.isfunction(getattr(found, "fn", None))
    module = getattr(found.fn if kernel else found, "__module__", None)  # a jit function: where its body is
    return _is_data(found) or isinstance(found, (enum.Enum, enum.EnumMeta)) or (
        isinstance(module, str) and (module == package or module.startswith(package + ".")))


@lru_cache(maxsize=None)
def _lookup(dotted: str, package: str, refused: frozenset[str] = frozenset(),
            own_members: bool = False) -> tuple[object, str | None]:
    """What ``dotted`` (a name in torch, triton, math or typing, spelt out) stands for: (the
    object, None), or (None, why a pass may not name it): it is not under one of ``LOOKUP_PACKAGES``, on
    its way it passes a module outside ``package`` or with a part in ``refused`` (``typing.sys.modules``,
    ``tl.random.tl.knobs.os``), or, with ``own_members``, an object not ``package``'s own (``_defined_in``),
    or it is not there without an import."""
    head, *parts = dotted.split(".")
    if head not in LOOKUP_PACKAGES:
        return None, f"'{head}' is not torch, triton, math or typing, the only modules the checks read"
    _load_lookup_modules()
    found: object = sys.modules[head]
    for depth in range(1, len(parts) + 1):
        found = _member(found, parts[depth - 1])
        walked = ".".join([head, *parts[:depth]])
        if found is _ABSENT:
            return None, (f"'{walked}' is not there, or is a module the checks would have to import (they import "
                          f"nothing a pass names): use a name of a module torch or triton imports themselves")
        if isinstance(found, types.ModuleType):
            name = found.__name__
            if not (name == package or name.startswith(package + ".")) or set(name.split(".")) & refused:
                return None, f"'{walked}' is the module '{name}'"
        elif own_members and not _defined_in(found, package):  # round 18c: tl.extra.modules.get('builtins')
            return None, f"'{walked}' is a {type(found).__name__} that is not {package}'s own"
    return found, None


def _triton_operation(found: object) -> bool:
    """What kernel code may call of triton.language's own (round 19c: not its plain Python helpers, such as
    ``str_to_ty``, which ``eval``s part of its string): a builtin (``@builtin``, ``_tensor_member_fn``), a jit
    function, a class (``tl.range``, ``tl.constexpr``), a libdevice stub (its body is ``...``; the backend or the
    interpreter gives the operation)."""
    if inspect.getattr_static(found, "__triton_builtin__", False) is True or isinstance(found, type):
        return True
    if type(found).__module__.startswith("triton.runtime.") and inspect.isfunction(getattr(found, "fn", None)):
        return True  # a jit function, also as the CPU interpreter wraps it
    return inspect.isfunction(found) and found.__module__ == "triton.language.extra.libdevice"


def _is_data(found: object) -> bool:
    triton_language = sys.modules.get("triton.language")
    return isinstance(found, DATA_TYPES) or (triton_language is not None and isinstance(found, triton_language.dtype))


@lru_cache(maxsize=None)
def _data_methods() -> frozenset[str]:
    """The names of the methods of every value that is not a tensor (numbers, strings, containers, their views and
    iterators, slices, exceptions, shapes, dtypes, devices, Configs, triton.language's dtypes and constexprs):
    such an attribute read without a call is a bound method, a function used as a value (round 59b:
    ``pre_hook=_SEEN.update`` filled a module-level dict with the launch's tensors)."""
    _load_lookup_modules()
    triton, triton_language = sys.modules["triton"], sys.modules["triton.language"]
    owners = (dict, list, set, frozenset, tuple, str, bytes, int, float, complex, bool, slice, range, BaseException,
              zip, enumerate, reversed, type({}.items()), type({}.keys()), type({}.values()), torch.Size, torch.dtype,
              torch.device, torch.layout, torch.memory_format, torch.finfo, torch.iinfo, triton.Config,
              triton_language.dtype, triton_language.constexpr)
    return frozenset(name for owner in owners for name in dir(owner) if not _is_dunder(name) and (
        inspect.isroutine(found := inspect.getattr_static(owner, name, None))
        or isinstance(found, (classmethod, staticmethod))))


def _data_ref(value: Value) -> bool:
    """An outside name that stands for plain data (``tl.float32``, ``math.pi``), not a module or function."""
    if not isinstance(value, ObjectRef):
        return False
    found, problem = _lookup(value.dotted, value.dotted.split(".")[0])
    return problem is None and _is_data(found)


def _outside_ref(value: Value) -> bool:
    """A module or object of torch, triton, math or typing (not of the pass)."""
    return isinstance(value, ObjectRef) or (isinstance(value, ModuleRef)
                                            and value.dotted.split(".")[0] not in PASS_PACKAGES)


def _class_ref(value: Value) -> bool:
    """A class named for isinstance: a builtin type or an outside class (``torch.Tensor``)."""
    if isinstance(value, BuiltinRef):
        return value.name in CLASS_BUILTINS
    return isinstance(value, ObjectRef) and isinstance(_lookup(value.dotted, value.dotted.split(".")[0])[0], type)


def _bad_format_fields(template: str, depth: int = 0) -> list[str]:
    """The fields of a ``str.format`` template that are not a bare position or name, in the
    template and in its format specs (which may hold fields of their own)."""
    try:
        parsed = list(string.Formatter().parse(template))
    except ValueError:
        return [template]
    bad = []
    for _, name, spec, _ in parsed:
        if name is not None and not FORMAT_FIELD.fullmatch(name):
            bad.append(name)
        if spec and name is not None:
            bad += _bad_format_fields(spec, depth + 1) if depth < 2 else [spec]
    return bad


def _evaluated_at_definition(func: ast.FunctionDef | ast.Lambda) -> list[tuple[ast.expr, bool]]:
    """What Python evaluates where a function is defined: (default or annotation, is an annotation?)."""
    args = func.args
    values = [(d, False) for d in args.defaults + [d for d in args.kw_defaults if d is not None]]
    if isinstance(func, ast.FunctionDef):
        annotations = [a.annotation for a in _arguments(func) if a.annotation is not None]
        annotations += [func.returns] if func.returns else []
        values += [(a, True) for a in annotations]
    return values


def _pattern_only(unit: Unit) -> bool:
    """A module-level function that only ``pattern`` (or such a function) calls: traced code (round 15b:
    an honest pattern calling a helper module was refused as wrapper code)."""
    return unit.kind == WRAPPER and not unit.local and unit.uses == {"pattern"}


def _calls_at_import(node: ast.AST) -> bool:
    """Whether evaluating ``node`` calls anything: a lambda's body runs later, its defaults now."""
    if isinstance(node, ast.Lambda):
        return any(_calls_at_import(value) for value, _ in _evaluated_at_definition(node))
    return isinstance(node, ast.Call) or any(_calls_at_import(child) for child in ast.iter_child_nodes(node))


def _kept_iterators(node: ast.AST, makes: Callable[[ast.Call], bool] = lambda call: False) -> list[ast.expr]:
    """The iterators evaluating ``node`` makes and keeps: a generator expression, ``enumerate()``, ``zip()``, ... or a
    call ``makes`` says returns one, not consumed there by ``list()``, ``tuple()``, ... or a comprehension (round 67a's
    ITER_STATE: a module's iterator advanced one step a call counts the calls). A lambda's body runs later, its
    defaults now."""
    if isinstance(node, ast.Lambda):
        return [kept for value, _ in _evaluated_at_definition(node) for kept in _kept_iterators(value, makes)]
    if isinstance(node, ast.GeneratorExp) or (isinstance(node, ast.Call) and (
            isinstance(node.func, ast.Name) and node.func.id in ITERATOR_BUILTINS or makes(node))):
        found = [node]
    else:
        found = []
    consumed = node.args if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and (
        node.func.id in CONSUMING_BUILTINS) else [node.iter] if isinstance(node, ast.comprehension) else []
    for child in ast.iter_child_nodes(node):
        inner = _kept_iterators(child, makes)
        found += inner[1:] if child in consumed and inner and inner[0] is child else inner
    return found


def _returned(func: ast.FunctionDef | ast.Lambda) -> list[ast.expr]:
    """What a function may return: its ``return`` values (and the values of the names they return or take
    elements of: ``its[0]``, round 69a), a lambda's body."""
    if isinstance(func, ast.Lambda):
        return [func.body]
    values = [r.value for r in ast.walk(func) if isinstance(r, ast.Return) and r.value is not None]
    names = {_root_name(v) for v in values}
    return values + [value for bound, value, _ in _bindings(func) if names & set(bound)]


def _ir_override_seen(tree: ast.AST) -> bool:
    """A module names ``ir_override`` (a string, a keyword) or writes a Config-like row: a list or tuple display of
    more than six elements whose first is a dict (round 61a: the ir_override the checks can see, wherever it is)."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and node.value == "ir_override" or isinstance(
                node, ast.keyword) and node.arg == "ir_override":
            return True
        if (isinstance(node, (ast.List, ast.Tuple)) and len(node.elts) > CONFIG_IR_OVERRIDE_POSITION
                and _dict_display(node.elts[0]) and not _dict_display(node.elts[1])
                and not (isinstance(node.elts[CONFIG_IR_OVERRIDE_POSITION], ast.Constant)
                         and node.elts[CONFIG_IR_OVERRIDE_POSITION].value is None)):
            return True  # a row of Config's arguments (not a table of keyword dicts: round 62a's SEVEN_CONFIG_DICTS)
    return False


def _dict_display(node: ast.expr) -> bool:
    return isinstance(node, ast.Dict) or (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                                          and node.func.id == "dict")


def _export_list(node: ast.expr | None) -> bool:
    """``__all__``'s value as modules write it: a list or tuple of string constants (round 59b)."""
    return isinstance(node, (ast.List, ast.Tuple)) and all(
        isinstance(e, ast.Constant) and isinstance(e.value, str) for e in node.elts)


def _is_main_guard(stmt: ast.stmt) -> bool:
    """``if __name__ == "__main__":`` without an ``else`` (which runs on every import: round 16b), whose body
    never runs when a pass is imported."""
    test = getattr(stmt, "test", None)
    return (isinstance(stmt, ast.If) and not stmt.orelse and isinstance(test, ast.Compare)
            and isinstance(test.left, ast.Name)
            and test.left.id == "__name__" and len(test.comparators) == 1
            and isinstance(test.comparators[0], ast.Constant) and test.comparators[0].value == "__main__")


def _bound_names(target: ast.expr) -> list[ast.Name]:
    """The names an assignment target binds (not those inside ``a.b = ...`` or ``a[i] = ...``)."""
    if isinstance(target, ast.Name):
        return [target]
    if isinstance(target, ast.Starred):
        return _bound_names(target.value)
    if isinstance(target, (ast.Tuple, ast.List)):
        return [n for element in target.elts for n in _bound_names(element)]
    return []


def _heuristic_table(decorator: ast.Call) -> ast.Dict | None:
    """The dict display a ``@triton.heuristics`` decorator is given, positionally or as ``values=`` (as Triton's
    own docstring writes it); None where it is given any other way."""
    given = [*decorator.args, *(k.value for k in decorator.keywords if k.arg == "values")]
    table = given[0] if len(given) == 1 and len(decorator.args) + len(decorator.keywords) == 1 else None
    return table if isinstance(table, ast.Dict) else None


def _module_bindings(tree: ast.Module) -> dict[str, list[ast.stmt]]:
    """Each module-level name's binding statements, in order: definitions, assignments, imports."""
    found: dict[str, list[ast.stmt]] = {}
    for stmt in tree.body:
        names: list[str] = []
        if isinstance(stmt, ast.FunctionDef):
            names = [stmt.name]
        elif isinstance(stmt, (ast.Assign, ast.AnnAssign)):
            names = [n.id for t in (stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target])
                     for n in _bound_names(t)]
        elif isinstance(stmt, (ast.Import, ast.ImportFrom)):
            names = [a.asname or a.name.split(".")[0] for a in stmt.names]
        for name in names:
            found.setdefault(name, []).append(stmt)
    return found


def _bindings(func: ast.FunctionDef | ast.Lambda) -> list[tuple[list[str], ast.expr, bool]]:
    """Every binding in a function's body: (the names bound, the value they get or are taken from, whether they get
    its elements: a loop's, an unpacking's)."""
    found = []
    for node in ast.walk(func):
        if isinstance(node, ast.Assign):
            found += [([n.id for n in _bound_names(t)], node.value, not isinstance(t, ast.Name)) for t in node.targets]
        elif isinstance(node, (ast.AnnAssign, ast.AugAssign, ast.NamedExpr)) and node.value is not None:
            found.append(([n.id for n in _bound_names(node.target)], node.value, not isinstance(node.target, ast.Name)))
        elif isinstance(node, (ast.For, ast.comprehension)):
            found.append(([n.id for n in _bound_names(node.target)], node.iter, True))
    return found


def _identity_roots(node: ast.expr) -> set[str]:
    """The names whose object ``node`` may be (not a new one: a call's, an operator's): ``STATE``, ``STATE[0]``,
    ``(STATE, 0)[0]``, ``STATE or []``."""
    if isinstance(node, (ast.Name, ast.Attribute, ast.Subscript)):
        root = _root_name(node)
        return {root} if root else set()
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return set().union(*map(_identity_roots, node.elts))
    if isinstance(node, ast.IfExp):
        return _identity_roots(node.body) | _identity_roots(node.orelse)
    if isinstance(node, ast.BoolOp):
        return set().union(*map(_identity_roots, node.values))
    if isinstance(node, (ast.NamedExpr, ast.Starred)):
        return _identity_roots(node.value)
    return set()


def _bound_otherwise(func: ast.FunctionDef | ast.Lambda) -> set[str]:
    """Names a function's body binds other than by ``_bindings``: imports, ``match`` captures, nested ``def``s."""
    found = set()
    for node in ast.walk(func):
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            found |= {a.asname or a.name.split(".")[0] for a in node.names}
        elif isinstance(node, (ast.MatchAs, ast.MatchStar)) and node.name:
            found.add(node.name)
        elif isinstance(node, ast.MatchMapping) and node.rest:
            found.add(node.rest)
        elif isinstance(node, ast.FunctionDef) and node is not func:
            found.add(node.name)
    return found


def _arguments(func: ast.FunctionDef | ast.Lambda) -> list[ast.arg]:
    """Every parameter, ``*args`` and ``**kwargs`` too."""
    args = func.args
    return args.posonlyargs + args.args + args.kwonlyargs + [a for a in (args.vararg, args.kwarg) if a]


def _prune_argument(decorator: ast.Call, argument: ast.expr) -> bool:
    """``argument`` is what a decorator is given as ``prune_configs_by=`` (round 60a)."""
    return any(k.arg == "prune_configs_by" and k.value is argument for k in decorator.keywords)


def _prune_key(key: ast.expr | None) -> str:
    """Which hook a ``prune_configs_by`` entry is; an unknown key is typed as perf_model (every argument)."""
    return key.value if isinstance(key, ast.Constant) and key.value == "early_config_prune" else "perf_model"


def _defaulted(func: ast.FunctionDef | ast.Lambda) -> list[tuple[str, ast.expr]]:
    """Each defaulted parameter with its default."""
    args = func.args
    positional = args.posonlyargs + args.args
    pairs = list(zip(positional[len(positional) - len(args.defaults):], args.defaults))
    pairs += [(a, d) for a, d in zip(args.kwonlyargs, args.kw_defaults) if d is not None]
    return [(a.arg, d) for a, d in pairs]


def _parameters(func: ast.FunctionDef | ast.Lambda) -> list[str]:
    return [a.arg for a in _arguments(func)]


@lru_cache(maxsize=None)
def _local_names(func: ast.FunctionDef | ast.Lambda) -> set[str]:
    """The names local to a function: its parameters and every name its body binds."""
    return set(_parameters(func)) | {n.id for n in ast.walk(func) if isinstance(n, ast.Name)
                                     and isinstance(n.ctx, ast.Store)}


COMPREHENSIONS = (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)


@lru_cache(maxsize=None)
def _scope_names(func: ast.FunctionDef | ast.Lambda) -> frozenset[str]:
    """The names a function binds in its own scope, as Python scopes them: its parameters, its assignments, loop
    targets, imports and nested defs, walruses; not a comprehension's variables (the comprehension's own scope) nor
    what a nested def or lambda binds."""
    found = set(_parameters(func))
    pending: list[ast.AST] = [func.body] if isinstance(func, ast.Lambda) else list(func.body)
    while pending:
        node = pending.pop()
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            found.add(node.id)
        elif isinstance(node, ast.NamedExpr):
            found |= {n.id for n in _bound_names(node.target)}
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            found |= {a.asname or a.name.split(".")[0] for a in node.names}
        elif isinstance(node, ast.FunctionDef):
            found.add(node.name)
        elif isinstance(node, (ast.MatchAs, ast.MatchStar)) and node.name:
            found.add(node.name)
        elif isinstance(node, ast.MatchMapping) and node.rest:
            found.add(node.rest)
        if isinstance(node, (ast.FunctionDef, ast.Lambda)):
            pending += [value for value, _ in _evaluated_at_definition(node)]
            pending += node.decorator_list if isinstance(node, ast.FunctionDef) else []
        elif isinstance(node, COMPREHENSIONS):
            pending += [n for g in node.generators for n in ast.walk(g) if isinstance(n, ast.NamedExpr)]
            pending += [n for r in ([node.key, node.value] if isinstance(node, ast.DictComp) else [node.elt])
                        for n in ast.walk(r) if isinstance(n, ast.NamedExpr)]
            pending.append(node.generators[0].iter)
        else:
            pending += ast.iter_child_nodes(node)
    return frozenset(found)


def _immutable_value(node: ast.expr) -> bool:
    """A module-level constant nothing can write into: a number or string, or a tuple or arithmetic of them."""
    if isinstance(node, ast.Constant):
        return True
    if isinstance(node, ast.Tuple):
        return all(map(_immutable_value, node.elts))
    if isinstance(node, ast.UnaryOp):
        return _immutable_value(node.operand)
    return isinstance(node, ast.BinOp) and _immutable_value(node.left) and _immutable_value(node.right)


def _outside_data(dotted: str) -> bool:
    """A name of torch, triton, math or typing standing for an object a write could change (a dict of hooks): not
    a module, class, function or operator, nor immutable data (``torch.float32``, ``math.pi``)."""
    found, problem = _lookup(dotted, dotted.split(".")[0])
    return problem is not None or not (isinstance(found, (types.ModuleType, type, *OPERATOR_TABLES, torch._ops.OpOverload))
                                       or inspect.isroutine(found) or _is_data(found))


def _in_place_name(name: str) -> bool:
    """A method or function that writes into its receiver or first argument: a container's, torch's in-place
    spelling (``add_``, ``copy_``), or an augmented operator written as a method (``kept.__ior__(...)``)."""
    return name in MUTATING_METHODS | IN_PLACE_DUNDERS or (name.endswith("_") and not name.startswith("_"))


def _fresh(node: ast.expr) -> bool:
    """A value made right here, which no one else holds: a display, a constant, a list()/dict() copy."""
    if isinstance(node, (ast.List, ast.Dict, ast.Set, ast.ListComp, ast.DictComp, ast.SetComp, ast.Constant,
                         ast.Tuple, ast.BinOp, ast.Compare)):
        return True
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("list", "dict", "set")


_COPIES = frozenset({"list", "tuple", "dict", "set", "sorted"})
_DISPLAYS = (ast.List, ast.Tuple, ast.Set, ast.Dict, ast.ListComp, ast.SetComp, ast.DictComp)


def _made_of_constants(node: ast.expr) -> bool:
    """A value made right here of constants and displays of them: none of its elements is anyone else's."""
    if isinstance(node, ast.Constant):
        return True
    if isinstance(node, (ast.List, ast.Tuple, ast.Set)):
        return all(map(_made_of_constants, node.elts))
    if isinstance(node, ast.Dict):
        return None not in node.keys and all(map(_made_of_constants, node.values))
    return False


def pass_imports(tree: ast.Module) -> set[str]:
    """Dotted names of the pass_dir / const_pass_dir modules a file may import: each named module,
    its packages (whose ``__init__`` runs first) and, for ``from pass_dir import x``, ``pass_dir.x``."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names = [node.module, *(f"{node.module}.{a.name}" for a in node.names if a.name != "*")]
        else:
            continue
        for name in names:
            parts = name.split(".")
            if parts[0] in PASS_PACKAGES:
                found |= {".".join(parts[: i + 1]) for i in range(len(parts))}
    return found


UNLISTED_STATEMENTS = {  # statement -> (what, what to do)
    "Try": ("'try' block", "a fallback lets the wrapper compute another way when the kernel fails; let errors "
                           "propagate"),
    "TryStar": ("'try' block", "let errors propagate"),
    "With": ("'with' block", "context managers (streams, no_grad, patches) are not needed to launch a kernel"),
    "AsyncWith": ("'async with' block", "a pass has no use for async code"),
    "Global": ("'global' statement", TODO_NO_STATE),
    "Nonlocal": ("'nonlocal' statement", TODO_NO_STATE),
    "ClassDef": ("class definition", "a pass is functions: pattern, replacement_args, replacement_func, "
                                     "kernels and their wrappers"),
    "AsyncFunctionDef": ("async function", "a pass has no use for async code"),
    "AsyncFor": ("'async for' loop", "a pass has no use for async code"),
}


class _Checker:
    """The whole pass: every module's units, the fixed point of their types, then the findings."""

    def __init__(self, modules: list[Module]):
        self.findings: dict[tuple, Finding] = {}
        self.reporting = False
        self.infos = [ModuleInfo(m) for m in modules]
        self.by_dotted = {i.module.dotted: i for i in self.infos if i.module.dotted}
        # Whether any module names an ir_override where the checks can see it (``_ir_override_seen``): read once, as
        # every triton.Config of every round asks
        self.ir_override_seen = any(_ir_override_seen(info.module.tree) for info in self.infos)
        self.units: list[Unit] = []
        self.entries: list[tuple[Unit, ModuleInfo, list[ast.expr] | None]] = []  # per rule: wrapper, module, arguments
        self.unresolved_entry = False  # some replacement_func returns something the checks cannot name
        self.module_changed = False
        self.scopes: dict[int, Unit] = {}  # the scope of each module-level value, kept across rounds
        # What launches pass by keyword (None: a '**' the checks cannot read) and as the grid ('grid'): Triton hands
        # a kernel's hooks every keyword of the launch, whether or not the kernel has such a parameter.
        self.launch_keywords: dict[str | None, int] = {}

    def report(self, info: ModuleInfo, node: ast.AST, what: str, todo: str) -> None:
        """Kept in the last round only, when every type is final."""
        if self.reporting:
            finding = Finding(info.path, getattr(node, "lineno", 0), what, todo)
            self.findings.setdefault((finding.file, finding.line, what), finding)

    # -- module level --------------------------------------------------------------------

    def declare(self, info: ModuleInfo) -> None:
        """The module-level functions, kernels and constants (imports come once every module has these)."""
        info.bindings = _module_bindings(info.module.tree)
        for stmt in info.module.tree.body:
            if isinstance(stmt, ast.FunctionDef):
                kind = KERNEL if self.is_kernel(info, stmt) else WRAPPER
                if info.module.rule and stmt.name in ("pattern", "replacement_args"):
                    kind = PATTERN if stmt.name == "pattern" else ARGS
                unit = self.add_unit(Unit(stmt, info, kind))
                info.units[stmt.name] = unit
                info.names[stmt.name] = UnitRef(unit)
            elif isinstance(stmt, (ast.Assign, ast.AnnAssign)):
                targets = stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target]
                names = [n.id for t in targets for n in _bound_names(t)]
                for name in names:
                    info.names[name] = BOTTOM  # raised to its value's type, round by round
                if isinstance(stmt.value, ast.Lambda):  # each name of a chain too (round 15b: else never walked)
                    lambda_unit = UnitRef(self.add_unit(Unit(stmt.value, info, WRAPPER, local=True)))
                    info.names.update(dict.fromkeys(names, lambda_unit))

    def add_unit(self, unit: Unit) -> Unit:
        self.units.append(unit)
        return unit

    def local_unit(self, node: ast.FunctionDef | ast.Lambda, info: ModuleInfo, parent: Unit | None) -> Unit:
        """The unit of a nested def or lambda, made once and kept across rounds."""
        for unit in self.units:
            if unit.node is node:
                return unit
        return self.add_unit(Unit(node, info, WRAPPER, parent=parent, local=True))

    def bind_import(self, stmt: ast.Import | ast.ImportFrom) -> dict[str, Value]:
        bound: dict[str, Value] = {}
        if isinstance(stmt, ast.Import):
            for alias in stmt.names:
                dotted = alias.name if alias.asname else alias.name.split(".")[0]
                bound[alias.asname or dotted] = self.module_ref(dotted)
            return bound
        module = stmt.module or ""
        for alias in stmt.names:
            if module.split(".")[0] in PASS_PACKAGES:
                bound[alias.asname or alias.name] = self.pass_member(module, alias.name)
            elif f"{module}.{alias.name}" == "triton.language":
                bound[alias.asname or alias.name] = ModuleRef("triton.language")
            else:
                bound[alias.asname or alias.name] = ObjectRef(f"{module}.{alias.name}")
        return bound

    def module_ref(self, dotted: str) -> Value:
        if dotted.split(".")[0] in PASS_PACKAGES and not any(
                d == dotted or d.startswith(dotted + ".") for d in self.by_dotted):
            return Blocked()
        return ModuleRef(dotted)

    def pass_member(self, module: str, name: str, seen: frozenset[str] = frozenset()) -> Value:
        """What ``<module>.<name>`` is, for a pass_dir module: a submodule, a function, a constant,
        or what it imports (a name imported round a cycle never exists: the import fails)."""
        if f"{module}.{name}" in self.by_dotted:
            return ModuleRef(f"{module}.{name}")
        info = self.by_dotted.get(module)
        if info is None or f"{module}.{name}" in seen:
            return Blocked()
        if name in info.units:
            return UnitRef(info.units[name])
        for stmt in info.module.tree.body:  # a name the helper imports in turn
            if isinstance(stmt, ast.ImportFrom) and not stmt.level:
                for alias in stmt.names:
                    if (alias.asname or alias.name) == name:
                        if (stmt.module or "").split(".")[0] in PASS_PACKAGES:
                            return self.pass_member(stmt.module, alias.name, seen | {f"{module}.{name}"})
                        return ObjectRef(f"{stmt.module}.{alias.name}")
            elif isinstance(stmt, ast.Import):
                for alias in stmt.names:
                    if (alias.asname or alias.name.split(".")[0]) == name:
                        return self.module_ref(alias.name if alias.asname else name)
        return info.names.get(name, Blocked())

    def dotted_of(self, info: ModuleInfo, node: ast.expr) -> str | None:
        """``a.b.c`` of an outside module (torch, triton, math) through the module's imports."""
        parts = []
        while isinstance(node, ast.Attribute):
            parts.append(node.attr)
            node = node.value
        if not isinstance(node, ast.Name):
            return None
        head = info.names.get(node.id)
        if not isinstance(head, (ModuleRef, ObjectRef)):  # decorators are read before later imports are bound
            for stmt in info.module.tree.body:
                if isinstance(stmt, (ast.Import, ast.ImportFrom)):
                    head = self.bind_import(stmt).get(node.id, head)
        if isinstance(head, (ModuleRef, ObjectRef)):
            return ".".join([head.dotted, *reversed(parts)])
        return None

    def is_kernel(self, info: ModuleInfo, func: ast.FunctionDef) -> bool:
        return any(self.decorator_name(info, d) in KERNEL_DECORATORS for d in func.decorator_list)

    def decorator_name(self, info: ModuleInfo, decorator: ast.expr) -> str | None:
        return self.dotted_of(info, decorator.func if isinstance(decorator, ast.Call) else decorator)

    def check_module_level(self, info: ModuleInfo) -> None:
        self.check_rebound_names(info)
        for stmt in info.module.tree.body:
            if isinstance(stmt, (ast.Import, ast.ImportFrom)):
                self.check_import_names(info, stmt)
            if isinstance(stmt, ast.Import):
                for alias in stmt.names:
                    self.check_import(info, stmt, alias.name)
            elif isinstance(stmt, ast.ImportFrom):
                self.check_import_from(info, stmt)
            elif isinstance(stmt, ast.FunctionDef):
                self.check_definition(info, stmt)
            elif isinstance(stmt, (ast.Assign, ast.AnnAssign)):
                self.check_constant(info, stmt)
            elif not (isinstance(stmt, ast.Pass) or _is_main_guard(stmt)
                      or (isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant))):
                self.report(info, stmt, f"module-level statement '{_unparse(stmt, 40)}'",
                            "module level may hold only imports, constants and function definitions")

    def check_rebound_names(self, info: ModuleInfo) -> None:
        """A module-level name bound to a second thing: a decorator, a default or an alias evaluated in between
        gets the binding of its moment, while the checks read one binding per name (round 18c: a heuristic
        defined before the kernel returned the launch's tensors, the one defined after it 0). The same module
        imported twice (``import triton`` and ``import triton.language``) is one thing."""
        for name, statements in info.bindings.items():
            seen: list[Value | ast.stmt] = []
            for stmt in statements:
                thing = self.bind_import(stmt).get(name) if isinstance(stmt, (ast.Import, ast.ImportFrom)) else stmt
                if seen and thing not in seen:
                    self.report(info, stmt, f"binds '{name}' again (first bound at line {statements[0].lineno})",
                                "bind each module-level name once: decorators, defaults and aliases evaluated in "
                                "between get the earlier binding, which the checks do not read")
                    break
                seen.append(thing)

    def check_jit_sources(self, info: ModuleInfo) -> None:
        """Each jit function's source as Triton reads it (``_inspected_spans``) holds one line Triton could take for
        its def line, its own, written 'def name(', and ends where the function does, but for comments (red team
        rounds 19g, 20a: a kernel hidden in a string, a bytes literal, an annotation; the own def 'def<TAB>name')."""
        kernels = [s for s in info.module.tree.body if isinstance(s, ast.FunctionDef) and self.is_kernel(info, s)]
        if not kernels:
            return
        lines = _physical_lines(info.module.source)
        if lines is None:
            self.report(info, ast.Pass(lineno=1), "a source encoding other than UTF-8",
                        "write pass files in UTF-8: Triton reads a jit function's source lines through a decoder of "
                        "its own, which the checks follow for UTF-8 only")
            return
        spans = _inspected_spans(info.module.tree, lines, {k.name for k in kernels})
        if spans is None:
            return
        for kernel in kernels:
            name, decorated = kernel.name, min([d.lineno for d in kernel.decorator_list] + [kernel.lineno])
            first, last = next((span for (code_name, line), span in spans.items()
                                if code_name == name and decorated <= line <= kernel.lineno), (0, 0))
            if not first:
                self.report(info, kernel, f"Python's inspect finds no source for the jit function '{name}'",
                            "Triton takes a jit function's source from inspect: define it plainly in its file")
                continue
            own = lines[kernel.lineno - 1]
            if not own.startswith(f"def {name}("):
                self.report(info, kernel, f"the jit function '{name}' is defined by the line "
                            f"{own.rstrip()[:60]!r}, not 'def {name}('",
                            f"write 'def {name}(' with one space: Triton's CPU interpreter finds a kernel's def line "
                            "by 'def ', and where none is it runs the kernel's last line alone")
            if last < kernel.end_lineno:
                self.report(info, kernel, f"Python's inspect reads lines {first}-{last} as the jit function '{name}', "
                            f"which ends at line {kernel.end_lineno}",
                            "Triton would run part of it: write its decorators and def line plainly")
            for number in range(min(first, decorated), max(last, kernel.end_lineno) + 1):
                line = lines[number - 1]
                if number != kernel.lineno and _starts_with_def(line):
                    self.report(info, ast.Pass(lineno=number), f"a line that starts with 'def' in the source of the "
                                f"jit function '{name}' (lines {min(first, decorated)}-{max(last, kernel.end_lineno)})",
                                TODO_DEF_LINES)
                elif number > kernel.end_lineno and line.strip() and not line.lstrip().startswith("#"):
                    self.report(info, ast.Pass(lineno=number), f"Python's inspect reads this line, past its end, "
                                f"as part of the jit function '{name}'",
                                "Triton would run it as part of the kernel: end the function plainly")

    def check_import(self, info: ModuleInfo, node: ast.stmt, name: str) -> None:
        extra_math = name == TRITON_EXTRA or name.startswith(TRITON_EXTRA + ".")  # libdevice, as Triton documents it
        if name.split(".")[0] not in PASS_PACKAGES and name not in ALLOWED_IMPORTS and not extra_math:
            self.report(info, node, f"imports '{name}'", "a pass may import only torch, triton, triton.language "
                                                        "(and triton.language.extra's libdevice), math, typing and "
                                                        "its own pass_dir modules")

    def check_import_names(self, info: ModuleInfo, node: ast.Import | ast.ImportFrom) -> None:
        """The names an import binds: no dunder ('import x as __name__' makes the main guard run: round 16b),
        and in a package's ``__init__`` none a module of the package is named (``from pass_dir import helper``
        gets that binding, where the checks follow ``pass_dir/helper.py``)."""
        for alias in node.names:
            bound = alias.asname or alias.name.split(".")[0]
            if _is_dunder(bound):
                self.report(info, node, f"binds '{bound}' by import",
                            "dunder names change how Python imports and runs the module; import under another name")
            elif info.module.dotted and info.module.path.name == "__init__.py" and (
                    f"{info.module.dotted}.{bound}" in self.by_dotted):
                self.report(info, node, f"binds '{bound}', the name of the module {info.module.dotted}.{bound}",
                            "give the package's own names other names than its modules'")

    def check_import_from(self, info: ModuleInfo, node: ast.ImportFrom) -> None:
        if node.level:
            self.report(info, node, f"relative import 'from {'.' * node.level}{node.module or ''} import ...'",
                        "import helpers as 'from pass_dir.<module> import <name>'")
        elif any(a.name == "*" for a in node.names):
            self.report(info, node, f"'from {node.module} import *'",
                        "import names one by one, so that the checks see what each name is")
        else:
            self.check_import(info, node, node.module or "")  # each imported name is checked where it is used

    def check_definition(self, info: ModuleInfo, func: ast.FunctionDef) -> None:
        if _is_dunder(func.name):
            self.report(info, func, f"defines '{func.name}'",
                        "dunder functions change how Python runs the module; give it an ordinary name")
        allowed = KERNEL_DECORATORS if info.units[func.name].kind == KERNEL else WRAPPER_DECORATORS
        for decorator in func.decorator_list:
            if self.decorator_name(info, decorator) not in allowed:
                self.report(info, decorator, f"decorator '@{_unparse(decorator)}'",
                            "kernels take @triton.jit, @triton.autotune, @triton.heuristics; wrappers at most "
                            "@torch.fx.wrap")
            elif isinstance(decorator, ast.Call):
                for argument in [*decorator.args, *(k.value for k in decorator.keywords)]:
                    if not _prune_argument(decorator, argument):
                        kind = self.module_value(info, argument, in_decorator=True)
                    elif isinstance(argument, ast.Dict) and None not in argument.keys:  # round 60a: each hook as
                        kind = max([self.module_value(info, value, in_decorator=True,  # the hook Triton calls
                                                      prune_hook=_prune_key(key))
                                    for key, value in zip(argument.keys, argument.values)] + [SCALAR])
                    else:  # another form of prune_configs_by (dict(...), '**'): every hook typed as perf_model
                        kind = self.module_value(info, argument, in_decorator=True, prune_hook="perf_model")
                    if kind >= CONTAINER and _calls_at_import(argument):  # round 17b
                        self.report(info, argument, f"computes '{_unparse(argument)}' at import, in a decorator",
                                    "what a decorator keeps is shared by every call; " + TODO_NO_STATE)
                if self.decorator_name(info, decorator) == "triton.heuristics":
                    self.check_heuristics(info, decorator)
        self.check_defaults(info, func)

    def check_defaults(self, info: ModuleInfo, func: ast.FunctionDef | ast.Lambda) -> None:
        """What the definition evaluates at import: a def's or a module-level lambda's defaults and annotations."""
        kinds = []
        for value, annotation in _evaluated_at_definition(func):
            kind = self.module_value(info, value, annotation=annotation)
            kinds += [] if annotation else [kind]
            for iterator in _kept_iterators(value, partial(self.makes_iterator, info, frozenset())):
                self.report(info, iterator, f"keeps the iterator '{_unparse(iterator)}' made at import as a default",
                            "an iterator advanced by each call counts the calls; " + TODO_NO_STATE)
            if kind >= CONTAINER and _calls_at_import(value) and not annotation:
                self.report(info, value, f"computes the default '{_unparse(value)}' at import",
                            "a default made at import is shared by every call; " + TODO_NO_STATE)
        if isinstance(func, ast.Lambda):  # a local unit: its defaults type its parameters
            self.module_changed |= self.bind_defaults(self.local_unit(func, info, None), kinds)

    def makes_iterator(self, info: ModuleInfo, seen: frozenset[int], call: ast.Call) -> bool:
        """Whether a call at import of the pass's own function or lambda returns an iterator (round 68a's
        ITER_FACTORY: ``_CALLS = _counter()``, ``_counter`` returning ``enumerate(range(N))``)."""
        func = call.func
        target = info.names.get(func.id) if isinstance(func, ast.Name) else None
        node = func if isinstance(func, ast.Lambda) else target.unit.node if isinstance(target, UnitRef) else None
        if node is None or id(node) in seen:
            return False
        local = {n for bound, _, _ in _bindings(node) for n in bound} | _bound_otherwise(node) | set(_parameters(node))
        makes = partial(self.makes_iterator, info, seen | {id(node)})
        return any(_kept_iterators(value, makes) or any(  # a local function's call: unknown (round 69a: 'make()')
            isinstance(c, ast.Call) and _root_name(c.func) in local for c in ast.walk(value))
            for value in _returned(node))

    def check_heuristics(self, info: ModuleInfo, decorator: ast.Call) -> None:
        """A heuristic's value becomes a constexpr, which the CPU interpreter hands to the kernel's
        body as it is: a tensor there is computed on with torch. Only a table the checks read: one dict
        display written in the decorator, keyed by strings, each value a lambda or a function of the module by
        name (round 17b: ``values=``, a name or ``{**table}`` hid ``lambda meta: meta``)."""
        table = _heuristic_table(decorator)
        if table is None:
            self.report(info, decorator, f"'@{_unparse(decorator)}' gives a table the checks cannot read",
                        "write the heuristics as one dict in the decorator, "
                        "@triton.heuristics({'NAME': lambda meta: ...}), each value a lambda or a function of "
                        "this module by name")
            return
        for key, value in zip(table.keys, table.values):
            ref = self.named(info, value)  # a name, or '<pass module>.<name>' (round 61a)
            unit = (self.local_unit(value, info, None) if isinstance(value, ast.Lambda) else
                    ref.unit if isinstance(ref, UnitRef) else None)
            if unit is None or not (isinstance(key, ast.Constant) and isinstance(key.value, str)):
                self.report(info, value, f"the heuristic entry '{_unparse(key) if key else '**'}: "
                            f"{_unparse(value)}' is not one the checks can read",
                            "key each heuristic by a string and give it a lambda or a function of this module "
                            "by name")
            elif unit.returns >= CONTAINER:
                self.report(info, value, f"the heuristic for {_unparse(key)} may return a tensor",
                            "a heuristic returns a number, a string or a dtype, computed from the launch's "
                            "numbers and shapes")

    def check_constant(self, info: ModuleInfo, stmt: ast.Assign | ast.AnnAssign) -> None:
        for target in stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target]:
            if not all(isinstance(n, (ast.Name, ast.Tuple, ast.List, ast.Starred, ast.Store))
                       for n in ast.walk(target)):
                self.report(info, stmt, f"assigns to '{_unparse(target)}' at module level",
                            "a pass may not change other modules or objects; define constants by name")
            for name in (n.id for n in _bound_names(target) if _is_dunder(n.id)):
                if name == "__all__" and isinstance(target, ast.Name) and _export_list(stmt.value):
                    continue  # the names 'from ... import *' takes (refused itself): nothing runs differently
                self.report(info, stmt, f"assigns the module attribute '{name}'",
                            "dunder names change how Python imports and runs the module; remove it")
        if isinstance(stmt, ast.AnnAssign):
            self.module_value(info, stmt.annotation, annotation=True)  # evaluated at import, into __annotations__
        if isinstance(stmt.value, ast.Lambda):  # its body is a unit of its own (declare); its defaults run now
            self.check_defaults(info, stmt.value)
            return
        if stmt.value is None:
            return
        kind = self.module_value(info, stmt.value)
        for iterator in _kept_iterators(stmt.value, partial(self.makes_iterator, info, frozenset())):
            self.report(info, iterator, f"keeps the iterator '{_unparse(iterator)}' made at import",
                        "an iterator advanced by each call counts the calls; " + TODO_NO_STATE)
        if kind >= CONTAINER and _calls_at_import(stmt.value):  # in a tuple, a list, a conditional too (round 15b)
            self.report(info, stmt, f"computes '{_unparse(stmt.value)}' at import",
                        "tensors made at import are state shared by every call; " + TODO_NO_STATE)
        for target in stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target]:
            element = kind if isinstance(target, ast.Name) or kind <= SCALAR else TENSOR  # unpacked: an element
            for name in (n.id for n in _bound_names(target)):
                current = info.names.get(name, BOTTOM)
                if isinstance(current, int) and element > current:
                    info.names[name] = element
                    self.module_changed = True

    def module_value(self, info: ModuleInfo, node: ast.expr, in_decorator: bool = False,
                     annotation: bool = False, prune_hook: str | None = None) -> int:
        """The type of a value computed once, at import: a constant, a default, a decorator's argument."""
        scope = self.scopes.setdefault(id(node), Unit(
            ast.Lambda(args=ast.arguments([], [], None, [], [], None, []), body=node), info, WRAPPER))
        body = _Body(self, scope, module_level=True, in_decorator=in_decorator)
        body.prune_hook = prune_hook
        kind = body.annotation(node) if annotation else body.type(body.expr(node))
        self.module_changed |= body.changed
        return kind

    # -- which wrapper the graph calls, with which arguments --------------------------------

    def find_entries(self) -> None:
        for info in self.infos:
            if info.module.rule:
                replacement = info.units.get("replacement_func")
                returned = self.returned_unit(replacement, 0)
                if returned is not None and returned.kind == WRAPPER:
                    returned.uses.add("entry")  # wrapper code, whoever else calls it
                    self.entries.append((returned, info, self.returned_arguments(info)))
                    continue
                self.unresolved_entry = True
                if replacement is None:
                    continue  # PassBench's loader names a rule without replacement_func
                if returned is not None:  # the graph would call the pattern's torch ops (or a bare kernel)
                    what = f"replacement_func returns the {returned.kind} '{getattr(returned.node, 'name', 'lambda')}', not wrapper code"
                else:  # what the graph would call is not a function the rules check (round 11: pattern in five disguises)
                    what = "replacement_func returns something the allow-list cannot follow to a wrapper of the pass_dir"
                finding = Finding(info.path, replacement.node.lineno, what,
                                  "return a module-level wrapper that launches a Triton kernel by name, as in "
                                  "'return fused_add_relu', with one return")
                self.findings[(info.path, finding.line, finding.what)] = finding

    def returned_unit(self, unit: Unit | None, depth: int) -> Unit | None:
        """The module-level function ``replacement_func`` returns by name (or through a function it calls)."""
        if unit is None or unit.kind != WRAPPER or unit.local or depth > 4:
            return None
        returns = [s.value for s in ast.walk(unit.node) if isinstance(s, ast.Return)]
        if len(returns) != 1 or returns[0] is None:
            return None
        value = returns[0]
        if isinstance(value, (ast.Name, ast.Attribute)):
            target = self.named(unit.info, value)
            return target.unit if isinstance(target, UnitRef) else None
        if isinstance(value, ast.Call) and not value.args and not value.keywords:
            target = self.named(unit.info, value.func)
            return self.returned_unit(target.unit, depth + 1) if isinstance(target, UnitRef) else None
        return None

    def named(self, info: ModuleInfo, node: ast.expr) -> Value | None:
        """What a module-level name stands for, or ``<pass module>.<name>`` (``kernels.relu`` after ``from pass_dir
        import kernels`` or ``import pass_dir.kernels as kernels``: round 59b)."""
        if isinstance(node, ast.Name):
            return info.names.get(node.id)
        if isinstance(node, ast.Attribute) and not _is_dunder(node.attr):
            owner = self.named(info, node.value)
            if isinstance(owner, ModuleRef) and owner.dotted.split(".")[0] in PASS_PACKAGES:
                return self.pass_member(owner.dotted, node.attr)
        return None

    def returned_arguments(self, info: ModuleInfo) -> list[ast.expr] | None:
        """What ``replacement_args`` returns, element by element; None where that is not plain."""
        unit = info.units.get("replacement_args")
        returns = [s.value for s in ast.walk(unit.node) if isinstance(s, ast.Return)] if unit else []
        if len(returns) != 1 or returns[0] is None:
            return None
        elements = returns[0].elts if isinstance(returns[0], (ast.Tuple, ast.List)) else [returns[0]]
        return None if any(isinstance(e, ast.Starred) for e in elements) else elements

    def argument_type(self, info: ModuleInfo, params: list[str], element: ast.expr) -> int:
        """A graph value (maybe a tensor), or a constant appended in ``replacement_args``."""
        if isinstance(element, ast.Constant):
            return SCALAR
        if isinstance(element, ast.Name) and element.id not in params:
            kind = info.names.get(element.id, TENSOR)
            return kind if isinstance(kind, int) else TENSOR
        return TENSOR

    def bind_entries(self) -> bool:
        changed = False
        for wrapper, info, elements in self.entries:
            if elements is None:
                changed |= self.bind_all(wrapper, TENSOR)
            else:
                params = info.units["replacement_args"].positional()
                kinds = [self.argument_type(info, params, e) for e in elements]
                changed |= self.bind(wrapper, [(k, False) for k in kinds], {})
        return changed

    # -- call sites ----------------------------------------------------------------------

    def bind_defaults(self, unit: Unit, kinds: list[int]) -> bool:
        """A local function's defaulted parameters may be what their defaults were where it was defined
        (round 16b: 'n=n' of a number made an honest grid's parameter a tensor)."""
        args = unit.node.args
        positional = args.posonlyargs + args.args
        defaulted = positional[len(positional) - len(args.defaults):]
        defaulted += [a for a, d in zip(args.kwonlyargs, args.kw_defaults) if d is not None]
        return any([unit.raise_param(arg.arg, kind) for arg, kind in zip(defaulted, kinds)])

    def bind_all(self, unit: Unit, kind: int, defaulted: bool = True) -> bool:
        """Every parameter of ``unit`` may be ``kind``: a function used as a value; a grid or hook, which
        Triton calls with the launch's arguments alone (``defaulted`` False: its defaults stay theirs)."""
        changed = False
        args = unit.node.args
        given = set(unit.positional()[len(unit.positional()) - len(args.defaults):])
        given |= {a.arg for a, d in zip(args.kwonlyargs, args.kw_defaults) if d is not None}
        for name in unit.positional() + unit.keyword_only():
            if defaulted or name not in given:
                changed |= unit.raise_param(name, kind)
        for extra in (unit.node.args.vararg, unit.node.args.kwarg):
            if extra:
                changed |= unit.raise_param(extra.arg, CONTAINER if kind == TENSOR else kind)
        return changed

    def bind_prune_hook(self, unit: Unit, hook: str) -> bool:
        """A function given in ``prune_configs_by`` (round 60a, KEYWORD_DEFAULT): Triton calls ``perf_model(**nargs,
        **kwargs, **config.all_kwargs())`` and ``early_config_prune(configs, nargs, **kwargs)``, filling parameters by
        keyword, defaulted or not: each named parameter may be what a launch passes under its name (a tensor), its
        ``**`` the launch's arguments. ``early_config_prune``'s first parameter is the list of ``triton.Config``s
        (data), its second the launch's arguments by name."""
        changed = False
        names = unit.positional() + unit.keyword_only()
        if hook == "early_config_prune" and unit.positional():
            changed |= unit.raise_param(names[0], SCALAR)
            if len(unit.positional()) > 1:
                changed |= unit.raise_param(names[1], CONTAINER)
            names = names[2:]
        for name in names:
            changed |= unit.raise_param(name, self.launch_argument(name))
        for extra in (unit.node.args.vararg, unit.node.args.kwarg):
            if extra:
                changed |= unit.raise_param(extra.arg, CONTAINER)
        return changed

    def bind(self, unit: Unit, positional: list[tuple[int, bool]], keywords: dict[str | None, int],
             unfillable: frozenset[str] = frozenset()) -> bool:
        """Raise ``unit``'s parameter types by one call: (type, starred?) per positional argument. A ``*`` or
        ``**`` argument fills no parameter in ``unfillable`` (a kernel's, that its decorators fill)."""
        args, names, keyword_only = unit.node.args, unit.positional(), unit.keyword_only()
        changed, bound = False, set()
        for index, (kind, starred) in enumerate(positional):
            if starred:  # f(*xs): any remaining parameter may get an element
                for name in [n for n in names[index:] if n not in unfillable]:
                    changed |= unit.raise_param(name, SCALAR if kind <= SCALAR else TENSOR)
                    bound.add(name)
                if args.vararg:
                    changed |= unit.raise_param(args.vararg.arg, max(kind, SCALAR))
                break
            if index < len(names):
                changed |= unit.raise_param(names[index], kind)
                bound.add(names[index])
            elif args.vararg:
                changed |= unit.raise_param(args.vararg.arg, CONTAINER if kind == TENSOR else max(kind, SCALAR))
        for key, kind in keywords.items():
            if key is None:  # f(**kw): any parameter may get a value of it
                for name in [n for n in names + keyword_only if n not in unfillable]:
                    changed |= unit.raise_param(name, SCALAR if kind <= SCALAR else TENSOR)
                    bound.add(name)
            elif key in names or key in keyword_only:
                changed |= unit.raise_param(key, kind)
                bound.add(key)
            elif args.kwarg:
                changed |= unit.raise_param(args.kwarg.arg, CONTAINER if kind == TENSOR else kind)
        for extra in (args.vararg, args.kwarg):
            if extra:
                changed |= unit.raise_param(extra.arg, SCALAR)  # at least an empty tuple / dict
        defaulted = names[len(names) - len(args.defaults):] + [
            a.arg for a, d in zip(args.kwonlyargs, args.kw_defaults) if d is not None]
        for name in defaulted:
            if name not in bound:
                changed |= unit.raise_param(name, SCALAR)  # module-level constants
        return changed

    def constexprs(self, kernel: Unit) -> set[str]:
        args = kernel.node.args
        return {a.arg for a in args.args + args.kwonlyargs if a.annotation is not None and (
            self.dotted_of(kernel.info, a.annotation) == "triton.language.constexpr"
            or (isinstance(a.annotation, ast.Constant) and "constexpr" in str(a.annotation.value)))}

    def decorator_filled(self, kernel: Unit) -> set[str]:
        """The parameters the kernel's heuristics and autotune Configs fill: Triton adds them to the launch's
        keywords, so no '*' or '**' argument of the launch can fill them too (the call would fail)."""
        filled: set[str] = set()
        for decorator in kernel.node.decorator_list:
            name = self.decorator_name(kernel.info, decorator) if isinstance(decorator, ast.Call) else None
            if name == "triton.heuristics" and (table := _heuristic_table(decorator)) is not None:
                filled |= {k.value for k in table.keys if isinstance(k, ast.Constant) and isinstance(k.value, str)}
            elif name == "triton.autotune":
                filled |= self.config_keys(kernel.info, decorator)
        return filled

    def config_keys(self, info: ModuleInfo, autotune: ast.Call) -> set[str]:
        """The meta-parameters every Config of an ``@triton.autotune`` written out sets (``triton.Config({'BLOCK':
        1024})``): Triton passes them to the kernel by keyword. Empty where a Config is not a ``triton.Config``
        call with a dict display, and where a pruning hook may return Configs of its own (round 19c:
        ``early_config_prune`` returning ``[triton.Config({})]``, and Triton launches with it alone)."""
        if len(autotune.args) > 2 or any(k.arg in ("prune_configs_by", None) for k in autotune.keywords):
            return set()
        configs = next((k.value for k in autotune.keywords if k.arg == "configs"),
                       autotune.args[0] if autotune.args else None)
        if not isinstance(configs, (ast.List, ast.Tuple)) or not configs.elts:
            return set()
        every = []
        for config in configs.elts:
            table = config.args[0] if isinstance(config, ast.Call) and config.args else None
            if not isinstance(table, ast.Dict) or self.decorator_name(info, config) != "triton.Config":
                return set()
            every.append({k.value for k in table.keys if isinstance(k, ast.Constant) and isinstance(k.value, str)})
        return set.intersection(*every)

    def launch_argument(self, name: str) -> int:
        """What a grid or hook reads as ``meta[name]``: a tensor where some launch passes one as the kernel
        parameter ``name``, or as a keyword of that name the kernel lacks, or in its grid for ``meta['grid']``
        (round 18c), or in a ``**`` the checks cannot read; a config's value or a number otherwise."""
        given = max((u.param_types.get(name, BOTTOM) for u in self.units if u.kind == KERNEL), default=BOTTOM)
        given = max(given, self.launch_keywords.get(name, BOTTOM), self.launch_keywords.get(None, BOTTOM))
        return TENSOR if given >= CONTAINER else SCALAR

    def open_parameters(self, unit: Unit, names: set[str]) -> bool:
        """Record that ``unit``'s parameters ``names`` may get a list, dict or other object holding what it is
        given (``_Body.may_be_open``); True where that is new."""
        new = names - unit.open
        unit.open |= new
        return bool(new)

    def mutable_parameters(self, unit: Unit, names: set[str]) -> bool:
        """Record that ``unit``'s parameters ``names`` may get a mutable object; True where that is new."""
        new = names - unit.given_mutable
        unit.given_mutable |= new
        return bool(new)

    def rise_imported_constants(self, info: ModuleInfo) -> None:
        """A constant imported from a pass module (``from pass_dir.helpers import TABLE``) has the type its module's
        value has reached: bound once, before the rounds, it was BOTTOM, which a loop over it turned into 'not bound
        yet', typed as a tensor (round 61a: CONFIG_TABLE_FROM_HELPER)."""
        for stmt in info.module.tree.body:
            if isinstance(stmt, ast.ImportFrom) and not stmt.level and (stmt.module or "").split(".")[0] in PASS_PACKAGES:
                for alias in stmt.names:
                    name, found = alias.asname or alias.name, self.pass_member(stmt.module, alias.name)
                    current = info.names.get(name)
                    if isinstance(found, int) and isinstance(current, int) and found > current:
                        info.names[name] = found
                        self.module_changed = True

    def launch_keyword(self, name: str | None, kind: int) -> bool:
        """Record what a launch passes as the keyword ``name`` (or the grid); True where that rose."""
        if kind > self.launch_keywords.get(name, BOTTOM):
            self.launch_keywords[name] = kind
            return True
        return False

    # -- the fixed point -----------------------------------------------------------------

    def run(self) -> list[Finding]:
        for info in self.infos:
            self.declare(info)
        for info in self.infos:
            for stmt in info.module.tree.body:
                if isinstance(stmt, (ast.Import, ast.ImportFrom)):
                    info.names.update(self.bind_import(stmt))
        self.find_entries()
        for number in range(MAX_ROUNDS):
            if not self.round(traced_code=number == 0):
                break
        else:
            for info in self.infos:
                self.findings[(info.path, 0, "settle")] = Finding(
                    info.path, 1, "the checks' type inference did not settle",
                    "simplify the wrapper code: fewer functions passing mixed values to each other")
        self.reporting = True
        self.round(traced_code=True)
        for info in self.infos:
            self.check_jit_sources(info)
        return sorted(self.findings.values(), key=lambda f: (str(f.file), f.line, f.what))

    def round(self, traced_code: bool) -> bool:
        """One walk over everything; True while some type still rose. Kernels, patterns and
        replacement_args are walked in the first and the last round only: their rules do not read
        types, and the functions they use as values are the same in every round."""
        self.module_changed = False
        changed = self.bind_entries()
        for info in self.infos:
            self.check_module_level(info)
            self.rise_imported_constants(info)
        if traced_code:
            for unit in [u for u in self.units if u.kind != WRAPPER]:
                changed |= _Body(self, unit).run()
            walked: list[Unit] = []
            while helpers := [u for u in self.units if _pattern_only(u) and u not in walked]:  # helpers' helpers too
                for unit in helpers:
                    changed |= _Body(self, unit, kind=PATTERN).run()
                walked += helpers
        units = [u for u in self.units if u.kind == WRAPPER and not _pattern_only(u)]
        for unit in units + units[::-1]:  # arguments flow to callees, results back to callers
            changed |= _Body(self, unit).run()
        return changed or self.module_changed


class _Body:
    """One walk over a unit: raises types (every round) and reports (in the last)."""

    def __init__(self, checker: _Checker, unit: Unit, module_level: bool = False, in_decorator: bool = False,
                 kind: str | None = None):
        self.checker = checker
        self.unit = unit
        self.info = unit.info
        self.kind = kind or unit.kind  # a function only pattern calls is pattern code
        self.module_level = module_level
        self.in_decorator = in_decorator
        self.prune_hook: str | None = None  # evaluating the entry of a decorator's 'prune_configs_by' display
        self.changed = False
        self.node: ast.AST = unit.node  # the expression being evaluated, where a value use is reported
        self.referring = False  # in an annotation: names are referred to, not used
        self.local_names: set[str] = set()  # in pattern code: for holds_state
        self.comprehension_names: list[str] = []  # the variables of the comprehensions being walked
        self.plain_asked: set[str] = set()
        self.immutables: set[str] | None = None  # ``immutable_locals``, once a walk  # the names ``plain_values`` is deciding: a cycle adds nothing open

    def report(self, node: ast.AST, what: str, todo: str) -> None:
        self.checker.report(self.info, node, what, todo)

    @property
    def wrapper(self) -> bool:
        return self.kind == WRAPPER

    def run(self) -> bool:
        unit = self.unit
        if unit.local:  # a value use gets anything; a grid, a launch's arguments (tensors too); a call, its own
            if "other" in unit.uses:
                self.changed |= self.checker.bind_all(unit, TENSOR)
            elif unit.uses - {"call", "prune"}:
                self.changed |= self.checker.bind_all(unit, CONTAINER, defaulted=False)
            for hook in sorted(unit.prune_hooks):
                self.changed |= self.checker.bind_prune_hook(unit, hook)
        for name in _parameters(unit.node):
            unit.env.setdefault(name, BOTTOM)  # a parameter no call has reached yet
            self.assign_name(name, unit.param_types.get(name, BOTTOM))
            unit.shared.add(name)
            unit.holds_shared.add(name)
        if self.kind == PATTERN:
            self.pattern_state()
        if self.wrapper:
            self.open_locals()
        if self.kind == ARGS:
            for line, what in replacement_args_problems(unit.node):
                self.checker.report(self.info, ast.Pass(lineno=line), what, REPLACEMENT_ARGS_TODO)
            return self.changed
        if isinstance(unit.node, ast.Lambda):
            self.stmt_Return(ast.Return(value=unit.node.body, lineno=unit.node.lineno))
        else:
            self.block(unit.node.body)
        return self.changed

    # -- what pattern code may write -------------------------------------------------------

    def pattern_state(self) -> None:
        """The locals of pattern code that may hold what is not its own (``holds_state``): a helper's parameters
        (pattern hands it anything), and every name bound from such a value, to a fixed point."""
        unit = self.unit
        self.local_names = _local_names(unit.node)
        unit.state = set() if unit.kind == PATTERN else set(_parameters(unit.node))  # pattern's own: FX's proxies
        bindings = _bindings(unit.node)
        while more := {n for names, value, _ in bindings if self.holds_state(value) for n in names} - unit.state:
            unit.state |= more

    def holds_state(self, node: ast.AST) -> bool:
        """Whether a value in pattern code may be something not its own, which a write would change for later
        calls: a module-level name that is not an immutable constant, torch's data (a dict of hooks), a helper's
        parameter, what the pass's own functions return, or anything reached through or computed with these."""
        root = _root_name(node) if isinstance(node, (ast.Name, ast.Attribute)) else None
        if root is not None and root not in self.local_names and (dotted := self.outside(node)) is not None:
            return _outside_data(dotted)
        if isinstance(node, ast.Name):
            if node.id in self.local_names:
                return node.id in self.unit.state
            return not self.info.immutable_constant(node.id)
        if isinstance(node, ast.Call):
            if isinstance(node.func, ast.Name) and not isinstance(self.lookup(node.func.id), (ObjectRef, BuiltinRef)):
                return True  # the pass's own function: it may return anything
            parts = [*node.args, *(k.value for k in node.keywords)]
            parts += [node.func.value] if isinstance(node.func, ast.Attribute) else []  # a method's receiver
            return any(self.holds_state(part) for part in parts)
        return any(self.holds_state(child) for child in ast.iter_child_nodes(node)
                   if isinstance(child, (ast.expr, ast.comprehension, ast.keyword)))

    def pattern_call_writes(self, node: ast.Call) -> None:
        """A call in pattern code that writes into its receiver (``kept.sort()``, ``t.copy_(...)``) or, for a
        function by name, into its first argument (``torch.relu_(t)``, ``torch.ops.aten.add_.Tensor(t, 1)``): only
        into pattern's own values."""
        func = node.func
        receiver = func.value if isinstance(func, ast.Attribute) else None
        owner = self.outside(receiver) if receiver is not None else None
        if receiver is not None and (owner is None or _outside_data(owner)):  # a method of a value
            written = receiver if _in_place_name(func.attr) else None
        else:
            dotted = self.outside(func) or getattr(func, "id", "")
            written = node.args[0] if node.args and any(map(_in_place_name, dotted.split("."))) else None
        if written is not None and self.holds_state(written):
            self.report(node, f"pattern calls '{_unparse(func)}()', which writes into '{_unparse(written)}', which "
                        "may be module state or its caller's", TODO_PATTERN_WRITES)

    # -- what may reach a kernel's body as it is ------------------------------------------

    def may_be_open(self, node: ast.expr) -> bool:
        """Whether a value of wrapper code may be a list, dict or set, an iterator, or an object holding what it
        was given (an exception, a slice), or a tuple holding one: the CPU interpreter turns tensors, numbers and
        tuples of them into Triton values, and hands anything else to a kernel's Python body as it is. The types
        cannot tell: an element taken out of a container, and a tensor joined with a container, are "maybe a
        tensor" (round 18c, after the round: ``nested[0]``, a parameter one call gives a tuple holding a list)."""
        if isinstance(node, ast.Name):
            unit: Unit | None = self.unit
            while unit is not None:
                if node.id in unit.open:
                    return True
                unit = unit.parent
            return False
        if isinstance(node, (ast.List, ast.Set, ast.Dict, ast.ListComp, ast.SetComp, ast.DictComp,
                             ast.GeneratorExp)):
            return True
        if isinstance(node, ast.Call):
            return self.call_may_be_open(node)
        if isinstance(node, (ast.Constant, ast.Lambda, ast.JoinedStr, ast.Compare)):
            return False
        if (isinstance(node, ast.Subscript) and not isinstance(node.slice, ast.Slice)  # a list's slice is a list
                and isinstance(node.value, ast.Name) and self.plain_values(node.value.id)):  # (round 68a's OUTS_SLICE)
            return self.may_be_open(node.slice)
        return any(self.may_be_open(child) for child in ast.iter_child_nodes(node) if isinstance(child, ast.expr))

    def elements_may_be_open(self, node: ast.expr) -> bool:
        """Whether an element of ``node`` (what a loop or an unpacking binds) may be open: a display's own elements,
        a comprehension's element, a ``plain_values`` local's elements; anything else's as the whole's."""
        if isinstance(node, (ast.List, ast.Tuple, ast.Set)):
            return any(isinstance(e, ast.Starred) or self.may_be_open(e) for e in node.elts)
        if isinstance(node, (ast.ListComp, ast.SetComp, ast.GeneratorExp)):
            return self.comprehension_may_be_open(node, [node.elt])
        if isinstance(node, ast.Name) and self.plain_values(node.id):
            return False
        return self.may_be_open(node)

    def comprehension_may_be_open(self, node: ast.ListComp | ast.SetComp | ast.GeneratorExp | ast.DictComp,
                                  parts: list[ast.expr]) -> bool:
        """A comprehension's elements may be open unless made of neither an open value nor what it iterates over."""
        bound = {n.id for generator in node.generators for n in _bound_names(generator.target)}
        return any(self.may_be_open(part) or bound & {n.id for n in ast.walk(part) if isinstance(n, ast.Name)}
                   for part in parts)

    def plain_values(self, name: str) -> bool:
        """A list or dict made in the call whose every element is a tensor or a number, never open: bound only to
        such displays and written only with such values, so an element read back is not open (round 66a's
        OUTS_LIST: ``outs = [torch.empty_like(x) for _ in range(2)]`` then ``outs[0]`` to a kernel)."""
        unit, node = self.unit, self.unit.node
        if name in self.plain_asked:
            return True  # 'outs.append(outs[0])'
        bindings = [(value, element) for names, value, element in _bindings(node) if name in names]
        if not bindings or name in unit.shared | _bound_otherwise(node) or name in _parameters(node):
            return False  # not by 'env': it grows over the rounds, and 'open' must only grow
        self.plain_asked.add(name)
        try:
            return all(not element and self.plain_display(value) for value, element in bindings) and self.plainly_written(
                name)
        finally:
            self.plain_asked.discard(name)

    def plainly_written(self, name: str) -> bool:
        """Every write into ``name`` (a store, a method) gives values that are not open."""
        node = self.unit.node
        for part in ast.walk(node):
            if isinstance(part, (ast.Assign, ast.AugAssign, ast.AnnAssign)):  # 'outs[i] = v': a plain v
                targets = part.targets if isinstance(part, ast.Assign) else [part.target]
                for target in targets:
                    stores = [t for t in ast.walk(target) if isinstance(t, ast.Subscript) and _root_name(t) == name]
                    if stores and (target not in stores or not isinstance(part, ast.Assign)
                                   or self.may_be_open(part.value)):
                        return False
            elif (isinstance(part, ast.Call) and isinstance(part.func, ast.Attribute)
                  and isinstance(part.func.value, ast.Name) and part.func.value.id == name):
                is_open = self.elements_may_be_open if part.func.attr in ("extend", "update") else self.may_be_open
                if (any(isinstance(g, ast.Starred) or is_open(g) for g in part.args)
                        or any(map(self.may_be_open, [k.value for k in part.keywords]))):
                    return False
        return True

    def plain_display(self, node: ast.expr) -> bool:
        """A list or dict written here whose elements (keys too) are not open."""
        if isinstance(node, ast.List):
            return not any(isinstance(e, ast.Starred) or self.may_be_open(e) for e in node.elts)
        if isinstance(node, ast.Dict):
            return None not in node.keys and not any(map(self.may_be_open, [*node.keys, *node.values]))
        if isinstance(node, ast.ListComp):
            return not self.comprehension_may_be_open(node, [node.elt])
        if isinstance(node, ast.DictComp):
            return not self.comprehension_may_be_open(node, [node.key, node.value])
        return False

    def call_may_be_open(self, node: ast.Call) -> bool:
        """A call's result for ``may_be_open``: what builtins make (lists, dicts, iterators, exceptions and slices
        holding their arguments; a tuple of what it is given), what the pass's functions return, what a method
        of an open value returns; never torch's, triton's or math's functions (tensors and numbers)."""
        func = node.func
        given = [*node.args, *(k.value for k in node.keywords)]
        if isinstance(func, ast.Attribute) and self.outside(func) is None:
            target = self.lookup(func.value.id) if isinstance(func.value, ast.Name) else None
            if isinstance(target, ModuleRef):  # a pass_dir module's function
                member = self.checker.pass_member(target.dotted, func.attr)
                return isinstance(member, UnitRef) and member.unit.returns_open
            return self.may_be_open(func.value)  # a method: of a tensor, tensors and numbers
        target = self.lookup(func.id) if isinstance(func, ast.Name) else None
        if isinstance(target, UnitRef):
            return target.unit.returns_open
        if isinstance(target, BuiltinRef):
            if target.name in ("tuple", *NUMERIC_BUILTINS, "len", "isinstance"):
                return any(map(self.may_be_open, given))
            return True  # list, dict, set, zip, enumerate, reversed, slice, exceptions
        return False

    def open_locals(self) -> None:
        """The locals of wrapper code that may be open (``may_be_open``): every name bound from such a value,
        to a fixed point; and whether the unit may return one."""
        unit = self.unit
        bindings = _bindings(unit.node)
        starred = {n.value.id for n in ast.walk(unit.node)  # round 19c: '_, *rest = (0, x, y)' binds a list
                   if isinstance(n, ast.Starred) and isinstance(n.ctx, ast.Store) and isinstance(n.value, ast.Name)}
        if starred - unit.open:
            unit.open |= starred
            self.changed = True
        while more := {n for names, value, element in bindings
                       if (self.elements_may_be_open(value) if element else self.may_be_open(value))
                       for n in names} - unit.open:
            unit.open |= more
            self.changed = True
        returned = [unit.node.body] if isinstance(unit.node, ast.Lambda) else [
            r.value for r in ast.walk(unit.node) if isinstance(r, ast.Return) and r.value is not None]
        if not unit.returns_open and any(map(self.may_be_open, returned)):
            unit.returns_open = self.changed = True

    def parameters_given(self, node: ast.Call, unit: Unit, test: Callable[[ast.expr], bool]) -> set[str]:
        """The parameters of the pass's function ``unit`` that this call may give a value passing ``test`` (open,
        mutable): by position, by keyword, every one left by such a ``*`` or ``**``; ``*args``/``**kwargs`` where an
        extra one is."""
        args, names, keyword_only = unit.node.args, unit.positional(), unit.keyword_only()
        extra_positional = {args.vararg.arg} if args.vararg else set()
        extra_keyword = {args.kwarg.arg} if args.kwarg else set()
        opened: set[str] = set()
        for index, argument in enumerate(node.args):
            if isinstance(argument, ast.Starred):
                if test(argument.value):
                    opened |= set(names[index:]) | extra_positional
                break
            if test(argument):
                opened |= {names[index]} if index < len(names) else extra_positional
        for keyword in node.keywords:
            if not test(keyword.value):
                continue
            if keyword.arg is None:
                opened |= set(names + keyword_only) | extra_keyword
            else:
                opened |= {keyword.arg} if keyword.arg in names + keyword_only else extra_keyword
        return opened

    # -- names ---------------------------------------------------------------------------

    def lookup(self, name: str) -> Value | None:
        unit = self.unit
        while unit is not None:
            if name in unit.env:
                return unit.env[name]
            unit = unit.parent
        if name in self.info.names:
            return self.info.names[name]
        if name in BUILTINS | HIDING | KERNEL_BUILTINS or name in ("print", "Exception", "BaseException"):
            return BuiltinRef(name)
        return None

    def assign_name(self, name: str, value: Value) -> None:
        current = self.unit.env.get(name, BOTTOM)
        # A refused value says nothing of the name: refused in an early round (a launch argument not yet typed as a
        # tensor), it made the name's later number a tensor (round 63a's HOOK_LOCAL_METADATA false rejection).
        if current == value or value == BOTTOM or isinstance(value, Blocked):
            return
        if isinstance(value, int) and isinstance(current, int):
            if value > current:
                self.unit.env[name] = value
                self.changed = True
        elif current == BOTTOM:
            self.unit.env[name] = value
            self.changed = True
        elif current != TENSOR:  # two different things under one name
            for ref in (current, value):
                if isinstance(ref, UnitRef) and ref.unit.local:
                    self.use(ref.unit, "other")
            self.unit.env[name] = TENSOR
            self.changed = True

    def value_use(self, value: Value) -> None:
        """A function used other than by a direct call: anyone may call it with anything."""
        if isinstance(value, UnitRef):
            unit = value.unit
            if unit.kind == WRAPPER:  # called by Triton (meta is a dict) or by anyone, with anything
                self.changed |= self.checker.open_parameters(unit, set(_parameters(unit.node)))
            if unit.kind == WRAPPER and self.in_decorator and self.prune_hook is not None:
                self.prune_use(unit)
            if unit.local:  # in a kernel's decorator: a hook Triton calls with its meta-parameters
                self.use(unit, ("prune" if self.prune_hook is not None else "grid") if self.in_decorator else "other")
            elif unit.kind == WRAPPER and self.in_decorator and self.prune_hook is not None:
                self.use(unit, "grid")
                self.changed |= self.checker.bind_prune_hook(unit, self.prune_hook)
            elif unit.kind == WRAPPER and self.in_decorator:  # a hook by name: as a lambda there, or a grid
                self.use(unit, "grid")
                self.changed |= self.checker.bind_all(unit, CONTAINER, defaulted=False)
            elif unit.kind == WRAPPER:
                self.use(unit, "other")
                self.changed |= self.checker.bind_all(unit, TENSOR)
            elif unit.kind == KERNEL and self.wrapper:
                self.report(self.node, f"uses the kernel '{unit.name}' other than by launching it",
                            "launch kernels as kernel[grid](...): in the CPU interpreter a kernel called as a "
                            "function runs as plain Python on torch tensors")
            elif unit.kind == KERNEL:
                self.report(self.node, f"uses the jit function '{unit.name}' as a value",
                            "call jit functions, or pass one as a combine function (tl.reduce)")
            elif unit.kind in (PATTERN, ARGS):  # a heuristic, grid or pre-hook Triton would call with the tensors
                self.report(self.node, f"uses '{unit.name}' as a value",
                            f"{unit.name} is PassBench's to call when it matches the graph; compute in the kernel")
        elif isinstance(value, (ModuleRef, ObjectRef, BuiltinRef)) and not self.referring and not _data_ref(value):
            name = value.name if isinstance(value, BuiltinRef) else value.dotted
            self.report(self.node, f"uses '{name}' as a value", TODO_VALUES)

    def prune_use(self, unit: Unit) -> None:
        """``unit`` given as the ``prune_configs_by`` entry being evaluated (round 60a)."""
        if self.prune_hook not in unit.prune_hooks:
            unit.prune_hooks.add(self.prune_hook)
            self.changed = True

    def use(self, unit: Unit, how: str) -> None:
        if how not in unit.uses:
            unit.uses.add(how)
            self.changed = True

    def assign(self, target: ast.expr, value: Value, source: ast.expr | None = None) -> None:
        if isinstance(target, ast.Name):
            if isinstance(value, UnitRef) and not value.unit.local:
                self.value_use(value)
            self.assign_name(target.id, value)
            if source is None or not _fresh(source) or self.shadows_copies(source):
                self.unit.shared.add(target.id)
            if source is None or not (_made_of_constants(source) or self.no_ones(source)):
                self.unit.holds_shared.add(target.id)
        elif isinstance(target, (ast.Tuple, ast.List)):
            kind = self.type(value)
            element = kind if kind <= SCALAR else TENSOR
            for item in target.elts:
                self.assign(item.value if isinstance(item, ast.Starred) else item, element)
        elif isinstance(target, ast.Starred):
            self.assign(target.value, value)
        elif isinstance(target, ast.Subscript):
            self.store_subscript(target, value)
            self.given(target.value, [source])
        elif isinstance(target, ast.Attribute):
            self.report(target, f"assigns to '{_unparse(target)}'",
                        "a pass may not change attributes of modules or objects (timers, synchronize, tensors)")
            self.expr(target.value)

    def shadows_copies(self, source: ast.expr) -> bool:
        """``list(...)``, ``dict(...)`` or ``set(...)`` named by the pass's own binding: no copy (round 64a's
        SHADOWED_FRESH, a module's ``def list(x): return x`` handed its state on as fresh)."""
        return (isinstance(source, ast.Call) and isinstance(source.func, ast.Name)
                and not isinstance(self.lookup(source.func.id), BuiltinRef))

    def holds(self, root: str | None, stored: list[int]) -> None:
        """A local container written with what may be a tensor (``l.append(x)``, ``l[0] = x``, ``box[0].update(k=x)``)
        may hold one from then on: reading it back is reading a tensor (red team round 63a's CONTAINER_WRITE_LAUNDER:
        the list kept the type it was made with, and torch's relu of its element ran unseen)."""
        if root in self.unit.env and max(stored, default=BOTTOM) >= CONTAINER:
            self.assign_name(root, CONTAINER)

    def given(self, receiver: ast.expr, values: list[ast.expr | None]) -> None:
        """A local container given what may be someone else's object holds it from then on (round 64a's
        STORE_THEN_WRITE: ``box = [None]; box[0] = _SEEN; box[0].append(x)``); constants, arithmetic and a tensor's
        metadata (``x.shape[0]``) are no one's."""
        root = _root_name(receiver)
        if root in self.unit.env and not all(value is not None and self.no_ones(value) for value in values):
            self.unit.holds_shared.add(root)

    def no_ones(self, node: ast.expr) -> bool:
        if isinstance(node, ast.Constant) or self.immutable(node):  # nothing can be written into ('t.stride()')
            return True
        if isinstance(node, (ast.List, ast.Tuple, ast.Set)):  # made right here (round 65a's GIVEN_FRESH: 'rows.append([])')
            return all(map(self.no_ones, node.elts))
        if isinstance(node, ast.Dict):
            return None not in node.keys and all(map(self.no_ones, [*node.keys, *node.values]))
        if isinstance(node, (ast.ListComp, ast.SetComp)):  # made of its element: 'list(t.stride())' is no one's,
            return self.no_ones(node.elt)  # 't' itself (bound by the loop, shared) is someone's (round 64a)
        if isinstance(node, ast.DictComp):
            return self.no_ones(node.key) and self.no_ones(node.value)
        if isinstance(node, ast.Name):  # a local made here that holds no one's either
            return node.id in self.unit.env and node.id not in self.unit.shared | self.unit.holds_shared
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in _COPIES
                and isinstance(self.lookup(node.func.id), BuiltinRef) and not node.keywords):
            return all(map(self.no_ones, node.args))  # 'list(x.shape)' (round 65a's GIVEN_FRESH_CALL)
        if isinstance(node, (ast.BinOp, ast.UnaryOp, ast.Compare, ast.BoolOp, ast.IfExp)):
            parts = [child for child in ast.iter_child_nodes(node) if isinstance(child, ast.expr)]
            return all(map(self.no_ones, parts))
        root = _root_name(node)
        return root is not None and isinstance(node, (ast.Attribute, ast.Subscript, ast.Call)) and self.type(
            self.lookup(root) or BOTTOM) == TENSOR

    def immutable(self, node: ast.expr) -> bool:
        """A value nothing can grow in place (``n += 1`` rebinds it, ``s += t`` on a list grows the list): a number,
        string or tuple of them, arithmetic of them, a tensor's metadata, what ``int()`` or ``triton.cdiv()``
        return, a name bound to nothing else (round 66a's AUG_ALIAS_OPEN: ``calls = _CALLS; calls += one``)."""
        if isinstance(node, (ast.Constant, ast.JoinedStr)):
            return True
        if isinstance(node, ast.Name):
            return self.immutable_name(node.id)
        if (isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name) and self.module_state(node.value.id)
                and self.immutable_elements(node.value.id)):  # '_TL_DTYPES[x.dtype]'
            return self.immutable(node.slice)
        if isinstance(node, (ast.Tuple, ast.BinOp, ast.UnaryOp, ast.BoolOp, ast.IfExp, ast.Compare, ast.Subscript,
                             ast.Slice)):
            return all(self.immutable(child) for child in ast.iter_child_nodes(node) if isinstance(child, ast.expr))
        if isinstance(node, ast.Attribute):  # 'x.shape', 'tl.float16'
            dotted = self.outside(node)
            if dotted is not None:
                return not _outside_data(dotted)
            return self.tensor_name(node.value) and TENSOR_ATTRIBUTES.get(node.attr) == SCALAR
        if not isinstance(node, ast.Call) or node.keywords:
            return False
        func, arguments = node.func, node.args
        if isinstance(func, ast.Attribute) and self.tensor_name(func.value):  # 'x.numel()', 'x.size(0)'
            return TENSOR_METHODS.get(func.attr) == SCALAR and all(self.immutable(a) for a in arguments)
        if isinstance(func, ast.Name) and isinstance(self.lookup(func.id), BuiltinRef):
            return func.id in NUMBER_BUILTINS or (func.id in NUMBER_OF_NUMBERS_BUILTINS
                                                  and all(self.immutable(a) for a in arguments))
        dotted = self.outside(func)
        return dotted is not None and (dotted in NUMBER_FUNCTIONS or dotted.startswith("math."))

    def immutable_name(self, name: str) -> bool:
        """A module-level constant, or a local of this function in ``immutable_locals``; a closure's name is not
        judged."""
        if self.module_state(name):
            return self.info.immutable_constant(name)
        return name in self.immutable_locals()

    def immutable_locals(self) -> set[str]:
        """The locals every binding of which (parameters by every call and default; updates too: ``a = 1; a *= _S`` is
        a list holding _S's elements, round 69a) is ``immutable``, given this set: the greatest such set, once a walk
        (asked name by name it took exponential time on chains of bindings)."""
        if self.immutables is None:
            unit, node = self.unit, self.unit.node
            packed = {a.arg for a in (node.args.vararg, node.args.kwarg) if a}
            excluded = _bound_otherwise(node) | packed | unit.open | unit.given_mutable
            values: dict[str, list[tuple[ast.expr, bool]]] = {}
            for names, value, element in _bindings(node):
                for name in names:
                    values.setdefault(name, []).append((value, element))
            for parameter, default in _defaulted(node):
                values.setdefault(parameter, []).append((default, False))
            self.immutables = {name for name in unit.env if name not in excluded}
            changed = True
            while changed:
                changed = False
                for name in sorted(self.immutables):
                    if not all(self.immutable_items(v) if element else self.immutable(v)
                               for v, element in values.get(name, [])):
                        self.immutables.discard(name)
                        changed = True
        return self.immutables

    def immutable_items(self, node: ast.expr) -> bool:
        """Whether what a loop or an unpacking takes out of ``node`` is ``immutable``: a display's elements, a module
        table's (``immutable_elements``), or anything an immutable value holds."""
        if isinstance(node, (ast.List, ast.Tuple, ast.Set)):
            return all(not isinstance(e, ast.Starred) and self.immutable(e) for e in node.elts)
        if isinstance(node, ast.Name) and self.module_state(node.id) and self.immutable_elements(node.id):
            return True
        return self.immutable(node)

    def immutable_elements(self, name: str) -> bool:
        """A module-level list, dict or set display of immutable values only: an element read from it is immutable
        (writes to module state are refused)."""
        statements = self.info.bindings.get(name, [])
        displays = [s.value for s in statements if isinstance(s, (ast.Assign, ast.AnnAssign))
                    and isinstance(s.value, (ast.List, ast.Tuple, ast.Set, ast.Dict))]
        if not statements or len(displays) != len(statements):
            return False
        parts = [part for d in displays for part in (
            [*d.keys, *d.values] if isinstance(d, ast.Dict) else d.elts)]
        return None not in parts and all(self.immutable(part) for part in parts)

    def kernel_alias(self, name: str, seen: frozenset[str] = frozenset()) -> bool:
        """In kernel code, a local that may be module state's object (``s = _S; s *= 2``: a module list grown call
        after call in the CPU interpreter, round 68a). A constexpr's is not asked: most are numbers (``rem = BLOCK;
        rem -= 1``), which the checks cannot tell from a list handed in (round 69a); docs/trust.md §7."""
        for names, value, _ in _bindings(self.unit.node):
            if name not in names:
                continue
            for root in _identity_roots(value) - seen:
                if (self.module_state(root) and not self.info.immutable_constant(root)) or (
                        root in self.unit.env and self.kernel_alias(root, seen | {name})):
                    return True
        return False

    def tensor_name(self, node: ast.expr) -> bool:
        return isinstance(node, ast.Name) and self.lookup(node.id) == TENSOR  # no 'type': it reports modules

    def shared_receiver(self, node: ast.expr) -> bool:
        """What a write into ``node`` may change beyond the call's own values: a local that may be state or the
        caller's, or an element of one whose elements may be (``box = [_STATE]; box[0].append(x)``: round 63a's
        STATE_BY_DISPLAY, a display counted as fresh whatever it held)."""
        root = _root_name(node)
        return root not in self.unit.env or root in (self.unit.shared if isinstance(node, ast.Name)
                                                     else self.unit.holds_shared)

    def module_state(self, name: str | None) -> bool:
        """A module-level name not shadowed by a local: state that outlives the call."""
        unit = self.unit
        while unit is not None:
            if name in unit.env:
                return False
            unit = unit.parent
        return name in self.info.names and isinstance(self.info.names[name], int)

    def store_subscript(self, target: ast.Subscript, value: Value) -> None:
        root = _root_name(target.value)
        kind = self.type(self.expr(target.value))
        key = self.type(self.expr(target.slice))
        self.holds(root, [self.type(value), key])  # 'd[x] = 0' keeps x as a key (round 65a's KEY_LAUNDER)
        if self.kind == KERNEL:  # into what a constexpr or Config handed it (round 17b: a module's dict)
            self.report(target, f"kernel code writes to '{_unparse(target)}'", TODO_KERNEL_WRITES)
        elif self.wrapper and kind == TENSOR:
            self.report(target, f"writes into a tensor: '{_unparse(target)}'", "in-place writes run in torch; "
                        + TODO_COMPUTE)
        elif self.module_state(root) or (self.wrapper and self.shared_receiver(target.value)):
            self.report(target, f"writes to '{_unparse(target)}', which outlives the call or belongs to the caller",
                        TODO_NO_STATE)
        elif self.kind == PATTERN and self.holds_state(target.value):  # round 18c: 'kept = _KEPT; kept["t"] = ...'
            self.report(target, f"pattern writes into '{_unparse(target)}', which may be module state or its "
                        "caller's", TODO_PATTERN_WRITES)

    # -- statements ----------------------------------------------------------------------

    def stmt(self, node: ast.stmt) -> None:
        handler = getattr(self, f"stmt_{type(node).__name__}", None)
        if handler is not None:
            handler(node)
        else:
            self.report(node, *UNLISTED_STATEMENTS.get(type(node).__name__, (
                f"'{type(node).__name__.lower()}' statement",
                "write it with plain statements: assignments, if, for, while, return, raise, assert")))

    def block(self, statements: list[ast.stmt]) -> None:
        for stmt in statements:
            self.stmt(stmt)

    def stmt_Expr(self, node: ast.Expr) -> None:
        self.expr(node.value)

    def stmt_Pass(self, node: ast.stmt) -> None:
        pass

    stmt_Break = stmt_Continue = stmt_Pass

    def stmt_Assign(self, node: ast.Assign) -> None:
        value = self.expr(node.value)
        for target in node.targets:  # 'a = b = []': what is written through one is read through the other (round 64a)
            self.assign(target, value, node.value if len(node.targets) == 1 else None)

    def stmt_AnnAssign(self, node: ast.AnnAssign) -> None:
        if node.value is not None:
            self.assign(node.target, self.expr(node.value), node.value)

    def stmt_AugAssign(self, node: ast.AugAssign) -> None:
        value = self.type(self.expr(node.value))
        if isinstance(node.target, ast.Name):
            current = self.type(self.expr(node.target))
            name = node.target.id
            if self.kind == KERNEL and name in self.checker.constexprs(self.unit):  # 'STATE |= {...}' writes it
                self.report(node, f"kernel code updates the constexpr '{name}' in place", TODO_KERNEL_WRITES)
            elif self.kind == KERNEL and (isinstance(node.value, _DISPLAYS) or self.kernel_alias(name)):  # an alias's too
                self.report(node, f"kernel code grows '{name}' in place", TODO_KERNEL_WRITES)
            if self.kind == PATTERN and name in self.unit.state:  # round 18c: 'kept = _KEPT; kept |= {...}'
                self.report(node, f"pattern updates '{name}' in place, which may be module state or its caller's",
                            TODO_PATTERN_WRITES)
            # Grown in place unless bound to a number, string or tuple only ('calls = _CALLS; calls += one': a list of
            # numbers is typed as a number, round 66a's AUG_ALIAS_STATE/OPEN, a call counter kept across calls)
            if not self.immutable(node.target) and (self.module_state(name) or (self.wrapper and self.shared_receiver(node.target))):  # round 16b
                self.report(node, f"grows '{name}' in place, which outlives the call or belongs to the caller",
                            TODO_NO_STATE)
            self.arithmetic(node, [current, value])
            self.assign_name(name, max(current, value))
            self.given(node.target, [node.value])  # 'box += [_S]' (round 65a's AUG_GIVEN)
        elif isinstance(node.target, ast.Subscript):  # 'l[0] += x': the element's arithmetic, then its store
            current = self.type(self.expr(node.target))
            self.arithmetic(node, [current, value])
            self.store_subscript(node.target, max(current, value))
            self.given(node.target.value, [node.value])  # 'box[0] += [_S]' (round 65a's AUG_SUBSCRIPT_GIVEN)
        else:
            self.assign(node.target, value)

    def stmt_Return(self, node: ast.Return) -> None:
        value = self.expr(node.value) if node.value is not None else SCALAR
        if isinstance(value, (BuiltinRef, ObjectRef)) and self.wrapper:
            self.report(node, f"returns the function '{_unparse(node.value)}'",
                        "return results; replacement_func returns a wrapper defined in the pass_dir")
        if isinstance(value, UnitRef):  # the wrapper replacement_func hands the graph is typed by its rules
            entry = value.unit in [e[0] for e in self.checker.entries] and not self.checker.unresolved_entry
            if not entry:
                self.value_use(value)
            kind = SCALAR
        else:
            kind = self.type(value)
        if kind > self.unit.returns:
            self.unit.returns = kind
            self.changed = True

    def stmt_If(self, node: ast.If) -> None:
        self.truth(node.test)
        self.block(node.body)
        self.block(node.orelse)

    stmt_While = stmt_If

    def stmt_For(self, node: ast.For) -> None:
        self.loop_target(node.target, node.iter)
        self.block(node.body)
        self.block(node.orelse)

    def stmt_Match(self, node: ast.Match) -> None:
        """``match`` in wrapper code, on metadata (dtypes, shapes, numbers, strings): its patterns compare with
        ``==``, take items and bind parts of that data. Not on a tensor or an open value, and no class pattern
        (it calls ``__instancecheck__`` and reads the attributes ``__match_args__`` names)."""
        if not self.wrapper:
            self.report(node, f"'match' statement in {self.kind} code", "write it with if/elif")
            return
        kind = self.type(self.expr(node.subject))
        if kind >= CONTAINER or self.may_be_open(node.subject):
            self.report(node.subject, f"matches on what may be a tensor or hold one: '{_unparse(node.subject)}'",
                        TODO_TRUTH)
        for case in node.cases:
            self.match_pattern(case.pattern, kind if kind <= SCALAR else TENSOR)
            if case.guard is not None:
                self.truth(case.guard)
            self.block(case.body)

    def match_pattern(self, node: ast.pattern, element: int) -> None:
        """What a case pattern reads (its values) and binds: parts of the subject, typed as it is; a ``*rest`` or
        ``**rest`` capture is a new list or dict (open: ``may_be_open``)."""
        values = [node.value] if isinstance(node, ast.MatchValue) else node.keys if isinstance(
            node, ast.MatchMapping) else []
        for value in values:  # compared with the subject's parts ('==', a dict's lookup)
            if self.type(self.expr(value)) >= CONTAINER:
                self.report(value, f"compares with what may be a tensor: '{_unparse(value)}'", TODO_COMPUTE)
        if isinstance(node, ast.MatchClass):
            self.report(node, f"class pattern '{_unparse(node)}'", "test a class with isinstance(...) in an if")
        elif isinstance(node, (ast.MatchAs, ast.MatchStar)) and node.name:
            self.assign(ast.Name(node.name, ast.Store()), element)
            if isinstance(node, ast.MatchStar):
                self.changed |= self.checker.open_parameters(self.unit, {node.name})
        elif isinstance(node, ast.MatchMapping) and node.rest:
            self.assign(ast.Name(node.rest, ast.Store()), element)
            self.changed |= self.checker.open_parameters(self.unit, {node.rest})
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.pattern):
                self.match_pattern(child, element)

    def stmt_Raise(self, node: ast.Raise) -> None:
        for part in (node.exc, node.cause):
            if part is not None:
                self.expr(part)

    def stmt_Assert(self, node: ast.Assert) -> None:
        self.truth(node.test)
        if node.msg is not None:
            self.expr(node.msg)

    def stmt_Delete(self, node: ast.Delete) -> None:
        for target in node.targets:
            if not isinstance(target, ast.Name):
                self.report(node, f"deletes '{_unparse(target)}'", TODO_NO_STATE)

    def stmt_Import(self, node: ast.Import) -> None:
        for alias in node.names:
            self.checker.check_import(self.info, node, alias.name)
        self.bind_imported(node)

    def stmt_ImportFrom(self, node: ast.ImportFrom) -> None:
        self.checker.check_import_from(self.info, node)
        self.bind_imported(node)

    def bind_imported(self, node: ast.Import | ast.ImportFrom) -> None:
        """What an import in a function binds is a module's object, whose writes outlive the call (round 64a's
        LOCAL_IMPORT_STATE: ``from pass_dir.k import _SEEN`` then ``_SEEN.append(1)``)."""
        bound = self.checker.bind_import(node)
        self.unit.env.update(bound)
        self.unit.shared |= set(bound)
        self.unit.holds_shared |= set(bound)

    def stmt_FunctionDef(self, node: ast.FunctionDef) -> None:
        if not self.wrapper:
            self.report(node, f"nested function '{node.name}' in {self.kind} code",
                        "define helpers at module level (for kernels: as @triton.jit functions)")
            return
        for decorator in node.decorator_list:
            self.report(decorator, f"decorator '@{_unparse(decorator)}' on a nested function",
                        "nested functions take no decorators")
        kinds = []  # the defaults' (listed before the annotations)
        for value, annotation in _evaluated_at_definition(node):
            if annotation:
                self.annotation(value)
            else:
                kinds.append(self.type(self.expr(value)))
        unit = self.checker.local_unit(node, self.info, self.unit)
        self.changed |= self.checker.bind_defaults(unit, kinds)
        self.open_defaults(unit)
        self.unit.env[node.name] = UnitRef(unit)

    def open_defaults(self, unit: Unit) -> None:
        """A local function's parameters whose defaults may be open (round 19c: ``def launch(pack=[x, y][:])``)."""
        opened = {name for name, default in _defaulted(unit.node) if self.may_be_open(default)}
        self.changed |= self.checker.open_parameters(unit, opened)

    # -- expressions ---------------------------------------------------------------------

    def annotation(self, node: ast.expr) -> int:
        """An annotation is evaluated where it stands, but what it names is never called: only the
        calls in it count."""
        self.referring = True
        try:
            self.expr(node)
        finally:
            self.referring = False
        return SCALAR

    def type(self, value: Value) -> int:
        """The value as data: a function or module used so is a value use."""
        if isinstance(value, int):
            return value
        if isinstance(value, Blocked):
            return BOTTOM
        self.value_use(value)
        return SCALAR

    def element(self, value: Value) -> int:
        kind = self.type(value)
        return kind if kind <= SCALAR else TENSOR

    def types(self, nodes: list[ast.expr]) -> list[int]:
        return [self.type(self.expr(n)) for n in nodes]

    def expr(self, node: ast.expr) -> Value:
        self.node = node
        handler = getattr(self, f"expr_{type(node).__name__}", None)
        if handler is None:
            self.report(node, f"'{_unparse(node)}'", "generators and await have no place in a pass")
            return TENSOR
        return handler(node)

    def expr_Constant(self, node: ast.Constant) -> Value:
        return SCALAR  # what Triton reads of a kernel's strings, their file lines: _Checker.check_jit_sources

    def expr_JoinedStr(self, node: ast.JoinedStr) -> Value:
        for part in node.values:
            self.expr(part)
        return SCALAR

    def expr_FormattedValue(self, node: ast.FormattedValue) -> Value:
        self.formatted(node.value)
        if node.format_spec is not None:
            self.expr(node.format_spec)
        return SCALAR

    def expr_Name(self, node: ast.Name) -> Value:
        if _is_dunder(node.id):
            self.report(node, f"uses '{node.id}'", "dunder names reach into Python's internals; a pass has no use "
                                                   "for them")
            return Blocked()
        value = self.lookup(node.id)
        if node.id not in self.comprehension_names and self.comprehension_only(node.id):
            self.report(node, f"uses '{node.id}' outside the comprehension that binds it",
                        "a comprehension's variable is its own: outside it the name is another binding (a module's "
                        "name, or the interpreter's globals); rename one of them")
            return Blocked()
        if value is None:
            if node.id in DATA_BUILTINS:
                return SCALAR
            if not self.referring and node.id not in self.comprehension_names and not self.bound_locally(node.id):
                self.report(node, f"uses '{node.id}', which the pass never binds", TODO_UNBOUND)
                return Blocked()
            return TENSOR if self.wrapper else SCALAR  # a local no binding has reached yet
        if isinstance(value, BuiltinRef) and value.name in HIDING:
            self.report(node, f"uses {value.name}()", TODO_NAMES)
            return Blocked()
        return value

    def bound_locally(self, name: str) -> bool:
        """Whether ``name`` is a local of this unit or of one it is nested in."""
        unit: Unit | None = self.unit
        while unit is not None:
            if name in _scope_names(unit.node):
                return True
            unit = unit.parent
        return False

    def comprehension_only(self, name: str) -> bool:
        """Whether the binding ``lookup`` finds for ``name`` is a comprehension's variable (the checks keep one
        namespace per function): outside that comprehension Python reads another binding (round 19c, after the
        round: ``[0 for tl in (1,)]`` then ``tl.extra.modules`` in a kernel)."""
        unit: Unit | None = self.unit
        while unit is not None:
            if name in unit.env:
                return name not in _scope_names(unit.node)
            unit = unit.parent
        return False

    def expr_Starred(self, node: ast.Starred) -> Value:
        return self.expr(node.value)

    def expr_Tuple(self, node: ast.Tuple | ast.List | ast.Set) -> Value:
        kinds = self.types(node.elts)
        return CONTAINER if any(k >= CONTAINER for k in kinds) else SCALAR

    expr_List = expr_Set = expr_Tuple

    def expr_Dict(self, node: ast.Dict) -> Value:
        kinds = self.types([k for k in node.keys if k is not None] + node.values)
        return CONTAINER if any(k >= CONTAINER for k in kinds) else SCALAR

    def loop_target(self, target: ast.expr, iterable: ast.expr) -> None:
        """What a loop binds: an element; with ``enumerate(xs)``, a number and an element of ``xs``."""
        if (isinstance(iterable, ast.Call) and isinstance(iterable.func, ast.Name) and iterable.func.id == "enumerate"
                and self.lookup("enumerate") == BuiltinRef("enumerate") and len(iterable.args) == 1
                and not iterable.keywords and isinstance(target, ast.Tuple) and len(target.elts) == 2):
            self.assign(target.elts[0], SCALAR)
            self.assign(target.elts[1], self.element(self.expr(iterable.args[0])))
        else:
            self.assign(target, self.element(self.expr(iterable)))

    def comprehension(self, node: ast.expr, results: list[ast.expr]) -> Value:
        bound = [n.id for generator in node.generators for n in _bound_names(generator.target)]
        self.comprehension_names += bound
        try:
            for generator in node.generators:
                self.loop_target(generator.target, generator.iter)
                for condition in generator.ifs:
                    self.truth(condition)
            kinds = self.types(results)
        finally:
            del self.comprehension_names[len(self.comprehension_names) - len(bound):]
        return CONTAINER if any(k >= CONTAINER for k in kinds) else SCALAR

    def expr_ListComp(self, node: ast.ListComp) -> Value:
        return self.comprehension(node, [node.elt])

    expr_SetComp = expr_GeneratorExp = expr_ListComp

    def expr_DictComp(self, node: ast.DictComp) -> Value:
        return self.comprehension(node, [node.key, node.value])

    def expr_Slice(self, node: ast.Slice) -> Value:
        for part in (node.lower, node.upper, node.step):
            if part is not None:
                self.index_part(part)
        return SCALAR

    def expr_NamedExpr(self, node: ast.NamedExpr) -> Value:
        if self.module_level:  # it binds a module name no declaration shows (round 15b: a tensor made at import)
            self.report(node, f"binds '{_unparse(node.target)}' with ':=' at import",
                        "define module-level names by plain assignment")
        value = self.expr(node.value)
        self.assign(node.target, value)  # its value goes on under another name too: 'a = (b := [])' (round 64a)
        return value

    def expr_Lambda(self, node: ast.Lambda) -> Value:
        if not self.wrapper:
            self.report(node, f"lambda in {self.kind} code", "kernels and pattern take no lambdas")
            return SCALAR
        defaults = [value for value, _ in _evaluated_at_definition(node)]
        kinds = [self.type(self.expr(value)) for value in defaults]
        for value, kind in zip(defaults, kinds):
            if self.module_level and kind >= CONTAINER and _calls_at_import(value):  # a hook's (round 17b)
                self.report(value, f"computes the default '{_unparse(value)}' at import",
                            "a default made at import is shared by every call; " + TODO_NO_STATE)
        unit = self.checker.local_unit(node, self.info, None if self.module_level else self.unit)
        self.changed |= self.checker.bind_defaults(unit, kinds)
        self.open_defaults(unit)
        if self.in_decorator and self.prune_hook is not None:  # round 60a: called by keyword with the launch's
            self.prune_use(unit)
            self.use(unit, "prune")
        elif self.in_decorator:
            self.use(unit, "grid")  # @triton.heuristics / autotune hooks: called by Triton with meta-parameters
        return UnitRef(unit)

    def expr_IfExp(self, node: ast.IfExp) -> Value:
        self.truth(node.test)
        return max(self.type(self.expr(node.body)), self.type(self.expr(node.orelse)))

    def truth(self, test: ast.expr) -> None:
        """A tensor's truth value is its data, read on the host."""
        if self.type(self.expr(test)) == TENSOR and self.wrapper:
            self.report(test, f"tests a tensor's value: '{_unparse(test)}'", TODO_TRUTH)

    def arithmetic(self, node: ast.AST, kinds: list[int]) -> None:
        if TENSOR in kinds and self.wrapper:
            self.report(node, f"tensor arithmetic '{_unparse(node)}'", TODO_COMPUTE)

    def expr_BinOp(self, node: ast.BinOp) -> Value:
        kinds = self.types([node.left, node.right])
        self.arithmetic(node, kinds)
        if isinstance(node.op, ast.Mod) and kinds[1] == CONTAINER and self.wrapper:  # '%s' % (x,)
            self.report(node, f"formats a tensor's values: '{_unparse(node)}'", TODO_FORMAT)
        return max(kinds)

    def expr_UnaryOp(self, node: ast.UnaryOp) -> Value:
        kind = self.type(self.expr(node.operand))
        if isinstance(node.op, ast.Not):
            if kind == TENSOR and self.wrapper:
                self.report(node, f"tests a tensor's value: '{_unparse(node)}'", TODO_TRUTH)
            return SCALAR
        self.arithmetic(node, [kind])
        return kind

    def expr_BoolOp(self, node: ast.BoolOp) -> Value:
        kinds = self.types(node.values)
        if self.wrapper and TENSOR in kinds[:-1]:
            self.report(node, f"tests a tensor's value: '{_unparse(node)}'", TODO_TRUTH)
        return max(kinds)

    def expr_Compare(self, node: ast.Compare) -> Value:
        operands = [node.left, *node.comparators]
        kinds = self.types(operands)
        for op, left, right, pair in zip(node.ops, operands, operands[1:], zip(kinds, kinds[1:])):
            if not self.wrapper or max(pair) < CONTAINER or isinstance(op, (ast.Is, ast.IsNot)):
                continue
            if isinstance(op, (ast.Eq, ast.NotEq, ast.In, ast.NotIn)) and (_inert(left) or _inert(right)):
                continue
            self.report(node, f"compares a tensor: '{_unparse(node)}'", TODO_COMPUTE)
        return SCALAR

    def launch_arguments_parameter(self, name: str) -> bool:
        """``name`` is the parameter of a grid or a kernel's hook that Triton passes the launch's
        arguments in, as it came: ``meta['BLOCK']`` is then what the launches pass as BLOCK."""
        unit = self.unit
        if unit.uses != {"grid"} or unit.param_types.get(name) != CONTAINER or self.lookup(name) != CONTAINER:
            return False
        every = [a.arg for a in unit.node.args.posonlyargs + unit.node.args.args + unit.node.args.kwonlyargs]
        return name in every and not any(isinstance(n, ast.Name) and n.id == name and not isinstance(n.ctx, ast.Load)
                                         for n in ast.walk(unit.node))

    def index_part(self, node: ast.expr) -> None:
        if self.type(self.expr(node)) == TENSOR and self.wrapper:
            self.report(node, f"uses a tensor as an index: '{_unparse(node)}'", TODO_COMPUTE)

    def expr_Subscript(self, node: ast.Subscript) -> Value:
        if (isinstance(node.value, ast.Name) and isinstance(node.slice, ast.Constant)
                and isinstance(node.slice.value, str) and self.launch_arguments_parameter(node.value.id)):
            return self.checker.launch_argument(node.slice.value)
        value = self.expr(node.value)
        if isinstance(value, UnitRef) and value.unit.kind == KERNEL and self.wrapper:
            self.report(node, f"'{_unparse(node)}' outside a call", "launch kernels as kernel[grid](...)")
            return TENSOR
        kind = self.type(value)
        if kind == TENSOR and self.wrapper:
            self.expr(node.slice)
            self.report(node, f"indexes a tensor: '{_unparse(node)}'",
                        "indexing runs in torch; pass offsets and strides to the kernel, or use view methods "
                        "(view, narrow, select, ...)")
            return TENSOR
        for part in node.slice.elts if isinstance(node.slice, ast.Tuple) else [node.slice]:
            self.index_part(part)
        return kind if kind <= SCALAR else TENSOR

    def expr_Attribute(self, node: ast.Attribute) -> Value:
        if _is_dunder(node.attr) and not (self.kind == PATTERN and node.attr in OPERATOR_DUNDERS):
            self.expr(node.value)
            self.report(node, f"reads '{_unparse(node)}'",
                        "dunder attributes reach into Python's internals; a pass has no use for them")
            return Blocked()
        dotted = self.outside(node)
        if dotted is not None:
            return self.outside_value(node, dotted)
        value = self.expr(node.value)
        if _outside_ref(value):  # reached through a pass_dir module: helpers.torch.sys
            return self.outside_value(node, f"{value.dotted}.{node.attr}")
        if isinstance(value, ModuleRef):  # a pass_dir module
            return self.checker.pass_member(value.dotted, node.attr)
        if isinstance(value, UnitRef):
            self.report(node, f"reads '{_unparse(node)}' of the function '{value.unit.name}'",
                        "call the pass's functions and launch its kernels; their attributes are Python's and "
                        "Triton's internals")
            return Blocked()
        if self.kind == KERNEL and node.attr in INTERPRETER_INTERNALS:
            self.report(node, f"reads '{_unparse(node)}'", TODO_INTERPRETER)
            return Blocked()
        if isinstance(value, Blocked):
            return value
        if self.kind == PATTERN and not _pattern_member(node.attr) and not self.type_info_attribute(node):
            self.report(node, f"pattern reads '{_unparse(node)}'", TODO_PATTERN_VALUES)
            return Blocked()
        kind = self.type(value)
        if kind == TENSOR and self.wrapper:
            if node.attr in TENSOR_ATTRIBUTES:
                return TENSOR_ATTRIBUTES[node.attr]
            self.report(node, f"reads '{_unparse(node)}' of a tensor",
                        f"of a tensor, wrapper code may read only {', '.join(sorted(TENSOR_ATTRIBUTES))} and the "
                        "metadata and view methods")
            return Blocked()
        if (self.kind in (WRAPPER, KERNEL) and node.attr in _data_methods()  # round 59b: 'pre_hook=_SEEN.update'
                and not (self.kind == KERNEL and node.attr in KERNEL_TENSOR_ATTRIBUTES)):
            self.report(node, f"uses the method '{_unparse(node)}' as a value", TODO_BOUND_METHOD)
            self.escaped(_root_name(node.value))
            return Blocked()
        # an attribute of a container may be what it holds (round 16b: ValueError([meta]).args[0][0])
        return kind if kind != TENSOR else SCALAR

    def escaped(self, root: str | None) -> None:
        """A container one of whose methods escapes may hold whatever it is later called with (the launch's tensors,
        as a hook): its name is typed so, a module's or this function's."""
        if root is None or self.bound_locally(root) and root not in self.unit.env:
            return
        if root in self.unit.env:
            self.assign_name(root, CONTAINER)
        elif isinstance(current := self.info.names.get(root), int) and current < CONTAINER:
            self.info.names[root] = CONTAINER
            self.checker.module_changed = self.changed = True

    def type_info_attribute(self, node: ast.Attribute) -> bool:
        """``torch.finfo(dtype).eps`` and its kind: numbers describing a dtype, read of what torch.finfo/iinfo
        return."""
        call = node.value
        return (node.attr in TYPE_INFO_ATTRIBUTES and isinstance(call, ast.Call)
                and self.outside(call.func) in ("torch.finfo", "torch.iinfo"))

    def outside(self, node: ast.expr) -> str | None:
        """The dotted name of ``node`` in an outside module (torch, triton, math), through the local
        names first: None for anything else."""
        parts = []
        while isinstance(node, ast.Attribute):
            parts.append(node.attr)
            node = node.value
        if not isinstance(node, ast.Name):
            return None
        head = self.lookup(node.id)
        if isinstance(head, ObjectRef) or (isinstance(head, ModuleRef)
                                           and head.dotted.split(".")[0] not in PASS_PACKAGES):
            return ".".join([head.dotted, *reversed(parts)])
        return None

    def outside_value(self, node: ast.expr, dotted: str) -> Value:
        """``torch.float16``, ``tl.float32``, ``math.pi``: values; any other part of torch is not for a pass."""
        head, _, rest = dotted.partition(".")
        if self.kind == PATTERN and _pattern_denied(dotted):
            self.report(node, f"pattern uses '{dotted}'", "pattern is traced in the child, where this runs for real: "
                                                         "it may use only torch's operators and values")
            return Blocked()
        if self.kind == PATTERN or self.referring or head in ("math", "typing") or dotted in ("torch", "triton") or (
                head == "triton" and (dotted in TRITON_HELPERS | KERNEL_DECORATORS
                                      or dotted.startswith("triton.language"))) or (
                head == "torch" and rest in TORCH_CLASSES):
            if self.leaves_package(node, dotted):
                return Blocked()
            return ModuleRef(dotted) if dotted in ("torch", "triton", "triton.language", "math") else ObjectRef(dotted)
        if head == "torch" and rest in TORCH_VALUES:
            return SCALAR
        self.report(node, f"uses '{dotted}'", "outside pattern, a pass may use only torch's dtypes, memory formats "
                                              "and its nine allocators" if head == "torch" else
                    "of triton, a pass uses triton.language, cdiv, next_power_of_2, Config and the kernel "
                    "decorators" if head == "triton" else TODO_CALLS)
        return Blocked()

    def leaves_package(self, node: ast.expr, dotted: str) -> bool:
        """Report a name that walks through another package's module (``typing.sys.modules``), or in a
        kernel out of triton.language or into the interpreter (``tl.random.tl``, core itself)."""
        head = dotted.split(".")[0]
        kernel = self.kind == KERNEL and head == "triton"
        _, problem = _lookup(dotted, "triton.language" if kernel else head,
                             INTERPRETER_INTERNALS if kernel else frozenset(), own_members=kernel)
        if problem is not None:
            self.report(node, f"uses '{dotted}': {problem}", TODO_INTERPRETER if kernel else
                        f"name {head}'s own functions and values; through another module a name reaches anything")
        return problem is not None

    # -- calls ---------------------------------------------------------------------------

    def arguments(self, node: ast.Call) -> tuple[list[tuple[int, bool]], dict[str | None, int]]:
        positional = [(self.argument(a), isinstance(a, ast.Starred)) for a in node.args]
        keywords = {k.arg: self.argument(k.value) for k in node.keywords}
        return positional, keywords

    def argument(self, node: ast.expr) -> int:
        value = self.expr(node)
        if self.kind == KERNEL and isinstance(value, UnitRef) and value.unit.kind == KERNEL:
            return SCALAR  # a combine function (tl.reduce, tl.associative_scan)
        return self.type(value)

    def expr_Call(self, node: ast.Call) -> Value:
        func = node.func
        if self.kind == PATTERN:
            self.pattern_call_writes(node)
        if isinstance(func, ast.Subscript):  # kernel[grid](...)
            target = self.expr(func.value)
            if isinstance(target, UnitRef) and target.unit.kind == KERNEL:
                if not self.wrapper:
                    self.report(node, f"launches '{target.unit.name}' from {self.kind} code",
                                "launch kernels from wrapper code")
                self.grid(func.slice)
                self.launch_arguments(node, target.unit)
                return SCALAR
        elif isinstance(func, ast.Attribute) and (not _is_dunder(func.attr) or (
                self.kind == PATTERN and func.attr in OPERATOR_DUNDERS)):
            dotted = self.outside(func)
            if dotted is not None:
                return self.outside_call(node, dotted)
            receiver = self.expr(func.value)
            if isinstance(receiver, int):
                return self.method(node, func, receiver)
            if _outside_ref(receiver):  # reached through a pass_dir module
                return self.outside_call(node, f"{receiver.dotted}.{func.attr}")
            if isinstance(receiver, (ModuleRef, Blocked)):  # a pass_dir module (outside() took the others)
                target = receiver if isinstance(receiver, Blocked) else self.checker.pass_member(
                    receiver.dotted, func.attr)
                return self.call_target(node, target)
            return self.call_target(node, None)
        return self.call_target(node, self.expr(func))

    def grid(self, node: ast.expr) -> None:
        """A launch's grid: a tuple, or a function Triton calls with the meta-parameters (either of
        two, by a condition)."""
        if isinstance(node, ast.IfExp):
            self.truth(node.test)
            self.grid(node.body)
            self.grid(node.orelse)
            return
        grid = self.expr(node)
        if isinstance(grid, UnitRef) and grid.unit.kind == WRAPPER:  # Triton calls it with meta, a dict
            self.changed |= self.checker.open_parameters(grid.unit, set(_parameters(grid.unit.node)))
            if grid.unit.returns >= CONTAINER and self.wrapper:  # round 59b: 'lambda meta: (meta["x_ptr"],)'
                self.report(node, f"launches with the grid function '{_unparse(node)}', which may return a tensor",
                            "a grid is numbers computed from shapes and constants; a tensor's value read as a "
                            "grid is computed on the host")
        if isinstance(grid, UnitRef) and grid.unit.local:
            self.use(grid.unit, "grid")
        elif isinstance(grid, UnitRef) and grid.unit.kind == WRAPPER:
            self.use(grid.unit, "grid")
            self.changed |= self.checker.bind_all(grid.unit, CONTAINER, defaulted=False)
        else:
            kind = self.type(grid)
            self.changed |= self.checker.launch_keyword("grid", kind)  # a hook reads it as meta['grid']
            if kind >= CONTAINER and self.wrapper:
                self.report(node, f"launches with the grid '{_unparse(node)}', which may hold a tensor",
                            "a grid is numbers computed from shapes and constants; a tensor's value read as a "
                            "grid is computed on the host")

    def spread_keywords(self, node: ast.Call) -> tuple[dict[str, ast.expr], list[ast.expr]]:
        """A call's keywords by name, a ``**`` of a dict written out (``**{'BLOCK': 64}``, ``**dict(BLOCK=64)``)
        read as its entries; apart, the ``**`` arguments whose names the checks cannot read."""
        named: dict[str, ast.expr] = {}
        opaque: list[ast.expr] = []
        for keyword in node.keywords:
            value = keyword.value
            if keyword.arg is not None:
                named[keyword.arg] = value
            elif (entries := self.keyword_display(value)) is not None:
                named |= entries
            elif isinstance(value, ast.Name) and (entries := self.keyword_display(self.spread_only(value.id))):
                named |= entries  # PyTorch's factory_kwargs idiom: 'options = {...}' then '**options'
            else:
                opaque.append(value)
        return named, opaque

    def keyword_display(self, value: ast.expr | None) -> dict[str, ast.expr] | None:
        """The entries of a dict written out with string keys (``{'dtype': d}``, ``dict(dtype=d)``); None otherwise."""
        if isinstance(value, ast.Dict) and all(isinstance(k, ast.Constant) and isinstance(k.value, str)
                                               for k in value.keys):
            return {k.value: v for k, v in zip(value.keys, value.values)}
        if (isinstance(value, ast.Call) and isinstance(value.func, ast.Name) and not value.args
                and self.lookup(value.func.id) == BuiltinRef("dict") and all(k.arg for k in value.keywords)):
            return {k.arg: k.value for k in value.keywords}
        return None

    def spread_only(self, name: str) -> ast.expr | None:
        """The value of a local bound by one plain assignment and used only as ``**name``: nothing can change it
        between the two, so its entries are what the ``**`` passes."""
        func = self.unit.node
        uses = [n for n in ast.walk(func) if isinstance(n, ast.Name) and n.id == name]
        spreads = {id(k.value) for n in ast.walk(func) if isinstance(n, ast.Call) for k in n.keywords if k.arg is None}
        assigns = [n for n in ast.walk(func) if isinstance(n, ast.Assign) and len(n.targets) == 1
                   and isinstance(n.targets[0], ast.Name) and n.targets[0].id == name]
        stores = [n for n in uses if not isinstance(n.ctx, ast.Load)]
        if name in _parameters(func) or len(assigns) != 1 or len(stores) != 1 or any(
                isinstance(n.ctx, ast.Load) and id(n) not in spreads for n in uses):
            return None
        return assigns[0].value

    def launch_arguments(self, node: ast.Call, kernel: Unit) -> None:
        """A kernel's arguments: the interpreter turns tensors and tuples into pointers, but hands a
        list or dict of tensors, and any constexpr, to the kernel's Python body as it is. A ``*`` or ``**``
        argument may fill any parameter left (round 17b: ``**{'ARGS': {...}}``, ``*[{...}]``). What each
        parameter gets is recorded for the launch's hooks (grids, heuristics)."""
        positional, _ = self.arguments(node)
        slots: list[tuple[ast.expr, int]] = []  # by position, a '*' display's elements as their own
        loose: list[tuple[ast.expr, int, bool]] = []  # from the first '*' whose length the checks cannot count
        for argument, (kind, starred) in zip(node.args, positional):
            elements = argument.value.elts if starred and isinstance(argument.value, (ast.List, ast.Tuple)) else None
            if loose or (starred and (elements is None or any(isinstance(e, ast.Starred) for e in elements))):
                loose.append((argument, kind, starred))
            else:
                slots += [(e, self.argument(e)) for e in elements] if starred else [(argument, kind)]
        named, opaque = self.spread_keywords(node)
        keywords: dict[str | None, int] = {name: self.argument(value) for name, value in named.items()}
        spread = [(value, self.argument(value)) for value in opaque]
        given = slots + [(a, kind) for a, kind, starred in loose if not starred] + [
            (named[name], kind) for name, kind in keywords.items()]
        for argument, kind in given:
            if self.wrapper:
                self.container_to_kernel(argument, kind)
        for argument, kind in [(a.value, k) for a, k, starred in loose if starred] + spread:
            if self.wrapper and kind > SCALAR and self.may_be_open(argument):  # its elements or values, as they are
                self.report(argument, f"passes the elements of '{_unparse(argument)}', which may be lists or dicts "
                            "holding tensors, to a kernel", "pass tensors to kernels one by one, or in a tuple "
                            "written in the call whose elements are tensors, numbers and such tuples")
        params = kernel.positional()
        bound = {name: kind for name, (_, kind) in zip(params, slots)} | keywords
        reached = {(name, f"as the constexpr '{name}'") for name, kind in bound.items() if kind >= CONTAINER}
        fills = [(f"'{_unparse(a)}'", kind, params[len(slots):]) for a, kind, _ in loose]
        fills += [(f"'**{_unparse(a)}'", kind, params + kernel.keyword_only()) for a, kind in spread]
        filled = bound.keys() | self.checker.decorator_filled(kernel)
        reached |= {(name, f"through {what} to the constexpr '{name}'") for what, kind, names in fills
                    if kind >= CONTAINER for name in set(names) - filled}
        constexprs = self.checker.constexprs(kernel)
        for name, how in sorted(reached):
            if name in constexprs and self.wrapper:
                self.report(node, f"passes a tensor {how} of '{kernel.name}'",
                            "constexprs are numbers, strings and dtypes: in the CPU interpreter a constexpr "
                            "reaches the kernel's Python body as it is; pass them by name")
        if spread:
            keywords[None] = max(kind for _, kind in spread)
        for name, kind in keywords.items():
            self.changed |= self.checker.launch_keyword(name, kind)
        self.changed |= self.checker.bind(kernel, [(kind, False) for _, kind in slots] + [
            (kind, starred) for _, kind, starred in loose], keywords, frozenset(self.checker.decorator_filled(kernel)))

    def container_to_kernel(self, argument: ast.expr, kind: int) -> None:
        """A kernel's argument that may be a list or dict holding tensors: the interpreter turns a tensor into a
        pointer and a tuple's elements one by one, but hands anything else to the kernel's Python body as it is.
        A tuple written in the call is read element by element (round 18c: ``(0, {"x_ptr": x})``)."""
        if isinstance(argument, ast.Tuple):
            for element in argument.elts:
                self.container_to_kernel(element, self.type(self.expr(element)))
        elif kind == CONTAINER or (kind > SCALAR and (isinstance(argument, ast.Starred) or self.may_be_open(argument))):
            self.report(argument, f"passes '{_unparse(argument)}', which may hold tensors, to a kernel",
                        "pass tensors to kernels one by one, or in a tuple written in the call whose elements are "
                        "tensors, numbers and such tuples")

    def call_target(self, node: ast.Call, target: Value | None) -> Value:
        if isinstance(target, ObjectRef):
            return self.outside_call(node, target.dotted)
        if isinstance(target, BuiltinRef):
            return self.builtin(node, target.name)
        if isinstance(target, UnitRef) and not isinstance(node.func, ast.Subscript):
            return self.call_unit(node, target.unit)
        self.arguments(node)
        if isinstance(target, Blocked):
            return BOTTOM
        self.report(node, f"calls '{_unparse(node.func)}'", TODO_CALLS if self.kind != PATTERN else
                    "pattern calls torch's operators by name, and methods of its values")
        return Blocked()

    def call_unit(self, node: ast.Call, unit: Unit) -> Value:
        positional, keywords = self.arguments(node)
        if unit.kind == KERNEL:
            if self.kind != KERNEL:
                self.report(node, f"calls the kernel '{unit.name}' directly", "launch kernels as kernel[grid](...)")
            return SCALAR
        if unit.kind != WRAPPER or self.kind == KERNEL:  # pattern calling pattern could hand it module state
            self.report(node, f"calls '{unit.name}' from {self.kind} code", TODO_CALLS)
            return TENSOR if self.wrapper else SCALAR
        if self.kind == PATTERN:  # traced with pattern, so checked as pattern is, unless wrapper code uses it too
            self.use(unit, "pattern")
            return SCALAR
        self.use(unit, "call" if unit.local else "other")  # a local function called by name: typed by its calls
        self.changed |= self.checker.open_parameters(unit, self.parameters_given(node, unit, self.may_be_open))
        self.changed |= self.checker.mutable_parameters(unit, self.parameters_given(
            node, unit, lambda argument: not self.immutable(argument)))
        self.changed |= self.checker.bind(unit, positional, keywords)
        return unit.returns if self.wrapper else SCALAR

    def outside_call(self, node: ast.Call, dotted: str) -> Value:
        positional, keywords = self.arguments(node)
        if self.kind == PATTERN:
            if dotted.split(".")[0] != "torch" or _pattern_denied(dotted):
                self.report(node, f"pattern calls '{dotted}'", "pattern is traced in the child, where this runs for "
                                                              "real: it may call only torch's operators")
            else:
                self.leaves_package(node, dotted)
            return SCALAR
        if dotted in ALLOCATORS and self.wrapper and not self.module_level:
            self.allocation(node, dotted, positional, keywords)
            return TENSOR
        if dotted == TUTORIAL_DEVICE and self.wrapper and not positional and not keywords:
            return SCALAR  # a torch.device (round 59b: the first line of Triton's tutorials)
        if dotted == "triton.Config":
            self.config_arguments(node)
        if self.kind == KERNEL and set(dotted.split(".")) & INTERPRETER_INTERNALS:
            self.report(node, f"calls '{dotted}'", TODO_INTERPRETER)
            return Blocked()
        if dotted in TRITON_HELPERS or dotted.startswith("math.") or (
                self.kind == KERNEL and dotted.startswith("triton.language.")):
            if self.leaves_package(node, dotted):
                return Blocked()
            if self.kind == KERNEL and dotted.startswith("triton.language.") and dotted not in TRITON_HELPERS and \
                    not _triton_operation(_lookup(dotted, "triton.language", INTERPRETER_INTERNALS, True)[0]):
                self.report(node, f"calls '{dotted}', a Python helper of triton.language, not a Triton operation",
                            TODO_INTERPRETER)
                return Blocked()
            if self.wrapper and max([k for k, _ in positional] + list(keywords.values()), default=BOTTOM) >= CONTAINER:
                self.report(node, f"passes a tensor to '{dotted}'", TODO_COMPUTE)
            return SCALAR
        if dotted in ALLOCATORS:
            self.report(node, f"allocates a tensor in {'kernel' if self.kind == KERNEL else 'module-level'} code",
                        TODO_NO_STATE)
        else:
            self.report(node, f"calls '{dotted}'", TODO_TORCH if dotted.split(".")[0] == "torch" else TODO_CALLS)
        return Blocked()

    def config_arguments(self, node: ast.Call) -> None:
        """A ``triton.Config`` names no IR file to compile in the kernel's place (``ir_override``, round 59b) where
        the checks can see one: a keyword ``ir_override=`` (written, or of a dict display read as ``**``), a seventh
        positional argument (written, in a ``*`` display, or in a row of a table read as ``*row``), or anywhere in the
        pass's modules the string 'ir_override' or a Config-like row of more than six elements. Other ``*``/``**`` of
        plain data are accepted whatever their source (round 61a: tables of keyword dicts, list rows, rows read in a
        ``for`` loop, options from a helper module, layered option dicts); what they hold is typed as any argument
        (tensors and hooks as today). An ir_override built out of sight is no escape beyond what a kernel's pointer
        arithmetic allows (README, known)."""
        named, _ = self.spread_keywords(node)
        positional = sum(len(a.value.elts) if isinstance(a, ast.Starred) and isinstance(a.value, (ast.List, ast.Tuple))
                         else 0 if isinstance(a, ast.Starred) else 1 for a in node.args)
        rows = [self.table_rows(a.value) for a in node.args if isinstance(a, ast.Starred)]
        if ("ir_override" in named or positional > CONFIG_IR_OVERRIDE_POSITION
                or any(len(row) > CONFIG_IR_OVERRIDE_POSITION - positional for found in rows for row in found)
                or self.checker.ir_override_seen):
            self.report(node, f"'{_unparse(node)}' may give an ir_override", TODO_IR_OVERRIDE)

    def table_rows(self, value: ast.expr) -> list[list[ast.expr]]:
        """The rows, as written, of the module-level table a ``*row`` reads (``row`` the variable of a comprehension
        or ``for`` over a module-level list or tuple display of tuple or list displays); [] where not read."""
        if not isinstance(value, ast.Name):
            return []
        loops = [g.iter for g in ast.walk(self.unit.node) if isinstance(g, (ast.comprehension, ast.For))
                 and isinstance(g.target, ast.Name) and g.target.id == value.id]
        tables = [
            s.value for s in self.info.module.tree.body for it in loops if isinstance(it, ast.Name)
            and isinstance(s, ast.Assign) and any(isinstance(t, ast.Name) and t.id == it.id for t in s.targets)]
        return [[e for e in row.elts if not isinstance(e, ast.Starred)] for table in tables
                if isinstance(table, (ast.List, ast.Tuple)) for row in table.elts if isinstance(row, (ast.List, ast.Tuple))]

    def allocation(self, node: ast.Call, dotted: str, positional: list[tuple[int, bool]],
                   keywords: dict[str | None, int]) -> None:
        named, opaque = self.spread_keywords(node)  # '**{"out": y}' is out= (round 17b)
        keywords = {name: self.type(self.expr(value)) for name, value in named.items()}
        for value in opaque:
            self.report(node, f"passes '**{_unparse(value)}' to '{dotted}', whose keywords the checks cannot read",
                        "write the allocator's keywords out (shape, dtype=, device=)")
        if "out" in keywords:
            self.report(node, f"'{dotted}(..., out=...)' writes into an existing tensor",
                        "allocate a new tensor and let the kernel write it")
        if dotted == "torch.as_tensor" and positional and (positional[0][0] == CONTAINER or (
                positional[0][0] == TENSOR and (len(positional) > 1 or {"dtype", "device"} & set(keywords)))):
            self.report(node, f"converts a tensor: '{_unparse(node)}'",
                        "a dtype or device conversion computes: convert in the kernel (store with "
                        ".to(out_ptr.dtype.element_ty))")
        fill = [k for i, (k, starred) in enumerate(positional[:2]) if i == 1 or starred] if dotted in (
            "torch.full", "torch.full_like") else []  # a '*' in the first two places may give the fill value
        if max(fill + [keywords.get("fill_value", BOTTOM)]) >= CONTAINER:
            self.report(node, f"fills from a tensor's value: '{_unparse(node)}'", TODO_COMPUTE)
        elif not dotted.endswith("_like") and dotted != "torch.as_tensor":
            self.sizes(node, [k for k, _ in positional] + [keywords.get("size", BOTTOM)])

    def sizes(self, node: ast.Call, kinds: list[int]) -> None:
        """A tensor given where a size, an index or a dimension goes comes back as a number (``len(torch.empty(b))``,
        ``x.new_empty(256).select(0, b).storage_offset()``: round 67a's VALUE_AS_SIZE, a 0-d view of an input read
        byte by byte on the host)."""
        if max(kinds, default=BOTTOM) >= CONTAINER:
            self.report(node, f"passes what may be a tensor as a size or an index: '{_unparse(node)}'",
                        "sizes, indices and dimensions are numbers: take them from shapes (x.shape[0], x.numel())")

    def builtin(self, node: ast.Call, name: str) -> Value:
        if name == "isinstance" and len(node.args) == 2 and not node.keywords:
            self.type(self.expr(node.args[0]))
            self.classes(node.args[1])
            return SCALAR
        positional, keywords = self.arguments(node)
        kinds = [k for k, _ in positional] + list(keywords.values())
        allowed = {WRAPPER: BUILTINS, KERNEL: KERNEL_BUILTINS}.get(self.kind, BUILTINS)
        if name not in allowed:
            self.report(node, f"calls {name}()", TODO_CALLS)
            return Blocked()
        if not self.wrapper:
            return SCALAR
        if name in NUMERIC_BUILTINS and max(kinds, default=BOTTOM) >= CONTAINER:
            self.report(node, f"passes a tensor to {name}(): '{_unparse(node)}'", TODO_COMPUTE)
        if name == "reversed" and TENSOR in kinds:  # round 59b: Tensor.__reversed__ is flip(0)
            self.report(node, f"passes what may be a tensor to reversed(), which flips it: '{_unparse(node)}'",
                        TODO_COMPUTE)
        if name in ("tuple", "list", "set", "frozenset", "zip", "enumerate", "reversed", "dict"):
            return CONTAINER if any(k >= CONTAINER for k in kinds) else SCALAR
        if name in EXCEPTIONS or name == "slice":  # keep what they were given (``.args``, ``.start``)
            return max(kinds + [SCALAR])
        return SCALAR

    def classes(self, node: ast.expr) -> None:
        """isinstance's classes: a builtin type, an outside class (``torch.Tensor``), or a tuple of them."""
        if isinstance(node, ast.Tuple):
            for element in node.elts:
                self.classes(element)
            return
        value = self.expr(node)
        if not _class_ref(value):
            self.type(value)

    def method(self, node: ast.Call, func: ast.Attribute, kind: int) -> Value:
        if self.kind == PATTERN and not _pattern_member(func.attr):
            self.arguments(node)
            self.report(node, f"pattern calls '{_unparse(func)}()'", TODO_PATTERN_VALUES)
            return Blocked()
        if func.attr in ("format", "format_map"):
            return self.string_format(node, func)
        positional, keywords = self.arguments(node)
        name, root = func.attr, _root_name(func.value)
        if name in MUTATING_METHODS | IN_PLACE_DUNDERS and kind != TENSOR:
            self.holds(root, [k for k, _ in positional] + list(keywords.values()))
            self.given(func.value, [*node.args, *(k.value for k in node.keywords)])
        if name in MUTATING_METHODS and kind != TENSOR and (self.module_state(root) or (
                self.wrapper and self.shared_receiver(func.value))):
            self.report(node, f"calls '{_unparse(func)}()' on something that outlives the call", TODO_NO_STATE)
            return Blocked()
        if self.kind == KERNEL and name in MUTATING_METHODS - KERNEL_TENSOR_METHODS:
            self.report(node, f"kernel code calls '{_unparse(func)}()'", TODO_KERNEL_WRITES)
            return Blocked()
        if not self.wrapper:
            return SCALAR
        if kind == BOTTOM:
            return BOTTOM
        if kind == TENSOR:
            if name not in TENSOR_METHODS:
                self.report(node, f"calls the tensor method '{_unparse(func)}()'", TODO_METHOD + (
                    "; for an output accumulated atomically, allocate it with torch.zeros (round 61a: a pre_hook's "
                    "zero_(), as old triton.ops.matmul's init_to_zero)" if name in ("zero_", "fill_") else ""))
                return Blocked()
            fill = [k for i, (k, starred) in enumerate(positional[:2]) if i == 1 or starred]  # round 19c: '*', fill_value=
            if name == "new_full" and max(fill + [keywords.get("fill_value", BOTTOM), keywords.get(None, BOTTOM)]) \
                    >= CONTAINER:
                self.report(node, f"fills from a tensor's value: '{_unparse(node)}'", TODO_COMPUTE)
            elif name not in SHAPE_OF_TENSOR_METHODS:
                self.sizes(node, [k for k, _ in positional] + list(keywords.values()))
            return TENSOR_METHODS[name]
        if name not in VALUE_METHODS | MUTATING_METHODS:
            self.report(node, f"calls '{_unparse(func)}()'", TODO_CALLS)
            return Blocked()
        if name in ("index", "count", "remove", "sort") and (kind == CONTAINER or (name != "sort" and max(
                [k for k, _ in positional] + list(keywords.values()), default=BOTTOM) >= CONTAINER)):
            self.report(node, f"compares tensors with '{_unparse(func)}()'", TODO_COMPUTE)  # round 59b: its argument
        if name in ("get", "pop", "keys", "values", "items", "setdefault", "popitem"):  # an element, or the default
            given = max([k for k, _ in positional] + list(keywords.values()), default=BOTTOM)
            return max(TENSOR if kind == CONTAINER else kind, TENSOR if given >= CONTAINER else given)
        if name == "all_kwargs":  # a Config's meta-parameters and options: what its kwargs hold
            return kind
        return SCALAR


    def string_format(self, node: ast.Call, func: ast.Attribute) -> Value:
        """``str.format`` reads attributes and items of its arguments where a field says so
        (``'{0.sys.modules}'``), so only a literal template with plain fields, and arguments
        whose text is data."""
        template = func.value
        if func.attr == "format_map":
            self.report(node, f"calls '{_unparse(func)}()'", TODO_FORMAT)
        elif not (isinstance(template, ast.Constant) and isinstance(template.value, str)):
            self.report(node, f"calls '{_unparse(func)}()' on something other than a string literal", TODO_FORMAT)
        elif bad := _bad_format_fields(template.value):
            self.report(node, f"formats the field '{{{bad[0]}}}', which reads attributes or items", TODO_FORMAT)
        for argument in [*node.args, *(k.value for k in node.keywords)]:
            self.formatted(argument)
        return SCALAR

    def formatted(self, node: ast.expr) -> None:
        """A value turned into text: a tensor's text is its values, a function's its address."""
        value = self.expr(node)
        if isinstance(value, UnitRef):
            self.report(node, f"formats the function '{_unparse(node)}'", TODO_VALUES)
        elif self.type(value) >= CONTAINER and self.wrapper:
            self.report(node, f"formats a tensor's values: '{_unparse(node)}'", TODO_FORMAT)


def check(modules: list[Module]) -> list[Finding]:
    """Every construct off the allow-list in ``modules``: the listed rule files and the pass_dir
    modules they import. A file too deeply nested for the walk is a finding too."""
    try:
        return _Checker(modules).run()
    except RecursionError:
        return [Finding(m.path, 1, "too deeply nested to check", "simplify the nesting of its expressions")
                for m in modules[:1]]
