"""Round 6a's plugin run (``attacks6.run``) in the default configuration here (root, bubblewrap), made
once per session (``records``); its tests run only with ``-m redteam``, as rounds 1-5."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.harness import CONFIGS
from tests.adversarial.redteam.records import once_per_session, skip_unless_selected
from tests.adversarial.redteam.round6a import attacks6


def pytest_collection_modifyitems(config, items):
    skip_unless_selected(config, items, "round6a_run", "round 6a's plugin run takes minutes: select it with -m redteam")


@pytest.fixture(scope="session")
def round6a_run(tmp_path_factory) -> dict:
    (bwrap_root,) = [config for config in CONFIGS if config.name == "bwrap-root"]
    return once_per_session(tmp_path_factory, "round6a", lambda config: attacks6.run())(bwrap_root)
