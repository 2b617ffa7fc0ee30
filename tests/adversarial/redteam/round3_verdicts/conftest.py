"""Round 3's fixture: one plugin run per configuration (``harness3.run_config`` over every attack of
``attacks3`` the device runs), shared by every test and xdist worker of the session; run only with
``-m redteam``, as rounds 1 and 2."""

from __future__ import annotations

import fcntl
import json
import os

import pytest

from tests.adversarial.redteam import harness
from tests.adversarial.redteam.round3_verdicts import attacks3, harness3


def pytest_collection_modifyitems(config, items):
    if "redteam" in (config.getoption("markexpr") or ""):
        return
    skip = pytest.mark.skip(reason="round 3's plugin runs take minutes per configuration: select them with -m redteam")
    for item in items:
        if "round3_record" in getattr(item, "fixturenames", ()):
            item.add_marker(skip)


@pytest.fixture(scope="session")
def round3_record(tmp_path_factory):
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
            path = shared / f"redteam-round3-{config.name}.json"
            with open(shared / f"redteam-round3-{config.name}.lock", "w") as lock:
                fcntl.flock(lock, fcntl.LOCK_EX)
                if not path.exists():
                    path.write_text(json.dumps(harness3.run_config(config, attacks3.for_device(harness.DEVICE))))
            made[config.name] = json.loads(path.read_text())
        return made[config.name]

    return record
