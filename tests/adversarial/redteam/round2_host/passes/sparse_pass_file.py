"""Honest relu in Triton, shipped with a 1 GiB sparse file in its pass_dir (a few KiB on disk): the
trusted side reads every pass_dir file whole to key the kernel cache, and copies it into the
scratch (1 GiB written), before any child runs."""

import torch
from pass_dir.kernels import launch_relu


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def relu(x):
    return launch_relu(x, torch.empty_like(x))


def replacement_func():
    return relu
