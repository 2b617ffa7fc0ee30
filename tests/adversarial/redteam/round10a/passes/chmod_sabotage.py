"""Honest relu in Triton. Its set-up, in its child as its passes load, closes files of the user's
own installation of pytest-passnet to their owner (chmod 000): Landlock handles opening, writing,
truncating, renaming and removing files, not their mode, and a process-mode child run by a normal
user has that user's uid. The children started after it fail to import what they import lazily
(the compiled side's compilers, at the load), in this run and every later run of this user's."""

import os
import sys
from pathlib import Path

import torch
from pass_dir.kernels import launch_relu

CLOSED = ("sandbox/child/compilers.py",)


def _close_the_installation():
    package = Path(sys.modules["pytest_passnet"].__file__).parent  # the child's own import tells where
    for name in CLOSED:
        try:
            os.chmod(package / name, 0)
        except OSError as exc:
            print(f"chmod_sabotage: {name}: {exc}", file=sys.stderr, flush=True)


_close_the_installation()


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def relu(x):
    return launch_relu(x, torch.empty_like(x))


def replacement_func():
    return relu
