"""What Inductor's ``call(args)`` does, as data: allocate, view, launch, return.

Inductor's wrapper for a region of pointwise and reduction work is straight-line code over a
few statement forms. Each is read here into a step; anything else (a library kernel such as
``extern_kernels.mm``, an ATen fallback, a copy into an input, a constant tensor) makes the
region untranslatable, because the pass's wrapper may only allocate, make views and launch
Triton kernels. Shapes are static, so every launch's grid is a number, worked out as Inductor's
launcher would from the kernel's grid type and its config (for kernels made on a CPU, which run in
Triton's interpreter, with a bigger XBLOCK: ``_for_interpreter``).
"""

from __future__ import annotations

import ast
from dataclasses import dataclass

from pytest_passnet.solver.inductor_code import InductorOutput, Kernel
from pytest_passnet.solver.kernel_source import Untranslatable

ALLOCATORS = frozenset({"empty_strided_cuda", "empty_strided_cpu", "empty_strided_xpu", "empty_strided"})
IGNORED_CALLS = frozenset({"assert_size_stride", "assert_alignment", "torch.cuda.set_device", "args.clear"})
STREAMS = frozenset({"get_raw_stream"})
GRID_TYPES = frozenset({"Grid1D", "Grid2D", "Grid3D", "Grid2DWithYZOverflow"})
INTERPRETER_ELEMENTS = 1 << 16  # block elements per program for kernels made to run in the interpreter


@dataclass(frozen=True)
class Allocate:
    name: str
    size: tuple[int, ...]
    stride: tuple[int, ...]
    dtype: str  # "torch.float16"


@dataclass(frozen=True)
class View:
    name: str
    base: str
    size: tuple[int, ...]
    stride: tuple[int, ...]
    offset: int


@dataclass(frozen=True)
class Alias:
    name: str
    base: str


@dataclass(frozen=True)
class Launch:
    kernel: str
    arguments: tuple  # buffer names (str) and numbers
    meta: dict  # the constexpr block sizes of this launch
    grid: tuple[int, int, int]


@dataclass
class Program:
    """One region's kernels as its wrapper runs them; ``params`` are the region's inputs in order."""

    params: list[str]
    steps: list
    output: str
    kernels: dict[str, Kernel]
    for_interpreter: bool


def _literal(node: ast.expr):
    try:
        return ast.literal_eval(node)
    except ValueError as exc:
        raise Untranslatable(f"Inductor's wrapper passes {ast.unparse(node)!r}") from exc


def _call_function(tree: ast.Module) -> ast.FunctionDef:
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef) and node.name == "call":
            return node
    raise Untranslatable("Inductor's wrapper has no call()")


def kernel_parameters(kernel: Kernel) -> list[str]:
    """The parameters a launch passes positionally (the constexpr block sizes come from the config)."""
    return [p for p, kind in kernel.triton_meta["signature"].items() if kind != "constexpr"]


def _numels(kernel: Kernel, arguments: tuple) -> dict[str, int]:
    return {p: a for p, a in zip(kernel_parameters(kernel), arguments) if isinstance(a, int)}


def _grid(kernel: Kernel, meta: dict[str, int], numels: dict[str, int]) -> tuple[int, int, int]:
    from torch._inductor.runtime.triton_heuristics import GridExpr

    grid_type = kernel.inductor_meta.get("grid_type")
    if grid_type not in GRID_TYPES:
        raise Untranslatable(f"kernel {kernel.name} has a {grid_type} grid")
    grid = GridExpr.from_meta(kernel.inductor_meta, meta).eval_slow({**meta, **numels})
    return tuple(int(g) for g in grid)


def _for_interpreter(kernel: Kernel, numels: dict[str, int]) -> dict[str, int]:
    """The kernel's block sizes with XBLOCK grown until a program covers about ``INTERPRETER_ELEMENTS``:
    Triton's interpreter runs programs one after another in Python, so GPU-sized blocks make a kernel
    20 times slower there. Where Inductor left out the mask (the size is a multiple of every block it
    might pick), the grown block still divides the size."""
    meta = dict(kernel.config.meta)
    xnumel = numels.get("xnumel")
    if "XBLOCK" not in meta or not xnumel:
        return meta
    others = 1
    for dim, hint in kernel.size_hints.items():
        block = dim.upper().rstrip("_") + "BLOCK"
        if block != "XBLOCK":  # a persistent reduction's R0_BLOCK is the whole row, fixed in its body
            others *= meta.get(block, hint if dim.startswith("r") else 1)
    limit = max(INTERPRETER_ELEMENTS // others, meta["XBLOCK"])
    masked = "xmask = xindex < xnumel" in kernel.module_source
    block = meta["XBLOCK"]
    while block * 2 <= limit and block < xnumel and (masked or xnumel % (block * 2) == 0):
        block *= 2
    meta["XBLOCK"] = block
    return meta


class _Reader:
    def __init__(self, output: InductorOutput):
        self.kernels = output.kernels
        self.for_interpreter = output.for_interpreter
        self.params: list[str] = []
        self.steps: list = []
        self.output: str | None = None
        self.names: set[str] = set()
        self.temporaries = 0

    def statements(self, body: list[ast.stmt]) -> None:
        for statement in body:
            self.statement(statement)

    def statement(self, node: ast.stmt) -> None:
        if isinstance(node, ast.With):
            self.statements(node.body)  # torch.cuda._DeviceGuard: the pass runs on its inputs' device
        elif isinstance(node, (ast.Delete, ast.Pass)):
            pass
        elif isinstance(node, ast.Assign) and len(node.targets) == 1:
            self.assign(node.targets[0], node.value)
        elif isinstance(node, ast.Expr) and isinstance(node.value, ast.Call):
            self.call(node.value)
        elif isinstance(node, ast.Return):
            self.returned(node.value)
        else:
            raise Untranslatable(f"Inductor's wrapper does {ast.unparse(node).splitlines()[0]!r}")

    def assign(self, target: ast.expr, value: ast.expr) -> None:
        if isinstance(target, (ast.Tuple, ast.List)) and isinstance(value, ast.Name) and value.id == "args":
            self.params = [t.id for t in target.elts]
            self.names.update(self.params)
            return
        if not isinstance(target, ast.Name):
            raise Untranslatable(f"Inductor's wrapper assigns {ast.unparse(target)!r}")
        name = target.id
        if isinstance(value, ast.Name) and value.id in self.names:
            self.steps.append(Alias(name, value.id))
        elif isinstance(value, ast.Call) and ast.unparse(value.func) in STREAMS:
            return
        elif isinstance(value, ast.Call):
            self.steps.append(self.tensor(name, value))
        else:
            raise Untranslatable(f"Inductor's wrapper computes {ast.unparse(value)!r}")
        self.names.add(name)

    def tensor(self, name: str, value: ast.Call):
        function = ast.unparse(value.func)
        keywords = {k.arg: k.value for k in value.keywords}
        if function in ALLOCATORS:
            size, stride = (_literal(a) for a in value.args[:2])
            dtype = value.args[2] if len(value.args) > 2 else keywords.get("dtype")
            if dtype is None:
                raise Untranslatable(f"Inductor's wrapper allocates without a dtype: {ast.unparse(value)!r}")
            return Allocate(name, tuple(size), tuple(stride), ast.unparse(dtype))
        if function == "reinterpret_tensor":
            base = value.args[0]
            if not isinstance(base, ast.Name) or base.id not in self.names:
                raise Untranslatable(f"Inductor's wrapper reinterprets {ast.unparse(base)!r}")
            size, stride, offset = (_literal(a) for a in value.args[1:4])
            return View(name, base.id, tuple(size), tuple(stride), int(offset))
        raise Untranslatable(f"Inductor's wrapper calls {function}")

    def call(self, value: ast.Call) -> None:
        function = ast.unparse(value.func)
        if function in IGNORED_CALLS:
            return
        kernel_name, _, method = function.rpartition(".")
        if method != "run" or kernel_name not in self.kernels:
            raise Untranslatable(f"Inductor's wrapper calls {function}")
        arguments = []
        for argument in value.args:
            if isinstance(argument, ast.Name) and argument.id in self.names:
                arguments.append(argument.id)
            else:
                arguments.append(_literal(argument))
        kernel = self.kernels[kernel_name]
        if any(k.arg not in ("stream", "grid") for k in value.keywords):
            raise Untranslatable(f"{kernel_name}.run gets {ast.unparse(value)!r}")
        if len(arguments) != len(kernel_parameters(kernel)):
            raise Untranslatable(f"{kernel_name}.run passes {len(arguments)} arguments for "
                                 f"{len(kernel_parameters(kernel))} parameters")
        numels = _numels(kernel, tuple(arguments))
        meta = _for_interpreter(kernel, numels) if self.for_interpreter else dict(kernel.config.meta)
        self.steps.append(Launch(kernel_name, tuple(arguments), meta, _grid(kernel, meta, numels)))

    def returned(self, value: ast.expr | None) -> None:
        values = value.elts if isinstance(value, (ast.Tuple, ast.List)) else [value]
        if len(values) != 1:
            raise Untranslatable(f"Inductor's wrapper returns {len(values)} values, a region has one output")
        result = values[0]
        if isinstance(result, ast.Call):
            self.temporaries += 1
            name = f"result_{self.temporaries}"
            self.steps.append(self.tensor(name, result))
            self.names.add(name)
            result = ast.Name(name, ast.Load())
        if not isinstance(result, ast.Name) or result.id not in self.names:
            raise Untranslatable(f"Inductor's wrapper returns {ast.unparse(result)!r}")
        self.output = result.id


def _storage_root(steps: list, name: str) -> str:
    bases = {s.name: s.base for s in steps if isinstance(s, (View, Alias))}
    while name in bases:
        name = bases[name]
    return name


def read_program(output: InductorOutput) -> Program:
    """The steps of ``output``'s call(), or Untranslatable naming the first one a pass cannot take."""
    reader = _Reader(output)
    reader.statements(_call_function(ast.parse(output.wrapper_code)).body)
    if reader.output is None:
        raise Untranslatable("Inductor's wrapper returns nothing")
    if _storage_root(reader.steps, reader.output) in reader.params:
        raise Untranslatable("the region's result is a view of its input (Inductor launches nothing for it)")
    if not any(isinstance(s, Launch) for s in reader.steps):
        raise Untranslatable("Inductor launches no kernel for this region")
    return Program(reader.params, reader.steps, reader.output, output.kernels, output.for_interpreter)
