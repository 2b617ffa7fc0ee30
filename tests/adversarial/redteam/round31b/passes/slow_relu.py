"""Honest and slow to load: relu in one Triton kernel, the module a while in its import (a pass that loads a table,
or builds its kernels). Worker 1's sample: the victim. Its children were started with the run; they start their
threads (torch's pool, the digests' pool) only after the load, by when the squeezer on worker 0 holds its threads."""

import time

import torch
from pass_dir.kernels import launch_relu

LOAD_S = 15.0
time.sleep(LOAD_S)


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def relu(x):
    return launch_relu(x, torch.empty_like(x))


def replacement_func():
    return relu
