"""Round 60a's plugin run (``plugin60a``), run only with ``-m redteam``: module-scoped, one run."""

from __future__ import annotations

import os

import pytest

from tests.adversarial.redteam.records import skip_unless_selected
from tests.adversarial.redteam.round60a import plugin60a

CONFIG = os.environ.get("PASSNET_R60A_CONFIG", "plain-root")


def pytest_collection_modifyitems(config, items):
    skip_unless_selected(config, items, "plugin_run60a", "round 60a's plugin run: select it with -m redteam")


@pytest.fixture(scope="module")
def plugin_run60a():
    """HOST_SUM and PERF_MODEL_KEYWORD beside their honest twins in one run of the plugin as shipped (allow-list on), 3 trials."""
    return plugin60a.plugin_run(CONFIG, 3, tuple(plugin60a.SAMPLES))
