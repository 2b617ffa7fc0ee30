"""The two ways fingerprints are computed give the same norms: by rows copied to float64 (CPU, and
dtypes without a one-pass reduction) and in one pass per norm over the chunks as views (CUDA's
floats). Here both run on the CPU, where torch reduces the views one by one: the chunking, the
order of the norms and the float64 accumulation are the same code as on a GPU."""

from __future__ import annotations

import pytest
import torch

from pytest_passnet import fingerprint as fp


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
    output = torch.randn(600_000, dtype=torch.float32)
    length = fp.chunk_length(output.numel(), output.element_size())
    l1, l2 = fp.norms_in_one_pass(output, length)
    committed = [output.numel(), length, l1.tolist(), l2.tolist()]
    assert committed[2] == pytest.approx(fp.fingerprint(output)[0][2], rel=1e-12)
    assert all(fp.matches(committed, c, fp.chunk(output, c)) for c in range(len(l1)))
    nudged = fp.chunk(output, 1).clone()
    nudged[0] += 1e-3
    assert not fp.matches(committed, 1, nudged)


def test_fingerprints_of_every_kind_of_output_in_one_call():
    out = (torch.tensor([3, -4], dtype=torch.int64), torch.tensor([True, False, True]), torch.tensor([3 + 4j]),
           torch.tensor(2.5), 7, torch.empty(0, dtype=torch.float16))
    prints = fp.fingerprint(out)
    assert prints[0][2:] == [[7.0], [5.0]]
    assert prints[1][2:] == [[2.0], [pytest.approx(2 ** 0.5)]]
    assert prints[2][2:] == [[7.0], [5.0]]  # real and imaginary parts
    assert prints[3] == [1, 1, [2.5], [2.5]]
    assert prints[4] is None and prints[5] == [0, 1, [], []]
