"""Round 36c's SLOT_ESCAPE premises (2e439358: a pinned trusted process's children have ``sched_setaffinity`` refused).
A process pinned to one CPU as the agent's local runtime pins an evaluation, confined by the children's steps in the
plan's form (a uid of no account, no_new_privs, seccomp with ``pinned``), tries the other ways to more CPUs: the call
from a thread started after the filter (glibc's ``pthread_setaffinity_np``), the raw system call, and a move into a
cpuset cgroup of every CPU (v1 ``tasks``: the kernel resets a moved task's affinity to its cpuset's CPUs, before 6.2
whatever the task had asked). What it runs on afterwards is reported.

    python -m tests.adversarial.redteam.round36c.slot36c
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).parents[4]
UID = 1_500_540  # of no account (the brief's range)

WIDEN = r"""
import ctypes, json, os, sys, threading
from pytest_passnet.sandbox import confine, policy
libc = ctypes.CDLL(None, use_errno=True)  # what the uid may not load once it runs as one
libc.pthread_self.restype = ctypes.c_ulong
libc.pthread_setaffinity_np.argtypes = [ctypes.c_ulong, ctypes.c_size_t, ctypes.c_void_p]
libc.syscall.argtypes = [ctypes.c_long, ctypes.c_long, ctypes.c_size_t, ctypes.c_void_p]
sys.stdin.readline()
pinned = sorted(os.sched_getaffinity(0))
plan = {"steps": ["identity", "no_new_privs", "seccomp"], "uid": UID, "gid": UID, "pinned": policy.pinned()}
confine.apply(plan)
tried = {}
every = list(range(os.cpu_count()))
try:
    os.sched_setaffinity(0, every); tried["sched_setaffinity"] = "allowed"
except OSError as exc:
    tried["sched_setaffinity"] = exc.strerror
mask = (ctypes.c_ulong * 16)(); mask[0] = (1 << len(every)) - 1
tried["raw_syscall"] = os.strerror(ctypes.get_errno()) if libc.syscall(203, 0, ctypes.sizeof(mask), mask) else "allowed"
def in_thread():
    code = libc.pthread_setaffinity_np(libc.pthread_self(), ctypes.sizeof(mask), mask)
    tried["pthread_setaffinity_np"] = os.strerror(code) if code else "allowed"
    tried["thread_after"] = sorted(os.sched_getaffinity(0))
thread = threading.Thread(target=in_thread); thread.start(); thread.join()
for tasks in ("/sys/fs/cgroup/cpuset/tasks", "/sys/fs/cgroup/cpuset/cgroup.procs", "/sys/fs/cgroup/cgroup.procs"):
    try:
        with open(tasks, "w") as f:
            f.write(str(os.getpid()))
        tried[tasks] = "allowed"
    except OSError as exc:
        tried[tasks] = exc.strerror
print(json.dumps({"pinned": pinned, "plan_pinned": plan["pinned"], "tried": tried,
                  "after": sorted(os.sched_getaffinity(0))}))
""".replace("UID", str(UID))


def escape(slot: tuple[int, ...] = (0,)) -> dict:
    """The CPUs a process pinned to ``slot`` and confined as a child was given, what each way to more CPUs answered,
    and the CPUs it ran on afterwards."""
    widening = subprocess.Popen([sys.executable, "-c", WIDEN], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                text=True, cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)})
    os.sched_setaffinity(widening.pid, slot)
    output, _ = widening.communicate("pinned\n", timeout=60)
    return json.loads(output)


def cpuset_move_keeps_the_pin() -> dict:
    """As root, outside any sandbox: a process pinned to CPU 0 by ``sched_setaffinity`` moved into a fresh v1 cpuset of
    every CPU: the CPUs it may run on afterwards (this kernel's answer to the cgroup way, were a child able to write
    there)."""
    base = Path("/sys/fs/cgroup/cpuset")
    group = base / f"r36c-{os.getpid()}"
    sleeper = subprocess.Popen(["sleep", "30"])
    try:
        os.sched_setaffinity(sleeper.pid, {0})
        group.mkdir()
        (group / "cpuset.cpus").write_text((base / "cpuset.cpus").read_text())
        (group / "cpuset.mems").write_text((base / "cpuset.mems").read_text())
        (group / "tasks").write_text(str(sleeper.pid))
        return {"cpuset": (group / "cpuset.cpus").read_text().strip(), "after": sorted(os.sched_getaffinity(sleeper.pid)),
                "kernel": os.uname().release}
    finally:
        sleeper.kill()
        sleeper.wait()
        if group.exists():
            group.rmdir()


if __name__ == "__main__":
    print(json.dumps({"escape": escape(), "cpuset_move": cpuset_move_keeps_the_pin()}))
