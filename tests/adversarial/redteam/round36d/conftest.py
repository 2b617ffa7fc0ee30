"""Round 36d's plugin runs (``attacks36d.narrowed_resume``), run only with ``-m redteam``."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.records import skip_unless_selected
from tests.adversarial.redteam.round36d import attacks36d


def pytest_collection_modifyitems(config, items):
    skip_unless_selected(config, items, "narrowed_resume36d", "round 36d's plugin runs: select them with -m redteam")


@pytest.fixture(scope="module")
def narrowed_resume36d(tmp_path_factory):
    """Three plugin runs (eager, about 25 s on two loaded cores): a and b; b alone resumed after a's model.py changed;
    a and b resumed (the control)."""
    return attacks36d.narrowed_resume(tmp_path_factory.mktemp("narrowed"))
