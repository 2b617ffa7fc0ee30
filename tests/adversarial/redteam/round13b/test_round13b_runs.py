"""Round 13b's verifier runs (``-m redteam``): the exported add_relu task's tests/test.sh, as Harbor's
separate verifier runs it, on a pass whose Triton heuristic is ``pattern`` (torch computes the outputs,
the kernel copies one element onto itself) and on the agent fixture's honest Triton pass."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.redteam


def test_the_honest_pass_is_rewarded(verifier_runs):
    reward, evaluation, output = verifier_runs["honest"]
    assert reward > 0, (evaluation, output)


def test_a_pass_that_computes_in_a_triton_heuristic_gets_no_reward(verifier_runs):
    reward, evaluation, output = verifier_runs["heuristic"]
    if not evaluation:
        raise RuntimeError(f"the verifier wrote no evaluation: {output}")
    assert reward == 0.0, f"reward {reward}: {evaluation.get('verdict')}"
