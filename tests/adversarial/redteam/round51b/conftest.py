"""Round 51b's plugin run (``plugin51b.plugin_run``), run only with ``-m redteam``."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.records import skip_unless_selected
from tests.adversarial.redteam.round51b import plugin51b
from tests.adversarial.redteam.sample_kit import run_from_environment


def pytest_collection_modifyitems(config, items):
    skip_unless_selected(config, items, "plugin_run51b", "round 51b's plugin run: select it with -m redteam")


@pytest.fixture(scope="module")
def plugin_run51b():
    """Every sample of ``plugin51b`` in one run of the plugin as it is (its allow-list on: every pass here is one it
    accepts), ``PASSNET_R51B_CONFIG`` (default plain-root; bwrap-root the other CPU mode), 5 trials;
    ``PASSNET_R51B_ONLY``: a comma-separated subset, for a short run while a CI holds the host."""
    return run_from_environment(plugin51b.plugin_run, "51b", 5)
