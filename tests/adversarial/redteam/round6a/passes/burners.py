"""Autoreaped burners: CPU used while stopped that the stop watch never counts.

A manager process ignores SIGCHLD (its children are reaped by the kernel the moment they exit, and
their CPU time goes to no one's cutime) and forks ``count`` burners, which sleep. Everything is then
stopped by the trusted side. A POSIX timer of the manager's sends it SIGCONT every 20 ms (round 3's
stop_resisted); while the pass's main process stands stopped (the other side is timed), the manager
continues one burner at a time. A burner spins until its own CPU time nears the next 10 ms clock tick
(``/proc/<pid>/stat`` counts whole ticks, truncated), reports what it used, and exits: gone, its
ticks read as 0 (``process._ran``), and a gone process is no new one for ``finish``. One chain at a
time keeps the child's sum of ticks at any look within ``STOPPED_CPU_TICKS``.

Run as a script by the cheap test: ``python burners.py COUNT REPORT_FD`` (the script's process
stands for the pass's main one); prints the manager's and the burners' pids, and each burner writes ``<ms>\\n`` to REPORT_FD before it exits."""

import ctypes
import os
import signal
import sys
import time

TICK_S = 0.01
MARGIN_S = 0.0015
_CLOCK_MONOTONIC, _SIGEV_SIGNAL = 1, 0


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


def _burn(report_fd: int) -> None:
    """Spin to just below this process's next clock tick, tell how long, exit."""
    started = time.process_time()
    until = (int(started / TICK_S) + 1) * TICK_S - MARGIN_S
    while time.process_time() < until:
        pass
    os.write(report_fd, f"{(time.process_time() - started) * 1000:.2f}\n".encode())
    os._exit(0)


def _burner(main_pid: int, report_fd: int) -> None:
    # Continued only by the manager, inside a window; the trusted side's SIGCONT after the window
    # finds the main process running again, and the burner sleeps on.
    signal.signal(signal.SIGCONT, lambda signum, frame: None)
    while True:
        time.sleep(0.05)
        if stopped(main_pid):
            _burn(report_fd)


def _resume_every(interval_ns: int, timers: int = 3) -> list:
    """Timers that send this process SIGCONT, staggered: a periodic timer re-arms only when its
    signal is delivered, and a SIGSTOP discards a pending SIGCONT (round 3's stop_resisted)."""
    libc = ctypes.CDLL(None, use_errno=True)
    signal.signal(signal.SIGCONT, lambda signum, frame: None)
    signal.siginterrupt(signal.SIGCONT, False)
    kept = []
    for i in range(timers):
        timer = ctypes.c_void_p()
        event = _SigEvent(None, signal.SIGCONT, _SIGEV_SIGNAL)
        if libc.timer_create(_CLOCK_MONOTONIC, ctypes.byref(event), ctypes.byref(timer)):
            raise OSError(ctypes.get_errno(), "timer_create")
        spec = _ITimerSpec(_TimeSpec(0, interval_ns), _TimeSpec(0, interval_ns * (i + 1) // timers))
        if libc.timer_settime(timer, 0, ctypes.byref(spec), None):
            raise OSError(ctypes.get_errno(), "timer_settime")
        kept += [timer, event]
    return kept


def manage(count: int, main_pid: int, report_fd: int, announce) -> None:
    """The manager's life (never returns): fork the burners, then feed them to windows one by one."""
    signal.signal(signal.SIGCHLD, signal.SIG_IGN)  # the kernel reaps them: their ticks vanish
    burners = []
    for _ in range(count):
        pid = os.fork()
        if pid == 0:
            _burner(main_pid, report_fd)
        burners.append(pid)
    announce([os.getpid(), *burners])
    _timers = _resume_every(20_000_000)  # noqa: F841  (kept alive)
    current = None
    while True:
        time.sleep(0.02)
        if not stopped(main_pid):
            continue
        if current is not None:
            try:
                os.kill(current, 0)
                continue
            except ProcessLookupError:
                current = None
        if burners:
            current = burners.pop(0)
            os.kill(current, signal.SIGCONT)


def start(count: int, main_pid: int, report_fd: int) -> list[int]:
    """Fork the manager (from the pass's process); its and the burners' pids."""
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(read_end)
        manage(count, main_pid, report_fd, lambda pids: os.write(write_end, (" ".join(map(str, pids)) + "\n").encode()))
    os.close(write_end)
    with os.fdopen(read_end) as stream:
        return [int(p) for p in stream.readline().split()]


if __name__ == "__main__":
    count, fd = (int(arg) for arg in sys.argv[1:3])
    print(" ".join(map(str, start(count, os.getpid(), fd))), flush=True)
    sys.stdin.read()
