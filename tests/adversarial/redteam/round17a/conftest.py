"""Round 17a's plugin runs under ``-n 2`` (``attacks17a.collusion_run``, 35-55 s a configuration here), run only
with ``-m redteam``; the cheap stand-in records, one per configuration, shared by the module's tests."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.records import once_per_session, skip_unless_selected
from tests.adversarial.redteam.round17a import attacks17a
from tests.sandbox import configurations


def pytest_collection_modifyitems(config, items):
    skip_unless_selected(config, items, "collusion_record", "round 17a's plugin runs under -n 2: select them with "
                                                            "-m redteam")


@pytest.fixture(scope="session")
def collusion_record(tmp_path_factory):
    """``record(config)``: the plugin run of two colluding samples and two honest ones under ``-n 2``."""
    return once_per_session(tmp_path_factory, "round17a-collusion", attacks17a.collusion_run)


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
