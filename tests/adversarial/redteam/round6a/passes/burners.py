"""Autoreaped burners: CPU used while stopped that the stop watch never counts.

A manager process (a small interpreter the pass starts) ignores SIGCHLD (its children are reaped by the kernel the moment they exit, and
their CPU time goes to no one's cutime) and forks ``count`` burners, which sleep. Everything is then
stopped by the trusted side. POSIX timers of the manager's send it SIGCONT every 50 ms (round 3's
stop_resisted); once the pass's main process stands stopped (the other side is timed), the manager
continues the first burner of a chain, and each burner continues the next as it leaves. A burner spins until its own CPU time nears the next 10 ms clock tick
(``/proc/<pid>/stat`` counts whole ticks, truncated), reports what it used, and exits: gone, its
ticks read as 0 (``process._ran``), and a gone process is no new one for ``finish``. One chain at a
time keeps the child's sum of ticks at any look within ``STOPPED_CPU_TICKS``.

Run as a script by the cheap test: ``python burners.py COUNT REPORT_FD`` (the script's process
stands for the pass's main one); prints the manager's and the burners' pids, and each burner writes ``<ms>\\n`` to REPORT_FD before it exits. Between windows the manager forks
new burners to refill the pool."""

import ctypes
import os
import signal
import subprocess
import sys
import time

TICK_S = 0.01
MARGIN_S = 0.003
INTERVAL_NS = 50_000_000
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


def _burn(report_fd: int, greedy_s: float | None) -> None:
    """Spin to just below this process's next clock tick (or ``greedy_s``: the control), tell how
    long, exit."""
    started = time.process_time()
    until = started + greedy_s if greedy_s else (int(started / TICK_S) + 1) * TICK_S - MARGIN_S
    while time.process_time() < until:
        pass
    os.write(report_fd, f"{(time.process_time() - started) * 1000:.2f}\n".encode())


def _burner(main_pid: int, report_fd: int, next_pid: int, greedy_s: float | None) -> None:
    """Waits; continued inside a window (the pass's process stopped), burns, continues the next
    burner of the chain and exits. The trusted side's SIGCONT after a window finds the pass's
    process running again, and the burner waits on."""

    def continued(signum, frame):
        if stopped(main_pid):
            _burn(report_fd, greedy_s)
            if next_pid:
                os.kill(next_pid, signal.SIGCONT)
            os._exit(0)

    signal.signal(signal.SIGCONT, continued)
    while True:
        signal.pause()


class _Timers:
    """POSIX timers that send this process SIGCONT, staggered: a periodic timer re-arms only when its
    signal is delivered, and a SIGSTOP discards a pending SIGCONT (round 3's stop_resisted)."""

    def __init__(self, count: int = 3):
        self.libc = ctypes.CDLL(None, use_errno=True)
        signal.signal(signal.SIGCONT, lambda signum, frame: None)
        signal.siginterrupt(signal.SIGCONT, False)
        self.timers, self.events = [], []
        for _ in range(count):
            timer, event = ctypes.c_void_p(), _SigEvent(None, signal.SIGCONT, _SIGEV_SIGNAL)
            if self.libc.timer_create(_CLOCK_MONOTONIC, ctypes.byref(event), ctypes.byref(timer)):
                raise OSError(ctypes.get_errno(), "timer_create")
            self.timers.append(timer)
            self.events.append(event)

    def every(self, interval_ns: int) -> None:
        """Armed (0: disarmed: a window's manager that has started its chain uses no CPU till the end)."""
        for i, timer in enumerate(self.timers):
            first = _TimeSpec(0, interval_ns * (i + 1) // len(self.timers)) if interval_ns else _TimeSpec(0, 0)
            if self.libc.timer_settime(timer, 0, ctypes.byref(_ITimerSpec(_TimeSpec(0, interval_ns), first)), None):
                raise OSError(ctypes.get_errno(), "timer_settime")


def _chain(count: int, main_pid: int, report_fd: int, greedy_s: float | None) -> list[int]:
    """``count`` burners, each knowing the next: the chain's order, first to continue first."""
    chain, next_pid = [], 0
    for _ in range(count):
        pid = os.fork()
        if pid == 0:
            _burner(main_pid, report_fd, next_pid, greedy_s)
        chain.insert(0, pid)
        next_pid = pid
    return chain


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
        return True
    except ProcessLookupError:
        return False


def manage(count: int, main_pid: int, report_fd: int, announce, greedy_s: float | None) -> None:
    """The manager's life (never returns): the chain of burners, started once per window, refilled
    between windows once used up."""
    signal.signal(signal.SIGCHLD, signal.SIG_IGN)  # the kernel reaps them: their ticks vanish
    chain = _chain(count, main_pid, report_fd, greedy_s)
    announce([os.getpid(), *chain])
    timers = _Timers()
    timers.every(INTERVAL_NS)
    started = False
    while True:
        time.sleep(0.05)
        if not stopped(main_pid):
            if started:
                started = False
                timers.every(INTERVAL_NS)
            chain = [pid for pid in chain if _alive(pid)]
            if not chain:
                chain = _chain(count, main_pid, report_fd, greedy_s)
        elif not started:
            started = True
            chain = [pid for pid in chain if _alive(pid)]
            if chain:
                os.kill(chain[0], signal.SIGCONT)
            # The manager's own ticks count too: it waits stopped for the trusted side's SIGCONT.
            timers.every(0)
            os.kill(os.getpid(), signal.SIGSTOP)


def start(count: int, main_pid: int, report_fd: int, greedy_s: float | None = None) -> list[int]:
    """Start the manager, a small interpreter of its own (its forks copy little, unlike the pass's
    process); its and the burners' pids."""
    manager = subprocess.Popen([sys.executable, __file__, "manage", str(count), str(main_pid), str(report_fd),
                                str(greedy_s or 0)], stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, text=True,
                               pass_fds=(report_fd,))
    _kept.append(manager)
    return [int(p) for p in manager.stdout.readline().split()]


_kept: list = []

if __name__ == "__main__" and sys.argv[1] == "manage":
    count, main, fd = (int(arg) for arg in sys.argv[2:5])
    manage(count, main, fd, lambda pids: print(" ".join(map(str, pids)), flush=True), float(sys.argv[5]) or None)
elif __name__ == "__main__":
    count, fd = (int(arg) for arg in sys.argv[1:3])
    print(" ".join(map(str, start(count, os.getpid(), fd))), flush=True)
    sys.stdin.read()
