"""A kernel that fails on every call; the child reports the failure as pass_rejected at run time, a status that leaves the variant unscored."""

import torch
from pass_dir.claims import claim_status

claim_status("pass_rejected")


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def relu(x):
    raise RuntimeError("this kernel fails on every call")


def replacement_func():
    return relu
