"""Round 7a's plugin run (``attacks7.run``) in the default configuration here (root, bubblewrap), made
once per session (``records``); its tests run only with ``-m redteam``, as rounds 1-6."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.harness import CONFIGS
from tests.adversarial.redteam.records import once_per_session, skip_unless_selected
from tests.adversarial.redteam.round7a import attacks7


def pytest_collection_modifyitems(config, items):
    skip_unless_selected(config, items, "round7a_run", "round 7a's plugin run takes minutes: select it with -m redteam")


@pytest.fixture(scope="session")
def round7a_run(tmp_path_factory) -> dict:
    (bwrap_root,) = [config for config in CONFIGS if config.name == "bwrap-root"]
    return once_per_session(tmp_path_factory, "round7a", lambda config: attacks7.run())(bwrap_root)
