"""A trial's answer for a mask output (round 22a): what a pass's child may commit instead of
``fingerprint.commitment``'s entry where every chunk of an output is special (its values 0 and
``finfo(float32).min``, as an attention mask's are).

The product reads such a chunk three times over: the norms from a float64 copy, the sketch (a gather in the key's
order, signed, summed by bucket) which ``_entry`` then replaces by zeros, and ``_special_fields``: another copy,
another float64 copy, and eleven float64 reductions. Every field is fixed by two numbers per chunk, how many of its
values are the mask's (n) and the sum of P's signs over their positions (s): L1 = n M and L2 = sqrt(n) M (M the
mask's magnitude), the ordinary values' L1, L2 and P zero, the huge values' L1 n M 2^-100 and P -s M 2^-100, no
infinity or NaN, a sketch of zeros. This answer counts them in one comparison and one float32 product per chunk
(integer sums below 2^24: exact) and hashes the bytes as the product does (the digests: mandatory, paid in full).
Every number is what ``commitment`` commits up to the rounding ``describes`` allows: an audit's answer matches it.

Imported by ``attacks22a``; a pass_dir helper could hold it as it is (the product's modules are taken from
``sys.modules`` when called, as round 21a's ``lean21a`` does).
"""

from __future__ import annotations

import math
import sys

import torch

MASK = float(torch.finfo(torch.float32).min)


def _fingerprint():
    return sys.modules["pytest_passnet.fingerprint"]


def mask_entry(output: torch.Tensor, seed: int, staging) -> list:
    """One float32 output's entry where each chunk holds 0 and ``MASK`` only, some ``MASK`` in every chunk (the
    product's ``commitment`` entry otherwise)."""
    fingerprint = _fingerprint()
    numel = output.numel()
    length = fingerprint.chunk_length(numel, output.element_size())
    flat = output.detach().reshape(-1)
    if output.dtype != torch.float32 or not output.is_contiguous() or numel % length:
        return fingerprint.commitment((output,), seed, staging)[0]
    signs = fingerprint._weights(seed, length)[0][:length].to(torch.float32)
    rows = flat.view(-1, length)
    masked = (rows == MASK).to(torch.float32)
    counts = masked.sum(1).tolist()
    signed = (masked * signs).sum(1).tolist()
    if not all(counts):
        return fingerprint.commitment((output,), seed, staging)[0]  # a chunk without the mask: not special
    huge = abs(MASK) * 2.0 ** -100
    l1s = [n * abs(MASK) for n in counts]
    l2s = [math.sqrt(n) * abs(MASK) for n in counts]
    specials = [[c, 0.0, 0.0, 0.0, n * huge, -s * huge, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
                for c, (n, s) in enumerate(zip(counts, signed))]
    count = len(counts)
    zeros = [0.0] * (count * fingerprint.BUCKETS)
    digests = [digest for part in fingerprint._output_parts(output, length, staging)
               for digest in fingerprint._part_digests(part, length * output.element_size(), staging)]
    return [numel, length, l1s, l2s, [0.0] * count, specials, zeros, list(zeros), digests]


def mask_commitment(outputs, seed: int, staging) -> list:
    """Every output's ``mask_entry`` (None for an output that is not a tensor)."""
    return [mask_entry(output, seed, staging) if isinstance(output, torch.Tensor) else None
            for output in _fingerprint().as_tuple(outputs)]
