"""Round 67a's plugin run (``plugin67a``, allow-list on), run only with ``-m redteam``: module-scoped, one."""

from __future__ import annotations

import os

import pytest

from tests.adversarial.redteam.records import skip_unless_selected
from tests.adversarial.redteam.round67a import plugin67a

CONFIG = os.environ.get("PASSNET_R66A_CONFIG", "plain-root")


def pytest_collection_modifyitems(config, items):
    skip_unless_selected(
        config, items, "run67a", "round 67a's plugin run: select it with -m redteam"
    )


@pytest.fixture(scope="module")
def run67a():
    """Round 67a's five samples (``plugin67a.DEFAULT_RUN``) in one run of the plugin as shipped (allow-list on), 3 trials."""
    return plugin67a.plugin_run(CONFIG, 3, plugin67a.DEFAULT_RUN)
