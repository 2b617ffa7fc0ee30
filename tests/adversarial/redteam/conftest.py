"""The red team's fixture: one plugin run per configuration, shared by every test (and every xdist
worker) of the session."""

from __future__ import annotations

import fcntl
import json
import os

import pytest

from tests.adversarial.redteam import attacks, harness

_RUNS = ("redteam_record", "killed_record")


def pytest_configure(config):
    config.addinivalue_line("markers", "redteam: issue 23's red team, a plugin run per sandbox configuration")


def pytest_collection_modifyitems(config, items):
    """The runs cost minutes per configuration (README.md): they run when asked for, ``-m redteam``."""
    if "redteam" in (config.getoption("markexpr") or ""):
        return
    skip = pytest.mark.skip(reason="the red team's plugin runs take minutes per configuration: select them "
                                   "with -m redteam")
    for item in items:
        if item.get_closest_marker("redteam") and set(_RUNS) & set(getattr(item, "fixturenames", ())):
            item.add_marker(skip)


def _once_per_session(tmp_path_factory, kind: str, make):
    """``record(config)``: ``make(config)``, made once per session: the first worker to ask makes
    it, the others wait for its file."""
    shared = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        shared = shared.parent
    made: dict[str, dict] = {}

    def record(config: harness.Config) -> dict:
        reason = config.unavailable()
        if reason:
            pytest.skip(f"{config.name}: {reason}")
        if config.name not in made:
            path = shared / f"redteam-{kind}-{config.name}.json"
            with open(shared / f"redteam-{kind}-{config.name}.lock", "w") as lock:
                fcntl.flock(lock, fcntl.LOCK_EX)
                if not path.exists():
                    path.write_text(json.dumps(make(config)))
            made[config.name] = json.loads(path.read_text())
        return made[config.name]

    return record


@pytest.fixture(scope="session")
def redteam_record(tmp_path_factory):
    """The run record of a configuration (``harness.run_config`` over every attack)."""
    return _once_per_session(tmp_path_factory, "run",
                             lambda config: harness.run_config(config, attacks.for_device(harness.DEVICE)))


@pytest.fixture(scope="session")
def killed_record(tmp_path_factory):
    """The record of a configuration's run killed while children are stopped (``harness.killed_run``)."""
    return _once_per_session(tmp_path_factory, "killed", harness.killed_run)
