"""Round 31b's plugin runs (``squeeze31b.squeeze_run`` under ``-n 2``, 60-75 s a configuration here), run only with
``-m redteam``."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.records import once_per_session, skip_unless_selected
from tests.adversarial.redteam.round31b import squeeze31b


def pytest_collection_modifyitems(config, items):
    skip_unless_selected(config, items, "squeeze_record", "round 31b's plugin runs: select them with -m redteam")


@pytest.fixture(scope="session")
def squeeze_record(tmp_path_factory):
    """``record(config)``: the plugin run of the squeezer and the slow-loading victim under ``-n 2``."""
    return once_per_session(tmp_path_factory, "round31b-squeeze", squeeze31b.squeeze_run)
