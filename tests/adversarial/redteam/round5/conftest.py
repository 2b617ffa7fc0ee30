"""Round 5's plugin run (``attacks5.run``) in the default configuration here (root, bubblewrap), made
once per session (``records``); its tests run only with ``-m redteam``, as rounds 1-4."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.harness import CONFIGS
from tests.adversarial.redteam.records import once_per_session, skip_unless_selected
from tests.adversarial.redteam.round5 import attacks5


def pytest_collection_modifyitems(config, items):
    skip_unless_selected(config, items, "round5_run", "round 5's plugin run takes minutes: select it with -m redteam")


@pytest.fixture(scope="session")
def round5_run(tmp_path_factory) -> dict:
    (bwrap_root,) = [config for config in CONFIGS if config.name == "bwrap-root"]
    return once_per_session(tmp_path_factory, "round5", lambda config: attacks5.run())(bwrap_root)
