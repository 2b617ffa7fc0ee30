"""Round 19d: the per-element rule for fresh draws and the fingerprint's keyed sketch (edbf2b62, 73b4bb0e,
4a219b54, ef254487), in-process.

A timed trial is checked here as ``pipeline._trial_checks`` checks it: each side's outputs on the trial's
seed are fingerprinted as the child fingerprints them (``fingerprint.keyed``), the compiled side's either
honestly (what it computed) or as a claim (what an unaudited trial may commit: nobody compares it with the
outputs unless the trial is audited), and an audited trial's chunks are compared element by element.
"""

from __future__ import annotations

from types import SimpleNamespace

import torch

from pytest_passnet import fingerprint, pipeline, score
from pytest_passnet.result import Parity
from pytest_passnet.tolerance import BASELINE_LEVEL, LEVELS

ROWS, DEPTH, WIDTH = 1024, 64, 256  # a linear layer's output: 1024 x 256 float32, one 1 MiB chunk


def digest(outputs: tuple, seed: int) -> list:
    """What the child commits after a trial: the keyed fingerprint of ``outputs``."""
    return fingerprint.keyed(outputs, seed, fingerprint.fingerprint(outputs))


def checks(eager: list[tuple], compiled: list[tuple | list], seeds: list[int], audited: tuple[int, ...] = (),
           level: int = BASELINE_LEVEL) -> pipeline.TrialChecks:
    """``pipeline._trial_checks`` of one attempt: per trial eager's outputs and the compiled side's (a tuple
    of outputs, fingerprinted here, or a digest it committed); ``audited`` trials have every chunk of
    every output compared (the compiled side's are its outputs: a committed digest has none)."""
    sides = {side: pipeline.Trials(list(seeds), {}) for side in ("compiled", "eager")}
    for t, (seed, e, c) in enumerate(zip(seeds, eager, compiled)):
        for side, outputs in (("eager", e), ("compiled", c)):
            trials = sides[side]
            trials.digests.append(outputs if isinstance(outputs, list) else digest(outputs, seed))
            trials.layouts.append(([], []))
            if t in audited:
                for j, output in enumerate(outputs):
                    flat = output.reshape(-1)
                    length = fingerprint.chunk_length(flat.numel(), flat.element_size())
                    for c_index in range(-(-flat.numel() // length)):
                        trials.chunks[t, j, c_index] = flat[c_index * length:(c_index + 1) * length].clone()
    return pipeline._trial_checks(SimpleNamespace(eager_out=eager[0]), sides["compiled"], sides["eager"], level)


def verdict_of(trial_checks: pipeline.TrialChecks, level: int = BASELINE_LEVEL) -> tuple[str, int]:
    """What ``check_guard`` makes of one attempt's checks (no re-check): ``cheat_detected`` where a finding
    convicts at the level the steps lowered it to, else ``lowered`` (to that level) or ``kept``."""
    held = max([level] + [steps.level for _, steps in trial_checks.steps])
    if trial_checks.convicting(held):
        return "cheat_detected", held
    return ("lowered" if trial_checks.steps else "kept"), held


# -- the model: a linear layer ----------------------------------------------------------------------


def linear_inputs(seed: int) -> tuple[torch.Tensor, torch.Tensor]:
    generator = torch.Generator().manual_seed(seed)
    return (torch.randn(ROWS, DEPTH, generator=generator),
            torch.randn(DEPTH, WIDTH, generator=generator) * 0.1)


def linear_eager(seed: int) -> tuple[torch.Tensor]:
    x, w = linear_inputs(seed)
    return (x @ w,)


def column_mean_stand_in(seed: int) -> tuple[torch.Tensor]:
    """A stand-in doing 1/ROWS of the matmul's work: every row is the column mean, ``mean(x) @ w``. Its
    column sums are eager's (a linear layer's column sums are the summed rows' product), and the sketch
    sums the chunk's rows down its columns (positions mod PERIOD = 256 = WIDTH): every bucket's sum and P
    are eager's; every element is wrong."""
    x, w = linear_inputs(seed)
    return ((x.mean(0, keepdim=True) @ w).expand(ROWS, WIDTH).contiguous(),)


def column_mean_claim(seed: int, sample_rows: int = 16) -> list:
    """What the column-mean stand-in can commit on a trial (unaudited trials' digests are claims): its own
    sketch and P (eager's, through linearity) with L1 and L2 estimated from ``sample_rows`` rows of the
    product (1/64 of the work at 16), per chunk and per bucket, as ``keyed`` lays them out."""
    x, w = linear_inputs(seed)
    claim = digest(column_mean_stand_in(seed), seed)[0]
    sample = x[:sample_rows] @ w
    scale = ROWS / sample_rows
    claim[2] = [float(sample.abs().sum()) * scale]
    claim[3] = [float(sample.pow(2).sum().sqrt()) * scale ** 0.5]
    return [claim]


def skipped_buckets(seed: int, buckets: int = fingerprint.SPARSE_BUCKETS) -> tuple[torch.Tensor]:
    """The matmul computed but for the columns (positions mod PERIOD) of ``buckets`` of the trial's sketch
    buckets, left at zero: the child draws the buckets from the seed it fills the inputs from, before it
    computes (``fingerprint._weights``: the key salt is in the source). 32 of 256 columns: 12.5% of the work
    and of the elements."""
    (y,) = linear_eager(seed)
    columns = torch.isin(fingerprint._weights(seed, output=0)[2], torch.arange(buckets))
    return (y.masked_fill(columns.expand(ROWS, WIDTH), 0.0),)


# -- a small output -------------------------------------------------------------------------------


def small_eager(seed: int, size: int = 8) -> tuple[torch.Tensor]:
    """A small float output (a classifier's logits, a pooled head): ``size`` elements of heavy work."""
    return (torch.randn(size, generator=torch.Generator().manual_seed(seed)),)


def small_constant(seed: int, size: int = 8) -> tuple[torch.Tensor]:
    return (torch.zeros(size),)


# -- the score --------------------------------------------------------------------------------------


def credited(level: int) -> dict[str, bool]:
    """A correct_at close from ``level`` on."""
    return {str(t): t >= level for t in LEVELS}


def aggregated(speedup: float, level: int) -> float:
    """AS of one variant whose parity is correct, credited from ``level`` (``score``)."""
    variant = SimpleNamespace(parity_status=Parity.CORRECT, speedup={"e2e": speedup},
                              correctness={"correct_at": credited(level)})
    return score.aggregated_score(score.es_curve([variant]))


# -- the lazy audit: commit cheap claims, answer an audit (untimed) with a chunk made to fit them -----------


def _bucket_of_columns(seed: int) -> torch.Tensor:
    """Each column's sketch bucket (WIDTH == PERIOD: a column is a position mod PERIOD)."""
    return fingerprint._weights(seed, output=0)[2]


def _per_bucket(per_column: torch.Tensor, seed: int) -> torch.Tensor:
    return torch.zeros(fingerprint.BUCKETS, dtype=torch.float64).index_add_(
        0, _bucket_of_columns(seed), per_column.double())


SAMPLE_ROWS = 16  # the rows of the product the claim estimates its norms from: 1/64 of the work


def lazy_claim(seed: int) -> list:
    """What the lazy stand-in commits after a trial, from the column sums (``mean(x) @ w``: eager's sketch
    sums and P, by linearity) and ``SAMPLE_ROWS`` rows of the product: bucket L1s of 1.5 times their
    estimates, the chunk's L1 their sum, and an L2 that the audit's chunk can be made to have (the
    middle of what two pairs per bucket can reach)."""
    x, w = linear_inputs(seed)
    claim = digest(column_mean_stand_in(seed), seed)[0]
    sample = x[:SAMPLE_ROWS] @ w
    scale = ROWS / SAMPLE_ROWS
    estimate = _per_bucket(sample.abs().sum(0) * scale, seed)
    targets = 1.5 * estimate
    squares = float(sample.double().pow(2).sum()) * scale + 0.375 * float(((targets - estimate) ** 2).sum())
    claim[7] = targets.tolist()
    claim[2] = [float(targets.sum())]
    claim[3] = [squares ** 0.5]
    return [claim]


def lazy_audit_answer(seed: int, claim: list) -> torch.Tensor:
    """The chunk the lazy stand-in sends when trial ``seed`` is audited (after its answer: the trusted side's
    span is closed): eager's product, computed now, with each bucket's L1 raised to the claimed one by two
    pairs of elements in two of its columns (+d on a non-negative element, -d on a non-positive one: the
    column sums, so the sketch sums and P, stay), the split between the pairs set so that the L2 is the
    claimed one (roughly), and three elements of one more column moved so that the L1 and L2 are exact (its
    sum kept): 259 elements changed, at most 262 may be (``judge.step_allowance``), each close at t = 0."""
    (y,) = linear_eager(seed)
    buckets = _bucket_of_columns(seed)
    targets = torch.tensor(claim[7][:fingerprint.BUCKETS], dtype=torch.float64)
    raise_by = targets - _per_bucket(y.abs().sum(0), seed)
    columns = [(buckets == b).nonzero().flatten()[:2].tolist() for b in range(fingerprint.BUCKETS)]
    first = torch.tensor([pair[0] for pair in columns])
    second = torch.tensor([pair[1] for pair in columns])

    def build(share: float) -> torch.Tensor:
        c = y.clone()
        for cols, d in ((first, share * raise_by / 2), (second, (1 - share) * raise_by / 2)):
            d = d.float()
            c[y[:, cols].argmax(0), cols] += d
            c[y[:, cols].argmin(0), cols] -= d
        return c

    def norms(c: torch.Tensor) -> tuple[float, float]:
        l1, l2 = fingerprint._chunk_norms(c.reshape(-1), c.numel())
        return float(l1[0]), float(l2[0])

    low, high = 0.5, 1.0
    for _ in range(60):  # the L2 grows with the share of the first pair
        middle = (low + high) / 2
        low, high = (middle, high) if norms(build(middle))[1] < claim[3][0] else (low, middle)
    c = build((low + high) / 2)
    touched = set(first.tolist()) | set(second.tolist())
    column = next(col for col in range(WIDTH) if col not in touched)
    top, bottom = int(y[:, column].argmax()), int(y[:, column].argmin())
    near = int((y[:, column] - 1.0).abs().argmin())
    sign = float(fingerprint._weights(seed, output=0)[0][column])
    for _ in range(3):  # the rest in one more column: 3 more elements
        flat = c.reshape(-1)  # P: what the pairs' float32 roundings moved it, taken off the value near 1
        projection = fingerprint.keyed(flat, seed, [[flat.numel(), flat.numel(), [0.0], [0.0]]])[0][4][0]
        c[near, column] -= sign * (projection - claim[4][0])
        l2 = norms(c)[1]  # moved from a value near 1 to the column's largest: the L1 stays
        moved = (claim[3][0] ** 2 - l2 ** 2) / (2 * float(c[top, column] - c[near, column]))
        c[top, column] += moved
        c[near, column] -= moved
        l1 = norms(c)[0]  # up on the largest, down on the smallest (opposite signs): the L1 moves twice that
        c[top, column] += (claim[2][0] - l1) / 2
        c[bottom, column] -= (claim[2][0] - l1) / 2
    return c.reshape(-1)


def _lazy_trials(seeds: list[int], audited: tuple[int, ...]) -> tuple[int, pipeline.TrialChecks | None]:
    """``lazy_attempt``'s trials: the elements changed in the last audited chunk and the attempt's checks
    (None where an audited chunk did not match its claim: ``_audit`` convicts at once)."""
    sides = {side: pipeline.Trials(list(seeds), {}) for side in ("compiled", "eager")}
    changed = 0
    for t, seed in enumerate(seeds):
        eager = linear_eager(seed)
        claim = lazy_claim(seed)
        for side, entry in (("eager", digest(eager, seed)), ("compiled", claim)):
            sides[side].digests.append(entry)
            sides[side].layouts.append(([], []))
        if t in audited:
            answer = lazy_audit_answer(seed, claim[0])
            if not fingerprint.matches(claim[0], 0, answer, seed, 0):
                return 0, None
            sides["compiled"].chunks[t, 0, 0] = answer
            sides["eager"].chunks[t, 0, 0] = eager[0].reshape(-1).clone()
            changed = int((answer != eager[0].reshape(-1)).sum())
    return changed, pipeline._trial_checks(SimpleNamespace(eager_out=linear_eager(seeds[0])), sides["compiled"],
                                           sides["eager"], BASELINE_LEVEL)


def lazy_attempt(seeds: list[int], audited: tuple[int, ...]) -> tuple[str, int, int]:
    """One attempt of the lazy stand-in as ``_drive``, ``_audit`` and ``_trial_checks`` see it: every trial
    commits ``lazy_claim`` (no product computed); an audited one answers with ``lazy_audit_answer``, which
    must match the claim (``fingerprint.matches``, else ``cheat_detected`` at once). Returns the verdict
    (``verdict_of``), the level and the elements changed in the last audited chunk."""
    changed, trial_checks = _lazy_trials(seeds, audited)
    if trial_checks is None:
        return "cheat_detected (an audited chunk is not what was committed)", BASELINE_LEVEL, 0
    return (*verdict_of(trial_checks), changed)


def lazy_verdict(seeds: list[int], audited: tuple[int, ...], speedup: float) -> tuple[str, dict, float, float]:
    """The lazy stand-in through ``check_guard`` and ``verdict``, as round 18b's ``cuda_counts_run`` drives
    them: its judged call (``Outputs``, recognisable) and the re-check (``Recheck``, likewise) are the exact
    product, its timed trials ``lazy_attempt``'s. Returns the status, the correctness record, its AS at
    ``speedup`` and the same pass's AS convicted (before these commits)."""
    from pytest_passnet.options import Options
    from pytest_passnet.result import Status, VariantResult

    x, w = linear_inputs(10_000)
    run = pipeline.Run(None, VariantResult("s::v", "s", "v"), Options(guard="full"))
    run.inputs_cpu = {"x": x, "w": w}
    run.eager_out = run.compiled_out = (x @ w,)
    run.measurement = SimpleNamespace(scored=SimpleNamespace(compiled=SimpleNamespace(summary=dict)))
    pipeline.judge_outputs(run)
    _, trial_checks = _lazy_trials(seeds, audited)
    if trial_checks is None:  # an audited chunk is not what was committed: _audit convicts at once
        status = Status.CHEAT_DETECTED
    else:
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
    scored = SimpleNamespace(parity_status=status.parity, speedup={"e2e": speedup}, correctness=run.result.correctness)
    convicted = SimpleNamespace(parity_status=Status.CHEAT_DETECTED.parity, speedup={}, correctness={})
    return (status.value, run.result.correctness, score.aggregated_score(score.es_curve([scored])),
            score.aggregated_score(score.es_curve([convicted])))
