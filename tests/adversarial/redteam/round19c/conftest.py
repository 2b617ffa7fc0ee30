"""Round 19c's plugin run (``attacks19c.plugin_run``) and Harbor verifier runs (``attacks19c.verifier_rewards``),
run only with ``-m redteam``."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.records import skip_unless_selected
from tests.adversarial.redteam.round19c import attacks19c


def pytest_collection_modifyitems(config, items):
    for fixture in ("plugin_run", "verifier_rewards"):
        skip_unless_selected(config, items, fixture, "round 19c's plugin and verifier runs: select them with "
                                                     "-m redteam")


@pytest.fixture(scope="module")
def plugin_run(tmp_path_factory):
    return attacks19c.plugin_run(tmp_path_factory.mktemp("round19c"))


@pytest.fixture(scope="module")
def verifier_rewards(tmp_path_factory):
    return attacks19c.verifier_rewards(tmp_path_factory.mktemp("round19c-harbor"))
