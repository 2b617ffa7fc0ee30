"""A trial's answer made without the optional sketch (round 21a): what a pass's child may commit instead of
``fingerprint.keyed``'s entry; since round 22a's split, the description a pass's child may send after the span instead
of ``fingerprint.trial_description``'s.

Imported by ``attacks21a`` and copied into the plugin run's ``pass_dir`` (``pass_dir.lean21a``), where the pass's
child answers its timed trials with it. A helper in a pass_dir may not import ``pytest_passnet`` (the child's static
rules), so the product's modules are taken from ``sys.modules`` when called: the child has imported them by then.

The entry is the one the protocol took without the sketch at the round (7 fields; the protocol refuses it since): the
product's norms (``fingerprint.fingerprint``), each chunk's P under the trial's key (``fingerprint._weights``: each
chunk's signs, one float32 multiply and sum per chunk instead of the sketch's gather and bucket sums), no special
chunk (the product's own entry where a chunk has one); the byte digests, then at its end, are the span's answer since
round 22a (``fingerprint.trial_digests``), not the description's. Every number is what ``fingerprint.keyed`` commits,
up to rounding: an audit's answer matches it.
"""

from __future__ import annotations

import sys

import torch


def _fingerprint():
    return sys.modules["pytest_passnet.fingerprint"]


def lean_entry(output: torch.Tensor, seed: int, index: int) -> list:
    """Output ``index``'s description without the sketch (each output its own key: red team round 27a)."""
    fingerprint = _fingerprint()
    numel, length, l1s, l2s = fingerprint.fingerprint((output,))[0]
    if not output.is_floating_point() or not all(fingerprint.plain(l1, l2) for l1, l2 in zip(l1s, l2s)):
        return fingerprint._keyed((output,), seed, [[numel, length, l1s, l2s]], 0, index)[0]
    count = len(l1s)
    weights = fingerprint._weights(seed, length, output.device, 0, count, output=index)[0].to(torch.float32).view(count, -1)
    rows = fingerprint._chunk_rows(output.detach().reshape(-1), length, torch.float32)
    # Not ``row @ weights``: a BLAS product leaves its threads spinning past the answer, beside the next call.
    projections = (torch.cat(rows) * weights).sum(-1).double().tolist() if rows else []
    return [numel, length, l1s, l2s, projections, []]


def lean_description(outputs, seed: int) -> list:
    """Every output's ``lean_entry`` (None for an output that is not a tensor)."""
    return [lean_entry(output, seed, index) if isinstance(output, torch.Tensor) else None
            for index, output in enumerate(_fingerprint().as_tuple(outputs))]
