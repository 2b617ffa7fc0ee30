"""Round 3's fixture: one plugin run per configuration (``harness3.run_config`` over every attack of
``attacks3`` the device runs), shared by every test and xdist worker of the session; run only with
``-m redteam``, as rounds 1 and 2."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam import harness
from tests.adversarial.redteam.records import once_per_session, skip_unless_selected
from tests.adversarial.redteam.round3_verdicts import attacks3, harness3


def pytest_collection_modifyitems(config, items):
    skip_unless_selected(config, items, "round3_record",
                         "round 3's plugin runs take minutes per configuration: select them with -m redteam")


@pytest.fixture(scope="session")
def round3_record(tmp_path_factory):
    """``record(config)``: the configuration's run record."""
    return once_per_session(tmp_path_factory, "round3",
                            lambda config: harness3.run_config(config, attacks3.for_device(harness.DEVICE)))
