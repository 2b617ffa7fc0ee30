"""Child control (ctypes, as rounds 3-7a): an honest relu kernel, and kernel timers that fire only once
the pass's process is stopped. Each call postpones them (a thread per CPU re-arms its half of
``pass_dir.storm``'s timers to start ``DURING_CALL_S`` after the call starts, ``AFTER_CALL_S`` after it
ends): while calls keep coming none fires; after the last compiled trial, when eager is timed and
this process stands stopped, they fire over ``SPREAD_S`` in the timer interrupts of ``CPUS`` CPUs
(one here: 60,000 a second on a CPU is past what this host's timer interrupts absorb; half that on
each of two is not). Importing it switches off the
child's own static layer, as round 6a's burner_relu did (it stands for a pass that escaped the allow-list)."""

import os
import signal
import sys
import threading
import time

import torch
from pass_dir.relu_kernel import launch_relu
from pass_dir.storm import SIGNAL, arm

TIMERS, DURING_CALL_S, AFTER_CALL_S, SPREAD_S, CPUS = 90_000, 1.0, 0.15, 1.5, 1

for _name, _module in list(sys.modules.items()):
    if _name.startswith("pytest_passnet") and callable(getattr(_module, "static_findings", None)):
        _module.static_findings = lambda rule_files, sample_dir: []

signal.signal(SIGNAL, signal.SIG_IGN)  # torch's threads do not block it: ignored, it kills nothing (the expiry costs the same)
_calls = threading.Condition()
_last_call = [0.0, 0.0]  # when, and the delay to arm for
_threads = []


def _postponer(cpu: int, count: int) -> None:
    os.sched_setaffinity(0, {cpu})  # this thread: its timers fire on this CPU
    timers, seen = None, 0.0
    while True:
        with _calls:
            _calls.wait_for(lambda: _last_call[0] != seen)
            seen, delay = _last_call
        timers = arm(count, delay, SPREAD_S, timers)


def _called(delay_s: float) -> None:
    if not _threads:
        for cpu in sorted(os.sched_getaffinity(0))[:CPUS]:
            _threads.append(threading.Thread(target=_postponer, args=(cpu, TIMERS // CPUS), daemon=True))
            _threads[-1].start()
    with _calls:
        _last_call[:] = time.monotonic(), delay_s
        _calls.notify_all()


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def relu(x):
    _called(DURING_CALL_S)
    out = launch_relu(x, torch.empty_like(x))
    _called(AFTER_CALL_S)
    return out


def replacement_func():
    return relu
