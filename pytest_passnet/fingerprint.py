"""Output fingerprints: what a child commits to after each timed trial, before it knows whether the
trusted side will ask for that trial's outputs.

A child answers a trial in two messages: inside the span the trusted side times, each output's chunk digests alone
(``trial_digests``); after it, the rest of each output's fingerprint (``trial_description``). The trusted side joins
them into the entry below (``protocol.Described``); why the split, under "what a child answers after each trial".

Each output tensor is cut into chunks of its flat elements (about ``CHUNK_BYTES`` each, at most
``MAX_CHUNKS``, a multiple of ``PERIOD`` elements long); its fingerprint is
``[numel, chunk length, [L1 per chunk], [L2 per chunk], [P per chunk], [special chunks],
[bucket sums], [bucket L1s], [digest per chunk]]``, numbers in float64 (None for an output that is not a
tensor; the bucket lists hold ``BUCKETS`` values per chunk, chunk after chunk; the digests are the chunks'
``byte_digest``s).

L1 and L2 (``fingerprint``) do not see the order of a chunk's values. P (``keyed``) does: it is
``sum_i w[i] x_i`` over the chunk, with a sign ``w[i]`` for each of its positions drawn from the
trial's secret seed, which the child learns only with the trial. Order, position and scale all
change it, and no stand-in has eager's P without the values eager has where eager has them: a
child that commits to a fingerprint has computed what it describes. It sends the fingerprint after
the trial's span, which holds the digests alone: an audited trial's chunks (picked in secret after
both messages) must be the committed bytes and have the described fingerprint, so a description of
other values than the timed call returned is caught there; an unaudited trial's is held to eager's
(``consistent``). The signs, like every keyed weight here, are keyed per position of the chunk, not
repeated every ``PERIOD`` positions: a key of period ``PERIOD`` is a key of the output's column
sums (viewed as rows of ``PERIOD``), which a non-negative linear layer gives at 1/rows of its work
and a permutation within columns (``sort(dim=0)``) or a constant with known column sums
(``softmax(dim=0)``) leaves unchanged (red team round 20b).

A chunk holding an infinity, a NaN or a value beyond ``HUGE`` (a mask of finfo.min) is *special*:
its L1, L2 and P describe its ordinary values only, and its entry in the last list gives, apart,
the norm and P of the huge values and, for +inf, -inf and NaN, how many there are and a keyed sum
of their positions (integer weights, compared exactly). Huge values then cannot swamp the rest,
and a mask cannot stand in for what it masks.

The sketch (float outputs; zeros for other dtypes and for special chunks) splits each chunk further:
its positions fall into ``BUCKETS`` buckets of equal size (each block of ``PERIOD`` positions deals
``PERIOD // BUCKETS`` to each bucket, in an order keyed by the trial's seed, the output's index and the block's place
in the output: ``_order``),
and each bucket's sum of its values signed as in P, and its L1, are committed. It tells a few elements
beyond the tolerance (a few buckets off) from a result wrong everywhere (almost every bucket off) where
the chunk's sums cannot (``sparse_chunks``). It costs one gather of the output in the buckets' order,
signed in place, and two reductions of it; P is then the sum of the buckets' signed sums.

Each chunk's digest (BLAKE3 of its raw bytes, whatever the dtype, keyed with the trial's seed, the output's index
and the chunk's: ``byte_digest``) binds an audit's answer to the bytes the timed call returned: the norms, P
and the sketch are sums, which the child, knowing the key when it commits, can fit a recomputed answer to within
their rounding (red team round 20d: TF32 on every timed call, each audit answered with eager's exact product nudged
within the tolerance to the committed L1 and L2). Keyed so, no digest is another's: a child whose chunks repeat
(an expand, an output returned twice, one that is the same every trial) hashes each of them as the reference child
does (red team round 24a: a child that hashed an expand's one distinct chunk once kept 334-510x claims). The digests
are all a child answers inside a trial's span: one device-to-host copy of each output per trial, hashed chunk by
chunk. BLAKE3 because the hash is most of what a span holds beside the call, and the reference child must hash as
fast as any child can: a pass's child that hashed BLAKE2b eight chunks at a time in AVX-512 lanes (2.4 times
hashlib's speed) saved half of h and kept a 965x claim (red team round 25b); BLAKE3 vectorises within each chunk
(64 MiB in 8 ms on one core here, against BLAKE2b's 45), near what reading the bytes costs.

*An order.* An output's flat elements are cut into chunks in an order of its dimensions: ``memory_order``'s, in
which a dense output (a permute or transpose of one storage span) lies contiguous, where the span hashes it, without
a copy. The child names each output's order with its digests; both sides then describe, and the audits cut, the
compiled side's outputs in its order (``in_order``), so that the two fingerprints compare chunk by chunk (red team
round 24a: hashed in the logical order, a permuted view's copy was in the span: an honest pass returning one was
convicted, and a pass returning contiguous outputs where eager's are transposed saved the reference child's copy).

The trusted side uses fingerprints twice: the chunks of an audited trial that it asks for must be
the committed bytes (``same_bytes``) and have the committed fingerprint (``describes``; both:
``matches``), and every chunk of every trial must be consistent
with eager's on the same inputs, as outputs within the baseline tolerance always are
(``consistent``), or a few elements away from it in a few buckets, which lowers the credited level
instead (``sparse_chunks``, ``pipeline._trial_checks``). Chunks keep an audit small: a few chunks of a large output cross the channel.
"""

from __future__ import annotations

import concurrent.futures
import functools
import math
import os
import struct

import blake3
import torch


CHUNK_BYTES = 1 << 20
MAX_CHUNKS = 64
# The granularity of chunk lengths (every chunk but an output's only or last one is a multiple of it), and the
# most values summed in float32 before float64 takes over. Keyed weights are keyed per position of a chunk
# (its length rounded up to PERIOD), not repeated with this period (red team round 20b).
PERIOD = 256
# Values beyond this are a mask's, not a result's (finfo(float32).min is -3.4e38).
HUGE = 1e30
_HUGE_SCALE = 2.0 ** -100  # huge values are summed scaled down (exactly): float64 sums of them stay finite
_POSITION_WEIGHTS = 1 << 20  # |weight| of a position in the keyed sums of non-finite positions
# Float64 sums of the same values in another order (another thread count, another process, a row
# of a matrix against a vector) differ in the last bits only.
_ROUNDING = 1e-9
# P and the sketch are summed in float32 where the output is float32 or narrower, in blocks of at most PERIOD
# values of one bucket (then in float64 across blocks): a block of k values is off by less than k float32
# roundings of its L1, so a bucket's sum or L1 by less than k of the bucket's L1 (``_sketch_rounding``), and P
# by less than PERIOD of the chunk's.
_FLOAT32_ROUNDING = 2.0 ** -24
PROJECTION_ROUNDING = PERIOD * _FLOAT32_ROUNDING
# A special chunk's entry: [chunk, L1, L2, P of its ordinary values, L1 and P of its huge values
# (scaled), then count and position sum of +inf, of -inf, of NaN].
SPECIAL_FIELDS = 12
# The sketch: each chunk's float elements fall into BUCKETS keyed buckets of equal size (each block of PERIOD
# positions deals PERIOD // BUCKETS to each: ``_order``), each summed with P's signs.
BUCKETS = 64
SPARSE_BUCKETS = BUCKETS // 8  # at most this many buckets of a chunk beyond the tolerance: a few elements

# Each chunk's raw bytes are committed as a BLAKE3 digest of this many bytes (hex: twice as many characters).
DIGEST_BYTES = 16

# How many of a draw's elements may lie outside the checked level's tolerance and still be read as
# steps crossed (``judge.steps``), and of a fingerprint chunk's buckets (``sparse_chunks``).
STEP_ELEMENTS = 8  # a handful: several steps crossed in one draw (4 were seen) with room to spare
STEP_SHARE = 0.001  # of a large output: a step crossed by last bits is rare per element
STEP_MOST_SHARE = 0.1  # never more than a tenth of what was compared: in a tiny output 8 is everything


def step_allowance(compared: int) -> int:
    """How many of ``compared`` elements may lie outside the checked level's tolerance and still be
    read as steps crossed: max(8, 0.1 % of them), and at most a tenth of them (0 below 10 elements:
    a small output's difference convicts as before)."""
    return min(max(STEP_ELEMENTS, int(compared * STEP_SHARE)), int(compared * STEP_MOST_SHARE))


def as_tuple(outputs) -> tuple:
    return tuple(outputs) if isinstance(outputs, (tuple, list)) else (outputs,)


def chunk_length(numel: int, element_size: int) -> int:
    """Elements per chunk of an output with ``numel`` elements (the last chunk may be shorter): the
    whole output where it is one chunk, else a multiple of ``PERIOD``."""
    chunks = min(MAX_CHUNKS, max(1, -(-numel * element_size // CHUNK_BYTES)))
    if chunks == 1:
        return max(1, numel)
    return -(-numel // (chunks * PERIOD)) * PERIOD


def chunk(tensor: torch.Tensor, index: int) -> torch.Tensor:
    """One chunk of an output's flat elements."""
    length = chunk_length(tensor.numel(), tensor.element_size())
    return tensor.detach().reshape(-1)[index * length:(index + 1) * length]


def memory_order(output: torch.Tensor) -> list[int]:
    """The order of ``output``'s dimensions in which it lies contiguous (the outermost first): a dense output's, a
    permutation of its dimensions by stride; the logical order (``range``) for one that is contiguous already, or has
    gaps or repeats (a slice, an expand), or a negative or conjugate bit: it is read through a copy."""
    logical = list(range(output.dim()))
    if output.is_contiguous() or output.is_neg() or output.is_conj():
        return logical
    order = sorted(logical, key=lambda d: (-output.stride(d), d))
    return order if output.permute(order).is_contiguous() else logical


def in_order(output: torch.Tensor, order: list[int]) -> torch.Tensor:
    """``output`` with its dimensions in ``order``, whose flat elements its chunks are cut from."""
    return output.detach().permute(order)


# On CUDA the float dtypes go through torch._foreach_norm: one pass over the output that converts each
# element to float64 as it is read. A float64 reduction (torch.linalg.vector_norm with dtype=float64)
# first copies the whole output to float64, twice per output: five times the memory traffic of
# reading it, ten times for float16 (a 512 MB output: ~1.2 ms per trial on an H200, four times the
# call it follows).
_ONE_PASS_DTYPES = (torch.float32, torch.float16, torch.bfloat16, torch.float64)


def _chunk_norms(flat: torch.Tensor, length: int) -> tuple[torch.Tensor, torch.Tensor]:
    """Float64 L1 and L2 norms of each ``length``-element chunk of a flat tensor."""
    if flat.is_cuda and flat.dtype in _ONE_PASS_DTYPES:
        return norms_in_one_pass(flat, length)
    return norms_by_rows(flat, length)


def norms_in_one_pass(flat: torch.Tensor, length: int) -> tuple[torch.Tensor, torch.Tensor]:
    """``_chunk_norms`` with the chunks as views and each norm one multi-tensor reduction that
    accumulates in float64 (CUDA's fast path; elsewhere torch reduces them one by one)."""
    chunks = list(flat.split(length))
    if not chunks:
        return flat.new_empty(0, dtype=torch.float64), flat.new_empty(0, dtype=torch.float64)
    return (torch.stack(torch._foreach_norm(chunks, 1, dtype=torch.float64)),
            torch.stack(torch._foreach_norm(chunks, 2, dtype=torch.float64)))


def norms_by_rows(flat: torch.Tensor, length: int) -> tuple[torch.Tensor, torch.Tensor]:
    """``_chunk_norms`` with the full chunks as the rows of one 2-D view (and the last, shorter one
    as one more row), copied to float64 once (complex: real and imaginary parts)."""
    full = flat.numel() // length
    rows = ([flat[:full * length].view(full, length)] if full else []) + (
        [flat[full * length:].view(1, -1)] if flat.numel() > full * length else [])
    l1, l2 = [], []
    for row in rows:
        exact = (torch.view_as_real(row).flatten(1) if row.is_complex() else row).to(torch.float64)
        l1.append(torch.linalg.vector_norm(exact, 1, dim=1))
        l2.append(torch.linalg.vector_norm(exact, 2, dim=1))
    empty = flat.new_empty(0, dtype=torch.float64)
    return (torch.cat(l1) if l1 else empty), (torch.cat(l2) if l2 else empty)


def fingerprint(outputs) -> list:
    """Every output's ``[numel, chunk length, L1s, L2s]``; one synchronisation for all (the norms are
    read back at once). ``keyed`` completes it."""
    parts, layout = [], []
    for output in as_tuple(outputs):
        if not isinstance(output, torch.Tensor):
            layout.append(None)
            continue
        flat = output.detach().reshape(-1)
        length = chunk_length(flat.numel(), output.element_size())
        parts += _chunk_norms(flat, length)
        layout.append((flat.numel(), length, -(-flat.numel() // length)))
    values = torch.cat(parts).tolist() if parts else []
    prints, at = [], 0
    for entry in layout:
        if entry is None:
            prints.append(None)
            continue
        numel, length, count = entry
        prints.append([numel, length, values[at:at + count], values[at + count:at + 2 * count]])
        at += 2 * count
    return prints


# -- the keyed part ------------------------------------------------------------------------


def drawn_length(length: int) -> int:
    """How many positions a chunk of ``length`` values is keyed over: its length rounded up to ``PERIOD``
    (a multiple of ``BUCKETS``; the positions past the chunk's end hold zeros)."""
    return -(-length // PERIOD) * PERIOD


# The trial's key (P's signs, the special chunks' position weights, the sketch's buckets) is computed where the values
# lie, with integer torch ops that give the same bits on the CPU and a GPU (multiplication wraps; ``>>`` is arithmetic,
# so each shift is masked): no host generator, no permutation copied across. Every child computes it every trial for
# every chunk, the trusted side for every audited chunk: a few passes over the chunk's positions (about 0.5 ms a 1 MiB
# float32 chunk on one core here; a CPU child's description of 64 MiB took 48-51 ms with one key for every chunk, 85-89
# with a key a chunk). Its words are keyed hashes (splitmix64) of the trial's seed and the output's index (``_keys``),
# then of a block's index or a position, each counted across the whole output: chunk c's first block is block
# c * (blocks a chunk) of the output (``_first_block``). A chunk's positions fall in blocks of PERIOD, each with five
# words of its own, and each block deals PERIOD // BUCKETS of them to each bucket: its v-th slot holds offset
# S[S[S[v] ^ k1] ^ k2] ^ k3 of the block, lies in bucket v // 4 and has the sign of bit v of the block's first four
# words (S a keyed permutation of 0..255, k1-k3 bytes of the block's fifth word). A position's weight (special chunks)
# is 21 bits of a hash of its place in the output.
# * A sign is a keyed bit per position: no period, no structure that a summary of the output (its column sums) shares.
# * Buckets have 2^24 keys a block, and no two blocks of an output share their words: rows of an output group their
#   columns alike by chance only, so no per-column summary of the output gives a bucket's L1 (red team rounds 19d,
#   20b). Not the same key in every chunk (as before red team round 26c): where a chunk holds whole rows, row slot i
#   of every chunk then groups and signs alike, and a non-negative linear layer's bucket sums and L1s come from its
#   weights summed by slot, one chunk's worth of work a trial. Not one affine permutation of the chunk (p -> a p + b):
#   there rows 16 apart (of 256 columns, in 1 MiB chunks) group their columns alike, and a non-negative linear layer's
#   bucket L1s come from its weights summed by group for a quarter of its work. Not the same key in every output (as
#   before red team round 27a): where one layer makes several outputs (y_j = x_j @ w), row r of every output then
#   groups and signs alike, and every output's bucket sums and L1s come from the layer's weights summed by slot once a
#   trial. Blocks keep the buckets equal, put every whole block in every bucket, and leave a chunk's bucket sizes
#   (``_bucket_sizes``) a count of one block at most.
_PER_BLOCK = PERIOD // BUCKETS  # a block's positions in each bucket
_SIGN_WORDS = PERIOD // 64  # a block's words of sign bits (its fifth holds the key bytes of its offsets' order)


def _int64(value: int) -> int:
    """``value`` modulo 2^64 as torch's int64 holds it (signed)."""
    return (value + (1 << 63)) % (1 << 64) - (1 << 63)


_GAMMA = _int64(0x9E3779B97F4A7C15)  # splitmix64's step and multipliers
_MIXERS = ((30, _int64(0xBF58476D1CE4E5B9)), (27, _int64(0x94D049BB133111EB)))


def _hashed(key: int, steps: torch.Tensor) -> torch.Tensor:
    """splitmix64's output at each of ``steps`` (int64, overwritten) from ``key``."""
    z = steps.add_(1).mul_(_GAMMA).add_(key)
    for shift, multiplier in _MIXERS:
        z.bitwise_xor_(torch.bitwise_right_shift(z, shift).bitwise_and_((1 << (64 - shift)) - 1)).mul_(multiplier)
    return z.bitwise_xor_(torch.bitwise_right_shift(z, 31).bitwise_and_((1 << 33) - 1))


@functools.lru_cache(maxsize=256)
def _keys(seed: int, output: int) -> tuple[int, int, int]:
    """Output ``output``'s keys in the trial of ``seed`` (fresh keys each trial and output): of the blocks' words, of S,
    and of the positions' weights, splitmix64's steps 3 ``output`` to 3 ``output`` + 2 from the seed (red team round
    27a: one key for every output let one layer's outputs share their groupings)."""
    return tuple(_hashed(_int64(seed), torch.arange(3 * output, 3 * output + 3)).tolist())


def _first_block(length: int, chunk: int) -> int:
    """The place in its output of chunk ``chunk``'s first block (chunks ``length`` long): blocks are counted across the
    output, so no two of its chunks share a block's key (red team round 26c)."""
    return chunk * (drawn_length(length) // PERIOD)


def _block_words(seed: int, blocks: torch.Tensor, output: int) -> torch.Tensor:
    """The keyed words of each of ``blocks`` (blocks of PERIOD positions by their place in output ``output``, int64):
    ``(len(blocks), 5)``."""
    count = _SIGN_WORDS + 1
    steps = blocks.view(-1, 1) * count + torch.arange(count, device=blocks.device)
    return _hashed(_keys(seed, output)[0], steps)


def _positions(seed: int, words: torch.Tensor, output: int) -> torch.Tensor:
    """The positions each block deals to each bucket, bucket by bucket, of chunks of output ``output`` whose blocks
    have the words ``words`` (``(chunks, blocks, 5)``, ``_block_words``): ``(chunks, BUCKETS, PERIOD // BUCKETS,
    blocks)`` (a block's v-th slot at ``[:, v // 4, v % 4]``), chunk after chunk, each position counted from the first
    chunk's start. In int32 where they fit (half the memory traffic of int64: the key is made for every chunk), blocks
    innermost (each op a long run of one block's key per slot, not runs of 4)."""
    chunks, blocks = words.shape[:2]
    index = torch.int32 if chunks * blocks * PERIOD <= 1 << 31 else torch.int64
    sbox = torch.argsort(_hashed(_keys(seed, output)[1], torch.arange(PERIOD, device=words.device)),
                         stable=True).int()
    k1, k2, k3 = (torch.bitwise_right_shift(words[..., _SIGN_WORDS], shift).bitwise_and_(255).view(chunks, 1, 1, blocks)
                  for shift in (0, 8, 16))
    firsts = torch.arange(0, chunks * blocks * PERIOD, PERIOD, device=words.device).view(chunks, 1, 1, blocks)
    last = k3.bitwise_or_(firsts).to(index)  # k3, and the block's first position (bits 8 on)
    offsets = sbox.view(1, BUCKETS, _PER_BLOCK, 1) ^ k1.int()
    offsets = sbox.index_select(0, offsets.view(-1)).view(offsets.shape).bitwise_xor_(k2.int())
    return sbox.index_select(0, offsets.view(-1)).view(offsets.shape).to(index).bitwise_xor_(last)


def _order(seed: int, length: int, device: torch.device | str = "cpu", dtype: torch.dtype = torch.float32,
           chunk: int = 0, chunks: int = 1, *, output: int) -> tuple[torch.Tensor, torch.Tensor]:
    """The positions of ``chunks`` chunks ``length`` values long from chunk ``chunk`` of output ``output`` on, under
    the trial's ``seed``, chunk after chunk, each bucket by bucket (bucket b holds its b-th group of
    ``drawn_length(length) // BUCKETS``, slots 4b to 4b + 3 of every block: the order the sketch gathers a chunk in;
    chunk k's positions counted from ``k drawn_length(length)``; ``_positions``), and P's sign of each in that order,
    in ``dtype`` (the sketch multiplies what it gathers by them in place), on ``device``."""
    per_chunk = drawn_length(length) // PERIOD
    first = _first_block(length, chunk)
    words = _block_words(seed, torch.arange(first, first + chunks * per_chunk, device=device), output)
    words = words.view(chunks, per_chunk, -1)
    # Slot v's sign is bit v of the block's first four words: bit v % 8 of their byte v // 8 (bytes taken by shifts,
    # whatever the host's byte order), so bucket b's slots are bits 4 (b % 2) to 4 (b % 2) + 3 of byte b // 2.
    shifts = torch.arange(0, 64, 8, device=device)
    octets = torch.bitwise_right_shift(words[..., :_SIGN_WORDS].unsqueeze(-1), shifts).bitwise_and_(255)
    buckets = torch.arange(BUCKETS, device=device)
    picked = octets.to(torch.uint8).view(chunks, per_chunk, -1).transpose(1, 2)[:, buckets // 2].unsqueeze(2)
    bits = (buckets % 2 * 4).view(BUCKETS, 1) + torch.arange(_PER_BLOCK, device=device)
    bits = torch.bitwise_right_shift(picked, bits.to(torch.uint8).view(1, BUCKETS, _PER_BLOCK, 1)).bitwise_and_(1)
    signs = torch.ones((), dtype=dtype, device=device).sub(bits, alpha=2)  # -1 where the bit is set, else 1
    return _positions(seed, words, output).view(-1), signs.view(-1)


def _weights(seed: int, length: int = PERIOD, device: torch.device | str = "cpu", chunk: int = 0,
             chunks: int = 1, *, output: int) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """P's signs and the integer weights of positions (float64, |weight| at most ``_POSITION_WEIGHTS``), and each
    position's bucket, one per position of ``chunks`` chunks ``length`` values long (``drawn_length`` each;
    ``PERIOD`` by default: the key of a chunk that short) from chunk ``chunk`` of output ``output`` on, on
    ``device``."""
    drawn = drawn_length(length)
    order, signs = _order(seed, length, device, torch.float64, chunk, chunks, output=output)
    start = _first_block(length, chunk) * PERIOD
    weights = _hashed(_keys(seed, output)[2], torch.arange(start, start + chunks * drawn, device=device))
    weights = weights.bitwise_and_(2 * _POSITION_WEIGHTS - 1).sub_(_POSITION_WEIGHTS).to(torch.float64)
    buckets = torch.arange(BUCKETS, device=device).repeat_interleave(drawn // BUCKETS).repeat(chunks)
    order = order.long()
    return (torch.empty_like(signs).scatter_(0, order, signs), weights,
            torch.empty_like(buckets).scatter_(0, order, buckets))


def _reals(flat: torch.Tensor) -> tuple[torch.Tensor, int]:
    """A flat output as real values, and how many make one element (complex: 2)."""
    return (torch.view_as_real(flat).reshape(-1), 2) if flat.is_complex() else (flat, 1)


def _chunk_rows(flat: torch.Tensor, length: int, dtype: torch.dtype) -> list[torch.Tensor]:
    """A flat tensor's chunks of ``length`` as rows of ``drawn_length(length)`` values of ``dtype``: the full
    chunks as one view where ``length`` is a multiple of ``PERIOD`` (a copy where the dtype differs), the
    last, shorter one (or the only one) padded with zeros (a copy of at most one chunk)."""
    full = flat.numel() // length if length % PERIOD == 0 else 0
    rows = [flat[:full * length].view(full, length).to(dtype)] if full else []
    if flat.numel() > full * length:
        rest = flat[full * length:].to(dtype)
        rows.append(torch.nn.functional.pad(rest, (0, drawn_length(length) - rest.numel())).view(1, -1))
    return rows


def _block_sums(values: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """Float64 sums and L1s over the last dimension, summed in ``values``' dtype in blocks of at most ``PERIOD``
    values, then in float64 across blocks (``PROJECTION_ROUNDING``)."""
    whole = values.shape[-1] - values.shape[-1] % PERIOD
    sums = values.new_zeros(values.shape[:-1], dtype=torch.float64)
    l1s = torch.zeros_like(sums)
    if whole:
        blocks = values[..., :whole].unflatten(-1, (-1, PERIOD))
        sums += blocks.sum(-1).to(torch.float64).sum(-1)
        l1s += torch.linalg.vector_norm(blocks, 1, dim=-1).to(torch.float64).sum(-1)
    if whole < values.shape[-1]:
        rest = values[..., whole:]
        sums += rest.sum(-1).to(torch.float64)
        l1s += torch.linalg.vector_norm(rest, 1, dim=-1).to(torch.float64)
    return sums, l1s


# The sketch gathers this many positions of chunks at a time (whole chunks, at least one) into one buffer it reuses,
# keyed together (``_order``): a fresh buffer the output's size costs its pages again on the CPU (74 ms against 40 ms
# for 64 MiB of float32 on 2 cores), a few more kernels on CUDA. On the CPU one 1 MiB float32 chunk: its key (int32
# positions and signs, 2 MiB) made and used while it is in the cache, below glibc's mmap threshold.
_GATHER_POSITIONS = {"cpu": 1 << 18, "cuda": 1 << 22}


def _keyed_rows(flat: torch.Tensor, length: int, seed: int, dtype: torch.dtype, chunk: int, output: int):
    """The ``length``-value chunks of a flat real tensor whose first chunk is chunk ``chunk`` of output ``output``, as
    rows of ``dtype`` (``_chunk_rows``) ``_GATHER_POSITIONS`` at a time (whole chunks, at least one; the first the
    largest), each with its key in the order it is gathered in, its signs in ``dtype`` (``_order``): (rows, positions,
    signs)."""
    per_gather = max(1, _GATHER_POSITIONS.get(flat.device.type, _GATHER_POSITIONS["cuda"]) // drawn_length(length))
    for values in _chunk_rows(flat, length, dtype):
        for part in values.split(per_gather):
            yield part, *_order(seed, length, flat.device, dtype, chunk, part.shape[0], output=output)
            chunk += part.shape[0]


def _sketches(flat: torch.Tensor, length: int, seed: int, chunk: int = 0, *, output: int) -> torch.Tensor:
    """Every chunk's sketch of a flat real float tensor whose first chunk is chunk ``chunk`` of output ``output``, as
    rows of ``2 BUCKETS`` float64 values: each bucket's signed sum, then its L1. Each chunk's values are gathered bucket
    by bucket under its own key (``_keyed_rows``; into one buffer in float32, float64 for float64), signed in place and
    each bucket's group summed (``_block_sums``)."""
    accumulate = torch.float64 if flat.dtype == torch.float64 else torch.float32
    rows, buffer = [], None
    for part, order, signs in _keyed_rows(flat, length, seed, accumulate, chunk, output):
        buffer = part.new_empty(part.numel()) if buffer is None else buffer
        signed = torch.index_select(part.reshape(-1), 0, order, out=buffer[:part.numel()]).mul_(signs)
        rows.append(torch.cat(_block_sums(signed.view(part.shape[0], BUCKETS, -1)), dim=1))
    return torch.cat(rows)


def _projections(flat: torch.Tensor, length: int, seed: int, chunk: int = 0, *, output: int) -> torch.Tensor:
    """Float64 P of each ``length``-value chunk of a flat real tensor that is not a float (integers, booleans,
    complex parts; a float's is its sketch's) whose first chunk is chunk ``chunk`` of output ``output``: from float64
    copies, each chunk's values gathered in its key's order (``_keyed_rows``), times its signs, summed."""
    rows = [part.reshape(-1).index_select(0, order).mul_(signs).view(part.shape[0], -1).sum(1)
            for part, order, signs in _keyed_rows(flat, length, seed, torch.float64, chunk, output)]
    return torch.cat(rows) if rows else flat.new_zeros(0, dtype=torch.float64)


def _special_parts(flat: torch.Tensor, length: int, seed: int, chunk: int, output: int) -> torch.Tensor:
    """Chunk ``chunk`` of output ``output``: its fields after its index (``SPECIAL_FIELDS``), as a row, from its
    values (a flat real tensor): copied to float64 once, zeros after its end (ordinary values that add nothing)."""
    w, v, _ = _weights(seed, length, flat.device, chunk, 1, output=output)
    values = torch.cat(_chunk_rows(flat, length, torch.float64))
    magnitude = values.abs()
    ordinary = torch.where(magnitude <= HUGE, values, 0.0)
    huge = torch.where((magnitude > HUGE) & (magnitude < math.inf), values * _HUGE_SCALE, 0.0)
    kinds = torch.stack([values == math.inf, values == -math.inf, values.isnan()]).to(torch.float64)
    return torch.stack([ordinary.abs().sum(1), torch.linalg.vector_norm(ordinary, dim=1), ordinary @ w,
                        huge.abs().sum(1), huge @ w, kinds[0].sum(1), kinds[0] @ v, kinds[1].sum(1), kinds[1] @ v,
                        kinds[2].sum(1), kinds[2] @ v], dim=1)


def plain(l1: float, l2: float) -> bool:
    """Whether a chunk with these norms holds ordinary values only (no |x| beyond HUGE, no inf or NaN)."""
    return math.isfinite(l1) and math.isfinite(l2) and l2 <= HUGE


def keyed(outputs, seed: int, norms: list) -> list:
    """``fingerprint``'s ``norms`` of the same outputs completed with each chunk's P under the trial's
    ``seed``, the special chunks' entries, the sketch and each chunk's ``byte_digest`` (``trial_digests``, in the
    outputs' logical order): the entries the trusted side joins from a child's two answers (``trial_description``,
    then ``trial_digests``), from norms given."""
    prints = _keyed(outputs, seed, norms)
    logical = [list(range(output.dim())) if isinstance(output, torch.Tensor) else None for output in as_tuple(outputs)]
    digests = trial_digests(outputs, logical, seed, Staging())
    return [None if entry is None else [*entry, digest] for entry, digest in zip(prints, digests)]


def _keyed(outputs, seed: int, norms: list, chunk: int = 0, first: int = 0) -> list:
    """``keyed`` but for the digests, of outputs whose first chunk is chunk ``chunk``, the first of them output
    ``first`` of the trial and each next one the next output (``describes``: one chunk of output ``first``); one
    synchronisation for all."""
    parts, layout = [], []
    for index, (output, entry) in enumerate(zip(as_tuple(outputs), norms), first):
        if entry is None:
            layout.append(None)
            continue
        flat = output.detach().reshape(-1)
        numel, length, l1s, l2s = entry
        special = [c for c in range(len(l1s)) if not plain(l1s[c], l2s[c])]
        projections, sketch = _keyed_parts(flat, length, seed, chunk, output=index)
        parts += [projections] + ([] if sketch is None else [sketch.reshape(-1)])
        reals, per_element = _reals(flat)
        reals_length = length * per_element
        parts += [_special_parts(reals[c * reals_length:(c + 1) * reals_length], reals_length, seed, chunk + c,
                                 index)[0] for c in special]
        layout.append((entry, special, sketch is not None))
    values = torch.cat(parts).tolist() if parts else []
    prints, at = [], 0
    for item in layout:
        if item is None:
            prints.append(None)
            continue
        entry, special, sketched = item
        count = len(entry[2])
        projections, at = values[at:at + count], at + count
        rows = None
        if sketched:
            rows, at = values[at:at + 2 * BUCKETS * count], at + 2 * BUCKETS * count
        fields = {}
        for c in special:
            fields[c], at = values[at:at + SPECIAL_FIELDS - 1], at + SPECIAL_FIELDS - 1
        prints.append(_entry(entry, projections, rows, fields))
    return prints


def _keyed_parts(flat: torch.Tensor, length: int, seed: int, chunk: int = 0,
                 *, output: int) -> tuple[torch.Tensor, torch.Tensor | None]:
    """Each ``length``-element chunk's P (float64) of a flat tensor whose first chunk is chunk ``chunk`` of output
    ``output``, and its sketch's rows where it is a float (a float's P is the sum of its buckets' signed sums: every
    position lies in one bucket; None otherwise)."""
    reals, per_element = _reals(flat)
    if not flat.is_floating_point() or not flat.numel():
        return _projections(reals, length * per_element, seed, chunk, output=output), None
    sketch = _sketches(reals, length, seed, chunk, output=output)
    return sketch[:, :BUCKETS].sum(1), sketch


def _entry(norms: list, projections: list[float], rows: list[float] | None, special: dict[int, list[float]]) -> list:
    """One output's fingerprint but for its digests, from what was read back: ``norms`` (``[numel, chunk
    length, L1s, L2s]``), each chunk's P, the sketch's rows (``2 BUCKETS`` values a chunk; None for an output
    that is not a float: zeros) and each special chunk's fields after its index (``SPECIAL_FIELDS``)."""
    count = len(norms[2])
    sums, bucket_l1s = [0.0] * (count * BUCKETS), [0.0] * (count * BUCKETS)
    for c in range(count) if rows is not None else ():
        if c not in special:  # a special chunk's sketch says nothing (zeros: the lists hold finite values)
            row = rows[2 * BUCKETS * c:2 * BUCKETS * (c + 1)]
            sums[c * BUCKETS:(c + 1) * BUCKETS] = row[:BUCKETS]
            bucket_l1s[c * BUCKETS:(c + 1) * BUCKETS] = row[BUCKETS:]
    specials = []
    for c in sorted(special):
        specials.append([c, *special[c]])
        projections[c] = special[c][2]  # its ordinary values' P: the list holds finite values only
    return [*norms, projections, specials, sums, bucket_l1s]


def byte_digest(values: torch.Tensor, seed: int, output: int, index: int) -> str:
    """BLAKE3 (``DIGEST_BYTES``, hex) of a tensor's raw bytes in its flat order, as they are: any dtype
    (complex, bool, integers), NaN payloads and signed zeros included; keyed as chunk ``index`` of output
    ``output`` in the trial of ``seed`` (``_chunk_key``)."""
    return _digest(memoryview(_flat_bytes(values).cpu().numpy()), _chunk_key(seed, output, index))


def _chunk_key(seed: int, output: int, index: int) -> bytes:
    """BLAKE3's 32-byte key: the same bytes as another chunk, output or trial give another digest."""
    return struct.pack("<QII16x", seed, output, index)


def _digest(data: memoryview, key: bytes) -> str:
    return blake3.blake3(data, key=key).hexdigest(DIGEST_BYTES)


def _flat_bytes(output: torch.Tensor) -> torch.Tensor:
    """An output's bytes in its flat order (uint8, contiguous, on its device): what an audit's chunks are cut from."""
    return output.detach().reshape(-1).contiguous().view(torch.uint8)


# -- what a child answers after each trial ----------------------------------------------------------------
#
# The trusted clock takes the eager side's time per trial beyond its call (its answer inside the span, the round
# trip) off the compiled side's trials (``measure.bound_by_trusted_clock``): what a child answers inside the span must
# cost every child alike, whatever its outputs' values and layout. So a trial's answer comes in two messages
# (``pipeline._drive``): inside the span the child's times and each output's chunk digests (``trial_digests``), which
# bind the bytes its call returned; after it, the rest of each output's entry (``trial_description``: norms, P, special
# chunks, sketch) with the outputs' aliasing and overlap, which the trusted side holds to the digests' chunks
# (``protocol.Described``) before it names a trial's audit. Red team round 22a: with the whole entry inside the span, a
# child answered a mask output (0 and finfo.min: every chunk special) from two counts a chunk, for a fifth of what the
# reference child spent on the special fields' float64 pass and a sketch it then discarded, and kept a 1000x claim;
# the overlap look cost the reference child 34-37 ms a trial per 64 MiB storage. Hashing costs the same whatever the
# values: what a child may still save inside the span is hashing faster than blake3's BLAKE3, or reading outputs
# where they lie where eager's must be copied first (docs/trust.md section 7; ``measure.UNSEEN_CALL``).
#
# Both answers read an output alike: a contiguous one where it lies, any other copied once, part by part, into
# buffers kept from trial to trial. Before red team round 21a an output that was not contiguous (views of one buffer,
# a transpose) was copied three times (the norms', the keyed part's and the digests' flat copies, whole), so a pass
# returning contiguous tensors where eager returns views answered each trial for less than the reference child by
# more than its call, and a pass returning views where eager returns tensors was scored slower than it is.

# An output is read this many bytes at a time (whole chunks, at least one): a part copied where it is not
# contiguous; the digests' two windows (``_DigestBatch``) hold at least as many; memory stays bounded whatever the
# output's size. On the CPU a part's float64 copy (the norms) and gather buffer (the sketch) then stay below
# glibc's mmap threshold (32 MiB at most) and are reused from the heap, not mapped and faulted in afresh, and a
# part stays in the last-level cache while its sums and digests are taken: 8 MiB parts cost 29 ms a trial for
# 16 MiB of float32 where 16 MiB parts cost 43.5 ms (CPU time, 1 thread; 112 against 166 ms for 64 MiB; 4 MiB
# parts 27.5 and 103 ms; both answers measured as one, before red team round 22a's split). Not smaller: each part
# is a dozen parallel torch ops, and where the host's cores are all busy every one of them may wait for a
# descheduled thread (torch on 2 threads, load 6-7 on the 2-core machine, 64 MiB as two views: 1.3-1.5 s a trial in
# 4 MiB parts against 0.64-0.72 s in 8 MiB parts in one run, alike in another). On a GPU the allocator caches its
# blocks; larger parts launch fewer kernels.
_PART_BYTES = {"cpu": 8 * CHUNK_BYTES, "cuda": 16 * CHUNK_BYTES}


class Staging:
    """The buffers a child reads its trials' outputs through, kept from trial to trial (fresh ones cost their
    pages again on the CPU): one on each device the parts of outputs that are not contiguous are copied into (one
    part at a time: the next copy overwrites it), and the two host windows a trial's copied CPU chunks wait in for
    their digests (``windows``)."""

    def __init__(self):
        self._buffers: dict[str, torch.Tensor] = {}

    def _buffer(self, device: torch.device, nbytes: int) -> torch.Tensor:
        held = self._buffers.get(str(device))
        if held is None or held.numel() < nbytes:
            held = self._buffers[str(device)] = torch.empty(nbytes, dtype=torch.uint8, device=device)
        return held[:nbytes]

    def copy(self, tensor: torch.Tensor, start: int, stop: int, into: torch.Tensor | None = None) -> torch.Tensor:
        """Flat elements ``start`` to ``stop`` of ``tensor``, contiguous, in ``into`` (as many bytes, on its device)
        where given, else in this staging's buffer on its device (until the next copy there): one copy, however it
        lies (a negative or conjugate bit resolved)."""
        nbytes = (stop - start) * tensor.element_size()
        part = (self._buffer(tensor.device, nbytes) if into is None else into).view(tensor.dtype)
        at = 0
        for piece in _flat_pieces(tensor.detach(), start, stop):
            _copy_tiled(part[at:at + piece.numel()].view(piece.shape), piece)
            at += piece.numel()
        return part

    def windows(self, nbytes: int) -> list[torch.Tensor]:
        """Two windows of ``nbytes`` (a multiple of ``_ALIGNMENT``) of host memory for a trial's copied chunks to wait
        in until they are hashed, filled in turn (``_DigestBatch``)."""
        return list(self._buffer(torch.device("cpu"), 2 * nbytes).split(nbytes))


# torch copies in the order of the destination, so a piece whose last dimension strides far where another walks
# memory finely (a transpose, a permute that moves the contiguous dimension) reads one element per cache line, and
# per page where the stride is a page or more. Copied in tiles of its last dimension, each tile's rows reuse the
# lines: 4 MiB of a transposed float32 matrix (1024 rows of 1024) took 4.0 ms untiled and 0.95 ms in tiles of 16
# (CPU time, 1 thread; a contiguous output costs no copy at all). At most _TILES tiles a piece: a copy each. On a
# GPU one kernel copies the piece whole (a launch a tile would cost more than the strided reads).
_TILE = 16
_TILES = 64


def _copy_tiled(destination: torch.Tensor, piece: torch.Tensor) -> None:
    """``destination.copy_(piece)`` (a contiguous destination of the piece's shape), on the CPU in tiles of the
    piece's last dimension where another of its dimensions strides less than it does."""
    if piece.is_cuda or piece.dim() < 2 or piece.stride(-1) <= _TILE or not any(
            size > 1 and 0 < stride < piece.stride(-1) for size, stride in zip(piece.shape[:-1], piece.stride()[:-1])):
        destination.copy_(piece)
        return
    width = max(_TILE, -(-piece.shape[-1] // _TILES))
    for at in range(0, piece.shape[-1], width):
        destination[..., at:at + width].copy_(piece[..., at:at + width])


def _flat_pieces(tensor: torch.Tensor, start: int, stop: int) -> list[torch.Tensor]:
    """Views of ``tensor`` whose elements, one after the other, are its flat elements ``start`` to ``stop``: whole
    rows of a dimension where the range covers them, the rows it cuts taken apart (at most two a dimension)."""
    if start >= stop:
        return []
    if tensor.dim() <= 1:
        return [tensor.reshape(-1)[start:stop]]
    inner = tensor[0].numel()
    first, last = start // inner, (stop - 1) // inner
    if first == last:
        return _flat_pieces(tensor[first], start - first * inner, stop - first * inner)
    pieces = _flat_pieces(tensor[first], start % inner, inner) if start % inner else []
    whole_from, whole_to = -(-start // inner), stop // inner
    if whole_to > whole_from:
        pieces.append(tensor[whole_from:whole_to])
    return pieces + (_flat_pieces(tensor[whole_to], 0, stop % inner) if stop % inner else [])


def _output_parts(output: torch.Tensor, length: int, staging: Staging):
    """An output's flat elements part by part, each whole ``length``-element chunks (``_PART_BYTES``, at least one):
    views of it where it lies contiguous, else each part copied once into ``staging`` (the next part overwrites
    it)."""
    output = output.detach()
    per_part = max(1, _PART_BYTES[output.device.type] // (length * output.element_size())) * length
    flat = output.reshape(-1) if _lies_flat(output) else None
    for start in range(0, output.numel(), per_part):
        stop = min(output.numel(), start + per_part)
        yield flat[start:stop] if flat is not None else staging.copy(output, start, stop)


def _lies_flat(output: torch.Tensor) -> bool:
    """Whether an output's flat elements lie in its memory one after the other, as they are (read without a copy)."""
    return output.is_contiguous() and not output.is_neg() and not output.is_conj()


def memory_orders(outputs) -> list:
    """Each output's ``memory_order`` (None for an output that is not a tensor): the orders a trial's digests are
    taken in, named with them."""
    return [memory_order(output) if isinstance(output, torch.Tensor) else None for output in as_tuple(outputs)]


def trial_digests(outputs, orders: list, seed: int, staging: Staging) -> list:
    """What a child answers inside a trial's span: each output's chunk digests in its order (``orders``, its
    ``memory_order`` where it is dense: no copy), every output's chunks hashed as one batch (``_DigestBatch``), None
    for an output that is not a tensor. Nothing keyed, nothing summed: hashing costs every child alike whatever the
    values (red team round 22a) and, where the outputs are dense, whatever their layout (round 24a) or number (round
    25e)."""
    ordered = [None if order is None else in_order(output, order) for output, order in zip(as_tuple(outputs), orders)]
    cpu = [(index, output) for index, output in enumerate(ordered) if output is not None and output.device.type == "cpu"]
    batch = _DigestBatch(seed, staging, [output for _, output in cpu if _copied(output)])
    for index, output in cpu:
        batch.add(index, output)
    batch.hash()
    gpu = [(index, output) for index, output in enumerate(ordered) if output is not None and output.device.type != "cpu"]
    digests = {**batch.digests, **_device_digests(gpu, seed, staging)}
    return [None if output is None else digests[index] for index, output in enumerate(ordered)]


def _device_digests(outputs: list[tuple[int, torch.Tensor]], seed: int, staging: Staging) -> dict[int, list[str]]:
    """Each GPU output's chunk digests (by its index), hashed on its device (``device_blake3``: the package's BLAKE3 bit
    for bit): where it lies contiguous, else part by part through ``staging``'s device buffer (the next copy queued
    behind the last hash, on the one stream). Every chunk's key uploaded at once, every hash launched without a wait,
    all digests read back in one copy: red team round 27b (GPU_OUTPUT_WAITS) saw an upload and a wait an output, 0.1-0.2
    ms each on an H100, which a child laying its outputs out in one buffer saved. Copied to the host and hashed there,
    256 MiB cost 10.9 ms a trial on an H100, on the device 0.5 ms (rounds 26b, 27a). Imported here: the trusted side and
    CPU children need no Triton."""
    if not outputs:
        return {}
    from pytest_passnet import device_blake3

    lengths = {index: chunk_length(output.numel(), output.element_size()) for index, output in outputs}
    counts = {index: -(-output.numel() // lengths[index]) for index, output in outputs}
    keys = torch.frombuffer(bytearray(b"".join(_chunk_key(seed, index, k) for index, _ in outputs
                                               for k in range(counts[index])) or bytes(32)), dtype=torch.uint8)
    keys = keys.view(-1, 32).to(outputs[0][1].device)
    words, first = [], 0
    for index, output in outputs:
        length, chunk_bytes = lengths[index], lengths[index] * output.element_size()
        parts = [output.detach().reshape(-1)] if _lies_flat(output) else _output_parts(output, length, staging)
        for part in parts if counts[index] else ():
            chunks = -(-part.numel() // length)
            words.append(device_blake3.digest_words(part.view(torch.uint8), chunk_bytes,
                                                    keys[first:first + chunks].to(part.device)))
            first += chunks
    read = torch.cat([w.to(words[0].device) for w in words]).cpu().numpy().astype("<i4") if words else []
    digests, at = {}, 0
    for index, _ in outputs:
        digests[index] = [read[at + k].tobytes()[:DIGEST_BYTES].hex() for k in range(counts[index])]
        at += counts[index]
    return digests


# A trial's CPU chunks are hashed as one batch: every output's side by side on the pool, whichever output they belong
# to (GPU outputs are hashed on their device: ``_device_digests``). Red team round 25e: hashed output after output, an
# output of one chunk on the calling thread alone, 64 outputs of 1 MiB took 9.3 ms on 2 cores where the same chunks at
# once took 5.8, a time any child could take off its span (on a 16-core host 15 cores of 16 idle). A contiguous
# output's chunks are hashed where they lie. Any other's are copied first, as many whole chunks at a time as fit, into
# one of the staging's two windows, each copy in a region of its own. A full window's chunks are handed to the pool
# and the copies go on into the other window while they are hashed: copy and hash overlap, as any child's may (red
# team round 26b, GPU_HASH_OVERLAP: copied and hashed in turn, a child that pipelined them saved up to the shorter of
# the two a window). A window is filled again only once its chunks
# are hashed, so no copy is overwritten while its chunks wait or are hashed, and memory stays bounded whatever the
# outputs' size. Each window holds at least half of ``_PART_BYTES`` (both, the part the one window held before: two
# windows of a part each took 0.8-0.9 ms more of a 64 MiB gapped output here, 11.8-12.2 ms against 10.9-11.4, the copy
# and the hash then sharing the last-level cache with twice the bytes) and a chunk of every copied output for every
# hashing thread (session 22: a 512 MiB output's 8 MiB chunks two at a time left an H200's cores idle).
#
# Chunks are hashed in jobs of consecutive chunks of at least ``_JOB_BYTES`` (one chunk of a large output; many small
# outputs' chunks together): handing a job to a busy thread costs about 13 us on this 2-core host, hashing 4 KiB 2 us,
# 256 KiB 26 us. The calling thread hashes the first job itself while the pool hashes the rest: a trial of one job
# (small outputs) waits on no thread's wake-up (0.1 ms here, 6 times a 4 KiB output's hash).
_JOB_BYTES = 256 << 10
_ALIGNMENT = 64  # each region starts on a cache line (a multiple of every element size)


def _copied(output: torch.Tensor) -> bool:
    """Whether a CPU output's chunks are copied to a window before they are hashed: it is not contiguous."""
    return not _lies_flat(output)


def _chunk_bytes(output: torch.Tensor) -> int:
    return chunk_length(output.numel(), output.element_size()) * output.element_size()


class _DigestBatch:
    """A trial's chunks waiting to be hashed, each with its key, the two windows that hold the copied ones (filled in
    turn), and the batches handed to the pool, oldest first."""

    def __init__(self, seed: int, staging: Staging, copied: list[torch.Tensor]):
        self.seed, self.staging = seed, staging
        self.digests: dict[int, list[str]] = {}  # each output's chunks' digests, in order
        self.waiting: list[tuple[int, memoryview, bytes]] = []  # (output, chunk's bytes, key), in order
        size = max([max(_PART_BYTES[output.device.type] // 2, _hashers() * _chunk_bytes(output)) for output in copied],
                   default=0)
        self.windows = [] if not copied else staging.windows(-(-size // _ALIGNMENT) * _ALIGNMENT)
        self.filling, self.free = 0, 0  # the window copied into, and its first byte after the chunks waiting there
        self.hashing: list[tuple[list, list[concurrent.futures.Future]]] = []  # (jobs, their digests), oldest first

    def add(self, index: int, output: torch.Tensor) -> None:
        """Output ``index``'s chunks, where they lie or copied into a window (handing what waits to the pool where it
        is full, and going on in the other)."""
        self.digests[index] = []
        length = chunk_length(output.numel(), output.element_size())
        chunk_bytes = length * output.element_size()
        if not _copied(output):
            self._wait(index, 0, output.reshape(-1).view(torch.uint8), chunk_bytes)
            return
        done, count = 0, -(-output.numel() // length)
        while done < count:
            window = self.windows[self.filling]
            fits = min(count - done, max(0, window.numel() - self.free) // chunk_bytes)
            if not fits:
                self._turn()
                continue
            start, stop = done * length, min(output.numel(), (done + fits) * length)
            region = window[self.free:self.free + (stop - start) * output.element_size()]
            self.staging.copy(output, start, stop, region)
            self._wait(index, done, region, chunk_bytes)
            self.free += -(-region.numel() // _ALIGNMENT) * _ALIGNMENT
            done += fits

    def _wait(self, index: int, first: int, data: torch.Tensor, chunk_bytes: int) -> None:
        """Output ``index``'s chunks ``first`` on, whole in ``data`` (host bytes), to be hashed."""
        view = memoryview(data.numpy())
        self.waiting += [(index, view[at:at + chunk_bytes], _chunk_key(self.seed, index, first + k))
                         for k, at in enumerate(range(0, len(view), chunk_bytes))]

    def _turn(self) -> None:
        """The full window's chunks (and any waiting where they lie) handed to the pool, and the other window free for
        the next copies, which run while they are hashed: the chunks handed over from it hashed first."""
        self._hand_over(here=False)
        self.filling, self.free = 1 - self.filling, 0
        self._collect(keep=1)

    def hash(self) -> None:
        """Every chunk hashed: those waiting side by side on the pool and the calling thread, then every batch's
        digests taken in order (both windows free again for the staging's next trial)."""
        self._hand_over(here=True)
        self._collect(keep=0)

    def _hand_over(self, here: bool) -> None:
        """The chunks waiting in jobs of ``_JOB_BYTES``, handed to the pool at once; where ``here``, all but the first,
        which the calling thread hashes meanwhile."""
        jobs, size = [], _JOB_BYTES
        for chunk in self.waiting:
            if size >= _JOB_BYTES:
                jobs.append([])
                size = 0
            jobs[-1].append(chunk)
            size += len(chunk[1])
        pool = _hashing_threads()
        futures = [pool.submit(_job_digests, job) for job in jobs[1 if here else 0:]]
        if here and jobs:
            first = concurrent.futures.Future()
            first.set_result(_job_digests(jobs[0]))
            futures.insert(0, first)
        self.hashing.append((jobs, futures))
        self.waiting = []

    def _collect(self, keep: int) -> None:
        """The digests of every batch handed over but the last ``keep``, in order (waiting for their hash)."""
        while len(self.hashing) > keep:
            jobs, futures = self.hashing.pop(0)
            for job, future in zip(jobs, futures):
                for (index, _, _), digest in zip(job, future.result()):
                    self.digests[index].append(digest)


def _job_digests(job: list[tuple[int, memoryview, bytes]]) -> list[str]:
    """A job's digests, chunk after chunk (blake3 lets go of the GIL while it hashes a large buffer)."""
    return [_digest(data, key) for _, data, key in job]


def trial_description(outputs, orders: list, seed: int, staging: Staging) -> list:
    """What a child answers after a trial's span: each output's entry but its digests in ``orders`` (each output's
    dimensions in its order, ``in_order``: the compiled side's, on both sides), ``[numel, chunk length, L1s,
    L2s, Ps, special chunks, bucket sums, bucket L1s]`` (None for an output that is not a tensor), ``keyed(outputs,
    seed, fingerprint(outputs))``'s numbers (up to the order of float64 sums in a special chunk's fields). Every output
    is read part by part (``_output_parts``: a contiguous one where it lies, any other copied once through ``staging``)
    for its norms, P and sketch alike, each chunk under its own key (``_order``: its output's, its place in it); one
    synchronisation for the sums
    (one more where a chunk is special, from that chunk alone)."""
    outputs = tuple(output if order is None else in_order(output, order)
                    for output, order in zip(as_tuple(outputs), orders))
    tensors, layout = [], {}
    for index, output in enumerate(outputs):
        if not isinstance(output, torch.Tensor):
            continue
        numel = output.numel()
        length = chunk_length(numel, output.element_size())
        l1s, l2s, projections, sketches = [], [], [], []
        first = 0  # the part's first chunk
        for part in _output_parts(output, length, staging):
            l1, l2 = _chunk_norms(part, length)
            projection, sketch = _keyed_parts(part, length, seed, first, output=index)
            first += l1.numel()
            l1s.append(l1)
            l2s.append(l2)
            projections.append(projection)
            sketches += [] if sketch is None else [sketch.reshape(-1)]
        tensors += [*l1s, *l2s, *projections, *sketches]
        layout[index] = (output, numel, length, -(-numel // length), bool(sketches))
    values = torch.cat(tensors).tolist() if tensors else []
    prints, at = [None] * len(outputs), 0
    for index, (output, numel, length, count, sketched) in layout.items():
        l1s, l2s, projections = (values[at + k * count:at + (k + 1) * count] for k in range(3))
        at += 3 * count
        rows = None
        if sketched:
            rows, at = values[at:at + 2 * BUCKETS * count], at + 2 * BUCKETS * count
        special = _special_fields(output, length, seed, [c for c in range(count) if not plain(l1s[c], l2s[c])], staging,
                                  index)
        prints[index] = _entry([numel, length, l1s, l2s], projections, rows, special)
    return prints


def _special_fields(output: torch.Tensor, length: int, seed: int, special: list[int], staging: Staging,
                    index: int) -> dict[int, list[float]]:
    """Each special chunk's fields after its index (``_special_parts``) of ``output``, output ``index`` of the trial,
    each chunk copied alone."""
    fields = {}
    for c in special:
        part = staging.copy(output, c * length, min(output.numel(), (c + 1) * length))
        reals, per_element = _reals(part)
        fields[c] = _special_parts(reals, length * per_element, seed, c, index)[0].tolist()
    return fields


@functools.cache
def _hashing_threads() -> concurrent.futures.ThreadPoolExecutor:
    """As many threads as the CPUs this process may run on (the call is over; its peer waits for the answer)."""
    return concurrent.futures.ThreadPoolExecutor(_hashers(), thread_name_prefix="passnet-digest")


@functools.cache
def _hashers() -> int:
    return len(os.sched_getaffinity(0))


# -- the trusted side's checks ----------------------------------------------------------------


def _parts(entry: list, index: int) -> list[float]:
    """A chunk's fields as a special chunk's (a plain chunk: its norms and P, nothing huge or non-finite)."""
    for special in entry[5]:
        if special[0] == index:
            return special[1:]
    return [entry[2][index], entry[3][index], entry[4][index]] + [0.0] * (SPECIAL_FIELDS - 4)


def matches(committed: list, index: int, received: torch.Tensor, seed: int, output: int) -> bool:
    """Whether a chunk received is the one committed to for chunk ``index`` of output ``output`` under the trial's
    ``seed``: its bytes (``same_bytes``) and its fingerprint (``describes``)."""
    return (same_bytes(committed, index, received, seed, output)
            and describes(committed, index, received, seed, output))


def same_bytes(committed: list, index: int, received: torch.Tensor, seed: int, output: int) -> bool:
    """Whether a chunk received is, byte for byte, chunk ``index`` of output ``output`` committed to in the trial of
    ``seed`` (its ``byte_digest``): the timed call's own output, not one recomputed or changed after the trial,
    however close its sums (red team round 20d)."""
    digests = committed[-1]
    return (isinstance(digests, list) and 0 <= index < len(digests) and isinstance(digests[index], str)
            and byte_digest(received, seed, output, index) == digests[index])


def describes(committed: list, index: int, received: torch.Tensor, seed: int, output: int) -> bool:
    """Whether a chunk received has the norms, P and sketch committed to for chunk ``index`` of output ``output``
    under the trial's ``seed`` (up to summation order)."""
    numel, length, l1, l2 = committed[:4]
    expected = min(length, numel - index * length)
    if not 0 <= index < len(l1) or received.dim() != 1 or received.numel() != expected:
        return False
    flat = received.detach()
    norms = torch.cat(_chunk_norms(flat, flat.numel())).tolist()
    if not (_close(norms[0], l1[index]) and _close(norms[1], l2[index])):
        return False
    got = _keyed(flat, seed, [[flat.numel(), length, norms[:1], norms[1:]]], index, output)[0]  # as its own chunk
    mine, theirs = _parts(got, 0), _parts(committed, index)
    if plain(*norms) != all(special[0] != index for special in committed[5]):
        return False
    rounding = PROJECTION_ROUNDING * (abs(mine[0]) + abs(theirs[0]))
    return (_close(mine[0], theirs[0]) and _close(mine[1], theirs[1]) and abs(mine[2] - theirs[2]) <= rounding
            and all(_close(a, b) for a, b in zip(mine[3:5], theirs[3:5])) and mine[5:] == theirs[5:]
            and _same_sketch(_sketch(got, 0), _sketch(committed, index), _sketch_rounding(length)))


def _sketch(entry: list, index: int) -> tuple[list[float], list[float]]:
    """A chunk's bucket sums and bucket L1s."""
    return (entry[6][index * BUCKETS:(index + 1) * BUCKETS], entry[7][index * BUCKETS:(index + 1) * BUCKETS])


def _sketch_rounding(length: int) -> float:
    """How far a sketch's bucket sum (and L1) may lie from the exact one, relative to the bucket's L1, in
    chunks ``length`` long: float32 sums of blocks of at most ``PERIOD`` values of a bucket (``_block_sums``)."""
    return min(PERIOD, drawn_length(length) // BUCKETS) * _FLOAT32_ROUNDING


def _same_sketch(mine: tuple, theirs: tuple, rounding: float) -> bool:
    """Whether two sketches of the same values agree, up to the order of their sums."""
    return all(abs(s - t) <= rounding * (a + b) + _ROUNDING * (abs(s) + abs(t))
               and abs(a - b) <= rounding * (a + b) + _ROUNDING * (a + b)
               for s, a, t, b in zip(*mine, *theirs))


def _close(x: float, y: float) -> bool:
    if math.isnan(x) or math.isnan(y):
        return math.isnan(x) and math.isnan(y)
    return x == y or abs(x - y) <= _ROUNDING * max(abs(x), abs(y))


def consistent(eager: list | None, compiled: list | None, atol: float, rtol: float) -> bool:
    """Whether one output's fingerprints allow ``allclose(eager, compiled, atol, rtol)`` with NaN
    equal to NaN (the audits' comparison, ``judge.tensor_disagreement``).

    Elementwise |e - c| <= atol + rtol |c| (torch.allclose with compiled as ``other``, as the
    judge calls it) bounds each chunk's norms and P (n elements, signs +-1), over its ordinary values
    and over its huge ones apart (a value is huge on both sides or neither, up to the tolerance):
      |L1(c) - L1(e)| <= n atol + rtol L1(c), and |P(c) - P(e)| as much (+ P's float32 rounding)
      |L2(c)^2 - L2(e)^2| <= sum |c - e| |c + e| <= n atol^2 + 2 atol (1 + rtol) L1(c) + rtol (2 + rtol) L2(c)^2
    and an infinity or NaN is one on both sides, at the same places. A necessary condition only:
    outputs that break it are not close; outputs that keep it may not be (the audits compare chunks
    whole), but a stand-in keeps it only by having eager's values where eager has them.
    """
    if eager is None or compiled is None:
        return (eager is None) == (compiled is None)
    if compiled[:2] != eager[:2]:
        return False
    return all(_chunk_consistent(eager, compiled, index, atol, rtol) for index in range(len(eager[2])))


def _chunk_consistent(eager: list, compiled: list, index: int, atol: float, rtol: float) -> bool:
    """``consistent`` for one chunk of outputs of the same layout."""
    numel, length = eager[:2]
    n = min(length, numel - index * length)
    e, c = _parts(eager, index), _parts(compiled, index)
    return (_within(n, atol, rtol, e[:3], c[:3]) and _within(n, atol * _HUGE_SCALE, rtol, e[3:5], c[3:5], l2=False)
            and e[5:] == c[5:])


# -- the sketch: a few elements, or all of them --------------------------------------------------
#
# L1, L2 and P sum a chunk whole: one element across a step the model takes after the replaced part
# (a rounding: red team round 18b) moves them as far as a stand-in does. The sketch tells the two
# apart without the elements: an element's difference lands in one bucket of 64. Within the tolerance
# every element, |e - c| <= atol + rtol |c|, so a bucket of n_b elements has
#   |S_b(c) - S_b(e)| <= n_b atol + rtol L1_b(c) <= n_b atol + rtol (L1_b(e) + n_b atol) / (1 - rtol)
# (eager's L1 only: the compiled side's are claims), |L1_b(c) - L1_b(e)| as much, and a bucket beyond
# it holds an element beyond it. The L1s matter: a bucket's signed sum is linear in the output, so a
# linear layer's would be its column sums' if buckets were keyed by position mod PERIOD (1/rows of the
# work, red team round 19d), and where the output is non-negative its L1s too (|y| = y, red team round
# 20b): buckets, like P's signs, are keyed per position of the chunk (each block of PERIOD its own key:
# ``_order``, counted across the output, keyed by its index: red team rounds 26c, 27a), so no per-column summary of the
# output, nor of a layer shared by several outputs, gives them, and a stand-in has each bucket's sum and L1 only by
# summing that bucket's own values. A few elements across a step break a few buckets; a cache, a constant or a
# stand-in of any share of the rows breaks almost all (its errors spread over every bucket: every whole block of PERIOD
# positions lies in each). Buckets are keyed by the trial's seed, which the child learns with the trial: a pass can
# choose where its differences land (in a few buckets: docs/trust.md §7, the sketch bounds buckets, not elements), not
# make many land unseen.
# An element a step across that takes a chunk's L1 or P beyond the tolerance takes its bucket beyond
# too (their bound is at least any bucket's, but for the sketch's float32 rounding), so L1 or P beyond
# with every bucket within is no step. L2 is another matter: an element of value e a step d across
# moves the squares by 2 e d, which where e dominates them is beyond L2's bound while its bucket holds
# it (red team round 19g: 0.01 at 300 among N(0, 1) values). So an L2 alone beyond, all else within,
# reads as steps where a few elements could make its gap (``_l2_gap_of_steps``; ``sparse_chunks``).


@functools.lru_cache(maxsize=256)  # every chunk of a trial's outputs, at every level tried
def _bucket_sizes(seed: int, n: int, block: int = 0, *, output: int) -> list[int]:
    """How many of a chunk's first ``n`` positions (its elements; those after them hold zeros) fall in each bucket
    under the trial's ``seed``, whatever the chunk's length, the chunk's first block being block ``block`` of output
    ``output`` (``_first_block``): ``PERIOD // BUCKETS`` of each whole block of PERIOD positions (nothing drawn), and of
    a block that ``n`` cuts (a last, shorter chunk, or an only one not a multiple of ``PERIOD``), those of its
    positions before ``n``."""
    whole, rest = divmod(n, PERIOD)
    if not rest:
        return [whole * _PER_BLOCK] * BUCKETS
    words = _block_words(seed, torch.tensor([block + whole]), output).view(1, 1, -1)
    cut = (_positions(seed, words, output) < rest).sum((0, 2, 3))
    return [whole * _PER_BLOCK + count for count in cut.tolist()]


def bucket_gaps(eager: list, compiled: list, seed: int, index: int, atol: float, rtol: float,
                output: int) -> dict[int, float] | None:
    """The buckets of chunk ``index`` of output ``output`` beyond the tolerance under the trial's ``seed``, each with
    its difference (the larger of its sum's and its L1's; each such bucket holds at least one element beyond
    it); None where its sketch cannot tell (layouts differ, a special chunk on either side: those values
    are not in it). A bucket's L1 is checked as its sum is (``bucket_slacks``): L1 is not linear, so a
    stand-in cannot commit eager's without the values (red team round 19d: column sums give the bucket
    sums of a linear layer, never their L1s)."""
    slacks = bucket_slacks(eager, compiled, seed, index, atol, rtol, output)
    if slacks is None:
        return None
    (sums_e, l1s_e), (sums_c, l1s_c) = _sketch(eager, index), _sketch(compiled, index)
    gaps = {}
    for bucket, (slack, s_e, s_c, l1_e, l1_c) in enumerate(zip(slacks, sums_e, sums_c, l1s_e, l1s_c)):
        rounding = _ROUNDING * (abs(s_e) + abs(s_c) + l1_e + l1_c)
        gap = max(abs(s_c - s_e), abs(l1_c - l1_e))
        if not (math.isfinite(s_c) and math.isfinite(l1_c) and gap <= slack + rounding):
            gaps[bucket] = gap
    return gaps


def bucket_slacks(eager: list, compiled: list, seed: int, index: int, atol: float, rtol: float,
                  output: int) -> list[float] | None:
    """How far each bucket's sum, and its L1, of chunk ``index`` of output ``output`` may lie from eager's where every
    element
    is within the tolerance (from eager's L1s only: the compiled side's are claims); None where the
    sketch cannot tell (``bucket_gaps``)."""
    if compiled[:2] != eager[:2] or rtol >= 1:
        return None
    if any(special[0] == index for special in (*eager[5], *compiled[5])):
        return None
    numel, length = eager[:2]
    n = min(length, numel - index * length)
    rounding = _sketch_rounding(length)
    slacks = []
    for size, l1_e in zip(_bucket_sizes(seed, n, _first_block(length, index), output=output), _sketch(eager, index)[1]):
        l1_e *= 1 + rounding
        l1_c = (l1_e + size * atol) / (1 - rtol)
        slacks.append(size * atol + rtol * l1_c + rounding * (l1_e + l1_c))
    return slacks


def sketch_differences(seed: int, length: int, index: int, positions: torch.Tensor, eager: torch.Tensor,
                       compiled: torch.Tensor, output: int) -> tuple[torch.Tensor, torch.Tensor]:
    """How the sketch under the trial's ``seed`` tells apart two versions of chunk ``index`` of output ``output``
    (chunked ``length`` long) that differ at ``positions`` (of the chunk, on the CPU) only, where they hold ``eager``
    and ``compiled``: per bucket, the difference of their signed sums and of their L1s (float64). Differences of one
    sign in a bucket cancel there, as in the sketch."""
    signs, _, buckets = _weights(seed, length, "cpu", index, 1, output=output)
    eager, compiled = eager.detach().double().cpu(), compiled.detach().double().cpu()
    sums = torch.zeros(BUCKETS, dtype=torch.float64).index_add_(0, buckets[positions],
                                                                (compiled - eager) * signs[positions])
    l1s = torch.zeros(BUCKETS, dtype=torch.float64).index_add_(0, buckets[positions], compiled.abs() - eager.abs())
    return sums, l1s


def sparse_chunks(eager: list | None, compiled: list | None, seed: int, atol: float, rtol: float,
                  output: int) -> dict[int, dict[int, float]] | None:
    """Output ``output``'s chunks that are not within the tolerance by their fingerprints (``consistent``) or
    their sketch, each with its ``bucket_gaps`` (none for a chunk beyond it by its L2 alone); None where
    one of them is not a few elements: more buckets beyond it than a few elements break
    (``SPARSE_BUCKETS``, and no more than the elements ``judge.step_allowance`` allows in a chunk that
    size: none below 10), a sketch that cannot tell, or L1 or P beyond it with no bucket beyond (a few
    elements across a step break the buckets they lie in, since L1's and P's bound is at least any
    bucket's; red team round 19d's column-mean stand-in breaks none). L2's bound is not: one element a
    step across on a value that dominates the chunk's squares breaks L2 and no bucket (red team round
    19g), so a chunk whose L2 alone is beyond, with L1, P and every bucket within, is read as steps where
    a few elements could make its L2 gap (``_l2_gap_of_steps``; red team round 20b: a uniform constant for
    softmax(dim=0), and an L2 claimed 7 % over a stand-in's estimate, were read as steps)."""
    if eager is None or compiled is None:
        return {} if (eager is None) == (compiled is None) else None
    numel, length = eager[:2]
    found = {}
    for index in range(len(eager[2])):
        gaps = bucket_gaps(eager, compiled, seed, index, atol, rtol, output)
        if gaps is None:
            if compiled[:2] != eager[:2] or not _chunk_consistent(eager, compiled, index, atol, rtol):
                return None
        elif gaps:
            if len(gaps) > min(SPARSE_BUCKETS, step_allowance(min(length, numel - index * length))):
                return None
            found[index] = gaps
        elif not _chunk_consistent(eager, compiled, index, atol, rtol):
            if not (_l1_and_p_within(eager, compiled, index, atol, rtol)
                    and _l2_gap_of_steps(eager, compiled, seed, index, atol, rtol, output)):
                return None
            found[index] = {}
    return found


def _l1_and_p_within(eager: list, compiled: list, index: int, atol: float, rtol: float) -> bool:
    """Whether a plain chunk's L1 and P are within ``consistent``'s bounds (its L2 a finite number, whatever
    its distance from eager's)."""
    numel, length = eager[:2]
    e, c = _parts(eager, index), _parts(compiled, index)
    return math.isfinite(c[1]) and _within(min(length, numel - index * length), atol, rtol, [e[0], e[2]], [c[0], c[2]],
                                           l2=False)


def _l2_gap_of_steps(eager: list, compiled: list, seed: int, index: int, atol: float, rtol: float,
                     output: int) -> bool:
    """Whether the L2 gap of chunk ``index`` of output ``output`` (its sketch within the tolerance) is one that
    ``step_allowance`` elements could make, each moved no further than a bucket within the tolerance holds one element
    alone: twice the largest bucket slack D (its bucket's sum moved by it, less what the others within the tolerance
    may move it back). k elements moved by d_i move the squares by sum d_i (2 e_i + d_i), at most 2 D sum |e_i| + k D^2,
    and k of eager's values sum to at most sqrt(k) times their L2 norm (Cauchy-Schwarz), at most the chunk's
    (and at most its L1); the elements within the tolerance add ``consistent``'s L2 bound. An honest step is
    one element crossing in its bucket (red team round 19g: 0.01 at 300 moves the squares by 6, within 2 D 300);
    moves larger than D that cancel in their buckets are a fit, and an L2 claimed over eager's by a share of
    its squares is no step (red team round 20b: 7 % over, or a uniform constant for softmax(dim=0))."""
    numel, length = eager[:2]
    n = min(length, numel - index * length)
    slacks = bucket_slacks(eager, compiled, seed, index, atol, rtol, output)
    if slacks is None:
        return False
    k, move = step_allowance(n), 2 * max(slacks)
    l1_e, l2_e, l1_c = eager[2][index], eager[3][index], compiled[2][index]
    squares_e, squares_c = l2_e * l2_e, compiled[3][index] ** 2
    steps = 2 * move * min(math.sqrt(k) * l2_e, l1_e) + k * move * move
    return abs(squares_c - squares_e) <= _l2_slack(n, atol, rtol, l1_c, squares_c, squares_e) + steps


def l2_gap(eager: list, compiled: list, index: int) -> float:
    """How far apart chunk ``index``'s L2 norms are: at most the L2 norm of the chunk's difference from
    eager's (so one element that differs alone differs at least this much)."""
    return abs(compiled[3][index] - eager[3][index])


def _within(n: int, atol: float, rtol: float, eager: list[float], compiled: list[float], l2: bool = True) -> bool:
    """``consistent``'s bounds on one part of a chunk: ``[L1, L2, P]`` (``[L1, P]`` without ``l2``)."""
    if not all(math.isfinite(x) for x in (*eager, *compiled)):
        return False
    l1_e, l1_c, p_e, p_c = eager[0], compiled[0], eager[-1], compiled[-1]
    l1_slack = n * atol + rtol * l1_c + _ROUNDING * (l1_c + l1_e)
    if abs(l1_c - l1_e) > l1_slack or abs(p_c - p_e) > l1_slack + PROJECTION_ROUNDING * (l1_c + l1_e):
        return False
    if not l2:
        return True
    squares_c, squares_e = compiled[1] * compiled[1], eager[1] * eager[1]
    return abs(squares_c - squares_e) <= _l2_slack(n, atol, rtol, l1_c, squares_c, squares_e)


def _l2_slack(n: int, atol: float, rtol: float, l1_c: float, squares_c: float, squares_e: float) -> float:
    """How far a chunk's squares may lie from eager's where its ``n`` elements are within the tolerance."""
    return (n * atol * atol + 2 * atol * (1 + rtol) * l1_c + rtol * (2 + rtol) * squares_c
            + 4 * _ROUNDING * (squares_c + squares_e))
