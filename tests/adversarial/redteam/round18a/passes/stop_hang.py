"""An honest Triton relu whose child, once its worker stops it (``Sandboxes.stop_all`` before the worker gives
its device share back, ``others_stopped`` before eager's timed block), keeps the worker in that loop for as long
as it lives: the loop lists the child's processes again until none is new and running, and waits up to
``process._STOP_LIMIT_S`` for each batch to stand stopped, with no bound of its own.

At import: its stderr continues it (``F_SETOWN`` itself, ``F_SETSIG`` SIGCONT, ``O_ASYNC``), and a small helper
process (``posix_spawn``, no torch: its forks are cheap) keeps the pipe full, which the trusted side drains, and starts a new
process every half second whose one thread waits in D for a vfork child that waits to open a FIFO
(``posix_spawn``): a stop does not stop such a thread, and it uses no CPU. Continued, the child continues the
helper."""

import fcntl
import os
import signal
import sys
import time

import torch
from pass_dir.kernels import launch_relu

_threading = sys.modules["threading"]
F_SETSIG = 10
F_SETPIPE_SZ = 1031
FIFO = os.path.abspath("stop_hang.fifo")
HELPER = r"""
import os, sys, threading, time
line = b"." * 4095 + b"\n"
def keep_full():
    while True:
        os.write(2, line)
threading.Thread(target=keep_full, daemon=True).start()
while True:
    if os.fork() == 0:
        os.posix_spawn("/bin/true", ["true"], {}, file_actions=[(os.POSIX_SPAWN_OPEN, 0, sys.argv[1], os.O_RDONLY, 0)])
        os._exit(0)
    time.sleep(0.5)
"""


def _keep_helper_going(helper):
    while True:
        os.kill(helper, signal.SIGCONT)
        time.sleep(0.05)


def _start():
    os.mkfifo(FIFO)
    fcntl.fcntl(2, F_SETPIPE_SZ, 1 << 20)
    fcntl.fcntl(2, fcntl.F_SETOWN, os.getpid())
    fcntl.fcntl(2, F_SETSIG, signal.SIGCONT)
    fcntl.fcntl(2, fcntl.F_SETFL, fcntl.fcntl(2, fcntl.F_GETFL) | os.O_ASYNC)
    quiet = [(os.POSIX_SPAWN_OPEN, fd, os.devnull, os.O_RDWR, 0) for fd in (0, 1)]
    helper = os.posix_spawn(sys.executable, [sys.executable, "-c", HELPER, FIFO], dict(os.environ), file_actions=quiet)
    _threading.Thread(target=_keep_helper_going, args=(helper,), daemon=True).start()


_start()


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def relu(x):
    return launch_relu(x, torch.empty_like(x))


def replacement_func():
    return relu
