"""SHM_ACROSS_WORKERS: at import (the child's Load) the shared /dev/shm filled through every route the child has to it
until it refuses a byte, and kept so while it loads (30 s); then relu in one Triton kernel, honestly. The routes: its
spill folder (its first argument: in /dev/shm as a user, plain or under bubblewrap, until the fix) and /dev/shm itself.
Another worker that makes a child's inputs file in /dev/shm meanwhile finds no room.

Only a small file system is filled (``SMALL``): the run's private 64 MiB /dev/shm, never the host's memory or a disk
(since the fix a user child's spill folder is on the temporary folder's disk: filling that disk is another attack,
which a test must not make of this host's)."""

import os
import sys
import time

import torch
from pass_dir.kernels import launch_relu

HOLD_S = 30.0
SMALL = 256 << 20
_chunk = bytes(1 << 16)
FILLED = {}
for place in (sys.argv[1], "/dev/shm"):
    try:
        room = os.statvfs(place)
        if room.f_blocks * room.f_frsize > SMALL:
            FILLED[place] = "not small"
            continue
        fill = os.open(os.path.join(place, f"fill-{os.getpid()}.bin"), os.O_WRONLY | os.O_CREAT, 0o600)
    except OSError as exc:  # refused (Landlock), or full already
        FILLED[place] = exc.strerror
        continue
    FILLED[place] = 0
    while True:
        try:
            FILLED[place] += os.write(fill, _chunk)
        except OSError:  # ENOSPC: the folder's disk is full
            break
print(f"shm fill: {FILLED}", file=sys.stderr, flush=True)
time.sleep(HOLD_S)


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def relu(x):
    return launch_relu(x, torch.empty_like(x))


def replacement_func():
    return relu
