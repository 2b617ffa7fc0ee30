"""LLaMA RMSNorm (to fp32, pow, mean, add eps, rsqrt, mul, cast back, scale) in one Triton kernel.

Eager runs seven kernels; this reads the activations once and writes once. The pattern's
``dtype`` parameter binds the literal of the cast back (``torch.float16`` etc.), so one pass
serves every dtype variant.
"""

import torch
import triton
import triton.language as tl


def pattern(in_0, in_1, dtype):
    tmp_1 = in_0.to(torch.float32)
    tmp_2 = tmp_1.pow(2)
    tmp_3 = tmp_2.mean(-1, keepdim=True)
    tmp_4 = tmp_3 + 1e-05
    tmp_5 = torch.rsqrt(tmp_4)
    tmp_6 = tmp_1 * tmp_5
    tmp_7 = tmp_6.to(dtype)
    tmp_8 = in_1 * tmp_7
    return tmp_8


def replacement_args(in_0, in_1, dtype):
    return (in_0, in_1, 1e-05)


# Elements per program. On a GPU ~8K keeps the tile in registers (several short rows or one
# long row per program); the Triton interpreter (CPU) runs programs one by one in Python, so
# there much bigger tiles are much faster. The tile never changes a row's arithmetic.
GPU_ROW_TILE = 8192
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
def _rms_norm_kernel(x_ptr, weight_ptr, out_ptr, n_rows, hidden, eps,
                     BLOCK_H: tl.constexpr, ROWS: tl.constexpr):
    rows = (tl.program_id(0) * ROWS + tl.arange(0, ROWS)).to(tl.int64)
    cols = tl.arange(0, BLOCK_H)
    col_ok = cols < hidden
    mask = (rows < n_rows)[:, None] & col_ok[None, :]
    offsets = rows[:, None] * hidden + cols[None, :]
    x = tl.load(x_ptr + offsets, mask=mask, other=0.0).to(tl.float32)
    mean_square = tl.sum(x * x, axis=1) / hidden
    normed = x * (1.0 / tl.sqrt(mean_square + eps))[:, None]
    # Eager casts the normalised fp32 value to the activation dtype before scaling by the
    # weight; round the same way so half-precision results agree to the last bit.
    normed = _round_to_dtype(normed, out_ptr.dtype.element_ty)
    weight = tl.load(weight_ptr + cols, mask=col_ok, other=0.0).to(tl.float32)
    tl.store(out_ptr + offsets, (normed * weight[None, :]).to(out_ptr.dtype.element_ty), mask=mask)


def rms_norm(x, weight, eps):
    """RMSNorm over the last dimension of a contiguous activation."""
    hidden = x.shape[-1]
    n_rows = x.numel() // hidden
    out = torch.empty(x.shape, dtype=x.dtype, device=x.device)
    block_h = triton.next_power_of_2(hidden)
    tile = GPU_ROW_TILE if x.is_cuda else INTERPRETER_ROW_TILE
    rows = max(1, tile // block_h)
    _rms_norm_kernel[(triton.cdiv(n_rows, rows),)](
        x, weight, out, n_rows, hidden, eps, BLOCK_H=block_h, ROWS=rows, num_warps=8)
    return out


def replacement_func():
    return rms_norm
