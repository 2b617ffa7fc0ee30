"""Round 36a's plugin run (``plugin36a.plugin_run``), run only with ``-m redteam``."""

from __future__ import annotations

import os

import pytest

from tests.adversarial.redteam.records import skip_unless_selected
from tests.adversarial.redteam.round36a import plugin36a


def pytest_collection_modifyitems(config, items):
    skip_unless_selected(config, items, "plugin_run36a", "round 36a's plugin run: select it with -m redteam")


@pytest.fixture(scope="module")
def plugin_run36a():
    """Every sample of ``plugin36a`` in one run of the plugin (``PASSNET_R36A_CONFIG``, default plain-root; 5 trials;
    ``PASSNET_R36A_ONLY``: a comma-separated subset, for a short run while a CI holds the host)."""
    only = tuple(name for name in os.environ.get("PASSNET_R36A_ONLY", "").split(",") if name)
    return plugin36a.plugin_run(os.environ.get("PASSNET_R36A_CONFIG", "plain-root"), 5, only)
