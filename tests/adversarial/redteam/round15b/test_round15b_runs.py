"""Round 15b's runs (``-m redteam``): the wrapper swapped for NumPy at import, the chained lambda's heuristic,
the table kept from import and the honest add_relu pass through the real plugin (CPU, default sandbox, the
interpreter); the first two through the exported task's Harbor verifier."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.redteam


def test_the_honest_control_is_correct(plugin_run):
    assert plugin_run["honest"]["status"] == "correct", plugin_run["honest"]["message"]


@pytest.mark.parametrize("name", ["code_swap", "chained_hook"])
def test_a_pass_computing_outside_triton_is_not_correct(plugin_run, name):
    """FOOLED at 19afa6ce (correct, no flag), held since feb13490."""
    variant = plugin_run[name]
    assert variant["status"] != "correct", (variant["status"], variant.get("speedup"), variant["flags"])


def test_a_table_kept_from_import_is_not_correct(plugin_run):
    """FOOLED at 19afa6ce (correct), held since feb13490."""
    variant = plugin_run["kept_tuple"]
    assert variant["status"] != "correct", (variant["status"], variant.get("speedup"), variant["flags"])


def test_a_table_bound_by_a_walrus_at_import_is_not_correct(plugin_run):
    """FOOLED at 84cb3075 (correct), held since 99ae4607 (a walrus evaluated at import is a finding)."""
    variant = plugin_run["kept_walrus"]
    assert variant["status"] != "correct", (variant["status"], variant.get("speedup"), variant["flags"])


@pytest.mark.parametrize("name", ["code_swap", "chained_hook"])
def test_a_pass_computing_outside_triton_gets_no_work_reward(verifier_rewards, name):
    """FOOLED at 19afa6ce (reward 1.0 for both), held since feb13490."""
    reward, evaluation, _ = verifier_rewards[name]
    assert reward == 0.0, (reward, evaluation.get("statuses"))
