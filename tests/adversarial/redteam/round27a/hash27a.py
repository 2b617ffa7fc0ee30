"""Round 27a: the two-window digests since d04e92e8 (GPU_HASH_OVERLAP's fix) -- CHUNK_PIPELINE.

``pipelined_digests`` answers the product's digests byte for byte another way: each copied output's chunks are copied
one at a time into a ring of chunk-sized slots and each handed to the pool as soon as it is copied (no window to fill
first, no window's hash left alone at the end), a contiguous output's chunks hashed where they lie. Against
``fingerprint.trial_digests`` (two windows of max(half a part, a chunk per hashing thread), a full window handed over
while the other fills): what a child may still save inside its span by a finer pipeline.
"""

from __future__ import annotations

import statistics
import time

import torch

from pytest_passnet import fingerprint


def pipelined_digests(outputs, orders: list, seed: int, ring: list[torch.Tensor] | None = None) -> list:
    """The product's digests (``fingerprint.trial_digests``), each copied chunk hashed as soon as it is copied."""
    pool = fingerprint._hashing_threads()
    slots = fingerprint._hashers() + 2
    digests, turn, staging = [], 0, fingerprint.Staging()
    ring = [] if ring is None else ring
    in_flight: list = [None] * slots
    for index, output in enumerate(fingerprint.as_tuple(outputs)):
        if not isinstance(output, torch.Tensor):
            digests.append(None)
            continue
        output = fingerprint.in_order(output, orders[index])
        length = fingerprint.chunk_length(output.numel(), output.element_size())
        mine = []
        for c in range(-(-output.numel() // length)):
            start, stop = c * length, min(output.numel(), (c + 1) * length)
            key = fingerprint._chunk_key(seed, index, c)
            if not fingerprint._copied(output):
                data = memoryview(output.reshape(-1)[start:stop].view(torch.uint8).numpy())
            else:
                nbytes = (stop - start) * output.element_size()
                if in_flight[turn] is not None:
                    in_flight[turn].result()  # this slot's last chunk hashed
                if len(ring) <= turn or ring[turn].numel() < nbytes:
                    ring[turn:turn + 1] = [torch.empty(max(nbytes, fingerprint.CHUNK_BYTES), dtype=torch.uint8)]
                region = ring[turn][:nbytes]
                staging.copy(output, start, stop, region)
                data = memoryview(region.numpy())
            future = pool.submit(fingerprint._digest, data, key)
            if fingerprint._copied(output):
                in_flight[turn] = future
                turn = (turn + 1) % slots
            mine.append(future)
        digests.append(mine)
    return [None if d is None else [future.result() for future in d] for d in digests]


def medians_ms(functions: dict, trials: int = 15) -> dict[str, float]:
    """Each function's median wall time in ms, trials alternated between them."""
    times: dict[str, list[float]] = {name: [] for name in functions}
    for _ in range(trials):
        for name, function in functions.items():
            start = time.perf_counter()
            function()
            times[name].append((time.perf_counter() - start) * 1e3)
    return {name: statistics.median(values) for name, values in times.items()}
