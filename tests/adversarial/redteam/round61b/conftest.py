"""Round 61b's plugin run (``plugin61b``, allow-list on), run only with ``-m redteam``: module-scoped, one."""

from __future__ import annotations

import os

import pytest

from tests.adversarial.redteam.records import skip_unless_selected
from tests.adversarial.redteam.round61b import plugin61b

CONFIG = os.environ.get("PASSNET_R61B_CONFIG", "plain-root")


def pytest_collection_modifyitems(config, items):
    skip_unless_selected(config, items, "run61b", "round 61b's plugin run: select it with -m redteam")


@pytest.fixture(scope="module")
def run61b():
    """``r61b_v2p_repeat`` and ``r61b_log_api`` in one run of the plugin as shipped (allow-list on), 3 trials."""
    return plugin61b.plugin_run(CONFIG, 3, ("r61b_v2p_repeat", "r61b_log_api"))
