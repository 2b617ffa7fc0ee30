"""Round 16b's plugin run (``attacks16b.plugin_run``) and Harbor verifier runs (``attacks16b.verifier_rewards``),
about 20 and 30 s here, run only with ``-m redteam``."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.records import skip_unless_selected
from tests.adversarial.redteam.round16b import attacks16b


def pytest_collection_modifyitems(config, items):
    for fixture in ("plugin_run", "verifier_rewards"):
        skip_unless_selected(config, items, fixture, "round 16b's plugin and verifier runs: select them with "
                                                     "-m redteam")


@pytest.fixture(scope="module")
def plugin_run(tmp_path_factory):
    return attacks16b.plugin_run(tmp_path_factory.mktemp("round16b"))


@pytest.fixture(scope="module")
def verifier_rewards(tmp_path_factory):
    return attacks16b.verifier_rewards(tmp_path_factory.mktemp("round16b-harbor"))
