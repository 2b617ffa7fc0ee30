"""Why a pattern did not match: the best partial match and its typed failures.

Mirrors PassBench's ``DiagnosticMatcher``: the pattern is traced plainly, every
graph node that could anchor the pattern's output is tried, and the attempt
that maps the most pattern nodes is reported as ``MatchFailure`` lines of type
OP_MISMATCH, TARGET_MISMATCH, ATTR_MISMATCH or NOT_CONTAINED. Where upstream
records nothing (argument and keyword differences), we add ARGS_MISMATCH. Each
failure that matches a known FX pitfall (``docs/peers.md`` section 8) gets
a named hint line under it: how to spell the pattern so that it matches.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from dataclasses import dataclass

from torch.fx import GraphModule, Node

from pytest_passnet.rewrite import normalise_call_arguments, trace

MAX_LINES = 10


@dataclass
class MatchFailure:
    kind: str
    pattern_node: str
    target_node: str
    expected: str
    actual: str
    hint: str = ""  # ours; not part of upstream's line

    def __str__(self) -> str:
        return (
            f"MatchFailure(type={self.kind}, p={self.pattern_node}, t={self.target_node}, "
            f"exp={self.expected}, act={self.actual})"
        )


def _target_name(node: Node) -> str:
    target = node.target
    return target if isinstance(target, str) else getattr(target, "__name__", str(target))


def _python_level(node: Node) -> bool:
    """A call whose target has a Python signature: the normalising tracer rewrites its arguments."""
    if node.op != "call_function":
        return False
    try:
        inspect.signature(node.target)
    except (TypeError, ValueError):
        return False
    return True


def _qualified(node: Node) -> str:
    target = node.target
    if isinstance(target, str):
        return f".{target}()" if node.op == "call_method" else target
    return f"{getattr(target, '__module__', None) or '?'}.{getattr(target, '__name__', target)}"


def _op_hint(p: Node, t: Node) -> str:
    if {p.op, t.op} == {"call_method", "call_function"} and _target_name(p) == _target_name(t):
        return (f"target identity: the graph calls {_qualified(t)} and the pattern {_qualified(p)}; "
                "write it the way the graph does (copy the line from model.py)")
    if p.op == "call_module":
        return ("call_module: Dynamo inlines nn.Module calls into functional calls; write "
                "torch.nn.functional.<op>(x, weight, ...) with the parameters as pattern arguments")
    return ""


def _target_hint(p: Node, t: Node) -> str:
    if _target_name(p) == _target_name(t) or _target_name(p).strip("_") == _target_name(t).strip("_"):
        return (f"target identity: same name, different function ({_qualified(p)} in the pattern, "
                f"{_qualified(t)} in the graph); spell it as the graph does")
    return ""


def _literal_hint(pa, ta) -> str:
    if isinstance(pa, Node) or isinstance(ta, Node):
        return ""
    return ("literals: the pattern's constant differs from the graph's; make it a pattern parameter "
            "(parameters also match literals) and forward it through replacement_args")


NOT_CONTAINED_HINT = ("containment: an intermediate result is also used outside the match; end the pattern "
                      "at that node (a pass can only replace a single-output pattern)")
DEFAULTS_HINT = ("defaults: the normalised pattern spells every default argument, the graph's call does not; "
                 "a Python-level call must spell all its arguments in the graph for a pattern to match it")
KWARGS_HINT = ("kwargs: the graph passes keywords to a Python-level function; the normalised pattern passes "
               "them positionally, so this call cannot match (PassBench normalises only the pattern)")


def _describe_args(node: Node) -> str:
    args = ", ".join(a.name if isinstance(a, Node) else repr(a) for a in node.args)
    kwargs = ", ".join(f"{k}={v.name if isinstance(v, Node) else repr(v)}" for k, v in node.kwargs.items())
    return f"({', '.join(x for x in (args, kwargs) if x)})"


class _Attempt:
    def __init__(self, pattern_outputs: set[Node]):
        self.mapping: dict[Node, Node] = {}
        self.failures: list[MatchFailure] = []
        self.pattern_outputs = pattern_outputs

    def fail(self, kind: str, p: Node, t: Node, exp: str, act: str, hint: str = "") -> bool:
        self.failures.append(MatchFailure(kind, p.name, t.name, exp, act, hint))
        return False

    def match(self, p: Node, t: Node) -> bool:
        if p in self.mapping:
            return self.mapping[p] is t
        if p.op == "placeholder":
            self.mapping[p] = t
            return True
        if p.op != t.op:
            return self.fail("OP_MISMATCH", p, t, p.op, t.op, _op_hint(p, t))
        if p.op == "get_attr":
            self.mapping[p] = t
            return True
        if p.target != t.target:
            return self.fail("TARGET_MISMATCH", p, t, _target_name(p), _target_name(t), _target_hint(p, t))
        self.mapping[p] = t
        if len(p.args) != len(t.args) or set(p.kwargs) != set(t.kwargs):
            hint = ""
            if _python_level(p):
                hint = KWARGS_HINT if t.kwargs else DEFAULTS_HINT if len(p.args) > len(t.args) else ""
            return self.fail("ARGS_MISMATCH", p, t, _describe_args(p), _describe_args(t), hint)
        ok = True
        for pa, ta in list(zip(p.args, t.args)) + [(p.kwargs[k], t.kwargs[k]) for k in p.kwargs]:
            ok = self._match_arg(p, t, pa, ta) and ok
        if ok and p not in self.pattern_outputs:
            outside = [u for u in t.users if u not in self.mapping.values()]
            if len(t.users) > len(p.users) and outside:
                self.fail("NOT_CONTAINED", p, t, "internal node", f"leaks to {outside[0].name}", NOT_CONTAINED_HINT)
        return ok

    def _match_arg(self, p: Node, t: Node, pa, ta) -> bool:
        if isinstance(pa, Node):
            if isinstance(ta, Node) or pa.op == "placeholder":
                return self.match(pa, ta) if isinstance(ta, Node) else True
            return self.fail("ARGS_MISMATCH", p, t, pa.name, repr(ta))
        if isinstance(pa, (list, tuple)) and isinstance(ta, (list, tuple)) and len(pa) == len(ta):
            return all([self._match_arg(p, t, x, y) for x, y in zip(pa, ta)])
        if pa != ta:
            return self.fail("ARGS_MISMATCH", p, t, repr(pa), repr(ta), _literal_hint(pa, ta))
        return True


def diagnose(pattern: Callable, target: GraphModule) -> list[str]:
    """Lines explaining the best failed attempt to match ``pattern`` in ``target``."""
    try:
        pattern_gm = normalise_call_arguments(trace(pattern))
    except Exception as exc:
        return [f"Diagnostic failed: {type(exc).__name__}: {exc}"]
    output = next(n for n in pattern_gm.graph.nodes if n.op == "output")
    returned = output.args[0]
    anchors = [a for a in (returned if isinstance(returned, (tuple, list)) else [returned]) if isinstance(a, Node)]
    if len(anchors) != 1:
        return [f"pattern returns {len(anchors)} values; a pass can only replace a single-output pattern"]
    best: _Attempt | None = None
    best_score = None
    for node in target.graph.nodes:
        if node.op in ("placeholder", "output"):
            continue
        attempt = _Attempt(set(anchors))
        attempt.match(anchors[0], node)
        # Most pattern nodes mapped wins; on a tie, an anchor of the same name (torch.relu vs F.relu).
        score = (len(attempt.mapping), _target_name(node) == _target_name(anchors[0]))
        if best_score is None or score > best_score:
            best, best_score = attempt, score
    if best is None:
        return ["the captured graph has no operations"]
    failures = best.failures
    if any(f.kind == "NOT_CONTAINED" for f in failures):
        failures = [f for f in failures if f.kind == "NOT_CONTAINED"]
    elif any(f.kind != "OP_MISMATCH" for f in failures):
        failures = [f for f in failures if f.kind != "OP_MISMATCH"]
    pattern_ops = [n for n in pattern_gm.graph.nodes if n.op not in ("placeholder", "output")]
    matched_ops = [n for n in best.mapping if n.op != "placeholder"]
    lines = [f"best attempt matched {len(matched_ops)} of {len(pattern_ops)} pattern ops:"]
    for failure in failures[:MAX_LINES]:
        lines.append(f"  - {failure}")
        if failure.hint:
            lines.append(f"    hint: {failure.hint}")
    if not failures:
        lines.append("  - no node-level difference found; compare literal arguments and keyword spelling")
    lines.append("  pattern as the matcher sees it (kwargs normalised):")
    lines += ["    " + line for line in pattern_gm.code.strip().splitlines()]
    return lines
