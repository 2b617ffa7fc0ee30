"""Round 28a: a GPU child spins for the next request of a trial loop (f772996d, ``child.__main__._until_readable``).

The trusted side stops the pass's child while eager is timed (``Sandboxes.others_stopped``: ``_stop_trees``, then a
``_Watch`` whose first look reads every thread's CPU time and whose last look, before the SIGCONT, convicts a child
whose stopped threads used more than ``_STOPPED_CPU_NS`` meanwhile). Before f772996d an honest child was asleep in
its pipe's read when stopped; since, at an attempt's second and later eager blocks (no ``Findings`` request between),
it is spinning there. A running thread's ``schedstat`` lags until it is switched out (up to a tick: 4 ms at this
host's HZ=250), so a first look taken while the thread already shows ``T`` but before the switch would read the
stop's own accounting as CPU used while stopped, and convict an honest pass. ``stop_and_watch`` drives the real
``_stop_trees`` and ``_Watch`` over a child running the real ``_until_readable`` loop.
"""

from __future__ import annotations

import random
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

from pytest_passnet.sandbox import process, procfs

REPO = Path(__file__).resolve().parents[4]

# A child that does what an honest GPU child does between requests, for ever: the product's own spin, with idle
# threads beside it (a CUDA child has several: the driver's, torch's pools).
_SPINNER = r"""
import os, sys, threading, time
sys.path.insert(0, sys.argv[2])
from pytest_passnet.sandbox.child.__main__ import _until_readable
read_fd, _ = os.pipe()
for _ in range(int(sys.argv[1])):
    threading.Thread(target=time.sleep, args=(1e6,), daemon=True).start()
print("spinning", flush=True)
while True:
    _until_readable(read_fd, 3600.0)
"""


class _Child:
    """What ``_stop_trees`` and ``_Watch`` need of a ``Sandbox``: its processes."""

    def __init__(self, pid: int):
        self.pid = pid

    def processes(self) -> list[int]:
        return [self.pid]


@dataclass
class Stops:
    """What ``stop_and_watch`` saw: each stop's CPU read after the first look (ns, all threads), and the convictions."""

    used_ns: list[int] = field(default_factory=list)
    convicted: list[str] = field(default_factory=list)
    stop_ms: list[float] = field(default_factory=list)


def stop_and_watch(stops: int, threads: int = 8, held_s: float = 0.03) -> Stops:
    """``stops`` times: the spinning child stopped as ``others_stopped`` stops the pass's child (``_stop_trees``), its
    ``_Watch`` made (the first look), ``held_s`` later finished (the last look), then continued after a random pause
    of up to 10 ms (the stop lands anywhere in the spin's loop and in the scheduler's tick)."""
    child = subprocess.Popen([sys.executable, "-c", _SPINNER, str(threads), str(REPO)], stdout=subprocess.PIPE)
    seen = Stops()
    try:
        if child.stdout.readline().strip() != b"spinning":
            raise RuntimeError("the spinning child did not start")
        target = _Child(child.pid)
        for _ in range(stops):
            time.sleep(random.uniform(0.0, 0.01))
            broke: list[str] = []
            started = time.perf_counter()
            stopped, _ = process._stop_trees([target], "round 28a", lambda _child, what: broke.append(what) or False)
            watch = process._Watch({target: stopped[target]})
            seen.stop_ms.append((time.perf_counter() - started) * 1000)
            first = {tid: task.cpu_ns for tid, task in watch.first[child.pid].items()}
            time.sleep(held_s)
            ran = watch.finish(lambda _child: True)
            last = procfs.tasks(child.pid) or {}
            seen.used_ns.append(sum(last[tid].cpu_ns - first[tid] for tid in first if tid in last))
            seen.convicted += broke + list(ran.values())
            procfs.send([child.pid], signal.SIGCONT)
    finally:
        child.kill()
        child.wait()
    return seen
