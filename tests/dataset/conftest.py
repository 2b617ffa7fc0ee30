"""Real Dynamo extractions of the small modules, shared by the dataset tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from pytest_passnet.dataset.extract import extract

from tests.dataset.tiny_models import ConvBlock, TinyAttention, attention_input, conv_input, seeded


@pytest.fixture(scope="session")
def conv_graph(tmp_path_factory) -> Path:
    directory = tmp_path_factory.mktemp("extracted") / "samples" / "tiny" / "conv_block"
    graphs = extract(seeded(ConvBlock), conv_input(), directory, "conv_block")
    assert len(graphs) == 1
    return directory


@pytest.fixture(scope="session")
def attention_graph(tmp_path_factory) -> Path:
    directory = tmp_path_factory.mktemp("extracted") / "samples" / "tiny" / "tiny_attention"
    graphs = extract(seeded(TinyAttention), attention_input(), directory, "tiny_attention")
    assert len(graphs) == 1
    return directory
