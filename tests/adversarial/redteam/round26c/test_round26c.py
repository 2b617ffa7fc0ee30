"""Round 26c (cheap, in the normal suite): the sketch's key since 36cc6502. A plain test for each row: the FOOLED one
(CHUNK_KEY_REUSE) a strict xfail at the round, held since each chunk has its own key (blocks counted across the
output), and each held one."""

from __future__ import annotations

import pytest

import torch

from pytest_passnet import fingerprint
from pytest_passnet.tolerance import BASELINE_LEVEL, tolerance
from tests.adversarial.redteam.round19d.attacks19d import checks, digest, verdict_of
from tests.adversarial.redteam.round26c import attacks26c as a

ROWS = 512  # 8 chunks of 64 rows of 4096
SEEDS = (3, 4, 5)
ATOL, RTOL = tolerance(BASELINE_LEVEL, "float32")


def _require(condition: bool, what: str) -> None:
    """A precondition: raises other than AssertionError, so that it fails the test, not the assertion."""
    if not condition:
        raise RuntimeError(f"precondition: {what}")


# -- CHUNK_KEY_REUSE: every chunk of a trial shares the key --------------------------------------------------------


@pytest.mark.slow
def test_a_stand_in_sharing_no_element_with_eager_is_not_consistent_with_eager():
    for seed in SEEDS:
        eager, standin = a.linear_eager(seed, ROWS), a.standin(seed, ROWS)
        close = float(torch.isclose(eager[0], standin[0], atol=ATOL, rtol=RTOL).float().mean())
        _require(close < 1e-3, f"the stand-in's elements are eager's ({close:.4f} close)")
        found = fingerprint.sparse_chunks(digest(eager, seed)[0], digest(standin, seed)[0], seed, ATOL, RTOL, output=0)
        assert found is None, f"seed {seed}: {close:.5f} of the elements close, every chunk read as {found}"


@pytest.mark.slow
def test_the_chunk_key_stand_in_is_convicted_by_an_audit():
    seeds = list(SEEDS)
    eager, standin = [a.linear_eager(s, ROWS) for s in seeds], [a.standin(s, ROWS) for s in seeds]
    assert verdict_of(checks(eager, standin, seeds))[0] == "cheat_detected"  # unaudited: the row above (kept at it)
    assert verdict_of(checks(eager, standin, seeds, audited=(1,)))[0] == "cheat_detected"


def test_a_chunk_s_sketch_does_not_stand_for_another_s():
    x = torch.randn(ROWS, a.WIDTH, generator=torch.Generator().manual_seed(1))
    swapped = x.clone()
    swapped[:64], swapped[64:128] = x[64:128], x[:64]
    assert fingerprint.sparse_chunks(digest((x,), 7)[0], digest((swapped,), 7)[0], 7, ATOL, RTOL, output=0) is None


# -- the key itself: the same bits however it is computed ----------------------------------------------------------


def test_the_key_s_words_are_the_same_on_the_vectorised_and_the_scalar_path():
    key = fingerprint._keys(11, output=0)[0]
    contiguous = fingerprint._hashed(key, torch.arange(4099))
    strided = torch.empty(2 * 4099, dtype=torch.int64)[::2]  # every op on it takes TensorIterator's plain loop
    strided.copy_(torch.arange(4099))
    assert torch.equal(contiguous, fingerprint._hashed(key, strided))


def test_the_key_is_the_same_at_any_thread_count_and_in_every_dtype():
    threads = torch.get_num_threads()
    try:
        torch.set_num_threads(1)
        one = fingerprint._order(21, 1 << 18, "cpu", torch.float64, output=0)
        torch.set_num_threads(max(2, threads))
        many = fingerprint._order(21, 1 << 18, "cpu", torch.float64, output=0)
    finally:
        torch.set_num_threads(threads)
    assert torch.equal(one[0], many[0]) and torch.equal(one[1], many[1])
    assert set(one[1].unique().tolist()) == {-1.0, 1.0}
    for dtype in (torch.float16, torch.bfloat16, torch.float32):
        assert torch.equal(fingerprint._order(21, 1 << 18, "cpu", dtype, output=0)[1].double(), one[1])


def test_a_position_s_key_is_the_same_whatever_the_chunk_length_and_cut_sizes_count_it():
    short, long = fingerprint._weights(9, 1 << 16, output=0), fingerprint._weights(9, 1 << 18, output=0)
    for mine, theirs in zip(short, long):
        assert torch.equal(mine, theirs[:mine.numel()])
    buckets = long[2]
    for n in (1, 255, 257, 40_000, (1 << 16) - 1, (1 << 18) - 3):
        expected = torch.bincount(buckets[:n], minlength=fingerprint.BUCKETS).tolist()
        assert fingerprint._bucket_sizes(9, n, output=0) == expected, n


# -- honest outputs with periodic structure: kept ------------------------------------------------------------------


def _honest_pairs(seed: int) -> dict[str, tuple[torch.Tensor, torch.Tensor]]:
    generator = torch.Generator().manual_seed(seed)
    x, w = torch.randn(1024, 64, generator=generator), torch.randn(64, 256, generator=generator)
    cut = torch.randn(3 * 262_144 + 1000 + 37, generator=generator)
    row = torch.randn(1, 4096, generator=generator)
    half = (torch.rand(1024, 256, generator=generator) * 2e3 + 6e4).half()
    return {
        "rows of 256, float64 twin": (x @ w, (x.double() @ w.double()).float()),
        "a cut last chunk": (cut * 1.5 + 0.25, (cut.double() * 1.5 + 0.25).float()),
        "repeated rows (expand)": (row.expand(512, -1) * 3, (row.double() * 3).float().expand(512, -1).contiguous()),
        "float16 near its largest": ((half * 1.05) * 0.99, (half.float() * (1.05 * 0.99)).half()),
    }


@pytest.mark.slow
def test_honest_periodic_outputs_are_kept_at_the_baseline():
    for seed in SEEDS:
        for name, (eager, compiled) in _honest_pairs(seed).items():
            atol, rtol = tolerance(BASELINE_LEVEL, str(eager.dtype).removeprefix("torch."))
            _require(torch.allclose(eager, compiled, atol=atol, rtol=rtol), f"{name}: the twin is close")
            found = fingerprint.sparse_chunks(digest((eager,), seed)[0], digest((compiled,), seed)[0], seed, atol, rtol, output=0)
            assert found == {}, f"seed {seed}, {name}: {found}"
