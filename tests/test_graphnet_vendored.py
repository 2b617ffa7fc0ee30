"""Real GraphNet graphs, one per quirk, load and replay exactly as upstream's loaders do.

The graphs under tests/data/graphnet/ (PROVENANCE.md there) come with the digest of
upstream's own replay of each, per lineage, computed once from a PaddlePaddle/GraphNet
checkout by tests/benchmarks/graphnet_corpus.py; the refusals hold upstream's error.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pytest_passnet.materialize import REPLAY_LINEAGES, bind_arguments, load_model, replay_inputs, set_seed
from pytest_passnet.sample import SampleError, read_input_meta, read_weight_meta
from tests.graphnet_digest import inputs_digest

VENDORED = Path(__file__).parent / "data" / "graphnet"
EXPECTED = json.loads((VENDORED / "expected.json").read_text())


def replayed(graph_dir: Path, lineage: str):
    metas = read_weight_meta(graph_dir / "weight_meta.py")
    input_metas = read_input_meta(graph_dir)
    set_seed()
    return metas, replay_inputs(metas, "cpu", lineage, input_metas)


def test_every_vendored_graph_has_expected_values():
    on_disk = sorted(p.parent.relative_to(VENDORED).as_posix() for p in VENDORED.rglob("weight_meta.py"))
    assert on_disk == sorted(EXPECTED)
    assert all(set(outcomes) == set(REPLAY_LINEAGES) for outcomes in EXPECTED.values())


@pytest.mark.parametrize("lineage", REPLAY_LINEAGES)
@pytest.mark.parametrize("graph", sorted(EXPECTED))
def test_replay_is_bit_identical_to_upstream(graph, lineage):
    expected = EXPECTED[graph][lineage]
    if "refused" in expected:
        with pytest.raises(SampleError) as info:
            replayed(VENDORED / graph, lineage)
        assert str(VENDORED / graph) in str(info.value)  # the message names the file (and line, and field)
        return
    _, tensors = replayed(VENDORED / graph, lineage)
    assert len(tensors) == expected["tensors"]
    assert inputs_digest(tensors) == expected["digest"]


@pytest.mark.parametrize("graph", sorted(g for g in EXPECTED if (VENDORED / g / "model.py").is_file()))
def test_model_loads_and_binds_every_forward_argument(graph):
    graph_dir = VENDORED / graph
    metas = read_weight_meta(graph_dir / "weight_meta.py")
    set_seed()
    inputs = replay_inputs(metas, "cpu")
    model = load_model(graph_dir / "model.py", "cpu")
    args, kwargs = bind_arguments(model, inputs)
    assert len(args) + len(kwargs) == len(inputs)
