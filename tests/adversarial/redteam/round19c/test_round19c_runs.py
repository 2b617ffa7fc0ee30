"""Round 19c's runs (``-m redteam``): kernel code naming the interpreter's globals, ``tl.str_to_ty``'s eval, the lists
reaching a kernel through a starred target and a nested function's default, the autotune whose pruning hook drops its
Configs' keys, and the honest add_relu pass through the real plugin (CPU, default sandbox, the interpreter); three of
them through the exported task's Harbor verifier."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.round19c import attacks19c

pytestmark = pytest.mark.redteam


def test_the_honest_control_is_correct(plugin_run):
    assert plugin_run["honest"]["status"] == "correct", plugin_run["honest"]["message"]


@pytest.mark.parametrize("name", sorted(set(attacks19c.PLUGIN_PASSES) - {"honest"}))
def test_a_pass_escaping_the_allow_list_is_not_correct(plugin_run, name):
    variant = plugin_run[name]
    assert variant["status"] != "correct", (variant["status"], variant.get("speedup"), variant["flags"])


@pytest.mark.parametrize("name", attacks19c.VERIFIED)
def test_a_pass_computing_outside_triton_gets_no_work_reward(verifier_rewards, name):
    reward, evaluation, _ = verifier_rewards[name]
    assert reward == 0.0, (reward, evaluation.get("statuses"))
