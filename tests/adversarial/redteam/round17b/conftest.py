"""Round 17b's plugin run (``attacks17b.plugin_run``) and Harbor verifier runs (``attacks17b.verifier_rewards``),
about 25 and 25 s here, run only with ``-m redteam``."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.records import skip_unless_selected
from tests.adversarial.redteam.round17b import attacks17b


def pytest_collection_modifyitems(config, items):
    for fixture in ("plugin_run", "verifier_rewards"):
        skip_unless_selected(config, items, fixture, "round 17b's plugin and verifier runs: select them with "
                                                     "-m redteam")


@pytest.fixture(scope="module")
def plugin_run(tmp_path_factory):
    return attacks17b.plugin_run(tmp_path_factory.mktemp("round17b"))


@pytest.fixture(scope="module")
def verifier_rewards(tmp_path_factory):
    return attacks17b.verifier_rewards(tmp_path_factory.mktemp("round17b-harbor"))
