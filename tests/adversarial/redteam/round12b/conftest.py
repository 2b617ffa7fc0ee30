"""Round 12b's plugin run (``attacks12b.run``: the shaped liars and an honest control, ~1-2 min)
runs only with ``-m redteam``, as earlier rounds' runs, once per session."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.records import skip_unless_selected
from tests.adversarial.redteam.round12b import attacks12b


def pytest_collection_modifyitems(config, items):
    skip_unless_selected(config, items, "shaped_run", "round 12b's plugin run takes minutes: select it with -m redteam")


@pytest.fixture(scope="module")
def shaped_run(tmp_path_factory):
    return attacks12b.run(tmp_path_factory.mktemp("round12b"))
