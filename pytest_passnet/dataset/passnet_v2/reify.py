"""Bucket shapes: which concrete sizes bucket ``i`` gives a source graph's symbolic dims.

Follows ``graph_net/dynamic_dim_constraints.py`` (``input_tensor_constraints.py`` and its
symbolic-shape key), ``graph_net/torch/sym_dim_reifiers/naive_{cv,nlp}_sym_dim_reifier.py``
(the grids: bucket ``i`` is row ``i`` of the grid the key selects) and
``graph_net/dimension_generalizer.py`` (``update_tensor_metas_by_dyn_dim_cstr``: new
shapes, literal data repeated to fill them). Bucket 9 is the source shape itself.

The grids are read from the checkout's reifier files as data (parsed, never run), so a
rebuild uses the rules of the checkout it is given.
"""

from __future__ import annotations

import ast
import functools
from dataclasses import dataclass, replace
from pathlib import Path

import sympy

from pytest_passnet.dataset.passnet_v2.metas import TensorMeta

ORIGINAL_BUCKET = 9
REIFIER_DIR = "graph_net/torch/sym_dim_reifiers"


class BucketError(Exception):
    """A bucket that the source graph's constraints and the reifier grids cannot give."""


@dataclass
class Constraints:
    """``input_tensor_constraints.py``: symbols, their example values, each input's shape."""

    symbols: list[sympy.Symbol]
    example_values: dict[sympy.Symbol, int]
    input_shapes: list[tuple[list, str]]

    @classmethod
    def read(cls, path: Path) -> Constraints:
        if not path.is_file() or not path.read_text().strip():
            return cls([], {}, [])
        env: dict[str, object] = {}
        for node in ast.parse(path.read_text(), filename=str(path)).body:
            if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
                env[node.targets[0].id] = _evaluate(node.value, env, f"{path}:{node.lineno}")
        return cls(
            symbols=list(env.get("dynamic_dim_constraint_symbols", [])),
            example_values=dict(env.get("dynamic_dim_constraint_symbol2example_value", {})),
            input_shapes=[(list(shape), name) for shape, name in env.get("dynamic_dim_constraint_input_shapes", [])],
        )

    def symbolic_shapes_key(self) -> str:
        """``serialize_symbolic_input_shapes_to_str``: the reifier tables' lookup key."""
        shapes = sorted(
            (tuple(shape) for shape, _ in self.input_shapes if any(isinstance(d, sympy.Expr) for d in shape)),
            key=str,
        )
        return str(shapes).replace(" ", "")

    def dim_axes_pairs(self) -> list[tuple[int, list[int]]]:
        """``ApplyDimGenPasses._get_dim_axes_pairs``: each symbol's example value and axes."""
        shapes = sorted(
            (tuple(shape) for shape, _ in self.input_shapes if any(isinstance(d, sympy.Expr) for d in shape)),
            key=str,
        )
        return [
            (self.example_values[symbol], [axis for shape in shapes for axis, dim in enumerate(shape) if dim == symbol])
            for symbol in self.symbols
        ]

    def shapes_at(self, values: dict) -> dict[str, list[int]]:
        merged = {**self.example_values, **values}
        return {
            name: [int(dim.subs(merged)) if isinstance(dim, sympy.Expr) else dim for dim in shape]
            for shape, name in self.input_shapes
        }


def _evaluate(node: ast.expr, env: dict, where: str) -> object:
    if isinstance(node, ast.Constant):
        return node.value
    if isinstance(node, ast.Name):
        if node.id not in env:
            raise BucketError(f"{where}: unknown name {node.id}")
        return env[node.id]
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "Symbol":
        return sympy.Symbol(_evaluate(node.args[0], env, where))
    if isinstance(node, ast.List):
        return [_evaluate(item, env, where) for item in node.elts]
    if isinstance(node, ast.Tuple):
        return tuple(_evaluate(item, env, where) for item in node.elts)
    if isinstance(node, ast.Dict):
        return {_evaluate(k, env, where): _evaluate(v, env, where) for k, v in zip(node.keys, node.values)}
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        return -_evaluate(node.operand, env, where)
    if isinstance(node, ast.BinOp):
        left, right = _evaluate(node.left, env, where), _evaluate(node.right, env, where)
        operations = {ast.Add: lambda a, b: a + b, ast.Sub: lambda a, b: a - b, ast.Mult: lambda a, b: a * b,
                      ast.FloorDiv: lambda a, b: a // b, ast.Div: lambda a, b: a / b, ast.Pow: lambda a, b: a ** b}
        if type(node.op) in operations:
            return operations[type(node.op)](left, right)
    raise BucketError(f"{where}: {ast.unparse(node)[:80]} is not constraint data")


@functools.lru_cache(maxsize=8)
def reifier_grids(checkout: Path, reifier: str) -> dict[str, list[list[int]]]:
    """``{symbolic shapes key: grid}`` of one reifier file of the checkout."""
    path = checkout / REIFIER_DIR / f"{reifier}.py"
    if not path.is_file():
        raise BucketError(f"reifier {reifier!r} not found: {path}")
    tree = ast.parse(path.read_text(), filename=str(path))
    methods = {node.name: node for node in ast.walk(tree) if isinstance(node, ast.FunctionDef)}
    key_to_method = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Dict) and node.keys and all(isinstance(k, ast.Constant) for k in node.keys):
            for key, value in zip(node.keys, node.values):
                if isinstance(value, ast.Attribute) and value.attr in methods:
                    key_to_method[key.value] = value.attr
    return {key: _grid_of(methods[name], path) for key, name in key_to_method.items()}


def _grid_of(method: ast.FunctionDef, path: Path) -> list[list[int]]:
    """The rows a ``reify_*`` method returns: its one ``return {symbols: [[...], ...]}``."""
    for node in ast.walk(method):
        if isinstance(node, ast.Return) and isinstance(node.value, ast.Dict) and len(node.value.values) == 1:
            try:
                return ast.literal_eval(node.value.values[0])
            except ValueError:
                break
    raise BucketError(f"{path}:{method.lineno}: {method.name} does not return a literal grid")


def bucket_values(checkout: Path, source_dir: Path, graph_net: dict, bucket: int) -> dict:
    """``{symbol: size}`` for one bucket; bucket 9 keeps the example values."""
    constraints = Constraints.read(source_dir / "input_tensor_constraints.py")
    if bucket == ORIGINAL_BUCKET:
        return dict(constraints.example_values)
    reifier = graph_net.get("symbolic_dimension_reifier")
    if not reifier:
        raise BucketError(f"{source_dir}/graph_net.json names no symbolic_dimension_reifier")
    key = constraints.symbolic_shapes_key()
    grid = reifier_grids(checkout, reifier).get(key)
    if grid is None:
        raise BucketError(f"{reifier} has no grid for the symbolic shapes {key} of {source_dir}")
    if not 0 <= bucket < len(grid):
        raise BucketError(f"bucket {bucket} is outside {reifier}'s grid of {len(grid)} rows for {key}")
    return dict(zip(constraints.symbols, grid[bucket]))


def metas_at_bucket(metas: list[TensorMeta], constraints: Constraints, values: dict) -> list[TensorMeta]:
    """Each constrained tensor at its bucket shape; literal data repeats to fill it."""
    shapes = constraints.shapes_at(values)
    out = []
    for meta in metas:
        if meta.name not in shapes:
            out.append(meta)
            continue
        shape = tuple(shapes[meta.name])
        data = meta.data
        if data is not None:
            size = functools.reduce(lambda a, b: a * b, shape, 1)
            extended = list(data)
            while len(extended) < size:
                extended.extend(extended)
            data = extended[:size]
        out.append(replace(meta, shape=shape, data=data))
    return out
