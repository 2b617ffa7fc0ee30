"""Keyed BLAKE3 on the device, many messages at once: a child hashes its CUDA outputs where they lie.

A trial's output digests are taken inside its timed span. Copying 256-512 MiB of CUDA outputs to
the host to hash them there with the ``blake3`` package cost 15-29 ms a trial on an H100, most of a
trial's overhead; on the device the bytes are read once where they lie and 32 bytes a message come
back. The digests are bit-identical to ``blake3.blake3(message, key=key).hexdigest(n)``, so the
trusted side checks an audited chunk with the CPU package as before.

BLAKE3 hashes 1 KiB chunks independently, then joins their chaining values in a binary tree of
parent nodes. ``_chunk_kernel`` gives each lane one chunk, every message's chunks in one launch, and
joins them in pairs; ``_parent_kernel`` joins those nodes 64 at a time until one is left a message
(one launch more for messages up to 128 KiB, two up to 8 MiB). Pairing a level's nodes left to
right, an odd last node promoted unchanged, builds BLAKE3's tree (the left subtree holds the largest
power of two of chunks below the count), and a power-of-two group aligned on its size pairs its nodes
as the whole level does. Without a GPU the same kernels run on CPU tensors under
``TRITON_INTERPRET=1``.
"""

from __future__ import annotations

import contextlib

import torch
import triton
import triton.language as tl

# BLAKE3's domain flags (tl.constexpr values: the only globals a compiled kernel may read)
CHUNK_START = tl.constexpr(1)
CHUNK_END = tl.constexpr(2)
PARENT = tl.constexpr(4)
ROOT = tl.constexpr(8)
KEYED_HASH = tl.constexpr(16)

# BLAKE3's IV (SHA-256's): the first half seeds every compression's state after the chaining value
IV0 = tl.constexpr(0x6A09E667)
IV1 = tl.constexpr(0xBB67AE85)
IV2 = tl.constexpr(0x3C6EF372)
IV3 = tl.constexpr(0xA54FF53A)

CHUNK_BYTES = 1024
CHUNK_GROUP = 128  # the chunks a program hashes: one a thread over 4 warps (lanes past a message's end hash nothing)
NODE_GROUP = 64  # the most nodes a parent program joins: a pair a thread in 1 warp
# Tree levels the chunk kernel joins itself. Every thread of a program runs each level's compression, its lane's pair
# or none (half of them at the first level, most after), so one level there costs as much as hashing 1/16 of the
# chunks, and further levels cost less in _parent_kernel's one-warp programs (7 levels in the chunk kernel: 44% more)
CHUNK_LEVELS = 1


def keyed_digests(data: torch.Tensor, message_bytes: int, keys: torch.Tensor, digest_bytes: int) -> list[str]:
    """Each message's keyed BLAKE3 digest, hex, ``digest_bytes`` (1-32) bytes long: ``data`` (a contiguous 1-D
    uint8 tensor on its device) cut into consecutive messages of ``message_bytes`` (the last may be shorter; an
    empty tensor is one empty message), message ``i`` keyed by ``keys[i]`` (a ``(messages, 32)`` uint8 tensor).

    The data is read where it lies, 16 bytes a lane at a time, and only the digests come back, where its address and
    ``message_bytes`` are multiples of 16 (a tensor of its own is); otherwise the messages are first copied on the
    device into rows that are (``_aligned_rows``). Call ``warm_up`` once a process first: no call compiles then."""
    if not 1 <= digest_bytes <= 32:
        raise ValueError(f"device_blake3: digest_bytes {digest_bytes}: BLAKE3 digests here are 1 to 32 bytes")
    words = digest_words(data, message_bytes, keys).cpu().numpy().astype("<i4")  # BLAKE3 outputs words little-endian
    return [words[i].tobytes()[:digest_bytes].hex() for i in range(len(words))]


def digest_words(data: torch.Tensor, message_bytes: int, keys: torch.Tensor) -> torch.Tensor:
    """``keyed_digests``'s 32-byte digests as 8 int32 words each, a ``(messages, 8)`` tensor on the data's device,
    not waited for: several tensors' digests can be launched, then read back in one copy."""
    if data.dtype != torch.uint8 or data.dim() != 1 or not data.is_contiguous():
        raise ValueError(f"device_blake3: data is a {data.dtype} tensor of shape {tuple(data.shape)}: pass a "
                         "contiguous 1-D uint8 tensor (tensor.reshape(-1).contiguous().view(torch.uint8))")
    if message_bytes < 1:
        raise ValueError(f"device_blake3: message_bytes {message_bytes}: messages are at least 1 byte long")
    total = data.numel()
    messages = max(1, -(-total // message_bytes))
    if keys.dtype != torch.uint8 or tuple(keys.shape) != (messages, 32):
        raise ValueError(f"device_blake3: keys is a {keys.dtype} tensor of shape {tuple(keys.shape)}: pass a "
                         f"({messages}, 32) uint8 tensor, one 32-byte key for each of the {messages} messages")
    key_words = keys.to(data.device).contiguous().view(torch.int32)
    longest = message_bytes if messages > 1 else total
    last_bytes = total - (messages - 1) * message_bytes
    message_stride = message_bytes  # bytes from a message's start to the next one's
    staged = data.data_ptr() % 16 or message_bytes % 16 or not total
    if staged:
        data, message_stride = _aligned_rows(data, message_bytes, messages, last_bytes)
    words = data[:data.numel() // 4 * 4].view(torch.int32)
    count, last_count = _chunks(longest), _chunks(last_bytes)
    # Every launch takes the same compiled kernel (see warm_up): a program always spans CHUNK_GROUP lanes (those past
    # the message's chunks hash nothing), and what follows the size is passed at run time, the tree levels included
    levels = min(CHUNK_LEVELS, _group(count, CHUNK_GROUP).bit_length() - 1)
    row = -(-count // CHUNK_GROUP) * CHUNK_GROUP
    # The last message's partial last 16 bytes, where the data ends with them, are read a byte at a time
    ragged_group, ragged_block = -1, -1
    if not staged and last_bytes % 16:
        ragged = last_bytes - last_bytes % 16
        ragged_group, ragged_block = ragged // CHUNK_BYTES // CHUNK_GROUP, ragged % CHUNK_BYTES // 64
    # Row m: message m's chunk chaining values, then (in place) each tree node over the left child it replaces
    nodes = torch.empty((messages, row, 8), dtype=torch.int32, device=data.device)
    _chunk_kernel[(row // CHUNK_GROUP, messages)](
        data, words, key_words, nodes, row, message_bytes, message_stride // 16, last_bytes, messages, ragged_group,
        ragged_block, levels, CHUNKS=CHUNK_GROUP, num_warps=max(1, CHUNK_GROUP // 32))
    node_stride = 1 << levels  # between the nodes left to join, in chunks
    count, last_count = -(-count // node_stride), -(-last_count // node_stride)
    while count > 1:
        group = _group(count, NODE_GROUP)  # nodes a program joins: all that are left where they fit in one
        _parent_kernel[(-(-count // group), messages)](nodes, key_words, row, node_stride, count, last_count, messages,
                                                       group.bit_length() - 1, NODES=NODE_GROUP,
                                                       num_warps=max(1, NODE_GROUP // 64))
        node_stride, count, last_count = node_stride * group, -(-count // group), -(-last_count // group)
    return nodes[:, 0]


def warm_up(device: torch.device | str) -> None:
    """Call once per process before anything is timed: one small call (2 messages of a few KiB, a parent launch
    among them) on ``device`` (where the outputs lie: CUDA, or the CPU under ``TRITON_INTERPRET=1``) compiles, or
    loads from Triton's cache, the two kernels, which every later call of any size then takes as they are: a size
    picks no specialisation of its own (``tests/test_device_blake3.py`` counts them)."""
    device = torch.device(device)
    # Chunks that the chunk kernel joins into 2 nodes at most, and one more: the parent kernel runs too
    message_bytes = ((1 << min(CHUNK_LEVELS, CHUNK_GROUP.bit_length() - 1)) + 1) * CHUNK_BYTES
    keys = torch.zeros((2, 32), dtype=torch.uint8, device=device)
    with torch.cuda.device(device) if device.type == "cuda" else contextlib.nullcontext():  # Triton's current device
        keyed_digests(torch.zeros(2 * message_bytes, dtype=torch.uint8, device=device), message_bytes, keys, 32)


def _aligned_rows(data: torch.Tensor, message_bytes: int, messages: int, last_bytes: int) -> tuple[torch.Tensor, int]:
    """The messages copied into zeroed rows of a multiple of 16 bytes in a new tensor, and the rows' length. Read where
    they lie, such messages would take 4- or 1-byte loads, which Triton lays out several lanes a row and shuffles
    through shared memory into each lane's words on every block (sm_90 code: 194 registers a thread, where the
    aligned path takes 64), and a last word past the data's end; a copy at memory speed keeps one fast path
    (``tests/benchmarks/device_blake3_bench.py --offset`` times it)."""
    stride = max(16, -(-message_bytes // 16) * 16)
    rows = torch.zeros((messages, stride), dtype=torch.uint8, device=data.device)
    whole = (messages - 1) * message_bytes
    rows[:messages - 1, :message_bytes] = data[:whole].view(messages - 1, message_bytes)
    rows[messages - 1, :last_bytes] = data[whole:]
    return rows.view(-1), stride


def _chunks(length: int) -> int:
    """A message's chunks: an empty message is one empty chunk."""
    return max(1, -(-length // CHUNK_BYTES))


def _group(count: int, limit: int) -> int:
    """Chunks or nodes one program takes: the power of two covering ``count``, at most ``limit``."""
    return min(limit, 1 << (count - 1).bit_length())


# Integer arguments are neither specialised on their value (== 1, divisible by 16) nor typed by it (i32 or i64): one
# compiled kernel takes every size. Sizes in bytes are 64-bit; counts of chunks and nodes fit 32 bits (a message
# under 2 TiB). The keys' loads are scalar: their address may have any alignment without a kernel of its own.
@triton.jit(do_not_specialize=["row", "message_bytes", "stride_quads", "last_bytes", "messages", "ragged_group",
                               "ragged_block", "levels"], do_not_specialize_on_alignment=["keys"])
def _chunk_kernel(data, words, keys, nodes, row: tl.int64, message_bytes: tl.int64, stride_quads: tl.int64,
                  last_bytes: tl.int64, messages: tl.int32, ragged_group: tl.int32, ragged_block: tl.int32,
                  levels: tl.int32, CHUNKS: tl.constexpr):
    """Program (g, m): chunks g*CHUNKS .. (g+1)*CHUNKS-1 of message m, one a lane (none past its last chunk). Their
    chaining values go to row m of ``nodes`` (``row`` nodes of 8 words), where ``levels`` tree levels are joined
    (``_join``). Messages start ``stride_quads`` 16-byte units apart (in those units the compiler knows each lane's
    start is 16-byte aligned, as its 16-byte loads need); each lane reads its chunk 16 bytes at a time from ``words``,
    but for the last message's partial last 16 bytes where the data ends with them, read from ``data`` a byte at a
    time: block ``ragged_block`` of program (``ragged_group``, last message) (-1: none)."""
    group = tl.program_id(0)
    message = tl.program_id(1)
    is_last = message == messages - 1
    length = tl.where(is_last, last_bytes, message_bytes).to(tl.int64)
    count = tl.maximum(tl.cdiv(length, 1024), 1).to(tl.int32)
    chunk = group * CHUNKS + tl.arange(0, CHUNKS)
    chunk_bytes = tl.minimum(tl.maximum(length - chunk.to(tl.int64) * 1024, 0), 1024).to(tl.int32)
    last_block = tl.maximum(tl.cdiv(chunk_bytes, 64) - 1, 0)
    word_start = message.to(tl.int64) * stride_quads * 4 + chunk.to(tl.int64) * 256
    k0, k1, k2, k3, k4, k5, k6, k7 = _key(keys, message)
    zero = tl.zeros([CHUNKS], tl.uint32)
    h0, h1, h2, h3 = k0 + zero, k1 + zero, k2 + zero, k3 + zero  # a keyed hash's chunks start from the key
    h4, h5, h6, h7 = k4 + zero, k5 + zero, k6 + zero, k7 + zero
    root = tl.where(count == 1, ROOT, 0)  # a message of one chunk: its last block is the root
    ragged_here = is_last & (group == ragged_group)
    for block in range(16):
        begin = block * 64
        if ragged_here & (block == ragged_block):
            m0, m1, m2, m3, m4, m5, m6, m7, m8, m9, m10, m11, m12, m13, m14, m15 = _block_bytes(
                data, word_start * 4, begin, chunk_bytes, CHUNKS)
        else:
            m0, m1, m2, m3, m4, m5, m6, m7, m8, m9, m10, m11, m12, m13, m14, m15 = _block_words(
                words, word_start, begin, chunk_bytes, CHUNKS)
        block_len = tl.minimum(tl.maximum(chunk_bytes - begin, 0), 64).to(tl.uint32)
        flags = (tl.where(last_block == block, CHUNK_END + root, 0) + tl.where(block == 0, CHUNK_START, 0)
                 + KEYED_HASH).to(tl.uint32)
        n0, n1, n2, n3, n4, n5, n6, n7 = _compress(h0, h1, h2, h3, h4, h5, h6, h7,
                                                   m0, m1, m2, m3, m4, m5, m6, m7,
                                                   m8, m9, m10, m11, m12, m13, m14, m15,
                                                   chunk.to(tl.uint32), block_len, flags)
        # A chunk's chaining value is its last block's: blocks past it (shorter chunks) leave it as it is
        live = block <= last_block
        h0, h1, h2, h3 = tl.where(live, n0, h0), tl.where(live, n1, h1), tl.where(live, n2, h2), tl.where(live, n3, h3)
        h4, h5, h6, h7 = tl.where(live, n4, h4), tl.where(live, n5, h5), tl.where(live, n6, h6), tl.where(live, n7, h7)
    at = message.to(tl.int64) * row * 8 + chunk * 8
    tl.store(nodes + at[:, None] + tl.arange(0, 8)[None, :], _row(h0, h1, h2, h3, h4, h5, h6, h7, CHUNKS))
    tl.debug_barrier()  # the other lanes' chaining values are written before the tree reads them
    _join(nodes + message.to(tl.int64) * row * 8, 1, group * CHUNKS, count, levels, k0, k1, k2, k3, k4, k5, k6, k7,
          CHUNKS)


@triton.jit(do_not_specialize=["row", "stride", "count", "last_count", "messages", "levels"],
            do_not_specialize_on_alignment=["keys"])
def _parent_kernel(nodes, keys, row: tl.int64, stride: tl.int32, count: tl.int32, last_count: tl.int32,
                   messages: tl.int32, levels: tl.int32, NODES: tl.constexpr):
    """Program (g, m): nodes g*NODES .. (g+1)*NODES-1 of message m's ``count`` (the last message: ``last_count``),
    ``stride`` chunks apart in its row of ``nodes``, joined over ``levels`` levels into one where the first of them
    was (fewer than NODES where they are all that is left)."""
    group = tl.program_id(0)
    message = tl.program_id(1)
    count = tl.where(message == messages - 1, last_count, count)
    k0, k1, k2, k3, k4, k5, k6, k7 = _key(keys, message)
    _join(nodes + message.to(tl.int64) * row * 8, stride, group * NODES, count, levels, k0, k1, k2, k3, k4, k5, k6, k7,
          NODES)


@triton.jit
def _key(keys, message):
    """Message ``message``'s key as 8 uint32 words (scalars): the chaining value that every chunk and parent
    of a keyed hash starts from."""
    at = keys + message * 8
    return (tl.load(at).to(tl.uint32, bitcast=True), tl.load(at + 1).to(tl.uint32, bitcast=True),
            tl.load(at + 2).to(tl.uint32, bitcast=True), tl.load(at + 3).to(tl.uint32, bitcast=True),
            tl.load(at + 4).to(tl.uint32, bitcast=True), tl.load(at + 5).to(tl.uint32, bitcast=True),
            tl.load(at + 6).to(tl.uint32, bitcast=True), tl.load(at + 7).to(tl.uint32, bitcast=True))


@triton.jit
def _block_words(words, word_start, begin, chunk_bytes, ROWS: tl.constexpr):
    """The 16 message words of the block at byte ``begin`` of each lane's chunk, read 16 bytes at a time (a
    lane's whole 16 bytes or none of them: the chunk's partial 16 bytes are ``_block_bytes``'), zero past the
    chunk's end (BLAKE3 pads a short last block with zeros)."""
    m0, m1, m2, m3 = _quarter_words(words, word_start, begin, chunk_bytes, ROWS)
    m4, m5, m6, m7 = _quarter_words(words, word_start, begin + 16, chunk_bytes, ROWS)
    m8, m9, m10, m11 = _quarter_words(words, word_start, begin + 32, chunk_bytes, ROWS)
    m12, m13, m14, m15 = _quarter_words(words, word_start, begin + 48, chunk_bytes, ROWS)
    return m0, m1, m2, m3, m4, m5, m6, m7, m8, m9, m10, m11, m12, m13, m14, m15


@triton.jit
def _quarter_words(words, word_start, begin, chunk_bytes, ROWS: tl.constexpr):
    # A lane's 4 words are contiguous at a multiple of 16 bytes, its mask the same for all 4: one 16-byte load a lane
    whole = (begin < chunk_bytes)[:, None]
    at = (word_start + begin // 4)[:, None] + tl.arange(0, 4)[None, :]
    return _four(tl.load(words + at, mask=whole, other=0).to(tl.uint32, bitcast=True), ROWS)


@triton.jit
def _block_bytes(data, byte_start, begin, chunk_bytes, ROWS: tl.constexpr):
    """``_block_words`` read a byte at a time: for the data's last bytes, which may end inside a word."""
    m0, m1, m2, m3 = _quarter_bytes(data, byte_start, begin, chunk_bytes, ROWS)
    m4, m5, m6, m7 = _quarter_bytes(data, byte_start, begin + 16, chunk_bytes, ROWS)
    m8, m9, m10, m11 = _quarter_bytes(data, byte_start, begin + 32, chunk_bytes, ROWS)
    m12, m13, m14, m15 = _quarter_bytes(data, byte_start, begin + 48, chunk_bytes, ROWS)
    return m0, m1, m2, m3, m4, m5, m6, m7, m8, m9, m10, m11, m12, m13, m14, m15


@triton.jit
def _quarter_bytes(data, byte_start, begin, chunk_bytes, ROWS: tl.constexpr):
    offset = begin + tl.arange(0, 16)
    present = offset[None, :] < chunk_bytes[:, None]
    quarter = tl.load(data + byte_start[:, None] + offset[None, :], mask=present, other=0).to(tl.uint32)
    # [rows, word, byte] -> each word's bytes (the byte index's low bit split first), little-endian
    even, odd = tl.split(tl.reshape(quarter, (ROWS, 4, 2, 2)))
    byte0, byte2 = tl.split(even)
    byte1, byte3 = tl.split(odd)
    return _four(byte0 | (byte1 << 8) | (byte2 << 16) | (byte3 << 24), ROWS)


@triton.jit
def _four(quarter, ROWS: tl.constexpr):
    """The 4 columns of a [rows, 4] tensor, in order (a split takes the last axis's halves of size 2)."""
    even, odd = tl.split(tl.reshape(quarter, (ROWS, 2, 2)))
    w0, w2 = tl.split(even)
    w1, w3 = tl.split(odd)
    return w0, w1, w2, w3


@triton.jit
def _join(row, stride, first, count, levels, k0, k1, k2, k3, k4, k5, k6, k7, NODES: tl.constexpr):
    """Join nodes ``first`` .. ``first + 2**levels - 1`` (at most NODES) of a tree level of ``count`` nodes (node i at
    ``row`` + 8 i ``stride`` words) into one, in place: level by level, nodes 2i and 2i+1 make a parent where 2i+1 exists, written
    over node 2i, and node 2i goes up unchanged where not; the parent of a level's only two nodes is the root.

    Levels are a loop through memory, not a shuffle in registers: unrolled, Triton 3.9's coalescing pass took minutes
    over the kernel. A pair's lane reads and writes only its own two nodes; a barrier orders one level's writes
    before the next level's reads."""
    pair = tl.arange(0, NODES // 2)
    zero = tl.zeros([NODES // 2], tl.uint32)
    for level in range(levels):
        left = row + ((first + (pair << (level + 1))) * stride * 8)[:, None] + tl.arange(0, 8)[None, :]
        right = left + (stride << level) * 8
        level_count = (count + (1 << level) - 1) >> level
        joins = (pair < (NODES >> (level + 1))) & (((first >> level) + 2 * pair + 1) < level_count)
        flags = zero + (tl.where(level_count == 2, ROOT, 0) + PARENT + KEYED_HASH).to(tl.uint32)
        l0, l1, l2, l3, l4, l5, l6, l7 = _eight(tl.load(left, mask=joins[:, None], other=0), NODES // 2)
        r0, r1, r2, r3, r4, r5, r6, r7 = _eight(tl.load(right, mask=joins[:, None], other=0), NODES // 2)
        p0, p1, p2, p3, p4, p5, p6, p7 = _compress(
            k0 + zero, k1 + zero, k2 + zero, k3 + zero, k4 + zero, k5 + zero, k6 + zero, k7 + zero,
            l0, l1, l2, l3, l4, l5, l6, l7, r0, r1, r2, r3, r4, r5, r6, r7, zero, zero + 64, flags)
        tl.store(left, _row(p0, p1, p2, p3, p4, p5, p6, p7, NODES // 2), mask=joins[:, None])
        tl.debug_barrier()


@triton.jit
def _row(h0, h1, h2, h3, h4, h5, h6, h7, ROWS: tl.constexpr):
    """A chaining value's 8 uint32 words as an int32 [ROWS, 8] tensor in word order, for one 32-byte store a lane
    (a load or store apiece is a memory access that Triton's coalescing pass, the slowest part of compiling this
    module, weighs against the whole kernel)."""
    # The last axis joined is the word index's low bit (see _eight)
    even = tl.join(tl.join(h0, h4), tl.join(h2, h6))
    odd = tl.join(tl.join(h1, h5), tl.join(h3, h7))
    return tl.reshape(tl.join(even, odd), (ROWS, 8)).to(tl.int32, bitcast=True)


@triton.jit
def _eight(row, ROWS: tl.constexpr):
    """The 8 uint32 words of an int32 [ROWS, 8] tensor (``_row``'s inverse)."""
    even, odd = tl.split(tl.reshape(row.to(tl.uint32, bitcast=True), (ROWS, 2, 2, 2)))
    h0h4, h2h6 = tl.split(even)
    h1h5, h3h7 = tl.split(odd)
    h0, h4 = tl.split(h0h4)
    h2, h6 = tl.split(h2h6)
    h1, h5 = tl.split(h1h5)
    h3, h7 = tl.split(h3h7)
    return h0, h1, h2, h3, h4, h5, h6, h7


@triton.jit
def _compress(h0, h1, h2, h3, h4, h5, h6, h7, m0, m1, m2, m3, m4, m5, m6, m7, m8, m9, m10, m11, m12, m13, m14, m15,
              counter, block_len, flags):
    """BLAKE3's compression of one block into chaining value h: the first 8 words of its output, all that a node or
    a digest of at most 32 bytes takes. The counter's high word is 0: no message reaches 2**32 chunks (4 TiB)."""
    v0, v1, v2, v3, v4, v5, v6, v7 = h0, h1, h2, h3, h4, h5, h6, h7
    v8 = tl.full(counter.shape, IV0, tl.uint32)
    v9 = tl.full(counter.shape, IV1, tl.uint32)
    v10 = tl.full(counter.shape, IV2, tl.uint32)
    v11 = tl.full(counter.shape, IV3, tl.uint32)
    v12, v13, v14, v15 = counter, tl.zeros(counter.shape, tl.uint32), block_len, flags
    for _ in tl.static_range(7):
        (v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15,
         m0, m1, m2, m3, m4, m5, m6, m7, m8, m9, m10, m11, m12, m13, m14, m15) = _round(
            v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15,
            m0, m1, m2, m3, m4, m5, m6, m7, m8, m9, m10, m11, m12, m13, m14, m15)
    return v0 ^ v8, v1 ^ v9, v2 ^ v10, v3 ^ v11, v4 ^ v12, v5 ^ v13, v6 ^ v14, v7 ^ v15


@triton.jit
def _round(v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15,
           m0, m1, m2, m3, m4, m5, m6, m7, m8, m9, m10, m11, m12, m13, m14, m15):
    """One round: G on the columns, then on the diagonals; the message words come back in BLAKE3's permutation
    for the next round (a renaming: nothing moves)."""
    v0, v4, v8, v12 = _g(v0, v4, v8, v12, m0, m1)
    v1, v5, v9, v13 = _g(v1, v5, v9, v13, m2, m3)
    v2, v6, v10, v14 = _g(v2, v6, v10, v14, m4, m5)
    v3, v7, v11, v15 = _g(v3, v7, v11, v15, m6, m7)
    v0, v5, v10, v15 = _g(v0, v5, v10, v15, m8, m9)
    v1, v6, v11, v12 = _g(v1, v6, v11, v12, m10, m11)
    v2, v7, v8, v13 = _g(v2, v7, v8, v13, m12, m13)
    v3, v4, v9, v14 = _g(v3, v4, v9, v14, m14, m15)
    return (v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15,
            m2, m6, m3, m10, m7, m0, m4, m13, m1, m11, m12, m5, m9, m14, m15, m8)


@triton.jit
def _g(a, b, c, d, x, y):
    """BLAKE3's quarter round on uint32: additions wrap modulo 2**32 (unchecked: Triton's debug mode would
    report each wrap as an overflow), >> is a logical shift, and the compiler makes each rotation's shift pair
    one funnel shift. Rotations are written out: a jitted helper, called 3584 times a chunk, cost most of the
    interpreter's time."""
    a = tl.add(a, tl.add(b, x, sanitize_overflow=False), sanitize_overflow=False)
    d = d ^ a
    d = (d >> 16) | (d << 16)
    c = tl.add(c, d, sanitize_overflow=False)
    b = b ^ c
    b = (b >> 12) | (b << 20)
    a = tl.add(a, tl.add(b, y, sanitize_overflow=False), sanitize_overflow=False)
    d = d ^ a
    d = (d >> 8) | (d << 24)
    c = tl.add(c, d, sanitize_overflow=False)
    b = b ^ c
    b = (b >> 7) | (b << 25)
    return a, b, c, d
