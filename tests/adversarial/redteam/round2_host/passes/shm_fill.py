"""A wrong kernel (zeros, after a one-element launch) that fills the shared memory every child's
spill folder lives in (``/dev/shm``: 64 MiB in a default Docker container) once its own outputs
have gone out, before the eager side runs: the reference child cannot send eager's outputs, the
variant becomes ``eager_error`` (the sample's fault, unscored) instead of a wrong kernel's failure."""

import os
import sys

import torch
from pass_dir import r2  # noqa: F401  (switches off the child's own static layer)
from pass_dir.kernels import launch_relu_tail

CAP = 512 << 20  # where /dev/shm is large, stop here: the attack needs a small one
_calls = 0


def _fill():
    spill = sys.argv[1]  # the child's spill folder: python -m pytest_passnet.sandbox.child <spill> <device>
    chunk = b"\0" * (1 << 20)
    try:
        with open(os.path.join(spill, "filler"), "wb") as filler:
            for _ in range(CAP // len(chunk)):
                filler.write(chunk)
                filler.flush()
    except OSError:
        pass  # full


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def wrong(x):
    global _calls
    _calls += 1
    if _calls == 3:  # warm-up, the judged call (its outputs spilled already), then the first timed trial
        _fill()
    out = torch.empty_like(x)
    launch_relu_tail(x, out, 1)
    return torch.zeros_like(x)


def replacement_func():
    return wrong
