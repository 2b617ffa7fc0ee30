"""Round 36b's premises, on real confined children (the plan the real ``mode.detect`` settles on for the uid that runs
them, the real ``folders.make`` and ``policy.command``, as round 35a's ``_PICK_DRIVER``) and the real
``FileTableWatch`` with its memory looks (``ab13f366``). Uids of no account only (1,500,520-1,500,539); every memory
premise inside a v1 memory cgroup of at most 640 MiB made here and removed after.

- ``active_cache(how, kind)``: ROOM_ACTIVE_CACHE + SHARED_SPREAD. A 640 MiB cgroup (a container's limit) holds
  two workers' children: an honest one that holds ``HONEST_MIB`` and forks one worker that writes nothing (its pages
  shared copy-on-write, as Inductor's forked compile workers or a DataLoader's), watched by the real
  ``FileTableWatch``; and another worker's pass child that writes ``CACHE_MIB`` to a file in its own scratch (on disk)
  and reads it twice (``how`` "twice"; "once": written only, the control; "anon": SHARED_SPREAD, ``ANON_MIB`` held in
  one process, memory really short). Page cache read twice is *active*:
  ``host_memory._room_in`` subtracts only ``inactive_file``, so the room reads short while every byte of that cache is
  the kernel's to reclaim. What the honest child's watch says, whether any OOM kill happened, and whether 400 MiB
  could be allocated in the cgroup afterwards (the memory was never short).
- ``look_cost(threads, near)``: LOOK_TAX. The real ``FileTableWatch`` over a stopped tree of 64 processes of
  ``threads`` threads each (the most a stopped child may have: ``policy.CHILD_PROCESSES``, ``CHILD_THREADS``), in a
  cgroup whose room is held near short (``near``: a ballast in one process, which no look ends) or not: the CPU the
  watch's thread takes from the trusted process per second while the tree is held for another side's timed work
  (lent to another worker's share: ``near``; held by ``others_stopped``: ``near_held``). While the child may run the
  watch walks at every period (session 30: then the walk's CPU is the pass's own time).

    python -m tests.adversarial.redteam.round36b.premises36b [cache | tax]
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

from tests.adversarial.redteam.round35a import premises35a

CACHE_UID = 1_500_520
TAX_UID = 1_500_521
LIMIT_MIB = 640
HONEST_MIB = 60
CACHE_MIB = 500
ANON_MIB = 480

_HONEST = r'''
import json, os, sys, time
from pytest_passnet.sandbox.confine import confine_child
confine_child()
held = bytearray(int(sys.argv[1]) << 20)
held[::4096] = b"x" * len(held[::4096])
print(json.dumps({"role": "honest", "ready": True}), flush=True)
sys.stdin.readline()
if os.fork() == 0:  # a worker: it reads the parent's pages (copy-on-write), writes none
    while True:
        time.sleep(60)
print(json.dumps({"role": "honest", "forked": True}), flush=True)
time.sleep(60)
'''

_CACHER = r'''
import json, os, sys, time
from pytest_passnet.sandbox.confine import confine_child
confine_child()
mib, how = int(sys.argv[1].split(",")[0]), sys.argv[1].split(",")[1]
if how == "anon":  # memory really held, in one process (the kernel's own pick, which no look ends)
    ballast = bytearray(mib << 20)
    ballast[::4096] = b"a" * len(ballast[::4096])
    print(json.dumps({"role": "cacher", "mib": mib, "how": how}), flush=True)
    time.sleep(60)
block = b"c" * (1 << 20)
with open("cache.bin", "wb") as f:  # the pass's own scratch: a file on disk
    for _ in range(mib):
        f.write(block)
    f.flush()
    os.fsync(f.fileno())
for _ in range(2 if how == "twice" else 0):  # read twice: the kernel moves its pages to the active list
    with open("cache.bin", "rb") as f:
        while f.read(1 << 20):
            pass
print(json.dumps({"role": "cacher", "mib": mib, "how": how}), flush=True)
time.sleep(60)
'''

_CACHE_DRIVER = r'''
import json, os, sys, time
GROUP = sys.argv[4]
def stat():
    d = dict(line.split() for line in open(GROUP + "/memory.stat"))
    return {k: int(d[k]) >> 20 for k in ("rss", "active_file", "inactive_file")}
honest, honest_made = start(HONEST, honest_mib)
said = {"kind": found.kind, "honest": json.loads(honest.stdout.readline())}
before = stat()["rss"]
honest.stdin.write("fork\n"); honest.stdin.flush()
json.loads(honest.stdout.readline())
time.sleep(0.2)
said["fork_added_rss_mib"] = stat()["rss"] - before
from pytest_passnet.sandbox import host_memory, procfs
from pytest_passnet.sandbox.file_table import FileTableWatch
pids = sorted(tree(honest.pid))
said["honest_weights_mib"] = sorted((procfs.oom_weight(p) >> 20 for p in pids), reverse=True)
watch = FileTableWatch(lambda: sorted(tree(honest.pid)))
cacher, cacher_made = start(FILLER, lowered)
said["cacher"] = json.loads(cacher.stdout.readline())
said["stat"] = stat()
room = host_memory.room()
said["room_mib"] = [room.available >> 20, room.total >> 20]
said["low_mark_mib"] = host_memory.low_mark(room.total) >> 20
said["spread_mark_mib"] = host_memory.spread_mark(room.total) >> 20
deadline = time.monotonic() + float(seen_at)
while time.monotonic() < deadline and honest.poll() is None:
    time.sleep(0.02)
said["honest_ended"] = honest.poll() is not None
said["verdict"] = watch.verdict() if said["honest_ended"] else None
watch.stop()
probe = bytearray(400 << 20)  # memory the room said was short: the kernel reclaims the cache for it
probe[::4096] = b"p" * len(probe[::4096])
said["allocated_400_mib_after"] = True
said["stat_after"] = stat()
del probe
for child in (honest, cacher):
    if child.poll() is None:
        os.killpg(child.pid, 9)
    child.wait()
for made in (honest_made, cacher_made):
    folders.remove(made)
print(json.dumps(said), flush=True)
'''


# A driver's ``assigned_watch(child)``: the real ``FileTableWatch`` over a started child as ``Sandbox.assign`` starts it,
# the child's tree walked as ``Sandbox.processes`` walks it and its pass's process group stopped for each memory look
# (``PassGroup``); ``found`` is the driver's ``mode.detect()``.
ASSIGNED_WATCH = r"""
def assigned_watch(child):
    from pytest_passnet.sandbox import process
    from pytest_passnet.sandbox.file_table import FileTableWatch
    from pytest_passnet.sandbox.pass_group import PassGroup
    group = PassGroup(child.pid, nested=found.kind == "bubblewrap")
    return FileTableWatch(lambda: process._process_trees([child.pid]), signal_pass=group.send, resume_pass=group.resume)
"""


def driver(body: str) -> str:
    """Round 35a's ``_PICK_DRIVER`` head (``start``, ``tree``, ``found``), children with a stdin, ``assigned_watch``,
    then ``body``."""
    head = premises35a._PICK_DRIVER.split("honest, honest_made = start(HONEST")[0]
    head = head.replace("stdout=subprocess.PIPE, stderr", "stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr")
    assert "stdin=subprocess.PIPE" in head and "def tree(root)" in head
    return head + ASSIGNED_WATCH + body


def in_group(code: str, uid: int | None, args: list[str], kind: str, limit_mib: int = LIMIT_MIB,
             timeout: float = 60) -> tuple[dict, list[str]]:
    """``code`` run with ``args`` and the group's path in a fresh v1 memory cgroup of ``limit_mib`` (a small host), as
    ``uid`` (None: this process's); its last JSON line and the group's OOM kill count line."""
    group = Path(f"/sys/fs/cgroup/memory/round36b-{os.getpid()}-{uid}")
    group.mkdir()
    try:
        (group / "memory.limit_in_bytes").write_text(str(limit_mib << 20))
        wrapper = f"echo $$ > {group}/cgroup.procs && exec \"$@\""
        with tempfile.TemporaryDirectory(prefix="round36b-") as home:
            os.chmod(home, 0o755)
            try:
                done = subprocess.run(["sh", "-c", wrapper, "sh",
                                       *(premises35a._as(uid) if uid is not None else []), sys.executable, "-c", code,
                                       *args, str(group)], capture_output=True, text=True,
                                      env={**premises35a._env(kind), "TMPDIR": home}, timeout=timeout, check=False,
                                      cwd=home)
                printed, complaint = done.stdout, done.stderr[-1500:]
            except subprocess.TimeoutExpired as late:  # what it printed says where it hung
                printed = (late.stdout or b"").decode(errors="replace")
                complaint = f"timed out after {timeout} s; printed {printed[-500:]!r}, " + \
                    (late.stderr or b"").decode(errors="replace")[-1000:]
        lines = premises35a._lines(printed)
        found = lines[-1] if lines else {"error": complaint}
        kills = [line for line in (group / "memory.oom_control").read_text().splitlines() if line.startswith("oom_kill ")]
        return found, kills
    finally:
        premises35a.remove_group(group)


def active_cache(how: str, kind: str = "process") -> dict:
    """ROOM_ACTIVE_CACHE (``how`` "twice"; "once": the control) and SHARED_SPREAD (``how`` "anon": the other worker's
    child holds ``ANON_MIB`` of its own in one process, memory really short): see the module's docstring. Under 15 s."""
    code = driver(_CACHE_DRIVER).replace("start(HONEST", "start(" + repr(_HONEST)).replace(
        "start(FILLER", "start(" + repr(_CACHER))
    found, kills = in_group(code, CACHE_UID, [str(HONEST_MIB), f"{ANON_MIB if how == 'anon' else CACHE_MIB},{how}", "3.0"], kind)
    found["oom_kills"] = kills
    return found


# LOOK_TAX: a stopped tree of 64 processes of ``threads`` threads (a pass's child at a stop may have that many), the
# real ``FileTableWatch`` over it with the real ``process._process_trees`` (``Sandbox.processes``) and a score read of
# each process (``Sandbox.lowered_oom_score``'s), and the CPU its thread takes: memory away from short, then held near
# short by a ballast in this one process (the kernel's own pick: no look ends it), then away again.
_TAX_DRIVER = r"""
import json, os, signal, sys, threading, time
from pytest_passnet.sandbox import host_memory, procfs, process
from pytest_passnet.sandbox.file_table import FileTableWatch
threads, seconds = int(sys.argv[1]), float(sys.argv[2])
root = os.fork()
if root == 0:
    os.setpgid(0, 0)
    for _ in range(63):
        if os.fork() == 0:
            break
    for _ in range(threads - 1):
        threading.Thread(target=time.sleep, args=(600,), daemon=True).start()
    time.sleep(600)
time.sleep(1.5)
tree = process._process_trees([root])
procfs.send(tree, signal.SIGSTOP)
time.sleep(0.2)
said = {"processes": len(tree), "threads": sum(procfs.thread_count(p) for p in tree)}
watch = FileTableWatch(lambda: process._process_trees([root]),
                       lambda pids: next(((p, s) for p in pids if (s := procfs.oom_score_adj(p)) is not None and s < 0), None))
tid = next(t.native_id for t in threading.enumerate() if t.name == "passnet-file-table")
def cpu_ns():
    return int(open(f"/proc/self/task/{tid}/schedstat").read().split()[0])
def phase(name):
    room = host_memory.room()
    t0, c0 = time.monotonic(), cpu_ns()
    time.sleep(seconds)
    said[name] = {"room_mib": room.available >> 20, "near_short": host_memory.near_short(room),
                  "watch_cpu_share": round((cpu_ns() - c0) / 1e9 / (time.monotonic() - t0), 3)}
start = time.monotonic()
t = time.perf_counter(); process._process_trees([root]); said["one_tree_ms"] = round((time.perf_counter() - t) * 1e3, 2)
phase("away")
total = host_memory.room().total
ballast = bytearray(max(0, host_memory.room().available - host_memory.low_mark(total) * 3 // 2))
ballast[::4096] = b"b" * len(ballast[::4096])
watch.lend()  # the tax counts while the child is held for another's timed work: lent to another worker's share,
phase("near")
watch.take_back()
with watch.hold:  # or held by others_stopped for its own worker's other side
    phase("near_held")
del ballast
phase("away_again")
said["ended_for"] = watch.ended_for
watch.stop()
os.killpg(root, signal.SIGKILL)
print(json.dumps(said), flush=True)
"""


def look_cost(threads: int = 16, seconds: float = 2.0) -> dict:
    """LOOK_TAX: see the module's docstring. About 10 s."""
    found, kills = in_group(_TAX_DRIVER, TAX_UID, [str(threads), str(seconds)], "process")
    found["oom_kills"] = kills
    return found


if __name__ == "__main__":
    what = sys.argv[1] if len(sys.argv) > 1 else "cache"
    if what == "cache":
        for how in ("once", "twice", "anon"):
            print("ROOM_ACTIVE_CACHE", how, active_cache(how))
    elif what == "tax":
        for threads in (1, 16):
            print("LOOK_TAX", threads, look_cost(threads))
