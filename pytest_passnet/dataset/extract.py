"""Extraction: a Dynamo backend that writes each captured graph as a GraphNet graph dir.

Mirrors GraphNet's ``GraphExtractor`` (``docs/graphnet.md`` section 9.2): every
placeholder (weights, buffers and real inputs alike) becomes a forward argument and a
``weight_meta.py`` class, ``model.py`` is the FX code with the serialisation rewrites,
``graph_net.json`` is written last. A second graph (a graph break) moves the first to
``subgraph_0/`` and writes each further one to ``subgraph_<k>/``.

Beside the GraphNet files the extractor writes ``nodes.json``: for every op, in graph
order, its Dynamo name, op token, the ops whose values it uses, whether the graph
returns it, and the metadata of the value it produced in the real run. Range choice
works from this file alone; decomposition takes the metadata of a subgraph's
intermediate inputs from it.
"""

from __future__ import annotations

import dataclasses
import json
import shutil
from dataclasses import dataclass
from pathlib import Path

import torch
import torch.fx

from pytest_passnet.dataset.graphnet_format import (
    graph_net_json,
    is_finite_meta,
    model_py_text,
    tensor_meta,
    write_graph_dir,
)
from pytest_passnet.dataset.ops import op_name
from pytest_passnet.sample import TensorMeta, read_weight_meta

GRAPH_FILES = ("model.py", "weight_meta.py", "input_meta.py", "input_tensor_constraints.py",
               "graph_net.json", "graph_hash.txt", "nodes.json")
AUTOCAST_TARGETS = ("_enter_autocast", "_exit_autocast")


@dataclass
class CapturedGraph:
    directory: Path
    graph_module: torch.fx.GraphModule
    num_ops: int


class _NodeRecorder(torch.fx.Interpreter):
    """Runs a graph once and keeps the metadata of every op's result (never the tensors).

    On ``meta`` tensors (a bucket too large to run on a CPU) only shapes exist; the
    statistics then come from ``statistics``, the records of the same graph run for
    real at a small bucket, op by op.
    """

    def __init__(self, module: torch.fx.GraphModule, statistics: list[dict] | None = None):
        super().__init__(module)
        self.records: list[dict] = []
        self.index: dict[torch.fx.Node, int] = {}
        self.statistics = statistics

    def _meta_of(self, node: torch.fx.Node, result: object) -> dict | None:
        if not isinstance(result, torch.Tensor) or result.numel() == 0:
            return None
        if not result.is_meta:
            found = tensor_meta(node.name, result, original_name=node.name)
            return dataclasses.asdict(found) if is_finite_meta(found) else None
        measured = self._measured(len(self.records), result)
        return None if measured is None else {**measured, "shape": list(result.shape), "data": None}

    def _measured(self, index: int, result: torch.Tensor) -> dict | None:
        if self.statistics is None:
            raise ExtractionError("a meta-tensor run needs the statistics of a real run of the same graph")
        # A graph longer than the real run's differs from it; the build compares op
        # sequences and leaves such a bucket out, so no statistic is needed here.
        record = self.statistics[index] if index < len(self.statistics) else {"meta": None}
        if record["meta"] is None or record["meta"]["dtype"] != str(result.dtype):
            return None
        return record["meta"]

    def run_node(self, node: torch.fx.Node):
        result = super().run_node(node)
        if node.op not in ("placeholder", "output"):
            meta = self._meta_of(node, result)
            self.index[node] = len(self.records)
            self.records.append({
                "name": node.name,
                "op": op_name(node),
                "meta": meta,
                "args": sorted({self.index[a] for a in node.all_input_nodes if a in self.index}),
                "reads_arguments": any(a.op == "placeholder" for a in node.all_input_nodes),
                "to_output": any(user.op == "output" for user in node.users),
            })
        return result


class ExtractionError(Exception):
    """A model that cannot be extracted as asked."""


def statistics_for(meta_value: torch.Tensor, name: str, measured: TensorMeta | None) -> TensorMeta:
    """A meta tensor's metadata: its own shape and dtype, the statistics a real run measured."""
    if measured is None or measured.dtype != str(meta_value.dtype):
        raise ExtractionError(f"argument {name}: no real-run statistics for a {meta_value.dtype} tensor")
    same_shape = tuple(measured.shape) == tuple(meta_value.shape)
    return dataclasses.replace(measured, shape=tuple(meta_value.shape), device="cpu",
                               data=measured.data if same_shape else None)


class GraphExtractor:
    """The Dynamo backend: ``torch.compile(model, backend=GraphExtractor(...))``."""

    def __init__(self, directory: Path, model_name: str, graph_net_extra: dict | None = None,
                 statistics: Path | None = None):
        self.directory = Path(directory)
        self.model_name = model_name
        self.graph_net_extra = graph_net_extra or {}
        self.statistics = statistics
        """A real extraction of the same model, whose statistics fill a meta-tensor run."""
        self.captured: list[CapturedGraph] = []

    def __call__(self, gm: torch.fx.GraphModule, example_inputs: list) -> object:
        if not self.captured:
            self._clear(self.directory)
        elif len(self.captured) == 1:
            self._move_first_graph_to_subgraph_0()
        target = self.directory if not self.captured else self.directory / f"subgraph_{len(self.captured)}"
        self._write(gm, example_inputs, target)
        return gm.forward

    def _clear(self, directory: Path) -> None:
        for name in GRAPH_FILES:
            (directory / name).unlink(missing_ok=True)
        for stale in directory.glob("subgraph_*"):
            shutil.rmtree(stale)

    def _move_first_graph_to_subgraph_0(self) -> None:
        first = self.captured[0]
        destination = self.directory / "subgraph_0"
        destination.mkdir(parents=True, exist_ok=True)
        for name in GRAPH_FILES:
            if (self.directory / name).exists():
                shutil.move(str(self.directory / name), destination / name)
        first.directory = destination

    def _write(self, gm: torch.fx.GraphModule, example_inputs: list, directory: Path) -> None:
        for node in list(gm.graph.nodes):
            if node.op == "call_function" and getattr(node.target, "__name__", "") in AUTOCAST_TARGETS:
                node.replace_all_uses_with(None)
                gm.graph.erase_node(node)
        gm.recompile()
        placeholders = [n for n in gm.graph.nodes if n.op == "placeholder"]
        # GraphNet saves a SymInt placeholder as the 0-d int64 tensor torch.tensor(4).
        arguments = [
            torch.tensor(4) if isinstance(value, torch.SymInt) else value
            for value in example_inputs
        ]
        if self.statistics is None:
            metas = [tensor_meta(str(node.target), value) for node, value in zip(placeholders, arguments)]
            records = None
        else:
            measured = {m.name: m for m in read_weight_meta(self.statistics / "weight_meta.py")}
            metas = [statistics_for(value, str(node.target), measured.get(str(node.target)))
                     for node, value in zip(placeholders, arguments)]
            records = json.loads((self.statistics / "nodes.json").read_text())
        recorder = _NodeRecorder(gm, records)
        with torch.no_grad():
            recorder.run(*arguments)
        directory.mkdir(parents=True, exist_ok=True)
        (directory / "nodes.json").write_text(json.dumps(recorder.records))
        write_graph_dir(
            directory,
            model_py_text(gm.code),
            metas,
            graph_net_json(self.model_name, **self.graph_net_extra),
        )
        self.captured.append(CapturedGraph(directory, gm, len(recorder.records)))


def extract(model: torch.nn.Module, inputs: dict[str, torch.Tensor], directory: Path,
            model_name: str, graph_net_extra: dict | None = None,
            statistics: Path | None = None) -> list[CapturedGraph]:
    """Run ``model(**inputs)`` once under the extractor; returns the graphs it wrote.

    With ``statistics`` (the directory of a real extraction of the same model at a small
    bucket) the model and inputs may live on the ``meta`` device: Dynamo traces the
    graph at the full size and the values' statistics are the real run's.
    """
    torch._dynamo.reset()
    extractor = GraphExtractor(directory, model_name, graph_net_extra, statistics)
    compiled = torch.compile(model, backend=extractor, dynamic=False)
    with torch.no_grad():
        compiled(**inputs)
    torch._dynamo.reset()
    return extractor.captured
