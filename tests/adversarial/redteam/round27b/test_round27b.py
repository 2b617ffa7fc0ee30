"""Round 27b (cheap, in the normal suite): GPU outputs hashed on their device (23e71835, 227ecf29, b49e14f0,
58eaf688), run on CPU tensors under ``TRITON_INTERPRET=1``. Strict xfails for the FOOLED rows (GPU_OUTPUT_WAITS,
MISALIGNED_STAGING), plain tests for what held."""

from __future__ import annotations

import os

import pytest
import torch

from pytest_passnet import fingerprint as fp
from tests.adversarial.redteam.round27b import digests27b as d
from tests.adversarial.redteam.round27b import series27b as s

SEED = 0x27B

pytestmark = pytest.mark.skipif(os.environ.get("TRITON_INTERPRET") != "1" and not torch.cuda.is_available(),
                                reason="device_blake3's kernels need a GPU or TRITON_INTERPRET=1")


def _require(condition: bool, what: str) -> None:
    """A precondition: raises other than AssertionError, so that it fails the test, not the assertion."""
    if not condition:
        raise RuntimeError(f"precondition: {what}")


# -- correctness: the child's device digests against the audit's byte_digest, chunk by chunk ------------------------


LAYOUTS = list(d.layouts())


@pytest.mark.parametrize("part", [0, 1, 2, 3])
@pytest.mark.slow
def test_device_digests_are_the_audit_s_on_every_layout(monkeypatch, part):
    """Every layout of ``digests27b.layouts`` (bool, complex, odd int8/uint8 lengths, float64, 0-d, empty, misaligned
    slices, conj/neg views, an expand, gapped rows, a last chunk ending 1 byte into its 16, messages not a multiple
    of 16 bytes): the device path's digests equal ``byte_digest``'s chunk by chunk (as a CPU child's do), and another
    output index changes every one.

    Hashed on the device once, as output 1: its digests equal ``byte_digest``'s under index 1 and share none with
    output 0's. The index reaches the device only in the keys built on the host (``_chunk_key``), the same for every
    layout, so a second pass as output 0 (which doubled the test's time) read no path this one does not."""
    with d.small_chunks(monkeypatch):
        layouts = d.layouts()
        for name in LAYOUTS[part::4]:
            output = layouts[name]
            expected = d.chunk_by_chunk(output, SEED, 0)
            _require(fp.trial_digests((output,), [fp.memory_order(output)], SEED, fp.Staging()) == [expected],
                     f"{name}: a CPU child answers byte_digest's digests")
            device = d.device_path(output, SEED, 1)
            assert device == d.chunk_by_chunk(output, SEED, 1), f"{name}: device digests part from byte_digest's"
            if expected:
                assert not set(device) & set(expected), f"{name}: not keyed by its index"


@pytest.mark.slow
def test_device_digests_are_the_audit_s_across_the_tree_s_edges():
    """``digests27b.tree_shapes`` (64, 128 and 130 BLAKE3 chunks a message, the 128 staged) at ``CHUNK_BYTES`` as it
    is."""
    for name, output in d.tree_shapes().items():
        assert d.device_path(output, SEED, 0) == d.chunk_by_chunk(output, SEED, 0), f"{name}: digests part"


def test_one_storage_returned_twice_is_each_output_s_own(monkeypatch):
    """The same tensor as two GPU outputs of one trial (``trial_digests``' own GPU branch): each output's digests are
    its index's, as the audit checks them (2 chunks each: the second output's keys start after the first's)."""
    with d.small_chunks(monkeypatch):
        output = d.misaligned(torch.float32, 300, 0)
        got = fp.trial_digests((d.on_device(output), d.on_device(output)), [[0], [0]], SEED, fp.Staging())
        assert got == [d.chunk_by_chunk(output, SEED, 0), d.chunk_by_chunk(output, SEED, 1)]
        assert got[0] != got[1]


# -- GPU_OUTPUT_WAITS: output after output, a wait each (FOOLED) ------------------------------------------------------


OUTPUTS = 2  # a wait an output (2) or one for all (1): more outputs tell the two apart no better


def test_a_trial_s_gpu_outputs_take_no_more_waits_than_a_batching_child_s(monkeypatch):
    """Round 25e's class on the GPU: ``trial_digests`` hashed GPU outputs one after the other (at 3ab277b9), each a key
    upload, its kernels and a ``keyed_digests`` wait; a child whose outputs lie in one buffer (``batched_digests``)
    answers the same digests for all of them in one launch set and one wait: 8 one-chunk outputs took 8 waits against
    1 (on an H100 about 0.1-0.2 ms each: README); 2 here, 2 waits against 1. Since the lead's fix after the round
    every chunk's key is uploaded once and the digests are read back once (``_device_digests``: no ``keyed_digests``
    wait); a launch set an output remains (2 against 1 here)."""
    with d.small_chunks(monkeypatch):
        buffer = torch.randn(OUTPUTS, 256, generator=torch.Generator().manual_seed(1))
        outputs = tuple(d.on_device(row) for row in buffer.unbind())
        reference = d.Waits(monkeypatch)
        answered = fp.trial_digests(outputs, [[0]] * OUTPUTS, SEED, fp.Staging())
        _require(answered == [d.chunk_by_chunk(row, SEED, j) for j, row in enumerate(buffer.unbind())],
                 "trial_digests' GPU branch answers the audit's digests")
        waits, launches = reference.waits, reference.launches
        _require(launches >= 1, "trial_digests took its GPU branch")
        liar = d.Waits(monkeypatch)
        _require(d.batched_digests(buffer, OUTPUTS, SEED) == answered, "the batching child's digests are the same")
        assert waits <= liar.waits, (f"{OUTPUTS} GPU outputs: the reference child waits {waits} times and launches "
                                     f"{launches} kernel sets, a batching child {liar.waits} and {liar.launches}")


# -- MISALIGNED_STAGING: a dense output off a 16-byte boundary is copied first (FOOLED) ----------------------------------


@pytest.mark.xfail(strict=True, reason="red team round 27b MISALIGNED_STAGING: copied on the device before hashed")
def test_a_misaligned_dense_output_is_hashed_where_it_lies(monkeypatch):
    """A contiguous GPU output whose data starts 4 bytes past a 16-byte boundary (``y[1:]``, a split's later part) is
    copied into zeroed aligned rows on the device before it is hashed (``device_blake3.py:80-82``, ``_aligned_rows``
    ``:123``); the same bytes at an aligned address are hashed where they lie. The reference child pays that copy
    (3x the output's bytes of device traffic) where eager returns such a view and a pass its own aligned buffer, and
    an honest pass returning such views where eager's outputs are aligned pays it as call time; on the CPU the same
    output is hashed where it lies."""
    with d.small_chunks(monkeypatch):
        shifted = d.misaligned(torch.float32, 512, 4)  # 2 chunks of 1 KiB: messages a multiple of 16 bytes
        aligned = shifted.clone()
        expected = d.chunk_by_chunk(aligned, SEED, 0)
        counts = {}
        for name, output in (("aligned", aligned), ("misaligned", shifted)):
            waits = d.Waits(monkeypatch)
            _require(d.device_path(output, SEED, 0) == expected, f"the {name} output's digests are the audit's")
            counts[name] = (waits.staged, waits.staged_bytes)
        _require(counts["aligned"] == (0, 0), "an aligned output is hashed where it lies")
        assert counts["misaligned"] == counts["aligned"], (
            f"a dense output 4 bytes off a 16-byte boundary: {counts['misaligned'][1]} bytes copied on the device "
            "before its hash, none for the same bytes aligned")


# -- question 3: the fluctuating series after b49e14f0 --------------------------------------------------------------


def test_the_h100_series_slow_trials_come_in_regimes_not_after_described_trials():
    """``h100-2026-12-05c``: a trial described after its span (25 of 100, drawn at random: ``pipeline._new_trials``)
    that slowed the next one would scatter slow trials; in most fluctuating series consecutive trials are alike
    (lag-1 autocorrelation above every one of 400 shuffles of the same times but 1 %)."""
    runs = s.series("h100-2026-12-05c")
    _require(len(runs) >= 20, "the run's fluctuation messages hold their raw series")
    regimes = sum(s.regime_chance(times) < 0.01 for times in runs.values())
    assert regimes >= len(runs) // 2, f"{regimes} of {len(runs)} series hold regimes"
