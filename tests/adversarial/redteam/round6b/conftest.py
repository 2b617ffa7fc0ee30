"""Round 6b's plugin run takes minutes: its tests run only with ``-m redteam``, as rounds 1-5."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.records import skip_unless_selected
from tests.adversarial.redteam.round6b import attacks6b


def pytest_collection_modifyitems(config, items):
    skip_unless_selected(config, items, "round6b_run", "round 6b's plugin run takes minutes: select it with -m redteam")


@pytest.fixture(scope="session")
def round6b_run(tmp_path_factory) -> tuple:
    """One plugin run on both samples: dead_matmul and blind_consumer, each with the zeros pass."""
    root = tmp_path_factory.mktemp("round6b")
    attacks6b.dead_matmul_sample(root)
    attacks6b.blind_consumer_sample(root)
    return root, attacks6b.plugin_run(root)
