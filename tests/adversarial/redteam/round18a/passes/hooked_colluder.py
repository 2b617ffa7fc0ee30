"""Round 17a's colluder (``round17a/passes/colluding_relu.py``: an honest Triton relu; idle, it raises a signal
in ``/proc/meminfo``'s ``Shmem`` and burns while another child's signal stands), plus a way past round 17a's fix.

Since that fix its worker stops it (``Sandboxes.stop_all``) whenever the worker gives its device share back, so
that another worker's timed block never runs beside it. A stopped process is continued by any SIGCONT, also one
the kernel sends on its behalf: after the calls that its worker follows by giving its share back (the judged
output call, before the compiled trials' turn; the fresh-input re-check, the variant's last call) it arms its
stderr pipe (``F_SETOWN`` itself, ``F_SETSIG`` SIGCONT, ``O_ASYNC``) and a thread keeps the pipe full; the
trusted side drains it, and each read continues the child. ``stop_all`` neither watches nor checks what it
stopped. At its next call it disarms the pipe: its own worker's stop watch (``others_stopped``, eager's block)
would see it run. Which call is which, it reads from the child's serve loop on the stack (the runs switch the
allow-list off; the index's README says why that stands for a pass past it)."""

import fcntl
import os
import signal
import sys

from pass_dir.colluder_base import _colluder, pattern, replacement_args  # noqa: F401 - the pass's own names
from pass_dir.kernels import launch_relu

import torch

_threading = sys.modules["threading"]
F_SETSIG = 10
F_SETPIPE_SZ = 1031
ARMING_CALLS = ("outputs", "recheck")  # CompiledSide's: its worker gives its share back after these


class _Hook:
    def __init__(self):
        self.armed = _threading.Event()
        self.ready = False

    def setup(self):
        fcntl.fcntl(2, F_SETPIPE_SZ, 1 << 20)
        fcntl.fcntl(2, fcntl.F_SETOWN, os.getpid())
        fcntl.fcntl(2, F_SETSIG, signal.SIGCONT)
        _threading.Thread(target=self.keep_full, daemon=True).start()
        self.ready = True

    def keep_full(self):
        line = b"." * 4095 + b"\n"
        while True:
            self.armed.wait()
            os.write(2, line)

    def arm(self, on):
        if not self.ready:
            self.setup()
        flags = fcntl.fcntl(2, fcntl.F_GETFL)
        fcntl.fcntl(2, fcntl.F_SETFL, flags | os.O_ASYNC if on else flags & ~os.O_ASYNC)
        (self.armed.set if on else self.armed.clear)()


_hook = _Hook()


def _serving():
    frame = sys._getframe(2)
    while frame is not None:
        if frame.f_code.co_name in ARMING_CALLS and "self" in frame.f_locals:
            return frame.f_code.co_name
        frame = frame.f_back
    return None


def relu(x):
    _hook.arm(False)
    _colluder.call_starts()
    arm_after = _serving() is not None
    try:
        return launch_relu(x, torch.empty_like(x))
    finally:
        _colluder.call_ends()
        if arm_after:
            _hook.arm(True)


def replacement_func():
    return relu
