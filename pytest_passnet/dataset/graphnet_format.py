"""Write GraphNet graph directories: model.py, weight_meta.py and their companions.

Formats follow ``docs/graphnet.md`` sections 3-7 and 9.3 byte for byte where the
reference fixes them (tab-indented meta classes, 3-decimal mean/std, literal ``data``
below 64 elements, ``graph_net.json`` written last as the completion marker).
"""

from __future__ import annotations

import json
import math
import re
from pathlib import Path

import torch

from pytest_passnet.sample import TensorMeta

LITERAL_TENSOR_SIZE = 64
"""GraphNet's ``kLiteralTensorSize``: smaller tensors are stored as literal ``data``."""

# GraphNet's serializer rewrites unstable private APIs to their public names (section 9.3).
SERIALISATION_REWRITES = (
    (r"torch\._C\._nn\.(avg_pool2d|softplus|one_hot|pad|gelu|scaled_dot_product_attention|linear)\b",
     r"torch.nn.functional.\1"),
    (r"torch\._C\._fft\.fft_(irfft|rfft|fftn)\b", r"torch.fft.\1"),
    (r"torch\._C\._special\.special_logit\b", "torch.special.logit"),
    (r"torch\._C\._linalg\.linalg_(vector_norm|norm)\b", r"torch.linalg.\1"),
    (r"torch\._C\._?set_grad_enabled\b", "torch.set_grad_enabled"),
    # GraphNet's first pipeline stage rewrites device literals to the run device; the
    # public samples say cuda:0 (every loader points them at its own device).
    (r"device\(type='(?:cpu|meta)'\)", "device(type='cuda', index=0)"),
)

_INT_DTYPES = (torch.int8, torch.int16, torch.int32, torch.int64, torch.uint8)


def stable_code(code: str) -> str:
    """FX code with GraphNet's unstable-to-stable API rewrites applied."""
    for pattern, replacement in SERIALISATION_REWRITES:
        code = re.sub(pattern, replacement, code)
    return code


def model_py_text(fx_code: str) -> str:
    """``model.py`` for an FX ``GraphModule.code`` string, as GraphNet's templater writes it."""
    code = stable_code(fx_code)
    header = ["import torch"]
    # The templater imports these two names only when the text mentions them.
    if "device" in code:
        header.append("from torch import device")
    if "inf" in code:
        header.append("from torch import inf")
    body = "\n".join("    " + line for line in code.split("\n"))
    return "\n".join(header) + "\n\nclass GraphModule(torch.nn.Module):\n" + body


def _rounded(value: float, digits: int) -> float:
    return float(f"{value:.{digits}f}")


def tensor_meta(name: str, tensor: torch.Tensor, original_name: str | None = None) -> TensorMeta:
    """GraphNet's metadata for one tensor (literal-storage rule of section 5)."""
    tensor = tensor.detach()
    shape = tuple(tensor.shape)
    numel = tensor.numel()
    mean = std = min_val = max_val = data = None
    if tensor.dtype in _INT_DTYPES:
        if numel < LITERAL_TENSOR_SIZE:
            data = tuple(int(v) for v in tensor.flatten().tolist())
        elif numel:
            min_val, max_val = int(tensor.min()), int(tensor.max())
    elif tensor.is_floating_point():
        as_float = tensor.double()
        mean = _rounded(float(as_float.mean()), 3) if numel else 0.0
        std = _rounded(float(as_float.std()), 3) if numel > 1 else 0.0
        if numel < LITERAL_TENSOR_SIZE:
            data = tuple(_rounded(v, 6) for v in as_float.flatten().tolist())
    elif numel < LITERAL_TENSOR_SIZE:
        data = tuple(tensor.flatten().tolist())
    # Added by GraphNet "to prevent nan": a replayed variance must not go negative.
    if (original_name or name).endswith("running_var_"):
        min_val = 0
    return TensorMeta(
        class_name=f"Program_weight_tensor_meta_{original_name or name}",
        name=name,
        shape=shape,
        dtype=str(tensor.dtype),
        original_name=original_name,
        device=str(tensor.device),
        mean=mean,
        std=std,
        min_val=min_val,
        max_val=max_val,
        data=data,
    )


def is_finite_meta(meta: TensorMeta) -> bool:
    """False when a statistic or literal is NaN/inf: such a meta cannot be written as a literal."""
    values = [meta.mean, meta.std, *(meta.data or ())]
    return all(not (isinstance(v, float) and not math.isfinite(v)) for v in values)


def _literal(value: object) -> str:
    if isinstance(value, float):
        return f"{value:.6f}"
    return repr(value)


def weight_meta_text(metas: list[TensorMeta]) -> str:
    """``weight_meta.py``: one tab-indented class per forward argument, in the given order."""
    blocks = []
    for meta in metas:
        lines = [f"class {meta.class_name}:", f'\tname = "{meta.name}"']
        if meta.original_name is not None:
            lines.append(f'\toriginal_name = "{meta.original_name}"')
        lines += [
            f"\tshape = {list(meta.shape)}",
            f'\tdtype = "{meta.dtype}"',
            f'\tdevice = "{meta.device}"',
            f"\tmean = {'None' if meta.mean is None else f'{meta.mean:.3f}'}",
            f"\tstd = {'None' if meta.std is None else f'{meta.std:.3f}'}",
        ]
        if meta.min_val is not None:
            lines.append(f"\tmin_val = {meta.min_val}")
        if meta.max_val is not None:
            lines.append(f"\tmax_val = {meta.max_val}")
        if meta.data is not None:
            lines.append(f"\tdata = [{', '.join(_literal(v) for v in meta.data)}]")
        blocks.append("\n".join(lines) + "\n")
    return "\n\n".join(blocks)


def write_graph_dir(
    directory: Path,
    model_py: str,
    metas: list[TensorMeta],
    graph_net: dict,
    graph_hash: str | None = None,
    subgraph_sources: dict | None = None,
) -> None:
    """Write one graph directory; ``graph_net.json`` last, so its presence means complete."""
    directory.mkdir(parents=True, exist_ok=True)
    (directory / "model.py").write_text(model_py)
    (directory / "weight_meta.py").write_text(weight_meta_text(metas))
    (directory / "input_meta.py").write_text("")
    (directory / "input_tensor_constraints.py").write_text("")
    if graph_hash is not None:
        (directory / "graph_hash.txt").write_text(graph_hash)
    if subgraph_sources is not None:
        (directory / "subgraph_sources.json").write_text(json.dumps(subgraph_sources, indent=4))
    (directory / "graph_net.json").write_text(json.dumps(graph_net, indent=4))


def graph_net_json(model_name: str, **extra: object) -> dict:
    """The five keys GraphNet's extractor writes, plus curation keys such as ``source``."""
    return {
        "framework": "torch",
        "num_devices_required": 1,
        "num_nodes_required": 1,
        "dynamic": False,
        "model_name": model_name,
        **extra,
    }
