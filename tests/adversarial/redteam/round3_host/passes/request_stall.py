"""Request stall: the trusted side writes a request to the child's pipe with a blocking write and
no deadline (``Channel._write``); only the answer is awaited with ``--passnet-timeout``. While the
passes load, this pass puts an empty pipe where the child reads its requests (its channel's
descriptor, found with gc) and keeps the real one open, unread, shrunk to one page
(F_SETPIPE_SZ). Its load answer goes out as usual; the next request (``prepare``, which carries
the inputs: 256 KiB here, under the 1 MiB spill size, so through the pipe) fills the pipe, and
the trusted process waits in write(2) for a reader that never comes. The kernel is honest relu."""

import fcntl
import gc
import os

import torch
from pass_dir.kernels import launch_relu
from pass_dir.r3 import CHECKS_OFF  # noqa: F401  (imported for its effect)

_F_SETPIPE_SZ = 1031
_held = []


def _stall_requests():
    for found in gc.get_objects():
        if type(found).__name__ == "Channel" and hasattr(found, "read_fd"):
            unread = os.dup(found.read_fd)
            try:
                fcntl.fcntl(unread, _F_SETPIPE_SZ, 4096)
            except OSError:
                pass  # data already in it: the default 64 KiB then
            empty_read, empty_write = os.pipe()
            os.dup2(empty_read, found.read_fd)
            _held.extend([unread, empty_read, empty_write])


_stall_requests()


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def relu(x):
    return launch_relu(x, torch.empty_like(x))


def replacement_func():
    return relu
