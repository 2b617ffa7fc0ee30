"""Round 57a's plugin runs (``plugin57a``), run only with ``-m redteam``: module-scoped, one each."""

from __future__ import annotations

import os

import pytest

from tests.adversarial.redteam.records import skip_unless_selected
from tests.adversarial.redteam.round57a import plugin57a

CONFIG = os.environ.get("PASSNET_R57A_CONFIG", "plain-root")


def pytest_collection_modifyitems(config, items):
    for fixture in ("writes_run57a", "wrap_run57a"):
        skip_unless_selected(config, items, fixture, "round 57a's plugin runs: select them with -m redteam")


@pytest.fixture(scope="module")
def writes_run57a():
    """``r57a_data_repeat`` and ``r57a_data_clamp`` in one run of the plugin as shipped (allow-list on), 3 trials."""
    return plugin57a.plugin_run(CONFIG, 3)


@pytest.fixture(scope="module")
def wrap_run57a():
    """``r57a_wrap``, pytest's stdout kept (``plugin57a.wrap_run``), 3 trials."""
    return plugin57a.wrap_run(CONFIG, 3)
