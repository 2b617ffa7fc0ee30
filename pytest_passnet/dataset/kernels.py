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
* ``fusible_ranges``: the op ranges where adding ops does not add kernels, by upstream's
  ``FusibleSubgraphRangesAnalyzer.analyze`` step for step (grouping with counts that rise
  and fall back, merging decreasing groups, its validity and shadowing rules); a group of
  prefix lengths ``a..b`` gives the op range ``[a - 1, b)``: op ``a - 1`` opens the kernel(s)
  and ops ``a..b-1`` are absorbed into them. ``tests/dataset/test_dataset_upstream_rules.py``
  runs upstream's vendored class beside it.
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


def fusible_ranges(counts: Sequence[int | None]) -> list[Range]:
    """Op ranges over which adding ops adds no kernel, by upstream's ``FusibleSubgraphRangesAnalyzer``.

    ``counts[k - 1]`` is the kernel count of the prefix of ``k`` ops; None where the prefix
    could not be compiled, which leaves that length out of the series (upstream has no such
    gap: a group that spans one is not a contiguous range and is dropped, as upstream drops
    any non-contiguous group).
    """
    series = {length: count for length, count in enumerate(counts, start=1) if count is not None}
    lengths = sorted(series)
    # 1. runs of equal count; each count then covers every run from its first to its last
    #    occurrence, and a length takes the smallest count covering it, so a count that
    #    rises and falls back ([1, 1, 2, 2, 1, 1]) is one group.
    runs: list[tuple[int, list[int]]] = []
    for length in lengths:
        if runs and runs[-1][0] == series[length]:
            runs[-1][1].append(length)
        else:
            runs.append((series[length], [length]))
    covering: dict[int, int] = {}
    for count in {c for c, _ in runs}:
        where = [i for i, (c, _) in enumerate(runs) if c == count]
        for _, members in runs[min(where): max(where) + 1]:
            for length in members:
                covering[length] = min(covering.get(length, count), count)
    groups: list[list[int]] = []
    for length in lengths:
        if groups and covering[groups[-1][-1]] == covering[length]:
            groups[-1].append(length)
        else:
            groups.append([length])
    # 2. merge a group into the one before it while that one ends on a count at least the
    #    next one's first count (the first such pair each time, until none is left).
    merged = True
    while merged:
        merged = False
        for i in range(len(groups) - 1):
            if series[groups[i][-1]] >= series[groups[i + 1][0]]:
                groups[i:i + 2] = [groups[i] + groups[i + 1]]
                merged = True
                break
    # 3. a group is a range of prefix lengths a..b that ends no higher than it starts and
    #    whose last change of count is not a rise; it is the op range [a - 1, b).
    ranges = sorted(
        ((g[0] - 1, g[-1]) for g in groups
         if len(g) > 1 and g[-1] + 1 - g[0] == len(g)
         and series[g[0]] >= series[g[-1]] and not _ends_rising([series[n] for n in g])),
        key=lambda r: (r[0], -r[1]),
    )
    # 4. drop a range that starts inside the one sorted before it (upstream's "shadowed").
    return [r for i, r in enumerate(ranges) if i == 0 or r[0] >= ranges[i - 1][1]]


def _ends_rising(counts: list[int]) -> bool:
    """Whether the last change of count, read from the end, is a rise."""
    for later, earlier in zip(reversed(counts), list(reversed(counts))[1:]):
        if later != earlier:
            return later > earlier
    return False
