"""Child control (ctypes): an honest relu kernel, and from its first call the autoreaped burners of
``pass_dir.burners`` (a manager and 48 burners, forked from the pass's process), which spin while the
pass's process stands stopped, i.e. while eager is timed. Importing it switches off the child's own
static layer (a diagnostic run after the passes are imported), as round 5's sleepers did."""

import os
import sys

import torch
from pass_dir.burners import start
from pass_dir.relu_kernel import launch_relu

BURNERS = 48
GREEDY_S = None  # the control sample (attacks6) burns 40 ms per burner: past the ticks the watch allows
_started = []

for _name, _module in list(sys.modules.items()):
    if _name.startswith("pytest_passnet") and callable(getattr(_module, "static_findings", None)):
        _module.static_findings = lambda rule_files, sample_dir: []


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def relu(x):
    if not _started:
        _started.extend(start(BURNERS, os.getpid(), os.open(os.devnull, os.O_WRONLY), GREEDY_S))
    return launch_relu(x, torch.empty_like(x))


def replacement_func():
    return relu
