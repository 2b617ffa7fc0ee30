"""Round 3's fixture: one plugin run per configuration, shared by every test (and every xdist worker)
of the session; the runs take minutes, so they run only when asked for (``-m redteam``)."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.records import once_per_session, skip_unless_selected
from tests.adversarial.redteam.round3_host import runner


def pytest_collection_modifyitems(config, items):
    skip_unless_selected(config, items, "round3_record",
                         "round 3's plugin runs take minutes per configuration: select them with -m redteam")


@pytest.fixture(scope="session")
def round3_record(tmp_path_factory):
    """``record(config)``: ``runner.run(config)``."""
    return once_per_session(tmp_path_factory, "round3-host", runner.run)
