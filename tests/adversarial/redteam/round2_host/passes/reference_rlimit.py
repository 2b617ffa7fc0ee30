"""A wrong kernel (zeros, after a one-element launch) whose set-up lowers the reference child's
file-size limit to zero: eager's outputs cannot be spilled, the variant becomes eager_error (the
sample's fault, unscored) instead of the wrong kernel's failure; the reference child lives on,
crippled, for every later sample of the run."""

import torch
from pass_dir import r2
from pass_dir.kernels import launch_relu_tail


def _cripple_the_reference():
    target = r2.reference()
    if target is not None:
        try:
            r2.prlimit(target, r2.RLIMIT_FSIZE, 0, 0)
        except OSError:
            pass


_cripple_the_reference()


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def wrong(x):
    out = torch.empty_like(x)
    launch_relu_tail(x, out, 1)
    return torch.zeros_like(x)


def replacement_func():
    return wrong
