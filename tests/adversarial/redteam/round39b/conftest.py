"""Round 39b's plugin run (``plugin39b.plugin_run``), run only with ``-m redteam``."""

from __future__ import annotations

import os

import pytest

from tests.adversarial.redteam.records import skip_unless_selected
from tests.adversarial.redteam.round39b import plugin39b


def pytest_collection_modifyitems(config, items):
    skip_unless_selected(config, items, "plugin_run39b", "round 39b's plugin run: select it with -m redteam")


@pytest.fixture(scope="module")
def plugin_run39b():
    """Every sample of ``plugin39b`` in one run of the plugin (``PASSNET_R39B_CONFIG``, default plain-root; 5 trials)."""
    return plugin39b.plugin_run(os.environ.get("PASSNET_R39B_CONFIG", "plain-root"), 5)
