"""Round 65a's plugin run (``plugin65a``, allow-list on), run only with ``-m redteam``: module-scoped, one."""

from __future__ import annotations

import os

import pytest

from tests.adversarial.redteam.records import skip_unless_selected
from tests.adversarial.redteam.round65a import plugin65a

CONFIG = os.environ.get("PASSNET_R65A_CONFIG", "plain-root")


def pytest_collection_modifyitems(config, items):
    skip_unless_selected(config, items, "run65a", "round 65a's plugin run: select it with -m redteam")


@pytest.fixture(scope="module")
def run65a():
    """``r65a_key_constexpr`` and ``r65a_count_dodge`` in one run of the plugin as shipped (allow-list on), 3 trials."""
    return plugin65a.plugin_run(CONFIG, 3, plugin65a.DEFAULT_RUN)
