"""Round 49a's plugin run (``plugin49a.plugin_run``), run only with ``-m redteam``."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.records import skip_unless_selected
from tests.adversarial.redteam.round49a import plugin49a
from tests.adversarial.redteam.sample_kit import run_from_environment


def pytest_collection_modifyitems(config, items):
    skip_unless_selected(config, items, "plugin_run49a", "round 49a's plugin run: select it with -m redteam")


@pytest.fixture(scope="module")
def plugin_run49a():
    """Every sample of ``plugin49a`` in one run of the plugin as it is (its allow-list on: every pass here is one it
    accepts), ``PASSNET_R49A_CONFIG`` (default plain-root; bwrap-root the other CPU mode), 5 trials;
    ``PASSNET_R49A_ONLY``: a comma-separated subset, for a short run while a CI holds the host."""
    return run_from_environment(plugin49a.plugin_run, "49a", 5)
