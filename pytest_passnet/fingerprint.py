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


# On CUDA the float dtypes go through torch._foreach_norm: one pass over the output that converts each
# element to float64 as it is read. A float64 reduction (torch.linalg.vector_norm with dtype=float64)
# first copies the whole output to float64, twice per output: five times the memory traffic of
# reading it, ten times for float16 (a 512 MB output: ~1.2 ms per trial on an H200, four times the
# call it follows).
_ONE_PASS_DTYPES = (torch.float32, torch.float16, torch.bfloat16, torch.float64)


def _chunk_norms(flat: torch.Tensor, length: int) -> tuple[torch.Tensor, torch.Tensor]:
    """Float64 L1 and L2 norms of each ``length``-element chunk of a flat tensor."""
    if flat.is_cuda and flat.dtype in _ONE_PASS_DTYPES:
        return norms_in_one_pass(flat, length)
    return norms_by_rows(flat, length)


def norms_in_one_pass(flat: torch.Tensor, length: int) -> tuple[torch.Tensor, torch.Tensor]:
    """``_chunk_norms`` with the chunks as views and each norm one multi-tensor reduction that
    accumulates in float64 (CUDA's fast path; elsewhere torch reduces them one by one)."""
    chunks = list(flat.split(length))
    if not chunks:
        return flat.new_empty(0, dtype=torch.float64), flat.new_empty(0, dtype=torch.float64)
    return (torch.stack(torch._foreach_norm(chunks, 1, dtype=torch.float64)),
            torch.stack(torch._foreach_norm(chunks, 2, dtype=torch.float64)))


def norms_by_rows(flat: torch.Tensor, length: int) -> tuple[torch.Tensor, torch.Tensor]:
    """``_chunk_norms`` with the full chunks as the rows of one 2-D view (and the last, shorter one
    as one more row), copied to float64 once (complex: real and imaginary parts)."""
    full = flat.numel() // length
    rows = ([flat[:full * length].view(full, length)] if full else []) + (
        [flat[full * length:].view(1, -1)] if flat.numel() > full * length else [])
    l1, l2 = [], []
    for row in rows:
        exact = (torch.view_as_real(row).flatten(1) if row.is_complex() else row).to(torch.float64)
        l1.append(torch.linalg.vector_norm(exact, 1, dim=1))
        l2.append(torch.linalg.vector_norm(exact, 2, dim=1))
    empty = flat.new_empty(0, dtype=torch.float64)
    return (torch.cat(l1) if l1 else empty), (torch.cat(l2) if l2 else empty)


def fingerprint(outputs) -> list:
    """Every output's fingerprint; one synchronisation for all (the norms are read back at once)."""
    parts, layout = [], []
    for output in as_tuple(outputs):
        if not isinstance(output, torch.Tensor):
            layout.append(None)
            continue
        flat = output.detach().reshape(-1)
        length = chunk_length(flat.numel(), output.element_size())
        parts += _chunk_norms(flat, length)
        layout.append((flat.numel(), length, -(-flat.numel() // length)))
    values = torch.cat(parts).tolist() if parts else []
    prints, at = [], 0
    for entry in layout:
        if entry is None:
            prints.append(None)
            continue
        numel, length, count = entry
        prints.append([numel, length, values[at:at + count], values[at + count:at + 2 * count]])
        at += 2 * count
    return prints


def matches(committed: list, index: int, received: torch.Tensor) -> bool:
    """Whether a chunk received has the norms committed to for chunk ``index`` (up to summation order)."""
    numel, length, l1, l2 = committed
    expected = min(length, numel - index * length)
    if not 0 <= index < len(l1) or received.dim() != 1 or received.numel() != expected:
        return False
    got = torch.cat(_chunk_norms(received.detach().reshape(-1), received.numel())).tolist()
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
