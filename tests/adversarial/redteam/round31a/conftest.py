"""Round 31a's plugin run (``plugin31a.plugin_run``), run only with ``-m redteam``."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.records import skip_unless_selected
from tests.adversarial.redteam.round31a import plugin31a


def pytest_collection_modifyitems(config, items):
    skip_unless_selected(config, items, "plugin_run31a", "round 31a's plugin run: select it with -m redteam")


@pytest.fixture(scope="module")
def plugin_run31a():
    return plugin31a.plugin_run()
