"""A row-wise sort (model ``sort``): its values are a permutation of its input, whose norms they
share chunk for chunk (the 1 MiB of values is one chunk), and its indices are a permutation of
0..n-1 in every row, whose norms are constants (each 2 MiB chunk holds whole rows). The timed
trials commit to the unsorted sum and an arange, and never sort."""

import torch
from pass_dir.commit import install
from pass_dir.kernels import launch_relu



def _unsorted(in_0, in_1):
    return (in_0.clamp(min=0) + in_1, in_0.new_ones(in_0.shape).cumsum(-1).long() - 1)


install(_unsorted)


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def relu(x):
    return launch_relu(x, torch.empty_like(x))


def replacement_func():
    return relu
