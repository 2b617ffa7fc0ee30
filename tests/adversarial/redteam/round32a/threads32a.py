"""Round 32a: the stop watch's thread bound and first pause (cac77c9d), on real components.

``_Watch`` (``sandbox/process.py``) now refuses a stopped child whose processes hold more than
``policy.CHILD_THREADS`` threads (``_too_many``: one listing of ``/proc/PID/task`` a process, ``procfs.thread_count``)
and pauses before its first look 19 times as long as its first read took. Here:

- ``churned_stops``: a child holding idle threads while two of its threads create and join short-lived threads without
  pause, stopped over and over by the real ``_stop_trees`` and watched by the real ``_Watch``: the threads it counts at
  the stop against the threads there are at ``finish``, and what the watch found (THREADS_AFTER_COUNT).
- ``first_read_and_look``: the /proc files the first read opens (what ``first_pause`` is 19 times) against one look's,
  over a stopped child of ``policy.CHILD_THREADS`` idle threads, and the real watch's looks in time (FIRST_LOOK_SHARE).
- ``honest_hosts``: an honest CPU child's standing threads on a host of P physical and L logical CPUs: torch's
  intra-op pool (P: ATen's default is the physical cores; libgomp's ``omp_set_num_threads`` here) and the trial digests'
  pool (``fingerprint._hashing_threads``: ``len(sched_getaffinity(0))`` threads, L here), grown to L; each host
  stopped and given to the real ``_too_many`` (HUGE_HOST_REFUSAL).
- ``slot_escape``: a process pinned to one CPU as the agent's local runtime pins an evaluation to its slot
  (``agent/runtimes/local.py``: ``sched_setaffinity`` on the evaluation's pid, inherited by its children), under the
  children's real seccomp filter, sets its own affinity to every CPU of the host (SLOT_ESCAPE).

    python -m tests.adversarial.redteam.round32a.threads32a [stops] [P:L ...]
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from pytest_passnet.sandbox import policy, procfs, process

ROOT = Path(__file__).parents[4]

# Idle threads, and two churners that start and join threads as fast as they can: the live count moves by a few
# every few microseconds, the most a count read at the stop could race.
CHURN = r"""
import sys, threading, time
threading.stack_size(1 << 16)
for _ in range(int(sys.argv[1])):
    threading.Thread(target=time.sleep, args=(1e6,), daemon=True).start()
def churn():
    while True:
        started = [threading.Thread(target=int) for _ in range(4)]
        for thread in started:
            thread.start()
        for thread in started:
            thread.join()
for _ in range(2):
    threading.Thread(target=churn, daemon=True).start()
print("ready", flush=True)
time.sleep(1e6)
"""

IDLE = r"""
import sys, threading, time
threading.stack_size(1 << 16)
for _ in range(int(sys.argv[1]) - 1):
    threading.Thread(target=time.sleep, args=(1e6,), daemon=True).start()
print("ready", flush=True)
time.sleep(1e6)
"""

# An honest CPU child's pools, host by host ("P:L" each, L growing): torch's intra-op pool (libgomp's) set to P as
# ATen's default sets it on such a host and woken by a parallel op (not ``torch.set_num_threads``, which also sizes
# the pthreadpool that ATen makes only for XNNPACK/QNNPACK ops), the digests' pool (made once with the largest L, as ``_hashers`` is cached) grown to L by L jobs that
# must all run at once (what a trial's jobs do where the submitter outruns the hashers); "ready" after each host.
HONEST = r"""
import ctypes, sys, threading, torch
from pytest_passnet import fingerprint
openmp = ctypes.CDLL("libgomp.so.1")  # the one torch loaded (same soname)
hosts = [tuple(map(int, host.split(":"))) for host in sys.argv[1:]]
fingerprint._hashers = lambda: max(logical for _, logical in hosts)  # len(sched_getaffinity(0)) on the largest
pool = fingerprint._hashing_threads()
x = torch.randn(1 << 24)
torch.relu(x)  # ATen's lazy thread set-up, which sets libgomp's count once, before it is set here
for physical, logical in hosts:
    openmp.omp_set_num_threads(physical)
    torch.relu(x)
    together = threading.Barrier(logical, timeout=60)
    for job in [pool.submit(together.wait) for _ in range(logical)]:
        job.result()
    print("ready", flush=True)
    sys.stdin.readline()
"""


# Waits until its parent has pinned it, then, confined by the children's seccomp filter (its strictest form), asks
# for every CPU of the host.
WIDEN = r"""
import json, os, sys
from pytest_passnet.sandbox import confine, policy
sys.stdin.readline()
pinned = sorted(os.sched_getaffinity(0))
confine.apply({"steps": ["no_new_privs", "seccomp"], "pinned": policy.pinned()})  # policy.command's plan says so
try:
    os.sched_setaffinity(0, range(os.cpu_count()))
    asked = "allowed"
except OSError as exc:
    asked = exc.strerror
print(json.dumps({"pinned": pinned, "asked": asked, "after": sorted(os.sched_getaffinity(0))}))
"""


class Tree:
    """What ``_stop_trees`` and ``_Watch`` read of a sandbox: its processes (and no file-table watch)."""

    file_table = None

    def __init__(self, code: str, *args: str):
        self.process = subprocess.Popen([sys.executable, "-c", code, *args], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, text=True, cwd=ROOT)
        assert self.process.stdout.readline().strip() == "ready"

    def processes(self) -> list[int]:
        return process._process_trees([self.process.pid])

    def threads(self) -> int:
        return sum(procfs.thread_count(pid) for pid in self.processes())

    def end(self) -> None:
        self.process.kill()
        self.process.wait()


def _stopped(tree: Tree) -> tuple[list[int], dict[int, int | None]]:
    """``tree`` stopped as ``others_stopped`` stops a child (every process, every thread)."""
    stopped, started = process._stop_trees([tree], "the other side's timed work", lambda child, what: False)
    return stopped[tree], started


def churned_stops(stops: int = 10, idle: int = policy.CHILD_THREADS - 40) -> list[dict]:
    """Per stop of a churning child: the threads the watch counted at the stop, the threads at ``finish`` (after a
    pause as long as a short timed block), whether it was refused, and what ``finish`` says ran."""
    tree, rows = Tree(CHURN, str(idle)), []
    try:
        for _ in range(stops):
            pids, started = _stopped(tree)
            watch = process._Watch({tree: pids}, brief=True)
            counted = sum(procfs.thread_count(pid) for pid in pids)
            time.sleep(0.1)
            rows.append({"counted": counted, "at_finish": tree.threads(), "refused": bool(watch.refused),
                         "ran": watch.finish(lambda child: True).get(tree)})
            procfs.send_to_same(started, signal.SIGCONT)
            time.sleep(0.05)
    finally:
        tree.end()
    return rows


class _OpenCounter:
    """Counts the /proc files ``procfs`` opens while on."""

    def __init__(self):
        self.files, self._open = 0, open

    def __call__(self, path, *args, **kwargs):
        self.files += str(path).startswith("/proc/")
        return self._open(path, *args, **kwargs)

    def __enter__(self):
        procfs.open = self
        return self

    def __exit__(self, *exc):
        del procfs.open


def first_read_and_look(threads: int = policy.CHILD_THREADS, watch_s: float = 0.0) -> dict:
    """Over a stopped child of ``threads`` idle threads: the files of the read ``first_pause`` is made of
    (``procfs.tasks`` and ``procfs.user_and_system_ticks`` of each process, as ``_Watch.__init__``), of one look, and of
    one look once a thread not stopped at the first read has stopped;
    with ``watch_s``, the real watch's looks over that long (each: seconds after it was made, ms, files)."""
    tree = Tree(IDLE, str(threads))
    try:
        pids, _ = _stopped(tree)
        with _OpenCounter() as first:
            for pid in pids:
                procfs.tasks(pid)
                procfs.user_and_system_ticks(pid)
        watch = process._Watch({tree: pids}, brief=True)
        with _OpenCounter() as look:
            watch._look()
        # A thread not stopped at the first read (state D: inside a long system call) that stopped since: each look
        # then also asks whether its process is on its way out (``procfs.ending``: each thread's stat again).
        pid = pids[0]
        tid, then = next(iter(watch.first[pid].items()))
        watch.first[pid][tid] = procfs.Task("D", then.cpu_ns)
        with _OpenCounter() as moved:
            watch._look()
        found = {"threads": tree.threads(), "refused": bool(watch.refused), "first_read_files": first.files,
                 "look_files": look.files, "moved_look_files": moved.files, "ran": watch.finish(lambda child: True)}
        if watch_s:
            found.update(_looks_in_time(tree, pids, watch_s))
        return found
    finally:
        tree.end()


def _looks_in_time(tree: Tree, pids: list[int], watch_s: float) -> dict:
    looks, real_look = [], process._Watch._look

    def timed(watch):
        at = time.monotonic()
        with _OpenCounter() as counted:
            real_look(watch)
        looks.append((round(at - made, 3), round((time.monotonic() - at) * 1e3, 1), counted.files))

    process._Watch._look = timed
    try:
        before = time.monotonic()
        watch = process._Watch({tree: pids})
        made = time.monotonic()
        time.sleep(watch_s)
        watch.finish(lambda child: True)
    finally:
        process._Watch._look = real_look
    return {"made_ms": round((made - before) * 1e3, 1), "first_pause_ms": round(watch.first_pause * 1e3, 1),
            "looks": looks}


def honest_hosts(hosts: list[tuple[int, int]]) -> list[dict]:
    """Per host (P physical, L logical CPUs, L growing): the honest child's threads at the stop and whether the real
    ``_too_many`` refuses it, with the bound ``policy`` sets on a host of L CPUs."""
    tree, rows = Tree(HONEST, *(f"{physical}:{logical}" for physical, logical in hosts)), []
    try:
        for number, (physical, logical) in enumerate(hosts):
            if number:
                tree.process.stdin.write("next\n")
                tree.process.stdin.flush()
                assert tree.process.stdout.readline().strip() == "ready"
            pids, started = _stopped(tree)
            this_host = policy.CHILD_THREADS
            policy.CHILD_THREADS = policy.most_threads(logical)
            try:
                over = process._too_many(pids)
            finally:
                policy.CHILD_THREADS = this_host
            rows.append({"physical": physical, "logical": logical, "threads": tree.threads(),
                         "refused": None if over is None else tuple(over)})
            procfs.send_to_same(started, signal.SIGCONT)
    finally:
        tree.end()
    return rows


def slot_escape(slot: tuple[int, ...] = (0,)) -> dict:
    """The CPUs a process pinned to ``slot`` (as the local runtime pins an evaluation) was given, and those it has
    after asking, under the children's seccomp filter, for every CPU."""
    widening = subprocess.Popen([sys.executable, "-c", WIDEN], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                text=True, cwd=ROOT)
    os.sched_setaffinity(widening.pid, slot)
    output, _ = widening.communicate("pinned\n", timeout=60)
    return json.loads(output)


if __name__ == "__main__":
    stops = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    hosts = [tuple(map(int, host.split(":"))) for host in sys.argv[2:]] or [(112, 224), (192, 384), (384, 768)]
    print("THREADS_AFTER_COUNT", churned_stops(stops))
    print("FIRST_LOOK_SHARE", first_read_and_look(watch_s=4.0))
    print("HUGE_HOST_REFUSAL", honest_hosts(hosts))
    print("SLOT_ESCAPE", slot_escape())
