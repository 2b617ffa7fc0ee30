"""Round 20b (cheap, in the normal suite): the audits after 1da1f7bc (a chunk beyond by its L2 alone is steps) and
8d0d89f3 (an audited chunk's steps compared with the commitment per bucket as the sketch sees them), and their
neighbours: stand-ins whose fingerprint is eager's, or eager's but for L2, without eager's values. One attempt at
CUDA's counts (100 trials, 8 audited), in-process.

Each FOOLED attack was a strict xfail asserting the secure behaviour (``raises=AssertionError``: a precondition that
fails raises something else, and fails the test); each held one asserts what held. All four FOOLED rows hold since the
keyed parts are drawn per position of a chunk and an L2 alone beyond is steps only where a few elements make its gap
(the README's "After the round").
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
    """A precondition: raises other than AssertionError, so that it fails the test, not the assertion."""
    if not condition:
        raise RuntimeError(f"precondition: {what}")


def _wrong_share(eager: torch.Tensor, compiled: torch.Tensor) -> float:
    atol, rtol = tolerance(BASELINE_LEVEL, "float32")
    return float((~torch.isclose(eager, compiled, atol=atol, rtol=rtol)).float().mean())


def _exact_answer(eager):
    return lambda seed, committed: eager(seed)[0].reshape(-1)


# -- a non-negative linear layer: L1, P and every bucket from the column sums ----------------------------------------
# Since the key is drawn per position of a chunk (the lead's fix for this round), the column sums give the chunk's L1
# (|y| = y) and nothing keyed: the stand-in's best claim from them puts each column's mean at each of its positions
# (``_column_sums_claim``). ``attacks20b``'s claims read the key of period PERIOD (``fingerprint._weights(seed)``: now
# the key of a chunk PERIOD long), which is no longer the chunk's.


def _column_sums_claim(seed: int, l2: float) -> list:
    """What a stand-in with the column sums commits: its column means' keyed parts, eager's L1 (a non-negative
    output's is its sum) and ``l2``."""
    x, w = a.linear_inputs(seed)
    columns = x.double().sum(0) @ w.double()
    entry = digest(((columns / a.ROWS).float().expand(a.ROWS, a.WIDTH).contiguous(),), seed)[0]
    entry[2], entry[3] = [float(columns.sum())], [l2]
    return [entry]


def _gram_l2(seed: int) -> float:
    x, w = a.linear_inputs(seed)
    return float(((x.double().T @ x.double()) * (w.double() @ w.double().T)).sum()) ** 0.5


def _sampled_l2(seed: int) -> float:
    """``attacks20b.sums_claim``'s L2: 64 rows of the product, the squares claimed 7 % over the estimate."""
    x, w = a.linear_inputs(seed)
    sample = (x[:a.SAMPLE_ROWS] @ w).double()
    return (float(sample.pow(2).sum()) * a.ROWS / a.SAMPLE_ROWS * a.L2_MARGIN) ** 0.5


@pytest.mark.slow
def test_a_non_negative_linear_stand_in_claiming_eagers_digest_is_not_correct():
    """Held since the key is drawn per position (was FOOLED, high for its class): no product on any timed trial,
    the digest from the column sums and the Gram matrices, every audit answered after the trial's span with
    eager's product. The column sums give eager's L1 and L2 still, not P or a bucket: the unaudited trials
    convict, and an audit's answer does not match the claim."""
    _require(all(v >= 0 for v in a.linear_eager(0)[0].reshape(-1)[:4096].tolist()), "a non-negative output")
    eager_print = digest(a.linear_eager(0), 0)[0]
    claim = _column_sums_claim(0, _gram_l2(0))[0]
    _require(abs(claim[2][0] - eager_print[2][0]) < 1e-6 * eager_print[2][0]
             and abs(claim[3][0] - eager_print[3][0]) < 1e-6 * eager_print[3][0], "the claim has eager's L1 and L2")
    assert not fingerprint.matches(claim, 0, a.linear_eager(0)[0].reshape(-1), 0, 0)
    unaudited = a.attempt(SEEDS[:20], a.linear_eager, lambda seed: _column_sums_claim(seed, _gram_l2(seed)), None, ())
    assert a.attempt_verdict(unaudited)[0] == "cheat_detected"
    trial_checks = a.attempt(SEEDS, a.linear_eager, lambda seed: _column_sums_claim(seed, _gram_l2(seed)),
                             _exact_answer(a.linear_eager), AUDITED)
    status, _, aggregated = a.full_verdict(trial_checks, a.linear_eager(JUDGED_SEED), 20.0)
    assert status != "correct", f"no product computed on any timed trial: {status}, AS {aggregated:.3g} at 20x"


def test_a_non_negative_linear_stand_in_fitting_its_l2_at_the_audits_is_convicted():
    """Held since the key is drawn per position (was FOOLED, medium-high): column sums and 64 rows (1/16 of the
    product) per timed trial, an L2 over-claimed; each audit answered untimed with eager's product, mass moved
    within one column to the claimed L2 (``attacks20b.fitted_answer``). The claim's P and sketch are not eager's:
    the unaudited trials and the audits convict."""
    commit = lambda seed: _column_sums_claim(seed, _sampled_l2(seed))  # noqa: E731
    assert a.attempt_verdict(a.attempt(SEEDS[:20], a.linear_eager, commit, None, ()))[0] == "cheat_detected"
    trial_checks = a.attempt(SEEDS, a.linear_eager, commit, a.fitted_answer, AUDITED)
    status, correctness, aggregated = a.full_verdict(trial_checks, a.linear_eager(JUDGED_SEED), 20.0)
    assert status == "cheat_detected", (f"1/16 of the product on every timed trial: {status}, credited from "
                                        f"{correctness.get('fresh_steps', {}).get('level')}, AS {aggregated:.3g} at 20x "
                                        "(convicted: 0.1)")


def test_an_l2_claimed_over_eagers_with_every_keyed_part_eagers_is_not_steps():
    """Round 20b's second fix, apart from the key: had a stand-in eager's L1, P and sketch, an L2 claimed 7 % over
    eager's squares is no gap a few elements make (``fingerprint._l2_gap_of_steps``), so it convicts where
    1da1f7bc read it as steps."""
    atol, rtol = tolerance(BASELINE_LEVEL, "float32")
    for seed in SEEDS[:10]:
        eager_print = digest(a.linear_eager(seed), seed)[0]
        claim = [list(part) if isinstance(part, list) else part for part in eager_print]
        claim[3] = [eager_print[3][0] * a.L2_MARGIN ** 0.5]
        assert fingerprint.sparse_chunks(eager_print, claim, seed, atol, rtol, output=0) is None


# -- a permutation within columns: sort(dim=0) answered by a copy ----------------------------------------------------


def test_a_copy_standing_in_for_a_sort_over_the_rows_is_not_correct():
    """Held since the key is drawn per position (was FOOLED, medium): timed calls return a copy of the input (its
    L1 and L2 are eager's; P and the sketch, keyed per position, see the order within columns); each audit is
    answered with the sort, computed then."""
    _require(_wrong_share(a.sort_eager(0)[0], a.sort_copy(0)[0]) > 0.99, "the copy is wrong almost everywhere")
    trial_checks = a.attempt(SEEDS, a.sort_eager, lambda seed: digest(a.sort_copy(seed), seed),
                             _exact_answer(a.sort_eager), AUDITED)
    status, _, aggregated = a.full_verdict(trial_checks, a.sort_eager(JUDGED_SEED), 20.0)
    assert status != "correct", f"a copy on every timed trial: {status}, AS {aggregated:.3g} at 20x"


# -- softmax over the rows: a constant with eager's L1, P and sketch ------------------------------------------------


@pytest.mark.slow
def test_an_unaudited_uniform_softmax_over_the_rows_is_convicted():
    """Held since the key is drawn per position (was FOOLED, low-medium): softmax(dim=0) answered by 1/ROWS
    everywhere, on unaudited trials. A bucket no longer sums whole columns, so its sum and L1 are no longer known
    from the columns' sums of 1 (51-58 of 64 beyond); the L2 gap alone (squares 0.25 against about 0.68) would
    still read as steps at this chunk's bucket slacks. At dcb69ae0: cheat_detected; at 3ca0cc22 lowered to t = -3."""
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
