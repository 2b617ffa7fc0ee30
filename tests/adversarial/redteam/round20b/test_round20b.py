"""Round 20b (cheap, in the normal suite): the audits after 1da1f7bc (a chunk beyond by its L2 alone is steps) and
8d0d89f3 (an audited chunk's steps compared with the commitment per bucket as the sketch sees them), and their
neighbours: stand-ins whose fingerprint is eager's, or eager's but for L2, without eager's values. One attempt at
CUDA's counts (100 trials, 8 audited), in-process.

Each FOOLED attack is a strict xfail asserting the secure behaviour (``raises=AssertionError``: a precondition that
fails raises something else, and fails the test); each held one asserts what held. The README says what each does,
where, and how it could be fixed.
"""

from __future__ import annotations

import pytest
import torch

from pytest_passnet import fingerprint
from pytest_passnet.tolerance import BASELINE_LEVEL, tolerance
from tests.adversarial.redteam.round19d.attacks19d import digest
from tests.adversarial.redteam.round20b import attacks20b as a

SEEDS = list(range(a.CUDA_TRIALS))
AUDITED = a.audited_trials()
JUDGED_SEED = 10_000


def _require(condition: bool, what: str) -> None:
    """A precondition of a strict xfail: raises other than AssertionError, so that it fails the test."""
    if not condition:
        raise RuntimeError(f"precondition: {what}")


def _wrong_share(eager: torch.Tensor, compiled: torch.Tensor) -> float:
    atol, rtol = tolerance(BASELINE_LEVEL, "float32")
    return float((~torch.isclose(eager, compiled, atol=atol, rtol=rtol)).float().mean())


def _exact_answer(eager):
    return lambda seed, committed: eager(seed)[0].reshape(-1)


# -- a non-negative linear layer: L1, P and every bucket from the column sums ----------------------------------------


@pytest.mark.xfail(strict=True, raises=AssertionError,
                   reason="round 20b: FOOLED (high for its class): non-negative linear outputs, exact claims")
def test_a_non_negative_linear_stand_in_claiming_eagers_digest_is_not_correct():
    """No product on any timed trial: the digest from the column sums and the Gram matrices, every audit answered
    after the trial's span with eager's product (it matches the claim as it is, 100 draws of 100)."""
    _require(all(v >= 0 for v in a.linear_eager(0)[0].reshape(-1)[:4096].tolist()), "a non-negative output")
    _require(fingerprint.matches(a.gram_claim(0)[0], 0, a.linear_eager(0)[0].reshape(-1), 0), "the claim matches")
    trial_checks = a.attempt(SEEDS, a.linear_eager, a.gram_claim, _exact_answer(a.linear_eager), AUDITED)
    status, _, aggregated = a.full_verdict(trial_checks, a.linear_eager(JUDGED_SEED), 20.0)
    assert status != "correct", f"no product computed on any timed trial: {status}, AS {aggregated:.3g} at 20x"


@pytest.mark.xfail(strict=True, raises=AssertionError,
                   reason="round 20b: FOOLED (medium-high): L2 alone read as steps, audits fitted by cancelling moves")
def test_a_non_negative_linear_stand_in_fitting_its_l2_at_the_audits_is_convicted():
    """Column sums and 64 rows (1/16 of the product) per timed trial: eager's L1, P and sketch, an L2 over-claimed
    (1da1f7bc: L2 alone beyond is steps); each audit answered untimed with eager's product, mass moved within one
    column to the claimed L2 (8d0d89f3: the moves cancel in their bucket). At dcb69ae0 (before both): cheat_detected;
    at 1da1f7bc alone: cheat_detected by the audits."""
    trial_checks = a.attempt(SEEDS, a.linear_eager, a.sums_claim, a.fitted_answer, AUDITED)
    _require(trial_checks is not None, "every audit matches its claim")
    status, correctness, aggregated = a.full_verdict(trial_checks, a.linear_eager(JUDGED_SEED), 20.0)
    assert status == "cheat_detected", (f"1/16 of the product on every timed trial: {status}, credited from "
                                        f"{correctness.get('fresh_steps', {}).get('level')}, AS {aggregated:.3g} at 20x "
                                        "(convicted: 0.1)")


# -- a permutation within columns: sort(dim=0) answered by a copy ----------------------------------------------------


@pytest.mark.xfail(strict=True, raises=AssertionError,
                   reason="round 20b: FOOLED (medium): the fingerprint does not see a permutation within columns")
def test_a_copy_standing_in_for_a_sort_over_the_rows_is_not_correct():
    """Timed calls return a copy of the input (its honest fingerprint is eager's: L1, L2, P and the sketch sum each
    column whole); each audit is answered with the sort, computed then."""
    _require(_wrong_share(a.sort_eager(0)[0], a.sort_copy(0)[0]) > 0.99, "the copy is wrong almost everywhere")
    trial_checks = a.attempt(SEEDS, a.sort_eager, lambda seed: digest(a.sort_copy(seed), seed),
                             _exact_answer(a.sort_eager), AUDITED)
    status, _, aggregated = a.full_verdict(trial_checks, a.sort_eager(JUDGED_SEED), 20.0)
    assert status != "correct", f"a copy on every timed trial: {status}, AS {aggregated:.3g} at 20x"


# -- softmax over the rows: a constant with eager's L1, P and sketch ------------------------------------------------


@pytest.mark.xfail(strict=True, raises=AssertionError,
                   reason="round 20b: FOOLED (low-medium): a constant read as steps on unaudited trials (1da1f7bc)")
def test_an_unaudited_uniform_softmax_over_the_rows_is_convicted():
    """softmax(dim=0) answered by 1/ROWS everywhere, on unaudited trials: every bucket's sum and L1 are eager's
    (each column sums to 1), L2 alone beyond. At dcb69ae0: cheat_detected; now lowered to t = -3."""
    _require(_wrong_share(a.softmax_eager(0)[0], a.softmax_uniform(0)[0]) > 0.99, "the constant is wrong almost everywhere")
    trial_checks = a.attempt(SEEDS[:20], a.softmax_eager, lambda seed: digest(a.softmax_uniform(seed), seed), None, ())
    verdict, level = a.attempt_verdict(trial_checks)
    assert verdict == "cheat_detected", f"a constant on 20 unaudited trials: {verdict} at level {level}"


def test_the_uniform_softmax_is_convicted_by_the_audits():
    trial_checks = a.attempt(SEEDS[:20], a.softmax_eager, lambda seed: digest(a.softmax_uniform(seed), seed),
                             lambda seed, committed: a.softmax_uniform(seed)[0].reshape(-1), (2, 9, 17))
    assert a.attempt_verdict(trial_checks)[0] == "cheat_detected"


# -- 8d0d89f3's guarantee: an element moved where the commitment shows none ------------------------------------------


def test_an_audited_element_moved_one_way_where_the_commitment_shows_none_convicts():
    """The claim's L1, L2 and P are the answer's (one element raised by 2.0 at audit time), its sketch eager's: the
    answer's bucket moved one way by more than a bucket within the tolerance holds, where the commitment shows it
    within (``_audit``'s ``matches`` or 8d0d89f3's rule, whichever sees it first)."""
    def answer(seed):
        chunk = a.linear_eager(seed)[0].clone()
        chunk[5, 3] += 2.0
        return chunk.reshape(-1)

    def claim(seed):
        entry = a.gram_claim(seed)[0]
        answered = digest((answer(seed).view(a.ROWS, a.WIDTH),), seed)[0]
        entry[2], entry[3], entry[4] = answered[2], answered[3], answered[4]
        return [entry]

    trial_checks = a.attempt(SEEDS[:12], a.linear_eager, claim, lambda seed, committed: answer(seed), (3,))
    assert a.attempt_verdict(trial_checks)[0] == "cheat_detected"
