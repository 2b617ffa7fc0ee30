"""Honest relu in Triton; its set-up leaves a 1,500-deep chain of folders in its kernel cache (the
scratch's ``kernel-cache``, which the trusted side copies out when the child ends, to keep for the
next run of the same pass code)."""

import os
from pathlib import Path

import torch
from pass_dir import r2  # noqa: F401  (switches off the child's own static layer)
from pass_dir.kernels import launch_relu


def _deep_chain(depth):
    cache = Path(os.environ["TRITON_CACHE_DIR"]).parent
    cache.mkdir(parents=True, exist_ok=True)
    folder = os.open(cache, os.O_RDONLY)
    for _ in range(depth):
        os.mkdir("d", dir_fd=folder)
        inner = os.open("d", os.O_RDONLY, dir_fd=folder)
        os.close(folder)
        folder = inner
    with open(os.open("kernel.bin", os.O_WRONLY | os.O_CREAT, 0o600, dir_fd=folder), "wb") as leaf:
        leaf.write(b"x")


if not (Path(os.environ["TRITON_CACHE_DIR"]).parent / "d").exists():
    _deep_chain(1500)


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def relu(x):
    return launch_relu(x, torch.empty_like(x))


def replacement_func():
    return relu
