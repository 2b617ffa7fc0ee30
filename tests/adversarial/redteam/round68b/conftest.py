"""Round 68b's plugin runs (``plugin68b``, allow-list off as the red team's runs are), run only with ``-m redteam``:
module-scoped, one per configuration (each is two runs on one HOME)."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.records import skip_unless_selected
from tests.adversarial.redteam.round68b import plugin68b

_FIXTURES = ("run68b_plain_root", "run68b_bwrap_root")


def pytest_collection_modifyitems(config, items):
    for fixture in _FIXTURES:
        skip_unless_selected(
            config,
            items,
            fixture,
            "round 68b's plugin runs: select them with -m redteam",
        )


@pytest.fixture(scope="module")
def run68b_plain_root():
    return plugin68b.plugin_run("plain-root", 3)


@pytest.fixture(scope="module")
def run68b_bwrap_root():
    return plugin68b.plugin_run("bwrap-root", 3)
