"""Round 22a's plugin run (``plugin22a.plugin_run``), run only with ``-m redteam``."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.records import skip_unless_selected
from tests.adversarial.redteam.round22a import plugin22a


def pytest_collection_modifyitems(config, items):
    skip_unless_selected(config, items, "plugin_run22a", "round 22a's plugin run: select it with -m redteam")


@pytest.fixture(scope="module")
def plugin_run22a():
    return plugin22a.plugin_run()
