"""The red team's fixture: one plugin run per configuration, shared by every test (and every xdist
worker) of the session."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam import attacks, harness
from tests.adversarial.redteam.records import once_per_session

_RUNS = ("redteam_record", "killed_record")


def pytest_configure(config):
    config.addinivalue_line("markers", "redteam: issue 23's red team, a plugin run per sandbox configuration")


def pytest_collection_modifyitems(config, items):
    """The runs cost minutes per configuration (README.md): they run when asked for, ``-m redteam``. (A round's slow
    tests run with ``-m slow``: ``tests/conftest.py``.)"""
    if "redteam" in (config.getoption("markexpr") or ""):
        return
    skip = pytest.mark.skip(reason="the red team's plugin runs take minutes per configuration: select them "
                                   "with -m redteam")
    for item in items:
        if item.get_closest_marker("redteam") and set(_RUNS) & set(getattr(item, "fixturenames", ())):
            item.add_marker(skip)


@pytest.fixture(scope="session")
def redteam_record(tmp_path_factory):
    """The run record of a configuration (``harness.run_config`` over every attack)."""
    return once_per_session(tmp_path_factory, "run",
                            lambda config: harness.run_config(config, attacks.for_device(harness.DEVICE)))


@pytest.fixture(scope="session")
def killed_record(tmp_path_factory):
    """The record of a configuration's run killed while children are stopped (``harness.killed_run``)."""
    return once_per_session(tmp_path_factory, "killed", harness.killed_run)
