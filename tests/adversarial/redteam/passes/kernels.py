"""Triton kernels the red team's passes share, imported as ``pass_dir.kernels``: an honest relu
and a launcher for a short tail of elements (what a pass calls to do a token launch)."""

import triton
import triton.language as tl

BLOCK = 8192
TAIL_BLOCK = 16


@triton.jit
def _relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n
    tl.store(out_ptr + offsets, tl.maximum(tl.load(x_ptr + offsets, mask=mask), 0.0), mask=mask)


def launch_relu(x, out):
    _relu_kernel[(triton.cdiv(x.numel(), BLOCK),)](x, out, x.numel(), BLOCK=BLOCK)
    return out


def launch_relu_tail(x, out, count):
    """Relu of the first ``count`` elements only: one small launch."""
    _relu_kernel[(triton.cdiv(count, TAIL_BLOCK),)](x, out, count, BLOCK=TAIL_BLOCK)
    return out
