"""Child control (a helper process, as rounds 3-7a): an honest relu kernel, and kernel timers that fire
only once the pass's processes are stopped. A helper (``pass_dir/storm.py follow``, a fresh interpreter:
no share of this process's GIL) owns ``TIMERS`` one-shot POSIX timers on CPU ``CPU`` and re-arms them at
every call: ``DURING_CALL_S`` ahead when one starts, ``AFTER_CALL_S`` after it ends. While calls keep
coming none fires; after the last compiled trial, when eager is timed and the pass's processes stand
stopped, they fire over ``SPREAD_S`` in that CPU's timer interrupts (60,000 a second is past what this
host's timer interrupts absorb). Importing it switches off the child's own static layer, as round 6a's
burner_relu did (it stands for a pass that escaped the allow-list)."""

import os
import subprocess
import sys

import torch
from pass_dir.relu_kernel import launch_relu

TIMERS, DURING_CALL_S, AFTER_CALL_S, SPREAD_S, CPU = 90_000, 1.0, 0.12, 1.5, 0

for _name, _module in list(sys.modules.items()):
    if _name.startswith("pytest_passnet") and callable(getattr(_module, "static_findings", None)):
        _module.static_findings = lambda rule_files, sample_dir: []

_helper = []


def _tell(what: bytes) -> None:
    if not _helper:
        storm = os.path.join(os.path.dirname(__file__), "storm.py")
        _helper.append(subprocess.Popen([sys.executable, storm, "follow", str(TIMERS), str(DURING_CALL_S),
                                         str(AFTER_CALL_S), str(SPREAD_S), str(CPU)], stdin=subprocess.PIPE))
    _helper[0].stdin.write(what)
    _helper[0].stdin.flush()


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def relu(x):
    _tell(b"s")
    out = launch_relu(x, torch.empty_like(x))
    _tell(b"e")
    return out


def replacement_func():
    return relu
