"""Round 49b's plugin runs (``plugin49b.plugin_run``), run only with ``-m redteam``, each made once per module."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.records import skip_unless_selected
from tests.adversarial.redteam.round49b import plugin49b

_RUNS = ("plugin_run49b",)


def pytest_collection_modifyitems(config, items):
    for fixture in _RUNS:
        skip_unless_selected(config, items, fixture, "round 49b's plugin runs (20-35 s each): select them with -m redteam")


@pytest.fixture(scope="module")
def plugin_run49b():
    """``kind`` -> its run's record, each run made once (20-35 s each here)."""
    made: dict[str, dict] = {}

    def record(kind: str) -> dict:
        if kind not in made:
            made[kind] = plugin49b.plugin_run(kind)
        return made[kind]

    return record
