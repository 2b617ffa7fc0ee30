"""The control for shared_output: the transpose of the graph's first output written by a kernel into
a tensor of its own, as eager's contiguous copy is."""
import torch
import triton
import triton.language as tl


@triton.jit
def transpose_kernel(x_ptr, out_ptr, rows, cols, BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < rows * cols
    value = tl.load(x_ptr + offsets, mask=mask)
    tl.store(out_ptr + (offsets % cols) * rows + offsets // cols, value, mask=mask)


def transposed_copy(r):
    rows, cols = r.shape
    out = torch.empty((cols, rows), dtype=r.dtype, device=r.device)
    transpose_kernel[(triton.cdiv(rows * cols, 1024),)](r, out, rows, cols, BLOCK=1024)
    return out


def pattern(r):
    t = r.t()
    return t.contiguous()


def replacement_args(r):
    return (r,)


def replacement_func():
    return transposed_copy
