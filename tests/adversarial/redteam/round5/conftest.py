"""Round 5's plugin run (``attacks5.run``), made once per session under a file lock (xdist workers
share it); its tests run only with ``-m redteam``, as rounds 1-4."""

from __future__ import annotations

import fcntl
import json
import os

import pytest

from tests.adversarial.redteam.round5 import attacks5


def pytest_collection_modifyitems(config, items):
    if "redteam" in (config.getoption("markexpr") or ""):
        return
    skip = pytest.mark.skip(reason="round 5's plugin run takes minutes: select it with -m redteam")
    for item in items:
        if "round5_run" in getattr(item, "fixturenames", ()):
            item.add_marker(skip)


@pytest.fixture(scope="session")
def round5_run(tmp_path_factory) -> dict:
    shared = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        shared = shared.parent
    path = shared / "redteam-round5.json"
    with open(shared / "redteam-round5.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not path.exists():
            path.write_text(json.dumps(attacks5.run()))
    return json.loads(path.read_text())
