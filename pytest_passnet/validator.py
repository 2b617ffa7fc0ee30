"""Static checks of a pass file's source, before it is imported.

Two layers, reported separately:

* ``validate_pass_source``: PassBench's validator, rule for rule and message for
  message (``docs/protocol.md`` section 9.1), plus the user's extra
  checkers named in ``PASSNET_CUSTOM_PASS_SOURCE_CHECKER_PATH``. A violation
  skips the file, as upstream does.
* ``passnet_rules``: our own rules for what PassBench's validator misses
  (section 9.4 and ``docs/peers.md`` section 2): computation in
  ``replacement_args``, patching modules (timers, ``synchronize``), dynamic
  lookups that hide a call, streams, threads and processes, reaching into the
  harness, and state kept between calls. A finding here is a detected cheat.

Validators have the signature ``(source, path) -> list[str]``.
"""

from __future__ import annotations

import ast
import importlib.util
import os
from collections.abc import Callable, Iterator
from pathlib import Path

CUSTOM_CHECKER_ENV = "PASSNET_CUSTOM_PASS_SOURCE_CHECKER_PATH"
BLOCKED_MODULES = ("torch.nn", "torch.nn.functional", "torch.ops", "torch.autograd")
ALLOWED_ALLOCATORS = frozenset({
    "torch.empty", "torch.empty_like", "torch.zeros", "torch.zeros_like", "torch.ones",
    "torch.ones_like", "torch.full", "torch.full_like", "torch.as_tensor",
})
EXEMPT_FUNCTIONS = ("pattern", "replacement_args")

SourceValidator = Callable[[str, Path], "list[str]"]


# -- PassBench's validator ----------------------------------------------------------------


def dotted_name(node: ast.AST) -> str | None:
    """``a.b.c`` for a name or an attribute chain ending in a name; None otherwise."""
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if not isinstance(node, ast.Name):
        return None
    parts.append(node.id)
    return ".".join(reversed(parts))


def _is_blocked_module(name: str) -> bool:
    return any(name == m or name.startswith(m + ".") for m in BLOCKED_MODULES)


def alias_map(tree: ast.AST) -> dict[str, str]:
    """Local name -> dotted origin, from ``import x as y``, ``from m import n`` and ``y = a.b``."""
    aliases: dict[str, str] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.asname:
                    aliases[alias.asname] = alias.name
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            for alias in node.names:
                aliases[alias.asname or alias.name] = f"{node.module}.{alias.name}"
        elif isinstance(node, ast.Assign) and isinstance(node.value, ast.Attribute):
            origin = dotted_name(node.value)
            for target in node.targets:
                if origin and isinstance(target, ast.Name):
                    aliases[target.id] = origin
    return aliases


def resolve(name: str, aliases: dict[str, str]) -> str:
    head, _, rest = name.partition(".")
    seen = set()
    while head in aliases and head not in seen:  # aliases of aliases: F = nn.functional
        seen.add(head)
        origin = aliases[head]
        name = f"{origin}.{rest}" if rest else origin
        head, _, rest = name.partition(".")
    return name


def _import_violations(tree: ast.AST, aliases: dict[str, str]) -> Iterator[str]:
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if _is_blocked_module(alias.name):
                    yield f"Line {node.lineno}: blocked import '{alias.name}'"
        elif isinstance(node, ast.ImportFrom) and node.module and _is_blocked_module(node.module):
            yield f"Line {node.lineno}: blocked from-import 'from {node.module} import ...'"
        elif isinstance(node, ast.Assign) and isinstance(node.value, ast.Attribute):
            origin = dotted_name(node.value)
            if origin and _is_blocked_module(resolve(origin, aliases)):
                yield f"Line {node.lineno}: blocked submodule alias '{origin}'"


def _checked_statements(tree: ast.Module) -> list[ast.stmt]:
    return [
        stmt for stmt in tree.body
        if not (isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)) and stmt.name in EXEMPT_FUNCTIONS)
    ]


def _call_violations(tree: ast.Module, aliases: dict[str, str]) -> Iterator[str]:
    for stmt in _checked_statements(tree):
        for node in ast.walk(stmt):
            if not isinstance(node, ast.Call):
                continue
            target = dotted_name(node.func)
            if target is None:
                continue  # subscripts, calls of calls: upstream does not look further
            resolved = resolve(target, aliases)
            if resolved.startswith("torch") and resolved not in ALLOWED_ALLOCATORS:
                yield f"Line {node.lineno}: blocked call '{target}' (resolves to '{resolved}')"


def validate_pass_source(source: str, path: Path | None = None) -> list[str]:
    """PassBench's built-in validator: blocked imports and blocked ``torch.*`` calls."""
    try:
        tree = ast.parse(source)
    except SyntaxError as exc:
        return [f"Line {exc.lineno}: syntax error: {exc.msg}"]
    aliases = alias_map(tree)
    return [*_import_violations(tree, aliases), *_call_violations(tree, aliases)]


def custom_checkers(env: dict[str, str] | None = None) -> list[SourceValidator]:
    """The ``validate_pass_source`` of every file in ``PASSNET_CUSTOM_PASS_SOURCE_CHECKER_PATH``."""
    checkers: list[SourceValidator] = []
    spec_path = (os.environ if env is None else env).get(CUSTOM_CHECKER_ENV, "")
    for index, entry in enumerate(p for p in spec_path.split(":") if p):
        if not Path(entry).is_file():
            continue  # upstream skips entries that are not files
        spec = importlib.util.spec_from_file_location(f"passnet_custom_checker_{index}", entry)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        check = module.validate_pass_source
        checkers.append(lambda source, path, check=check: list(check(source)))
    return checkers


def passbench_validators() -> list[SourceValidator]:
    """What the executor plugs into pass loading: upstream's validator, then the custom ones."""
    return [validate_pass_source, *custom_checkers()]


# -- our rules (the passnet guard's static layer) -----------------------------------------

TAMPER_ATTRIBUTES = frozenset({
    "time", "perf_counter", "perf_counter_ns", "monotonic", "process_time", "synchronize",
    "elapsed_time", "record", "Event", "__dict__",
})
STREAM_ATTRIBUTES = frozenset({
    "Stream", "stream", "ExternalStream", "StreamContext", "wait_stream", "record_stream",
    "set_stream", "wait_event", "CUDAGraph", "graph",
})
FORBIDDEN_IMPORTS = {
    "threading": "starts threads", "_thread": "starts threads", "multiprocessing": "starts processes",
    "concurrent": "starts threads or processes", "subprocess": "starts processes",
    "asyncio": "runs work outside the call", "gc": "reaches into the harness's objects",
    "ctypes": "reaches into the harness's memory", "pytest_passnet": "reaches into the harness",
    "pytest": "reaches into the harness", "importlib": "imports modules the checks cannot see",
    "builtins": "patches builtins",
}
HIDING_CALLS = frozenset({"getattr", "setattr", "delattr", "__import__", "eval", "exec", "compile", "globals", "vars"})
MUTATING_METHODS = frozenset({
    "append", "extend", "insert", "update", "setdefault", "add", "pop", "popitem", "clear",
    "__setitem__", "remove", "discard",
})


def _is_triton_kernel(func: ast.FunctionDef) -> bool:
    """``@triton.jit`` / ``@triton.autotune(...)``-decorated: Triton code, where arithmetic belongs."""
    for decorator in func.decorator_list:
        name = dotted_name(decorator.func if isinstance(decorator, ast.Call) else decorator) or ""
        if name.split(".")[-1] in ("jit", "autotune", "heuristics"):
            return True
    return False


_PLAIN_DATA = (ast.Name, ast.Constant, ast.Tuple, ast.List, ast.Starred, ast.Load, ast.Store)


def plain_data(node: ast.AST) -> bool:
    """Names, constants and tuples/lists of them: nothing that computes."""
    return all(isinstance(n, _PLAIN_DATA) for n in ast.walk(node))


REPLACEMENT_ARGS_TODO = ("it is traced into the graph and runs outside every guard; move the computation into the "
                         "Triton kernel and return only parameters and constants")


def replacement_args_problems(func: ast.FunctionDef) -> Iterator[tuple[int, str]]:
    """(line, what) for each statement of replacement_args that does more than reorder its parameters
    and append constants: it is traced into the graph outside every guard."""
    for stmt in func.body:
        if isinstance(stmt, ast.Pass) or (isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant)):
            continue  # pass, docstring
        targets = stmt.targets if isinstance(stmt, ast.Assign) else []
        if not isinstance(stmt, (ast.Return, ast.Assign)) or stmt.value is None or not all(map(plain_data, targets)):
            statement = ast.unparse(stmt).splitlines()[0]
            yield stmt.lineno, f"replacement_args may only return its parameters and constants, not '{statement}'"
        elif not plain_data(stmt.value):
            yield stmt.lineno, f"replacement_args computes '{ast.unparse(stmt.value)}'"


def _module_names(tree: ast.Module) -> tuple[set[str], set[str]]:
    """(names bound by imports, names bound by other module-level statements)."""
    imported, assigned = set(), set()
    for stmt in tree.body:
        if isinstance(stmt, (ast.Import, ast.ImportFrom)):
            imported |= {(a.asname or a.name).split(".")[0] for a in stmt.names}
        elif isinstance(stmt, (ast.Assign, ast.AnnAssign, ast.AugAssign)):
            targets = stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target]
            assigned |= {n.id for t in targets for n in ast.walk(t) if isinstance(n, ast.Name)}
        elif isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            assigned.add(stmt.name)
    return imported, assigned


def _root(node: ast.AST) -> str | None:
    while isinstance(node, (ast.Attribute, ast.Subscript)):
        node = node.value
    return node.id if isinstance(node, ast.Name) else None


def _patching_violations(tree: ast.Module, imported: set[str]) -> Iterator[str]:
    for node in ast.walk(tree):
        targets = []
        if isinstance(node, ast.Assign):
            targets = node.targets
        elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
            targets = [node.target]
        elif isinstance(node, ast.Delete):
            targets = node.targets
        for target in targets:
            for sub in ast.walk(target):
                if not isinstance(sub, (ast.Attribute, ast.Subscript)):
                    continue
                name = ast.unparse(sub)
                attr = sub.attr if isinstance(sub, ast.Attribute) else None
                if _root(sub) in imported or attr in TAMPER_ATTRIBUTES or "__dict__" in name:
                    yield (f"Line {node.lineno}: assigns to '{name}': a pass may not patch modules, timers or "
                           "synchronize; the measurement must see the real ones")
                    break


def _import_rule_violations(tree: ast.Module) -> Iterator[str]:
    for node in ast.walk(tree):
        modules = []
        if isinstance(node, ast.Import):
            modules = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            modules = [node.module]
        for module in modules:
            reason = FORBIDDEN_IMPORTS.get(module.split(".")[0])
            if reason:
                yield f"Line {node.lineno}: imports '{module}', which {reason}; a pass only launches Triton kernels"


def _reference_violations(tree: ast.Module, imported: set[str]) -> Iterator[str]:
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr in STREAM_ATTRIBUTES and _root(node) in imported:
            yield (f"Line {node.lineno}: uses '{ast.unparse(node)}': work on another stream or in a CUDA graph "
                   "escapes the timing; launch on the current stream")
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in HIDING_CALLS:
            yield (f"Line {node.lineno}: calls {node.func.id}(): dynamic lookups and code execution hide what a "
                   "pass calls from the checks; call functions by their name")


def _state_violations(tree: ast.Module, module_level: set[str]) -> Iterator[str]:
    functions = [n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))]
    for func in functions:
        if func.name in EXEMPT_FUNCTIONS or _is_triton_kernel(func):
            continue
        for default in func.args.defaults + [d for d in func.args.kw_defaults if d is not None]:
            if isinstance(default, (ast.Dict, ast.List, ast.Set, ast.Call)):
                yield (f"Line {default.lineno}: mutable default argument in {func.name}(): a pass may not keep "
                       "results between calls")
        for node in ast.walk(func):
            what = None
            if isinstance(node, (ast.Global, ast.Nonlocal)):
                what = f"'{type(node).__name__.lower()} {', '.join(node.names)}'"
            elif isinstance(node, (ast.Assign, ast.AugAssign)):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                hit = [t for t in targets if isinstance(t, (ast.Subscript, ast.Attribute)) and _root(t) in module_level]
                what = f"writes to '{ast.unparse(hit[0])}'" if hit else None
            elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                  and node.func.attr in MUTATING_METHODS and _root(node.func) in module_level):
                what = f"calls '{ast.unparse(node.func)}()'"
            if what:
                yield (f"Line {node.lineno}: {func.name}() {what} on module-level state: a pass may not cache "
                       "results between calls")


def passnet_rules(source: str, path: Path | None = None) -> list[str]:
    """Our static rules; each finding names its line and what to do instead."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return []  # PassBench's validator reports it
    imported, assigned = _module_names(tree)
    violations = [*_import_rule_violations(tree), *_patching_violations(tree, imported),
                  *_reference_violations(tree, imported), *_state_violations(tree, assigned)]
    for stmt in tree.body:
        if isinstance(stmt, ast.FunctionDef) and stmt.name == "replacement_args":
            violations += [f"Line {line}: {what}: {REPLACEMENT_ARGS_TODO}"
                           for line, what in replacement_args_problems(stmt)]
    return sorted(violations, key=lambda v: int(v.split(":")[0].removeprefix("Line ")))
