"""Round 65b's plugin run (``plugin65b``, allow-list on), run only with ``-m redteam``: module-scoped, once."""

from __future__ import annotations

import os

import pytest

from tests.adversarial.redteam.records import skip_unless_selected
from tests.adversarial.redteam.round65b import plugin65b

CONFIG = os.environ.get("PASSNET_R65B_CONFIG", "plain-root")


def pytest_collection_modifyitems(config, items):
    skip_unless_selected(config, items, "run65b", "round 65b's plugin run: select it with -m redteam")


@pytest.fixture(scope="module")
def run65b():
    """``r65b_f64_flag`` and ``r65b_f64_flag_trials`` in one run of the plugin as shipped (allow-list on), 3 trials."""
    return plugin65b.plugin_run(CONFIG, 3, plugin65b.DEFAULT_RUN)
