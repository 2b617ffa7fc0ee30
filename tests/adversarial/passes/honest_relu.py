"""Honest: relu in a Triton kernel, into a new tensor."""

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
