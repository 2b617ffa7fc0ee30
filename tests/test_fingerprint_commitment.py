"""What a trial commits must carry its own steps (red team round 19d): a bucket's L1 is checked as its sum
is (``fingerprint.bucket_gaps``), a chunk whose L1 or P is beyond the tolerance with no bucket beyond is not
steps (its L2 alone may be: red team round 19g), a small output allows no bucket (``judge.step_allowance``),
and an audited chunk's steps lower the credit only where the trial's committed fingerprint shows them, as
its sketch sees them (``pipeline._uncommitted_steps``)."""

from __future__ import annotations

import torch

from pytest_passnet import fingerprint as fp
from pytest_passnet import pipeline
from pytest_passnet.options import Options
from pytest_passnet.result import VariantResult
from pytest_passnet.tolerance import BASELINE_LEVEL, tolerance

SEED = 11
ATOL, RTOL = tolerance(BASELINE_LEVEL, "float32")


def _print(output: torch.Tensor, seed: int = SEED) -> list:
    return fp.keyed((output,), seed, fp.fingerprint((output,)))[0]


def _rounded(seed: int = 0, shape=(64, 64), scale: float = 1000) -> torch.Tensor:
    """A quantised model's output: round(y * scale)."""
    return torch.round(torch.randn(shape, generator=torch.Generator().manual_seed(seed)) * scale)


def _bucket(position: int, length: int = 4096, seed: int = SEED) -> int:
    """A position's bucket in a chunk ``length`` long (``_rounded``'s default output is one chunk of 4096)."""
    return int(fp._weights(seed, length, output=0)[2][position])


def _twins(position: int, length: int = 4096, seed: int = SEED) -> torch.Tensor:
    """The positions of a chunk ``length`` long with ``position``'s bucket and P's sign (itself included)."""
    signs, _, buckets = fp._weights(seed, length, output=0)
    return ((buckets == buckets[position]) & (signs == signs[position])).nonzero().flatten()


def test_a_bucket_whose_l1_alone_is_beyond_the_tolerance_is_a_gap():
    """+d on a non-negative element, -d on a non-positive one of the same bucket and sign: the bucket's signed
    sum (and P) stay eager's, its L1 grows by 2d (round 19d's lazy answer moved pairs so)."""
    eager = _rounded().reshape(-1)
    twins = _twins(5)
    up, down = int(twins[eager[twins].argmax()]), int(twins[eager[twins].argmin()])
    compiled = eager.clone()
    compiled[up] += 40
    compiled[down] -= 40
    gaps = fp.bucket_gaps(_print(eager), _print(compiled), SEED, 0, ATOL, RTOL, output=0)
    assert list(gaps) == [_bucket(5)] and abs(gaps[_bucket(5)] - 80) < 1e-3


def _claim(eager: list, field: int, by: float) -> list:
    """Eager's fingerprint with one chunk-wide field (2: L1, 3: L2, 4: P) of chunk 0 moved by ``by``."""
    claim = [list(entry) if isinstance(entry, list) else entry for entry in eager]
    claim[field][0] += by
    return claim


def test_l1_or_p_beyond_the_tolerance_with_no_bucket_beyond_is_not_steps():
    """A committed L1 or P eager's outputs cannot have, every bucket eager's: not a few elements across a
    step (an element that takes them beyond takes its bucket beyond), so the trial convicts instead of
    lowering the credit."""
    eager = _print(_rounded().reshape(-1))
    for field in (2, 4):
        claim = _claim(eager, field, 0.01 * eager[2][0])
        assert fp.bucket_gaps(eager, claim, SEED, 0, ATOL, RTOL, output=0) == {}
        assert fp.sparse_chunks(eager, claim, SEED, ATOL, RTOL, output=0) is None


def test_an_l2_alone_beyond_the_tolerance_is_steps_only_where_a_few_elements_make_its_gap():
    """L2's bound is not a bucket's: a step on an element that dominates the chunk's squares breaks L2 and
    no bucket (red team round 19g), so the chunk is read as steps with no bucket beyond; an L2 claimed over
    eager's by a share of its squares is not (round 20b: what ``step_allowance`` elements, each moved no
    further than its bucket holds, cannot make), nor is a committed L2 that is not a number."""
    eager = _print(_rounded().reshape(-1))
    l2 = eager[3][0]
    slack = max(fp.bucket_slacks(eager, eager, SEED, 0, ATOL, RTOL, output=0))
    one_step = (l2 * l2 + 2 * slack * 2 * l2) ** 0.5 - l2  # the chunk's whole L2 on one element, moved 2 slacks
    assert fp.sparse_chunks(eager, _claim(eager, 3, one_step), SEED, ATOL, RTOL, output=0) == {0: {}}
    assert fp.sparse_chunks(eager, _claim(eager, 3, 0.01 * l2), SEED, ATOL, RTOL, output=0) is None
    assert fp.sparse_chunks(eager, _claim(eager, 3, float("inf")), SEED, ATOL, RTOL, output=0) is None


def _outlier(step: float = 0.01, value: float = 300.0) -> tuple[torch.Tensor, torch.Tensor]:
    """N(0, 1) float32 (one 1 MiB chunk) with one element ``value``, and the same a step across on it."""
    eager = torch.randn(1024, 256, generator=torch.Generator().manual_seed(5))
    eager[3, 10] = value
    stepped = eager.clone()
    stepped[3, 10] += step
    return eager, stepped


def test_an_unaudited_step_on_an_outlier_lowers_the_credit():
    """The step moves the squares by 2 * 300 * 0.01 = 6, beyond L2's bound at the baseline (about 5), while its
    bucket of 4,096 elements holds 0.01: one chunk with no bucket beyond, one element at least, lowered."""
    eager, stepped = _outlier()
    e, c = _print(eager), _print(stepped)
    assert fp.bucket_gaps(e, c, SEED, 0, ATOL, RTOL, output=0) == {} and fp.sparse_chunks(e, c, SEED, ATOL, RTOL, output=0) == {0: {}}
    [(where, steps)] = pipeline._trial_checks(_run(eager), _trials(stepped), _trials(eager), BASELINE_LEVEL).steps
    assert "no bucket but the L2 norm beyond the tolerance in chunk 0 of output 0" in where
    assert steps.elements == 1 and steps.compared == eager.numel() and BASELINE_LEVEL < steps.level < 0
    assert 0 < steps.max_diff <= 0.01


def test_an_audited_step_on_an_outlier_lowers_the_credit():
    eager, stepped = _outlier()
    checks = _audited(eager, stepped, stepped)
    assert not checks.findings and len(checks.steps) == 2  # its fingerprints and its audited chunk
    assert checks.convicting(max(steps.level for _, steps in checks.steps)) == []


def test_a_small_output_allows_no_bucket_beyond_the_tolerance():
    """The per-element rule allows no element of fewer than 10 (``judge.step_allowance``); nor does the sketch."""
    eager = torch.randn(8, generator=torch.Generator().manual_seed(3))
    stepped = eager.clone()
    stepped[2] += 1
    assert fp.sparse_chunks(_print(eager), _print(stepped), SEED, ATOL, RTOL, output=0) is None
    assert fp.sparse_chunks(_print(torch.zeros(8) + eager), _print(torch.zeros(8)), SEED, ATOL, RTOL, output=0) is None


def _run(eager: torch.Tensor) -> pipeline.Run:
    run = pipeline.Run(None, VariantResult("s::v", "s", "v"), Options())
    run.eager_out = run.compiled_out = (eager,)
    return run


def _trials(digest_of: torch.Tensor, chunk: torch.Tensor | None = None) -> pipeline.Trials:
    """One timed trial's: its digest of ``digest_of``, and ``chunk`` as its audit's answer (None: unaudited)."""
    trials = pipeline.Trials([SEED], {} if chunk is None else {0: None},
                             chunks={} if chunk is None else {(0, 0, 0): chunk.reshape(-1).clone()})
    trials.digests.append(fp.keyed((digest_of,), SEED, fp.fingerprint((digest_of,))))
    trials.layouts.append(([], []))
    return trials


def _audited(eager: torch.Tensor, committed: torch.Tensor, answered: torch.Tensor) -> pipeline.TrialChecks:
    """One timed trial, audited: eager's outputs, what the compiled side committed, the chunk it answered."""
    return pipeline._trial_checks(_run(eager), _trials(committed, answered), _trials(eager, eager), BASELINE_LEVEL)


def test_an_audited_honest_step_lowers_the_credit():
    eager = _rounded()
    stepped = eager.clone()
    stepped.view(-1)[17] += 1
    checks = _audited(eager, stepped, stepped)
    assert not checks.findings and checks.steps and all(steps.level > BASELINE_LEVEL for _, steps in checks.steps)


def test_an_audited_step_absorbed_by_its_bucket_lowers_the_credit():
    """A large chunk: a step of 1 in values near 10^4 is within its bucket's bound (4,096 elements), so
    the commitment shows no bucket beyond; the audit's one element still lowers, not convicts."""
    eager = _rounded(shape=(1024, 256), scale=10_000)
    stepped = eager.clone()
    stepped.view(-1)[1234] += 1
    assert fp.sparse_chunks(_print(eager), _print(stepped), SEED, ATOL, RTOL, output=0) == {}
    checks = _audited(eager, stepped, stepped)
    assert not checks.findings and checks.steps


def test_an_audit_answered_with_elements_moved_where_the_commitment_shows_none_convicts():
    """The commitment shows a step in one bucket; the answer differs in another bucket too, by more than
    a bucket within the tolerance holds (an answer made to fit, after the trial's span)."""
    eager = _rounded()
    committed = eager.clone()
    committed.view(-1)[17] += 1
    answered = committed.clone()
    other = next(p for p in range(eager.numel()) if _bucket(p) != _bucket(17))
    answered.view(-1)[other] += 1
    [finding] = _audited(eager, committed, answered).findings
    assert finding.startswith("[passnet timed-call audit] trial 1 of 1") and "within the tolerance in the fingerprint" in finding


def test_an_audit_whose_commitment_is_not_a_few_elements_convicts():
    """The answer is a few elements across a step, but what the trial committed (here a cache's) is not."""
    eager = _rounded()
    stepped = eager.clone()
    stepped.view(-1)[17] += 1
    [finding] = _audited(eager, _rounded(99), stepped).findings
    assert "the fingerprint the trial committed is not a few elements across a step" in finding


def test_sketch_differences_are_the_sketchs_own():
    """Per bucket, the signed sums' and the L1s' differences of two chunks that differ at a few positions
    are those of their sketches (up to the sketch's float32 rounding)."""
    eager = _rounded().reshape(-1)
    compiled = eager.clone()
    positions = torch.cat([torch.tensor([5, 17]), _twins(5)[-1:], torch.tensor([2000])])  # two in one bucket
    compiled[positions] += torch.tensor([3.0, -7.0, -3.0, 11.0])
    sums, l1s = fp.sketch_differences(SEED, eager.numel(), 0, positions, eager[positions], compiled[positions], output=0)
    (sums_e, l1s_e), (sums_c, l1s_c) = fp._sketch(_print(eager), 0), fp._sketch(_print(compiled), 0)
    for mine, (theirs_c, theirs_e) in ((sums, (sums_c, sums_e)), (l1s, (l1s_c, l1s_e))):
        theirs = torch.tensor(theirs_c, dtype=torch.float64) - torch.tensor(theirs_e, dtype=torch.float64)
        assert torch.allclose(mine, theirs, atol=1e-3, rtol=0)


def test_an_audited_honest_pair_of_steps_cancelling_in_one_bucket_lowers_the_credit():
    """Two steps of 1 in one bucket, one up and one down, on values of one sign and P's: they cancel in the bucket's
    signed sum and L1, in the commitment as in the answer (red team round 19g), so the answer shows nothing
    the commitment does not."""
    eager = _rounded() + 5000  # positive values
    stepped = eager.clone()
    stepped.view(-1)[5] += 1
    stepped.view(-1)[int(_twins(5)[-1])] -= 1  # the same sign, the same bucket
    assert fp.bucket_gaps(_print(eager), _print(stepped), SEED, 0, ATOL, RTOL, output=0) == {}
    checks = _audited(eager, stepped, stepped)
    assert not checks.findings and checks.steps
