"""Round 18b's plugin run (``attacks18b.plugin_run``), about 80 s here, run only with ``-m redteam``."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.records import skip_unless_selected
from tests.adversarial.redteam.round18b import attacks18b


def pytest_collection_modifyitems(config, items):
    skip_unless_selected(config, items, "plugin_run", "round 18b's plugin run: select it with -m redteam")


@pytest.fixture(scope="module")
def plugin_run(tmp_path_factory):
    return attacks18b.plugin_run(tmp_path_factory.mktemp("round18b"))
