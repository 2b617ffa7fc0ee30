"""Round 58b's plugin runs (``premises58b.reach_run``), run only with ``-m redteam``: module-scoped, one per configuration."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.records import skip_unless_selected
from tests.adversarial.redteam.round58b import premises58b


def pytest_collection_modifyitems(config, items):
    for fixture in ("reach_plain_root", "reach_bwrap_root"):
        skip_unless_selected(config, items, fixture, "round 58b's plugin runs: select them with -m redteam")


@pytest.fixture(scope="module")
def reach_plain_root():
    return premises58b.reach_run("plain-root", 3)


@pytest.fixture(scope="module")
def reach_bwrap_root():
    return premises58b.reach_run("bwrap-root", 3)
