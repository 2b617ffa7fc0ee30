"""Honest: relu in one Triton kernel. The controls around burner_relu."""

import torch
from pass_dir.relu_kernel import launch_relu


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def relu(x):
    return launch_relu(x, torch.empty_like(x))


def replacement_func():
    return relu
