"""Round 13b's verifier runs (``attacks13b.verifier_runs``: Harbor's test.sh on the heuristic pass and on
the honest fixture pass, ~2-4 min) run only with ``-m redteam``, as earlier rounds' runs."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.records import skip_unless_selected
from tests.adversarial.redteam.round13b import attacks13b


def pytest_collection_modifyitems(config, items):
    skip_unless_selected(config, items, "verifier_runs", "round 13b's verifier runs take minutes: select them with "
                                                         "-m redteam")


@pytest.fixture(scope="module")
def verifier_runs(tmp_path_factory):
    return attacks13b.verifier_runs(tmp_path_factory.mktemp("round13b"))
