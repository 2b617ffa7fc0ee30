"""A kernel that logs 256 MiB to stderr on its first unpoisoned call, then ends its process."""

import os

import torch
from pass_dir.kernels import launch_relu

_LINE = b"x" * 1023 + b"\n"
_MIB = _LINE * 1024


def _flood():
    for _ in range(256):
        os.write(2, _MIB)
    os._exit(3)


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def relu(x):
    if type(x).__name__ == "Tensor":
        _flood()
    return launch_relu(x, torch.empty_like(x))


def replacement_func():
    return relu
