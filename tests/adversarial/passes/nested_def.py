"""Hack attempt: a fresh closure per call; PassBench's stability check rejects it."""

import torch

from pass_dir.kernels import launch_add_relu


def pattern(a, b):
    t = a + b
    return torch.relu(t)


def replacement_args(a, b):
    return (a, b)


def replacement_func():
    def add_relu(x, y):
        return launch_add_relu(x, y, torch.empty_like(x))

    return add_relu
