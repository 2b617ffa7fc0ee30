"""Fingerprints. The two ways their norms are computed agree: by rows copied to float64 (CPU, and
dtypes without a one-pass reduction) and in one pass per norm over the chunks as views (CUDA's
floats); here both run on the CPU, where torch reduces the views one by one: the chunking, the
order of the norms and the float64 accumulation are the same code as on a GPU. The keyed part
tells apart what the norms cannot: a sort's values from the same values unsorted, a mask from what
it masks, scores under finfo.min from the mask alone; within the tolerance, honest outputs agree."""

from __future__ import annotations

import math
import time

import pytest
import torch

from pytest_passnet import fingerprint as fp, triton_interpreter
from pytest_passnet.tolerance import BASELINE_LEVEL, tolerance

SEED = 7_360_244_187_004_617_301  # a trial's secret seed


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16, torch.bfloat16, torch.float64])
def test_norms_in_one_pass_are_the_norms_by_rows(dtype):
    generator = torch.Generator().manual_seed(3)
    flat = (torch.randn(1_000_003, generator=generator, dtype=torch.float64) * 7).to(dtype)  # a shorter last chunk
    length = fp.chunk_length(flat.numel(), flat.element_size())
    assert flat.numel() % length
    rows, one_pass = fp.norms_by_rows(flat, length), fp.norms_in_one_pass(flat, length)
    for by_rows, in_one_pass in zip(rows, one_pass):
        assert in_one_pass.dtype == torch.float64 and in_one_pass.shape == by_rows.shape == (-(-flat.numel() // length),)
        assert torch.allclose(in_one_pass, by_rows, rtol=1e-12, atol=0)
    exact = flat.double()[-(flat.numel() % length):]
    assert rows[0][-1].item() == pytest.approx(exact.abs().sum().item(), rel=1e-12)


def test_a_chunk_matches_the_fingerprint_whichever_way_each_side_computed_it():
    """The child and the trusted side may reduce in another order (a view against a row): the
    match is up to float64 rounding, never the looser tolerance of the outputs."""
    output = torch.randn(600_000, dtype=torch.float32, generator=torch.Generator().manual_seed(5))
    length = fp.chunk_length(output.numel(), output.element_size())
    l1, l2 = fp.norms_in_one_pass(output, length)
    committed = fp.keyed(output, SEED, [[output.numel(), length, l1.tolist(), l2.tolist()]])[0]
    assert committed[2] == pytest.approx(fp.fingerprint(output)[0][2], rel=1e-12)
    assert all(fp.matches(committed, c, fp.chunk(output, c), SEED, 0) for c in range(len(l1)))
    nudged = fp.chunk(output, 1).clone()
    nudged[0] += 1e-3
    assert not fp.describes(committed, 1, nudged, SEED, output=0)  # its norms, apart from its bytes (fp.same_bytes)
    reordered = fp.chunk(output, 1).clone()
    reordered = reordered.flip(0)  # the same values, so the same norms: P tells them apart
    assert not fp.describes(committed, 1, reordered, SEED, output=0)
    assert not fp.describes(committed, 1, fp.chunk(output, 1), SEED + 1, output=0)  # P is the trial's: another seed, another P
    assert not any(fp.matches(committed, 1, other, SEED, 0) for other in (nudged, reordered))


def test_fingerprints_of_every_kind_of_output_in_one_call():
    out = (torch.tensor([3, -4], dtype=torch.int64), torch.tensor([True, False, True]), torch.tensor([3 + 4j]),
           torch.tensor(2.5), 7, torch.empty(0, dtype=torch.float16))
    prints = fp.fingerprint(out)
    assert prints[0][2:] == [[7.0], [5.0]]
    assert prints[1][2:] == [[2.0], [pytest.approx(2 ** 0.5)]]
    assert prints[2][2:] == [[7.0], [5.0]]  # real and imaginary parts
    assert prints[3] == [1, 1, [2.5], [2.5]]
    assert prints[4] is None and prints[5] == [0, 1, [], []]


def _digest(outputs, seed=SEED):
    return fp.keyed(outputs, seed, fp.fingerprint(outputs))


def _consistent(eager, compiled, seed=SEED) -> list[bool]:
    """Per output, whether compiled's fingerprint is consistent with eager's at the baseline tolerance."""
    names = [str(e.dtype).removeprefix("torch.") for e in eager]
    return [fp.consistent(e, c, *tolerance(BASELINE_LEVEL, name))
            for e, c, name in zip(_digest(eager), _digest(compiled, seed), names)]


def test_chunks_of_outputs_of_several_chunks_start_at_multiples_of_the_period():
    assert fp.chunk_length(1000, 4) == 1000  # one chunk: the whole output
    for numel, size in ((1_000_003, 4), (600_000, 2), (10_000_000, 8)):
        length = fp.chunk_length(numel, size)
        assert length % fp.PERIOD == 0 and -(-numel // length) <= fp.MAX_CHUNKS


def test_a_sort_and_stand_ins_with_its_norms_are_told_apart():
    """round 2's sort_commit: the unsorted values have the sorted values' norms, an arange the
    indices'; P sees the order."""
    generator = torch.Generator().manual_seed(1)
    scores = torch.randn(64, 1024, generator=generator)
    values, indices = torch.sort(scores, dim=-1)
    arange = torch.arange(1024).expand(64, 1024).contiguous()
    assert _consistent((values, indices), (values.clone(), indices.clone())) == [True, True]
    assert _consistent((values, indices), (values * (1 + 1e-6), indices)) == [True, True]  # within the tolerance
    assert fp.fingerprint(scores)[0][2] == pytest.approx(fp.fingerprint(values)[0][2], rel=1e-9)
    assert _consistent((values, indices), (scores, arange)) == [False, False]
    assert _consistent((values,), (values.clone(),), seed=SEED + 1) == [False]  # eager's P under another trial's seed


def test_infinities_nans_and_huge_values_are_compared_apart_from_the_rest():
    """round 2's inf_commit and huge_commit: a -inf mask, or finfo.min, in every chunk no longer
    hides the scores; infinities and NaN count where they are."""
    generator = torch.Generator().manual_seed(2)
    scores = torch.randn(64, 1024, generator=generator) * 10
    mask = torch.rand(64, 1024, generator=generator) > 0.5
    masked = scores.masked_fill(mask, float("-inf"))
    digest = _digest(masked)[0]
    assert digest[2] == [math.inf] and [s[0] for s in digest[5]] == [0] and math.isfinite(digest[4][0])
    assert _consistent((masked,), (masked.clone(),)) == [True]
    assert _consistent((masked,), (torch.full_like(masked, float("-inf")),)) == [False]  # the stand-in: all -inf
    assert _consistent((masked,), (scores.masked_fill(mask.roll(1, 1), float("-inf")),)) == [False]  # elsewhere
    with_nan = masked.masked_fill(~mask & (scores > 15), float("nan"))
    assert _consistent((with_nan,), (with_nan.clone(),)) == [True]  # NaN where eager has NaN agrees
    assert _consistent((with_nan,), (masked,)) == [False]
    extended = scores + (~mask).float() * torch.finfo(torch.float32).min
    mask_term = (~mask).float() * torch.finfo(torch.float32).min
    assert _consistent((extended,), (extended.clone(),)) == [True]
    assert _consistent((extended,), (mask_term,)) == [False]  # the stand-in: the mask term without the scores


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16, torch.int64])
def test_chunks_match_their_keyed_fingerprint_in_every_dtype(dtype):
    """The child sums P in the output's precision (float32 and float64), in float32 for narrower
    floats, from a float64 copy for integers; the trusted side recomputes a received chunk's: within
    P's rounding allowance, special chunks exactly."""
    generator = torch.Generator().manual_seed(4)
    element_size = torch.empty(0, dtype=dtype).element_size()
    output = (torch.randn((3 << 19) // element_size + 1, generator=generator) * 50).to(dtype)  # 1.5 MiB: 2 chunks
    if dtype.is_floating_point:
        output[::997] = float("inf")
    digest = _digest(output)[0]
    assert len(digest[2]) > 1 and (digest[5] != []) == dtype.is_floating_point
    assert all(fp.matches(digest, c, fp.chunk(output, c), SEED, 0) for c in range(len(digest[2])))


_BASE = torch.randn(2, 8, 6, 5, generator=torch.Generator().manual_seed(11))


@pytest.mark.parametrize(("output", "order", "dense"), [
    (_BASE, [0, 1, 2, 3], True),
    (_BASE.permute(0, 2, 3, 1).contiguous().permute(0, 3, 1, 2), [0, 2, 3, 1], True),  # channels-last memory as NCHW
    (_BASE.permute(1, 0, 3, 2).contiguous().permute(1, 0, 3, 2), [1, 0, 3, 2], True),  # sequence-first, a transpose
    (_BASE[0, 0].t(), [1, 0], True),
    (_BASE[:1].transpose(2, 3), [0, 1, 3, 2], True),  # a size-1 dimension
    (_BASE[:, :, :3], [0, 1, 2, 3], False),  # gaps: copied
    (_BASE[:, :1].expand(2, 8, 6, 5), [0, 1, 2, 3], False),  # repeats: copied
    (_BASE[0, 0].t()._neg_view(), [0, 1], False),  # a negative bit: copied (resolved)
])
def test_an_output_s_memory_order_is_the_order_it_lies_contiguous_in_where_it_is_dense(output, order, dense):
    assert fp.memory_order(output) == order
    assert fp.in_order(output, order).is_contiguous() == dense


def test_a_dense_output_is_hashed_in_its_memory_order_without_a_copy():
    """Red team round 24a: a permuted view's parts are views of its own memory (nothing staged), so its digests cost
    what a contiguous output's do; an output with gaps goes through the staging buffer."""
    memory = torch.randn(1024, 1024)
    permuted, sliced = memory.t(), memory[:, :512]
    staging = fp.Staging()
    parts = list(fp._output_parts(fp.in_order(permuted, fp.memory_order(permuted)), 1 << 18, staging))
    assert all(part.untyped_storage().data_ptr() == memory.untyped_storage().data_ptr() for part in parts)
    parts = list(fp._output_parts(fp.in_order(sliced, fp.memory_order(sliced)), 1 << 17, staging))
    assert all(part.untyped_storage().data_ptr() != memory.untyped_storage().data_ptr() for part in parts)
    digests = fp.trial_digests((permuted, sliced), fp.memory_orders((permuted, sliced)), SEED, staging)
    assert digests[0] == fp.keyed((memory,), SEED, fp.fingerprint((memory,)))[0][-1]  # memory's own bytes, output 0


def _batches(monkeypatch) -> list[int]:
    """How many chunks each batch of ``fp._DigestBatch`` hands to the pool, recorded as it runs."""
    sizes, hand_over = [], fp._DigestBatch._hand_over

    def recording(batch, here):
        sizes.append(len(batch.waiting))
        hand_over(batch, here)

    monkeypatch.setattr(fp._DigestBatch, "_hand_over", recording)
    return sizes


def _chunk_by_chunk(outputs, orders) -> list:
    """Each output's digests taken alone, chunk by chunk (``byte_digest``, as the trusted side checks a chunk)."""
    digests = []
    for j, (output, order) in enumerate(zip(outputs, orders)):
        ordered = None if order is None else fp.in_order(output, order)
        digests.append(None if ordered is None else [
            fp.byte_digest(fp.chunk(ordered, c), SEED, j, c)
            for c in range(-(-ordered.numel() // fp.chunk_length(ordered.numel(), ordered.element_size())))])
    return digests


def test_a_trial_s_outputs_are_hashed_as_one_batch(monkeypatch):
    """Red team round 25e: every output's chunks go to the pool together (64 one-chunk outputs were hashed one after
    another on the calling thread), contiguous, transposed and gapped alike, each digest the chunk's own."""
    memory = torch.randn(64 * 4096 + 300 * 200, generator=torch.Generator().manual_seed(11))
    outputs = (*memory[:64 * 4096].split(4096), 7, memory[64 * 4096:].view(300, 200).t(),
               memory[64 * 4096:].view(300, 200)[:, :150], torch.tensor(2.5), torch.empty(0))
    orders = fp.memory_orders(outputs)
    sizes = _batches(monkeypatch)
    digests = fp.trial_digests(outputs, orders, SEED, fp.Staging())
    assert sizes == [64 + 3] and digests == _chunk_by_chunk(outputs, orders) and digests[64] is None
    assert digests[-1] == []


def test_a_full_window_is_hashed_before_its_copies_are_overwritten(monkeypatch):
    """Outputs that are copied before their hash (gapped here; on a GPU all) fill the staging's window, a region each,
    and a full window is hashed before it is filled again: every digest is its chunk's own, whatever the outputs'
    element sizes (each region aligned), through several windows and the same staging trial after trial."""
    generator = torch.Generator().manual_seed(12)
    outputs = [torch.randint(-100, 100, (97, 3), dtype=torch.int8, generator=generator)[:, :2],
               *torch.randn(12, 200, 1330, generator=generator)[:, :, :1320].unbind(0),  # 1 MiB each, 2 chunks
               torch.randn(99, 31, dtype=torch.float64, generator=generator)[:, 1:]]
    monkeypatch.setattr(fp, "_PART_BYTES", {"cpu": 3 << 20})
    monkeypatch.setattr(fp, "_hashers", lambda: 2)
    orders, staging = fp.memory_orders(outputs), fp.Staging()
    sizes = _batches(monkeypatch)
    expected = _chunk_by_chunk(outputs, orders)
    assert fp.trial_digests(outputs, orders, SEED, staging) == expected
    assert len(sizes) > 4 and sum(sizes) == sum(len(digests) for digests in expected)
    assert fp.trial_digests(outputs, orders, SEED, staging) == expected


def test_a_gapped_output_over_many_windows_has_the_digests_of_its_bytes_made_contiguous(monkeypatch):
    """Red team round 26b (GPU_HASH_OVERLAP): copies fill two windows in turn, the next copies going on while the pool
    hashes the last window's chunks; the digests are those of the same bytes hashed where they lie (a contiguous
    output: no window), chunk for chunk, through more than two windows and outputs of several sizes."""
    generator = torch.Generator().manual_seed(13)
    gapped = [torch.randn(1024, 1100, generator=generator)[:, :1024],  # 4 MiB: 4 chunks of 1 MiB
              torch.randint(-9, 9, (600, 77), dtype=torch.int16, generator=generator)[:, 3:],  # one chunk, odd bytes
              torch.randn(3000, 700, dtype=torch.float64, generator=generator)[::2]]  # 8 MiB: 64 chunks of 128 KiB
    monkeypatch.setattr(fp, "_PART_BYTES", {"cpu": 1 << 20})
    monkeypatch.setattr(fp, "_hashers", lambda: 1)
    sizes = _batches(monkeypatch)
    digests = fp.trial_digests(gapped, fp.memory_orders(gapped), SEED, fp.Staging())
    assert len(sizes) > 4  # windows of 1 MiB: 4 + 1 + 8 of them
    contiguous = [output.contiguous() for output in gapped]
    assert digests == fp.trial_digests(contiguous, fp.memory_orders(contiguous), SEED, fp.Staging())
    assert digests == _chunk_by_chunk(gapped, fp.memory_orders(gapped))


def test_the_next_copy_runs_while_the_last_window_is_hashed(monkeypatch):
    """The first window's hash waits until a second copy has been made (into the other window: the first window is
    filled again only after its hash): copied and hashed in turn, a full window hashed before the next copy, it would
    wait in vain."""
    output = torch.randn(2048, 1100, generator=torch.Generator().manual_seed(14))[:, :1024]  # 8 chunks of 1 MiB
    monkeypatch.setattr(fp, "_PART_BYTES", {"cpu": 2 << 20})
    monkeypatch.setattr(fp, "_hashers", lambda: 1)  # windows of 2 MiB: 4 of them filled in turn
    expected = _chunk_by_chunk((output,), [[0, 1]])
    copies, copy, job_digests = [], fp.Staging.copy, fp._job_digests

    def copying(staging, tensor, start, stop, into=None):
        copies.append(start)
        return copy(staging, tensor, start, stop, into)

    def hashing(job):
        if job[0][2] == fp._chunk_key(SEED, 0, 0):  # the first window's first chunk
            deadline = time.monotonic() + 5
            while len(copies) < 2 and time.monotonic() < deadline:
                time.sleep(0.001)
            assert len(copies) > 1, "no copy into the other window while this one is hashed"
        return job_digests(job)

    monkeypatch.setattr(fp.Staging, "copy", copying)
    monkeypatch.setattr(fp, "_job_digests", hashing)
    assert fp.trial_digests((output,), [[0, 1]], SEED, fp.Staging()) == expected


@pytest.mark.skipif(not triton_interpreter.interpret_enabled() and not torch.cuda.is_available(),
                    reason="no GPU, and Triton's interpreter is off (TRITON_INTERPRET=1)")
def test_gpu_outputs_are_hashed_on_their_device_to_the_digests_the_trusted_side_checks(monkeypatch):
    """A GPU output's digests come from ``device_blake3`` where it lies (contiguous) or part by part (gapped), each chunk under its own key: the very digests ``byte_digest`` gives its chunks on the CPU, as an
    audit checks them. Chunks of 1 KiB here (the interpreter is slow: about a second a chunk), on the CPU under
    Triton's interpreter where there is no GPU, across parts of several chunks and a short last one. A later call
    with another seed (a trial's next) gives another digest: the first chunk alone, hashed as output 0 again."""
    device = "cuda" if torch.cuda.is_available() else "cpu"
    monkeypatch.setattr(fp, "CHUNK_BYTES", 1024)
    monkeypatch.setattr(fp, "_PART_BYTES", {"cpu": 2 << 10, "cuda": 2 << 10})
    generator = torch.Generator().manual_seed(16)
    outputs = [torch.randn(300, generator=generator),  # 2 chunks, a short last one
               torch.randn(24, 33, generator=generator)[:, :32],  # gapped: parts of 2 chunks and 1 through the staging
               torch.randint(-9, 9, (700,), dtype=torch.int16, generator=generator)]  # 2 chunks, 376 bytes: ragged
    outputs = [output.to(device) for output in outputs]
    orders, staging = [[0], [0, 1], [0]], fp.Staging()
    found = fp._device_digests([(j, fp.in_order(output, order)) for j, (output, order) in enumerate(zip(outputs, orders))],
                               SEED, staging)
    expected = _chunk_by_chunk([output.cpu() for output in outputs], orders)
    assert [found[j] for j in range(3)] == expected and [len(d) for d in expected] == [2, 3, 2]
    first_chunk = outputs[0][:fp.chunk_length(300, 4)]
    assert fp._device_digests([(0, first_chunk)], SEED + 1, staging)[0] != expected[0][:1]


def test_a_window_holds_a_chunk_for_every_hashing_thread(monkeypatch):
    """Session 22 (H200): a part of fewer chunks than hashing threads left cores idle; the window a copied output's
    chunks wait in holds at least one chunk a thread, whatever ``_PART_BYTES`` says, and the digests are the same."""
    output = torch.randn(8 << 20).reshape(2048, 4096).t()  # 32 MiB, not contiguous: copied a window at a time
    expected = fp.trial_digests((output,), [[0, 1]], SEED, fp.Staging())
    monkeypatch.setattr(fp, "_hashers", lambda: 16)
    sizes = _batches(monkeypatch)
    assert fp.trial_digests((output,), [[0, 1]], SEED, fp.Staging()) == expected and sizes == [16, 16]
