"""Round 6b with the real plugin (allow-list on, default sandbox, Triton's interpreter) and the agent's
own verdict code on its report."""

from __future__ import annotations

import pytest

from agent.evaluator import WORK, verdict_from_report
from tests.adversarial.redteam.round6b import attacks6b

pytestmark = pytest.mark.redteam


def test_dead_matmul_run_is_correct_and_claims_the_dead_line(round6b_run):
    """The zeros kernel passes every check of the plugin, and the honest child claims line 7."""
    _, report = round6b_run
    (variant,) = report["variants"]
    assert variant["status"] == "correct", variant
    assert variant["replaced_lines"] == [attacks6b.DEAD_LINE]


@pytest.mark.xfail(strict=True, reason="FOOLED: dead_matmul: the agent's work reward pays 0.955 for a kernel "
                   "that writes zeros in place of a product no output reads (agent/work.py:_Walker.apply weighs "
                   "it, agent/patterns.py:confirmed_lines confirms it, agent/evaluator.py:work_reward asks only "
                   "that outputs are correct)")
def test_dead_matmul_reward_is_what_reaches_an_output(round6b_run):
    root, report = round6b_run
    evaluation = verdict_from_report(report, WORK, root)
    assert evaluation.reward < 0.05, evaluation.verdict
