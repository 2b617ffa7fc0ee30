"""Honest: the float16 conversion in a Triton kernel."""

import torch

from pass_dir.kernels import launch_cast


def pattern(a):
    return a.to(torch.float16)


def replacement_args(a):
    return (a,)


def to_half(x):
    return launch_cast(x, torch.empty(x.shape, dtype=torch.float16, device=x.device))


def replacement_func():
    return to_half
