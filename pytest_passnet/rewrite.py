"""Applying a pass set to a captured FX graph, as PassBench's ``_replace_pattern`` does.

The algorithm, per rule, in the listed order (one sweep):

1. Trace ``pattern`` with a kwargs-normalising tracer: every ``call_function``
   whose target has a bindable Python signature gets its arguments bound
   positionally with defaults filled. C builtins (``torch.conv2d``,
   ``torch.cat``) do not bind and stay as written. The *target* graph is not
   normalised; that asymmetry is upstream behaviour and the reason keyword
   calls on Python-level functions (``F.relu(x, inplace=True)``) never match.
2. Build the replacement: a function with the pattern's own parameter names
   that returns ``kernel(*replacement_args(...))``. ``replacement_args`` is
   traced into the graph; the kernel call is one opaque leaf node.
3. Match with torch.fx's ``SubgraphMatcher`` (no output or placeholder
   matching, overlapping matches removed, literals compared; pattern
   placeholders are wildcards that may bind literals) and splice the
   replacement in before the first user of the matched outputs.

Each sweep also records which lines of the traced source (the sample's ``model.py``, where Dynamo's
stack traces point) the replacements took over whole: a line counts once no operation of the
original graph on it is left. The agent's CPU reward weighs the operations on those lines, not the
whole statements they belong to (``agent/work.py``), and only on lines the trusted side confirms
itself by matching the same patterns against model.py read as data (``agent/patterns.py``): what
the child reports is a claim.
"""

from __future__ import annotations

import inspect
import random
import re
import string
from collections.abc import Callable
from dataclasses import dataclass, field

from torch.fx import GraphModule, Node, Tracer
from torch.fx.subgraph_rewriter import replace_pattern_with_filters

from pytest_passnet.passes import PassRule


class PatternError(Exception):
    """A pattern or replacement that cannot be traced or spliced; names the pass file."""


def normalise_call_arguments(gm: GraphModule) -> GraphModule:
    for node in gm.graph.nodes:
        if node.op != "call_function":
            continue
        try:
            bound = inspect.signature(node.target).bind(*node.args, **node.kwargs)
        except (TypeError, ValueError):
            continue  # C builtins have no bindable signature: kept as written
        bound.apply_defaults()
        node.args, node.kwargs = bound.args, bound.kwargs
    gm.recompile()
    return gm


def trace(fn: Callable, leaf_functions: tuple[Callable, ...] = ()) -> GraphModule:
    tracer = Tracer(autowrap_functions=leaf_functions)
    graph = tracer.trace(fn)
    return GraphModule(tracer.root, graph, fn.__name__)


def _parameter_names(fn: Callable) -> list[str]:
    return list(inspect.signature(fn).parameters)


def make_replacement(rule: PassRule, kernel_call: Callable, rng: random.Random) -> Callable:
    """``dynamic_func_xxxxx(<pattern params>) -> passnet_kernel(*replacement_args(<params>))``."""
    params = ", ".join(_parameter_names(rule.pattern))
    name = "dynamic_func_" + "".join(rng.choice(string.ascii_lowercase) for _ in range(5))
    namespace = {"passnet_kernel": kernel_call, "replacement_args": rule.replacement_args}
    exec(f"def {name}({params}):\n    return passnet_kernel(*replacement_args({params}))\n", namespace)
    return namespace[name]


OPERATIONS = ("call_function", "call_method", "call_module")  # the node kinds that are operations of a graph
_FRAME = re.compile(r'File "[^"]*", line (\d+), in ')


@dataclass
class RewriteReport:
    applied: dict[str, int] = field(default_factory=dict)
    diagnostics: dict[str, list[str]] = field(default_factory=dict)
    replaced_lines: list[int] = field(default_factory=list)  # source lines whose every operation was replaced

    @property
    def modified(self) -> bool:
        return any(self.applied.values())


def source_line(node: Node) -> int | None:
    """The line of the traced function's source that made ``node``: the outermost frame of its stack trace."""
    frame = _FRAME.search(node.meta.get("stack_trace") or "")
    return int(frame.group(1)) if frame else None


def apply_rule(gm: GraphModule, rule: PassRule, kernel_call: Callable, rng: random.Random,
               taken: set[Node] | None = None, added: set[Node] | None = None) -> int:
    """Replace every match of one rule in ``gm``; the number of replacements. The graph's operations
    each match took over go into ``taken``, the nodes the replacements added into ``added``."""
    try:
        pattern = normalise_call_arguments(trace(rule.pattern))
        replacement = normalise_call_arguments(trace(make_replacement(rule, kernel_call, rng), (kernel_call,)))
    except Exception as exc:
        raise PatternError(f"{rule.file}: tracing pattern/replacement_args failed: {type(exc).__name__}: {exc}") from exc
    try:
        matches = replace_pattern_with_filters(gm, pattern, replacement, ignore_literals=False)
    except AssertionError as exc:
        raise PatternError(
            f"{rule.file}: the match could not be replaced ({exc}). A pattern must return exactly one "
            "value (the kernel has one output) and use every parameter."
        ) from exc
    for match in matches:
        if taken is not None:
            taken.update(node for pattern_node, node in match.nodes_map.items() if pattern_node.op in OPERATIONS)
        if added is not None:
            added.update(match.replacements)
    return len(matches)


def apply_rules(
    gm: GraphModule,
    rules: list[PassRule],
    kernel_call: Callable,
    explain: Callable[[Callable, GraphModule], list[str]],
    seed: int = 123,
) -> RewriteReport:
    """One PassManager sweep over ``gm`` in place; ``explain`` says why a rule did not match."""
    report = RewriteReport()
    rng = random.Random(seed)
    taken: set[Node] = set()
    added: set[Node] = set()
    for rule in rules:
        count = apply_rule(gm, rule, kernel_call, rng, taken, added)
        report.applied[rule.name] = count
        if not count:
            report.diagnostics[rule.name] = explain(rule.pattern, gm)
    left = {source_line(n) for n in gm.graph.nodes if n.op in OPERATIONS and n not in added}
    report.replaced_lines = sorted({source_line(n) for n in taken} - left - {None})
    if report.modified:
        gm.graph.lint()
        gm.recompile()
    return report

