"""Round 54a's two plugin runs (``premises54a.plugin_run``), run only with ``-m redteam``."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.records import skip_unless_selected
from tests.adversarial.redteam.round54a import premises54a


def pytest_collection_modifyitems(config, items):
    for fixture in ("shipped_run54a", "texts_run54a"):
        skip_unless_selected(config, items, fixture, "round 54a's plugin runs: select them with -m redteam")


@pytest.fixture(scope="module")
def shipped_run54a():
    """The allow-list on (the product as shipped): r54a_allclose, r54a_plainfail, r54a_victim (about 25-40 s)."""
    return premises54a.plugin_run("shipped")


@pytest.fixture(scope="module")
def texts_run54a():
    """The allow-list off (child control): r54a_texts, r54a_stderr, r54a_victim (about 25-40 s)."""
    return premises54a.plugin_run("texts")
