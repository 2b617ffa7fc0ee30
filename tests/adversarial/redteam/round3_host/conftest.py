"""Round 3's fixture: one plugin run per configuration, shared by every test (and every xdist worker)
of the session; the runs take minutes, so they run only when asked for (``-m redteam``)."""

from __future__ import annotations

import fcntl
import json
import os

import pytest

from tests.adversarial.redteam import harness
from tests.adversarial.redteam.round3_host import runner

_RUNS = "round3_record"


def pytest_collection_modifyitems(config, items):
    if "redteam" in (config.getoption("markexpr") or ""):
        return
    skip = pytest.mark.skip(reason="round 3's plugin runs take minutes per configuration: select them with -m redteam")
    for item in items:
        if _RUNS in getattr(item, "fixturenames", ()):
            item.add_marker(skip)


@pytest.fixture(scope="session")
def round3_record(tmp_path_factory):
    """``record(config)``: ``runner.run(config)``, made once per session: the first worker to ask
    makes it, the others wait for its file."""
    shared = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        shared = shared.parent
    made: dict[str, dict] = {}

    def record(config: harness.Config) -> dict:
        reason = config.unavailable()
        if reason:
            pytest.skip(f"{config.name}: {reason}")
        if config.name not in made:
            path = shared / f"round3-{config.name}.json"
            with open(shared / f"round3-{config.name}.lock", "w") as lock:
                fcntl.flock(lock, fcntl.LOCK_EX)
                if not path.exists():
                    path.write_text(json.dumps(runner.run(config)))
            made[config.name] = json.loads(path.read_text())
        return made[config.name]

    return record
