"""Round 38a's plugin runs (``plugin38a.plugin_run``; the resume runs of ``resume38a``), run only with ``-m redteam``:
every test of this folder marked ``redteam`` is skipped otherwise."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.adversarial.redteam.round38a import plugin38a

HERE = Path(__file__).parent


def pytest_collection_modifyitems(config, items):
    if "redteam" in (config.getoption("markexpr") or ""):
        return
    skip = pytest.mark.skip(reason="round 38a's plugin runs: select them with -m redteam")
    for item in items:
        if item.get_closest_marker("redteam") and Path(item.path).parent == HERE:
            item.add_marker(skip)


@pytest.fixture(scope="module")
def plugin_run38a():
    return plugin38a.plugin_run()
