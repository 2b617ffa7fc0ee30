"""Round 2's fixture: one plugin run per configuration (``harness2.run_config`` over every attack of
``attacks2`` the device runs), shared by every test and xdist worker of the session; run only with
``-m redteam``, as round 1's."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam import harness
from tests.adversarial.redteam.records import once_per_session, skip_unless_selected
from tests.adversarial.redteam.round2_verdicts import attacks2, harness2


def pytest_collection_modifyitems(config, items):
    skip_unless_selected(config, items, "round2_record",
                         "round 2's plugin runs take minutes per configuration: select them with -m redteam")


@pytest.fixture(scope="session")
def round2_record(tmp_path_factory):
    """``record(config)``: the configuration's run record."""
    return once_per_session(tmp_path_factory, "round2",
                            lambda config: harness2.run_config(config, attacks2.for_device(harness.DEVICE)))
