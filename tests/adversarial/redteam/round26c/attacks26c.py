"""Round 26c: the sketch's key since 36cc6502 (blocks of PERIOD dealing 4 positions to each bucket under a keyed order).

The key of a position is the same in every chunk of a trial (``fingerprint._order(seed, length)`` holds no chunk
index; before 36cc6502 the CPU ``randperm`` was drawn per (seed, length) and was the same for every chunk of a length
too). Where an output's chunks hold whole rows (a width dividing the chunk length), row ``i`` of every chunk groups and
signs its columns alike, so a non-negative linear layer ``x @ w`` gets every chunk's bucket sums and bucket L1s from
per-slot sums of ``w``'s columns (``slot_vectors``: one chunk's worth of work a trial) and ``x``'s rows
(2 BUCKETS MACs a depth a row, against the row's width), and its L2 from the Gram matrix ``w wᵀ``. From those
numbers ``standin`` builds an output that shares no element with eager's yet has eager's L1, L2, P and every bucket's
sum and L1 in every chunk: each chunk is one value per (bucket, sign) spread over that bucket's positions of that
sign, alternately raised and lowered by one share per chunk until its squares are eager's.
"""

from __future__ import annotations

import time

import torch

from pytest_passnet import fingerprint

DEPTH, WIDTH = 64, 4096  # a row is 16 blocks of PERIOD; 64 rows make a 1 MiB float32 chunk


def linear_inputs(seed: int, rows: int) -> tuple[torch.Tensor, torch.Tensor]:
    """A non-negative layer's inputs (uniform [0, 1) activations, uniform [0, 0.1) weights)."""
    generator = torch.Generator().manual_seed(seed)
    return torch.rand(rows, DEPTH, generator=generator), torch.rand(DEPTH, WIDTH, generator=generator) * 0.1


def linear_eager(seed: int, rows: int) -> tuple[torch.Tensor]:
    x, w = linear_inputs(seed, rows)
    return (x @ w,)


def chunk_key(seed: int, length: int, module=fingerprint) -> tuple[torch.Tensor, torch.Tensor]:
    """Each position's sign (float64) and bucket, as a stand-in reads them from the trial's seed (``_weights``;
    ``module`` may be another version of ``fingerprint`` with the same function)."""
    signs, _, buckets = module._weights(seed, length, output=0)
    return signs, buckets


def slot_vectors(w: torch.Tensor, signs: torch.Tensor, buckets: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """Per row slot of a chunk (``length // WIDTH``) and bucket, the signed and the plain sum of the columns of
    ``w`` that the slot deals to the bucket: ``(slots, DEPTH, BUCKETS)`` each, float64."""
    slots = signs.numel() // WIDTH
    index = (torch.arange(slots).view(-1, 1) * fingerprint.BUCKETS + buckets.view(slots, WIDTH)).view(-1)
    tiled = w.double().repeat(1, slots)
    signed = torch.zeros(DEPTH, slots * fingerprint.BUCKETS, dtype=torch.float64).index_add_(1, index, tiled * signs)
    plain = torch.zeros_like(signed).index_add_(1, index, tiled)
    shape = (DEPTH, slots, fingerprint.BUCKETS)
    return signed.view(shape).permute(1, 0, 2), plain.view(shape).permute(1, 0, 2)


def chunk_numbers(x: torch.Tensor, w: torch.Tensor, vectors: tuple[torch.Tensor, torch.Tensor]
                  ) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """Every chunk's bucket sums, bucket L1s (``(chunks, BUCKETS)``) and squares (``(chunks,)``) of ``x @ w``
    (non-negative), without the product: ``x``'s rows against their slot's vectors, and the Gram form."""
    signed, plain = vectors
    slots = signed.shape[0]
    rows = x.double().view(-1, slots, DEPTH)
    sums = torch.einsum("csk,skb->cb", rows, signed)
    l1s = torch.einsum("csk,skb->cb", rows, plain)
    gram = w.double() @ w.double().T
    squares = torch.einsum("csk,kl,csl->c", rows, gram, rows)
    return sums, l1s, squares


def spread_layout(signs: torch.Tensor, buckets: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """Each position's (bucket, sign) group, the groups' sizes, and a pattern of +1/-1 pairs (0 for a group's odd
    last) that sums to zero in every group."""
    group = buckets * 2 + (signs < 0).long()
    sizes = torch.bincount(group, minlength=2 * fingerprint.BUCKETS)
    order = torch.argsort(group, stable=True)
    starts = torch.cumsum(sizes, 0) - sizes
    rank = torch.empty_like(group)
    rank[order] = torch.arange(group.numel()) - starts[group[order]]
    pattern = torch.where(rank % 2 == 0, 1.0, -1.0).double()
    pattern[(rank == sizes[group] - 1) & (sizes[group] % 2 == 1)] = 0.0
    return group, sizes, pattern


def standin(seed: int, rows: int, module=fingerprint) -> tuple[torch.Tensor]:
    """The stand-in's output for ``linear_eager(seed, rows)``: eager's numbers per chunk, none of its values."""
    x, w = linear_inputs(seed, rows)
    length = fingerprint.chunk_length(rows * WIDTH, 4)
    signs, buckets = chunk_key(seed, length, module)
    sums, l1s, squares = chunk_numbers(x, w, slot_vectors(w, signs, buckets))
    group, sizes, pattern = spread_layout(signs, buckets)
    share = torch.stack([(l1s + sums) / 2, (l1s - sums) / 2], dim=2).view(sums.shape[0], -1) / sizes
    base = (share * share * sizes).sum(1)
    paired = (share * share * torch.bincount(group, weights=pattern.abs(), minlength=sizes.numel())).sum(1)
    raise_by = ((squares - base).clamp(min=0) / paired).sqrt().view(-1, 1)
    values = share[:, group] * (1 + raise_by * pattern)
    return (values.float().view(rows, WIDTH),)


def timed(function, *args, repeats: int = 5) -> float:
    """The minimum wall time of ``function(*args)`` in ms."""
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        function(*args)
        best = min(best, time.perf_counter() - start)
    return best * 1e3
