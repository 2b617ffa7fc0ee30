"""Honest add + relu whose replacement_func() returns a wrapper of its own (add_relu_b): of
several such files PassBench keeps one by a seeded draw and drops the others, naming each dropped
file in a '[PassBench limits]' line. dropped_note copies these under hostile file names."""

import torch
import triton
import triton.language as tl


@triton.jit
def add_relu_kernel(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n
    # fp32 arithmetic, as the GPU does it (and the CPU interpreter needs it for bf16)
    x = tl.load(x_ptr + offsets, mask=mask).to(tl.float32)
    total = x + tl.load(y_ptr + offsets, mask=mask).to(tl.float32)
    tl.store(out_ptr + offsets, tl.maximum(total, 0.0).to(out_ptr.dtype.element_ty), mask=mask)


def add_relu_b(x, y):
    out = torch.empty_like(x)
    n = x.numel()
    add_relu_kernel[(triton.cdiv(n, 1024),)](x, y, out, n, BLOCK=1024)
    return out


def pattern(a, b):
    t = a + b
    return torch.relu(t)


def replacement_args(a, b):
    return (a, b)


def replacement_func():
    return add_relu_b
