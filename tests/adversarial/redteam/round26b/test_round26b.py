"""Round 26b, quick (in-process, no child, about 10 s): the described trials (0f13c50b, ``described26b``) and the batch
hash (e86a01e3, ``hash26b``). Every attack of the round held: plain tests, on the mechanisms and on the product's own
``_new_trials`` and ``_drive`` (no timing asserted across runs)."""

from __future__ import annotations

import pytest

from pytest_passnet import pipeline
from pytest_passnet.result import Status
from tests.adversarial.redteam.round26b import described26b, hash26b

PLANS = 2000


def test_a_plan_describes_25_trials_with_the_16_audited_among_them():
    shape = described26b.plan_shape(PLANS)
    assert shape["audited_within_described"], shape
    assert 0.12 < shape["rate_min"] <= shape["rate_max"] < 0.20, shape  # every position alike: 16 of 100


@pytest.mark.parametrize("strategy", list(described26b.STRATEGIES))
def test_no_strategy_over_the_requests_moves_the_median_unaudited(strategy):
    """Held: whatever a child infers from the requests after each answer (a Describe, an Audit, or the next Trial), it
    lies on more than half of the trials only by lying on audited ones; the best strategy (honest until the last
    audit) lies on about 5 trials and needs all 16 audits among the first 49 trials: 1 in 401,976."""
    found = described26b.escape(strategy, PLANS)
    assert found["median_moved_uncaught"] == 0, found
    assert described26b.best_escape() < 1 / 400_000


def test_the_spent_audits_liar_lies_on_few_trials():
    found = described26b.escape("after_last_audit", PLANS)
    assert found["mean_lies"] < 8 and found["caught"] == 0, found


def test_the_descriptions_say_nothing_of_the_audits_to_come():
    """Held: after more unaudited descriptions than expected, and after fewer, a trial is audited as often as the
    audits seen alone say (the audited set is a uniform draw: the described-but-unaudited ones tell nothing more)."""
    leak = described26b.description_leak(PLANS)
    assert all(abs(group["residual"]) < 0.01 for group in leak.values()), leak


def test_the_spent_audits_liar_keeps_the_honest_median():
    """Held, through the product's ``_drive`` (CUDA's path, 100 trials, 25 described, 16 audited): the liar lies on
    every trial after the last audit, uncaught, and its claimed median is its calls' (the lies are too few)."""
    found = described26b.run_case("after_last_audit", described26b.STRATEGIES["after_last_audit"], guarded=False)
    assert found.status is Status.CORRECT, found.line()
    assert all(len(lies) < described26b.NEEDED for lies in found.lies), found.line()
    assert found.claimed_ms > 0.5 * found.call_ms, found.line()


def test_a_liar_on_most_trials_is_convicted_at_an_audit():
    found = described26b.run_case("half_liar", described26b.CASES["half_liar"], guarded=False)
    assert found.status is Status.CHEAT_DETECTED and pipeline.TIMED_CALL_AUDIT in found.detail, found.line()


@pytest.mark.parametrize("graph, liar", [(hash26b.SPLIT, hash26b.streamed_digests),
                                         (hash26b.QKV, hash26b.pipelined_digests),
                                         (hash26b.TWO_CHUNKS, hash26b.threaded_digests)],
                         ids=["streamed", "pipelined", "threaded"])
def test_the_hash_liars_answer_the_product_s_digests(graph, liar):
    """The liars' answers are the product's byte for byte (the audits cannot tell them); what they save is measured in
    ``hash26b`` (none on this host beyond the known copy of a view with gaps)."""
    assert hash26b.hash_times(graph, liar, repeats=1)["same_digests"]
