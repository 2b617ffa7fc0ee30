"""Output fingerprints: what a child commits to after each timed trial, before it knows whether the
trusted side will ask for that trial's outputs.

Each output tensor is cut into chunks of its flat elements (about ``CHUNK_BYTES`` each, at most
``MAX_CHUNKS``); its fingerprint is ``[numel, chunk length, [L1 per chunk], [L2 per chunk]]``, the
norms in float64 (None for an output that is not a tensor). Norms are not linear in the outputs:
no shortcut gives them without the outputs themselves, so a child that commits to a fingerprint
has computed what it describes, inside the trial the trusted side timed.

The trusted side uses fingerprints twice: the chunks of an audited trial that it asks for must
have the committed norms (``matches``), and every chunk of every trial must be consistent with
eager's on the same inputs, as outputs within the baseline tolerance always are (``consistent``).
Chunks keep an audit small: a few chunks of a large output cross the channel, not the output.
"""

from __future__ import annotations

import math

import torch

CHUNK_BYTES = 1 << 20
MAX_CHUNKS = 64
# Float64 sums of the same values in another order (another thread count, another process, a row
# of a matrix against a vector) differ in the last bits only.
_ROUNDING = 1e-9


def as_tuple(outputs) -> tuple:
    return tuple(outputs) if isinstance(outputs, (tuple, list)) else (outputs,)


def chunk_length(numel: int, element_size: int) -> int:
    """Elements per chunk of an output with ``numel`` elements (the last chunk may be shorter)."""
    chunks = min(MAX_CHUNKS, max(1, -(-numel * element_size // CHUNK_BYTES)))
    return max(1, -(-numel // chunks))


def chunk(tensor: torch.Tensor, index: int) -> torch.Tensor:
    """One chunk of an output's flat elements."""
    length = chunk_length(tensor.numel(), tensor.element_size())
    return tensor.detach().reshape(-1)[index * length:(index + 1) * length]


def _norms(rows: torch.Tensor) -> list[torch.Tensor]:
    """L1 and L2 norms (float64) of each row of a 2-D tensor."""
    if rows.is_complex():
        rows, dims = torch.view_as_real(rows), (1, 2)
    else:
        rows, dims = (rows if rows.is_floating_point() else rows.double()), (1,)
    return [torch.linalg.vector_norm(rows, 1, dim=dims, dtype=torch.float64),
            torch.linalg.vector_norm(rows, 2, dim=dims, dtype=torch.float64)]


def fingerprint(outputs) -> list:
    """Every output's fingerprint; one synchronisation for all (the norms are read back at once)."""
    outputs = as_tuple(outputs)
    parts, shapes = [], []
    for output in outputs:
        if not isinstance(output, torch.Tensor):
            shapes.append(None)
            continue
        flat, length = output.detach().reshape(-1), chunk_length(output.numel(), output.element_size())
        full = flat.numel() // length
        tail = flat[full * length:]
        pieces = ([flat[:full * length].view(full, length)] if full else []) + ([tail.view(1, -1)] if tail.numel() else [])
        for piece in pieces:
            parts += _norms(piece)
        shapes.append((flat.numel(), length, [p.shape[0] for p in pieces]))
    values = iter(torch.cat(parts).tolist() if parts else [])
    prints = []
    for shape in shapes:
        if shape is None:
            prints.append(None)
            continue
        numel, length, rows = shape
        l1, l2 = [], []
        for count in rows:
            l1 += [next(values) for _ in range(count)]
            l2 += [next(values) for _ in range(count)]
        prints.append([numel, length, l1, l2])
    return prints


def matches(committed: list, index: int, received: torch.Tensor) -> bool:
    """Whether a chunk received has the norms committed to for chunk ``index`` (up to summation order)."""
    numel, length, l1, l2 = committed
    expected = min(length, numel - index * length)
    if not 0 <= index < len(l1) or received.dim() != 1 or received.numel() != expected:
        return False
    got = [v.item() for v in _norms(received.detach().reshape(1, -1))]
    return _close(got[0], l1[index]) and _close(got[1], l2[index])


def _close(x: float, y: float) -> bool:
    if math.isnan(x) or math.isnan(y):
        return math.isnan(x) and math.isnan(y)
    return x == y or abs(x - y) <= _ROUNDING * max(abs(x), abs(y))


def consistent(eager: list | None, compiled: list | None, atol: float, rtol: float) -> bool:
    """Whether one output's fingerprints allow ``allclose(eager, compiled, atol, rtol)``.

    Elementwise |e - c| <= atol + rtol |c| (torch.allclose with compiled as ``other``, as the
    judge calls it) bounds each chunk's norms (n elements):
      |L1(c) - L1(e)| <= n atol + rtol L1(c)
      |L2(c)^2 - L2(e)^2| <= sum |c - e| |c + e| <= n atol^2 + 2 atol (1 + rtol) L1(c) + rtol (2 + rtol) L2(c)^2
    A necessary condition only: outputs that break it are not close; outputs that keep it may not be
    (the audits compare chunks whole). Where eager's norms are not finite (NaN in the model's own
    outputs on these inputs) nothing is concluded for that chunk.
    """
    if eager is None or compiled is None:
        return (eager is None) == (compiled is None)
    numel, length, l1_eager, l2_eager = eager
    if compiled[:2] != [numel, length]:
        return False
    for index, (l1_e, l2_e, l1_c, l2_c) in enumerate(zip(l1_eager, l2_eager, compiled[2], compiled[3])):
        if not (math.isfinite(l1_e) and math.isfinite(l2_e)):
            continue
        if not (math.isfinite(l1_c) and math.isfinite(l2_c)):
            return False
        n = min(length, numel - index * length)
        squares_c, squares_e = l2_c * l2_c, l2_e * l2_e
        l1_slack = n * atol + rtol * l1_c + _ROUNDING * (l1_c + l1_e)
        l2_slack = (n * atol * atol + 2 * atol * (1 + rtol) * l1_c + rtol * (2 + rtol) * squares_c
                    + 4 * _ROUNDING * (squares_c + squares_e))
        if abs(l1_c - l1_e) > l1_slack or abs(squares_c - squares_e) > l2_slack:
            return False
    return True
