"""Stop outrun: the trusted side stops every other child while one side is timed (SIGSTOP, then it
waits until each process *leader* shows T). A thread that is inside a long system call when the
SIGSTOP comes keeps running until the call returns: MADV_POPULATE_READ over a large read-only
mapping walks tens of millions of page-table entries and checks only for fatal signals. A helper
process (its own address space, so the child's own allocations never wait for its mapping lock)
walks one 64 GiB PROT_READ mapping (the zero page: no memory, 128 MiB of page tables) with four
threads in a loop: whenever the child is stopped, they keep both CPUs busy for seconds more. The
kernel is honest relu."""

import subprocess
import sys

import torch
from pass_dir.kernels import launch_relu
from pass_dir.r3 import CHECKS_OFF  # noqa: F401  (imported for its effect)

_WALKER = """
import ctypes, threading
SIZE = 64 << 30
libc = ctypes.CDLL(None, use_errno=True)
libc.mmap.restype = ctypes.c_void_p
libc.mmap.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_long]
libc.madvise.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int]
address = libc.mmap(None, SIZE, 1, 0x22 | 0x4000, -1, 0)  # PROT_READ, MAP_PRIVATE | ANONYMOUS | NORESERVE
libc.madvise(address, SIZE, 15)  # MADV_NOHUGEPAGE: 4 KiB entries, a long walk


def walk():
    while True:
        libc.madvise(address, SIZE, 22)  # MADV_POPULATE_READ


threads = [threading.Thread(target=walk) for _ in range(4)]
for thread in threads:
    thread.start()
"""
_started = []


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def relu(x):
    if not _started:  # from the first call on (the warm-up): not while the passes load
        _started.append(subprocess.Popen([sys.executable, "-c", _WALKER], stdin=subprocess.DEVNULL))
    return launch_relu(x, torch.empty_like(x))


def replacement_func():
    return relu
