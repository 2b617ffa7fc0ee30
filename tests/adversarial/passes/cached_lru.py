"""Hack: a result cached per shape behind functools.lru_cache, which no static rule sees; a kernel
still launches on every call. Only fresh inputs show that the output does not follow them."""

import functools

import torch

from pass_dir.kernels import launch_add_relu


@functools.lru_cache(maxsize=None)
def _slot(shape, dtype):
    return {}


def pattern(a, b):
    t = a + b
    return torch.relu(t)


def replacement_args(a, b):
    return (a, b)


def add_relu(x, y):
    slot = _slot(tuple(x.shape), x.dtype)
    out = launch_add_relu(x, y, torch.empty(x.shape, dtype=x.dtype, device=x.device))
    if "out" not in slot:
        slot["out"] = out
    return slot["out"]


def replacement_func():
    return add_relu
