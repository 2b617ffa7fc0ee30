"""Round 63b's plugin run (``plugin63b``, allow-list off as the red team's runs are), run only with ``-m redteam``:
module-scoped, one."""

from __future__ import annotations

import os

import pytest

from tests.adversarial.redteam.records import skip_unless_selected
from tests.adversarial.redteam.round63b import plugin63b

CONFIG = os.environ.get("PASSNET_R63B_CONFIG", "bwrap-root")


def pytest_collection_modifyitems(config, items):
    skip_unless_selected(config, items, "run63b", "round 63b's plugin run: select it with -m redteam")


@pytest.fixture(scope="module")
def run63b():
    """``r63b_rtsig``, ``r63b_paths`` and the honest ``r63b_relu`` in one run of the plugin (allow-list off), 3 trials.
    PATH_EXPANSION needs bubblewrap's short views (``/models/1/model.py``): the default configuration."""
    return plugin63b.plugin_run(CONFIG, 3, plugin63b.DEFAULT_RUN)
