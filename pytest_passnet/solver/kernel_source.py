"""An Inductor Triton kernel rewritten to stand alone in a pass file.

Inductor's kernel modules import ``torch._inductor.runtime`` (the autotuning decorator,
``triton_helpers``, ``libdevice``), which a pass may not. Here a kernel keeps its body and
loses its decorators for a plain ``@triton.jit``; each ``triton_helpers`` function it calls is
copied in from Inductor's own source (under a prefixed name, with the helpers it calls in turn);
``libdevice`` calls become ``triton.language`` operations or small jit functions written here,
because Triton's CPU interpreter implements ``triton.language`` but not libdevice, and the same
source must run on a GPU (Triton 3.6) and in the interpreter. Kernels made to run in the interpreter
also get its fast reductions in place of Inductor's own (``INTERPRETER_HELPERS``). A kernel that needs anything else
(a helper that reaches into ``tl.core``, a libdevice function not listed, a global constant) is
refused with the reason: that region stays eager.
"""

from __future__ import annotations

import ast
import inspect
import textwrap
from dataclasses import dataclass, field

import triton.language as tl

from pytest_passnet.wrapper_rules import INTERPRETER_INTERNALS

HELPER_PREFIX = "triton_helpers_"
LIBDEVICE_PREFIX = "libdevice_"
KERNEL_BUILTINS = frozenset({"range", "min", "max", "float", "int", "len", "abs", "isinstance", "tuple", "bool",
                             "True", "False", "None"})
# libdevice functions that are triton.language operations of the same meaning.
LIBDEVICE_AS_TL = {name: name for name in (
    "abs", "sqrt", "rsqrt", "exp", "exp2", "log", "log2", "sin", "cos", "floor", "ceil", "erf", "fma",
)}
LIBDEVICE_AS_TL.update(fmax="maximum", fmin="minimum")
# The others Inductor's pointwise lowerings call, written with triton.language (float32 in, as Inductor
# upcasts before calling them). Accurate to a few ulps, inside PassBench's tolerances.
LIBDEVICE_JIT = {
    "tanh": """
        magnitude = tl.exp(-2.0 * tl.abs(x))
        result = (1.0 - magnitude) / (1.0 + magnitude)
        return tl.where(x < 0, -result, result)""",
    "isnan": """
        return x != x""",
    "isinf": """
        return tl.abs(x) == float("inf")""",
    "log1p": """
        return tl.where(tl.abs(x) < 1e-4, x * (1.0 - x * (0.5 - x / 3.0)), tl.log(1.0 + x))""",
    "expm1": """
        return tl.where(tl.abs(x) < 1e-5, x * (1.0 + 0.5 * x), tl.exp(x) - 1.0)""",
    "trunc": """
        return tl.where(x < 0, tl.ceil(x), tl.floor(x))""",
    "nearbyint": """
        rounded = tl.floor(x + 0.5)
        odd = (rounded - 2.0 * tl.floor(rounded * 0.5)) == 1.0
        return tl.where(((rounded - x) == 0.5) & odd, rounded - 1.0, rounded)""",
    "log10": """
        return tl.log(x) * 0.4342944819032518""",
    "tan": """
        return tl.sin(x) / tl.cos(x)""",
    "div_rn": """
        return x / y""",
    "pow": """
        magnitude = tl.exp2(y * tl.log2(tl.abs(x)))
        whole = tl.floor(y) == y
        odd = whole & ((y - 2.0 * tl.floor(y * 0.5)) == 1.0)
        signed = tl.where((x < 0) & odd, -magnitude, magnitude)
        result = tl.where((x < 0) & (whole == 0), float("nan"), signed)
        return tl.where(y == 0, 1.0, result)""",
}
LIBDEVICE_JIT["rint"] = LIBDEVICE_JIT["nearbyint"]
_TWO_ARGUMENTS = {"div_rn", "pow"}
# For kernels that run in Triton's interpreter: reductions it runs in NumPy instead of one Python call of
# the combine function per element (minutes for one softmax). NaN is not propagated by tl.max/tl.min,
# and the Welford statistics are combined by sums (as exact as the sequential merge).
INTERPRETER_HELPERS = {
    "max2": "tl.max",
    "min2": "tl.min",
    "any": """
@triton.jit
def triton_helpers_any(a, dim):
    return tl.sum(a.to(tl.int32), dim) > 0
""",
    "welford": """
@triton.jit
def triton_helpers_welford(mean, m2, weight, dim):
    total = tl.sum(weight, dim)
    safe = tl.where(total == 0.0, 1.0, total)
    new_mean = tl.sum(mean * weight, dim) / safe
    delta = mean - tl.expand_dims(new_mean, dim)
    return new_mean, tl.sum(m2 + weight * delta * delta, dim), total
""",
}


class Untranslatable(Exception):
    """A kernel uses something a pass cannot carry; the message names it."""


def libdevice_helper(name: str) -> str:
    params = "x, y" if name in _TWO_ARGUMENTS else "x"
    body = textwrap.dedent(LIBDEVICE_JIT[name]).strip("\n")
    return f"@triton.jit\ndef {LIBDEVICE_PREFIX}{name}({params}):\n{textwrap.indent(body, '    ')}\n"


@dataclass
class Helpers:
    """The jit helpers the kernels of one pass file need, each written once, callees first."""

    for_interpreter: bool = False  # the kernels will run in Triton's interpreter: INTERPRETER_HELPERS
    sources: dict[str, str] = field(default_factory=dict)  # name in the pass file -> source

    def need_libdevice(self, name: str) -> str:
        if name in LIBDEVICE_AS_TL:
            return f"tl.{LIBDEVICE_AS_TL[name]}"
        if name not in LIBDEVICE_JIT:
            raise Untranslatable(f"calls libdevice.{name}, which has no triton.language counterpart here")
        self.sources.setdefault(LIBDEVICE_PREFIX + name, libdevice_helper(name))
        return LIBDEVICE_PREFIX + name

    def need_triton_helper(self, name: str) -> str:
        from torch._inductor.runtime import triton_helpers

        local = HELPER_PREFIX + name
        if local in self.sources:
            return local
        if self.for_interpreter and name in INTERPRETER_HELPERS:
            replacement = INTERPRETER_HELPERS[name]
            if not replacement.lstrip().startswith("@triton.jit"):
                return replacement
            self.sources[local] = replacement.lstrip()
            return local
        function = getattr(triton_helpers, name, None)
        if not hasattr(function, "fn"):  # a JITFunction wraps the Python function as .fn
            raise Untranslatable(f"calls triton_helpers.{name}, which is not a Triton jit function")
        tree = ast.parse(textwrap.dedent(inspect.getsource(function.fn)))
        definition = tree.body[0]
        self.sources[local] = ""  # taken: a recursive helper refers to itself by this name
        _Rewriter(self, vars(triton_helpers)).rewrite(definition)
        definition.name = local
        self.sources[local] = ast.unparse(_jit_only(definition)) + "\n"
        # Callees were added while rewriting; keep them before their caller.
        self.sources[local] = self.sources.pop(local)
        return local


def _jit_only(definition: ast.FunctionDef) -> ast.FunctionDef:
    definition.decorator_list = [ast.Attribute(ast.Name("triton", ast.Load()), "jit", ast.Load())]
    return definition


def _dotted(node: ast.AST) -> list[str] | None:
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if not isinstance(node, ast.Name):
        return None
    parts.append(node.id)
    return parts[::-1]


def _local_names(definition: ast.FunctionDef) -> set[str]:
    args = definition.args
    names = {a.arg for a in args.posonlyargs + args.args + args.kwonlyargs}
    names |= {n.id for n in ast.walk(definition) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}
    return names


def _expression(text: str) -> ast.expr:
    return ast.parse(text, mode="eval").body


class _Rewriter(ast.NodeTransformer):
    """Names a kernel or helper takes from its module become names of the pass file."""

    def __init__(self, helpers: Helpers, module_globals: dict):
        self.helpers = helpers
        self.globals = module_globals
        self.locals: set[str] = set()

    def rewrite(self, definition: ast.FunctionDef) -> None:
        self.locals = _local_names(definition)
        for index, statement in enumerate(definition.body):
            definition.body[index] = self.visit(statement)
        for argument in definition.args.posonlyargs + definition.args.args + definition.args.kwonlyargs:
            if argument.annotation is not None:
                argument.annotation = self.visit(argument.annotation)

    def _module_of(self, name: str) -> str | None:
        """'tl', 'tl.math', 'libdevice' or 'triton_helpers' for a global that is one of those modules."""
        from torch._inductor.runtime import triton_helpers

        value = self.globals.get(name)
        if name == "libdevice" and value is not None:
            return "libdevice"
        if value is tl:
            return "tl"
        if value is tl.math:
            return "tl.math"
        if value is triton_helpers:
            return "triton_helpers"
        if name == "triton":
            return "triton"
        return None

    def visit_Attribute(self, node: ast.Attribute) -> ast.expr:
        parts = _dotted(node)
        if parts is None or parts[0] in self.locals:
            return self.generic_visit(node)
        if INTERPRETER_INTERNALS & set(parts[1:]):
            raise Untranslatable(f"uses {'.'.join(parts)}, Triton's internals")
        module = self._module_of(parts[0])
        if module == "triton_helpers":
            return ast.copy_location(ast.Name(self.helpers.need_triton_helper(parts[1]), ast.Load()), node)
        if module == "libdevice":
            return ast.copy_location(_expression(self.helpers.need_libdevice(parts[1])), node)
        if module in ("tl", "tl.math"):
            return ast.copy_location(_expression(".".join([module, *parts[1:]])), node)
        if module == "triton" and parts[1] == "language":
            return ast.copy_location(_expression(".".join(["tl", *parts[2:]])), node)
        raise Untranslatable(f"uses {'.'.join(parts)}")

    def visit_Name(self, node: ast.Name) -> ast.expr:
        if node.id in self.locals or node.id in KERNEL_BUILTINS or not isinstance(node.ctx, ast.Load):
            return node
        from torch._inductor.runtime import triton_helpers

        value = self.globals.get(node.id)
        if hasattr(value, "fn") and getattr(triton_helpers, node.id, None) is value:
            return ast.copy_location(ast.Name(self.helpers.need_triton_helper(node.id), ast.Load()), node)
        module = self._module_of(node.id)
        if module in ("tl", "tl.math"):
            return ast.copy_location(_expression(module), node)
        raise Untranslatable(f"uses the global {node.id!r}")


def standalone_kernel(module_source: str, kernel_name: str, new_name: str, helpers: Helpers) -> str:
    """The ``@triton.jit def new_name(...)`` of ``kernel_name`` in Inductor's kernel module, its helpers
    added to ``helpers``."""
    tree = ast.parse(module_source)
    definitions = [n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == kernel_name]
    if not definitions:
        raise Untranslatable(f"no def {kernel_name} in its module")
    definition = definitions[0]
    # The module's own globals as Inductor's kernels name them.
    from torch._inductor.runtime import triton_helpers

    module_globals = {"tl": tl, "tl_math": tl.math, "triton_helpers": triton_helpers,
                      "libdevice": triton_helpers.libdevice}
    _Rewriter(helpers, module_globals).rewrite(definition)
    definition.name = new_name
    return ast.unparse(_jit_only(definition)) + "\n"
