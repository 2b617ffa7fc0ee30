"""Round 9b's replacement_is_pattern: ``replacement_func`` returns ``pattern`` itself, so the
"replacement" is the torch ops it replaces (no Triton kernel at all). The trusted allow-list checks
what wrapper code calls, not what ``replacement_func`` returns."""
import torch


def pattern(a, b):
    t = a + b
    return torch.relu(t)


def replacement_args(a, b):
    return (a, b)


def replacement_func():
    return pattern
