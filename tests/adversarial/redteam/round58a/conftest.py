"""Round 58a's plugin runs (``plugin58a``), run only with ``-m redteam``: module-scoped, one each."""

from __future__ import annotations

import os

import pytest

from tests.adversarial.redteam.records import skip_unless_selected
from tests.adversarial.redteam.round58a import plugin58a

CONFIG = os.environ.get("PASSNET_R58A_CONFIG", "plain-root")


def pytest_collection_modifyitems(config, items):
    for fixture in ("shop_run58a", "first_run58a"):
        skip_unless_selected(config, items, fixture, "round 58a's plugin runs: select them with -m redteam")


@pytest.fixture(scope="module")
def shop_run58a():
    """``r58a_shop`` then ``r58a_relu`` in one run (allow-list off for the shopper's child control), 5 trials."""
    return plugin58a.plugin_run(CONFIG, 5)


@pytest.fixture(scope="module")
def first_run58a():
    """The same two samples under bubblewrap as root: the first sample's eager block against the second's."""
    return plugin58a.plugin_run("bwrap-root", 5)
