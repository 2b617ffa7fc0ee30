"""Honest relu in Triton, its trial times divided by 1000, and the trusted side's own clock for the
trial's fresh inputs slowed down: between its trials the child keeps the CPU busy.

At the round the trusted side filled its own copy of the inputs right before each trial
(``measure.FillClock``) while the pass's child ran, and took that time off the trial's span.
Forked helpers (in the child's own tree and session) spin whenever a shared flag is up: it goes up
as a trial's answer leaves and down when the next request arrives, so the trusted fill ran against
them and the child's own fill, call and fingerprint did not. The net span (span - fill) fell below
eager's overhead per trial, the trusted side's estimate of the call was negative, and any claim
stood. Since red team round 22a's fix 1 the trusted side fills and writes the inputs before the
span (the child, helpers and all, stopped for the write), takes nothing off it, and the child
fills nothing: the helpers slow a fill that no span holds. Child control (``host.child_class``;
the allow-list rejects it)."""

import mmap
import os
import time

import torch
from pass_dir.host import child_class
from pass_dir.kernels import launch_relu

HELPERS = 12  # spinning processes: against the other work on the machine, the fill gets a small share
SPIN = 20_000


def _spin(flag) -> None:
    while True:
        if flag[0]:
            for _ in range(SPIN):
                pass
        else:
            time.sleep(0.0005)


def _hog() -> None:
    side = child_class("CompiledSide")
    if "_hogged" in side.__dict__:
        return
    flag = mmap.mmap(-1, 1)  # MAP_SHARED | MAP_ANONYMOUS: the helpers see the child's writes
    for _ in range(HELPERS):
        if os.fork() == 0:
            try:
                _spin(flag)
            finally:
                os._exit(0)
    real_trial = side.__dict__["trial"]

    def trial(self, seed):
        flag[0] = 0
        reply = real_trial(self, seed)
        flag[0] = 1  # up as the answer leaves: the helpers wake within half a millisecond
        return {**reply, "e2e_ms": reply["e2e_ms"] / 1000}

    def quiet(real, after):
        def method(self, *args, **kwargs):
            flag[0] = 0
            try:
                return real(self, *args, **kwargs)
            finally:
                flag[0] = after  # an audit comes between a trial and the next one's fill: up again

        return method

    type.__setattr__(side, "trial", trial)
    type.__setattr__(side, "audit", quiet(side.__dict__["audit"], 1))
    for name, after in (("outputs", 1), ("warm_up", 1), ("findings", 0), ("recheck", 0), ("kernel_time", 0)):
        if name in side.__dict__:
            type.__setattr__(side, name, quiet(side.__dict__[name], after))
    type.__setattr__(side, "_hogged", True)


_hog()


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def relu(x):
    return launch_relu(x, torch.empty_like(x))


def replacement_func():
    return relu
