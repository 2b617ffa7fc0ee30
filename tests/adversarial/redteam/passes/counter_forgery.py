"""Relu computed with plain torch, passing as Triton: the child's launch counter is raised and its
"inside Triton" depth set around the torch call, so the poison tensor, the compute audit and the
launch proof all read what they expect."""

import sys

import torch

_launches = sys.modules["pytest_passnet.launches"]
_torch = sys.modules["torch"]


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def relu(x):
    state = _launches._state
    state.depth += 1
    try:
        out = _torch.relu(x)
    finally:
        state.depth -= 1
    state.launches += 1
    return out


def replacement_func():
    return relu
