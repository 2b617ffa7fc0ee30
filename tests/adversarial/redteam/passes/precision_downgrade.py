"""Relu in Triton, computed in float16 (half the bytes in registers): KernelBench's precision
downgrade, for a float32 sample."""

import torch
import triton
import triton.language as tl

BLOCK = 16384


@triton.jit
def _relu_half_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n
    half = tl.load(x_ptr + offsets, mask=mask).to(tl.float16)
    tl.store(out_ptr + offsets, tl.maximum(half, 0.0).to(tl.float32), mask=mask)


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def relu(x):
    out = torch.empty_like(x)
    _relu_half_kernel[(triton.cdiv(x.numel(), BLOCK),)](x, out, x.numel(), BLOCK=BLOCK)
    return out


def replacement_func():
    return relu
