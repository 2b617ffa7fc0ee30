"""Round 26a's plugin run (``plugin26a.plugin_run``), run only with ``-m redteam``."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.records import skip_unless_selected
from tests.adversarial.redteam.round26a import plugin26a


def pytest_collection_modifyitems(config, items):
    skip_unless_selected(config, items, "plugin_run26a", "round 26a's plugin run: select it with -m redteam")


@pytest.fixture(scope="module")
def plugin_run26a():
    return plugin26a.plugin_run()
