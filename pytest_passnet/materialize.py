"""Sample files -> live objects: replayed input tensors and the instantiated GraphModule.

Replay follows PassBench exactly (``reference/passbench.md`` section 6): metas in
class-name order, one fifth of the recorded std, literal ``data``, integer ranges,
the bool rule, clamps and repair of non-finite values. The caller seeds first.
"""

from __future__ import annotations

import ast
import inspect
import random
from pathlib import Path

import numpy as np
import torch

from pytest_passnet.sample import SampleError, TensorMeta

PASSBENCH_SEED = 123
CALL_SEED = 1024
REPLAY_MODES = ("passbench", "torch")
_INT_DTYPES = {torch.int8, torch.int16, torch.int32, torch.int64, torch.uint8}


def set_seed(seed: int = PASSBENCH_SEED) -> None:
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)
    if torch.cuda.is_available():
        torch.cuda.manual_seed_all(seed)


def seed_call() -> None:
    """PassBench seeds before every model call; done outside the timed interval here, since seeding
    costs about 0.1 ms on an H200, as much as a small subgraph's whole call."""
    torch.manual_seed(CALL_SEED)


def torch_dtype(meta: TensorMeta) -> torch.dtype:
    dtype = getattr(torch, meta.torch_dtype_name, None)
    if not isinstance(dtype, torch.dtype):
        raise SampleError(f"{meta.class_name}: unknown dtype {meta.dtype!r}")
    return dtype


def _int_range_draw(meta: TensorMeta, dtype: torch.dtype, mode: str) -> torch.Tensor:
    low, high = int(meta.min_val), int(meta.max_val) + 1
    if mode == "passbench":
        return torch.from_numpy(np.random.randint(low, high, size=meta.shape)).to(dtype)
    return torch.randint(low, high, meta.shape, dtype=dtype)


def _replay_one(meta: TensorMeta, dtype: torch.dtype, mode: str) -> torch.Tensor:
    if dtype == torch.bool:
        if mode == "passbench":
            return torch.from_numpy(np.random.rand(*meta.shape) > 0.5)
        return torch.randn(meta.shape) > 0.5
    std = 0.1 if meta.std is None else float(meta.std)
    mean = 0.0 if meta.mean is None else float(meta.mean)
    if mode == "passbench":
        if std == 0:
            values = np.full(meta.shape, mean)
        else:
            values = np.asarray(np.random.randn(*meta.shape)) * std * 0.2 + mean
        return torch.from_numpy(np.asarray(values)).to(dtype)
    if std == 0:
        return torch.full(meta.shape, mean, dtype=dtype)
    return torch.randn(meta.shape, dtype=torch.float32).to(dtype) * std * 0.2 + mean


def _finish(tensor: torch.Tensor, meta: TensorMeta, mode: str) -> torch.Tensor:
    if meta.min_val is not None or meta.max_val is not None:
        tensor = tensor.clamp(min=meta.min_val, max=meta.max_val)
    if tensor.is_floating_point():
        finite = torch.isfinite(tensor)
        # The NumPy lineage draws the repair noise for every float tensor, finite or
        # not; the draw advances torch's RNG, so skipping it would shift later tensors.
        if mode == "passbench" or not finite.all():
            tensor = torch.where(finite, tensor, torch.randn_like(tensor) * 0.01)
        tensor = tensor.clamp(-100, 100)
    return tensor


def replay_inputs(metas: list[TensorMeta], device: str, mode: str = "passbench") -> dict[str, torch.Tensor]:
    """Tensors keyed by forward-argument name, replayed in class-name order."""
    if mode not in REPLAY_MODES:
        raise ValueError(f"unknown replay mode {mode!r}; choose one of {REPLAY_MODES}")
    metas = sorted(metas, key=lambda m: m.class_name)
    dtypes = [torch_dtype(m) for m in metas]
    # The NumPy lineage draws integer ranges while converting the meta file,
    # i.e. before any float draw; the order of random draws decides the bits.
    int_draws = {
        m.class_name: _int_range_draw(m, d, mode)
        for m, d in zip(metas, dtypes)
        if d in _INT_DTYPES and m.min_val is not None and m.max_val is not None
    }
    tensors = {}
    for meta, dtype in zip(metas, dtypes):
        if meta.name in tensors:
            raise SampleError(f"{meta.class_name}: forward argument {meta.name!r} is described twice")
        if meta.class_name in int_draws:
            tensor = _finish(int_draws[meta.class_name], meta, mode)
        elif meta.data is not None:
            tensor = torch.tensor(meta.data, dtype=dtype).reshape(meta.shape)  # literal: used as recorded
        else:
            tensor = _finish(_replay_one(meta, dtype, mode), meta, mode)
        tensors[meta.name] = tensor.to(device)
    return tensors


def degenerate_inputs(metas: list[TensorMeta]) -> list[str]:
    """Float inputs that replay as a constant (std 0): a kernel returning zeros may pass on them."""
    return [
        m.name
        for m in metas
        if m.data is None and m.std is not None and float(m.std) == 0 and "float" in m.dtype
    ]


class _DeviceRewriter(ast.NodeTransformer):
    """Point device literals (``device='cuda:0'``, ``torch.device('cuda')``) at the run device."""

    def __init__(self, device: str):
        self.device = device

    def _is_device_literal(self, node: ast.AST) -> bool:
        return isinstance(node, ast.Constant) and isinstance(node.value, str) and (
            node.value in ("cpu", "cuda") or node.value.startswith("cuda:")
        )

    def visit_keyword(self, node: ast.keyword) -> ast.keyword:
        self.generic_visit(node)
        if node.arg == "device" and self._is_device_literal(node.value):
            node.value = ast.Constant(self.device)
        return node

    def visit_Call(self, node: ast.Call) -> ast.Call:
        self.generic_visit(node)
        if ast.unparse(node.func) not in ("torch.device", "device"):
            return node
        # torch.device('cuda:0') and Dynamo's device(type='cuda', index=0) both become device('<run device>').
        literal = (node.args[:1] or [k.value for k in node.keywords if k.arg == "type"])[:1]
        if literal and self._is_device_literal(literal[0]):
            node.args = [ast.Constant(self.device)]
            node.keywords = []
        return node


def load_model(model_file: Path, device: str) -> torch.nn.Module:
    """Exec a GraphNet ``model.py`` with its device literals rewritten, and instantiate it."""
    source = model_file.read_text()
    try:
        tree = ast.parse(source, filename=str(model_file))
    except SyntaxError as exc:
        raise SampleError(f"{model_file}:{exc.lineno}: not valid Python: {exc.msg}") from exc
    tree = ast.fix_missing_locations(_DeviceRewriter(device).visit(tree))
    namespace: dict[str, object] = {"__name__": f"passnet_model_{abs(hash(str(model_file)))}"}
    # Compiling under the real path gives every variant its own code object (so
    # Dynamo's caches never mix variants) and makes tracebacks point at the file.
    exec(compile(tree, str(model_file), "exec"), namespace)
    module_class = namespace.get("GraphModule")
    if not isinstance(module_class, type):
        raise SampleError(f"{model_file}: defines no class GraphModule")
    return module_class().to(device)


def bind_arguments(model: torch.nn.Module, inputs: dict[str, torch.Tensor]) -> tuple[tuple, dict]:
    """Positional arguments in forward-signature order, as PassBench binds them."""
    params = [
        p.name
        for p in inspect.signature(model.forward).parameters.values()
        if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)
    ]
    if not params:
        return (), dict(inputs)
    missing = [name for name in params if name not in inputs]
    if missing:
        raise SampleError(f"forward() takes {', '.join(missing)} but weight_meta.py has no entry for it")
    return tuple(inputs[name] for name in params), {}
