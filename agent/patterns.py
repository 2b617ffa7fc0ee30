"""Which model.py lines a sample's patterns can take over: the trusted side's own check of the lines the
child says its replacements took over (`replaced_lines`), made without running pass code.

A child that controls itself can name any line, so the CPU reward credits a claimed line only where this
module confirms it: every operation Dynamo places on the line lies in a match of one of the sample's
patterns. Each rule file the sample lists (`pass_dir/sorted_output_pass_rule_names.json`,
`const_pass_dir/sorted_input_pass_rule_names.json`) is read from its syntax tree, and its `pattern` (a
def of the file, or imported from a `pass_dir` module) is built into the graph torch.fx's tracer makes of
it in the child: torch's operators, looked up by the names the file imports, as `call_function` nodes;
arithmetic, comparisons and indexing as `operator` functions; methods of values as `call_method`; an
attribute of a value as `getattr`; a value unpacked into names as `getitem`s; the pass's own helper
functions followed into; numbers computed. The graph is normalised as the child normalises it
(`rewrite.normalise_call_arguments`) and matched with the child's matcher and settings (torch.fx's
SubgraphMatcher: literals compared, parameters as wildcards, every inner result used only inside the
match) against forward's graph as `agent.work` builds it from model.py, read as data too.

Every match counts, overlapping ones and those of rules the child may not have applied too: a line is
confirmed where *some* pattern of the sample takes it over. So a claim the trusted side cannot confirm
earns nothing, and a child that claims every line earns at most what the sample's own patterns can take
over, which a correct replacement of them earns anyway. A pattern this reader cannot follow (a statement
or expression outside what a pattern needs, a name that is none of torch's operators) confirms nothing,
and `Patterns.problems` says where and why.
"""

from __future__ import annotations

import ast
import json
import math
import operator
import os
import stat
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from agent.work import BINARY, COMPARE, UNARY, NotAnOperator, Work, is_operator, namespace_attribute
from pytest_passnet.passes import INPUT_LIST, OUTPUT_LIST
from pytest_passnet.rewrite import OPERATIONS, normalise_call_arguments

RULE_FOLDERS = (("pass_dir", OUTPUT_LIST), ("const_pass_dir", INPUT_LIST))
SOURCE_LIMIT = 128 * 1024  # bytes of one pass file, as the allow-list reads them (guard.SOURCE_LIMIT)
MODULE_LIMIT = 64  # files read for one sample
NODE_LIMIT = 2_000  # nodes of one pattern's graph
INLINE_DEPTH = 8  # helper functions followed into, one inside the other
MATCH_DEPTH = 150  # operations one after the other in a pattern: torch.fx's matcher recurses along them
_NUMBER_LIMIT = 2 ** 64  # integers computed in a pattern stay below this (a pattern's shapes and constants do)
_UNARY = {op: function for op, function in UNARY.items() if op is not ast.Not}  # a traced value has no truth
_MATH_CONSTANTS = ("pi", "e", "tau", "inf", "nan")
_MATH_FUNCTIONS = ("sqrt", "exp", "log", "log2", "log10", "sin", "cos", "tan", "tanh", "erf", "fabs", "pow")


class _Unreadable(Exception):
    """What stops the reader: the message names the file and line."""


@dataclass(frozen=True)
class _Unknown:
    """A name bound to something a pattern cannot use here (a kernel, triton, another package)."""

    what: str


@dataclass
class _Function:
    node: ast.FunctionDef
    module: _Module


@dataclass
class _Module:
    path: Path
    names: dict[str, Any] = field(default_factory=dict)


@dataclass
class Pattern:
    rule: str
    file: Path
    graph: Any  # the torch.fx.Graph the child's tracer would make of `pattern`, normalised


@dataclass
class Patterns:
    """A sample's patterns as read on the trusted side, and why any could not be read."""

    patterns: list[Pattern] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)


def read_patterns(sample_dir: Path) -> Patterns:
    """The patterns of the rule files `sample_dir` lists, read as data (nothing of the pass is run)."""
    reader = _Reader(Path(sample_dir))
    found = Patterns()
    for rule, file in reader.rule_files():
        try:
            found.patterns.append(Pattern(rule, file, reader.pattern(file)))
        except _Unreadable as exc:
            found.problems.append(f"{exc}: this pattern's matches cannot be confirmed")
        except RecursionError:
            found.problems.append(f"{file}: nested too deeply to read: this pattern's matches cannot be confirmed")
        except Exception as exc:  # noqa: BLE001 - the trusted side: a pattern that breaks the reader confirms nothing
            found.problems.append(f"{file}: the reader failed on this pattern ({type(exc).__name__}: {exc}; report "
                                  "this with the pass attached): its matches cannot be confirmed")
    return found


def confirmed_lines(work: Work, patterns: Patterns) -> set[int]:
    """The model.py lines of which every operation lies in some match of `patterns` on forward's graph."""
    from torch.fx.passes.utils.matcher_utils import SubgraphMatcher

    matched: set[int] = set()
    for pattern in patterns.patterns:
        matcher = SubgraphMatcher(pattern.graph, match_output=False, match_placeholder=False,
                                  remove_overlapping_matches=False, ignore_literals=False)
        try:
            matches = matcher.match(work.graph)
        except Exception:  # noqa: BLE001 - the trusted side: a pattern that breaks the matcher confirms nothing
            continue
        for match in matches:
            matched.update(node.meta["operation"] for pattern_node, node in match.nodes_map.items()
                           if pattern_node.op in OPERATIONS)
    on_line: dict[int, set[int]] = defaultdict(set)
    for node in work.graph.nodes:
        if "operation" in node.meta:
            on_line[work.operations[node.meta["operation"]].line].add(node.meta["operation"])
    return {line for line, operations in on_line.items() if operations <= matched}


class _Reader:
    """Reads one sample's rule files and the pass_dir modules they import, each once, within fixed bounds."""

    def __init__(self, sample_dir: Path):
        self.sample_dir = sample_dir
        self.modules: dict[Path, _Module | None] = {}  # None: being read (an import cycle)

    def rule_files(self) -> list[tuple[str, Path]]:
        files: dict[str, Path] = {}
        for folder, list_name in RULE_FOLDERS:
            try:
                names = json.loads(_read(self.sample_dir / folder / list_name))
            except (_Unreadable, ValueError):
                continue  # no list, or not one: the plugin says so
            for name in names if isinstance(names, list) else []:
                if isinstance(name, str) and name and not name.startswith(".") and not set(name) & set("/\\\0"):
                    files.setdefault(name, self.sample_dir / folder / f"{name}.py")  # pass_dir's takes the slot
        return list(files.items())

    def pattern(self, file: Path):
        import torch

        found = self.module(file).names.get("pattern")
        if not isinstance(found, _Function):
            raise _Unreadable(f"{file}: no `def pattern` here or imported from a pass_dir module")
        graph = _Builder().build(found)
        try:
            normalise_call_arguments(torch.fx.GraphModule(torch.nn.Module(), graph))
        except Exception as exc:  # noqa: BLE001 - torch.fx's code generation on a graph of this reader's
            raise _Unreadable(f"{file}:{found.node.lineno}: the pattern's graph cannot be normalised "
                              f"({type(exc).__name__}: {exc})") from None
        anchors = [n for n in graph.output_node().all_input_nodes if len(n.users) == 1]
        if len(anchors) != 1 or any(n.op in (*OPERATIONS, "placeholder") and not n.users for n in graph.nodes):
            raise _Unreadable(f"{file}:{found.node.lineno}: pattern must compute one returned value and use every "
                              "parameter and every result it computes (the child replaces a match by one kernel "
                              "call)")
        depth: dict = {}
        for node in graph.nodes:
            depth[node] = max((depth[n] for n in node.all_input_nodes), default=0) + (node.op in OPERATIONS)
        if max(depth.values()) > MATCH_DEPTH:
            raise _Unreadable(f"{file}:{found.node.lineno}: more than {MATCH_DEPTH} operations one after the other "
                              "(the matcher recurses along them); split the pattern into several")
        return graph

    def module(self, file: Path) -> _Module:
        if file in self.modules:
            if self.modules[file] is None:
                raise _Unreadable(f"{file}: imports itself through other modules")
            return self.modules[file]
        if len(self.modules) >= MODULE_LIMIT:
            raise _Unreadable(f"{file}: more than {MODULE_LIMIT} pass modules")
        self.modules[file] = None
        try:
            tree = ast.parse(_read(file), filename=str(file))
        except (SyntaxError, ValueError) as exc:
            raise _Unreadable(f"{file}: not Python ({type(exc).__name__})") from None
        module = _Module(file)
        for statement in tree.body:
            self.declare(module, statement)
        self.modules[file] = module
        return module

    def declare(self, module: _Module, statement: ast.stmt) -> None:
        """Bind the names one module-level statement binds; a name bound otherwise is unknown."""
        names = module.names
        if isinstance(statement, ast.FunctionDef):
            names[statement.name] = (_Function(statement, module) if not statement.decorator_list
                                     else _Unknown(f"the decorated function {statement.name}"))
        elif isinstance(statement, ast.Import):
            for alias in statement.names:
                dotted = alias.name.split(".")
                if alias.asname:
                    names[alias.asname] = self.imported(module, dotted)
                else:
                    names[dotted[0]] = self.imported(module, dotted[:1])
        elif isinstance(statement, ast.ImportFrom):
            dotted = (statement.module or "").split(".")
            for alias in statement.names:
                names[alias.asname or alias.name] = (self.imported(module, [*dotted, alias.name])
                                                     if statement.level == 0 else _Unknown("a relative import"))
        elif isinstance(statement, (ast.Assign, ast.AnnAssign)) and statement.value is not None:
            targets = statement.targets if isinstance(statement, ast.Assign) else [statement.target]
            try:
                value = _Builder().constant(statement.value, module)
            except _Unreadable as exc:
                value = _Unknown(str(exc))
            for target in targets:
                for name in ast.walk(target):
                    if isinstance(name, ast.Name):
                        names[name.id] = value if isinstance(target, ast.Name) else _Unknown("an unpacked value")
        else:
            for name in (n for n in ast.walk(statement) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)):
                names[name.id] = _Unknown(f"a name bound by a {type(statement).__name__} statement")

    def imported(self, module: _Module, dotted: list[str]):
        """What `import a.b` or `from a import b` binds: torch's operators and namespaces, math, a pass
        module's names; anything else is unknown."""
        import torch

        if dotted[0] == "torch":
            value = torch
            try:
                for part in dotted[1:]:
                    value = namespace_attribute(value, part)
            except NotAnOperator:
                return _Unknown(".".join(dotted))
            return value
        if dotted == ["math"]:
            return math
        if dotted[0] in ("pass_dir", "const_pass_dir") and len(dotted) > 1:
            folder = self.sample_dir / dotted[0]
            candidates = [folder.joinpath(*dotted[1:]).with_suffix(".py")]
            if len(dotted) > 2:
                candidates.append(folder.joinpath(*dotted[1:-1]).with_suffix(".py"))
            for file in candidates:
                if all(part.isidentifier() for part in dotted[1:]) and file.is_file() and file != module.path:
                    try:
                        found = self.module(file)
                    except _Unreadable as exc:
                        return _Unknown(str(exc))
                    return found if file.stem == dotted[-1] else found.names.get(dotted[-1], _Unknown(".".join(dotted)))
        return _Unknown(".".join(dotted))


def _read(path: Path) -> bytes:
    """A regular file reached without a symbolic link at its end, at most SOURCE_LIMIT bytes."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC)
    except OSError as exc:
        raise _Unreadable(f"{path}: {exc.strerror}") from None
    with os.fdopen(fd, "rb") as file:
        if not stat.S_ISREG(os.fstat(file.fileno()).st_mode):
            raise _Unreadable(f"{path}: not a regular file")
        data = file.read(SOURCE_LIMIT + 1)
    if len(data) > SOURCE_LIMIT:
        raise _Unreadable(f"{path}: more than {SOURCE_LIMIT // 1024} KiB")
    return data


@dataclass(frozen=True)
class _MethodOf:
    """`value.name` before it is called: the tracer records the call as `call_method`."""

    owner: Any
    name: str


class _Builder:
    """Builds the graph of one pattern function: each value is a node, a constant, a tuple or list of
    these, or something callable (an operator, a helper function, `value.name`)."""

    def __init__(self):
        import torch.fx

        self.torch = torch
        self.graph = torch.fx.Graph()
        self.depth = 0

    def build(self, function: _Function):
        """The graph of the pattern function `function`."""
        arguments = function.node.args
        if arguments.vararg or arguments.kwarg or arguments.kwonlyargs or arguments.posonlyargs:
            raise self.error(function, function.node, "pattern takes plain parameters only")
        env = {a.arg: self.graph.placeholder(a.arg) for a in arguments.args}
        self.graph.output(self.body(function, env))
        return self.graph

    @staticmethod
    def error(function: _Function, node: ast.AST, what: str) -> _Unreadable:
        return _Unreadable(f"{function.module.path}:{getattr(node, 'lineno', 0)}: {what}")

    def constant(self, node: ast.expr, module: _Module):
        """A module-level value computed from literals, numbers and other constants; else _Unreadable."""
        return self.expression(node, {}, _Function(None, module), constant=True)

    def body(self, function: _Function, env: dict):
        for statement in function.node.body:
            if isinstance(statement, ast.Return):
                return None if statement.value is None else self.expression(statement.value, env, function)
            if isinstance(statement, ast.Assign):
                value = self.expression(statement.value, env, function)
                for target in statement.targets:
                    self.bind(target, value, env, function)
            elif isinstance(statement, ast.AugAssign) and isinstance(statement.target, ast.Name):
                # the tracer's values have no in-place operators: Python falls back to the plain one
                env[statement.target.id] = self.binary(statement, BINARY.get(type(statement.op)),
                                                       self.expression(statement.target, env, function),
                                                       self.expression(statement.value, env, function), function)
            elif not (isinstance(statement, ast.Pass) or (isinstance(statement, ast.Expr)
                                                          and isinstance(statement.value, ast.Constant))):
                raise self.error(function, statement, f"a {type(statement).__name__} statement in a pattern")
        return None

    def bind(self, target: ast.expr, value, env: dict, function: _Function) -> None:
        if isinstance(target, ast.Name):
            env[target.id] = value
        elif isinstance(target, (ast.Tuple, ast.List)):
            if isinstance(value, self.torch.fx.Node):  # the tracer takes a traced value apart with getitems
                value = [self.node("call_function", operator.getitem, (value, i), {}, function, target)
                         for i in range(len(target.elts))]
            if not isinstance(value, (tuple, list)) or len(value) != len(target.elts):
                raise self.error(function, target, "unpacks a value that is not a tuple of as many")
            for element, item in zip(target.elts, value):
                self.bind(element, item, env, function)
        else:
            raise self.error(function, target, f"assignment to a {type(target).__name__}")

    def expression(self, node: ast.expr, env: dict, function: _Function, constant: bool = False):
        def value(child):
            return self.expression(child, env, function, constant)

        if isinstance(node, ast.Constant):
            return node.value
        if isinstance(node, ast.Name):
            if node.id in env:
                return env[node.id]
            found = function.module.names.get(node.id, _Unknown(f"the unknown name {node.id!r}"))
            if isinstance(found, _Unknown):
                raise self.error(function, node, f"uses {found.what}")
            return found
        if isinstance(node, (ast.Tuple, ast.List)):
            items = [value(e) for e in node.elts]
            return tuple(items) if isinstance(node, ast.Tuple) else items
        if isinstance(node, ast.BinOp):
            return self.binary(node, BINARY.get(type(node.op)), value(node.left), value(node.right), function)
        if isinstance(node, ast.UnaryOp) and type(node.op) in _UNARY:
            return self.operator(node, _UNARY[type(node.op)], [value(node.operand)], function)
        if isinstance(node, ast.Compare) and len(node.ops) == 1 and type(node.ops[0]) in COMPARE:
            return self.operator(node, COMPARE[type(node.ops[0])], [value(node.left), value(node.comparators[0])],
                                 function)
        if isinstance(node, ast.Attribute):
            found = self.attribute(node, value(node.value), function)
            if isinstance(found, _MethodOf):  # an attribute of a traced value, not called
                return self.node("call_function", getattr, (found.owner, found.name), {}, function, node)
            return found
        if constant:
            raise self.error(function, node, f"a {type(node).__name__} expression in a constant")
        if isinstance(node, ast.Subscript):
            owner, index = value(node.value), value(node.slice)
            if isinstance(owner, (tuple, list)) and isinstance(index, (int, slice)) and not self.traced(index):
                return owner[index]
            return self.operator(node, operator.getitem, [owner, index], function)
        if isinstance(node, ast.Slice):
            return slice(*(None if p is None else value(p) for p in (node.lower, node.upper, node.step)))
        if isinstance(node, ast.Call):
            callee = (self.attribute(node.func, value(node.func.value), function)
                      if isinstance(node.func, ast.Attribute) else value(node.func))
            args = [value(a) for a in node.args]
            kwargs = {k.arg: value(k.value) for k in node.keywords}
            if None in kwargs or any(isinstance(a, ast.Starred) for a in node.args):
                raise self.error(function, node, "a call with *args or **kwargs")
            return self.call(node, callee, args, kwargs, function)
        raise self.error(function, node, f"a {type(node).__name__} expression in a pattern")

    def traced(self, value) -> bool:
        """Whether `value` holds a node of the graph."""
        if isinstance(value, (tuple, list)):
            return any(self.traced(item) for item in value)
        if isinstance(value, slice):
            return self.traced((value.start, value.stop, value.step))
        return isinstance(value, self.torch.fx.Node)

    def binary(self, node: ast.AST, function_of, left, right, function: _Function):
        if function_of is None:
            raise self.error(function, node, "an operator a pattern cannot trace")
        return self.operator(node, function_of, [left, right], function)

    def operator(self, node: ast.AST, function_of, args: list, function: _Function):
        """`function_of(*args)`: a node where an argument is traced, else the number it computes."""
        if self.traced(args):
            return self.node("call_function", function_of, tuple(args), {}, function, node)
        if not all(type(a) in (bool, int, float) and abs(a) < _NUMBER_LIMIT for a in args) or (
                function_of in (operator.pow, operator.lshift) and abs(args[-1]) > 64):
            raise self.error(function, node, "computes with values other than numbers of a constant's size")
        try:
            return function_of(*args)
        except (ArithmeticError, ValueError) as exc:
            raise self.error(function, node, f"{type(exc).__name__} computing a constant") from None

    def attribute(self, node: ast.Attribute, owner, function: _Function):
        if isinstance(owner, self.torch.fx.Node):
            return _MethodOf(owner, node.attr)
        if owner is math:
            if node.attr in _MATH_CONSTANTS or node.attr in _MATH_FUNCTIONS:
                return getattr(math, node.attr)
            raise self.error(function, node, f"uses math.{node.attr}")
        if isinstance(owner, _Module):
            found = owner.names.get(node.attr, _Unknown(f"{owner.path.stem}.{node.attr}"))
            if isinstance(found, _Unknown):
                raise self.error(function, node, f"uses {found.what}")
            return found
        try:
            return namespace_attribute(owner, node.attr)
        except NotAnOperator as exc:
            raise self.error(function, node, str(exc)) from None

    def call(self, node: ast.Call, callee, args: list, kwargs: dict, function: _Function):
        if isinstance(callee, _MethodOf):
            return self.node("call_method", callee.name, (callee.owner, *args), kwargs, function, node)
        if isinstance(callee, _Function):
            return self.inline(node, callee, args, kwargs, function)
        if getattr(callee, "__module__", None) == "math" and callee in (getattr(math, f) for f in _MATH_FUNCTIONS):
            if self.traced((args, kwargs)):
                return self.node("call_function", callee, tuple(args), kwargs, function, node)
            return self.operator(node, callee, args, function)
        if not is_operator(callee):
            raise self.error(function, node, f"calls {getattr(callee, '__name__', callee)!r}, which is none of "
                                             "torch's operators")
        if not self.traced((args, kwargs)):
            raise self.error(function, node, "calls a torch operator on constants only (the tracer runs it for real)")
        return self.node("call_function", callee, tuple(args), kwargs, function, node)

    def inline(self, node: ast.Call, callee: _Function, args: list, kwargs: dict, function: _Function):
        """A helper function of the pass, traced through as the tracer does."""
        if self.depth >= INLINE_DEPTH:
            raise self.error(function, node, f"helper functions nested more than {INLINE_DEPTH} deep")
        parameters = callee.node.args
        if parameters.vararg or parameters.kwarg or parameters.kwonlyargs or parameters.posonlyargs:
            raise self.error(callee, callee.node, "a helper of a pattern takes plain parameters only")
        names = [a.arg for a in parameters.args]
        defaults = dict(zip(names[len(names) - len(parameters.defaults):], parameters.defaults))
        if len(args) > len(names) or set(kwargs) - set(names[len(args):]):
            raise self.error(function, node, f"calls {callee.node.name} with arguments it does not take")
        env = dict(zip(names, args)) | kwargs
        for name in names:
            if name not in env:
                if name not in defaults:
                    raise self.error(function, node, f"calls {callee.node.name} without {name}")
                env[name] = self.constant(defaults[name], callee.module)
        self.depth += 1
        try:
            return self.body(callee, env)
        finally:
            self.depth -= 1

    def node(self, kind: str, target, args: tuple, kwargs: dict, function: _Function, where: ast.AST):
        if len(self.graph.nodes) >= NODE_LIMIT:
            raise self.error(function, where, f"a pattern of more than {NODE_LIMIT} operations")
        return self.graph.create_node(kind, target, args, kwargs)
