"""Build the variants of one source graph: trace, generalise, cut, rename, dtypes.

The unit of work is a ``(category, source graph)`` job with every bucket and cut the
lists ask of it: the source is traced and dimension-generalised once, traced again per
bucket, and run on replayed inputs to measure the cuts' inputs, as GraphNet's
``SubgraphGenerator`` runs each model once for all its ranges. The steps per category
are those of GraphNet's ``generate_subgraph_dataset.sh`` (typical, fusible) and
``generate_single_op_dataset.sh`` (sole op) as of March 2026, when PassNet v2 was made;
``docs/passnet-v2.md`` lists them with the upstream file each module follows.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from functools import partial
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
    forward_metas,
    module_from_code,
    replayed,
    upstream_device,
)
from pytest_passnet.dataset.passnet_v2.trace import propagate_shapes, sole_graph

STATS_BATCH = 4
"""Largest batch the CPU runs to measure the statistics of cut inputs computed in the graph.

Upstream measured them once per bucket on its GPU with unseeded random inputs, so they
are a random draw either way; a batch symbol (one found only at axis 0) above this is
measured at this batch, the other dims at the bucket's sizes, and one measurement
serves every bucket that shares those sizes.
"""


@dataclass(frozen=True)
class Job:
    category: str
    source: str

    @classmethod
    def of(cls, name: VariantName) -> Job:
        return cls(name.category, name.source)


@dataclass
class JobResult:
    built: dict[VariantName, VariantFiles] = field(default_factory=dict)
    failed: dict[VariantName, str] = field(default_factory=dict)

    def fail(self, names, exc: Exception | str, prefix: str = "") -> None:
        reason = exc if isinstance(exc, str) else _reason(exc)
        self.failed.update({name: prefix + reason for name in names if name not in self.built})


def _reason(exc: Exception) -> str:
    text = str(exc).strip().splitlines()
    return f"{type(exc).__name__}: {text[0] if text else ''}"[:400]


def _key(name: VariantName) -> tuple[int, int, int]:
    return name.start, name.end, name.seq


def build_job(checkout: Path, job: Job, names: list[VariantName]) -> JobResult:
    """Every variant in ``names`` (all of ``job``); a failure is recorded per variant, with its cause."""
    result = JobResult()
    try:
        source = _Source(checkout, job)
    except Exception as exc:  # noqa: BLE001 - whatever stops the source stops each of its variants
        result.fail(names, exc)
        return result
    by_bucket: dict[int | None, list[VariantName]] = defaultdict(list)
    for name in names:
        by_bucket[name.bucket].append(name)
    buckets = {}
    for bucket, bucket_names in sorted(by_bucket.items(), key=lambda item: (item[0] is None, item[0] or 0)):
        try:
            buckets[bucket] = source.at_bucket(bucket, bucket_names, result)
        except Exception as exc:  # noqa: BLE001
            result.fail(bucket_names, exc)
    measured: dict[tuple, dict] = {}
    for stats_key in {b.stats_key for b in buckets.values()}:
        sharing = [b for b in buckets.values() if b.stats_key == stats_key]
        try:
            measured.update(source.measured(sharing))
        except Exception as exc:  # noqa: BLE001
            result.fail([n for b in sharing for n in b.names], exc, "running the source graph: ")
    for bucket in buckets.values():
        for key, cut_ in bucket.cuts.items():
            wanted = [n for n in bucket.names if _key(n) == key]
            if (bucket.bucket, key) not in measured:
                continue
            try:
                _build_cut(cut_, measured[bucket.bucket, key], bucket, source, wanted, result)
            except Exception as exc:  # noqa: BLE001
                result.fail(wanted, exc)
    return result


@dataclass
class _Bucket:
    bucket: int | None
    names: list[VariantName]
    module: torch.nn.Module
    metas: list
    gm: torch.fx.GraphModule
    cuts: dict[tuple, Cut]
    stats_metas: list
    stats_key: tuple


class _Source:
    """The source graph of a job, traced and generalised once."""

    def __init__(self, checkout: Path, job: Job):
        self.job = job
        self.checkout = checkout
        self.graph = SourceGraph.load(checkout, job.source)
        self.where = str(self.graph.path / "model.py")
        self.module = module_from_code(cpu_runnable_code(self.graph.code), self.where)
        path = self.graph.path / "graph_net.json"
        self.graph_net = path.read_text() if path.is_file() else "{}"
        self._generalised = None

    @property
    def upstream_device(self) -> torch.device:
        """What upstream printed where our cut names the CPU (only sole op kept ``cpu``)."""
        return upstream_device(self.graph.code, rewritten_to_cuda=self.job.category != "sole_op")

    def is_data(self, bucket: int | None):
        """The renamer's predicate at the step that named this bucket's variants."""
        if self.job.category == "sole_op" or (self.job.category == "typical" and bucket == ORIGINAL_BUCKET):
            return naive_is_data
        return renamed_is_data

    def generalised_module(self) -> torch.nn.Module:
        """The module after dimension generalisation (the source one where no pass applies)."""
        if self._generalised is None:
            constraints = Constraints.read(self.graph.path / "input_tensor_constraints.py")
            pass_names = self.graph.graph_net.get("dimension_generalization_passes", [])
            dummies = forward_arguments(self.module, self.graph.metas, dummy=True)
            gm = dimgen.generalised(sole_graph(self.module, dummies), dummies, pass_names,
                                    constraints.dim_axes_pairs())
            self._generalised = self.module if gm is None else module_from_code(templated(gm.code), self.where)
        return self._generalised

    def at_bucket(self, bucket: int | None, names: list[VariantName], result: JobResult) -> _Bucket:
        module, metas, stats_metas = self.module, self.graph.metas, self.graph.metas
        stats_values: dict = {}
        if bucket is not None and bucket != ORIGINAL_BUCKET:
            constraints = Constraints.read(self.graph.path / "input_tensor_constraints.py")
            values = bucket_values(self.checkout, self.graph.path, self.graph.graph_net, bucket)
            module = self.generalised_module()
            metas = metas_at_bucket(self.graph.metas, constraints, values)
            stats_values = _smaller_batch(constraints, values)
            stats_metas = metas_at_bucket(self.graph.metas, constraints, stats_values)
        gm = sole_graph(module, forward_arguments(module, metas, dummy=True))
        cuts = {}
        for key in sorted({_key(n) for n in names}):
            try:
                cuts[key] = cut(gm, key[0], key[1])
            except Exception as exc:  # noqa: BLE001
                result.fail([n for n in names if _key(n) == key], exc)
        stats_key = (module is self.module, tuple(sorted((str(k), v) for k, v in stats_values.items())))
        return _Bucket(bucket, names, module, metas, gm, cuts, stats_metas, stats_key)

    def measured(self, buckets: list[_Bucket]) -> dict[tuple, dict]:
        """``{(bucket, cut key): metas of the cut's inputs}`` from one run at the shared stats shapes."""
        first = buckets[0]
        module, stats_metas = first.module, first.stats_metas
        with torch.no_grad():
            same_shapes = stats_metas is first.metas
            stats_gm = first.gm if same_shapes else sole_graph(module, forward_arguments(module, stats_metas, True))
            wanted = []
            for b in buckets:
                shapes = None
                if stats_metas is not b.metas:
                    propagate_shapes(b.gm, forward_arguments(b.module, b.metas, dummy=True))
                    shapes = {n.name: tuple(n.meta["tensor_meta"].shape) for n in b.gm.graph.nodes
                              if hasattr(n.meta.get("tensor_meta"), "shape")}
                for key, c in b.cuts.items():
                    wanted.append(((b.bucket, key), c if same_shapes else cut(stats_gm, c.start, c.end), shapes))
            makers = [partial(replayed, meta) for meta in forward_metas(module, stats_metas)]
            by_start = capture_inputs(stats_gm, makers, [w[1] for w in wanted],
                                      [w[2] for w in wanted])
        return {w[0]: by_start[i] for i, w in enumerate(wanted)}


def _smaller_batch(constraints: Constraints, values: dict) -> dict:
    """``values`` with each batch symbol (one found only at axis 0) capped at ``STATS_BATCH``."""
    shapes = [shape for shape, _ in constraints.input_shapes]
    batch = {s for s in constraints.symbols
             if all(axis == 0 for shape in shapes for axis, dim in enumerate(shape) if dim == s)}
    return {s: min(v, STATS_BATCH) if s in batch else v for s, v in values.items()}


def _build_cut(cut_: Cut, captured: dict, bucket: _Bucket, source: _Source, wanted: list[VariantName],
               result: JobResult) -> None:
    metas = extracted_metas(cut_, captured, bucket.metas)
    code, renamed_metas, graph_hash = rename(model_py(cut_.module, source.upstream_device), metas,
                                             source.is_data(bucket.bucket))
    first = wanted[0]
    sources = subgraph_sources_json(source.job.source, first.start, first.end)
    float32 = VariantFiles(code, metas_text(renamed_metas), graph_hash, source.graph_net, sources)
    for name in wanted:
        if name.dtype == "float32":
            result.built[name] = float32
    low = [n for n in wanted if n.dtype != "float32"]
    if not low:
        return
    traced = dtype_gen.trace_float32(code, renamed_metas, first.float32.path + "/model.py")
    for name in low:
        try:
            text, new_metas, new_hash = dtype_gen.generalised(traced, renamed_metas, name.dtype,
                                                              source.upstream_device)
        except Exception as exc:  # noqa: BLE001
            result.fail([name], exc)
            continue
        result.built[name] = VariantFiles(text, metas_text(new_metas), new_hash,
                                          low_precision_graph_net(source.graph_net, name.dtype), sources)
