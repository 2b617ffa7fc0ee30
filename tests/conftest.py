"""Fixtures shared by the project's tests."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture
def dataset(tmp_path: Path) -> Path:
    """An empty dataset root; build samples in it with ``tests.sample_factory.write_sample``."""
    root = tmp_path / "dataset"
    root.mkdir()
    return root
