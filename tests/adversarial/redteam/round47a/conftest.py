"""Round 47a's plugin runs (``plugin47a.plugin_run``), run only with ``-m redteam``."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.records import skip_unless_selected
from tests.adversarial.redteam.round47a import plugin47a

_RUNS = ("plugin_run47a", "plugin_run47a_abi7")


def pytest_collection_modifyitems(config, items):
    for fixture in _RUNS:
        skip_unless_selected(config, items, fixture, "round 47a's plugin runs: select them with -m redteam")


@pytest.fixture(scope="module")
def plugin_run47a():
    """The run on an emulated Landlock ABI 2 kernel, in the container launcher (about 10 s here)."""
    return plugin47a.plugin_run(abi=2)


@pytest.fixture(scope="module")
def plugin_run47a_abi7():
    """The same run on this kernel's Landlock (ABI 7 here): the truncation's control (about 10 s)."""
    return plugin47a.plugin_run(abi=None)
