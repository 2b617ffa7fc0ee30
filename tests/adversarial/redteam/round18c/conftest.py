"""Round 18c's plugin run (``attacks18c.plugin_run``) and Harbor verifier runs (``attacks18c.verifier_rewards``),
run only with ``-m redteam``."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.records import skip_unless_selected
from tests.adversarial.redteam.round18c import attacks18c


def pytest_collection_modifyitems(config, items):
    for fixture in ("plugin_run", "verifier_rewards"):
        skip_unless_selected(config, items, fixture, "round 18c's plugin and verifier runs: select them with "
                                                     "-m redteam")


@pytest.fixture(scope="module")
def plugin_run(tmp_path_factory):
    return attacks18c.plugin_run(tmp_path_factory.mktemp("round18c"))


@pytest.fixture(scope="module")
def verifier_rewards(tmp_path_factory):
    return attacks18c.verifier_rewards(tmp_path_factory.mktemp("round18c-harbor"))
