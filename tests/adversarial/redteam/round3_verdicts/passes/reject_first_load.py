"""Honest relu in Triton, but the first time the child loads the passes, their import fails.

The trusted side accepts ``pass_rejected`` (unscored: the variant leaves ES(t)) as the answer to
loading the passes while no earlier variant of the sample has loaded them, and a sample's variants
share one child. The child counts its loads, so a pass can leave the first variants of its sample
(the order is public: graph_list.txt) out of the score, the ones it knows it is slow or wrong on,
and be scored on the rest, with the same files. PassBench loads the same files for each variant:
they load for all or for none. Child state only (a counter on ``builtins``); the allow-list
rejects it. The child's own static layer (a diagnostic, run after the import) is switched off as
round 2's host passes do, as any pass that controls its child can."""

import builtins
import sys

import torch
from pass_dir.kernels import launch_relu

_loads = getattr(builtins, "_passnet_r3_loads", 0)
builtins._passnet_r3_loads = _loads + 1
if _loads == 0:
    raise ImportError("this variant is the one the pass is slow on: leave it out of the score")
for _layer in ("pytest_passnet.guard", "pytest_passnet.sandbox.child.watch"):  # where it lives, before and after
    if _layer in sys.modules and "static_findings" in vars(sys.modules[_layer]):
        sys.modules[_layer].static_findings = lambda rule_files, sample_dir: []


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def relu(x):
    return launch_relu(x, torch.empty_like(x))


def replacement_func():
    return relu
