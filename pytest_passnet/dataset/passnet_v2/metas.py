"""GraphNet's ``TensorMeta``: read a meta file without running it, write it as upstream does.

Follows ``graph_net/tensor_meta.py`` (serialisation, the two class orders) and
``graph_net/torch/utils.py`` (statistics of a captured tensor).
"""

from __future__ import annotations

import ast
import math
from dataclasses import dataclass, replace
from pathlib import Path

import torch

META_CLASS_PREFIX = "Program_weight_tensor_meta_"
LITERAL_TENSOR_SIZE = 64
"""``kLiteralTensorSize``: smaller tensors keep their values as ``data``."""

_INT_DTYPES = (torch.int8, torch.int16, torch.int32, torch.int64)
_FIELDS = ("name", "original_name", "shape", "dtype", "device", "mean", "std", "data", "max_val", "min_val")


class MetaFileError(ValueError):
    """A meta file that is not the plain data GraphNet writes."""


@dataclass(frozen=True)
class TensorMeta:
    """One meta class, with upstream's field set (absent fields are None)."""

    record_class_name: str
    name: str
    original_name: str | None = None
    shape: tuple = ()
    dtype: str | None = None
    device: str | None = None
    mean: object = None
    std: object = None
    data: list | None = None
    max_val: object = None
    min_val: object = None

    def renamed(self, new_name: str) -> TensorMeta:
        """As the renamer leaves it: ``original_name`` keeps the first name ever given."""
        return replace(self, name=new_name, original_name=self.original_name or self.name)

    def to_text(self) -> str:
        """``TensorMeta.serialize_to_py_str``: tab-indented, the trailing line empty."""
        lines = [f"class {self.record_class_name}:", f'\tname = "{self.name}"']
        if self.original_name is not None:
            lines.append(f'\toriginal_name = "{self.original_name}"')
        lines += [
            f"\tshape = {list(self.shape)}",
            f'\tdtype = "{self.dtype}"',
            f'\tdevice = "{self.device}"',
            f"\tmean = {_statistic(self.mean)}",
            f"\tstd = {_statistic(self.std)}",
        ]
        if self.data is not None:
            lines.append(f"\tdata = {_data_text(self.data)}")
        if self.max_val is not None:
            lines.append(f"\tmax_val = {self.max_val}")
        if self.min_val is not None:
            lines.append(f"\tmin_val = {self.min_val}")
        lines.append("")
        return "\n".join(lines)


def _statistic(value: object) -> str:
    if not isinstance(value, float):
        return str(value)
    if math.isnan(value) or math.isinf(value):
        return f'float("{value}")'
    return f"{value:.3f}"


def _data_text(data: object) -> str:
    if isinstance(data, list):
        return "[{}]".format(", ".join(f"{x:.6f}" if isinstance(x, float) else str(x) for x in data))
    return repr(data)


def metas_text(metas: list[TensorMeta]) -> str:
    """A whole ``weight_meta.py`` as ``TensorMeta.save_tensor_metas`` writes it."""
    return "\n\n".join(meta.to_text() for meta in metas)


def read_metas(path: Path) -> list[TensorMeta]:
    """The meta classes of a file, in file order; an absent file has none."""
    return parse_metas(path.read_text(), str(path)) if path.is_file() else []


def parse_metas(text: str, where: str = "<meta>") -> list[TensorMeta]:
    try:
        tree = ast.parse(text, filename=where)
    except SyntaxError as exc:
        raise MetaFileError(f"{where}:{exc.lineno}: not valid Python: {exc.msg}") from exc
    metas = []
    for node in tree.body:
        if not isinstance(node, ast.ClassDef):
            continue
        fields: dict[str, object] = {}
        for stmt in node.body:
            if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and isinstance(stmt.targets[0], ast.Name):
                fields[stmt.targets[0].id] = _value(stmt.value, f"{where}:{stmt.lineno}")
        metas.append(TensorMeta(
            record_class_name=node.name,
            name=fields.get("name"),
            original_name=fields.get("original_name"),
            shape=tuple(fields.get("shape", [])),
            dtype=fields.get("dtype"),
            device=fields.get("device"),
            mean=fields.get("mean"),
            std=fields.get("std"),
            data=fields.get("data"),
            max_val=fields.get("max_val"),
            min_val=fields.get("min_val"),
        ))
    return metas


def _value(node: ast.expr, where: str) -> object:
    """A literal, or ``float("nan")``-style calls, as upstream gets by importing the file."""
    if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "float"
            and len(node.args) == 1 and isinstance(node.args[0], ast.Constant)):
        return float(node.args[0].value)
    if isinstance(node, (ast.List, ast.Tuple)):
        values = [_value(item, where) for item in node.elts]
        return values if isinstance(node, ast.List) else tuple(values)
    try:
        return ast.literal_eval(node)
    except ValueError as exc:
        raise MetaFileError(f"{where}: {ast.unparse(node)[:80]} is not a literal") from exc


def upstream_read_order(metas: list[TensorMeta], text: str) -> list[TensorMeta]:
    """The order ``TensorMeta.unserialize_from_py_file`` returns for a file ``text``.

    Upstream imports the file, takes its classes in name order (``inspect.getmembers``)
    and sorts them stably by ``text.find(class_name)``; a class name that is a prefix of
    an earlier class's name therefore sorts where that earlier class stands.
    """
    by_name = {meta.record_class_name: meta for meta in metas}  # a later class of a name replaces it
    ordered = sorted(by_name.values(), key=lambda meta: meta.record_class_name)
    return sorted(ordered, key=lambda meta: text.find(meta.record_class_name))


def captured_meta(name: str, tensor: torch.Tensor, device: str, shape: tuple | None = None) -> TensorMeta:
    """The meta GraphNet's extractor records for a value it was handed (``convert_state_and_inputs``).

    ``shape`` is the tensor's shape at the bucket when ``tensor`` was measured on a
    smaller batch: the storage rule follows ``shape``, the values come from ``tensor``
    (repeated to fill ``shape`` where they are stored literally).
    """
    if not isinstance(tensor, torch.Tensor):  # written with the writer's defaults
        return TensorMeta(META_CLASS_PREFIX + name, name, shape=(), dtype="torch.float", device="cpu", mean=0.0, std=1.0)
    shape = tuple(tensor.shape) if shape is None else tuple(shape)
    numel = math.prod(shape)
    is_float = tensor.dtype.is_floating_point
    mean = std = data = max_val = min_val = None
    if is_float:
        mean = _rounded(float(tensor.mean().item()))
        std = 0.0 if numel <= 1 else _rounded(float(tensor.std().item()))
    if tensor.dtype in _INT_DTYPES and numel >= LITERAL_TENSOR_SIZE:
        max_val, min_val = tensor.max().item(), tensor.min().item()
    elif numel < LITERAL_TENSOR_SIZE:
        values = tensor.flatten().tolist()
        while values and len(values) < numel:
            values = values + values
        values = values[:numel]
        data = [_rounded(v, 6) for v in values] if is_float else values
    return TensorMeta(
        record_class_name=META_CLASS_PREFIX + name,
        name=name,
        shape=shape,
        dtype=str(tensor.dtype),
        device=device,
        mean=mean,
        std=std,
        data=data,
        max_val=max_val,
        min_val=min_val,
    )


def _rounded(value: float, digits: int = 3) -> float:
    """What upstream reads back after writing ``value`` with ``digits`` decimals."""
    if math.isnan(value) or math.isinf(value):
        return value
    return float(f"{value:.{digits}f}")
