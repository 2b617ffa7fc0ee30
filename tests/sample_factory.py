"""Test helpers: tiny samples in the public PassNet layout, written to tmp dirs."""

from __future__ import annotations

import json
import textwrap
from pathlib import Path

# Three real public PassNet samples, vendored in the repo (see PROVENANCE.md there).
EXAMPLES = Path(__file__).resolve().parent / "data" / "passnet_examples"

ADD_RELU_MODEL = """\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0, in_1):
        tmp_0 = in_0 + in_1
        tmp_1 = torch.relu(tmp_0)
        tmp_2 = tmp_1 * 2.0
        return (tmp_2,)
"""

# An honest pass: one Triton kernel for add+relu, wrapper only allocates and launches.
ADD_RELU_PASS = '''\
import torch
import triton
import triton.language as tl


@triton.jit
def add_relu_kernel(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n
    # fp32 arithmetic, as the GPU does it (and the CPU interpreter needs it for bf16)
    x = tl.load(x_ptr + offsets, mask=mask).to(tl.float32)
    total = x + tl.load(y_ptr + offsets, mask=mask).to(tl.float32)
    tl.store(out_ptr + offsets, tl.maximum(total, 0.0).to(out_ptr.dtype.element_ty), mask=mask)


def add_relu(x, y):
    out = torch.empty_like(x)
    n = x.numel()
    add_relu_kernel[(triton.cdiv(n, 1024),)](x, y, out, n, BLOCK=1024)
    return out


def pattern(a, b):
    t = a + b
    return torch.relu(t)


def replacement_args(a, b):
    return (a, b)


def replacement_func():
    return add_relu
'''

# The same pass with a numerically wrong kernel (relu dropped): an ``accuracy`` verdict.
WRONG_ADD_RELU_PASS = ADD_RELU_PASS.replace("tl.maximum(total, 0.0)", "total")


def weight_meta(inputs: dict[str, tuple[list[int], str]]) -> str:
    """A weight_meta.py in GraphNet's format for ``{name: (shape, dtype)}``."""
    blocks = []
    for i, (name, (shape, dtype)) in enumerate(inputs.items()):
        blocks.append(
            f"class Program_weight_tensor_meta_arg{i}:\n"
            f'\tname = "{name}"\n'
            f'\toriginal_name = "arg{i}"\n'
            f"\tshape = {list(shape)}\n"
            f'\tdtype = "torch.{dtype}"\n'
            f'\tdevice = "cuda:0"\n'
            f"\tmean = 0.000\n"
            f"\tstd = 1.000\n"
        )
    return "\n\n".join(blocks)


def write_variant(directory: Path, model: str, inputs: dict[str, tuple[list[int], str]]) -> Path:
    directory.mkdir(parents=True, exist_ok=True)
    (directory / "model.py").write_text(model)
    (directory / "weight_meta.py").write_text(weight_meta(inputs))
    (directory / "graph_net.json").write_text(json.dumps({"framework": "torch", "model_name": directory.name}, indent=4))
    for empty in ("input_meta.py", "input_tensor_constraints.py"):
        (directory / empty).write_text("")
    return directory


def write_sample(
    root: Path,
    name: str,
    model: str = ADD_RELU_MODEL,
    dtypes: tuple[str, ...] = ("float32",),
    shape: list[int] = (4, 300),
    passes: dict[str, str] | None = None,
    category: str = "fusible",
) -> Path:
    """A v2-layout sample under ``root/samples`` with its graphs under ``root/graphs`` (resolved via the root)."""
    sample = root / "samples" / f"{category}_subgraphs" / name
    lines = []
    for dtype in dtypes:
        rel = f"graphs/{category}_subgraphs/{dtype}/1/samples/test/{name}/_decomposed/{name}_start0_end2_0"
        args = [p.split(",")[0].strip() for p in model.split("def forward(self, ")[1].split(")")[0].split(",")]
        write_variant(root / rel, model, {a: (list(shape), dtype) for a in args})
        lines.append(rel)
    sample.mkdir(parents=True, exist_ok=True)
    (sample / "graph_list.txt").write_text("".join(f"{line}\n" for line in lines))
    pass_dir = sample / "pass_dir"
    pass_dir.mkdir(exist_ok=True)
    if passes is not None:
        (pass_dir / "sorted_output_pass_rule_names.json").write_text(json.dumps(list(passes)))
        for pass_name, source in passes.items():
            (pass_dir / f"{pass_name}.py").write_text(textwrap.dedent(source))
    return sample


def read_report(out: Path) -> dict:
    return json.loads((out / "report.json").read_text())
