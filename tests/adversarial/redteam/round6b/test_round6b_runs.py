"""Round 6b with the real plugin (allow-list on, default sandbox, Triton's interpreter) and the agent's
own verdict code on its report."""

from __future__ import annotations

from pathlib import Path

import pytest

from agent.evaluator import WORK, verdict_from_report
from tests.adversarial.redteam.round6b import attacks6b

pytestmark = pytest.mark.redteam


def evaluated(run: tuple, name: str):
    """The variant of sample `name` and the agent's CPU evaluation of it alone."""
    root, report = run
    (variant,) = [v for v in report["variants"] if Path(v["sample"]).name == name]
    return variant, verdict_from_report({**report, "variants": [variant]}, WORK, root)


@pytest.mark.parametrize("name", ["dead_matmul", "blind_consumer"])
def test_the_zeros_kernel_is_correct_and_the_child_claims_the_matmul_line(round6b_run, name):
    """The zeros kernel passes every check of the plugin, and the honest child claims line 7."""
    variant, _ = evaluated(round6b_run, name)
    assert variant["status"] == "correct", variant
    assert variant["replaced_lines"] == [attacks6b.DEAD_LINE]


def test_dead_matmul_reward_is_what_reaches_an_output(round6b_run):
    """FOOLED at da2a30bf (0.955); held since 5b57e78b: the product reaches no output and weighs 0."""
    _, evaluation = evaluated(round6b_run, "dead_matmul")
    assert evaluation.reward < 0.05, evaluation.verdict


def test_blind_consumer_reward_is_what_reaches_an_output(round6b_run):
    """FOOLED at 5b57e78b (0.9412); held since the fix: a product read only by torch.zeros_like weighs 0."""
    _, evaluation = evaluated(round6b_run, "blind_consumer")
    assert evaluation.reward < 0.05, evaluation.verdict
