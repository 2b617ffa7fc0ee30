"""Round 59b's plugin run (``plugin59b``), run only with ``-m redteam``: module-scoped, one run."""

from __future__ import annotations

import os

import pytest

from tests.adversarial.redteam.records import skip_unless_selected
from tests.adversarial.redteam.round59b import plugin59b

CONFIG = os.environ.get("PASSNET_R59B_CONFIG", "plain-root")


def pytest_collection_modifyitems(config, items):
    skip_unless_selected(config, items, "hook_run59b", "round 59b's plugin run: select it with -m redteam")


@pytest.fixture(scope="module")
def hook_run59b():
    """``r59b_hook`` and ``r59b_hook_honest`` in one run of the plugin as shipped (allow-list on), 3 trials."""
    return plugin59b.plugin_run(CONFIG, 3)
