"""Build the variants of one source graph at one bucket: trace, generalise, cut, rename, dtypes.

One call handles every requested cut of a ``(category, source graph, bucket)`` group, so
the whole graph is traced and run once, as GraphNet's ``SubgraphGenerator`` runs each
model once for all its ranges. The pipeline per category is GraphNet's
``generate_subgraph_dataset.sh`` (typical, fusible) and ``generate_single_op_dataset.sh``
(sole op) as of March 2026, when PassNet v2 was made; ``docs/passnet-v2.md`` lists the
steps and the upstream file each module follows.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import torch

from pytest_passnet.dataset.passnet_v2 import dimgen
from pytest_passnet.dataset.passnet_v2 import dtype as dtype_gen
from pytest_passnet.dataset.passnet_v2.cut import (
    Cut,
    capture_inputs,
    cut,
    extracted_metas,
    model_py,
    templated,
)
from pytest_passnet.dataset.passnet_v2.files import (
    VariantFiles,
    low_precision_graph_net,
    subgraph_sources_json,
)
from pytest_passnet.dataset.passnet_v2.metas import metas_text
from pytest_passnet.dataset.passnet_v2.names import VariantName
from pytest_passnet.dataset.passnet_v2.reify import (
    ORIGINAL_BUCKET,
    Constraints,
    bucket_values,
    metas_at_bucket,
)
from pytest_passnet.dataset.passnet_v2.rename import (
    naive_is_data,
    rename,
    renamed_is_data,
)
from pytest_passnet.dataset.passnet_v2.source import (
    SourceGraph,
    cpu_runnable_code,
    forward_arguments,
    module_from_code,
)
from pytest_passnet.dataset.passnet_v2.trace import sole_graph


@dataclass(frozen=True)
class Group:
    """The unit of work: one traced graph, all its cuts."""

    category: str
    source: str
    bucket: int | None

    @classmethod
    def of(cls, name: VariantName) -> Group:
        return cls(name.category, name.source, name.bucket)


@dataclass
class GroupResult:
    built: dict[VariantName, VariantFiles] = field(default_factory=dict)
    failed: dict[VariantName, str] = field(default_factory=dict)


def _is_data(group: Group):
    """The renamer's predicate at the step that named this group's variants."""
    if group.category == "sole_op" or (group.category == "typical" and group.bucket == ORIGINAL_BUCKET):
        return naive_is_data
    return renamed_is_data


def build_group(checkout: Path, group: Group, names: list[VariantName]) -> GroupResult:
    """Every variant in ``names`` (all of ``group``); a failure is recorded per variant, with its cause."""
    result = GroupResult()
    try:
        gm, run_inputs, parent_metas, graph_net_text = _traced_parent(checkout, group)
    except Exception as exc:  # noqa: BLE001 - whatever stops the source stops each of its variants
        result.failed.update({name: _reason(exc) for name in names})
        return result
    ranges = sorted({(n.start, n.end, n.seq) for n in names})
    cuts: dict[tuple, Cut] = {}
    for key in ranges:
        try:
            cuts[key] = cut(gm, key[0], key[1])
        except Exception as exc:  # noqa: BLE001
            result.failed.update({n: _reason(exc) for n in names if (n.start, n.end, n.seq) == key})
    order = list(cuts)
    try:
        captured = capture_inputs(gm, run_inputs, [cuts[key] for key in order])
    except Exception as exc:  # noqa: BLE001
        result.failed.update({n: "running the source graph: " + _reason(exc) for n in names
                              if (n.start, n.end, n.seq) in cuts})
        return result
    rewritten_to_cuda = group.category != "sole_op"
    for index, key in enumerate(order):
        wanted = [n for n in names if (n.start, n.end, n.seq) == key]
        try:
            _build_cut(cuts[key], captured[index], parent_metas, graph_net_text, group, wanted,
                       rewritten_to_cuda, result)
        except Exception as exc:  # noqa: BLE001
            result.failed.update({n: _reason(exc) for n in wanted if n not in result.built})
    return result


def _reason(exc: Exception) -> str:
    text = str(exc).strip().splitlines()
    return f"{type(exc).__name__}: {text[0] if text else ''}"[:400]


def _traced_parent(checkout: Path, group: Group):
    """The graph at the bucket's shapes, real inputs to run it, the parent's metas and graph_net.json."""
    source = SourceGraph.load(checkout, group.source)
    where = str(source.path / "model.py")
    module = module_from_code(cpu_runnable_code(source.code), where)
    metas = source.metas
    if group.bucket is not None and group.bucket != ORIGINAL_BUCKET:
        constraints = Constraints.read(source.path / "input_tensor_constraints.py")
        values = bucket_values(checkout, source.path, source.graph_net, group.bucket)
        pass_names = source.graph_net.get("dimension_generalization_passes", [])
        dummies = forward_arguments(module, metas, dummy=True)
        generalised = dimgen.generalised(sole_graph(module, dummies), dummies, pass_names,
                                         constraints.dim_axes_pairs())
        if generalised is not None:
            module = module_from_code(templated(generalised.code), where)
        metas = metas_at_bucket(metas, constraints, values)
    gm = sole_graph(module, forward_arguments(module, metas, dummy=True))
    graph_net_path = source.path / "graph_net.json"
    graph_net_text = graph_net_path.read_text() if graph_net_path.is_file() else "{}"
    with torch.no_grad():
        run_inputs = forward_arguments(module, metas)
    return gm, run_inputs, metas, graph_net_text


def _build_cut(cut_: Cut, captured, parent_metas, graph_net_text: str, group: Group,
               wanted: list[VariantName], rewritten_to_cuda: bool, result: GroupResult) -> None:
    metas = extracted_metas(cut_, captured, parent_metas)
    code, renamed_metas, graph_hash = rename(model_py(cut_.module, rewritten_to_cuda), metas, _is_data(group))
    first = wanted[0]
    sources = subgraph_sources_json(group.source, first.start, first.end)
    float32 = VariantFiles(code, metas_text(renamed_metas), graph_hash, graph_net_text, sources)
    low = [n for n in wanted if n.dtype != "float32"]
    for name in wanted:
        if name.dtype == "float32":
            result.built[name] = float32
    if not low:
        return
    traced = dtype_gen.trace_float32(code, renamed_metas, first.float32.path + "/model.py")
    for name in low:
        try:
            text, new_metas, new_hash = dtype_gen.generalised(traced, renamed_metas, name.dtype, rewritten_to_cuda)
        except Exception as exc:  # noqa: BLE001
            result.failed[name] = _reason(exc)
            continue
        result.built[name] = VariantFiles(text, metas_text(new_metas), new_hash,
                                          low_precision_graph_net(graph_net_text, name.dtype), sources)
