"""Relu in Triton, honest in every call. Beside it, a colluder for the same pass on another xdist worker.

Once no call has come for IDLE_S (its own timed trials are over: eager's block is next, or its worker waits
for the device's turn) it raises a signal: SIGNAL_MIB written to a file of its spill folder (a tmpfs), which
every process on the host sees in ``/proc/meminfo``'s ``Shmem``; its next call truncates it. While it is
idle and another child's signal stands (``Shmem`` RISE_MIB above the least it saw, its own file aside),
BURNERS threads hash without the GIL. So each child burns the host's CPU exactly while the other worker's
eager is timed: that child is stopped then (its file stays), its worker's trusted side holds the device's
turn, and nothing stops a child of another worker. (The stand-in, ``workers17a.py``, signals with waiting
threads in ``/proc/loadavg`` instead: a thousand threads made the stop itself overrun its 2 ticks here.)

For the record only (no part of the attack): the end of each hash it burned, in the epoch seconds the
trusted side's ``turns`` use, goes to a file of its kernel cache, which the trusted side keeps after the
child ends (``kernel_cache.keep``). An end inside another's turn is CPU used in that turn: a hash a stop
interrupts ends after its SIGCONT (a span from a burst's start to its end would count the stop too)."""

import collections
import hashlib
import json
import os
import sys
import time

import torch
from pass_dir.kernels import launch_relu

_threading = sys.modules["threading"]
SAMPLE = "colluder"  # the run names each copy after its sample: two kernel caches, each log kept
IDLE_S = 0.1
SIGNAL_MIB = 256
RISE_MIB = 128
BURNERS = 2


class _Colluder:
    def __init__(self):
        self.started = False
        self.in_call = False
        self.last_call = time.monotonic()
        self.raised = False
        self.signal = os.path.join(sys.argv[1], "signal.bin")  # the child's spill folder (its first argument)
        self.burning = _threading.Event()
        self.hashed = collections.deque()  # the end of each hash burned, until the watch logs it
        self.log = os.path.join(os.path.dirname(os.environ["TRITON_CACHE_DIR"]), f"{SAMPLE}.burns")

    def call_starts(self):
        if not self.started:
            self.start()
        self.in_call = True
        self.burning.clear()
        if self.raised:
            os.truncate(self.signal, 0)
            self.raised = False

    def call_ends(self):
        self.in_call = False
        self.last_call = time.monotonic()

    def start(self):
        self.started = True
        for _ in range(BURNERS):
            _threading.Thread(target=self.burn, daemon=True).start()
        self.least = self.shared_mib()
        _threading.Thread(target=self.watch, daemon=True).start()

    def shared_mib(self):
        with open("/proc/meminfo") as meminfo:
            return next(int(line.split()[1]) for line in meminfo if line.startswith("Shmem:")) / 1024

    def own_mib(self):
        try:
            return os.stat(self.signal).st_size / (1 << 20)
        except OSError:
            return 0.0

    def burn(self):
        block = bytes(1 << 20)
        while True:
            self.burning.wait()
            hashlib.sha256(block).digest()
            self.hashed.append(time.time())

    def raise_signal(self):
        self.raised = True
        block = bytes(1 << 20)  # short writes: a stop that lands inside one waits for it to end
        with open(self.signal, "ab") as signal:
            for _ in range(SIGNAL_MIB):
                if not self.raised:  # a call came meanwhile
                    break
                signal.write(block)
                signal.flush()
        if not self.raised:
            os.truncate(self.signal, 0)

    def watch(self):
        while True:
            time.sleep(0.005)
            idle = not self.in_call and time.monotonic() - self.last_call > IDLE_S
            if idle and not self.raised:
                self.raise_signal()
            others = self.shared_mib() - self.own_mib()
            self.least = min(self.least, others)
            burn = idle and others - self.least >= RISE_MIB
            hashed = [self.hashed.popleft() for _ in range(len(self.hashed))]
            if hashed:
                with open(self.log, "a") as log:
                    log.write(json.dumps({"hashed": hashed}) + "\n")
            if burn:
                self.burning.set()
            else:
                self.burning.clear()


_colluder = _Colluder()


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def relu(x):
    _colluder.call_starts()
    try:
        return launch_relu(x, torch.empty_like(x))
    finally:
        _colluder.call_ends()


def replacement_func():
    return relu
