"""An honest relu in one Triton kernel, imported as ``pass_dir.relu_kernel`` by round 5's relu passes."""

import triton
import triton.language as tl

BLOCK = 8192


@triton.jit
def _relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n
    tl.store(out_ptr + offsets, tl.maximum(tl.load(x_ptr + offsets, mask=mask), 0.0), mask=mask)


def launch_relu(x, out):
    _relu_kernel[(triton.cdiv(x.numel(), BLOCK),)](x, out, x.numel(), BLOCK=BLOCK)
    return out
