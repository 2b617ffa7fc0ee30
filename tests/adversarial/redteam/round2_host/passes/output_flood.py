"""Honest relu in Triton; the child's own guard findings (``CompiledSide.findings``, reached
through sys.modules) answer with one 30 MB text per reply: the trusted side bounds a failure's
message and the stderr tail, not these, and writes them into results.jsonl, report.json and the
terminal, for every variant."""

import torch
from pass_dir import r2  # noqa: F401  (switches off the child's own static layer)
from pass_dir.host import child_class
from pass_dir.kernels import launch_relu

FLOOD = "F" * (30 << 20)


def _flood(self):
    return [FLOOD]


child_class("CompiledSide").findings = _flood


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def relu(x):
    return launch_relu(x, torch.empty_like(x))


def replacement_func():
    return relu
