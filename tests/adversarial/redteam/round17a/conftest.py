"""Round 17a's plugin runs (``attacks17a.collusion_run`` under ``-n 2``, 35-55 s a configuration here;
``attacks17a.stall_run``, about 35 s), run only with ``-m redteam``; the cheap stand-in records, one per
configuration, shared by the module's tests."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.records import once_per_session, skip_unless_selected
from tests.adversarial.redteam.round17a import attacks17a
from tests.sandbox import configurations


def pytest_collection_modifyitems(config, items):
    for fixture in ("collusion_record", "stall_record"):
        skip_unless_selected(config, items, fixture, "round 17a's plugin runs: select them with -m redteam")


@pytest.fixture(scope="session")
def collusion_record(tmp_path_factory):
    """``record(config)``: the plugin run of two colluding samples and two honest ones under ``-n 2``."""
    return once_per_session(tmp_path_factory, "round17a-collusion", attacks17a.collusion_run)


@pytest.fixture(scope="session")
def stall_record(tmp_path_factory):
    """``record(config)``: the plugin run of a pass that stalls each untimed request just under the timeout."""
    return once_per_session(tmp_path_factory, "round17a-stall", attacks17a.stall_run)


@pytest.fixture(scope="module")
def two_workers_record():
    """``record(name)``: ``attacks17a.two_workers`` in the configuration ``name``, made once."""
    made: dict[str, dict] = {}

    def record(name: str) -> dict:
        reason = configurations.skip_reason(name)
        if reason:
            pytest.skip(f"{name}: {reason}")
        if name not in made:
            made[name] = attacks17a.two_workers(name)
        return made[name]

    return record
