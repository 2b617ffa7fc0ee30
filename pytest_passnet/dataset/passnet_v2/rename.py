"""Rename a subgraph's arguments to ``in_k``/``w_k`` and its locals to ``tmp_k``.

Follows ``graph_net/sample_pass/ast_graph_variable_renamer.py`` with the predicates of
``graph_net/torch/constraint_util.py``: ``NaiveDataInputPredicator`` (an argument is data
unless its name holds ``_self_`` or ``_instance_modules_``) for sole-op subgraphs and the
typical original-shape bucket, ``RenamedDataInputPredicator`` (everything not named
``w_...`` is data) for the bucketed fusible and typical subgraphs, as the v2 pipeline
(GraphNet ``generate_subgraph_dataset.sh`` of March 2026) configured them. The new
``model.py`` is ``ast.unparse``'s text and ``graph_hash.txt`` its sha256.
"""

from __future__ import annotations

import ast
import hashlib

from pytest_passnet.dataset.passnet_v2.metas import TensorMeta


def naive_is_data(name: str) -> bool:
    return not ("_self_" in name or "_instance_modules_" in name)


def renamed_is_data(name: str) -> bool:
    return not name.startswith("w_")


def sha256_text(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def rename(model_py: str, metas: list[TensorMeta], is_data) -> tuple[str, list[TensorMeta], str]:
    """``(model.py, metas, graph_hash)`` of the renamed subgraph."""
    tree = ast.parse(model_py)
    forward = _forward(tree)
    arguments = [arg.arg for arg in forward.args.args if arg.arg != "self"]
    data = [name for name in arguments if is_data(name)]
    weights = [name for name in arguments if not is_data(name)]
    mapping = {name: f"in_{i}" for i, name in enumerate(data)}
    mapping.update({name: f"w_{i}" for i, name in enumerate(weights)})
    _Renamer(mapping, set(arguments)).visit(tree)
    code = ast.unparse(tree)
    unknown = [meta.name for meta in metas if meta.name not in mapping]
    if unknown:
        raise ValueError(f"weight_meta.py names {unknown[0]!r}, which is no argument of forward")
    return code, [meta.renamed(mapping[meta.name]) for meta in metas], sha256_text(code)


def _forward(tree: ast.Module) -> ast.FunctionDef:
    for node in tree.body:
        if isinstance(node, ast.ClassDef) and node.name == "GraphModule":
            for item in node.body:
                if isinstance(item, ast.FunctionDef) and item.name == "forward":
                    return item
    raise ValueError("model.py has no GraphModule.forward")


class _Renamer(ast.NodeTransformer):
    """Arguments by the map; every other assigned name ``tmp_k`` in order of first assignment.

    ``x = None`` and ``del x`` of an argument are dropped, as upstream does.
    """

    def __init__(self, mapping: dict[str, str], arguments: set[str]):
        self.mapping = mapping
        self.arguments = arguments
        self.count = 0
        self.in_forward = False

    def visit_FunctionDef(self, node):
        if node.name != "forward":
            return node
        self.in_forward = True
        node.args.args = [arg if arg.arg == "self" or arg.arg not in self.mapping
                          else ast.arg(arg=self.mapping[arg.arg], annotation=arg.annotation)
                          for arg in node.args.args]
        body = []
        for stmt in node.body:
            stmt = self._without_argument_clears(stmt)
            if stmt:
                body.append(self.visit(stmt))
        node.body = body
        self.in_forward = False
        return node

    def _is_argument(self, target) -> bool:
        return isinstance(target, ast.Name) and target.id in self.arguments

    def _without_argument_clears(self, stmt):
        if isinstance(stmt, ast.Assign) and isinstance(stmt.value, ast.Constant) and stmt.value.value is None:
            stmt.targets = [t for t in stmt.targets if not self._is_argument(t)]
            return stmt if stmt.targets else None
        if isinstance(stmt, ast.Delete):
            kept = []
            for target in stmt.targets:
                if isinstance(target, ast.Tuple):
                    elts = [e for e in target.elts if not self._is_argument(e)]
                    if elts:
                        kept.append(ast.Tuple(elts=elts, ctx=ast.Del()))
                elif not self._is_argument(target):
                    kept.append(target)
            stmt.targets = kept
            return stmt if kept else None
        return stmt

    def visit_Assign(self, node):
        if not self.in_forward:
            return node
        for target in node.targets:
            for name in _assigned(target):
                if name not in self.mapping:
                    self.mapping[name] = f"tmp_{self.count}"
                    self.count += 1
        self.generic_visit(node)
        return node

    def visit_Name(self, node):
        if self.in_forward and node.id in self.mapping:
            return ast.Name(id=self.mapping[node.id], ctx=node.ctx)
        return node


def _assigned(target):
    if isinstance(target, ast.Name):
        yield target.id
    elif isinstance(target, (ast.Tuple, ast.List)):
        for element in target.elts:
            yield from _assigned(element)
