"""Round 28a (cheap, in the normal suite): the GPU child's spin between requests (f772996d), a trial's GPU outputs
hashed as one batch (379ec7f4), the sketch's rows and keys through one generator (a5295273, d20c9c3d, 7f99c6ec).
Nothing was FOOLED: a plain test for each row that held."""

from __future__ import annotations

import os

import pytest
import torch

from pytest_passnet import fingerprint as fp
from pytest_passnet.sandbox import process
from tests.adversarial.redteam.round27b import digests27b as d
from tests.adversarial.redteam.round28a import batch28a as b
from tests.adversarial.redteam.round28a import keys28a as k
from tests.adversarial.redteam.round28a import spin28a as s

SEED = 0x28A


def _require(condition: bool, what: str) -> None:
    """A precondition: raises other than AssertionError, so that it fails the test, not the assertion."""
    if not condition:
        raise RuntimeError(f"precondition: {what}")


def test_a_spinning_child_stopped_for_eager_uses_no_cpu_after_its_stop():
    """SPIN_STOP_RACE: a child spinning in ``_until_readable`` (as an honest GPU child is when eager's block of a
    later attempt stops it) stopped by ``_stop_trees`` and watched by ``_Watch`` 40 times: the first look never reads
    the stop's own accounting (a running thread's ``schedstat`` lags until it is switched out), so the last look finds
    no CPU used and convicts nothing (300 stops: 0 ns each)."""
    seen = s.stop_and_watch(40)
    _require(len(seen.used_ns) == 40, "every stop was watched")
    assert not seen.convicted, f"an honest spinning child convicted: {seen.convicted[:3]}"
    assert max(seen.used_ns) <= process._STOPPED_CPU_NS, f"{max(seen.used_ns)} ns read after the stop"


@pytest.mark.skipif(os.environ.get("TRITON_INTERPRET") != "1" and not torch.cuda.is_available(),
                    reason="device_blake3's kernels need a GPU or TRITON_INTERPRET=1")
@pytest.mark.slow
def test_a_trial_s_gpu_outputs_in_one_batch_are_keyed_chunk_by_chunk(monkeypatch):
    """BATCH_KEY_ROWS: ``mixed_trial``'s ten outputs (flat, gapped in two staging parts, empty, not a tensor, a CPU one,
    misaligned, a 1,001-byte message, ragged bool, one storage twice, permuted) through ``trial_digests``' GPU branch
    in one call: every digest is the audit's ``byte_digest`` of its chunk under its own index, and the key table holds
    each (output, chunk) once, none another's."""
    with d.small_chunks(monkeypatch):
        outputs = b.mixed_trial()
        table = b.KeyTable(monkeypatch)
        answered = fp.trial_digests(outputs, b.orders(outputs), SEED, fp.Staging())
        keys = list(table.keys)
        monkeypatch.undo()
        with d.small_chunks(monkeypatch):
            expected = b.audits(outputs, SEED)
    _require(sum(len(digests) for digests in expected if digests) == 17, "17 chunks, 15 of them GPU outputs'")
    assert answered == expected, [j for j, (got, want) in enumerate(zip(answered, expected)) if got != want]
    assert sorted(keys) == sorted({(SEED, j, c) for j, digests in enumerate(expected) for c in range(len(digests or ()))})


def test_the_child_s_parts_describe_each_chunk_as_the_trusted_side_keys_it(monkeypatch):
    """GATHER_PARTS: with parts of 3 rows (``_GATHER_POSITIONS`` patched) and chunks of 1 KiB, seven outputs of every
    kind the sketch or P reads (a short, padded last chunk each; float16 gathered in float32; complex as reals; a
    one-chunk output not a multiple of ``PERIOD``): every chunk of the child's description is accepted by the trusted
    side's ``describes`` alone, and no float chunk's is accepted as the next chunk's or as the next output's (a mutant
    whose parts all start at the output's first chunk: 13 of 51 accepted)."""
    monkeypatch.setattr(fp, "CHUNK_BYTES", 1024)
    monkeypatch.setattr(fp, "_GATHER_POSITIONS", {"cpu": 3 * fp.PERIOD, "cuda": 3 * fp.PERIOD})
    seen = k.described_as_audited(k.outputs_of_every_kind(torch.Generator().manual_seed(1)), SEED)
    _require(len(seen) == 51, "51 chunks")
    assert all(own for _, _, own, _ in seen), [(j, c) for j, c, own, _ in seen if not own]
    assert not any(other for *_, other in seen), [(j, c) for j, c, _, other in seen if other]


def test_no_two_chunks_or_outputs_of_a_trial_group_and_sign_alike():
    """KEY_AGREEMENT: 8 chunks of 4,096 positions in each of 3 outputs, 3 seeds: no two keys put more positions in the
    same bucket with the same sign than chance gives the most alike of 276 pairs (1 in 128 a position, about 1.5 in
    128 for the worst pair); a key repeated across chunks (26c) or outputs (27a) gives 1."""
    for seed in (1, 2, 3):
        worst = k.key_agreement(seed, 4096, 8, 3)
        assert worst < 2 / (2 * fp.BUCKETS), f"seed {seed}: two keys agree on {worst:.3%} of positions"
