"""Round 56a's plugin runs (``plugin56a``), run only with ``-m redteam``: module-scoped, one each."""

from __future__ import annotations

import os

import pytest

from tests.adversarial.redteam.records import skip_unless_selected
from tests.adversarial.redteam.round56a import plugin56a

CONFIG = os.environ.get("PASSNET_R56A_CONFIG", "plain-root")


def pytest_collection_modifyitems(config, items):
    for fixture in ("writes_run56a", "texts_run56a", "posing_run56a"):
        skip_unless_selected(config, items, fixture, "round 56a's plugin runs: select them with -m redteam")


@pytest.fixture(scope="module")
def writes_run56a():
    """``r56a_repeat``, ``r56a_clamp`` (``plugin56a.DEFAULT_RUN``) in one run of the plugin as shipped (allow-list on),
    ``PASSNET_R56A_CONFIG`` (default plain-root), 5 trials."""
    return plugin56a.plugin_run(CONFIG, 5)


@pytest.fixture(scope="module")
def texts_run56a():
    """``r56a_matcher`` and ``r56a_relu``, pytest's stdout kept (``plugin56a.texts_run``), 3 trials."""
    return plugin56a.texts_run(CONFIG, 3)


@pytest.fixture(scope="module")
def posing_run56a():
    """``r56a_posing`` (child control: the allow-list off) and ``r56a_relu``, 3 trials."""
    return plugin56a.plugin_run(CONFIG, 3, ("r56a_posing", "r56a_relu"))
