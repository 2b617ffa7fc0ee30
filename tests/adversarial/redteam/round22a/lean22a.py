"""A trial's description of a mask output (round 22a): what a pass's child may send instead of
``fingerprint.trial_description``'s entry where every chunk of an output is special (its values 0 and
``finfo(float32).min``, as an attention mask's are). At the round it was inside the trial's span, the digests with it;
since round 22a's fix the span holds the digests alone (``fingerprint.trial_digests``, the same for every child), and
this description comes after it, where what it saves is not timed.

The product reads such a chunk three times over: the norms from a float64 copy, the sketch (a gather in the key's
order, signed, summed by bucket) which ``_entry`` then replaces by zeros, and ``_special_fields``: another copy,
another float64 copy, and eleven float64 reductions. Every field is fixed by two numbers per chunk, how many of its
values are the mask's (n) and the sum of P's signs over their positions (s): L1 = n M and L2 = sqrt(n) M (M the
mask's magnitude), the ordinary values' L1, L2 and P zero, the huge values' L1 n M 2^-100 and P -s M 2^-100, no
infinity or NaN, a sketch of zeros. This description counts them in one comparison and one float32 product per chunk
(integer sums below 2^24: exact). Every number is what ``trial_description`` describes up to the rounding
``describes`` allows: an audit's answer matches it.

``grouped_description``: the grouped-by-length liar's description (round 22a (3)).

Imported by ``attacks22a`` and copied into the plugin run's ``pass_dir`` (``plugin22a``), as it is (the product's
modules are taken from ``sys.modules`` when called, as round 21a's ``lean21a`` does).
"""

from __future__ import annotations

import math
import sys

import torch

MASK = float(torch.finfo(torch.float32).min)


def _fingerprint():
    return sys.modules["pytest_passnet.fingerprint"]


def _product_entry(output: torch.Tensor, order: list[int], seed: int, staging, index: int) -> list:
    """The product's ``trial_description`` entry of ``output`` as output ``index`` of its trial (each output its own
    key: red team round 27a), the outputs before it left out."""
    return _fingerprint().trial_description((None,) * index + (output,), [None] * index + [order], seed,
                                            staging)[index]


def mask_entry(output: torch.Tensor, order: list[int], seed: int, staging, index: int) -> list:
    """Output ``index``'s description in ``order`` where it is float32 and each chunk holds 0 and ``MASK`` only, some
    ``MASK`` in every chunk (the product's ``trial_description`` entry otherwise)."""
    fingerprint = _fingerprint()
    output = fingerprint.in_order(output, order)
    logical = [list(range(output.dim()))]  # its dimensions are in ``order`` now
    numel = output.numel()
    length = fingerprint.chunk_length(numel, output.element_size())
    flat = output.detach().reshape(-1)
    if output.dtype != torch.float32 or not output.is_contiguous() or numel % length:
        return _product_entry(output, logical[0], seed, staging, index)
    signs = fingerprint._weights(seed, length, "cpu", 0, numel // length, output=index)[0].view(numel // length, -1)
    signs = signs[:, :length].to(torch.float32)  # each chunk's own (red team round 26c), its output's (27a)
    rows = flat.view(-1, length)
    masked = (rows == MASK).to(torch.float32)
    counts = masked.sum(1).tolist()
    signed = (masked * signs).sum(1).tolist()
    if not all(counts):
        return _product_entry(output, logical[0], seed, staging, index)  # a chunk without the mask: not special
    huge = abs(MASK) * 2.0 ** -100
    l1s = [n * abs(MASK) for n in counts]
    l2s = [math.sqrt(n) * abs(MASK) for n in counts]
    specials = [[c, 0.0, 0.0, 0.0, n * huge, -s * huge, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
                for c, (n, s) in enumerate(zip(counts, signed))]
    count = len(counts)
    zeros = [0.0] * (count * fingerprint.BUCKETS)
    return [numel, length, l1s, l2s, [0.0] * count, specials, zeros, list(zeros)]


def mask_description(outputs, orders: list, seed: int, staging) -> list:
    """Every output's ``mask_entry`` in its order (None for an output that is not a tensor)."""
    return [mask_entry(output, order, seed, staging, index) if isinstance(output, torch.Tensor) else None
            for index, (output, order) in enumerate(zip(_fingerprint().as_tuple(outputs), orders))]


def grouped_description(outputs, orders: list, seed: int, staging) -> list:
    """The product's entries, the outputs described grouped by chunk length (each length's key drawn once: the
    product's cache holds 4 lengths, and outputs of more lengths interleaved drew it again for every output until
    15d37d0f), each at its own index (its key: red team round 27a), the others left out."""
    fingerprint = _fingerprint()
    lengths = [fingerprint.chunk_length(output.numel(), output.element_size()) for output in outputs]
    description = [None] * len(outputs)
    for length in sorted(set(lengths)):
        group = [i for i in range(len(outputs)) if lengths[i] == length]
        entries = fingerprint.trial_description(tuple(outputs[i] if i in group else None for i in range(len(outputs))),
                                                [orders[i] if i in group else None for i in range(len(outputs))],
                                                seed, staging)
        for i in group:
            description[i] = entries[i]
    return description
