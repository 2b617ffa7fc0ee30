"""Round 27a (cheap, in the normal suite): the per-chunk sketch key (7f99c6ec) and the two-window digests
(d04e92e8). A plain test for CROSS_OUTPUT_KEY (a strict xfail at the round, held since each output has its own key),
a strict xfail for CALL_OVERLAP (FOOLED), a plain test for each row that held."""

from __future__ import annotations

import random
import time

import pytest
import torch

from pytest_passnet import fingerprint, measure
from pytest_passnet.tolerance import BASELINE_LEVEL, tolerance
from tests.adversarial.redteam.round19d.attacks19d import checks, digest, verdict_of
from tests.adversarial.redteam.round27a import hash27a as h
from tests.adversarial.redteam.round27a import keys27a as k
from tests.adversarial.redteam.round27a import overlap27a as o

ROWS, OUTPUTS = 128, 3  # three outputs of 128 x 4096 float32 (2 chunks each) through one weight
SEEDS = (3, 4, 5)
ATOL, RTOL = tolerance(BASELINE_LEVEL, "float32")


def _require(condition: bool, what: str) -> None:
    """A precondition: raises other than AssertionError, so that it fails the test, not the assertion."""
    if not condition:
        raise RuntimeError(f"precondition: {what}")


@pytest.fixture
def one_thread():
    threads = torch.get_num_threads()
    torch.set_num_threads(1)  # a parallel op waits for a descheduled thread on this loaded 2-core host
    yield
    torch.set_num_threads(threads)


# -- CROSS_OUTPUT_KEY: outputs of one length shared their positions' keys (held since each output has its own) -------


def test_a_stand_in_for_a_second_output_is_not_consistent_with_eager(one_thread):
    """The stand-in (``keys27a``: every output's numbers from one output's key) described in the trial it belongs to,
    each output under its own key (``digest`` of all of them; ``sparse_chunks`` with the output's index)."""
    for seed in SEEDS:
        eager, standin = k.shared_layer_eager(seed, ROWS, OUTPUTS), k.standin(seed, ROWS, OUTPUTS)
        eager_prints, standin_prints = digest(eager, seed), digest(standin, seed)
        for j in range(1, OUTPUTS):
            close = float(torch.isclose(eager[j], standin[j], atol=ATOL, rtol=RTOL).float().mean())
            _require(close < 1e-3, f"output {j}'s stand-in shares eager's elements ({close:.4f} close)")
            found = fingerprint.sparse_chunks(eager_prints[j], standin_prints[j], seed, ATOL, RTOL, j)
            assert found is None, f"seed {seed}, output {j}: {close:.5f} of the elements close, read as {found}"


@pytest.mark.slow
def test_the_cross_output_stand_in_is_convicted_by_an_audit(one_thread):
    seeds = list(SEEDS)
    eager = [k.shared_layer_eager(s, ROWS, OUTPUTS) for s in seeds]
    standin = [k.standin(s, ROWS, OUTPUTS) for s in seeds]
    assert verdict_of(checks(eager, standin, seeds))[0] == "cheat_detected"  # unaudited: the row above (kept at it)
    assert verdict_of(checks(eager, standin, seeds, audited=(1,)))[0] == "cheat_detected"


# -- the key the child describes with is the key the trusted side checks with -------------------------------------


def _outputs() -> dict[str, torch.Tensor]:
    generator = torch.Generator().manual_seed(0)

    def draw(*shape, dtype=torch.float32):
        t = torch.randn(*shape, generator=generator)
        if dtype.is_complex:
            return torch.complex(t, torch.randn(*shape, generator=generator)).to(dtype)
        if dtype == torch.bool:
            return t > 0
        return t.to(dtype) if dtype.is_floating_point else (t * 100).to(dtype)

    found = {f"{dtype} cut last chunk": draw(3 * 262_144 + 1037, dtype=dtype)
             for dtype in (torch.float32, torch.float16, torch.bfloat16, torch.float64, torch.complex64, torch.int64,
                           torch.bool)}
    found.update({
        "float32, one odd chunk": draw(125_007),
        "float32, 64 chunks, cut last": draw(64 * 262_144 + 4097),
        "float32 gapped rows": draw(1024, 2049)[:, :2047],
        "float32 transposed": draw(2048, 1536).t(),
        "float32, -inf in a chunk": torch.where(draw(800, 1100) > 3.5, torch.tensor(float("-inf")), draw(800, 1100)),
    })
    return found


def _mismatched_chunks(output: torch.Tensor, seed: int = 12345, every: int = 1) -> list[int]:
    orders = fingerprint.memory_orders((output,))
    entry = fingerprint.trial_description((output,), orders, seed, fingerprint.Staging())[0]
    entry += fingerprint.trial_digests((output,), orders, seed, fingerprint.Staging())
    flat, length = fingerprint.in_order(output, orders[0]).reshape(-1), entry[1]
    count = len(entry[2])
    picked = sorted({*range(0, count, every), count - 1})
    return [c for c in picked
            if not fingerprint.matches(entry, c, flat[c * length:(c + 1) * length].contiguous(), seed, 0)]


@pytest.mark.parametrize("path", ["cpu", "cuda's gathers", "int64 positions"])
@pytest.mark.slow
def test_the_child_s_description_matches_the_trusted_side_s_key_on_every_path(path, monkeypatch, one_thread):
    if path == "cuda's gathers":  # 16 chunks keyed and gathered at once, in 16 MiB parts, as on a GPU
        monkeypatch.setitem(fingerprint._GATHER_POSITIONS, "cpu", fingerprint._GATHER_POSITIONS["cuda"])
        monkeypatch.setitem(fingerprint._PART_BYTES, "cpu", fingerprint._PART_BYTES["cuda"])
    if path == "int64 positions":  # the branch of more than 2^31 positions at once, taken by the child only
        child_positions = fingerprint._positions

        def int64_positions(seed, words, output=0):
            return _positions_in_int64(child_positions, seed, words, output)

        monkeypatch.setattr(fingerprint, "_positions", int64_positions)
    bad = {}
    for name, output in _outputs().items():
        every = 7 if output.numel() > 8 << 20 else 1
        wrong = _mismatched_chunks(output, every=every)
        if wrong:
            bad[name] = wrong
    assert not bad, f"chunks whose committed description the trusted side does not reproduce: {bad}"


def _positions_in_int64(positions, seed: int, words: torch.Tensor, output: int) -> torch.Tensor:
    """``fingerprint._positions`` with its index dtype int64 whatever the count (its int32 test patched out)."""
    int32 = torch.int32
    try:
        torch.int32 = torch.int64  # the dtype it picks where positions fit in int32; ``.int()`` still gives int32
        made = positions(seed, words, output)
    finally:
        torch.int32 = int32
    assert made.dtype == torch.int64
    return made


def test_sketch_differences_see_a_chunk_under_its_own_key(one_thread):
    generator = torch.Generator().manual_seed(2)
    output = torch.randn(5 * 262_144 + 300, generator=generator)
    length = fingerprint.chunk_length(output.numel(), 4)
    for index, place in ((1, 0), (5, 0), (1, 2)):  # chunk ``index`` of output ``place``
        chunk = fingerprint.chunk(output, index).clone()
        positions = torch.randperm(chunk.numel(), generator=generator)[:6]
        moved = chunk.clone()
        moved[positions] += torch.linspace(0.5, 3.0, 6)
        norms = [[chunk.numel(), length, [0.0], [0.0]]]  # keyed as chunk ``index`` of chunks ``length`` long
        before, after = (fingerprint._keyed(values, 9, norms, index, place)[0] for values in (chunk, moved))
        sums, l1s = fingerprint.sketch_differences(9, length, index, positions, chunk[positions], moved[positions],
                                                   place)
        expected_sums = torch.tensor(after[6], dtype=torch.float64) - torch.tensor(before[6], dtype=torch.float64)
        expected_l1s = torch.tensor(after[7], dtype=torch.float64) - torch.tensor(before[7], dtype=torch.float64)
        assert torch.allclose(sums, expected_sums, atol=1e-4), (index, place)
        assert torch.allclose(l1s, expected_l1s, atol=1e-4), (index, place)


# -- the two windows: a window is refilled only once hashed --------------------------------------------------------


def test_digests_are_the_bytes_when_hashing_threads_lag(monkeypatch, one_thread):
    digest_of = fingerprint._digest
    draw = random.Random(0)

    def lagging(data, key):
        time.sleep(draw.random() * 0.003)  # a hashing thread preempted mid-job
        return digest_of(data, key)

    monkeypatch.setattr(fingerprint, "_digest", lagging)
    monkeypatch.setitem(fingerprint._PART_BYTES, "cpu", 2 * fingerprint.CHUNK_BYTES)  # 1 MiB windows: many turns
    generator = torch.Generator().manual_seed(1)
    base = torch.randn(1536, 1100, generator=generator)
    outputs = (base[:, :1024], torch.arange(600_000, dtype=torch.int16).view(600, 1000)[:, ::2],
               torch.randn(3000, 700, generator=generator).t(), base[::3, 5:1005], torch.randn(300, 300))
    orders = fingerprint.memory_orders(outputs)
    staging = fingerprint.Staging()
    for seed in (1, 2):
        got = fingerprint.trial_digests(outputs, orders, seed, staging)
        for i, output in enumerate(outputs):
            flat = fingerprint.in_order(output, orders[i]).reshape(-1)
            length = fingerprint.chunk_length(flat.numel(), flat.element_size())
            assert got[i] == [fingerprint.byte_digest(flat[c * length:(c + 1) * length], seed, i, c)
                              for c in range(-(-flat.numel() // length))], (seed, i)


def test_a_chunk_pipeline_answers_the_product_s_digests(one_thread):
    generator = torch.Generator().manual_seed(3)
    outputs = (torch.randn(1280, 1025, generator=generator)[:, :1024], torch.randn(512, 512, generator=generator),
               *(torch.randn(256, 257, generator=generator)[:, :256] for _ in range(4)))
    orders = fingerprint.memory_orders(outputs)
    assert h.pipelined_digests(outputs, orders, 7) == fingerprint.trial_digests(outputs, orders, 7,
                                                                                fingerprint.Staging())


# -- CALL_OVERLAP: a child's answer beside its own call (a GPU's call emulated: the host waits, its cores free) ------


@pytest.mark.xfail(reason="round 27a CALL_OVERLAP (medium on GPU hosts, reasoned; emulated here): a child hashing each "
                          "chunk while its next chunk is computed takes min(call, h) off its span, which the reference "
                          "child cannot do (not strict: on a loaded 2-core host the hashing thread finds no free core "
                          "now and then, and the overlap saves nothing: XPASS in local CI 61)")
def test_a_child_answering_beside_its_call_does_not_hide_the_call_from_the_clock(one_thread):
    out = torch.randn(4096, 4096, generator=torch.Generator().manual_seed(4))  # 64 MiB: h about 10 ms here
    staging = fingerprint.Staging()

    def call(values, on_chunk=None):
        return o.device_call(values, 10.0, on_chunk)

    _require(o.overlapped_trial(call, out, 9) == o.reference_trial(call, out, 9, staging), "the same digests")
    m = h.medians_ms({"call": lambda: call(out), "reference": lambda: o.reference_trial(call, out, 9, staging),
                      "overlapped": lambda: o.overlapped_trial(call, out, 9)}, trials=7)
    answer = m["reference"] - m["call"]  # eager's h: the reference child's work per trial beyond its call
    _require(answer > 2.0, f"the digests take a share of the trial worth measuring (h {answer:.2f} ms)")
    estimate = m["overlapped"] - answer  # the trusted side's estimate of the liar's call: its span less eager's h
    allowance = answer * measure.OVERHEAD_SLACK["cuda"]
    assert estimate >= m["call"] - allowance, (f"call {m['call']:.2f} ms, h {answer:.2f} ms, the overlapped child's span "
                                               f"{m['overlapped']:.2f} ms: estimated {estimate:.2f} ms")
