"""Round 37b's plugin run (``plugin37b.plugin_run``: every sample in one run), run only with ``-m redteam``."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.records import skip_unless_selected
from tests.adversarial.redteam.round37b import plugin37b


def pytest_collection_modifyitems(config, items):
    skip_unless_selected(config, items, "plugin_run37b", "round 37b's plugin run: select it with -m redteam")


@pytest.fixture(scope="module")
def plugin_run37b():
    return plugin37b.plugin_run()
