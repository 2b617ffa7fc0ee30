"""Round 60b's plugin runs (``plugin60b``, allow-list on; ``plugin60b_decoy``, allow-list off), run only with
``-m redteam``: module-scoped, one each."""

from __future__ import annotations

import os

import pytest

from tests.adversarial.redteam.records import skip_unless_selected
from tests.adversarial.redteam.round60b import plugin60b

CONFIG = os.environ.get("PASSNET_R60B_CONFIG", "plain-root")


def pytest_collection_modifyitems(config, items):
    skip_unless_selected(config, items, "run60b", "round 60b's plugin run: select it with -m redteam")
    skip_unless_selected(config, items, "decoy_run60b", "round 60b's decoy run: select it with -m redteam")


@pytest.fixture(scope="module")
def run60b():
    """``r60b_unsafe_view_repeat``, ``r60b_unsafe_chunk_repeat`` and ``r60b_cut_line`` in one run of the plugin as
    shipped (allow-list on), 3 trials."""
    return plugin60b.plugin_run(CONFIG, 3, ("r60b_unsafe_view_repeat", "r60b_unsafe_chunk_repeat", "r60b_cut_line"))


@pytest.fixture(scope="module")
def decoy_run60b():
    """``plugin60b_decoy``'s two samples (allow-list off: child control), 3 trials."""
    from tests.adversarial.redteam.round60b import plugin60b_decoy

    return plugin60b_decoy.plugin_run(CONFIG, 3)
