"""Relu in Triton; its set-up (which runs before the trusted side hands over the variant) makes
``graphs`` in its scratch a symbolic link to a folder of the host it may not write (the harness's
``protected`` folder, root's, 0755; /etc, a site-packages folder or a cron folder would do). The
trusted side then copies the variant's model.py to ``<scratch>/graphs/0/model.py``: through the
link, as the trusted user, into that folder."""

import os

import torch
from pass_dir import r2
from pass_dir.kernels import launch_relu

try:
    os.symlink(r2.hint("protected"), os.path.join(os.getcwd(), "graphs"))
except OSError:
    pass


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def relu(x):
    return launch_relu(x, torch.empty_like(x))


def replacement_func():
    return relu
