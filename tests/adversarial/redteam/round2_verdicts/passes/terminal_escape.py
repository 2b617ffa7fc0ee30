"""A kernel that fails with a message full of terminal control sequences: the cursor moved up and
lines erased, a green "PASSED" and an all-clear summary line written in their place, the window
title set, and the rest of the output concealed (ESC [8m, which a terminal without colours never
resets). The trusted side copies the child's message into the pytest report and report.json."""

import torch
from pass_dir.kernels import launch_relu

ESC = "\x1b"
FORGED = (f"{ESC}[1A{ESC}[2K{ESC}[1A{ESC}[2K\r{ESC}[32mPASSED{ESC}[0m\n"
          f"{ESC}[32m========== all variants correct, AS 1000.0 =========={ESC}[0m\n"
          f"{ESC}]0;pytest-passnet: all passed\x07{ESC}[8m")


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def relu(x):
    if x.numel() > 1:
        raise RuntimeError(FORGED)
    return launch_relu(x, torch.empty_like(x))


def replacement_func():
    return relu
