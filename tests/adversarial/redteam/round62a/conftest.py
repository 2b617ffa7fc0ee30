"""Round 62a's plugin run (``plugin62a``, allow-list on), run only with ``-m redteam``: module-scoped, one."""

from __future__ import annotations

import os

import pytest

from tests.adversarial.redteam.records import skip_unless_selected
from tests.adversarial.redteam.round62a import plugin62a

CONFIG = os.environ.get("PASSNET_R62A_CONFIG", "plain-root")


def pytest_collection_modifyitems(config, items):
    skip_unless_selected(config, items, "run62a", "round 62a's plugin run: select it with -m redteam")


@pytest.fixture(scope="module")
def run62a():
    """``r62a_v2p_imported``, ``r62a_sparse_csr`` and the attribute control in one run of the plugin as shipped (allow-list on), 3 trials."""
    return plugin62a.plugin_run(CONFIG, 3, plugin62a.DEFAULT_RUN)
