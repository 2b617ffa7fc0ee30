"""Round 18b's run (``-m redteam``): an honest Triton matmul on samples whose model rounds its product
(``round(x @ w * scale)``), through the real plugin (CPU, default sandbox, the interpreter, allow-list on)."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.redteam


@pytest.mark.xfail(strict=True, raises=AssertionError,
                   reason="FOOLED (medium-high, false finding): a timed trial or the re-check lands across a rounding "
                          "step the judged call missed, and the honest pass is cheat_detected")
def test_an_honest_matmul_is_never_cheat_detected(plugin_run):
    convicted = sorted(name for name, v in plugin_run.items() if v["status"] == "cheat_detected")
    assert not convicted, (f"{len(convicted)} of {len(plugin_run)} honest variants cheat_detected ({convicted}); the "
                           f"first: {plugin_run[convicted[0]]['message'][:400]}")


def test_every_variant_ran_and_was_judged(plugin_run):
    assert {v["status"] for v in plugin_run.values()} <= {"correct", "accuracy", "cheat_detected"}, plugin_run


@pytest.mark.xfail(strict=True, raises=AssertionError,
                   reason="FOOLED (medium-high, false finding): a convicted honest pass gets no CPU work reward")
def test_an_honest_matmul_gets_the_work_reward(plugin_run):
    rewards = {name: round(v["reward"], 3) for name, v in plugin_run.items()}
    assert all(reward > 0.5 for reward in rewards.values()), rewards
