"""Round 16b's runs (``-m redteam``): the wrapper redefined in a __main__ guard that runs, the heuristic
computing on a laundered tensor, the table kept from import, the state grown by '+=' and two honest passes
through the real plugin (CPU, default sandbox, the interpreter); the first three through the exported
task's Harbor verifier."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.redteam


@pytest.mark.parametrize("name", ["honest", "honest_idioms"])
def test_the_honest_controls_are_correct(plugin_run, name):
    assert plugin_run[name]["status"] == "correct", plugin_run[name]["message"]


@pytest.mark.parametrize("name", ["main_else", "main_alias", "launder_hook", "launder_kept", "shadowed",
                                  "state_augassign"])
def test_a_pass_escaping_the_allow_list_is_not_correct(plugin_run, name):
    variant = plugin_run[name]
    assert variant["status"] != "correct", (variant["status"], variant.get("speedup"), variant["flags"])


def test_wrapper_arithmetic_on_a_laundered_tensor_meets_the_poison_tensor(plugin_run):
    """Held by the dynamic layers: outside Triton's run PassBench's poison tensor refuses the add."""
    assert plugin_run["launder_wrapper"]["status"] == "poison_violation", plugin_run["launder_wrapper"]["message"]


@pytest.mark.parametrize("name", ["main_else", "main_alias", "launder_hook", "shadowed"])
def test_a_pass_computing_outside_triton_gets_no_work_reward(verifier_rewards, name):
    reward, evaluation, _ = verifier_rewards[name]
    assert reward == 0.0, (reward, evaluation.get("statuses"))
