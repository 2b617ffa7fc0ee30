"""Round 4's fixture: each plugin run of ``runs4`` made once per session (the first xdist worker to ask
makes it, the others wait for its file); run only with ``-m redteam``, as rounds 1-3."""

from __future__ import annotations

import fcntl
import json
import os

import pytest

from tests.adversarial.redteam.round4 import runs4


def pytest_collection_modifyitems(config, items):
    if "redteam" in (config.getoption("markexpr") or ""):
        return
    skip = pytest.mark.skip(reason="round 4's plugin runs take a minute or two each: select them with -m redteam")
    for item in items:
        if "round4_run" in getattr(item, "fixturenames", ()):
            item.add_marker(skip)


@pytest.fixture(scope="session")
def round4_run(tmp_path_factory):
    """``record(kind)``: the record of ``runs4.RUNS[kind]``, made once per session."""
    shared = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        shared = shared.parent
    made: dict[str, dict] = {}

    def record(kind: str) -> dict:
        if kind not in made:
            path = shared / f"redteam-round4-{kind}.json"
            with open(shared / f"redteam-round4-{kind}.lock", "w") as lock:
                fcntl.flock(lock, fcntl.LOCK_EX)
                if not path.exists():
                    path.write_text(json.dumps(runs4.RUNS[kind]()))
            made[kind] = json.loads(path.read_text())
        return made[kind]

    return record
