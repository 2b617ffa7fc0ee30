"""Round 59a's plugin run (``plugin59a``), run only with ``-m redteam``: module-scoped, one."""

from __future__ import annotations

import os

import pytest

from tests.adversarial.redteam.records import skip_unless_selected
from tests.adversarial.redteam.round59a import plugin59a

CONFIG = os.environ.get("PASSNET_R59A_CONFIG", "plain-root")


def pytest_collection_modifyitems(config, items):
    skip_unless_selected(config, items, "spelling_run59a", "round 59a's plugin run: select it with -m redteam")


@pytest.fixture(scope="module")
def spelling_run59a():
    """``r59a_escape_repeat`` and the control ``r59a_data_repeat`` in one run of the plugin as shipped (allow-list on),
    3 trials."""
    return plugin59a.plugin_run(CONFIG, 3, ("r59a_escape_repeat", "r59a_data_repeat"))
