"""Round 25e, SERIAL_OUTPUTS: the reference child hashed a trial's outputs one after another, and an output of one
chunk (at most ``CHUNK_BYTES``, 1 MiB) on the calling thread alone (``fingerprint.trial_digests`` at ``e5c2c8f2`` ->
``_output_digests`` -> ``_chunk_digests``: ``len(parts) == 1`` hashed in place; the pool mapped one output's part at a
time; since the fix after the round a trial's chunks are hashed as one batch, ``fingerprint._DigestBatch``). A sample
whose outputs are many small tensors (a split, a block's K/V caches, a backward graph's gradients) was hashed on one
core; a pass's child hashes the same chunks, keyed the same way (the product's own ``_digest`` and ``_chunk_key``), on
every core at once, and keeps the difference out of its span: round 25b's lever (hashing faster than the reference
child) without a faster hash.

Emulated through round 25b's harness (``attacks25b.run_case``: ``CompiledSide``'s handlers, the product's
``_drive``, ``_audit``, ``_trial_checks`` and ``measure_with_retries``), on the wall clock (the lever is parallelism:
the process CPU clock would count every thread). The liar claims a thousandth of its call and pads its span to land
the estimate just below zero (``attacks24a.liar_trial``, the saving measured untimed after each span).

    python -m tests.adversarial.redteam.round25e.hash25e [case ...]
"""

from __future__ import annotations

import concurrent.futures
import functools
import os
import sys
import time
from collections.abc import Callable

import torch

from pytest_passnet import fingerprint
from tests.adversarial.redteam.round24a.attacks24a import (
    CLAIM_DIVISOR, PAD_TARGET, Case, Graph, _the_product, calibrating_describe, liar_trial)
from tests.adversarial.redteam.round25b.attacks25b import describe, run_case

SIDE = 4096
ROWS = 64  # each output [64, 4096] float32: 1 MiB, one chunk
INPUTS = {"in_0": (SIDE, 1), "in_1": (1, SIDE)}
THREADS = 2  # the call's torch threads: this host's cores


def _add(x: dict) -> torch.Tensor:
    return torch.add(x["in_0"], x["in_1"])  # 64 MiB written once


SPLIT = Graph(INPUTS, lambda x: tuple(_add(x).split(ROWS)))  # 64 outputs of 1 MiB, contiguous views of one buffer
WHOLE = Graph(INPUTS, lambda x: (_add(x),))  # the same bytes as one output of 64 chunks (the reference's pool used)


def _kept_split(buffers: int = 4) -> Callable[[dict], tuple]:
    """The pass's call: the same sum written into buffers it keeps and takes in turn (no fresh pages to fault in, as a
    caching allocator's), split as eager's: a call 3-6 times shorter than eager's here. In turn, not one buffer: the
    harness keeps an audited chunk as the child returned it (a view; the real channel copies it) until the attempt's
    checks, which a later trial would overwrite."""
    kept, turn = [], [0]

    def call(x: dict) -> tuple:
        if not kept:  # made and faulted in once, at the judged call (before any timed trial)
            kept.extend(torch.zeros(SIDE, SIDE) for _ in range(buffers))
        out = kept[turn[0] % len(kept)]
        turn[0] += 1
        return tuple(torch.add(x["in_0"], x["in_1"], out=out).split(ROWS))

    return call


@functools.cache
def _pool() -> concurrent.futures.ThreadPoolExecutor:
    return concurrent.futures.ThreadPoolExecutor(len(os.sched_getaffinity(0)))


def parallel_digests(outputs, orders: list, seed: int, staging) -> list:
    """``fingerprint.trial_digests`` for contiguous CPU outputs, every output's chunks at once on one pool: the product's
    digests exactly (its ``_digest`` keyed by its ``_chunk_key``), the serial walk over outputs left out."""
    jobs, counts = [], []
    for j, output in enumerate(fingerprint.as_tuple(outputs)):
        assert output.is_contiguous() and orders[j] == list(range(output.dim())), "contiguous outputs only"
        data = memoryview(output.detach().reshape(-1).view(torch.uint8).numpy())
        step = fingerprint.chunk_length(output.numel(), output.element_size()) * output.element_size()
        chunks = [data[at:at + step] for at in range(0, len(data), step)]
        jobs += [(chunk, fingerprint._chunk_key(seed, j, c)) for c, chunk in enumerate(chunks)]
        counts.append(len(chunks))
    digests = list(_pool().map(lambda job: fingerprint._digest(*job), jobs))
    grouped, at = [], 0
    for count in counts:
        grouped.append(digests[at:at + count])
        at += count
    return grouped


def _parallel_liar(clock) -> Callable:
    return liar_trial(CLAIM_DIVISOR, parallel_digests, lambda outputs: outputs, PAD_TARGET)


def _unpadded_liar(clock) -> Callable:
    """The liar without a pad: its estimate is its call less what it saves, unpadded (the pad is a sleep, which
    overshoots by a scheduler's wake-up on this host)."""
    return liar_trial(CLAIM_DIVISOR, parallel_digests, None, 0.0)


CASES = {
    "split_liar": Case(SPLIT, SPLIT.call, _parallel_liar, calibrating_describe),
    "split_control": Case(SPLIT, SPLIT.call, _the_product(CLAIM_DIVISOR)),  # the same lie, the product's answer
    "split_honest": Case(SPLIT, SPLIT.call),
    "whole_liar": Case(WHOLE, WHOLE.call, _parallel_liar, calibrating_describe),  # one output: nothing to save
    "kept_liar": Case(SPLIT, _kept_split(), _parallel_liar, calibrating_describe),
    "kept_unpadded": Case(SPLIT, _kept_split(), _unpadded_liar),
    "kept_control": Case(SPLIT, _kept_split(), _the_product(CLAIM_DIVISOR)),
    "kept_honest": Case(SPLIT, _kept_split()),
}


def hash_times(graph: Graph = SPLIT, repeats: int = 7) -> dict:
    """The product's ``trial_digests`` against ``parallel_digests`` on ``graph``'s outputs (wall ms, medians), and
    whether they agree."""
    x = {name: torch.randn(shape) for name, shape in graph.inputs.items()}
    outputs = graph.call(x)
    orders, staging = fingerprint.memory_orders(outputs), fingerprint.Staging()
    same = fingerprint.trial_digests(outputs, orders, 7, staging) == parallel_digests(outputs, orders, 7, staging)
    times = {"product": [], "parallel": []}
    for _ in range(repeats):
        for name, digests in (("product", fingerprint.trial_digests), ("parallel", parallel_digests)):
            started = time.perf_counter()
            digests(outputs, orders, 7, staging)
            times[name].append((time.perf_counter() - started) * 1000)
    return {"same_digests": same, "outputs": len(outputs),
            **{name: round(sorted(values)[repeats // 2], 2) for name, values in times.items()}}


def run(name: str, retries: int = 3):
    return run_case(name, CASES[name], "wall", retries=retries, threads=THREADS)


if __name__ == "__main__":
    print(hash_times(), hash_times(WHOLE), flush=True)
    for name in sys.argv[1:] or CASES:
        print(describe(run(name)), flush=True)
