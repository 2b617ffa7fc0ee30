"""Round 15b's plugin run (``attacks15b.plugin_run``, about a minute) runs only with ``-m redteam``."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.records import skip_unless_selected
from tests.adversarial.redteam.round15b import attacks15b


def pytest_collection_modifyitems(config, items):
    skip_unless_selected(config, items, "plugin_run", "round 15b's plugin run takes a minute: select it with "
                                                      "-m redteam")


@pytest.fixture(scope="module")
def plugin_run(tmp_path_factory):
    return attacks15b.plugin_run(tmp_path_factory.mktemp("round15b"))
