"""CUDA only, and within the trusted side's allow-list: a replacement that allocates 1 GiB blocks
until the GPU has none left, and so fails (out of memory) on its first call. Its blocks stay in its
child's caching allocator (freed, not given back). The trusted side then asks the reference child to
load the sample's own model, to tell a broken pass from a broken sample: the reference cannot get
memory for the sample's 256 MiB of inputs, and the failure is blamed on the sample (sample_error,
left out of the score) instead of the pass (kernel_error, scored as a failure)."""

import torch
import triton
from pass_dir.kernels import BLOCK, _relu_kernel


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def relu(x):
    if x.is_cuda:
        held = []
        for _ in range(4096):
            held.append(torch.empty(1 << 30, dtype=torch.uint8, device=x.device))
    out = torch.empty_like(x)
    _relu_kernel[(triton.cdiv(x.numel(), BLOCK),)](x, out, x.numel(), BLOCK=BLOCK)
    return out


def replacement_func():
    return relu
