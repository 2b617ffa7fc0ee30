"""Round 15b's plugin run (``attacks15b.plugin_run``) and Harbor verifier runs (``attacks15b.verifier_rewards``),
about 20 and 30 s here, run only with ``-m redteam``."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.records import skip_unless_selected
from tests.adversarial.redteam.round15b import attacks15b


def pytest_collection_modifyitems(config, items):
    for fixture in ("plugin_run", "verifier_rewards"):
        skip_unless_selected(config, items, fixture, "round 15b's plugin and verifier runs: select them with "
                                                     "-m redteam")


@pytest.fixture(scope="module")
def plugin_run(tmp_path_factory):
    return attacks15b.plugin_run(tmp_path_factory.mktemp("round15b"))


@pytest.fixture(scope="module")
def verifier_rewards(tmp_path_factory):
    return attacks15b.verifier_rewards(tmp_path_factory.mktemp("round15b-harbor"))
