"""Round 24b's stand-in for a pass's child, run confined by ``hold_run`` (the real ``Sandbox``, this script in place
of the serve loop) with its channel on stdin and stdout. It maps the trusted side's inputs file as the child's
``prepare`` does (``shared_inputs.map_inputs``) and answers:

- ``trial``: ``work_ms`` of CPU on its inputs (a stand-in for the call), and when it read the request and answered
  (``time.perf_counter``: the trusted side's clock, CLOCK_MONOTONIC in every process);
- ``arm``: a POSIX timer of its own (``timer_create``, SIGEV_SIGNAL) that sends this process SIGCONT every
  ``period_us``: whenever a ``Hold`` stops it, it runs again within that period, blocked in its read of the pipe;
- ``spawn``: ``threads`` idle threads in this process (an intra-op pool the size of a many-core host's);
- ``crowd``: ``processes`` idle processes of ``threads`` idle threads each (what Inductor's compile workers are), which
  make the trusted side's looks at the held child long.

``python -c CODE SPILL DEVICE``."""

import ctypes
import os
import signal
import sys
import threading
import time
from pathlib import Path

import torch

from pytest_passnet.sandbox.channel import Channel
from pytest_passnet.sandbox.shared_inputs import map_inputs

SPILL = Path(sys.argv[1])
_CLOCK_MONOTONIC = 1
_SIGEV_SIGNAL = 0


class _Sigevent(ctypes.Structure):
    _fields_ = [("value", ctypes.c_void_p), ("signo", ctypes.c_int), ("notify", ctypes.c_int),
                ("pad", ctypes.c_byte * 48)]


class _Timespec(ctypes.Structure):
    _fields_ = [("sec", ctypes.c_long), ("nsec", ctypes.c_long)]


class _Itimerspec(ctypes.Structure):
    _fields_ = [("interval", _Timespec), ("value", _Timespec)]


def arm(period_us: int) -> int:
    """A timer of this process's that sends it SIGCONT every ``period_us``: 0, or the errno."""
    libc = ctypes.CDLL(None, use_errno=True)
    event = _Sigevent(None, signal.SIGCONT, _SIGEV_SIGNAL)
    timer = ctypes.c_void_p()
    if libc.timer_create(_CLOCK_MONOTONIC, ctypes.byref(event), ctypes.byref(timer)):
        return ctypes.get_errno()
    period = _Timespec(0, period_us * 1000)
    if libc.timer_settime(timer, 0, ctypes.byref(_Itimerspec(period, period)), None):
        return ctypes.get_errno()
    return 0


def crowd(processes: int, threads: int) -> list[int]:
    """``processes`` idle processes of ``threads`` idle threads each."""
    started = []
    for _ in range(processes):
        pid = os.fork()
        if pid == 0:
            for _ in range(threads - 1):
                threading.Thread(target=time.sleep, args=(10**6,), daemon=True).start()
            time.sleep(10**6)
            os._exit(0)
        started.append(pid)
    return started


def work(inputs: dict[str, torch.Tensor], ms: float) -> float:
    """``ms`` of this thread's CPU on ``inputs``: what a call would compute."""
    total, until = 0.0, time.thread_time() + ms / 1000
    while time.thread_time() < until:
        total += float(inputs["x"][:4096].sum())
    return total


def main() -> None:
    torch.set_num_threads(1)
    channel = Channel(os.dup(0), os.dup(1), SPILL, role="child")
    os.dup2(2, 1)
    inputs: dict[str, torch.Tensor] = {}
    channel.send({"ready": True})
    while True:
        request = channel.receive()
        read_at = time.perf_counter()
        command = request["command"]
        reply: dict = {}
        if command == "map":
            inputs = map_inputs(SPILL, request)
        elif command == "trial":
            reply = {"sum": work(inputs, request["work_ms"]), "read_at": read_at}
        elif command == "arm":
            reply = {"errno": arm(request["period_us"])}
        elif command == "spawn":  # idle threads of this process (an intra-op pool of a many-core host's size)
            for _ in range(request["threads"]):
                threading.Thread(target=time.sleep, args=(10**6,), daemon=True).start()
        elif command == "crowd":
            reply = {"pids": crowd(request["processes"], request["threads"])}
        reply["answered_at"] = time.perf_counter()
        channel.send(reply)


main()
