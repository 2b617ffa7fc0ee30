"""Round 27a: the sketch's key since 7f99c6ec (each chunk its own key: blocks and position weights counted across the
output) -- CROSS_OUTPUT_KEY.

The key of a position is its place in its output under the trial's seed: ``fingerprint._order(seed, length, device,
dtype, chunk, chunks)`` and ``_weights`` take no output index, so position p of every output of one chunk length has
the same bucket and sign. Round 26c's stand-in carries over from chunks to outputs: where a model applies one
non-negative linear layer to several inputs and returns each product (``y_j = x_j @ w``, a shared head or siamese
towers), row r of every output groups and signs its columns alike, so per row of the output and bucket the signed and
plain sums of ``w``'s columns (``slot_vectors``: one product's worth of adds a trial, shared by every output) give
every output's bucket sums and L1s from its ``x_j``'s rows (2 BUCKETS MACs a depth a row, against the row's width),
its squares from the Gram matrix ``w wᵀ``. ``standin`` builds an output with those numbers and none of eager's
values, chunk by chunk under each chunk's own key.
"""

from __future__ import annotations

import torch

from pytest_passnet import fingerprint

DEPTH, WIDTH = 64, 4096  # a row is 16 blocks of PERIOD; 64 rows make a 1 MiB float32 chunk


def shared_layer_inputs(seed: int, rows: int, outputs: int) -> tuple[list[torch.Tensor], torch.Tensor]:
    """``outputs`` activations (uniform [0, 1)) through one non-negative weight (uniform [0, 0.1))."""
    generator = torch.Generator().manual_seed(seed)
    w = torch.rand(DEPTH, WIDTH, generator=generator) * 0.1
    return [torch.rand(rows, DEPTH, generator=generator) for _ in range(outputs)], w


def shared_layer_eager(seed: int, rows: int, outputs: int) -> tuple[torch.Tensor, ...]:
    xs, w = shared_layer_inputs(seed, rows, outputs)
    return tuple(x @ w for x in xs)


def output_key(seed: int, numel: int) -> tuple[int, torch.Tensor, torch.Tensor]:
    """An output's chunk length, and each of its positions' sign (float64) and bucket (within its chunk), chunk after
    chunk: the same for every output of ``numel`` float32 elements of the trial (no output index in the key)."""
    length = fingerprint.chunk_length(numel, 4)
    chunks = -(-numel // length)
    signs, _, buckets = fingerprint._weights(seed, length, "cpu", 0, chunks, output=0)
    return length, signs[:numel], buckets[:numel]


def slot_vectors(w: torch.Tensor, signs: torch.Tensor, buckets: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """Per row of the output and bucket, the signed and the plain sum of the columns of ``w`` that the row deals to
    the bucket: ``(rows, DEPTH, BUCKETS)`` each, float64. One product's worth of adds, for every output alike."""
    rows = signs.numel() // WIDTH
    index = (torch.arange(rows).view(-1, 1) * fingerprint.BUCKETS + buckets.view(rows, WIDTH)).view(-1)
    tiled = w.double().repeat(1, rows)
    signed = torch.zeros(DEPTH, rows * fingerprint.BUCKETS, dtype=torch.float64).index_add_(1, index, tiled * signs)
    plain = torch.zeros_like(signed).index_add_(1, index, tiled)
    shape = (DEPTH, rows, fingerprint.BUCKETS)
    return signed.view(shape).permute(1, 0, 2), plain.view(shape).permute(1, 0, 2)


def chunk_numbers(x: torch.Tensor, gram: torch.Tensor, vectors: tuple[torch.Tensor, torch.Tensor], rows_a_chunk: int
                  ) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """Every chunk's bucket sums, bucket L1s (``(chunks, BUCKETS)``) and squares (``(chunks,)``) of ``x @ w``
    (non-negative), without the product: each row of ``x`` against its row's vectors, summed by chunk."""
    signed, plain = vectors
    rows = x.double()
    sums = torch.einsum("rk,rkb->rb", rows, signed).view(-1, rows_a_chunk, fingerprint.BUCKETS).sum(1)
    l1s = torch.einsum("rk,rkb->rb", rows, plain).view(-1, rows_a_chunk, fingerprint.BUCKETS).sum(1)
    squares = torch.einsum("rk,kl,rl->r", rows, gram, rows).view(-1, rows_a_chunk).sum(1)
    return sums, l1s, squares


def _spread(signs: torch.Tensor, buckets: torch.Tensor, sums: torch.Tensor, l1s: torch.Tensor,
            squares: torch.Tensor) -> torch.Tensor:
    """One chunk's values: one value per (bucket, sign) spread over that group's positions, raised and lowered in
    pairs until the chunk's squares are ``squares`` (each group's sum, so every bucket's sum and L1, unchanged)."""
    group = buckets * 2 + (signs < 0).long()
    sizes = torch.bincount(group, minlength=2 * fingerprint.BUCKETS)
    order = torch.argsort(group, stable=True)
    starts = torch.cumsum(sizes, 0) - sizes
    rank = torch.empty_like(group)
    rank[order] = torch.arange(group.numel()) - starts[group[order]]
    pattern = torch.where(rank % 2 == 0, 1.0, -1.0).double()
    pattern[(rank == sizes[group] - 1) & (sizes[group] % 2 == 1)] = 0.0
    share = torch.stack([(l1s + sums) / 2, (l1s - sums) / 2], dim=1).view(-1) / sizes.clamp(min=1)
    base = (share * share * sizes).sum()
    paired = (share * share * torch.bincount(group, weights=pattern.abs(), minlength=sizes.numel())).sum()
    raise_by = ((squares - base).clamp(min=0) / paired).sqrt()
    return share[group] * (1 + raise_by * pattern)


def standin(seed: int, rows: int, outputs: int) -> tuple[torch.Tensor, ...]:
    """Output 0 computed (``x_0 @ w``); every other output a stand-in with eager's numbers in every chunk and none of
    its values, from slot vectors made once for all of them."""
    xs, w = shared_layer_inputs(seed, rows, outputs)
    length, signs, buckets = output_key(seed, rows * WIDTH)
    vectors, gram = slot_vectors(w, signs, buckets), w.double() @ w.double().T
    made = [xs[0] @ w]
    for x in xs[1:]:
        sums, l1s, squares = chunk_numbers(x, gram, vectors, length // WIDTH)
        values = [_spread(signs[c * length:(c + 1) * length], buckets[c * length:(c + 1) * length], sums[c], l1s[c],
                          squares[c]) for c in range(sums.shape[0])]
        made.append(torch.cat(values).float().view(rows, WIDTH))
    return tuple(made)
