"""Honest: the model's clone as one Triton copy kernel into a new tensor (the victim of alias_when_timed)."""

import torch
import triton
import triton.language as tl

BLOCK = 8192


@triton.jit
def _copy_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n
    tl.store(out_ptr + offsets, tl.load(x_ptr + offsets, mask=mask), mask=mask)


def pattern(a):
    return a.clone()


def replacement_args(a):
    return (a,)


def launch_copy(x, out, count):
    _copy_kernel[(triton.cdiv(count, BLOCK),)](x, out, count, BLOCK=BLOCK)
    return out


def copy(x):
    return launch_copy(x, torch.empty_like(x), x.numel())


def replacement_func():
    return copy
