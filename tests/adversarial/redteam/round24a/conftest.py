"""Round 24a's plugin run (``plugin24a.plugin_run``), run only with ``-m redteam``."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.records import skip_unless_selected
from tests.adversarial.redteam.round24a import plugin24a


def pytest_collection_modifyitems(config, items):
    skip_unless_selected(config, items, "plugin_run24a", "round 24a's plugin run: select it with -m redteam")


@pytest.fixture(scope="module")
def plugin_run24a():
    return plugin24a.plugin_run()
