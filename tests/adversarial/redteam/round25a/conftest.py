"""Round 25a's plugin run (``plugin25a.plugin_run``), run only with ``-m redteam``."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.records import skip_unless_selected
from tests.adversarial.redteam.round25a import plugin25a


def pytest_collection_modifyitems(config, items):
    skip_unless_selected(config, items, "plugin_run25a", "round 25a's plugin run: select it with -m redteam")


@pytest.fixture(scope="module")
def plugin_run25a():
    return plugin25a.plugin_run()
