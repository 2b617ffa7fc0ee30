"""Real Dynamo extractions of the small modules, and the build of them, shared by the dataset tests."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from pytest_passnet.dataset.build import BuildReport
from pytest_passnet.dataset.extract import extract

from tests.dataset.tiny_build import build_tiny
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


@pytest.fixture(scope="session")
def tiny_build(once, tmp_path_factory) -> tuple[Path, BuildReport]:
    """``tiny_build.build_tiny``'s dataset root and report, made once per session (``once``): the tests
    read the root and never change it (copy it to change it)."""

    def make() -> dict:
        root, report = build_tiny(tmp_path_factory.mktemp("tiny_build"), "first")
        return {"root": str(root), "report": json.loads(report.to_json())}

    made = once("tiny_build", make)
    return Path(made["root"]), BuildReport(**{**made["report"], "dropped": Counter(made["report"]["dropped"])})
