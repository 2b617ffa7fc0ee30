"""Hack: a kernel that serves only the input buffer it first saw and ends its process on any other, the way a
replacement tuned to the replayed values would. The fresh-input run kills the sandboxed child
while the reference child runs the same inputs: the failure is the pass's, and the next samples
(which share that reference child) are judged as if nothing happened."""

import functools

import torch

from pass_dir.kernels import launch_add_relu


@functools.lru_cache(maxsize=None)
def _first_seen():
    return {}


def pattern(a, b):
    t = a + b
    return torch.relu(t)


def replacement_args(a, b):
    return (a, b)


def add_relu(x, y):
    seen = _first_seen()
    if seen.setdefault("address", x.data_ptr()) != x.data_ptr():
        import os
        os._exit(3)  # not the inputs this kernel was tuned for
    return launch_add_relu(x, y, torch.empty(x.shape, dtype=x.dtype, device=x.device))


def replacement_func():
    return add_relu
