"""Stop resisted: POSIX timers of the child's own send it SIGCONT every few milliseconds. SIGCONT
resumes a stopped process whoever sends it, so the trusted side's SIGSTOP (``others_stopped``,
while eager is timed) holds for milliseconds. (Three timers, staggered, with a handler: a periodic
timer re-arms when its signal is delivered, and a timer signal that is ignored (SIGCONT's
default) or still pending when the SIGSTOP comes (which discards pending SIGCONTs) is never
delivered, so that timer stops.) A helper process (``sleep``, no timer) stays
stopped and tells when: a thread waits for its stop and continue notices (waitid), and between
them eight threads memset a 32 MiB buffer (ctypes lets go of the GIL), competing with the eager
side for both CPUs and their caches. During the pass's own trials nothing runs. The kernel is
honest relu."""

import ctypes
import os
import signal
import subprocess
import threading

import torch
from pass_dir.kernels import launch_relu
from pass_dir.r3 import CHECKS_OFF  # noqa: F401  (imported for its effect)

_INTERVAL_NS = 10_000_000
_TIMERS = 3
_THREADS = 8
_BUFFER = 32 << 20
_CLOCK_MONOTONIC, _SIGEV_SIGNAL = 1, 0
_started = []


class _SigEvent(ctypes.Structure):
    _fields_ = [("value", ctypes.c_void_p), ("signo", ctypes.c_int), ("notify", ctypes.c_int),
                ("pad", ctypes.c_int * 12)]


class _TimeSpec(ctypes.Structure):
    _fields_ = [("sec", ctypes.c_long), ("nsec", ctypes.c_long)]


class _ITimerSpec(ctypes.Structure):
    _fields_ = [("interval", _TimeSpec), ("value", _TimeSpec)]


def _resume_myself(libc):
    signal.signal(signal.SIGCONT, lambda signum, frame: None)
    signal.siginterrupt(signal.SIGCONT, False)  # SA_RESTART: the child's own system calls go on
    every = _TimeSpec(0, _INTERVAL_NS)
    for i in range(_TIMERS):
        event = _SigEvent(None, signal.SIGCONT, _SIGEV_SIGNAL)
        timer = ctypes.c_void_p()
        if libc.timer_create(_CLOCK_MONOTONIC, ctypes.byref(event), ctypes.byref(timer)):
            raise OSError(ctypes.get_errno(), "timer_create")
        first = _TimeSpec(0, _INTERVAL_NS * (i + 1) // _TIMERS)
        if libc.timer_settime(timer, 0, ctypes.byref(_ITimerSpec(every, first)), None):
            raise OSError(ctypes.get_errno(), "timer_settime")
        _started.append(timer)


def _watch(helper, others_timed):
    while True:
        seen = os.waitid(os.P_PID, helper.pid, os.WSTOPPED | os.WCONTINUED)
        if seen is None:
            continue
        if seen.si_code == os.CLD_STOPPED:
            others_timed.set()
        elif seen.si_code == os.CLD_CONTINUED:
            others_timed.clear()
        else:
            others_timed.clear()
            return


def _hog(libc, buffer, others_timed):
    while True:
        others_timed.wait()
        libc.memset(buffer, 0x5A, _BUFFER)


def _start():
    libc = ctypes.CDLL(None, use_errno=True)
    libc.memset.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_size_t]
    buffer = ctypes.create_string_buffer(_BUFFER)
    others_timed = threading.Event()
    helper = subprocess.Popen(["sleep", "100000"], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL)
    _started.extend([helper, buffer])
    threading.Thread(target=_watch, args=(helper, others_timed), daemon=True).start()
    for _ in range(_THREADS):
        threading.Thread(target=_hog, args=(libc, buffer, others_timed), daemon=True).start()
    _resume_myself(libc)


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def relu(x):
    if not _started:
        _start()
    return launch_relu(x, torch.empty_like(x))


def replacement_func():
    return relu
