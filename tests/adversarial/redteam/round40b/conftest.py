"""Round 40b's plugin runs (``plugin40b``), run only with ``-m redteam``."""

from __future__ import annotations

import os

import pytest

from tests.adversarial.redteam.records import skip_unless_selected
from tests.adversarial.redteam.round40b import plugin40b


def pytest_collection_modifyitems(config, items):
    for fixture in ("clock_run40b", "warnings_run40b", "warnings_control40b"):
        skip_unless_selected(config, items, fixture, "round 40b's plugin runs: select them with -m redteam")


@pytest.fixture(scope="module")
def clock_run40b():
    """Every liar of ``plugin40b`` beside its honest twins in one run of the plugin (``PASSNET_R40B_CONFIG``, default
    plain-root; 5 trials, the CPU's default)."""
    return plugin40b.plugin_run(os.environ.get("PASSNET_R40B_CONFIG", "plain-root"), 5)


@pytest.fixture(scope="module")
def warnings_run40b():
    """An honest one-element relu and one whose calls take 30 s, under the user's ``-W error`` (about 4.5 minutes)."""
    return plugin40b.warnings_run(os.environ.get("PASSNET_R40B_CONFIG", "plain-root"), 5)


@pytest.fixture(scope="module")
def warnings_control40b():
    """The honest one-element relu alone under ``-W error``."""
    return plugin40b.warnings_run(os.environ.get("PASSNET_R40B_CONFIG", "plain-root"), 5, modes=("honest",))
