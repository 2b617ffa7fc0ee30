"""Round 63a's plugin run (``plugin63a``, allow-list on), run only with ``-m redteam``: module-scoped, one."""

from __future__ import annotations

import os

import pytest

from tests.adversarial.redteam.records import skip_unless_selected
from tests.adversarial.redteam.round63a import plugin63a

CONFIG = os.environ.get("PASSNET_R63A_CONFIG", "plain-root")


def pytest_collection_modifyitems(config, items):
    skip_unless_selected(config, items, "run63a", "round 63a's plugin run: select it with -m redteam")


@pytest.fixture(scope="module")
def run63a():
    """``r63a_launder``, ``r63a_dodge``, ``r63a_version_dodge``, ``r63a_hook_local`` and the honest twin in one run of the plugin as shipped (allow-list on), 3 trials."""
    return plugin63a.plugin_run(CONFIG, 3, plugin63a.DEFAULT_RUN)
