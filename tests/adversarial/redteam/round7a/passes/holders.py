"""Round 7a's child control: a manager (a small interpreter the pass starts) that uses CPU while its
tree stands stopped, by one of two means.

``allowance``: threads blocked in ``clone(CLONE_VFORK)`` (no CLONE_VM: the child is a copy, as after
fork) wait in the kernel uninterruptibly (state D) until their child ends or execs; the child waits
forever, so SIGSTOP never stops them. The trusted side waits its limit for them, then watches them
as "not yet stopped", each allowed two clock ticks (``process._UNSTOPPED_CPU_NS``, 20 ms) on top of
the child's 1 ms. The manager, continued by its own POSIX timers once the pass's process stands
stopped, burns all but a margin of that allowance and stops itself again.

``fork``: each time its timer continues it inside a window, the manager starts a worker (a new pid:
no look lists it; ``posix_spawn``, whose vfork costs the manager little), stops itself; the worker burns ``WORKER_S`` and exits autoreaped (SIGCHLD
ignored): only ``finish`` could see it, and only while it is alive.

Both: ``fork`` with one held thread pays for its spawns from that thread's 20 ms.

Run as a script by the cheap test: ``python holders.py MODE COUNT HELD_THREADS REPORT_FD`` (the script's process
stands for the pass's main one); prints the pids, and every burn writes ``<ms>\\n`` to REPORT_FD."""

import ctypes
import os
import signal
import subprocess
import sys
import threading
import time

_SYS_CLONE, _CLONE_VFORK = 56, 0x4000  # x86_64
_CLOCK_MONOTONIC, _SIGEV_SIGNAL = 1, 0
INTERVAL_NS = 30_000_000
ALLOWED_PER_HOLDER_S = 0.020
MARGIN_S = 0.004
WORKER_S = 0.100
QUIET_S = 1.1  # past process._STOP_LIMIT_S, which the trusted side waits out for held threads
_libc = ctypes.CDLL(None, use_errno=True)


class _SigEvent(ctypes.Structure):
    _fields_ = [("value", ctypes.c_void_p), ("signo", ctypes.c_int), ("notify", ctypes.c_int),
                ("pad", ctypes.c_int * 12)]


class _TimeSpec(ctypes.Structure):
    _fields_ = [("sec", ctypes.c_long), ("nsec", ctypes.c_long)]


class _ITimerSpec(ctypes.Structure):
    _fields_ = [("interval", _TimeSpec), ("value", _TimeSpec)]


def stopped(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat", "rb") as stat:
            return stat.read().rpartition(b")")[2].split()[0] in (b"T", b"t")
    except OSError:
        return False


class _Timer:
    """A periodic POSIX timer that sends this process SIGCONT (round 3's stop_resisted)."""

    def __init__(self):
        self.timer, self.event = ctypes.c_void_p(), _SigEvent(None, signal.SIGCONT, _SIGEV_SIGNAL)
        if _libc.timer_create(_CLOCK_MONOTONIC, ctypes.byref(self.event), ctypes.byref(self.timer)):
            raise OSError(ctypes.get_errno(), "timer_create")

    def every(self, interval_ns: int, first_ns: int = 0) -> None:
        """Armed (0: disarmed; the trusted side's SIGCONT after the window continues us)."""
        first = divmod(first_ns or interval_ns, 10**9)
        spec = _ITimerSpec(_TimeSpec(0, interval_ns), _TimeSpec(*first))
        if _libc.timer_settime(self.timer, 0, ctypes.byref(spec), None):
            raise OSError(ctypes.get_errno(), "timer_settime")


def _held_thread(children: list) -> None:
    """Blocks for good in the kernel (D): a CLONE_VFORK parent waits for a child that never ends."""
    pid = _libc.syscall(_SYS_CLONE, _CLONE_VFORK | signal.SIGCHLD, 0, 0, 0, 0)
    if pid == 0:
        while True:
            _libc.pause()
    children.append(pid)  # only once the child ends: never


def _spin(seconds: float, report_fd: int) -> None:
    started = time.process_time()
    while time.process_time() - started < seconds:
        pass
    os.write(report_fd, f"{(time.process_time() - started) * 1000:.2f}\n".encode())


def manage(mode: str, count: int, held_threads: int, main_pid: int, report_fd: int, announce) -> None:
    signal.signal(signal.SIGCHLD, signal.SIG_IGN)  # forked workers are reaped by the kernel
    signal.signal(signal.SIGCONT, lambda signum, frame: None)
    signal.siginterrupt(signal.SIGCONT, False)
    held: list[int] = []
    for _ in range(held_threads):
        threading.Thread(target=_held_thread, args=(held,), daemon=True).start()
    time.sleep(0.2)
    announce([os.getpid()])
    worker = (sys.executable, [sys.executable, __file__, "work", str(report_fd)], dict(os.environ))
    timer, forked, window_since = _Timer(), 0, None
    timer.every(INTERVAL_NS)
    while True:
        time.sleep(0.01)
        if not stopped(main_pid):
            window_since = None
            if forked:
                forked = 0
                timer.every(INTERVAL_NS)
            continue
        if window_since is None:
            # each continue costs counted CPU: one, once the watch looks (the trusted side waits out
            # its limit for held threads first)
            window_since = time.monotonic()
            timer.every(0)
            timer.every(0, int((QUIET_S if held_threads else 0.1) * 1e9))
            forked = 1
        elif mode == "allowance":
            _spin(held_threads * ALLOWED_PER_HOLDER_S - MARGIN_S, report_fd)
        else:
            # posix_spawn (CLONE_VM|CLONE_VFORK, then exec): the manager's share of a new process is
            # tens of microseconds, a fork's is its page tables (over the 1 ms allowed)
            os.posix_spawn(*worker)
            forked += 1
            if forked <= count:
                timer.every(0, INTERVAL_NS)
        os.kill(os.getpid(), signal.SIGSTOP)


def start(mode: str, count: int, held_threads: int, main_pid: int, report_fd: int) -> list[int]:
    manager = subprocess.Popen([sys.executable, __file__, "manage", mode, str(count), str(held_threads), str(main_pid),
                                str(report_fd)],
                               stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, text=True, pass_fds=(report_fd,))
    _kept.append(manager)
    return [int(p) for p in manager.stdout.readline().split()]


_kept: list = []

if __name__ == "__main__" and sys.argv[1] == "work":
    _spin(WORKER_S, int(sys.argv[2]))
elif __name__ == "__main__" and sys.argv[1] == "manage":
    manage(sys.argv[2], *(int(arg) for arg in sys.argv[3:7]),
           announce=lambda pids: print(" ".join(map(str, pids)), flush=True))
elif __name__ == "__main__":
    mode, count, held_threads, fd = sys.argv[1], *(int(arg) for arg in sys.argv[2:5])
    print(" ".join(map(str, start(mode, count, held_threads, os.getpid(), fd))), flush=True)
    sys.stdin.read()
