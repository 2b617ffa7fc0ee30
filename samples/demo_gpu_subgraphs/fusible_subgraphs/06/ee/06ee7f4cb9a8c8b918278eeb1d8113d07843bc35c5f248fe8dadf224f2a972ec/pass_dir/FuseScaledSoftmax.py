"""timm ViT attention probabilities, ``(q @ k^T) * scale`` -> softmax -> eval-mode dropout, as
one Triton kernel.

Eager runs the scale and the softmax as two kernels (dropout with ``training=False`` is the
identity); this reads the scores once and writes the probabilities once.
"""

import torch
import triton
import triton.language as tl


def pattern(in_0):
    tmp_0 = in_0 * 0.125
    tmp_1 = tmp_0.softmax(dim=-1)
    tmp_2 = torch.nn.functional.dropout(tmp_1, 0.0, False, False)
    return tmp_2


def replacement_args(in_0):
    return (in_0, 0.125)


# Elements per program. On the H200, 4 warps over 8 to 16 rows of 256 ran best at batch 512
# (115-118 us fp16, 134-148 us fp32, against about 200 us for 32 rows with 8 warps); the Triton
# interpreter (CPU) runs programs one by one in Python, so there much bigger tiles are much
# faster. The tile never changes a row's arithmetic.
GPU_ROW_TILE = 4096
INTERPRETER_ROW_TILE = 65536


@triton.jit
def _round_to_dtype(x, dtype: tl.constexpr):
    """fp32 -> ``dtype`` -> fp32 with round-to-nearest-even, as eager rounds a stored
    intermediate. bf16 is rounded by hand: the Triton interpreter (CPU) truncates fp32 -> bf16
    casts, which would break the bit-for-bit agreement there; on GPU both ways are the same."""
    if dtype == tl.bfloat16:
        bits = x.to(tl.uint32, bitcast=True)
        bits = (bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000
        return bits.to(tl.float32, bitcast=True)
    else:
        return x.to(dtype).to(tl.float32)


@triton.jit
def _scaled_softmax_kernel(x_ptr, out_ptr, n_rows, n_cols, scale,
                           BLOCK_N: tl.constexpr, ROWS: tl.constexpr):
    rows = (tl.program_id(0) * ROWS + tl.arange(0, ROWS)).to(tl.int64)
    cols = tl.arange(0, BLOCK_N)
    col_ok = cols < n_cols
    mask = (rows < n_rows)[:, None] & col_ok[None, :]
    offsets = rows[:, None] * n_cols + cols[None, :]
    x = tl.load(x_ptr + offsets, mask=mask, other=0.0).to(tl.float32)
    # Eager stores the scaled scores in the activation dtype before the softmax reads them.
    scaled = _round_to_dtype(x * scale, out_ptr.dtype.element_ty)
    # Padding columns must not count; rows past the end stay finite (0) and are never stored.
    scaled = tl.where(col_ok[None, :], scaled, float("-inf"))
    numerator = tl.exp(scaled - tl.max(scaled, axis=1)[:, None])
    probabilities = numerator / tl.sum(numerator, axis=1)[:, None]
    tl.store(out_ptr + offsets, probabilities.to(out_ptr.dtype.element_ty), mask=mask)


def scaled_softmax(scores, scale):
    """softmax(scores * scale) over the last dimension of a contiguous tensor."""
    n_cols = scores.shape[-1]
    n_rows = scores.numel() // n_cols
    out = torch.empty(scores.shape, dtype=scores.dtype, device=scores.device)
    block_n = triton.next_power_of_2(n_cols)
    tile = GPU_ROW_TILE if scores.is_cuda else INTERPRETER_ROW_TILE
    rows = max(1, tile // block_n)
    _scaled_softmax_kernel[(triton.cdiv(n_rows, rows),)](
        scores, out, n_rows, n_cols, scale, BLOCK_N=block_n, ROWS=rows, num_warps=4)
    return out


def replacement_func():
    return scaled_softmax
