"""Child control: honest relu, and on its first call PROCESSES sleeping processes (``sleepers``).
They use no CPU, stopped or not. While eager is timed the trusted side stops them and its stop watch
reads each one's ``/proc/<pid>/stat`` every 20 ms: the trusted process, not the pass, takes the CPU
from the reference child's timed calls."""

import torch
from pass_dir import sleepers
from pass_dir.relu_kernel import launch_relu

PROCESSES = 3000


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def relu(x):
    if not sleepers.spawned():
        sleepers.spawn(PROCESSES)
    return launch_relu(x, torch.empty_like(x))


def replacement_func():
    return relu
