"""Output fingerprints: what a child commits to after each timed trial, before it knows whether the
trusted side will ask for that trial's outputs.

A fingerprint holds, per output tensor, its element count and its L1 and L2 norms in float64
(None for an output that is not a tensor). Norms are not linear in the outputs: no shortcut gives
them without the outputs themselves, so a child that commits to a fingerprint has computed what
it describes, inside the trial the trusted side timed.

The trusted side uses fingerprints twice: an audited trial's outputs must have the fingerprint the
child committed to, and every trial's fingerprint must be consistent with eager's on the same
inputs, which outputs within the baseline tolerance always are (``consistent``).
"""

from __future__ import annotations

import math

import torch

Fingerprint = list  # [[numel, l1, l2] or None per output]

# Float64 sums of the same values in another order (another thread count, another process) differ
# in the last bits only.
_ROUNDING = 1e-9


def _as_tuple(outputs) -> tuple:
    return tuple(outputs) if isinstance(outputs, (tuple, list)) else (outputs,)


def _real(tensor: torch.Tensor) -> torch.Tensor:
    tensor = tensor.detach()
    if tensor.is_complex():
        return torch.view_as_real(tensor)
    return tensor if tensor.is_floating_point() else tensor.double()


def fingerprint(outputs) -> Fingerprint:
    """One synchronisation for all outputs: the norms are stacked and read back once."""
    outputs = _as_tuple(outputs)
    tensors = [_real(o) for o in outputs if isinstance(o, torch.Tensor)]
    norms = []
    for tensor in tensors:
        norms += [torch.linalg.vector_norm(tensor, 1, dtype=torch.float64),
                  torch.linalg.vector_norm(tensor, 2, dtype=torch.float64)]
    values = iter(torch.stack(norms).tolist() if norms else [])
    return [[o.numel(), next(values), next(values)] if isinstance(o, torch.Tensor) else None for o in outputs]


def same(committed: Fingerprint, received: Fingerprint) -> bool:
    """Whether outputs received have the fingerprint committed to (up to float64 summation order)."""
    if len(committed) != len(received):
        return False
    for a, b in zip(committed, received):
        if (a is None) != (b is None):
            return False
        if a is not None and (a[0] != b[0] or not all(_close(x, y) for x, y in zip(a[1:], b[1:]))):
            return False
    return True


def _close(x: float, y: float) -> bool:
    if math.isnan(x) or math.isnan(y):
        return math.isnan(x) and math.isnan(y)
    return x == y or abs(x - y) <= _ROUNDING * max(abs(x), abs(y))


def consistent(eager: list | None, compiled: list | None, atol: float, rtol: float) -> bool:
    """Whether one output's fingerprints allow ``allclose(eager, compiled, atol, rtol)``.

    Elementwise |e - c| <= atol + rtol |c| (torch.allclose with compiled as ``other``, as the
    judge calls it) bounds both norms' differences:
      |L1(c) - L1(e)| <= n atol + rtol L1(c)
      |L2(c)^2 - L2(e)^2| <= sum |c - e| |c + e| <= n atol^2 + 2 atol (1 + rtol) L1(c) + rtol (2 + rtol) L2(c)^2
    A necessary condition only: outputs that break it are not close; outputs that keep it may not be
    (the audits compare whole outputs). Where eager's norms are not finite (NaN in the model's own
    outputs on these inputs) nothing is concluded.
    """
    if eager is None or compiled is None:
        return (eager is None) == (compiled is None)
    n, l1_e, l2_e = eager
    if compiled[0] != n:
        return False
    if not (math.isfinite(l1_e) and math.isfinite(l2_e)):
        return True
    _, l1_c, l2_c = compiled
    if not (math.isfinite(l1_c) and math.isfinite(l2_c)):
        return False
    l1_slack = n * atol + rtol * l1_c + _ROUNDING * (l1_c + l1_e)
    squares_c, squares_e = l2_c * l2_c, l2_e * l2_e
    l2_slack = (n * atol * atol + 2 * atol * (1 + rtol) * l1_c + rtol * (2 + rtol) * squares_c
                + 4 * _ROUNDING * (squares_c + squares_e))
    return abs(l1_c - l1_e) <= l1_slack and abs(squares_c - squares_e) <= l2_slack
