"""A vectorised Triton kernel for rows that are a multiple of 3072 wide; anything else falls back
to torch's relu, reached as a tensor method (the catalogues' try/except fallback)."""

import torch
from pass_dir.kernels import launch_relu

ROW_MULTIPLE = 3072


def _vectorised(x):
    if x.shape[-1] % ROW_MULTIPLE:
        raise NotImplementedError(f"rows of {x.shape[-1]} are not a multiple of {ROW_MULTIPLE}")
    return launch_relu(x, torch.empty_like(x))


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def relu(x):
    try:
        return _vectorised(x)
    except NotImplementedError:
        return x.clamp(min=0)


def replacement_func():
    return relu
