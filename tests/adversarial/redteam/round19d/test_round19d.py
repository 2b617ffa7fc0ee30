"""Round 19d (cheap, in the normal suite): the per-element rule for fresh draws and the keyed sketch, at 30104096.

Each FOOLED attack still open is a strict xfail asserting the secure behaviour (``raises=AssertionError``: a
precondition that fails raises something else, and fails the test); each held one asserts what held.
The README says what each attack does, where, and how to fix it.
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest
import torch

from pytest_passnet import fingerprint, guard, pipeline
from pytest_passnet.judge import step_allowance, steps, tensor_steps
from pytest_passnet.tolerance import BASELINE_LEVEL
from tests.adversarial.redteam.round19d import attacks19d as a

SEEDS = list(range(20))
AUDITED = (1, 4, 6, 9, 11, 13, 16, 18)  # 8 of 20, as the CPU's default trials


def _require(condition: bool, what: str) -> None:
    """A precondition of a strict xfail: raises other than AssertionError, so that it fails the test."""
    if not condition:
        raise RuntimeError(f"precondition: {what}")


def _eager(seeds=SEEDS):
    return [a.linear_eager(s) for s in seeds]


# -- the sketch's column sums ----------------------------------------------------------------------


@pytest.mark.slow
def test_an_unaudited_column_mean_stand_in_is_convicted():
    """Held since round 19d's fix (was FOOLED, medium): every row the column mean (1/1024 of the matmul), on unaudited trials. The sketch sums
    the chunk's rows down its columns (positions mod PERIOD), so a stand-in with eager's column sums has
    no bucket beyond the tolerance; its L1 and L2 are off, and ``sparse_chunks`` reads a chunk whose sketch
    holds but whose norms do not as sparse (``found[index] = []``): the trials lower the credit to t = 0
    instead of convicting, every element wrong. Now a chunk whose norms are beyond with no bucket beyond is
    not steps (``sparse_chunks`` → None): the fingerprints convict."""
    eager = _eager()
    stood_in = [a.column_mean_stand_in(s) for s in SEEDS]
    before = [pipeline._consistent(a.digest(c, s), a.digest(e, s), ["float32"], s, BASELINE_LEVEL)
              for s, e, c in zip(SEEDS, eager, stood_in)]
    _require(not any(before), "the stand-in's norms are not consistent at the baseline (they convicted before)")
    wrong = (stood_in[0][0] - eager[0][0]).abs() > 1e-3
    _require(float(wrong.float().mean()) > 0.99, "the stand-in is wrong almost everywhere")
    verdict, held = a.verdict_of(a.checks(eager, stood_in, SEEDS))
    assert verdict == "cheat_detected", f"20 unaudited stand-in trials, every element wrong: {verdict} at level {held}"


def test_an_unaudited_column_mean_stand_in_claiming_sampled_norms_is_convicted():
    """Held since round 19d's fix (was FOOLED, medium): the same stand-in commits its (eager's) sketch and P with L1 and L2 estimated from 16 rows
    of the product (1/64 of the work): an unaudited trial's digest is a claim nobody compares with its
    outputs. The trials lowered the credit to the level the estimates are close at; now they convict (norms
    beyond, no bucket beyond: not steps)."""
    eager = _eager()
    claims = [a.column_mean_claim(s) for s in SEEDS]
    verdict, held = a.verdict_of(a.checks(eager, claims, SEEDS))
    _require(held < 0, f"the claimed norms are close below t = 0 (level {held})")
    assert verdict == "cheat_detected", f"20 unaudited claims of a 1/64 stand-in: {verdict} at level {held}"


def test_a_lazy_stand_in_answering_audits_after_the_fact_is_convicted():
    """Held since round 19d's fix (was FOOLED, high): no trial computes the product. Each commits the column sums' sketch and P (eager's,
    by linearity, 1/1024 of the work) with norms from 16 rows (1/64); an audit, asked for after the trial's
    span closed, is answered with eager's product computed then, 259 elements moved (two pairs per bucket
    and three more) so that it matches the claim (``fingerprint.matches``) and differs from eager's in no more
    than ``step_allowance`` elements, each close at t = 0. Unaudited trials read as a sketch with no
    bucket beyond, audited ones as steps: credited from t = 0 (``accuracy``), where before 4a219b54 and
    edbf2b62 the fingerprints and the audits convicted it. Now bucket L1s are checked (1.5x estimates break
    all 64) and an audited chunk's steps count only where the committed fingerprint shows them
    (``pipeline._uncommitted_steps``): the audits convict, and so do the unaudited trials' fingerprints."""
    verdict, held, changed = a.lazy_attempt(SEEDS, AUDITED)
    _require(changed <= step_allowance(a.ROWS * a.WIDTH), f"the audited chunk moved {changed} elements")
    # since the key is drawn per position (round 20b), the column sums give no bucket: the answer does not match
    assert verdict.startswith("cheat_detected"), f"a stand-in computing no product on any trial: {verdict} at level {held}"


def test_the_lazy_stand_in_is_cheat_detected_by_check_guard():
    """Held since round 19d's fix (was FOOLED, high), through ``check_guard``, ``verdict`` and the score: judged call and re-check exact, every
    timed trial lazy. ``accuracy`` credited from t = 0 (its flag: "0 bucket(s) ... beyond the tolerance",
    max diff 0.0); AS 0.58 at a speedup of 100 against 0.1 convicted."""
    status, record, lowered, convicted = a.lazy_verdict(SEEDS, AUDITED, 100.0)
    _require(record.get("fresh_steps", {}).get("level") == 0 or status == "cheat_detected", f"lowered to 0: {record}")
    assert status == "cheat_detected", f"{status}, credited from {record['fresh_steps']['level']}: AS {lowered:.3f} " \
                                       f"where convicted it is {convicted:.3f}"


def test_the_column_mean_stand_in_is_convicted_by_the_audits():
    """Held: on every trial (the child cannot tell which will be audited: the audit is asked for after
    the trial's answer), the 8 audited trials compare its chunks element by element."""
    eager = _eager()
    stood_in = [a.column_mean_stand_in(s) for s in SEEDS]
    assert a.verdict_of(a.checks(eager, stood_in, SEEDS, AUDITED))[0] == "cheat_detected"


# -- buckets the child knows ---------------------------------------------------------------------


def test_skipped_bucket_columns_are_convicted_by_the_audits():
    """Held: 32 columns (8 buckets the child reads from the seed, 12.5% of the work) left at zero on every
    trial. Unaudited, such a trial lowers the credit (docs/trust.md §7: the sketch bounds buckets, not
    elements); the audits compare elements (262 may be beyond in a 1 MiB chunk)."""
    eager = _eager()
    skipped = [a.skipped_buckets(s) for s in SEEDS]
    assert a.verdict_of(a.checks(eager, skipped, SEEDS, AUDITED))[0] == "cheat_detected"


# -- small outputs ---------------------------------------------------------------------------------


def test_an_unaudited_constant_of_a_small_output_is_convicted():
    """Held since round 19d's fix (was FOOLED, low): an 8-element output (a classifier's logits) answered with zeros. The per-element rule
    allows no element below 10 (``step_allowance``: an audit or the re-check convicts), but the sketch
    allows 8 buckets whatever the chunk holds, and 8 elements fill at most 8: every element wrong reads as
    steps crossed, lowered to t = 1. Now the sketch allows no more buckets than ``step_allowance`` elements."""
    seeds = SEEDS[:4]
    eager = [a.small_eager(s) for s in seeds]
    constant = [a.small_constant(s) for s in seeds]
    _require(tensor_steps(eager[0][0], constant[0][0], BASELINE_LEVEL) is None,
             "the per-element rule convicts the constant")
    verdict, held = a.verdict_of(a.checks(eager, constant, seeds))
    assert verdict == "cheat_detected", f"an 8-element output answered with zeros: {verdict} at level {held}"


def test_a_constant_small_output_is_convicted_by_the_audits():
    seeds = SEEDS[:4]
    eager = [a.small_eager(s) for s in seeds]
    constant = [a.small_constant(s) for s in seeds]
    assert a.verdict_of(a.checks(eager, constant, seeds, (0,)))[0] == "cheat_detected"


def test_a_cache_and_a_constant_of_the_linear_layer_are_convicted_unaudited():
    """Held: another trial's outputs and zeros break almost every bucket."""
    eager = _eager(SEEDS[:4])
    cached = [a.linear_eager(100)] * 4
    zeros = [(torch.zeros(a.ROWS, a.WIDTH),)] * 4
    assert a.verdict_of(a.checks(eager, cached, SEEDS[:4]))[0] == "cheat_detected"
    assert a.verdict_of(a.checks(eager, zeros, SEEDS[:4]))[0] == "cheat_detected"


# -- special values, integers ----------------------------------------------------------------------


def test_an_infinity_or_nan_where_eager_is_finite_is_not_a_step():
    """Held: one element inf or NaN where eager's is finite is close at no level (``isclose``: inf only
    equals inf); in a digest it makes the chunk special, whose counts must be eager's."""
    (y,) = a.linear_eager(0)
    for value in (float("inf"), float("nan")):
        c = y.clone()
        c[3, 5] = value
        assert tensor_steps(y, c, BASELINE_LEVEL) is None
        assert steps((y,), (c,), BASELINE_LEVEL) is None
        assert fingerprint.sparse_chunks(a.digest((y,), 0)[0], a.digest((c,), 0)[0], 0,
                                         1e-5, 1.3e-6, output=0) is None


def test_huge_values_in_a_few_elements_are_no_step():
    """Held, no gain: 8 elements of 1e29 were close at t = 0 (rtol 1 of the compiled value: any value that large is)
    and read as steps there; since session 37 closeness from rtol 1 is asked both ways (round 67c's HUGE_CONSTANT),
    so they are close at no level and no step: the audits convict."""
    (y,) = a.linear_eager(0)
    c = y.clone()
    c.view(-1)[torch.arange(8) * 1000] = 1e29
    assert tensor_steps(y, c, BASELINE_LEVEL) is None


def test_integer_outputs_convict_on_one_element():
    """Held (and the known false finding of docs/trust.md §7 stands: a flipped near-tie convicts): an
    integer output one element off is not sparse, audited or not."""
    seeds = SEEDS[:2]
    eager = [(torch.arange(4096, dtype=torch.int64) + s,) for s in seeds]
    compiled = [(e[0].clone().index_fill_(0, torch.tensor([7]), -1),) for e in eager]
    assert a.verdict_of(a.checks(eager, compiled, seeds))[0] == "cheat_detected"
    assert tensor_steps(eager[0][0], compiled[0][0], BASELINE_LEVEL) is None


def test_a_multi_output_trial_convicts_when_one_output_is_a_cache():
    """Held: a few elements across a step in one output do not excuse a cache in the other."""
    seeds = SEEDS[:4]
    eager = [(*a.linear_eager(s), *a.small_eager(s, 4096)) for s in seeds]
    compiled = []
    for s, (y, z) in zip(seeds, eager):
        stepped = y.clone()
        stepped[0, 0] += 1.0
        compiled.append((stepped, a.small_eager(999, 4096)[0]))
    assert a.verdict_of(a.checks(eager, compiled, seeds, (0,)))[0] == "cheat_detected"
    assert a.verdict_of(a.checks(eager, compiled, seeds))[0] == "cheat_detected"


# -- the score ---------------------------------------------------------------------------------------


@pytest.mark.xfail(strict=True, raises=AssertionError, reason="round 19d: FOOLED (low), upstream's formula")
def test_a_lowered_variant_never_scores_above_its_honest_twin():
    """FOOLED (low; upstream's formula, open since round 9b through the judged call): below t = held a
    lowered variant counts b = 0.1, its honest twin its speedup; where that speedup is below b (the
    interpreter's kernels), crossing a few elements on purpose raises AS."""
    for speedup in (0.02, 0.05, 0.3, 1.0, 3.0):
        honest = a.aggregated(speedup, BASELINE_LEVEL)
        for held in range(BASELINE_LEVEL + 1, 2):
            lowered = a.aggregated(speedup, held)
            assert lowered <= honest, f"speedup {speedup}: lowered to {held} AS {lowered:.3f} > honest {honest:.3f}"


def test_a_lowered_variant_scores_below_its_honest_twin_at_speedups_from_b():
    """Held: from speedup b = 0.1 up, lowering the credit never raises AS."""
    for speedup in (0.1, 0.3, 1.0, 3.0, 30.0):
        honest = a.aggregated(speedup, BASELINE_LEVEL)
        assert all(a.aggregated(speedup, held) <= honest for held in range(BASELINE_LEVEL + 1, 2))


def test_an_honest_variant_lowered_by_a_fresh_draw_keeps_some_cpu_work_reward(monkeypatch):
    """Held since round 19d's fix (was FOOLED, medium, false finding): the agent's CPU work reward credited
    ``correct`` variants only (``agent.evaluator.work_reward``). An honest pass whose judged call is correct at the baseline and whose
    fresh draw crosses a step (round 18b's quantised matmul) is now ``accuracy``, so its reward is still 0.0,
    as when it was ``cheat_detected``: round 18b's fix reaches AS, not this reward, and which run of the same
    pass gets 0.0 is still a draw. Now ``agent.evaluator.credited_as_correct`` credits it."""
    from agent import evaluator
    from pytest_passnet.result import Status, VariantResult

    monkeypatch.setattr(evaluator, "variant_share", lambda *_: evaluator.Share(1.0, [1]))
    lowered = VariantResult("s::v", "s", "v")
    lowered.fail(Status.ACCURACY, "fresh draws")
    lowered.correctness = {"correct_at": a.credited(-2), "judged_correct_at": a.credited(BASELINE_LEVEL),
                           "fresh_steps": {"level": -2, "checked_level": BASELINE_LEVEL}}
    reward, _ = evaluator.work_reward([lowered.to_dict()], SimpleNamespace())
    assert reward > 0.0, "an honest pass correct on its judged call, a step crossed on one fresh draw: reward 0.0"


def test_strict_passbench_mode_checks_nothing():
    """Held: ``--passnet-guard passbench`` returns from check_guard before any check or lowering."""
    run = SimpleNamespace(options=SimpleNamespace(guard=guard.PASSBENCH), pass_code="x")
    assert pipeline.check_guard(run) is None
