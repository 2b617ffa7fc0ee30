"""Round 7a's mechanisms checked without a plugin run: the real stop watch (``process._Watch``) over
a real tree of processes, stopped as ``Sandboxes.others_stopped`` stops it (CPU time read, SIGSTOP,
``process._until_stopped``), while ``passes/holders.py``'s manager uses CPU."""

from __future__ import annotations

import fcntl
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from pytest_passnet.sandbox import procfs, process
from tests.adversarial.redteam.round6a.attacks6 import _Tree

PASSES = Path(__file__).parent / "passes"


def stopped_burn(mode: str, count: int, held_threads: int, seconds: float = 1.5) -> dict:
    """One window: what the manager burned while its tree stood stopped (ms, its reports), what
    ``finish`` says ran, how long stopping took and the threads not stopped at the watch's first look."""
    report_r, report_w = os.pipe()
    helper = subprocess.Popen([sys.executable, str(PASSES / "holders.py"), mode, str(count), str(held_threads),
                               str(report_w)],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, pass_fds=(report_w,))
    os.close(report_w)
    tree = _Tree(helper.pid)
    try:
        helper.stdout.readline()
        time.sleep(0.3)
        pids = tree.processes()
        since = {}
        started = time.monotonic()
        for pid in pids:
            since[pid] = procfs.cpu_ticks(pid)
            os.kill(pid, signal.SIGSTOP)
        outran = process._until_stopped(pids, since)
        stopping_s = time.monotonic() - started
        watch = process._Watch({tree: pids})
        unstopped = sorted(state for tasks in watch.first.values() for state in (t.state for t in tasks.values())
                           if state not in "TtZX")
        time.sleep(seconds)
        ran = watch.finish(lambda child: True)
        fcntl.fcntl(report_r, fcntl.F_SETFL, os.O_NONBLOCK)
        try:
            reported = os.read(report_r, 1 << 16).decode()
        except BlockingIOError:
            reported = ""
        return {"burned_ms": sum(float(ms) for ms in reported.split()), "ran": list(ran.values()),
                "outran": sorted(outran), "stopping_s": round(stopping_s, 2), "unstopped": unstopped,
                "processes": len(pids)}
    finally:
        for pid in tree.processes():
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        helper.kill()
        helper.wait()
        os.close(report_r)
