"""Round 67c's plugin run (``plugin67c``, allow-list on), run only with ``-m redteam``: module-scoped, one."""

from __future__ import annotations

import os

import pytest

from tests.adversarial.redteam.records import skip_unless_selected
from tests.adversarial.redteam.round67c import plugin67c

CONFIG = os.environ.get("PASSNET_R67C_CONFIG", "plain-root")


def pytest_collection_modifyitems(config, items):
    skip_unless_selected(
        config, items, "run67c", "round 67c's plugin run: select it with -m redteam"
    )
    skip_unless_selected(
        config,
        items,
        "run67c_held",
        "round 67c's plugin run: select it with -m redteam",
    )


@pytest.fixture(scope="module")
def run67c():
    """HUGE_CONSTANT's samples and their controls in one run of the plugin as shipped (allow-list on), 5 trials."""
    return plugin67c.plugin_run(CONFIG, 5, plugin67c.HUGE_RUN)


@pytest.fixture(scope="module")
def run67c_held():
    """The held forms (in-place writes, an alias of the input, a column-major output, a 0-d sum and its constant)."""
    return plugin67c.plugin_run(CONFIG, 5, plugin67c.HELD_RUN)


@pytest.fixture(scope="module")
def run67c_atol():
    """BELOW_ATOL: the dataset's layer-scale graph with the zero pass and its honest twin."""
    return plugin67c.plugin_run(CONFIG, 5, plugin67c.BELOW_ATOL_RUN)
