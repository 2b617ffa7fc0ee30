"""Fusible subgraphs: count the kernels Inductor emits for each prefix of a typical subgraph.

Our own implementation of GraphNet's rule (``CumSumNumKernelsGenerator`` and
``FusibleSubgraphRangesAnalyzer``, docs/graphnet.md section 12.4;
https://github.com/PaddlePaddle/GraphNet/blob/develop/graph_net/torch/sample_pass/cumsum_num_kernels_generator.py
and .../graph_net/sample_pass/fusible_subgraph_ranges_generator.py):

* ``prefix_kernel_counts``: for every prefix ``[0, k)`` of a subgraph, the number of
  kernels Inductor schedules for it. Upstream counts ``cudaLaunchKernel`` events of the
  compiled prefix on a GPU; on a CPU we read Inductor's generated wrapper, before any
  C++ is compiled, and count its kernel launches: generated (``cpp_fused_*``) kernels,
  ``extern_kernels.*`` calls (GEMMs, convolutions) and ATen fallbacks. Fusion decisions
  are Inductor's own scheduler's on both; what differs is the device's lowering (docs/dataset.md
  says how the counts compare, and ``tests/gpu/dataset_kernel_counts.py`` checks them on a GPU).
* ``fusible_ranges``: the op ranges where adding ops does not add kernels. Prefix lengths
  are grouped into runs of equal count; a run is merged into the one before it while its
  count does not exceed that run's last count (upstream's "merge decreasing"); a group of
  prefix lengths ``a..b`` gives the op range ``[a - 1, b)``: op ``a - 1`` opens the kernel(s)
  and ops ``a..b-1`` are absorbed into them. Ranges of fewer than two ops are dropped.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import torch

Range = tuple[int, int]

_DEFINED_KERNEL = re.compile(r"^(\w+) = async_compile\.\w+\(", re.MULTILINE)
_EXTERN_OR_FALLBACK = re.compile(r"^\s+(?:extern_kernels\.\w+|torch\.ops\.[\w.]+|aten\.[\w.]+)\(", re.MULTILINE)


class _Lowered(Exception):
    """Raised from inside Inductor once the wrapper code exists, to skip compiling it."""

    def __init__(self, code: str):
        super().__init__("lowered")
        self.code = code


def count_launches(wrapper_code: str) -> int:
    """Kernel launches in an Inductor wrapper's ``call``: generated kernels, externs, fallbacks."""
    body = wrapper_code[wrapper_code.index("def call("):]
    body = body[: body.find("\nrunner = ")] if "\nrunner = " in body else body
    kernels = set(_DEFINED_KERNEL.findall(wrapper_code))
    generated = sum(len(re.findall(rf"^\s+{re.escape(k)}(?:\.run)?\(", body, re.MULTILINE)) for k in kernels)
    return generated + len(_EXTERN_OR_FALLBACK.findall(body))


def inductor_wrapper_code(module: torch.nn.Module, inputs: Sequence[torch.Tensor]) -> str:
    """Inductor's generated wrapper for ``module(*inputs)``, lowered but not compiled."""
    from torch._inductor import config
    from torch._inductor.graph import GraphLowering

    original = GraphLowering.compile_to_module

    def stop_after_codegen(self):  # noqa: ANN001 - patched method
        generated = self.codegen()
        code = generated[0] if isinstance(generated, tuple) else generated
        raise _Lowered(code if isinstance(code, str) else getattr(code, "value", str(code)))

    GraphLowering.compile_to_module = stop_after_codegen
    torch._dynamo.reset()
    try:
        with config.patch(fx_graph_cache=False), torch.no_grad():
            torch.compile(module, backend="inductor", dynamic=False, fullgraph=True)(*inputs)
    except Exception as exc:  # Dynamo wraps backend errors; find ours in the chain
        cause: BaseException | None = exc
        while cause is not None and not isinstance(cause, _Lowered):
            cause = cause.__cause__ or cause.__context__
        if cause is None:
            raise
        return cause.code
    finally:
        GraphLowering.compile_to_module = original
        torch._dynamo.reset()
    raise RuntimeError("Inductor compiled the module without lowering it (a cached result?)")


def fusible_ranges(counts: Sequence[int | None], min_ops: int = 2) -> list[Range]:
    """Op ranges over which the prefix kernel count does not grow.

    ``counts[k - 1]`` is the count for the prefix of ``k`` ops (None where the prefix could
    not be compiled, which ends any range).
    """
    groups: list[list[int]] = []  # each: prefix lengths with a non-growing count
    for length, count in enumerate(counts, start=1):
        if count is None:
            groups.append([])
            continue
        if groups and groups[-1] and count <= counts[groups[-1][-1] - 1]:
            groups[-1].append(length)
        else:
            groups.append([length])
    ranges = [(g[0] - 1, g[-1]) for g in groups if g and g[-1] - (g[0] - 1) >= min_ops]
    return ranges
