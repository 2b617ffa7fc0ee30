"""Round 9b's plugin run (``attacks9b.run``) in the default configuration here (root, bubblewrap),
made once per session (``records``); its tests run only with ``-m redteam``, as earlier rounds'."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.harness import CONFIGS
from tests.adversarial.redteam.records import once_per_session, skip_unless_selected
from tests.adversarial.redteam.round9b import attacks9b


def pytest_collection_modifyitems(config, items):
    skip_unless_selected(config, items, "round9b_run", "round 9b's plugin run takes minutes: select it with -m redteam")


@pytest.fixture(scope="session")
def round9b_run(tmp_path_factory) -> dict:
    (bwrap_root,) = [config for config in CONFIGS if config.name == "bwrap-root"]
    return once_per_session(tmp_path_factory, "round9b", lambda config: attacks9b.run())(bwrap_root)
