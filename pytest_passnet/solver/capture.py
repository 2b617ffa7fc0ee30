"""A variant's graphs as PassBench's backend receives them, with the value of every node.

The harness hands its passes the FX graphs Dynamo captures from the variant's ``model.py``
(torch-level IR, ``docs/protocol.md`` section 8.1). The solver captures the same graphs the
same way, then runs each once on the replayed inputs, keeping what every node computed: the
example inputs Inductor compiles a region for.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import torch
from torch.fx import GraphModule, Interpreter, Node

from pytest_passnet.materialize import bind_arguments, load_model, replay_inputs, set_seed
from pytest_passnet.sample import Variant, read_input_meta, read_weight_meta


@dataclass
class CapturedGraph:
    """One graph Dynamo captured from a variant, and what each of its nodes computed."""

    variant: Variant
    gm: GraphModule
    values: dict[Node, object] = field(default_factory=dict)


class _Recorder(Interpreter):
    def __init__(self, gm: GraphModule):
        super().__init__(gm)
        self.values: dict[Node, object] = {}

    def run_node(self, node: Node):
        value = super().run_node(node)
        self.values[node] = value
        return value


def node_values(gm: GraphModule, inputs) -> dict[Node, object]:
    """What each node of ``gm`` computes on ``inputs``."""
    recorder = _Recorder(gm)
    recorder.run(*inputs)
    return recorder.values


def capture(variant: Variant, device: str) -> list[CapturedGraph]:
    """Every graph Dynamo captures from ``variant`` on ``device`` (one, unless the model breaks the graph)."""
    set_seed()
    model = load_model(variant.path / "model.py", device)
    inputs = replay_inputs(read_weight_meta(variant.path / "weight_meta.py"), device,
                           input_metas=read_input_meta(variant.path))
    args, kwargs = bind_arguments(model, inputs)
    graphs: list[CapturedGraph] = []

    def backend(gm: GraphModule, example_inputs):
        graphs.append(CapturedGraph(variant, gm, node_values(gm, example_inputs)))
        return gm.forward

    torch._dynamo.reset()  # a fresh capture per variant: Dynamo's cache is keyed by code object
    torch.compile(model, backend=backend)(*args, **kwargs)
    return graphs


