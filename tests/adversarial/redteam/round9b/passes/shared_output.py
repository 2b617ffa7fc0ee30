"""Round 9b's shared_output: eager returns relu(x) and its transpose made contiguous (a copy);
this pass computes relu once and returns the transpose as a view of its first output, so the two
outputs share memory (eager's do not) and the copy is skipped. Values are eager's everywhere."""
import torch
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n
    tl.store(out_ptr + offsets, tl.maximum(tl.load(x_ptr + offsets, mask=mask), 0.0), mask=mask)


def relu_and_transpose(x):
    out = torch.empty_like(x)
    n = x.numel()
    relu_kernel[(triton.cdiv(n, 1024),)](x, out, n, BLOCK=1024)
    return out, out.t()


def pattern(a):
    r = torch.relu(a)
    t = r.t()
    c = t.contiguous()
    return r, c


def replacement_args(a):
    return (a,)


def replacement_func():
    return relu_and_transpose
