"""Hack: the wrapper calls torch instead of a kernel. PassBench's static validator rejects it."""

import torch


def pattern(a, b):
    t = a + b
    return torch.relu(t)


def replacement_args(a, b):
    return (a, b)


def add_relu(x, y):
    return torch.relu(torch.add(x, y))


def replacement_func():
    return add_relu
