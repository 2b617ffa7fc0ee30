"""A wrong kernel (zeros, after a one-element launch) that fills the shared memory every child's
spill folder lives in (``/dev/shm``: 64 MiB in a default Docker container) once its own judged
outputs have gone out, and keeps it full from a thread (each reply without tensors frees the
child's own spill file): when the reference child is sent the inputs for eager, there is no room,
and the variant becomes ``eager_error`` (the sample's fault, unscored) instead of a wrong kernel's
failure."""

import os
import sys
import threading
import time

import torch
from pass_dir import r2  # noqa: F401  (switches off the child's own static layer)
from pass_dir.kernels import launch_relu_tail

CAP = 512 << 20  # where /dev/shm is large, stop here: the attack needs a small one
_calls = 0


def _keep_full():
    spill = sys.argv[1]  # the child's spill folder: python -m pytest_passnet.sandbox.child <spill> <device>
    chunk = b"\0" * (64 << 10)
    filler = os.open(os.path.join(spill, "filler"), os.O_WRONLY | os.O_CREAT, 0o600)
    written = 0
    while written < CAP:
        try:
            written += os.write(filler, chunk)
        except OSError:  # full: again as soon as something is freed
            time.sleep(0.002)


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def wrong(x):
    global _calls
    _calls += 1
    if _calls == 3:  # warm-up, the judged call (its outputs spilled already), then the first timed trial
        threading.Thread(target=_keep_full, daemon=True).start()
    out = torch.empty_like(x)
    launch_relu_tail(x, out, 1)
    return torch.zeros_like(x)


def replacement_func():
    return wrong
