"""Round 20d's attack on the per-position key (bca1110c): a float32 linear layer computed in TF32 on every timed call
(inputs rounded to 10 mantissa bits, as a tensor core's TF32 mode does, products summed in float32), its own
fingerprint committed honestly, each audit answered after the trial's span with eager's product nudged, every element
within the baseline tolerance, to the committed L1 and L2.

Why it fits: the sketch's buckets are bounded by sums (``fingerprint.bucket_slacks``: n_b atol + rtol L1_b + the
float32 rounding ``_sketch_rounding`` of 1.5e-5 L1_b on both sides), so errors of random sign per element, each far
beyond the tolerance, add up to sqrt(n_b) of one in a bucket: TF32's 4e-4 relative per element is 1e-5 of a bucket's
L1, a third of its bound. ``fingerprint.matches`` holds an audit's answer to the commitment by L1 and L2 to 1e-9 but
by the sketch and P only to that float32 rounding: eager's product already has the TF32 output's sketch within it, and
its L1 and L2 move to the TF32 output's by moving every element a fraction of its tolerance.

In-process on round 20b's harness (``attacks20b.attempt``, ``full_verdict``); the judged call and the fresh-input
re-check are requests the child tells from a trial and answers exactly. The stand-in commits ``fingerprint.keyed`` of
what it computed (``round19d.attacks19d.digest``), each chunk's byte digest included since the round: the fitted
answer keeps the commitment's norms, P and sketch (``fingerprint.describes``) but not its bytes
(``fingerprint.same_bytes``).
"""

from __future__ import annotations

import torch

from pytest_passnet import fingerprint
from pytest_passnet.tolerance import BASELINE_LEVEL, tolerance

ROWS, DEPTH, WIDTH = 1024, 256, 256  # one 1 MiB float32 chunk of N(0, 1) values
TF32_DROPPED_BITS = 13  # float32 keeps 23 mantissa bits, TF32 10


def linear_inputs(seed: int) -> tuple[torch.Tensor, torch.Tensor]:
    generator = torch.Generator().manual_seed(seed)
    return (torch.randn(ROWS, DEPTH, generator=generator),
            torch.randn(DEPTH, WIDTH, generator=generator) / DEPTH ** 0.5)


def linear_eager(seed: int) -> tuple[torch.Tensor]:
    x, w = linear_inputs(seed)
    return (x @ w,)


def rounded_mantissa(values: torch.Tensor, dropped: int) -> torch.Tensor:
    """``values`` (float32) rounded to nearest with ``dropped`` low mantissa bits cleared."""
    bits = values.contiguous().view(torch.int32)
    return ((bits + (1 << (dropped - 1))) & ~((1 << dropped) - 1)).view(torch.float32)


def tf32_stand_in(seed: int) -> tuple[torch.Tensor]:
    """What a tensor core's TF32 mode returns (7-8x float32's rate on an H100/H200): inputs at 10 mantissa bits."""
    x, w = linear_inputs(seed)
    return (rounded_mantissa(x, TF32_DROPPED_BITS) @ rounded_mantissa(w, TF32_DROPPED_BITS),)


def bf16_stand_in(seed: int) -> tuple[torch.Tensor]:
    """The same at bfloat16's 7 mantissa bits (products summed in float32)."""
    x, w = linear_inputs(seed)
    return (rounded_mantissa(x, 16) @ rounded_mantissa(w, 16),)


def _norms(values: torch.Tensor) -> tuple[float, float]:
    l1, l2 = fingerprint._chunk_norms(values, values.numel())
    return float(l1[0]), float(l2[0]) ** 2


def fitted_answer(eager: torch.Tensor, l1_target: float, squares_target: float,
                  level: int = BASELINE_LEVEL) -> torch.Tensor:
    """Eager's chunk with its L1 and squares moved to the targets, every element by less than its tolerance at
    ``level``: one move along the signs (L1), one weighted to the large values and balanced to leave L1 alone (the
    squares), then the float32 roundings taken up by the 256 largest elements (squares) and 256 small ones (L1)."""
    atol, rtol = tolerance(level, "float32")
    y = eager.reshape(-1).clone()
    magnitude, signs = y.abs().double(), y.sign().double()
    budget = 0.97 * (atol + rtol * magnitude)
    low, high = 0.0, float(magnitude.max())
    for _ in range(60):  # the centre at which the squares' direction leaves L1 where it is
        centre = (low + high) / 2
        shape = ((magnitude - centre) / centre).clamp(-1, 1)
        low, high = (centre, high) if float((budget * shape).sum()) > 0 else (low, centre)
    l1, squares = _norms(y)
    along = (l1_target - l1) / float(budget.sum())
    weighted = ((squares_target - squares - 2 * along * float((magnitude * budget).sum()))
                / float((2 * magnitude * budget * shape).sum()))
    y = (y.double() + signs * budget * (along + weighted * shape)).float()
    order = y.abs().argsort()
    small = order[int((y.abs()[order] > 1e-3).nonzero()[0, 0]):][:256]
    large = order[-256:]
    for _ in range(6):
        l1, squares = _norms(y)
        l1_gap, squares_gap = l1_target - l1, squares_target - squares
        if abs(l1_gap) <= 2e-11 * l1 and abs(squares_gap) <= 4e-11 * squares:
            break
        step = squares_gap / (2 * float(y[large].abs().double().sum()))
        y[large] += (step * y[large].sign().double()).float()
        y[small] += ((l1_gap - 256 * step) / 256 * y[small].sign().double()).float()
    return y


def lazy_answer(seed: int, committed: list) -> torch.Tensor:
    """The audited chunk, sent after the trial's span: eager's product, computed now, fitted to the committed
    (TF32) L1 and L2."""
    return fitted_answer(linear_eager(seed)[0], committed[0][2][0], committed[0][3][0] ** 2)
