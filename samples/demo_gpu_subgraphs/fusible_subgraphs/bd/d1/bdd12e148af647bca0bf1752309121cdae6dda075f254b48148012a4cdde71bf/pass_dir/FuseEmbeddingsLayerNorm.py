"""BERT embeddings tail: word + token-type embeddings, position-embedding lookup, in-place add,
LayerNorm and eval-mode dropout, as one Triton kernel.

The kernel is right, but the pass NEVER MATCHES, which is the demo's "not matched" outcome:
the pattern copies model.py's ``tmp_3 += tmp_4`` faithfully, yet torch.fx proxies have no
``__iadd__``, so tracing the pattern records ``operator.add`` while Dynamo's graph of model.py
holds ``operator.iadd``. No spelling of ``+=`` inside ``pattern`` can produce the in-place node,
so a pass for this graph has to start after it (match only layer_norm -> dropout).
"""

import torch
import triton
import triton.language as tl


def pattern(in_0, in_1, in_2, in_3, in_4, in_5):
    tmp_3 = in_3 + in_5
    tmp_4 = torch.nn.functional.embedding(in_4, in_2, None, None, 2.0, False, False)
    tmp_3 += tmp_4
    tmp_6 = torch.nn.functional.layer_norm(tmp_3, (768,), in_1, in_0, 1e-12)
    tmp_7 = torch.nn.functional.dropout(tmp_6, 0.1, False, False)
    return tmp_7


def replacement_args(in_0, in_1, in_2, in_3, in_4, in_5):
    return (in_3, in_5, in_4, in_2, in_1, in_0, 1e-12)


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
def _embeddings_layer_norm_kernel(
    word_ptr, token_type_ptr, position_ids_ptr, position_table_ptr, weight_ptr, bias_ptr, out_ptr,
    n_rows, seq_len, hidden, eps, ids_batch_stride, ids_seq_stride,
    BLOCK_H: tl.constexpr, ROWS: tl.constexpr,
):
    rows = (tl.program_id(0) * ROWS + tl.arange(0, ROWS)).to(tl.int64)
    cols = tl.arange(0, BLOCK_H)
    row_ok = rows < n_rows
    col_ok = cols < hidden
    mask = row_ok[:, None] & col_ok[None, :]
    offsets = rows[:, None] * hidden + cols[None, :]
    dtype = out_ptr.dtype.element_ty
    word = tl.load(word_ptr + offsets, mask=mask, other=0.0).to(tl.float32)
    token_type = tl.load(token_type_ptr + offsets, mask=mask, other=0.0).to(tl.float32)
    position_ids = tl.load(
        position_ids_ptr + (rows // seq_len) * ids_batch_stride + (rows % seq_len) * ids_seq_stride,
        mask=row_ok, other=0)
    position = tl.load(position_table_ptr + position_ids[:, None] * hidden + cols[None, :],
                       mask=mask, other=0.0).to(tl.float32)
    # Eager stores each partial sum in the activation dtype; round at the same points.
    summed = _round_to_dtype(word + token_type, dtype)
    summed = _round_to_dtype(summed + position, dtype)
    mean = tl.sum(summed, axis=1) / hidden
    centred = tl.where(mask, summed - mean[:, None], 0.0)
    variance = tl.sum(centred * centred, axis=1) / hidden
    weight = tl.load(weight_ptr + cols, mask=col_ok, other=0.0).to(tl.float32)
    bias = tl.load(bias_ptr + cols, mask=col_ok, other=0.0).to(tl.float32)
    normed = centred * (1.0 / tl.sqrt(variance + eps))[:, None]
    tl.store(out_ptr + offsets, (normed * weight[None, :] + bias[None, :]).to(dtype), mask=mask)


def embeddings_layer_norm(word, token_type, position_ids, position_table, weight, bias, eps):
    """LayerNorm(word + token_type + position_table[position_ids]); position ids may broadcast
    over the batch ([1, seq])."""
    batch, seq_len, hidden = word.shape
    out = torch.empty(word.shape, dtype=word.dtype, device=word.device)
    ids_batch_stride = position_ids.stride(0) if position_ids.shape[0] > 1 else 0
    block_h = triton.next_power_of_2(hidden)
    tile = GPU_ROW_TILE if word.is_cuda else INTERPRETER_ROW_TILE
    rows = max(1, tile // block_h)
    n_rows = batch * seq_len
    _embeddings_layer_norm_kernel[(triton.cdiv(n_rows, rows),)](
        word, token_type, position_ids, position_table, weight, bias, out,
        n_rows, seq_len, hidden, eps, ids_batch_stride, position_ids.stride(1),
        BLOCK_H=block_h, ROWS=rows, num_warps=8)
    return out


def replacement_func():
    return embeddings_layer_norm
