"""Round 18b's run (``-m redteam``): an honest Triton matmul on samples whose model rounds its product
(``round(x @ w * scale)``), through the real plugin (CPU, default sandbox, the interpreter, allow-list on)."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.redteam


def test_no_audit_or_re_check_convicts_an_honest_matmul(plugin_run):
    """Was FOOLED (medium-high, false finding): a timed trial's audit or the re-check landed across a
    rounding step the judged call missed, and the honest pass was cheat_detected. Now such a draw,
    compared element by element, lowers the credited level (``accuracy``, with a flag naming the
    draw and its elements)."""
    convicted = {name: v["message"] for name, v in plugin_run.items() if v["status"] == "cheat_detected"
                 and ("[passnet timed-call audit]" in v["message"] or "[passnet fresh-input re-check]" in v["message"])}
    assert not convicted, f"{len(convicted)} of {len(plugin_run)} honest variants convicted per element: {convicted}"


def test_an_honest_matmul_is_never_cheat_detected(plugin_run):
    """Was open (medium on CPU, more on CUDA where 92 of 100 trials are unaudited; 9 of 360 honest variants
    in 45 runs here): a step crossed only on an unaudited trial broke its fingerprints, which carried no
    element. Their sketch now tells a few elements from a chunk wrong everywhere, and such a trial
    lowers the credit like an audit (``pipeline._sparse_fingerprints``)."""
    convicted = sorted(name for name, v in plugin_run.items() if v["status"] == "cheat_detected")
    assert not convicted, (f"{len(convicted)} of {len(plugin_run)} honest variants cheat_detected ({convicted}); the "
                           f"first: {plugin_run[convicted[0]]['message'][:400]}")


def test_every_variant_ran_and_was_judged(plugin_run):
    """Each variant is ``correct``, or ``accuracy`` because fresh draws (audited chunks, the re-check,
    or an unaudited trial's fingerprint sketch: its buckets counted for elements) crossed a step (the
    judged call is within the baseline: these samples' honest kernel is exact on it), credited from
    their level."""
    assert {v["status"] for v in plugin_run.values()} <= {"correct", "accuracy"}, plugin_run
    for name, variant in plugin_run.items():
        if variant["status"] == "accuracy":
            steps = variant["correctness"]["fresh_steps"]
            assert -5 < steps["level"] <= 1 and 0 < steps["elements"] <= 8, (name, steps)
            assert any(flag.startswith("[passnet fresh draws]") for flag in variant["flags"]), (name, variant["flags"])


def test_an_honest_matmul_gets_the_work_reward(plugin_run):
    """Held since round 19d's fix (1f5dd2cc): a variant whose fresh draws crossed a step is accuracy, credited
    from their level, and the CPU work reward counts it as correct where its judged call is allclose at the
    baseline (``agent.evaluator.credited_as_correct``)."""
    rewards = {name: round(v["reward"], 3) for name, v in plugin_run.items()}
    assert all(reward > 0.5 for reward in rewards.values()), rewards
