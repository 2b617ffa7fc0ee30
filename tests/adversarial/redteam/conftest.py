"""The red team's fixture: one plugin run per configuration, shared by every test (and every xdist
worker) of the session."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam import attacks, harness
from tests.adversarial.redteam.records import once_per_session

_RUNS = ("redteam_record", "killed_record")


def pytest_configure(config):
    config.addinivalue_line("markers", "redteam: issue 23's red team, a plugin run per sandbox configuration")
    config.addinivalue_line("markers", "slow: a round's test of 4 s or more on CI's two cores (a timed premise, a "
                                       "plugin run): left out of the default run, selected with -m slow")


def pytest_collection_modifyitems(config, items):
    """The runs cost minutes per configuration (README.md): they run when asked for, ``-m redteam``. A round's slow
    tests run when asked for too, ``-m slow``: in the default run they took official CI past 15 minutes, and their
    timed premises failed there under its load."""
    asked = config.getoption("markexpr") or ""
    runs = pytest.mark.skip(reason="the red team's plugin runs take minutes per configuration: select them "
                                   "with -m redteam")
    slow = pytest.mark.skip(reason="a red-team round's slow test: select it with -m slow")
    for item in items:
        if "redteam" not in asked and item.get_closest_marker("redteam") and \
                set(_RUNS) & set(getattr(item, "fixturenames", ())):
            item.add_marker(runs)
        elif "slow" not in asked and item.get_closest_marker("slow"):
            item.add_marker(slow)


@pytest.fixture(scope="session")
def redteam_record(tmp_path_factory):
    """The run record of a configuration (``harness.run_config`` over every attack)."""
    return once_per_session(tmp_path_factory, "run",
                            lambda config: harness.run_config(config, attacks.for_device(harness.DEVICE)))


@pytest.fixture(scope="session")
def killed_record(tmp_path_factory):
    """The record of a configuration's run killed while children are stopped (``harness.killed_run``)."""
    return once_per_session(tmp_path_factory, "killed", harness.killed_run)
