"""Round 68a's plugin run (``plugin68a``, allow-list on), run only with ``-m redteam``: module-scoped, one."""

from __future__ import annotations

import os

import pytest

from tests.adversarial.redteam.records import skip_unless_selected
from tests.adversarial.redteam.round68a import plugin68a

CONFIG = os.environ.get("PASSNET_R68A_CONFIG", "plain-root")


def pytest_collection_modifyitems(config, items):
    skip_unless_selected(
        config, items, "run68a", "round 68a's plugin run: select it with -m redteam"
    )


@pytest.fixture(scope="module")
def run68a():
    """Round 68a's five samples (``plugin68a.DEFAULT_RUN``) in one run of the plugin as shipped (allow-list on), 3 trials."""
    return plugin68a.plugin_run(CONFIG, 3, plugin68a.DEFAULT_RUN)
