"""A kernel that fails on every call; the child reports the failure as sample_error, a status that blames the sample and is not scored."""

import torch
from pass_dir.claims import claim_status

claim_status("sample_error")


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def relu(x):
    raise RuntimeError("this kernel fails on every call")


def replacement_func():
    return relu
