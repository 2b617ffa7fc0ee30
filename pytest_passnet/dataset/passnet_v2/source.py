"""A GraphNet source graph (``samples/<source>/<model>/``) as the v2 pipeline read it.

Follows ``graph_net/torch/fx_graph_module_util.py`` (module and inputs from a sample dir),
``graph_net/torch/utils.py`` (``replay_tensor``: how a meta becomes a tensor) and the
v2-era ``DeviceRewriteSamplePass`` (``device(...)`` calls in ``model.py`` point at cuda).
Everything runs on the CPU here; device literals are mapped so the written code names
the device upstream's GPU run would have printed.
"""

from __future__ import annotations

import ast
import json
import re
from dataclasses import dataclass, field
from pathlib import Path

import torch

from pytest_passnet.dataset.passnet_v2.metas import TensorMeta, read_metas


class SourceError(Exception):
    """A source graph that cannot be loaded or run; the message names the file."""


@dataclass
class SourceGraph:
    """One GraphNet sample dir, read as data."""

    checkout: Path
    rel_path: str
    code: str
    metas: list[TensorMeta]
    graph_net: dict = field(default_factory=dict)

    @property
    def path(self) -> Path:
        return self.checkout / self.rel_path

    @classmethod
    def load(cls, checkout: Path, rel_path: str) -> SourceGraph:
        path = checkout / rel_path
        if not (path / "model.py").is_file():
            raise SourceError(f"source graph missing: {path}/model.py is not in the GraphNet checkout")
        if not (path / "weight_meta.py").is_file():
            raise SourceError(f"source graph incomplete: {path}/weight_meta.py is absent")
        try:
            graph_net = json.loads((path / "graph_net.json").read_text())
        except (OSError, ValueError):
            graph_net = {}
        metas = read_metas(path / "input_meta.py") + read_metas(path / "weight_meta.py")
        return cls(checkout, rel_path, (path / "model.py").read_text(), metas, graph_net)


def cpu_runnable_code(code: str) -> str:
    """``model.py`` with every ``device(...)`` literal moved to the CPU, index dropped.

    Tensors the graph makes meet its inputs (plain CPU tensors here): Dynamo's fake tensors
    refuse ``cpu`` beside ``cpu:0``. After the run, :func:`upstream_device` says what to print.
    """
    tree = ast.parse(code)
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "device":
            node.keywords = [k for k in node.keywords if k.arg != "index"]
            for keyword in node.keywords:
                if keyword.arg == "type" and isinstance(keyword.value, ast.Constant):
                    keyword.value.value = "cpu"
            if node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str):
                node.args[:] = [ast.Constant("cpu")]
    return ast.unparse(tree)


_CUDA_LITERAL = re.compile(r"""device\(type=["']cuda["'], index=(\d+)\)""")


def upstream_device(code: str, rewritten_to_cuda: bool) -> torch.device:
    """The device upstream's code named where a graph cut from ``code`` names the CPU.

    A GraphNet source writes its device literals in one form (the eval lists' 575 sources: 71
    ``device(type="cuda", index=0)`` only, 267 ``device(type="cpu")`` only, 237 none): the
    former stays itself; ``cpu`` became ``cuda`` in the v2 typical and fusible pipelines
    (``DeviceRewriteSamplePass``) and stayed ``cpu`` in the sole-op one.
    """
    found = _CUDA_LITERAL.search(code)
    if found:
        return torch.device("cuda", int(found[1]))
    return torch.device("cuda") if rewritten_to_cuda else torch.device("cpu")


def module_from_code(code: str, where: str) -> torch.nn.Module:
    """Instantiate the ``GraphModule`` class a ``model.py`` defines."""
    namespace: dict = {"__name__": "graphnet_source", "__file__": where}
    try:
        exec(compile(code, where, "exec"), namespace)  # noqa: S102 - the checkout's model code, as upstream imports it
    except Exception as exc:
        raise SourceError(f"{where}: cannot load model.py: {type(exc).__name__}: {exc}") from exc
    module_class = namespace.get("GraphModule")
    if module_class is None:
        raise SourceError(f"{where}: model.py defines no GraphModule class")
    return module_class()


def replayed(meta: TensorMeta, dummy: bool = False) -> torch.Tensor:
    """A CPU tensor for a meta, as ``replay_tensor`` (or ``get_dummy_tensor``) makes it."""
    dtype = getattr(torch, (meta.dtype or "torch.float").split(".")[-1])
    shape = list(meta.shape)
    if dtype in (torch.int8, torch.int16, torch.int32, torch.int64) and meta.min_val is not None \
            and meta.max_val is not None:
        return torch.randint(meta.min_val, meta.max_val + 1, size=shape, dtype=dtype)
    if meta.data is not None:
        return torch.tensor(meta.data, dtype=dtype).reshape(shape)
    if dummy:
        return torch.empty(shape, dtype=dtype)
    if dtype is torch.bool:
        return (torch.randn(size=shape) > 0.5).to(dtype)
    mean = 0 if meta.mean is None else meta.mean
    std = 0.1 if meta.std is None else meta.std
    if std == 0:
        tensor = torch.full(size=shape, fill_value=mean, dtype=dtype)
    else:
        tensor = torch.randn(size=shape).to(dtype) * std * 0.2 + mean
    if meta.min_val is not None:
        tensor = torch.clamp(tensor, min=meta.min_val)
    if meta.max_val is not None:
        tensor = torch.clamp(tensor, max=meta.max_val)
    if dtype.is_floating_point:
        tensor = torch.where(torch.isfinite(tensor), tensor, torch.randn_like(tensor) * 0.01)
        tensor = torch.clamp(tensor, min=-100.0, max=100.0)
    return tensor


def forward_metas(module: torch.nn.Module, metas: list[TensorMeta]) -> list[TensorMeta]:
    """The metas of ``forward``'s parameters, in order; a parameter without a meta is an error."""
    import inspect

    by_name = {meta.name: meta for meta in metas}
    names = list(inspect.signature(module.forward).parameters)
    missing = [name for name in names if name not in by_name]
    if missing:
        raise SourceError(f"weight_meta.py has no entry for forward argument(s) {', '.join(missing[:5])}")
    return [by_name[name] for name in names]


def forward_arguments(module: torch.nn.Module, metas: list[TensorMeta], dummy: bool = False) -> tuple:
    """Tensors for ``forward``'s parameters, by name."""
    return tuple(replayed(meta, dummy) for meta in forward_metas(module, metas))
