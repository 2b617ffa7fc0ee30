"""Round 67b's plugin run (``plugin67b``, allow-list off as the red team's runs are), run only with ``-m redteam``:
module-scoped, one."""

from __future__ import annotations

import os

import pytest

from tests.adversarial.redteam.records import skip_unless_selected
from tests.adversarial.redteam.round67b import plugin67b

CONFIG = os.environ.get("PASSNET_R67B_CONFIG", "plain-root")


def pytest_collection_modifyitems(config, items):
    skip_unless_selected(
        config, items, "run67b", "round 67b's plugin run: select it with -m redteam"
    )


@pytest.fixture(scope="module")
def run67b():
    """``r67b_announce`` and the honest ``r67b_relu`` in one run of the plugin (allow-list off), 3 trials."""
    return plugin67b.plugin_run(CONFIG, 3, plugin67b.DEFAULT_RUN)
