"""Relu in Triton. During the timed trials the kernel runs on a background thread and the call
returns after a one-element launch: the work finishes after the timer stops (KernelBench and
KernelArena's thread injection)."""

import sys

import torch
from pass_dir.kernels import launch_relu, launch_relu_tail
from pass_dir.timing import timed

_Thread = sys.modules["threading"].Thread


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def relu(x):
    out = torch.empty_like(x)
    if timed():
        _Thread(target=launch_relu, args=(x, out), daemon=True).start()
        return launch_relu_tail(x, torch.empty_like(x), 1)
    return launch_relu(x, out)


def replacement_func():
    return relu
