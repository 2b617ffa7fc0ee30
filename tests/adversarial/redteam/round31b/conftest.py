"""Round 31b's plugin runs (``squeeze31b.squeeze_run`` and ``shm31b.shm_run`` under ``-n 2``, 50-75 s a configuration
each here), run only with ``-m redteam``."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.records import once_per_session, skip_unless_selected
from tests.adversarial.redteam.round31b import shm31b, squeeze31b


def pytest_collection_modifyitems(config, items):
    for fixture in ("squeeze_record", "shm_record"):
        skip_unless_selected(config, items, fixture, "round 31b's plugin runs: select them with -m redteam")


@pytest.fixture(scope="session")
def squeeze_record(tmp_path_factory):
    """``record(config)``: the plugin run of the squeezer and the slow-loading victim under ``-n 2``."""
    return once_per_session(tmp_path_factory, "round31b-squeeze", squeeze31b.squeeze_run)


@pytest.fixture(scope="session")
def shm_record(tmp_path_factory):
    """``record(config)``: the plugin run of the /dev/shm filler and the slow-loading victim under ``-n 2``."""
    return once_per_session(tmp_path_factory, "round31b-shm", shm31b.shm_run)
