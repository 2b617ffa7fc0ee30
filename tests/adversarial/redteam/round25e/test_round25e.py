"""Round 25e, quick (in-process, no child): the reference child's hash walked outputs one at a time (``hash25e``), and
f74deb90's ``described_elsewhere`` is one flag for all of a side's outputs (``mixed25e``). The timed emulations are in
the modules (``python -m ...``); these tests check the mechanisms, which do not depend on the host's load."""

from __future__ import annotations

import pytest

import collections
import threading

import torch

from pytest_passnet import fingerprint
from tests.adversarial.redteam.round25e import hash25e, mixed25e


def _hashing_threads(graph) -> collections.Counter:
    """How many chunks of ``graph``'s outputs the product's ``trial_digests`` hashed on each thread (by name)."""
    x = {name: torch.randn(shape) for name, shape in graph.inputs.items()}
    outputs = graph.call(x)
    names, digest = collections.Counter(), fingerprint._digest

    def recording(data, key):
        names[threading.current_thread().name] += 1
        return digest(data, key)

    fingerprint._digest = recording
    try:
        fingerprint.trial_digests(outputs, fingerprint.memory_orders(outputs), 3, fingerprint.Staging())
    finally:
        fingerprint._digest = digest
    return names


def _on_the_pool(names: collections.Counter) -> bool:
    """Whether the pool's threads hashed every chunk but the calling thread's one job (one chunk of 1 MiB here)."""
    mine = sum(count for name, count in names.items() if not name.startswith("passnet-digest"))
    return mine <= 1 and sum(names.values()) - mine >= 63


def test_the_liar_s_digests_are_the_product_s():
    """SERIAL_OUTPUTS's answer is the product's, byte for byte: the audits cannot tell it."""
    assert hash25e.hash_times(repeats=1)["same_digests"]


def test_one_output_of_many_chunks_is_hashed_on_the_pool():
    """Held: one output's chunks are hashed side by side on the reference's pool (the calling thread takes one)."""
    assert _on_the_pool(_hashing_threads(hash25e.WHOLE))


def test_many_one_chunk_outputs_are_hashed_on_the_pool():
    """SERIAL_OUTPUTS, held since the round's fix: a trial's outputs are hashed as one batch
    (``fingerprint._DigestBatch``), 64 one-chunk outputs side by side on the pool as one output's 64 chunks are."""
    assert _on_the_pool(_hashing_threads(hash25e.SPLIT))


@pytest.mark.slow
def test_the_gapped_output_alone_leaves_eager_s_description_uncapped():
    """Held since 127739d9/f74deb90: round 25c's honest gapped output, eager's contiguous, both orders logical."""
    found = mixed25e.case("gapped_alone", trials=1)
    assert not found["described_elsewhere"], found


@pytest.mark.slow
def test_a_small_transposed_output_leaves_the_gapped_one_s_description_uncapped():
    """MIXED_OUTPUTS_CAP, held since the round: the cap applies only where every output was described in a permuted
    order the compiled side chose (``pipeline._described_elsewhere``)."""
    found = mixed25e.case("mixed", trials=1)
    assert found["conviction_allowance"] == found["uncapped_conviction_allowance"], found
