"""Round 28b's plugin run (``plugin28b.plugin_run``), run only with ``-m redteam``."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.records import skip_unless_selected
from tests.adversarial.redteam.round28b import plugin28b


def pytest_collection_modifyitems(config, items):
    skip_unless_selected(config, items, "plugin_run28b", "round 28b's plugin run: select it with -m redteam")


@pytest.fixture(scope="module")
def plugin_run28b():
    return plugin28b.plugin_run()
