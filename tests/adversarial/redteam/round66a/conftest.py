"""Round 66a's plugin run (``plugin66a``, allow-list on), run only with ``-m redteam``: module-scoped, one."""

from __future__ import annotations

import os

import pytest

from tests.adversarial.redteam.records import skip_unless_selected
from tests.adversarial.redteam.round66a import plugin66a

CONFIG = os.environ.get("PASSNET_R66A_CONFIG", "plain-root")


def pytest_collection_modifyitems(config, items):
    skip_unless_selected(config, items, "run66a", "round 66a's plugin run: select it with -m redteam")


@pytest.fixture(scope="module")
def run66a():
    """``r66a_counter_heuristic`` in one run of the plugin as shipped (allow-list on), 3 trials."""
    return plugin66a.plugin_run(CONFIG, 3, plugin66a.DEFAULT_RUN)
