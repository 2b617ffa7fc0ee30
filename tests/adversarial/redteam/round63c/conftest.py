"""Round 63c's plugin runs (``plugin63c``, allow-list on), run only with ``-m redteam``: module-scoped, one each."""

from __future__ import annotations

import os

import pytest

from tests.adversarial.redteam.records import skip_unless_selected
from tests.adversarial.redteam.round63c import plugin63c

CONFIG = os.environ.get("PASSNET_R63C_CONFIG", "plain-root")


def pytest_collection_modifyitems(config, items):
    skip_unless_selected(config, items, "run63c", "round 63c's plugin run: select it with -m redteam")
    skip_unless_selected(config, items, "honest63c", "round 63c's honest run: select it with -m redteam")
    skip_unless_selected(config, items, "direct63c", "round 63c's pass_mgr_direct run: select it with -m redteam")


@pytest.fixture(scope="module")
def run63c():
    """``r63c_tag_gate``, ``r63c_match_gate`` and ``r63c_match_repeat`` in one run of the plugin as shipped (allow-list on), 3 trials."""
    return plugin63c.plugin_run(CONFIG, 3, plugin63c.DEFAULT_RUN)


@pytest.fixture(scope="module")
def direct63c():
    """``r63c_gate_syntax`` under ``--passnet-compiler pass_mgr_direct`` (allow-list on), 3 trials."""
    return plugin63c.plugin_run(CONFIG, 3, ("r63c_gate_syntax",), compiler="pass_mgr_direct")


@pytest.fixture(scope="module")
def honest63c():
    """``r63c_honest_add`` (``torch.add``, off the list; the honest add pass), 3 trials."""
    return plugin63c.plugin_run(CONFIG, 3, ("r63c_honest_add",))
