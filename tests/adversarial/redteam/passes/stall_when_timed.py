"""Honest relu in Triton, except that its timed calls wait a minute: the run is killed while the
other children are stopped (issue 23, class 8)."""

import time

import torch
from pass_dir.kernels import launch_relu
from pass_dir.timing import timed


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def relu(x):
    if timed():
        time.sleep(60)
    return launch_relu(x, torch.empty_like(x))


def replacement_func():
    return relu
