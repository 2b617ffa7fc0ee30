"""The control for shared_output: relu and its transpose, each written by the kernel into a tensor
of its own, as eager returns them."""
import torch
import triton
import triton.language as tl


@triton.jit
def relu_both_kernel(x_ptr, out_ptr, out_t_ptr, rows, cols, BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < rows * cols
    value = tl.maximum(tl.load(x_ptr + offsets, mask=mask), 0.0)
    tl.store(out_ptr + offsets, value, mask=mask)
    tl.store(out_t_ptr + (offsets % cols) * rows + offsets // cols, value, mask=mask)


def relu_and_transpose(x):
    rows, cols = x.shape
    out = torch.empty_like(x)
    out_t = torch.empty((cols, rows), dtype=x.dtype, device=x.device)
    relu_both_kernel[(triton.cdiv(rows * cols, 1024),)](x, out, out_t, rows, cols, BLOCK=1024)
    return out, out_t


def pattern(a):
    r = torch.relu(a)
    t = r.t()
    c = t.contiguous()
    return r, c


def replacement_args(a):
    return (a,)


def replacement_func():
    return relu_and_transpose
