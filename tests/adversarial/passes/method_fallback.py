"""Hack: tensor methods compute the result; PassBench's static check misses them, its poison does not."""

import torch


def pattern(a, b):
    t = a + b
    return torch.relu(t)


def replacement_args(a, b):
    return (a, b)


def add_relu(x, y):
    return x.add(y).clamp_min(0)


def replacement_func():
    return add_relu
