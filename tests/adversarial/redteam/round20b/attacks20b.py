"""Round 20b's attacks on the two relaxations of the audits (1da1f7bc: a chunk beyond by its L2 alone is steps;
8d0d89f3: an audited chunk's steps compared with the commitment per bucket as the sketch sees them) and their
neighbours: what the fingerprint's parts cost a stand-in where the output has a known sign or is a permutation
within columns.

In-process, as round 19d's harness: one attempt's timed trials as ``pipeline._drive``/``_audit``/``_trial_checks``
see them, then ``check_guard`` and ``verdict`` (``full_verdict``). Per trial the compiled side commits a digest (the
fingerprint of what it returned, or a claim: an unaudited trial's digest is compared with nothing but eager's), and an
audited trial's chunk is answered after the trial's span, untimed (``answer``), and must ``fingerprint.matches`` the
digest (else ``cheat_detected`` at once, as ``_audit``).
"""

from __future__ import annotations

from collections.abc import Callable
from types import SimpleNamespace

import torch

from pytest_passnet import fingerprint, pipeline, score
from pytest_passnet.tolerance import BASELINE_LEVEL
from tests.adversarial.redteam.round19d.attacks19d import digest, verdict_of

ROWS, DEPTH, WIDTH = 1024, 64, 256  # one 1 MiB float32 chunk; a column is a position mod PERIOD (256)
CUDA_TRIALS, CUDA_AUDITS = 100, pipeline.AUDITS  # options.trials on CUDA, and the trials audited of them

# -- a non-negative linear layer: every part of the fingerprint but L2 is linear ------------------------------------
# bf0e6658 added bucket L1s because "a bucket's signed sum is linear in the output, so a linear layer's are its column
# sums'; its L1 is not" (fingerprint.py:398-401, 1da1f7bc's comment at :405-410 rests on it: "a stand-in cannot have
# every bucket's L1 without the values"). Where the output is non-negative, |y| = y: a bucket's L1 is the sum of its
# columns' sums, the chunk's L1 their total, P and the bucket sums their signed sums, all from (sum of x's rows) @ w,
# 1/ROWS of the product. Non-negative linear outputs: a GCN's aggregation (a non-negative adjacency times ReLU
# features), attention probabilities times non-negative values, average pooling of non-negative maps, counts.
# L2 is a quadratic form: sum(y^2) = <x^T x, w w^T> (the Gram matrices: depth^2 (rows + width) against the product's
# rows depth width).


def linear_inputs(seed: int) -> tuple[torch.Tensor, torch.Tensor]:
    generator = torch.Generator().manual_seed(seed)
    return torch.rand(ROWS, DEPTH, generator=generator), torch.rand(DEPTH, WIDTH, generator=generator) * 0.1


def linear_eager(seed: int) -> tuple[torch.Tensor]:
    x, w = linear_inputs(seed)
    return (x @ w,)


def _linear_parts(seed: int) -> tuple[torch.Tensor, list]:
    """The column sums (float64, from the rows' sum: 1/ROWS of the work) and a digest of the output's layout."""
    x, w = linear_inputs(seed)
    return x.double().sum(0) @ w.double(), digest((torch.zeros(ROWS, WIDTH),), seed)[0]


def _from_column_sums(seed: int, columns: torch.Tensor, entry: list, l2: float) -> list:
    signs, _, buckets = fingerprint._weights(seed, output=0)
    entry[2], entry[3], entry[4] = [float(columns.sum())], [l2], [float((signs * columns).sum())]
    entry[6] = torch.zeros(fingerprint.BUCKETS, dtype=torch.float64).index_add_(0, buckets, signs * columns).tolist()
    entry[7] = torch.zeros(fingerprint.BUCKETS, dtype=torch.float64).index_add_(0, buckets, columns).tolist()
    return [entry]


def gram_claim(seed: int) -> list:
    """Eager's digest without the product: column sums for L1, P and the sketch, the Gram matrices for L2."""
    x, w = linear_inputs(seed)
    columns, entry = _linear_parts(seed)
    squares = float(((x.double().T @ x.double()) * (w.double() @ w.double().T)).sum())
    return _from_column_sums(seed, columns, entry, squares ** 0.5)


SAMPLE_ROWS = 64  # the rows of the product the L2 claim is estimated from (1/16 of the work)
L2_MARGIN = 1.07  # the claimed squares over the estimate: above eager's on every draw tried (raising L2 is what fits)


def sums_claim(seed: int) -> list:
    """Eager's L1, P and sketch from the column sums, and an L2 claimed from ``SAMPLE_ROWS`` rows, over-estimated:
    an L2 alone beyond the tolerance is read as steps (1da1f7bc)."""
    x, w = linear_inputs(seed)
    columns, entry = _linear_parts(seed)
    sample = (x[:SAMPLE_ROWS] @ w).double()
    return _from_column_sums(seed, columns, entry, (float(sample.pow(2).sum()) * ROWS / SAMPLE_ROWS * L2_MARGIN) ** 0.5)


def _squares(chunk: torch.Tensor) -> float:
    return float(fingerprint._chunk_norms(chunk.reshape(-1), chunk.numel())[1][0]) ** 2


def _move(chunk: torch.Tensor, column: int, donor: int, taker: int, squares: float) -> None:
    """Move mass from ``donor`` to ``taker`` in one column (the column's sum, its L1 and so its bucket's signed sum
    and L1 unchanged: 8d0d89f3's rule sees nothing) so that the chunk's squares grow by ``squares``."""
    gap = float(chunk[taker, column] - chunk[donor, column])
    amount = (-gap + (gap * gap + 2 * squares) ** 0.5) / 2
    chunk[taker, column] += amount
    chunk[donor, column] -= amount


def fitted_answer(seed: int, claim: list) -> torch.Tensor:
    """The audited chunk ``sums_claim``'s pass sends after the trial: eager's product, computed now, with mass moved
    within one column from its largest elements to its largest one until the squares are the claimed ones (each
    donor keeps at least half its value less a half: close at t = 0), the claim's own L1 error spread over another
    column (a ten-thousandth of the tolerance an element), then a pair in a third column for the last float32 bits.
    Every bucket's sum and L1 stay eager's, up to that spread."""
    (y,) = linear_eager(seed)
    chunk = y.clone()
    column, target = 7, claim[0][3][0] ** 2
    order = chunk[:, column].argsort(descending=True).tolist()
    taker, squares = order[0], _squares(chunk)
    for donor in order[1:]:
        value = float(chunk[donor, column])
        amount = min(value, 0.99 * (1 + value) / 2)
        gain = 2 * amount * float(chunk[taker, column] - chunk[donor, column]) + 2 * amount * amount
        if gain >= target - squares:
            _move(chunk, column, donor, taker, target - squares)
            break
        chunk[taker, column] += amount
        chunk[donor, column] -= amount
        squares += gain  # up to float32 roundings, which the pair below takes up
    l1 = float(fingerprint._chunk_norms(chunk.reshape(-1), chunk.numel())[0][0])
    chunk[:, column + 2] += (claim[0][2][0] - l1) / ROWS  # the claim's own error (~1e-9 of L1), within the tolerance
    tune = chunk[:, column + 1].argsort(descending=True).tolist()
    for _ in range(4):  # the float32 roundings of the moved values: a pair a few ulps apart in another column
        _move(chunk, column + 1, tune[-1], tune[0], target - _squares(chunk))
    return chunk.reshape(-1)


# -- a permutation within columns: the whole fingerprint is blind to it -----------------------------------------------
# L1 and L2 do not see order; P, the bucket sums and the bucket L1s key positions mod PERIOD only, i.e. they sum each
# column of a chunk's PERIOD-wide rows (fingerprint.py:18-25): a chunk whose columns are permuted, each on its own, has
# eager's fingerprint up to float32 summation order. ``sort(dim=0)`` is such an output of its input: a pass that
# returns a copy of the input on timed calls commits eager's digest honestly (the harness fingerprints what it
# returned) and answers an audit with the sort, computed then.


def sort_input(seed: int) -> torch.Tensor:
    return torch.randn(ROWS, WIDTH, generator=torch.Generator().manual_seed(seed))


def sort_eager(seed: int) -> tuple[torch.Tensor]:
    return (sort_input(seed).sort(0).values,)


def sort_copy(seed: int) -> tuple[torch.Tensor]:
    return (sort_input(seed).clone(),)


# -- softmax over the rows: a constant with eager's L1, P and sketch -------------------------------------------------
# softmax(dim=0) sums to 1 down every column and is non-negative: each bucket's sum and L1 are known before any input
# is read. A uniform 1/ROWS has them all and differs in L2 only, which 1da1f7bc reads as steps on unaudited trials.


def softmax_eager(seed: int) -> tuple[torch.Tensor]:
    return (torch.softmax(sort_input(seed), 0),)


def softmax_uniform(seed: int) -> tuple[torch.Tensor]:
    return (torch.full((ROWS, WIDTH), 1 / ROWS),)


# -- one attempt, then the verdict ---------------------------------------------------------------------------------


def audited_trials(trials: int = CUDA_TRIALS, audits: int = CUDA_AUDITS) -> tuple[int, ...]:
    """Spread over the attempt (the trusted side draws them in secret; a lazy answer does not care which)."""
    return tuple(range(trials // audits // 2, trials, trials // audits))[:audits]


def attempt(seeds: list[int], eager: Callable[[int], tuple], commit: Callable[[int], list],
            answer: Callable[[int, list], torch.Tensor], audited: tuple[int, ...]) -> pipeline.TrialChecks | None:
    """``_drive``, ``_audit`` and ``_trial_checks`` of one attempt: per trial eager's digest and the compiled side's
    ``commit``; an audited trial's one chunk is ``answer(seed, digest)`` on the compiled side, eager's on eager's.
    None where an answer does not match its digest (``_audit`` convicts at once)."""
    sides = {side: pipeline.Trials(list(seeds), {}) for side in ("compiled", "eager")}
    for t, seed in enumerate(seeds):
        outputs = eager(seed)
        committed = commit(seed)
        for side, entry in (("eager", digest(outputs, seed)), ("compiled", committed)):
            sides[side].digests.append(entry)
            sides[side].layouts.append(([], []))
        if t in audited:
            answered = answer(seed, committed)
            if not fingerprint.matches(committed[0], 0, answered, seed, 0):
                return None
            sides["compiled"].chunks[t, 0, 0] = answered
            sides["eager"].chunks[t, 0, 0] = outputs[0].reshape(-1).clone()
    return pipeline._trial_checks(SimpleNamespace(eager_out=eager(seeds[0])), sides["compiled"], sides["eager"],
                                  BASELINE_LEVEL)


def attempt_verdict(trial_checks: pipeline.TrialChecks | None) -> tuple[str, int]:
    return ("cheat_detected", BASELINE_LEVEL) if trial_checks is None else verdict_of(trial_checks)


def full_verdict(trial_checks: pipeline.TrialChecks | None, judged: tuple, speedup: float) -> tuple[str, dict, float]:
    """The attempt through ``check_guard`` and ``verdict`` (round 19d's ``lazy_verdict``): the judged call and the
    fresh-input re-check exact (``Outputs`` and ``Recheck`` are requests the child tells from a trial). Returns the
    status, the correctness record and AS at ``speedup``."""
    from pytest_passnet.options import Options
    from pytest_passnet.result import Status, VariantResult

    if trial_checks is None:
        status, correctness = Status.CHEAT_DETECTED, {}
    else:
        run = pipeline.Run(None, VariantResult("s::v", "s", "v"), Options(guard="full"))
        run.eager_out = run.compiled_out = judged
        run.measurement = SimpleNamespace(scored=SimpleNamespace(compiled=SimpleNamespace(summary=dict)))
        run.inputs_cpu = {}
        pipeline.judge_outputs(run)
        run.trial_checks.append(trial_checks)
        honest_recheck, pipeline._fresh_input_findings = pipeline._fresh_input_findings, lambda *_: ([], [])
        try:
            pipeline.check_guard(run)
            pipeline.verdict(run)
            status = run.result.status
        except pipeline.Stop as stop:
            status = stop.status
        finally:
            pipeline._fresh_input_findings = honest_recheck
        correctness = run.result.correctness
    variant = SimpleNamespace(parity_status=status.parity, speedup={"e2e": speedup}, correctness=correctness)
    return status.value, correctness, score.aggregated_score(score.es_curve([variant]))
