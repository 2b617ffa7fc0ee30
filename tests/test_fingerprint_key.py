"""The trial's key (``fingerprint._order``, ``_weights``, ``_bucket_sizes``): P's signs, the special chunks' position
weights and the sketch's buckets, computed with integer torch ops on the values' own device. It is the construction the
comment before ``fingerprint._PER_BLOCK`` describes (a pure-Python reading of it gives the same numbers, so wrapping
multiplies and masked shifts are as meant), every op that makes it runs on the device asked for, whole blocks need no
draw for their bucket sizes, signs are balanced and unstructured, each trial's key is its own, each chunk's key is its
own (blocks counted across the output: red team round 26c), each output's key is its own (red team round 27a), blocks
group their positions by bucket alike by chance only, and the sketch still tells an honest output from a wrong one."""

from __future__ import annotations

import torch
from torch.utils._python_dispatch import TorchDispatchMode

from pytest_passnet import fingerprint as fp
from pytest_passnet.tolerance import BASELINE_LEVEL, tolerance

SEED = 7_360_244_187_004_617_301  # a trial's secret seed
_MASK = (1 << 64) - 1


def _splitmix(key: int, step: int) -> int:
    z = (key + (step + 1) * 0x9E3779B97F4A7C15) & _MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


def _signed(word: int) -> int:
    return word - (1 << 64) if word >> 63 else word


def _by_hand(seed: int, length: int, chunk: int = 0,
             output: int = 0) -> tuple[list[int], list[int], list[int], list[int], list[int]]:
    """The key of chunk ``chunk`` of output ``output``, chunked ``length`` long, in Python integers: the order
    (positions bucket by bucket) and the signs in it, then each position's sign, weight and bucket."""
    drawn = fp.drawn_length(length)
    blocks = drawn // fp.PERIOD
    block_key, sbox_key, weight_key = (_splitmix(seed & _MASK, 3 * output + i) for i in range(3))
    sbox = sorted(range(fp.PERIOD), key=lambda v: (_signed(_splitmix(sbox_key, v)), v))
    order, signs_in_order = [0] * drawn, [0] * drawn
    signs, buckets = [0] * drawn, [0] * drawn
    for block in range(blocks):
        words = [_splitmix(block_key, (chunk * blocks + block) * 5 + j) for j in range(5)]
        k1, k2, k3 = ((words[4] >> shift) & 255 for shift in (0, 8, 16))
        for v in range(fp.PERIOD):
            position = block * fp.PERIOD + (sbox[sbox[sbox[v] ^ k1] ^ k2] ^ k3)
            slot = v // 4 * 4 * blocks + v % 4 * blocks + block
            sign = -1 if (words[v // 64] >> (v % 64)) & 1 else 1
            order[slot], signs_in_order[slot] = position, sign
            signs[position], buckets[position] = sign, v // 4
    weights = [(_splitmix(weight_key, chunk * drawn + p) & ((1 << 21) - 1)) - (1 << 20) for p in range(drawn)]
    return order, signs_in_order, signs, weights, buckets


def test_the_key_is_the_construction_described():
    for length, chunk, output in ((100, 0, 0), (1000, 0, 0), (70_000, 0, 0), (4096, 3, 0), (1000, 0, 1), (4096, 3, 2)):
        order, signs_in_order, signs, weights, buckets = _by_hand(SEED, length, chunk, output)
        got_order, got_signs_in_order = fp._order(SEED, length, chunk=chunk, output=output)
        got_signs, got_weights, got_buckets = fp._weights(SEED, length, chunk=chunk, output=output)
        assert got_order.tolist() == order and got_signs_in_order.tolist() == signs_in_order
        assert got_signs.tolist() == signs and got_weights.tolist() == weights and got_buckets.tolist() == buckets


def test_several_chunks_keyed_at_once_are_each_keyed_as_alone():
    """The sketch keys a few chunks at once (``_order``'s ``chunks``): chunk k's positions follow the ones before."""
    order, signs = fp._order(SEED, 4096, chunk=5, chunks=3, output=0)
    weights = fp._weights(SEED, 4096, chunk=5, chunks=3, output=0)
    for k in range(3):
        alone_order, alone_signs = fp._order(SEED, 4096, chunk=5 + k, output=0)
        assert torch.equal(order[k * 4096:(k + 1) * 4096], alone_order + k * 4096)
        assert torch.equal(signs[k * 4096:(k + 1) * 4096], alone_signs)
        for mine, alone in zip(weights, fp._weights(SEED, 4096, chunk=5 + k, output=0)):
            assert torch.equal(mine[k * 4096:(k + 1) * 4096], alone)


def test_each_chunk_of_an_output_has_its_own_key():
    """Red team round 26c: with one key for every chunk, row slot i of every chunk grouped and signed its columns
    alike, so a non-negative linear layer's bucket sums and L1s came from its weights summed by slot. Blocks are
    counted across the output: chunk 1's buckets, signs and weights are not chunk 0's."""
    length = 1 << 18
    signs, weights, buckets = fp._weights(SEED, length, output=0)
    for chunk in (1, 2, 63):
        other_signs, other_weights, other_buckets = fp._weights(SEED, length, chunk=chunk, output=0)
        assert 0.48 < float((other_signs != signs).double().mean()) < 0.52
        assert float((other_buckets != buckets).double().mean()) > 0.97  # 1/64 alike by chance
        assert float((other_weights != weights).double().mean()) > 0.99


def test_two_chunks_of_the_same_values_have_different_sketches():
    """Red team round 26c through the product's own entry: an output whose two chunks hold the same values commits
    another sketch for each, and one chunk's sketch does not describe the other's values."""
    length = 1 << 18
    values = torch.randn(length, generator=torch.Generator().manual_seed(3))
    output = values.repeat(2)  # two chunks of the same values
    committed = fp.keyed((output,), SEED, fp.fingerprint((output,)))[0]
    assert committed[1] == length and committed[2][0] == committed[2][1]
    sums = torch.tensor(committed[6]).view(2, fp.BUCKETS)
    assert bool((sums[0] != sums[1]).all())  # every bucket's sum another (one key for both: all equal)
    assert fp.describes(committed, 0, values, SEED, output=0) and fp.describes(committed, 1, values, SEED, output=0)
    copied = [*committed[:6], [*committed[6][:fp.BUCKETS]] * 2, [*committed[7][:fp.BUCKETS]] * 2, committed[8]]
    assert not fp.describes(copied, 1, values, SEED, output=0)  # chunk 0's sketch does not describe chunk 1


def test_each_output_of_a_trial_has_its_own_key():
    """Red team round 27a: with one key for every output, position p of every output had the same bucket and sign, so
    one non-negative layer applied to several inputs (y_j = x_j @ w) gave every output's bucket sums and L1s from the
    layer's weights summed by slot once a trial. The output's index is in the key: output 1's buckets, signs and
    weights at chunk c are not output 0's, nor output 2's."""
    length = 1 << 18
    for chunk in (0, 5):
        keys = [fp._weights(SEED, length, chunk=chunk, output=output) for output in range(3)]
        for (signs, weights, buckets), (other_signs, other_weights, other_buckets) in ((keys[0], keys[1]),
                                                                                      (keys[0], keys[2]),
                                                                                      (keys[1], keys[2])):
            assert 0.48 < float((other_signs != signs).double().mean()) < 0.52
            assert float((other_buckets != buckets).double().mean()) > 0.97  # 1/64 alike by chance
            assert float((other_weights != weights).double().mean()) > 0.99


def test_two_outputs_of_the_same_values_have_different_sketches():
    """Red team round 27a through the product's own entries: a trial whose two outputs hold the same values commits
    another sketch for each, and output 0's entry does not describe output 1's chunk (the child's description and the
    trusted side's check key each output by its index)."""
    values = torch.randn(1 << 18, generator=torch.Generator().manual_seed(4))
    outputs = (values, values.clone())
    staging = fp.Staging()
    described = fp.trial_description(outputs, fp.memory_orders(outputs), SEED, staging)
    committed = fp.keyed(outputs, SEED, fp.fingerprint(outputs))
    for mine, theirs in zip(described, committed):
        assert mine[:4] == theirs[:4] and all(
            abs(a - b) <= 1e-6 * (abs(a) + abs(b)) + 1e-9 for a, b in zip(mine[6], theirs[6]))
    assert committed[0][2] == committed[1][2] and committed[0][6] != committed[1][6]
    sums = torch.tensor(committed[0][6]) != torch.tensor(committed[1][6])
    assert bool(sums.all())  # every bucket's sum another (one key for both: all equal)
    assert fp.describes(committed[1], 0, values, SEED, 1) and not fp.describes(committed[1], 0, values, SEED, 0)
    assert not fp.describes(committed[0], 0, values, SEED, 1)  # output 0's sketch does not describe output 1's chunk


def test_the_signs_are_the_same_in_every_dtype():
    order, signs = fp._order(SEED, 300_000, output=0)
    for dtype in (torch.float64, torch.float16, torch.bfloat16):
        other_order, other_signs = fp._order(SEED, 300_000, "cpu", dtype, output=0)
        assert other_signs.dtype == dtype and torch.equal(other_order, order)
        assert torch.equal(other_signs.float(), signs)


class _Ops(TorchDispatchMode):
    """The devices of every tensor the ops run inside it make."""

    def __init__(self):
        super().__init__()
        self.made: list[tuple[str, str]] = []

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        out = func(*args, **(kwargs or {}))
        for tensor in out if isinstance(out, (tuple, list)) else (out,):
            if isinstance(tensor, torch.Tensor):
                self.made.append((str(func), tensor.device.type))
        return out


def test_the_key_is_made_on_the_values_device():
    """Asked for a device (here 'meta', which holds no values: only where each op ran is seen), every op making the
    key runs there: no host generator, no copy across (the trial's three keys are host integers, made once)."""
    fp._keys(SEED, output=0)
    with _Ops() as ops:
        order, signs = fp._order(SEED, 300_000, torch.device("meta"), torch.float32, output=0)
        weights = fp._weights(SEED, 300_000, torch.device("meta"), output=0)
        sketch = fp._sketches(torch.empty(300_000, device="meta"), 300_000, SEED, output=0)
    assert ops.made and {device for _, device in ops.made} == {"meta"}, [op for op in ops.made if op[1] != "meta"]
    cpu_order, cpu_signs = fp._order(SEED, 300_000, output=0)
    assert (order.shape, order.dtype, signs.shape, signs.dtype) == (cpu_order.shape, cpu_order.dtype, cpu_signs.shape,
                                                                    cpu_signs.dtype)
    assert [w.dtype for w in weights] == [torch.float64, torch.float64, torch.int64] and sketch.shape == (1, 128)


def test_a_whole_chunk_s_bucket_sizes_draw_nothing():
    with _Ops() as ops:
        for n in (256, 4096, 1 << 18, 1 << 21):
            assert fp._bucket_sizes.__wrapped__(SEED, n, output=0) == [n // fp.BUCKETS] * fp.BUCKETS
    assert ops.made == []


def test_a_cut_chunk_s_bucket_sizes_are_a_count_of_its_positions():
    buckets = fp._weights(SEED, 70_000, output=0)[2]
    for n in (1, 100, 255, 257, 1000, 65_537, 70_000):
        assert fp._bucket_sizes(SEED, n, output=0) == torch.bincount(buckets[:n], minlength=fp.BUCKETS).tolist(), n
    for output in (0, 3):  # a last chunk, cut, of an output chunked 2^16 long: its own key, its output's
        last = fp._weights(SEED, 1 << 16, chunk=5, output=output)[2]
        for n in (1000, 40_001):
            expected = torch.bincount(last[:n], minlength=fp.BUCKETS).tolist()
            assert fp._bucket_sizes(SEED, n, fp._first_block(1 << 16, 5), output=output) == expected, (output, n)


def test_the_buckets_are_equal_and_every_block_is_in_each():
    order = fp._order(SEED, 1 << 18, output=0)[0]
    assert torch.equal(order.long().sort().values, torch.arange(1 << 18))  # a permutation of the positions
    blocks = (order.long().view(fp.BUCKETS, -1) // fp.PERIOD).sort(1).values
    assert torch.equal(blocks, torch.arange(1 << 10).repeat_interleave(4).expand(fp.BUCKETS, -1))


def test_the_signs_are_balanced_and_unstructured():
    signs, _, buckets = fp._weights(SEED, 1 << 20, output=0)
    assert abs(float(signs.mean())) < 0.005  # 1e6 coin flips: sd 0.001
    by_offset = signs.view(-1, fp.PERIOD).mean(0)  # the same offset in each of 4096 blocks: sd 0.016
    assert float(by_offset.abs().max()) < 0.08
    per_bucket = torch.zeros(fp.BUCKETS, dtype=torch.float64).index_add_(0, buckets, signs) / ((1 << 20) // fp.BUCKETS)
    assert float(per_bucket.abs().max()) < 0.04  # 16 K signs a bucket: sd 0.008
    assert abs(float((signs[1:] == signs[:-1]).double().mean()) - 0.5) < 0.005  # neighbours agree half the time


def test_each_trial_has_its_own_key():
    signs, weights, buckets = fp._weights(SEED, 1 << 18, output=0)
    for other in (SEED + 1, SEED ^ (1 << 62), 0):
        other_signs, other_weights, other_buckets = fp._weights(other, 1 << 18, output=0)
        assert 0.48 < float((other_signs != signs).double().mean()) < 0.52
        assert float((other_buckets != buckets).double().mean()) > 0.97  # 1/64 alike by chance
        assert float((other_weights != weights).double().mean()) > 0.99


def test_blocks_group_their_positions_alike_by_chance_only():
    """Rows of PERIOD columns (a linear layer's, 8192 of them in a chunk): each row groups its columns by bucket in a
    way of its own (2^24 keys a block: a pair alike in 8192 rows by chance, 2 expected), so no summary of rows that
    group them alike gives a bucket's L1 (red team rounds 19d, 20b). A keyed affine permutation of the chunk's
    positions groups every 16th row's alike."""
    buckets = fp._weights(SEED, 1 << 21, output=0)[2].view(-1, fp.PERIOD)
    groupings = {tuple(sorted(map(tuple, torch.argsort(row, stable=True).view(fp.BUCKETS, -1).sort(1).values.tolist())))
                 for row in buckets}
    assert len(groupings) > buckets.shape[0] - 8


def test_the_sketch_passes_an_honest_output_and_convicts_a_wrong_one():
    """An output of four chunks, the last one cut in a block: every element as far from eager's as the tolerance
    allows breaks no bucket; a stand-in on 1/64 of its rows, or the output shuffled, breaks them."""
    atol, rtol = tolerance(BASELINE_LEVEL, "float32")
    generator = torch.Generator().manual_seed(5)
    eager = torch.randn(1000, 1000, generator=generator)
    within = eager + (torch.randint(0, 2, eager.shape, generator=generator) * 2 - 1) * 0.98 * (
        atol + rtol * eager.abs()) / (1 + rtol)
    within = torch.where(torch.isclose(eager, within, atol=atol, rtol=rtol), within, eager)
    stand_in = eager.clone()
    stand_in[::64] = stand_in[::64].mean(0)
    shuffled = eager.view(-1)[torch.randperm(eager.numel(), generator=generator)].view(eager.shape)

    def printed(output):
        return fp.keyed((output,), SEED, fp.fingerprint((output,)))[0]

    e = printed(eager)
    assert len(e[2]) == 4 and e[0] % e[1] % fp.PERIOD
    assert fp.sparse_chunks(e, printed(within), SEED, atol, rtol, output=0) == {}
    for wrong in (stand_in, shuffled):
        assert fp.sparse_chunks(e, printed(wrong), SEED, atol, rtol, output=0) is None
        gaps = fp.bucket_gaps(e, printed(wrong), SEED, 3, atol, rtol, output=0)  # the cut chunk's own sizes
        assert len(gaps) > fp.BUCKETS // 2
