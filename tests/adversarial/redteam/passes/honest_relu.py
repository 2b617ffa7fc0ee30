"""Honest: relu in one Triton kernel, into a new tensor. The control and every victim."""

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
