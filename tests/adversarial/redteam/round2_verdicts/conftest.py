"""Round 2's fixture: one plugin run per configuration (``harness2.run_config`` over every attack of
``attacks2`` the device runs), shared by every test and xdist worker of the session; run only with
``-m redteam``, as round 1's."""

from __future__ import annotations

import fcntl
import json
import os

import pytest

from tests.adversarial.redteam import harness
from tests.adversarial.redteam.round2_verdicts import attacks2, harness2


def pytest_collection_modifyitems(config, items):
    if "redteam" in (config.getoption("markexpr") or ""):
        return
    skip = pytest.mark.skip(reason="round 2's plugin runs take minutes per configuration: select them with -m redteam")
    for item in items:
        if "round2_record" in getattr(item, "fixturenames", ()):
            item.add_marker(skip)


@pytest.fixture(scope="session")
def round2_record(tmp_path_factory):
    """``record(config)``: the configuration's run record, made once per session (the first worker to
    ask makes it, the others wait for its file)."""
    shared = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        shared = shared.parent
    made: dict[str, dict] = {}

    def record(config: harness.Config) -> dict:
        reason = config.unavailable()
        if reason:
            pytest.skip(f"{config.name}: {reason}")
        if config.name not in made:
            path = shared / f"redteam-round2-{config.name}.json"
            with open(shared / f"redteam-round2-{config.name}.lock", "w") as lock:
                fcntl.flock(lock, fcntl.LOCK_EX)
                if not path.exists():
                    path.write_text(json.dumps(harness2.run_config(config, attacks2.for_device(harness.DEVICE))))
            made[config.name] = json.loads(path.read_text())
        return made[config.name]

    return record
