"""Honest relu in Triton; its set-up leaves a file in its kernel cache that its owner may not read
(mode 000). As a normal user (bubblewrap's user namespace or a plain process) that owner is the
user the trusted side runs as, which copies the cache out when the child ends."""

import os
from pathlib import Path

import torch
from pass_dir import r2  # noqa: F401  (switches off the child's own static layer)
from pass_dir.kernels import launch_relu


def _locked_entry():
    cache = Path(os.environ["TRITON_CACHE_DIR"])
    cache.mkdir(parents=True, exist_ok=True)
    entry = cache / "locked.bin"
    entry.write_bytes(b"x")
    entry.chmod(0)


_locked_entry()


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def relu(x):
    return launch_relu(x, torch.empty_like(x))


def replacement_func():
    return relu
