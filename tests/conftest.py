"""Fixtures shared by the project's tests."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture
def outside_xdist(monkeypatch: pytest.MonkeyPatch) -> None:
    """Inner pytest runs are top-level sessions, not xdist workers, even when this suite runs under -n."""
    for name in ("PYTEST_XDIST_WORKER", "PYTEST_XDIST_WORKER_COUNT", "PYTEST_XDIST_TESTRUNUID"):
        monkeypatch.delenv(name, raising=False)


@pytest.fixture
def dataset(tmp_path: Path) -> Path:
    """An empty dataset root; build samples in it with ``tests.sample_factory.write_sample``."""
    root = tmp_path / "dataset"
    root.mkdir()
    return root
