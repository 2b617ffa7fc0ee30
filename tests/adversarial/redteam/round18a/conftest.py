"""Round 18a's plugin runs (``attacks18a.collusion_run`` under ``-n 2``), run only with ``-m redteam``; the cheap
stand-in records, one per configuration and way, shared by the module's tests."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.records import once_per_session, skip_unless_selected
from tests.adversarial.redteam.round18a import attacks18a
from tests.sandbox import configurations


def pytest_collection_modifyitems(config, items):
    for fixture in ("hooked_collusion_record", "hang_record"):
        skip_unless_selected(config, items, fixture, "round 18a's plugin runs: select them with -m redteam")


@pytest.fixture(scope="session")
def hooked_collusion_record(tmp_path_factory):
    """``record(config)``: the plugin run of two colluders that continue themselves, and two honest samples, under ``-n 2``."""
    return once_per_session(tmp_path_factory, "round18a-collusion", attacks18a.collusion_run)


@pytest.fixture(scope="session")
def hang_record(tmp_path_factory):
    """``record(config)``: the plugin run of ``stop_hang`` and an honest victim under ``-n 2``."""
    return once_per_session(tmp_path_factory, "round18a-hang", attacks18a.hang_run)


@pytest.fixture(scope="module")
def stop_all_record():
    """``record(name, how, loop)``: ``attacks18a.stop_all`` in the configuration ``name``, made once."""
    made: dict[tuple[str, str, str], dict] = {}

    def record(name: str, how: str, loop: str = "stop_all") -> dict:
        reason = configurations.skip_reason(name)
        if reason:
            pytest.skip(f"{name}: {reason}")
        if (name, how, loop) not in made:
            made[name, how, loop] = attacks18a.stop_all(name, how, loop)
        return made[name, how, loop]

    return record
