"""Round 9a's plugin run (``attacks9a.run``) in the default configuration here (root, bubblewrap), made
once per session (``records``); its tests run only with ``-m redteam``, as rounds 1-8."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.harness import CONFIGS
from tests.adversarial.redteam.records import once_per_session, skip_unless_selected
from tests.adversarial.redteam.round9a import attacks9a


def pytest_collection_modifyitems(config, items):
    skip_unless_selected(config, items, "round9a_run", "round 9a's plugin run takes a minute: select it with -m redteam")


@pytest.fixture(scope="session")
def round9a_run(tmp_path_factory) -> dict:
    (bwrap_root,) = [config for config in CONFIGS if config.name == "bwrap-root"]
    return once_per_session(tmp_path_factory, "round9a", lambda config: attacks9a.run())(bwrap_root)
