"""Round 25b's slower cases (the views with gaps, the plugin's fast hash), run only with ``-m redteam``."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.records import skip_unless_selected
from tests.adversarial.redteam.round25b import attacks25b, plugin25b


def pytest_collection_modifyitems(config, items):
    for fixture in ("gaps25b", "plugin_run25b"):
        skip_unless_selected(config, items, fixture, f"round 25b's {fixture}: select it with -m redteam")


@pytest.fixture(scope="module")
def gaps25b():
    """Each view-with-gaps case's one attempt (CPU time, one torch thread)."""
    return {name: attacks25b.run_case(name, case) for name, case in attacks25b.GAPS.items()}


@pytest.fixture(scope="module")
def plugin_run25b():
    return plugin25b.plugin_run()
