"""Round 40c's plugin runs (``plugin40c.plugin_run``), run only with ``-m redteam``."""

from __future__ import annotations

import os

import pytest

from tests.adversarial.redteam.records import skip_unless_selected
from tests.adversarial.redteam.round40c import plugin40c


def pytest_collection_modifyitems(config, items):
    skip_unless_selected(config, items, "plugin_run40c", "round 40c's plugin runs: select them with -m redteam")


@pytest.fixture(scope="module")
def plugin_run40c():
    """Both runs of ``plugin40c`` (pass_mgr, then inductor on one HOME) in ``PASSNET_R40C_CONFIG`` (default
    plain-root)."""
    config = os.environ.get("PASSNET_R40C_CONFIG", "plain-root")
    from tests.adversarial.redteam import harness

    unavailable = next(c for c in harness.CONFIGS if c.name == config).unavailable()
    if unavailable:
        pytest.skip(unavailable)
    return plugin40c.plugin_run(config)
