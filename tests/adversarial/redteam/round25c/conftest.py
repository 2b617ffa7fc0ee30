"""Round 25c's plugin run (``plugin25c.plugin_run``), run only with ``-m redteam``."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.records import skip_unless_selected
from tests.adversarial.redteam.round25c import plugin25c


def pytest_collection_modifyitems(config, items):
    skip_unless_selected(config, items, "plugin_run25c", "round 25c's plugin run: select it with -m redteam")


@pytest.fixture(scope="module")
def plugin_run25c():
    return plugin25c.plugin_run()
