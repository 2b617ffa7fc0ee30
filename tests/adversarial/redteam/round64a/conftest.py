"""Round 64a's plugin run (``plugin64a``, allow-list on), run only with ``-m redteam``: module-scoped, one."""

from __future__ import annotations

import os

import pytest

from tests.adversarial.redteam.records import skip_unless_selected
from tests.adversarial.redteam.round64a import plugin64a

CONFIG = os.environ.get("PASSNET_R64A_CONFIG", "plain-root")


def pytest_collection_modifyitems(config, items):
    skip_unless_selected(config, items, "run64a", "round 64a's plugin run: select it with -m redteam")


@pytest.fixture(scope="module")
def run64a():
    """``r64a_alias_constexpr``, ``r64a_import_dodge``, ``r64a_version_dodge``, ``r64a_align_dodge`` and the honest twin
    in one run of the plugin as shipped (allow-list on), 3 trials."""
    return plugin64a.plugin_run(CONFIG, 3, plugin64a.DEFAULT_RUN)
