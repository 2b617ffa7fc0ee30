"""The pieces the audits of timed calls rest on: inputs filled afresh in place from a seed (the same
in every process), output fingerprints that commit a child to its outputs, the necessary condition
they give for closeness to eager, and the whole-output comparison of an audited trial."""

from __future__ import annotations

import blake3

import pytest
import torch

from pytest_passnet import pipeline, protocol
from pytest_passnet.fingerprint import chunk, consistent, describes, fingerprint, keyed, matches, same_bytes
from pytest_passnet.judge import tensor_disagreement
from pytest_passnet.materialize import FreshFill, draw_fresh
from pytest_passnet.result import Status
from pytest_passnet.sample import TensorMeta
from pytest_passnet.tolerance import BASELINE_LEVEL, tolerance


def meta(class_name: str, name: str, shape, dtype: str, **kw) -> TensorMeta:
    return TensorMeta(class_name=class_name, name=name, shape=tuple(shape), dtype=f"torch.{dtype}", **kw)


SEED = 2_718_281_828  # a trial's seed, which keys its fingerprints


def keyed_print(outputs, seed: int = SEED) -> list:
    return keyed(outputs, seed, fingerprint(outputs))


METAS = [
    meta("a", "x", (64, 32), "float32", mean=0.5, std=2.0),
    meta("b", "var", (500,), "float16", mean=0.0, std=5.0, min_val=0),
    meta("c", "ids", (300,), "int64", min_val=3, max_val=7),
    meta("d", "lit", (3,), "float32", data=(150.0, -1.0, 2.0)),
    meta("e", "mask", (40,), "bool"),
    meta("f", "big", (8,), "float32", mean=500.0, std=0.0),
    meta("g", "wide", (1000,), "float32", mean=90.0, std=100.0),
]


def test_fresh_fill_writes_in_place_what_draw_fresh_would_draw_and_the_same_for_the_same_seed():
    inputs = draw_fresh(METAS, "cpu", 1)
    identity = {name: (id(t), t.data_ptr()) for name, t in inputs.items()}
    fill = FreshFill(METAS, inputs)
    fill(7)
    first = {name: t.clone() for name, t in inputs.items()}
    assert {name: (id(t), t.data_ptr()) for name, t in inputs.items()} == identity
    assert not torch.equal(first["x"], draw_fresh(METAS, "cpu", 1)["x"])
    assert first["x"].mean().item() == pytest.approx(0.5, abs=0.05)
    assert first["x"].std().item() == pytest.approx(0.4, rel=0.1)
    assert first["var"].min().item() == 0.0
    assert set(first["ids"].tolist()) == {3, 4, 5, 6, 7}
    assert torch.equal(first["lit"], torch.tensor([150.0, -1.0, 2.0]))
    assert 0 < first["mask"].sum().item() < 40
    assert torch.equal(first["big"], torch.full((8,), 100.0))
    assert first["wide"].max().item() == 100.0  # the replay's clamp, where a draw reaches it
    for tensor in inputs.values():
        tensor.zero_()  # as a graph that writes to its inputs might leave them
    fill(7)
    assert all(torch.equal(inputs[name], first[name]) for name in inputs)
    fill(8)
    assert not torch.equal(inputs["x"], first["x"])


def test_a_fingerprint_holds_chunked_norms_per_tensor_output():
    out = (torch.randn(100), torch.arange(6).reshape(2, 3), None, torch.empty(0))
    prints = fingerprint(out)
    assert prints[2] is None and prints[3] == [0, 1, [], []]
    assert prints[1] == [6, 6, [15.0], [pytest.approx(55 ** 0.5)]]
    assert prints[0][:2] == [100, 100] and prints[0][2][0] == pytest.approx(out[0].abs().sum().item(), rel=1e-6)


@pytest.mark.parametrize("dtype", ["float32", "float16", "bfloat16", "float64"])
def test_outputs_within_the_baseline_tolerance_always_have_consistent_fingerprints(dtype):
    """Soundness: the necessary condition never fails an output that allclose accepts, even at the
    edge of the tolerance."""
    atol, rtol = tolerance(BASELINE_LEVEL, dtype)
    generator = torch.Generator().manual_seed(0)
    for scale in (1e-6, 1e-2, 1.0, 100.0):
        eager = (torch.randn(600_000, generator=generator, dtype=torch.float64) * scale).to(getattr(torch, dtype))
        sign = torch.randint(0, 2, eager.shape, generator=generator) * 2 - 1
        exact = eager.double()
        compiled = (exact + sign * (atol + rtol * exact.abs()) * 0.999).to(eager.dtype)  # at the edge, every element
        outside = (exact - compiled.double()).abs() > atol + rtol * compiled.double().abs()
        compiled[outside] = eager[outside]  # where rounding to the dtype stepped over it
        assert torch.allclose(eager, compiled, atol=atol, rtol=rtol)
        assert consistent(keyed_print(eager)[0], keyed_print(compiled)[0], atol, rtol), (dtype, scale)


def test_a_wrong_output_has_an_inconsistent_fingerprint():
    atol, rtol = tolerance(BASELINE_LEVEL, "float32")
    eager = torch.randn(4096)
    assert not consistent(keyed_print(eager)[0], keyed_print(torch.zeros(4096))[0], atol, rtol)
    assert not consistent(keyed_print(eager)[0], keyed_print(torch.relu(eager))[0], atol, rtol)
    assert not consistent(keyed_print(eager)[0], keyed_print(eager[:100])[0], atol, rtol)  # another size
    assert not consistent(keyed_print(eager)[0], keyed_print(eager.flip(0))[0], atol, rtol)  # the same norms
    eager_nan = eager.clone()
    eager_nan[0] = float("nan")
    assert consistent(keyed_print(eager_nan)[0], keyed_print(eager_nan.clone())[0], atol, rtol)  # NaN where eager's
    assert not consistent(keyed_print(eager_nan)[0], keyed_print(torch.zeros(4096))[0], atol, rtol)  # the rest counts


def test_an_audited_chunk_is_compared_whole_and_eager_nan_is_not_the_pass_fault():
    eager = torch.randn(50)
    assert tensor_disagreement(eager, eager + 1e-7) is None
    wrong = eager.clone()
    wrong[7] += 0.5
    assert "differs by up to 0.5" in tensor_disagreement(eager, wrong)
    assert "differs" in tensor_disagreement(torch.arange(4), torch.arange(4) + 1)  # integers: exactly equal or not
    assert "dtype" in tensor_disagreement(eager, eager.half())
    assert "shape" in tensor_disagreement(eager, eager[:10])
    eager[0] = float("nan")
    assert tensor_disagreement(eager, eager.clone()) is None


def test_chunks_of_an_output_have_the_norms_its_fingerprint_commits_to():
    output = torch.randn(3_000_000)
    committed = keyed_print((output,))[0]
    numel, length, l1, l2 = committed[:4]
    assert numel == 3_000_000 and len(l1) == len(l2) == -(-numel // length) > 1
    assert all(matches(committed, c, chunk(output, c), SEED, 0) for c in (0, len(l1) - 1))
    assert not matches(committed, 1, chunk(output, 2), SEED, 0)
    assert not describes(committed, 1, chunk(output, 1) * 1.000001, SEED, output=0)  # the norms, apart from the bytes


# -- the audited chunk is the timed call's bytes (red team round 20d) ------------------------------------------------


def _raw_digest(values: torch.Tensor, output: int, index: int, seed: int = SEED) -> str:
    """The digest written out by hand: BLAKE3 of a contiguous host copy of the values' bytes, keyed with the trial's
    seed and the output's and chunk's indices (8, 4 and 4 bytes, little-endian, then 16 zero bytes)."""
    key = seed.to_bytes(8, "little") + output.to_bytes(4, "little") + index.to_bytes(4, "little") + bytes(16)
    return blake3.blake3(values.contiguous().view(torch.uint8).numpy().tobytes(), key=key).hexdigest(16)


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16, torch.bfloat16, torch.float64, torch.int64,
                                   torch.int8, torch.bool, torch.complex64])
def test_each_chunk_commits_the_digest_of_its_raw_bytes_in_every_dtype(dtype):
    generator = torch.Generator().manual_seed(6)
    element_size = torch.empty(0, dtype=dtype).element_size()
    numel = (3 << 19) // element_size + 3  # 1.5 MiB and a little more: two chunks, the last shorter
    values = torch.randn(numel, 2, generator=generator, dtype=torch.float64) * 50
    output = (torch.view_as_complex(values) if dtype.is_complex else values[:, 0] if dtype != torch.bool
              else values[:, 0] > 0).to(dtype)
    committed = keyed_print((output,))[0]
    chunks = len(committed[2])
    assert chunks == 2 and committed[-1] == [_raw_digest(chunk(output, c), 0, c) for c in range(chunks)]
    assert all(same_bytes(committed, c, chunk(output, c), SEED, 0) and matches(committed, c, chunk(output, c), SEED, 0)
               for c in range(chunks))
    assert not same_bytes(committed, 1, chunk(output, 0)[:chunk(output, 1).numel()], SEED, 0)
    assert not same_bytes(committed, chunks, chunk(output, 1), SEED, 0)  # no such chunk
    flipped = chunk(output, 1).clone()
    flipped.view(torch.uint8)[5] ^= 1  # one bit of one element
    assert not same_bytes(committed, 1, flipped, SEED, 0) and not matches(committed, 1, flipped, SEED, 0)


def test_a_chunk_s_digest_is_its_own_in_its_trial_output_and_place():
    """The same bytes are another digest as another chunk, output or trial (red team round 24a: a child hashed an
    expand's one distinct chunk once and repeated its digest): a digest remembered from elsewhere binds nothing."""
    plane = torch.randn(256, 1024, generator=torch.Generator().manual_seed(9))  # 1 MiB: one chunk
    output = plane.expand(4, 256, 1024)
    committed = keyed_print((output, output))
    digests = committed[0][-1] + committed[1][-1]
    assert len(digests) == len(set(digests)) == 8
    assert same_bytes(committed[1], 2, chunk(output, 2), SEED, 1) and not same_bytes(committed[1], 2, chunk(output, 2), SEED, 0)
    assert keyed_print((output,), seed=SEED + 1)[0][-1] != committed[0][-1]


def test_bytes_the_sums_cannot_see_are_committed_too():
    """A signed zero or a NaN's payload changes no norm, P or bucket (``describes`` holds), but it is not the
    bytes returned; and a non-contiguous output is committed in its flat order, the order a chunk is sent in."""
    output = torch.randn(64, 48, generator=torch.Generator().manual_seed(8)).t()
    output[3, :5] = 0.0
    output[4, 0] = float("nan")
    committed = keyed_print((output,))[0]
    sent = chunk(output, 0).clone()
    assert committed[-1] == [_raw_digest(sent, 0, 0)] and matches(committed, 0, sent, SEED, 0)
    for changed in (sent.clone().index_fill_(0, torch.tensor([3 * 64]), -0.0),
                    sent.clone().view(torch.int32).index_fill_(0, torch.tensor([4 * 64]), 0x7FC00001).view(torch.float32)):
        assert describes(committed, 0, changed, SEED, output=0) and not same_bytes(committed, 0, changed, SEED, 0)


class _AnsweringChild:
    """A child whose audit answer is ``answer``."""

    def __init__(self, answer: torch.Tensor):
        self.answer = answer

    def request(self, request, timeout):
        return protocol.Chunks([self.answer]).message()


def test_an_audit_answered_with_other_bytes_than_the_trial_s_convicts_as_recomputed():
    """``pipeline._audit``: eager's values at the edge of the committed sums (a signed zero here) are still not
    the bytes the timed call committed to."""
    output = torch.randn(4096, generator=torch.Generator().manual_seed(9))
    output[7] = 0.0
    trials = pipeline.Trials([SEED], {0: [[0, 0]]}, digests=[keyed_print((output,))], hashed_in=[[[0]]], orders=[[[0]]])
    pipeline._audit(_AnsweringChild(output.clone()), lambda reply: reply, 30, trials, 0, (output,))
    assert torch.equal(trials.chunks[0, 0, 0], output)
    recomputed = output.clone()
    recomputed[7] = -0.0
    with pytest.raises(pipeline.Stop) as stopped:
        pipeline._audit(_AnsweringChild(recomputed), lambda reply: reply, 30, trials, 0, (output,))
    assert stopped.value.status is Status.CHEAT_DETECTED
    assert str(stopped.value) == (
        f"{pipeline.TIMED_CALL_AUDIT} trial 1: chunk 0 of output 0 sent when asked: the audited chunk is not the bytes "
        "the timed call committed to: its outputs were recomputed or changed after the trial")
