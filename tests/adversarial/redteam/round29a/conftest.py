"""Round 29a's plugin run (``plugin29a.plugin_run``), run only with ``-m redteam``."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.records import skip_unless_selected
from tests.adversarial.redteam.round29a import plugin29a


def pytest_collection_modifyitems(config, items):
    skip_unless_selected(config, items, "plugin_run29a", "round 29a's plugin run: select it with -m redteam")


@pytest.fixture(scope="module")
def plugin_run29a():
    return plugin29a.plugin_run()
