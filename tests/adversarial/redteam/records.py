"""What the red team's conftests share: a plugin run's record made once per session for every test
and xdist worker that asks for it, and the skip of the tests that need one unless ``-m redteam``
selects them (the runs take minutes per configuration)."""

from __future__ import annotations

import fcntl
import json
import os
from collections.abc import Callable

import pytest

from tests.adversarial.redteam.harness import Config


def skip_unless_selected(config: pytest.Config, items: list[pytest.Item], fixture: str, reason: str) -> None:
    """Tests that ask for ``fixture`` are skipped with ``reason`` unless ``-m redteam`` selects them."""
    if "redteam" in (config.getoption("markexpr") or ""):
        return
    skip = pytest.mark.skip(reason=reason)
    for item in items:
        if fixture in getattr(item, "fixturenames", ()):
            item.add_marker(skip)


def once_per_session(tmp_path_factory: pytest.TempPathFactory, kind: str,
                     make: Callable[[Config], dict]) -> Callable[[Config], dict]:
    """``record(config)``: ``make(config)``, made once per session: the first worker to ask makes it,
    the others wait for its file; a configuration this host cannot give is skipped."""
    shared = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        shared = shared.parent
    made: dict[str, dict] = {}

    def record(config: Config) -> dict:
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
