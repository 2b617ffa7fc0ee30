"""Child control (ctypes): an honest relu kernel, and from its first call ``pass_dir.holders``'s
manager (started from the pass's process), which uses CPU while the pass's process stands stopped,
i.e. while eager is timed. Importing it switches off the child's own static layer, as round 6a's
burner_relu did (it stands for a pass that escaped the allow-list)."""

import os
import sys

import torch
from pass_dir.holders import start
from pass_dir.relu_kernel import launch_relu

MODE, COUNT, HELD_THREADS = "fork", 5, 1
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
        _started.extend(start(MODE, COUNT, HELD_THREADS, os.getpid(), os.open(os.devnull, os.O_WRONLY)))
    return launch_relu(x, torch.empty_like(x))


def replacement_func():
    return relu
