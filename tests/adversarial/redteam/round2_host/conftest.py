"""Round 2's fixture: one plugin run per (configuration, run), shared by every test (and every xdist
worker) of the session; the runs take minutes, so they run only when asked for (``-m redteam``)."""

from __future__ import annotations

import fcntl
import json
import os

import pytest

from tests.adversarial.redteam.round2_host import runner

_RUNS = "round2_record"


def pytest_collection_modifyitems(config, items):
    if "redteam" in (config.getoption("markexpr") or ""):
        return
    skip = pytest.mark.skip(reason="round 2's plugin runs take minutes per configuration: select them with -m redteam")
    for item in items:
        if _RUNS in getattr(item, "fixturenames", ()):
            item.add_marker(skip)


@pytest.fixture(scope="session")
def round2_record(tmp_path_factory):
    """``record(config, run)``: ``runner.run(config, run)``, made once per session: the first worker to
    ask makes it, the others wait for its file."""
    shared = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        shared = shared.parent
    made: dict[tuple[str, str], dict] = {}

    def record(config: runner.Config, run: str) -> dict:
        reason = config.unavailable()
        if reason:
            pytest.skip(f"{config.name}: {reason}")
        if (config.name, run) not in made:
            path = shared / f"round2-{config.name}-{run}.json"
            with open(shared / f"round2-{config.name}-{run}.lock", "w") as lock:
                fcntl.flock(lock, fcntl.LOCK_EX)
                if not path.exists():
                    path.write_text(json.dumps(runner.run(config, run)))
            made[config.name, run] = json.loads(path.read_text())
        return made[config.name, run]

    return record
