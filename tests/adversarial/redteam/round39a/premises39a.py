"""Round 39a's premises, on real confined children (round 35a's ``_PICK_DRIVER`` head through round 36b's
``premises36b.driver``: the plan the real ``mode.detect`` settles on for the uid that runs them, the real
``folders.make`` and ``policy.command``) and the real ``FileTableWatch`` over the pass's child's tree as
``Sandbox.processes`` walks it (``process._process_trees``). Uids of no account only (1,500,600-1,500,649); every
memory premise inside a v1 memory cgroup of at most 1 GiB (round 36b's ``premises36b.in_group``), removed after.

- ``look_stretch(threads, kind)``: LOOK_STRETCH. Round 35b's OOM_SPLIT filler (pieces of ``PIECE_MIB``, each smaller
  than the honest child's ``premises35a.HONEST_MIB``), whose first process first starts ``threads`` idle threads (C
  threads, ``pthread_create`` with ``pause``: 9 KiB resident each). Near short the watch walks the child's tree (a
  ``children`` file read per thread), and pauses 19 times what that took (``file_table.PAUSE_PER_LOOK``): the pass
  chooses how long the watch looks away. The filler fills to inside twice ``low_mark``, waits ``SETTLE_S`` (a walk
  starts within ``PERIOD_S`` and its pause follows), then fills the rest at the same rate. ``threads`` 0: the
  control (the same filler, whose looks come every few ms).

    python -m tests.adversarial.redteam.round39a.premises39a [stretch]
"""

from __future__ import annotations

import json
import sys

from tests.adversarial.redteam.round35a import premises35a
from tests.adversarial.redteam.round36b import premises36b

STRETCH_UID = 1_500_600
LIMIT_MIB = 1024  # low_mark 128 MiB, near short below 256 MiB, spread_mark 64 MiB
PIECE_MIB = 96
INSIDE_MIB = 16  # how far inside twice low_mark the first fill goes
SETTLE_S = 0.2
REST_MIB = 600  # the rest: more than the group has left
STRETCH_THREADS = 4000  # CHILD_TASKS (RLIMIT_NPROC) is 4,096 between stops

# The filler: confined as a child, score kept (1000); ``threads`` C threads in its first process; then, at the
# driver's word "first rest", ``first`` MiB in pieces of PIECE_MIB (a new process forked whenever the current one holds
# that much: it holds nothing of its parent's), SETTLE_S, then ``rest`` MiB the same way; 16 MiB every 50 ms, then every 25 ms.
_FILLER = r'''
import ctypes, json, os, sys, time
from pytest_passnet.sandbox.confine import confine_child
confine_child()
threads, piece, settle = (float(x) for x in sys.argv[1].split(","))
threads, piece = int(threads), int(piece)
libc = ctypes.CDLL(None, use_errno=True)
attr = ctypes.create_string_buffer(128)
libc.pthread_attr_init(attr)
libc.pthread_attr_setstacksize(attr, ctypes.c_size_t(65536))
made = 0
for _ in range(threads):
    if libc.pthread_create(ctypes.byref(ctypes.c_ulong()), attr, ctypes.cast(libc.pause, ctypes.c_void_p), None):
        break
    made += 1
tasks = len(os.listdir("/proc/self/task"))
print(json.dumps({"role": "filler", "adj": open("/proc/self/oom_score_adj").read().strip(), "threads": made,
                  "tasks": tasks}), flush=True)
first, rest = (int(x) for x in sys.stdin.readline().split())
held, blocks = 0, []
def fill(mib, gap):
    global held, blocks
    done = 0
    while done < mib:
        if held + 16 > piece:
            if os.fork() == 0:  # a new piece
                blocks, held = [], 0
                continue
            while True:  # the full piece sleeps, holding what it has
                time.sleep(60)
        block = bytearray(16 << 20)
        block[::4096] = b"x" * len(block[::4096])
        blocks.append(block)
        held += 16
        done += 16
        time.sleep(gap)
fill(first, 0.05)
time.sleep(settle)
fill(rest, 0.025)
time.sleep(60)
'''

_STRETCH_DRIVER = r'''
import json, os, sys, time
honest_mib, arg = sys.argv[1], sys.argv[2]
GROUP = sys.argv[3]
honest, honest_made = start(HONEST, honest_mib)
said = {"kind": found.kind, "honest": json.loads(honest.stdout.readline())}
filler, filler_made = start(FILLER, arg)
said["filler"] = json.loads(filler.stdout.readline())
from pytest_passnet.sandbox import host_memory, process
from pytest_passnet.sandbox.file_table import FileTableWatch, PAUSE_PER_LOOK
watch = assigned_watch(filler)  # as Sandbox.assign starts it
walks = []
for _ in range(3):
    t = time.perf_counter()
    pids = process._process_trees([filler.pid])
    walks.append(round((time.perf_counter() - t) * 1e3, 1))
said["walk_ms"] = walks
said["pause_ms"] = round(PAUSE_PER_LOOK * min(walks), 1)
room = host_memory.room()
low = host_memory.low_mark(room.total)
said["room_mib"] = [room.available >> 20, room.total >> 20]
said["marks_mib"] = {"low": low >> 20, "near": (2 * low) >> 20, "spread": host_memory.spread_mark(room.total) >> 20}
first = max(0, (room.available - 2 * low) >> 20) + INSIDE
filler.stdin.write(f"{first} {REST}\n")
filler.stdin.flush()
said["first_mib"] = first
deadline, ended = time.monotonic() + 20, []
while time.monotonic() < deadline and len(ended) < 2:
    for name, child in (("honest", honest), ("filler", filler)):
        if name not in ended and child.poll() is not None:
            ended.append(name)
            deadline = min(deadline, time.monotonic() + 1.5)
    time.sleep(0.01)
said["ended"] = ended
said["verdict"] = watch.verdict() if "filler" in ended else watch.ended_for
watch.stop()
for child in (honest, filler):
    if child.poll() is None:
        os.killpg(child.pid, 9)
    child.wait()
said["usage_mib"] = int(open(GROUP + "/memory.usage_in_bytes").read()) >> 20
said["returncodes"] = {"honest": honest.returncode, "filler": filler.returncode}
for made in (honest_made, filler_made):
    folders.remove(made)
print(json.dumps(said), flush=True)
'''


def look_stretch(threads: int, kind: str = "bubblewrap") -> dict:
    """LOOK_STRETCH (``threads`` > 0) or its control (0): which child ends first, the OOM kills, the watch's verdict.
    Under 20 s."""
    code = premises36b.driver(_STRETCH_DRIVER).replace("start(HONEST", "start(" + repr(premises35a._HONEST)).replace(
        "start(FILLER", "start(" + repr(_FILLER)).replace("INSIDE", str(INSIDE_MIB)).replace("REST", str(REST_MIB))
    found, kills = premises36b.in_group(code, STRETCH_UID,
                                        [str(premises35a.HONEST_MIB), f"{threads},{PIECE_MIB},{SETTLE_S}"], kind,
                                        limit_mib=LIMIT_MIB)
    found["oom_kills"] = kills
    return found


if __name__ == "__main__":
    what = sys.argv[1] if len(sys.argv) > 1 else "stretch"
    if what == "stretch":
        for threads in (0, STRETCH_THREADS):
            print("LOOK_STRETCH", threads, json.dumps(look_stretch(threads)), flush=True)


# -- POOL_SPREAD: an honest child's Inductor compile pool weighed against spread_mark ------------------------------------

POOL_UID = 1_500_601
POOL_LIMIT_MIB = 1024

# The honest child: torch imported, then Inductor's own compile pool started as on a GPU host (``AsyncCompile``'s
# ``process_pool``: with ``worker_start_method`` "subprocess" a sidecar interpreter that imports torch itself), and
# nothing else: no pass code at all.
_POOL_HONEST = r'''
import json, os, sys, time
from pytest_passnet.sandbox.confine import confine_child
confine_child()
import torch
from torch._inductor import config
from torch._inductor.async_compile import AsyncCompile
pool = AsyncCompile.process_pool() if sys.argv[1].startswith("pool") else None
def kids():
    found = []
    for task in os.listdir("/proc/self/task"):
        found += open(f"/proc/self/task/{task}/children").read().split()
    return found
deadline = time.monotonic() + 40
while pool is not None and time.monotonic() < deadline:  # the sidecar up: torch imported there too
    try:
        if any(int(open(f"/proc/{kid}/statm").read().split()[1]) * 4096 > 200 << 20 for kid in kids()):
            break
    except (OSError, ValueError):
        pass
    time.sleep(0.2)
print(json.dumps({"role": "honest", "worker_start": config.worker_start_method, "children": len(kids())}), flush=True)
time.sleep(120)
'''

# Another worker's child (a pass's or the reference's): memory held in one process, the kernel's own pick.
_BALLAST = r'''
import json, sys, time
from pytest_passnet.sandbox.confine import confine_child
confine_child()
mib = int(sys.stdin.readline())
held = bytearray(mib << 20)
held[::4096] = b"b" * len(held[::4096])
print(json.dumps({"role": "ballast", "mib": mib}), flush=True)
time.sleep(60)
'''

_POOL_DRIVER = r'''
import json, os, sys, time
honest_arg = sys.argv[1]
GROUP = sys.argv[3]  # (the head reads three arguments)
honest, honest_made = start(HONEST, honest_arg)
said = {"kind": found.kind, "honest": json.loads(honest.stdout.readline())}
from pytest_passnet.sandbox import host_memory, process, procfs
from pytest_passnet.sandbox.file_table import FileTableWatch
watch = assigned_watch(honest)  # as Sandbox.assign starts it
pids = process._process_trees([honest.pid])
said["honest_weights_mib"] = sorted(((procfs.weight_once(p) or 0) >> 20 for p in pids), reverse=True)
room = host_memory.room()
said["room_before_mib"] = [room.available >> 20, room.total >> 20]
said["spread_mark_mib"] = host_memory.spread_mark(room.total) >> 20
ballast, ballast_made = start(FILLER, "0")
ballast_mib = max(16, (room.available - host_memory.low_mark(room.total) >> 20) + 40)
ballast.stdin.write(f"{ballast_mib}\n")
ballast.stdin.flush()
said["ballast"] = json.loads(ballast.stdout.readline())
room = host_memory.room()
said["room_short_mib"] = room.available >> 20
deadline = time.monotonic() + 3.0
while time.monotonic() < deadline and honest.poll() is None:
    time.sleep(0.02)
said["honest_ended"] = honest.poll() is not None
said["ballast_ended"] = ballast.poll() is not None
said["verdict"] = watch.verdict() if said["honest_ended"] else watch.ended_for
watch.stop()
for child in (honest, ballast):
    if child.poll() is None:
        os.killpg(child.pid, 9)
    child.wait()
for made in (honest_made, ballast_made):
    folders.remove(made)
print(json.dumps(said), flush=True)
'''


def pool_spread(pool: bool = True, kind: str = "bubblewrap") -> dict:
    """POOL_SPREAD (``pool``) or its control (the same honest child without its compile pool): whether the honest
    child's watch ends it while another worker's one-process child makes memory short. About 15 s."""
    code = premises36b.driver(_POOL_DRIVER).replace("start(HONEST", "start(" + repr(_POOL_HONEST)).replace(
        "start(FILLER", "start(" + repr(_BALLAST))
    found, kills = premises36b.in_group(code, POOL_UID, ["pool" if pool else "none", "-"], kind,
                                        limit_mib=POOL_LIMIT_MIB, timeout=90)
    found["oom_kills"] = kills
    return found
