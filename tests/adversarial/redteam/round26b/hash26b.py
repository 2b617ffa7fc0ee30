"""Round 26b, the batch hash (e86a01e3: ``fingerprint.trial_digests`` hashes a trial's chunks as one batch,
``_DigestBatch``): can a pass's child answer a trial's digests, the product's byte for byte, for less than the
reference child does?

- ``STREAMED``: an output with gaps whose rows are long contiguous runs (a split's halves along the last dimension, a
  slice of columns, a fused QKV's thirds): the reference child copies it whole, window by window, into the staging's
  window and hashes the copy (``_DigestBatch.add`` -> ``Staging.to_host`` -> ``Staging.copy``), one window after the
  other. BLAKE3 is a stream: a chunk's digest is the same fed row by row (``blake3.update``) from where the rows lie,
  so a child hashes the same chunks with no copy at all (``streamed_digests``). The pass returns eager's own layout
  and its honest values: only its answer differs.
- ``PIPELINED``: the same outputs, each window's copy handed to the pool as soon as it is made, so the next copy runs
  beside its hash (``pipelined_digests``); the reference child copies a window, then hashes it, then copies the next.
- ``THREADED``: an output of fewer chunks than cores, hashed by the reference one chunk a job; blake3's own threads
  (``max_threads``) hash within a chunk (``threaded_digests``).

Each is timed alone (``hash_times``: wall medians, the product's ``trial_digests`` against the liar's, the digests
compared) and through round 25b's harness (``attacks25b.run_case``, wall clock: the liar claims a thousandth of its
call and pads its span to land the estimate just below zero, ``attacks24a.liar_trial``; its control tells the same
lie with the product's answer; the call a kernel on kept buffers made slower by ``EXTRA_MS``, above the allowance).

    python -m tests.adversarial.redteam.round26b.hash26b [case ...]
"""

from __future__ import annotations

import concurrent.futures
import functools
import os
import statistics
import sys
import time
from collections.abc import Callable

import blake3
import torch

from pytest_passnet import fingerprint
from tests.adversarial.redteam.round24a.attacks24a import (
    CLAIM_DIVISOR, PAD_TARGET, Case, Graph, _the_product, calibrating_describe, liar_trial, slower)
from tests.adversarial.redteam.round25b.attacks25b import describe, run_case

THREADS = 2  # the call's torch threads: this host's cores


@functools.cache
def _pool() -> concurrent.futures.ThreadPoolExecutor:
    return concurrent.futures.ThreadPoolExecutor(len(os.sched_getaffinity(0)))


def _storage_bytes(tensor: torch.Tensor) -> memoryview:
    """The bytes of ``tensor``'s whole storage, where they lie (no copy)."""
    whole = torch.empty(0, dtype=torch.uint8).set_(tensor.untyped_storage())
    return memoryview(whole.numpy())


def _row_pieces(output: torch.Tensor, start: int, stop: int, storage: memoryview) -> list[memoryview]:
    """Flat elements ``start`` to ``stop`` of a 2-D ``output`` whose rows are contiguous (``stride(-1) == 1``), as
    pieces of its storage's bytes, row by row."""
    width, size = output.shape[-1], output.element_size()
    pieces, at = [], start
    while at < stop:
        row, column = divmod(at, width)
        end = min(stop, (row + 1) * width)
        first = (output.storage_offset() + row * output.stride(0) + column) * size
        pieces.append(storage[first:first + (end - at) * size])
        at = end
    return pieces


def _streamed_chunk(pieces: list[memoryview], key: bytes) -> str:
    hasher = blake3.blake3(key=key)
    for piece in pieces:
        hasher.update(piece)
    return hasher.hexdigest(fingerprint.DIGEST_BYTES)


def streamed_digests(outputs, orders: list, seed: int, staging=None) -> list:
    """``fingerprint.trial_digests`` for CPU outputs that are contiguous or 2-D with contiguous rows (``STREAMED``):
    every chunk fed to BLAKE3 from where its bytes lie, row by row, all chunks at once on one pool; the product's
    digests exactly (its ``_chunk_key``, ``DIGEST_BYTES``), no copy."""
    jobs, counts = [], []
    for j, (output, order) in enumerate(zip(fingerprint.as_tuple(outputs), orders)):
        ordered = fingerprint.in_order(output, order)
        length = fingerprint.chunk_length(ordered.numel(), ordered.element_size())
        count = -(-ordered.numel() // length)
        if ordered.is_contiguous():
            flat = memoryview(ordered.reshape(-1).view(torch.uint8).numpy())
            step = length * ordered.element_size()
            pieces = [[flat[at:at + step]] for at in range(0, len(flat), step)]
        else:
            assert ordered.dim() == 2 and ordered.stride(-1) == 1, "rows contiguous, 2-D"
            storage = _storage_bytes(ordered)
            pieces = [_row_pieces(ordered, c * length, min(ordered.numel(), (c + 1) * length), storage)
                      for c in range(count)]
        jobs += [(chunk, fingerprint._chunk_key(seed, j, c)) for c, chunk in enumerate(pieces)]
        counts.append(count)
    digests = list(_pool().map(lambda job: _streamed_chunk(*job), jobs))
    grouped, at = [], 0
    for count in counts:
        grouped.append(digests[at:at + count])
        at += count
    return grouped


def pipelined_digests(outputs, orders: list, seed: int, staging=None, window_chunks: int = 4) -> list:
    """``fingerprint.trial_digests`` for CPU outputs (``PIPELINED``): a contiguous output's chunks handed to the pool
    where they lie; any other's copied ``window_chunks`` chunks at a time (the product's ``Staging.copy``) into a
    buffer of its own kept from trial to trial, each copy's chunks handed to the pool as soon as it is made, so the
    next copy runs beside their hash; the product's digests exactly."""
    pool, futures, counts = _pool(), [], []
    for j, (output, order) in enumerate(zip(fingerprint.as_tuple(outputs), orders)):
        ordered = fingerprint.in_order(output, order)
        size = ordered.element_size()
        length = fingerprint.chunk_length(ordered.numel(), size)
        count, step = -(-ordered.numel() // length), length * size
        if ordered.is_contiguous():
            data = ordered.reshape(-1).view(torch.uint8)
            windows = [(0, count)]
        else:
            data = _kept_buffer(j, ordered.numel() * size)
            windows = [(first, min(count, first + window_chunks)) for first in range(0, count, window_chunks)]
        bytes_ = memoryview(data.numpy())
        for first, last in windows:
            if not ordered.is_contiguous():
                start, stop = first * length, min(ordered.numel(), last * length)
                _COPIER.copy(ordered, start, stop, data[start * size:stop * size])
            futures += [pool.submit(fingerprint._digest, bytes_[c * step:(c + 1) * step],
                                    fingerprint._chunk_key(seed, j, c)) for c in range(first, last)]
        counts.append(count)
    digests = [future.result() for future in futures]
    grouped, at = [], 0
    for count in counts:
        grouped.append(digests[at:at + count])
        at += count
    return grouped


_COPIER = fingerprint.Staging()  # its ``copy`` into a given region: the product's copy, tiles and all
_KEPT: dict[tuple[int, int], torch.Tensor] = {}


def _kept_buffer(output: int, nbytes: int) -> torch.Tensor:
    """A pipelined copy's buffer for output ``output``, kept from trial to trial (its pages faulted in once)."""
    if (output, nbytes) not in _KEPT:
        _KEPT[output, nbytes] = torch.zeros(nbytes, dtype=torch.uint8)
    return _KEPT[output, nbytes]


def threaded_digests(outputs, orders: list, seed: int, staging=None) -> list:
    """``fingerprint.trial_digests`` for contiguous CPU outputs, each chunk hashed on blake3's own threads
    (``max_threads=AUTO``), one chunk after another (``THREADED``)."""
    grouped = []
    for j, (output, order) in enumerate(zip(fingerprint.as_tuple(outputs), orders)):
        ordered = fingerprint.in_order(output, order)
        assert ordered.is_contiguous(), "contiguous outputs only"
        flat = memoryview(ordered.reshape(-1).view(torch.uint8).numpy())
        step = fingerprint.chunk_length(ordered.numel(), ordered.element_size()) * ordered.element_size()
        grouped.append([blake3.blake3(flat[at:at + step], key=fingerprint._chunk_key(seed, j, c),
                                      max_threads=blake3.blake3.AUTO).hexdigest(fingerprint.DIGEST_BYTES)
                        for c, at in enumerate(range(0, len(flat), step))])
    return grouped


# -- the graphs ------------------------------------------------------------------------------------------------------

SIDE = 4096
HALF = SIDE // 2
_ROW_INPUTS = {"in_0": (SIDE, 1), "in_1": (1, SIDE)}


def _split(x: dict) -> tuple:
    return tuple(torch.relu_(x["in_0"] + x["in_1"]).split(HALF, -1))


# Two [4096, 2048] halves of a 64 MiB result along the last dimension: rows of 8 KiB, 8 KiB apart.
SPLIT = Graph(_ROW_INPUTS, _split)
# A third of a fused QKV projection's output, [4096, 1365] of [4096, 4096]: rows of 5.3 KiB.
QKV = Graph(_ROW_INPUTS, lambda x: (torch.relu_(x["in_0"] + x["in_1"])[:, :SIDE // 3],))
# One output of 2 MiB (2 chunks) on a host of more cores than chunks; and of 1 MiB (1 chunk, the calling thread's).
TWO_CHUNKS = Graph({"in_0": (512, 1), "in_1": (1, 1024)}, lambda x: (torch.relu_(x["in_0"] + x["in_1"]),))
ONE_CHUNK = Graph({"in_0": (256, 1), "in_1": (1, 1024)}, lambda x: (torch.relu_(x["in_0"] + x["in_1"]),))


def _kept(graph_call: Callable[[dict], tuple], shape: tuple[int, int], buffers: int = 4) -> Callable[[dict], tuple]:
    """The pass's call: eager's result written into buffers it keeps and takes in turn (no fresh pages to fault in,
    as a caching allocator's), returned in eager's layout (``graph_call`` on the buffer's values): a call several
    times shorter than eager's here. In turn: the harness keeps an audited chunk as a view until the attempt's
    checks."""
    kept, turn = [], [0]

    def call(x: dict) -> tuple:
        if not kept:
            kept.extend(torch.zeros(shape) for _ in range(buffers))
        out = kept[turn[0] % len(kept)]
        turn[0] += 1
        torch.add(x["in_0"], x["in_1"], out=out).relu_()
        return graph_call(out)

    return call


_kept_split = _kept(lambda out: tuple(out.split(HALF, -1)), (SIDE, SIDE))


def _liar(digests: Callable) -> Callable:
    return lambda clock: liar_trial(CLAIM_DIVISOR, digests, lambda outputs: outputs, PAD_TARGET)


def _unpadded(digests: Callable) -> Callable:
    return lambda clock: liar_trial(CLAIM_DIVISOR, digests, None, 0.0)


# A slower kernel: a call over the allowance (about half of h here), which a lie without the lever only lowers to it.
EXTRA_MS = 12.0
_slow_split = slower(_kept_split, EXTRA_MS)

CASES = {
    "split_pipelined_liar": Case(SPLIT, _slow_split, _liar(pipelined_digests), calibrating_describe),
    "split_pipelined_unpadded": Case(SPLIT, _slow_split, _unpadded(pipelined_digests)),
    "split_stream_liar": Case(SPLIT, _slow_split, _liar(streamed_digests), calibrating_describe),
    "split_control": Case(SPLIT, _slow_split, _the_product(CLAIM_DIVISOR)),  # the same lie, the product's answer
    "split_honest": Case(SPLIT, _slow_split),
}


def hash_times(graph: Graph = SPLIT, liar: Callable = streamed_digests, repeats: int = 9) -> dict:
    """The product's ``trial_digests`` against ``liar`` on ``graph``'s outputs (wall ms, medians), and whether their
    digests agree."""
    x = {name: torch.randn(shape) for name, shape in graph.inputs.items()}
    outputs = fingerprint.as_tuple(graph.call(x))
    orders, staging = fingerprint.memory_orders(outputs), fingerprint.Staging()
    same = fingerprint.trial_digests(outputs, orders, 7, staging) == liar(outputs, orders, 7, staging)
    times = {"product": [], "liar": []}
    for _ in range(repeats):
        for name, digests in (("product", fingerprint.trial_digests), ("liar", liar)):
            started = time.perf_counter()
            digests(outputs, orders, 7, staging)
            times[name].append((time.perf_counter() - started) * 1000)
    return {"same_digests": same, "outputs": len(outputs),
            **{name: round(statistics.median(values), 2) for name, values in times.items()}}


def run(name: str, retries: int = 3):
    return run_case(name, CASES[name], "wall", retries=retries, threads=THREADS)


if __name__ == "__main__":
    for graph, liar in ((SPLIT, streamed_digests), (QKV, streamed_digests), (SPLIT, pipelined_digests),
                        (QKV, pipelined_digests), (TWO_CHUNKS, threaded_digests), (ONE_CHUNK, threaded_digests)):
        print(liar.__name__, hash_times(graph, liar), flush=True)
    for name in sys.argv[1:] or CASES:
        print(describe(run(name)), flush=True)
