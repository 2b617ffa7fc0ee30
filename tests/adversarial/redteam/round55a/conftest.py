"""Round 55a's plugin run (``plugin55a.plugin_run``), run only with ``-m redteam``."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.records import skip_unless_selected
from tests.adversarial.redteam.round55a import plugin55a
from tests.adversarial.redteam.sample_kit import run_from_environment


def pytest_collection_modifyitems(config, items):
    skip_unless_selected(config, items, "plugin_run55a", "round 55a's plugin run: select it with -m redteam")


@pytest.fixture(scope="module")
def plugin_run55a():
    """``plugin55a.DEFAULT_RUN`` in one run of the plugin as it is (its allow-list on: every pass here is one it
    accepts), ``PASSNET_R55A_CONFIG`` (default plain-root; bwrap-root the other CPU mode), 5 trials;
    ``PASSNET_R55A_ONLY``: a comma-separated subset or other samples of ``plugin55a.SAMPLES`` (``r55a_scatter``, the
    shipped graph, takes about a minute alone)."""
    return run_from_environment(plugin55a.plugin_run, "55a", 5)
