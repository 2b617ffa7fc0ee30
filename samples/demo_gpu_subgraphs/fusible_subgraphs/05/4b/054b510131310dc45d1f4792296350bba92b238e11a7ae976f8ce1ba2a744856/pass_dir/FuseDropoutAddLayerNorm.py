"""BERT self-output tail, eval-mode dropout -> residual add -> LayerNorm, as one Triton kernel.

DELIBERATELY WRONG, for the demo's "numerically wrong" outcome: the kernel divides the row
sums by the padded block width ``BLOCK_H`` (1024) instead of the hidden size (768), a classic
Triton slip when the hidden size is not a power of two. Mean and variance come out 3/4 of
their true values and the output about 15 % too large, so every variant fails its tolerance
while the pass matches and the kernel runs. Dividing by ``hidden`` fixes it.
"""

import torch
import triton
import triton.language as tl


def pattern(in_0, in_1, in_2, in_3):
    tmp_2 = torch.nn.functional.dropout(in_3, 0.1, False, False)
    tmp_3 = tmp_2 + in_0
    tmp_4 = torch.nn.functional.layer_norm(tmp_3, (768,), in_2, in_1, 1e-12)
    return tmp_4


def replacement_args(in_0, in_1, in_2, in_3):
    return (in_3, in_0, in_2, in_1, 1e-12)


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
def _add_layer_norm_kernel(x_ptr, residual_ptr, weight_ptr, bias_ptr, out_ptr, n_rows, hidden, eps,
                           BLOCK_H: tl.constexpr, ROWS: tl.constexpr):
    rows = (tl.program_id(0) * ROWS + tl.arange(0, ROWS)).to(tl.int64)
    cols = tl.arange(0, BLOCK_H)
    col_ok = cols < hidden
    mask = (rows < n_rows)[:, None] & col_ok[None, :]
    offsets = rows[:, None] * hidden + cols[None, :]
    x = tl.load(x_ptr + offsets, mask=mask, other=0.0).to(tl.float32)
    residual = tl.load(residual_ptr + offsets, mask=mask, other=0.0).to(tl.float32)
    summed = _round_to_dtype(x + residual, out_ptr.dtype.element_ty)
    mean = tl.sum(summed, axis=1) / BLOCK_H  # the bug: should be / hidden
    centred = tl.where(mask, summed - mean[:, None], 0.0)
    variance = tl.sum(centred * centred, axis=1) / BLOCK_H  # the bug again
    weight = tl.load(weight_ptr + cols, mask=col_ok, other=0.0).to(tl.float32)
    bias = tl.load(bias_ptr + cols, mask=col_ok, other=0.0).to(tl.float32)
    normed = centred * (1.0 / tl.sqrt(variance + eps))[:, None]
    tl.store(out_ptr + offsets, (normed * weight[None, :] + bias[None, :]).to(out_ptr.dtype.element_ty),
             mask=mask)


def add_layer_norm(x, residual, weight, bias, eps):
    """LayerNorm(x + residual) over the last dimension of contiguous activations."""
    hidden = x.shape[-1]
    n_rows = x.numel() // hidden
    out = torch.empty(x.shape, dtype=x.dtype, device=x.device)
    block_h = triton.next_power_of_2(hidden)
    tile = GPU_ROW_TILE if x.is_cuda else INTERPRETER_ROW_TILE
    rows = max(1, tile // block_h)
    _add_layer_norm_kernel[(triton.cdiv(n_rows, rows),)](
        x, residual, weight, bias, out, n_rows, hidden, eps, BLOCK_H=block_h, ROWS=rows, num_warps=8)
    return out


def replacement_func():
    return add_layer_norm
