"""Round 27a: a child whose answer runs beside its own call -- CALL_OVERLAP (emulated on the CPU; the target is CUDA).

The trusted clock takes h, the reference child's work per trial beyond its call (the digests: on CUDA the
device-to-host copy and the hash), off the compiled side's span (``measure.bound_by_trusted_clock``). The reference
child answers after eager's call has returned (``CompiledSide.trial``, then ``fingerprint.trial_digests``): call, then
copy and hash. A pass's child that computes its output chunk by chunk can hash each chunk while the next is computed
(on a GPU: each chunk's kernels, its copy across and its hash on the host all overlap), so its span is about the
longer of call and answer where eager's is their sum, and the estimate (span - h) falls by up to the shorter of the
two. Round 26b's GPU_HASH_OVERLAP (copy against hash) and a hash on the device are other forms of the same saving; the
two-window fix (d04e92e8) overlaps copy and hash in the reference child, not its answer with eager's call, which it
cannot do (eager's output is whole only when the call returns).

``serial_call`` is a call computed in row blocks of one chunk each on one thread (as a Triton interpreter's program
loop); ``device_call`` a GPU's call as its host thread sees it (it waits, its cores free); ``reference_trial``
answers after the call (the product's ``trial_digests``); ``overlapped_trial`` hands each chunk to the digests' pool
as soon as the call has made it: the same digests.
"""

from __future__ import annotations

import concurrent.futures
import time

import torch

from pytest_passnet import fingerprint

DEPTH = 256


def call_inputs(seed: int, rows: int, width: int) -> tuple[torch.Tensor, torch.Tensor]:
    generator = torch.Generator().manual_seed(seed)
    return torch.randn(rows, DEPTH, generator=generator), torch.randn(DEPTH, width, generator=generator)


def serial_call(x: torch.Tensor, w: torch.Tensor, out: torch.Tensor, on_chunk=None) -> torch.Tensor:
    """``x @ w`` into ``out``, one chunk's rows at a time; ``on_chunk(c)`` after chunk ``c``'s rows are made."""
    length = fingerprint.chunk_length(out.numel(), out.element_size())
    rows_a_chunk = length // out.shape[1]
    for c, start in enumerate(range(0, out.shape[0], rows_a_chunk)):
        torch.matmul(x[start:start + rows_a_chunk], w, out=out[start:start + rows_a_chunk])
        if on_chunk is not None:
            on_chunk(c)
    return out


def device_call(out: torch.Tensor, call_ms: float, on_chunk=None) -> torch.Tensor:
    """A GPU's call as its host thread sees it: each chunk's kernels take ``call_ms`` / chunks on the device, the host
    waiting (its cores free); ``out`` holds the values already (the device's writes cost the host nothing)."""
    length = fingerprint.chunk_length(out.numel(), out.element_size())
    chunks = -(-out.numel() // length)
    for c in range(chunks):
        time.sleep(call_ms / chunks / 1e3)
        if on_chunk is not None:
            on_chunk(c)
    return out


def reference_trial(call, out: torch.Tensor, seed: int, staging) -> list:
    """``call(out)``, then the product's digests (what every child's harness does)."""
    call(out)
    return fingerprint.trial_digests((out,), [list(range(out.dim()))], seed, staging)


def overlapped_trial(call, out: torch.Tensor, seed: int) -> list:
    """The same digests, each chunk's hashed on the pool as soon as ``call(out, on_chunk)`` has made it, while the
    next chunk is computed."""
    pool = fingerprint._hashing_threads()
    flat = out.view(-1).view(torch.uint8)
    chunk_bytes = fingerprint._chunk_bytes(out)
    futures: list[concurrent.futures.Future] = []

    def hand_over(c: int) -> None:
        data = memoryview(flat[c * chunk_bytes:(c + 1) * chunk_bytes].numpy())
        futures.append(pool.submit(fingerprint._digest, data, fingerprint._chunk_key(seed, 0, c)))

    call(out, hand_over)
    return [[future.result() for future in futures]]
