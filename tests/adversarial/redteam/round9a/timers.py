"""Kernel timers a process arms before it is stopped, which fire while it stands stopped.

A POSIX timer (``timer_create``, ``SIGEV_SIGNAL``) lives in the kernel's per-CPU hrtimer queue, not in
the process: its expiry runs in the timer interrupt of whatever CPU armed it, charged to whatever task
runs there then, whatever the owner's state. Its signal is blocked here, so it stays pending and is
never delivered: at its SIGCONT the owner has nothing to run. Each timer fires once (a one-shot); the
kernel bounds how many a uid owns by ``RLIMIT_SIGPENDING`` (96,362 on this host).

A signalfd for that signal, watched by many epoll instances, multiplies each expiry: queuing the
signal wakes the signalfd's wait queue, and the kernel runs every watcher's callback right there, in
the interrupt (``WATCHERS`` epoll instances: one descriptor each, under the child's 8,192).

``STORM_TIMERFD=1``: timerfds instead, under RLIMIT_SIGPENDING 0 and 8,192 descriptors (a child's).
``STORM_CONFINED=1``: under the child's seccomp filter, which refuses both kinds since this round.

``timers.py follow COUNT DURING_S AFTER_S SPREAD_S CPU``: ``follow`` (the pass's helper). Otherwise
``timers.py COUNT FIRST_S SPREAD_S CPU [WATCHERS]`` arms COUNT timers on CPU, the
first FIRST_S seconds from now, one every SPREAD_S/COUNT, prints ``armed <n> <first ns> <now ns>`` and sleeps (to be stopped).
"""

from __future__ import annotations

import ctypes
import os
import resource
import select
import signal
import sys
import time

_CLOCK_MONOTONIC = 1
_TIMER_ABSTIME = 1
_SIGEV_SIGNAL = 0
SIGNAL = signal.SIGUSR1


class _Sigevent(ctypes.Structure):
    _fields_ = [("value", ctypes.c_void_p), ("signo", ctypes.c_int), ("notify", ctypes.c_int),
                ("pad", ctypes.c_int * 12)]


class _Timespec(ctypes.Structure):
    _fields_ = [("sec", ctypes.c_long), ("nsec", ctypes.c_long)]


class _Itimerspec(ctypes.Structure):
    _fields_ = [("interval", _Timespec), ("value", _Timespec)]


def arm(count: int, first_s: float, spread_s: float, timers: list | None = None) -> list:
    """``count`` one-shot timers (``timers`` re-armed, else made) on this CPU, the first ``first_s``
    from now, evenly over ``spread_s``, earliest first; the timers the kernel gave (it refuses past
    RLIMIT_SIGPENDING). ``arm.start_ns``: the first's CLOCK_MONOTONIC ns."""
    libc = ctypes.CDLL(None, use_errno=True)
    if signal.getsignal(SIGNAL) != signal.SIG_IGN:
        signal.pthread_sigmask(signal.SIG_BLOCK, {SIGNAL})  # pending forever: nothing to run at the SIGCONT
    event = _Sigevent(None, SIGNAL, _SIGEV_SIGNAL)
    if timers is None:
        timers = []
        for _ in range(count):
            timer = ctypes.c_void_p()
            if libc.timer_create(_CLOCK_MONOTONIC, ctypes.byref(event), ctypes.byref(timer)) != 0:
                break
            timers.append(timer)
    start_ns = arm.start_ns = time.clock_gettime_ns(time.CLOCK_MONOTONIC) + int(first_s * 1e9)
    step_ns = int(spread_s * 1e9) // max(count, 1)
    for i, timer in enumerate(timers):
        at = start_ns + i * step_ns
        spec = _Itimerspec(_Timespec(0, 0), _Timespec(at // 10**9, at % 10**9))
        libc.timer_settime(timer, _TIMER_ABSTIME, ctypes.byref(spec), None)
    return timers


def arm_timerfds(count: int, first_s: float, spread_s: float) -> list[int]:
    """The same schedule with ``timerfd_create`` timers: no signal, so no RLIMIT_SIGPENDING; a
    descriptor each (the child may hold 8,192 per process, 64 processes)."""
    libc = ctypes.CDLL(None, use_errno=True)
    start_ns = arm.start_ns = time.clock_gettime_ns(time.CLOCK_MONOTONIC) + int(first_s * 1e9)
    step_ns = int(spread_s * 1e9) // max(count, 1)
    made = []
    for i in range(count):
        fd = libc.timerfd_create(_CLOCK_MONOTONIC, 0)
        if fd < 0:
            break
        at = start_ns + i * step_ns
        spec = _Itimerspec(_Timespec(0, 0), _Timespec(at // 10**9, at % 10**9))
        libc.timerfd_settime(fd, _TIMER_ABSTIME, ctypes.byref(spec), None)
        made.append(fd)
    return made


def watch_signal(watchers: int) -> list:
    """A signalfd for ``SIGNAL`` watched by ``watchers`` epoll instances (kept open: returned)."""
    libc = ctypes.CDLL(None, use_errno=True)
    mask = (ctypes.c_uint64 * 16)()
    mask[0] = 1 << (SIGNAL - 1)
    signal.pthread_sigmask(signal.SIG_BLOCK, {SIGNAL})
    signal_fd = libc.signalfd(-1, ctypes.byref(mask), 0)
    if signal_fd < 0:
        raise OSError(ctypes.get_errno(), "signalfd")
    kept = []
    for _ in range(watchers):
        poll = select.epoll()
        poll.register(signal_fd, select.EPOLLIN)
        kept.append(poll)
    return kept


def follow(count: int, during_s: float, after_s: float, spread_s: float) -> None:
    """A dead-man switch (``passes/storm_relu.py``'s helper): the timers are re-armed, earliest first, at
    every byte read from stdin, ``during_s`` ahead after an ``s`` (a call started), ``after_s`` after an
    ``e`` (it ended). While calls come none fires; once the pass's processes are stopped, they do."""
    timers = arm(count, during_s, spread_s)
    while data := os.read(0, 4096):
        arm(count, after_s if data.endswith(b"e") else during_s, spread_s, timers)


if __name__ == "__main__" and sys.argv[1] == "follow":
    os.sched_setaffinity(0, {int(sys.argv[6])})
    follow(int(sys.argv[2]), float(sys.argv[3]), float(sys.argv[4]), float(sys.argv[5]))
elif __name__ == "__main__":
    count, first_s, spread_s, cpu = int(sys.argv[1]), float(sys.argv[2]), float(sys.argv[3]), int(sys.argv[4])
    os.sched_setaffinity(0, {cpu})  # an hrtimer fires on the CPU that armed it
    if os.environ.get("STORM_CONFINED"):  # as a child is: no_new_privs, then the child's seccomp filter
        from pytest_passnet.sandbox import seccomp, syscalls
        syscalls.prctl(syscalls.PR_SET_NO_NEW_PRIVS, 1)
        seccomp.install()
    watchers = watch_signal(int(sys.argv[5]) if len(sys.argv) > 5 else 0)
    if os.environ.get("STORM_IGNORED"):
        signal.signal(SIGNAL, signal.SIG_IGN)
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {SIGNAL})
    if os.environ.get("STORM_TIMERFD"):  # as a child whose RLIMIT_SIGPENDING is 0 would
        resource.setrlimit(resource.RLIMIT_SIGPENDING, (0, 0))
        resource.setrlimit(resource.RLIMIT_NOFILE, (8192, 8192))
        made = len(arm_timerfds(count, first_s, spread_s))
    else:
        made = len(arm(count, first_s, spread_s))
    print("armed", made, arm.start_ns, time.clock_gettime_ns(time.CLOCK_MONOTONIC), flush=True)
    while True:
        time.sleep(60)
