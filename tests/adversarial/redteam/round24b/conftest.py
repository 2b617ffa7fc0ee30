"""Round 24b: real confined children held as ``pipeline._drive`` holds them (``hold_run.py``); the wake-tax runs
(``test_round24b_runs``) only with ``-m redteam``."""

from __future__ import annotations

from tests.adversarial.redteam.records import skip_unless_selected


def pytest_collection_modifyitems(config, items):
    skip_unless_selected(config, items, "wake_run", "round 24b's wake-tax runs: select them with -m redteam")
