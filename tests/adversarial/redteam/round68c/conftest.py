"""Round 68c's plugin runs (``plugin68c``, allow-list on), only with ``-m redteam``: the honest fused chain under the
full guard and under ``--passnet-guard passbench``, module-scoped."""

from __future__ import annotations

import os

import pytest

from tests.adversarial.redteam.records import skip_unless_selected
from tests.adversarial.redteam.round68c import plugin68c

CONFIG = os.environ.get("PASSNET_R68C_CONFIG", "plain-root")


def pytest_collection_modifyitems(config, items):
    for fixture in ("run68c_full", "run68c_passbench"):
        skip_unless_selected(
            config, items, fixture, "round 68c's plugin run: select it with -m redteam"
        )


@pytest.fixture(scope="module")
def run68c_full():
    return plugin68c.plugin_run(CONFIG, 5, "full")


@pytest.fixture(scope="module")
def run68c_passbench():
    return plugin68c.plugin_run(CONFIG, 5, "passbench")
