"""Round 28a: a trial's GPU outputs hashed as one batch (379ec7f4, ``fingerprint._device_digests``).

Since 379ec7f4 every chunk's key of every GPU output of a trial is one table, uploaded once, and each output (or each
16 MiB part of one with gaps, copied through the staging's one device buffer) takes its rows of it by a running
offset (``first``); every part's digests are launched without a wait and read back in one copy. A row off by one
anywhere convicts an honest pass (its audited chunk's ``byte_digest`` would not match) or keys one chunk as another.
``mixed_trial`` is a trial whose outputs exercise each turn of that loop; ``OnDevice`` (round 27b) makes
``trial_digests`` take its GPU branch on CPU tensors, the kernels running under ``TRITON_INTERPRET=1``.
"""

from __future__ import annotations

import torch

from pytest_passnet import fingerprint as fp
from tests.adversarial.redteam.round27b import digests27b as d


def mixed_trial() -> tuple:
    """One trial's outputs (1 KiB chunks, 3 KiB parts: ``digests27b.small_chunks``): a flat one of 2 chunks; one with
    gaps of 4 chunks (two staging parts, the second short); an empty one; one that is not a tensor; a CPU output between
    GPU ones; a float16 one 2 bytes off a 16-byte boundary (staged on the device); an int8 one-chunk output of 1,001
    bytes (its message not a multiple of 16: staged); a bool output of 1 chunk and a ragged one; the first output
    again (one storage, two indices); a permuted dense output (hashed in its memory order). 14 GPU chunks in all."""
    generator = torch.Generator().manual_seed(0x28A)
    flat = torch.randn(512, generator=generator)
    gapped = torch.randn(32, 64, generator=generator)[:, ::2]  # 1,024 float32 = 4 chunks, every row cut
    cpu = torch.randn(300, generator=generator)  # 2 chunks on the CPU
    bools = torch.rand(1_030, generator=generator) > 0.5
    permuted = torch.randn(16, 24, generator=generator).t()
    return (d.on_device(flat), d.on_device(gapped), d.on_device(torch.empty(0)), 7, cpu,
            d.on_device(d.misaligned(torch.float16, 1_000, 2)),
            d.on_device(torch.randint(-128, 128, (1_001,), generator=generator, dtype=torch.int8)),
            d.on_device(bools), d.on_device(flat), d.on_device(permuted))


def orders(outputs: tuple) -> list:
    return fp.memory_orders(tuple(o.as_subclass(torch.Tensor) if isinstance(o, torch.Tensor) else o for o in outputs))


def audits(outputs: tuple, seed: int) -> list:
    """What the trusted side checks each output's chunks against (``byte_digest``, keyed by its index), None for one
    that is not a tensor."""
    return [d.chunk_by_chunk(o.as_subclass(torch.Tensor), seed, j) if isinstance(o, torch.Tensor) else None
            for j, o in enumerate(outputs)]


class KeyTable:
    """Every chunk key made while it is patched in (``_chunk_key``'s (seed, output, chunk)), in order."""

    def __init__(self, monkeypatch):
        self.keys: list[tuple[int, int, int]] = []
        key = fp._chunk_key

        def recorded(seed: int, output: int, index: int) -> bytes:
            self.keys.append((seed, output, index))
            return key(seed, output, index)

        monkeypatch.setattr(fp, "_chunk_key", recorded)
