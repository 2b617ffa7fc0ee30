"""Round 40a's premises, on real confined children (round 35a's ``_PICK_DRIVER`` head through round 36b's
``premises36b.driver``: the plan the real ``mode.detect`` settles on for the uid that runs them, the real
``folders.make`` and ``policy.command``) and the real ``FileTableWatch`` over the pass's child's tree as
``Sandbox.processes`` walks it (``process._process_trees``). Uids of no account only (1,500,750-1,500,799); every
memory premise inside a v1 memory cgroup of at most 1 GiB (round 36b's ``premises36b.in_group``), removed after.

- ``split_fill(threads, dip, gap, honest_mib, spawners)``: round 35b's OOM_SPLIT filler next to an honest child of
  ``honest_mib`` in one process. Its pieces (each a forked process, at most ``PIECE_MIB``, smaller than the honest child)
  come from ``spawners`` light processes forked first and allocate ``CHUNK_MIB`` (a mapping of their own) for each byte
  of a pipe, ``gap`` s apart; its first process starts ``threads`` idle C threads (round 39a's LOOK_STRETCH: a walk of
  the tree reads a ``children`` file per thread, tens of ms for 4,000). ``dip`` (DIP_BASELINE): the first process first
  holds memory itself down to ``DIP_LEFT_MIB`` left (one process: not spread, no look ends it), ``HOLD_S``, then calls
  one walk at a time it knows (a probe of ``PROBE_MIB`` for 20 ms: a fall of more than a quarter of ``low_mark``), so that
  walk's baseline (``walked_at_room``) is the probe's room; it waits that walk out (timed on its own /proc) and hands its
  memory to the pieces a chunk at a time (the room stands still: no fall calls a walk early), then the pieces fill the
  rest: only the paced walk, ``PAUSE_PER_LOOK`` walks later, can see the spread. Without ``dip``: the pieces fill from
  where the room stands (the control at ``GAP_S``; FAST_SPLIT at ``gap`` 0, as fast as Python touches pages).
- ``oscillate(threads, seconds, rounds)``: LOOK_TAX through the early walks. A confined child of one process of
  ``threads`` threads holds its memory in itself (never spread) with the room just inside twice ``low_mark``; phase "s"
  holds still (paced walks only), phase "o" falls ``STEPS`` times by ``STEP_MIB`` (each fall calls an early walk), gives
  it all back and waits out the pause; phases interleaved. The watch thread's CPU share
  (``/proc/self/task/<tid>/schedstat``), as round 36b's ``look_cost``.
- ``vanishing(seconds)``: VANISHING. Below ``low_mark`` (another process's ballast) the watch walks and weighs a
  confined child whose processes fork and reap processes that end at once; then the same child spreads its memory.

    python -m tests.adversarial.redteam.round40a.premises40a [dip | fast | tax | churn]
"""

from __future__ import annotations

import json
import sys

from tests.adversarial.redteam.round35a import premises35a
from tests.adversarial.redteam.round36b import premises36b

SPLIT_UID = 1_500_750
TAX_UID = 1_500_751
LIMIT_MIB = 1024  # low_mark 128 MiB, near short below 256 MiB, spread_mark 64 MiB
PIECE_MIB = 96
CHUNK_MIB = 16
DIP_LEFT_MIB = 64  # a quarter of low_mark (32) and 32 MiB: room for the pieces' forks; a fall from here that calls a walk early leaves < 32 MiB
HOLD_S = 0.15  # how long the dip stands before the hand-over: the early walk its fall called has read it (the room is read every 5 ms near short, a walk takes tens of ms)
PROBE_MIB = 36  # low_mark's quarter and 4 MiB: the fall that calls the walk whose baseline the pieces never go below
REST_MIB = 800  # more than the group has left
THREADS = 4000  # CHILD_TASKS (RLIMIT_NPROC) is 4,096 between stops
GAP_S = 0.025  # 640 MiB/s, round 39a's filler's rate
HONEST_MIB = 400  # an honest sample's child (round 35a's honest child, holding this much in its one process)

# The filler: confined as a child, score kept (1000). Its pieces come from a spawner forked first (light): they allocate
# CHUNK_MIB for each byte of a pipe, ``gap`` s apart, a new piece forked whenever the current one holds PIECE_MIB (it holds
# nothing of its parent's), and say each chunk they took on another pipe. Its first process then starts ``threads``
# idle C threads and, at the driver's line "dip rest": without ``dip``, writes the ``rest`` bytes at once. With ``dip``:
# it holds ``dip`` MiB itself (one process: not spread), HOLD_S; then calls a walk itself at a time it knows (a probe of
# PROBE_MIB more for 20 ms: a fall of more than a quarter of low_mark below the baseline, read every 5 ms), frees the
# probe while that walk runs (its baseline is the probe's room), waits out the walk (timed on its own /proc), hands its
# chunks to the pieces one at a time (the room stands still), then writes the ``rest`` bytes.
_FILLER = r'''
import ctypes, json, mmap, os, sys, time
from pytest_passnet.sandbox.confine import confine_child
confine_child()
threads, piece, hold, gap, chunk, probe, spawners = (float(x) for x in sys.argv[1].split(","))
threads, piece, chunk, probe, spawners = int(threads), int(piece), int(chunk), int(probe), int(spawners)
def block(mib=chunk):  # its own mapping, unmapped when dropped (the child's heap is never trimmed: HEAP_ONLY_ALLOCATOR)
    held = mmap.mmap(-1, mib << 20)
    view = memoryview(held)
    view[::4096] = b"x" * len(view[::4096])
    view.release()
    return held
r, w = os.pipe()
taken, took = os.pipe()
if any(os.fork() == 0 for _ in range(spawners)):  # the spawners (one a core): the pieces
    os.close(w)
    held, blocks = 0, []
    while os.read(r, 1):
        if held + chunk > piece:
            if os.fork() == 0:  # a new piece
                blocks, held = [], 0
            else:
                while True:  # the full piece sleeps, holding what it has
                    time.sleep(60)
        blocks.append(block())
        held += chunk
        os.write(took, b"t")
        if gap:
            time.sleep(gap)
    while True:
        time.sleep(60)
libc = ctypes.CDLL(None, use_errno=True)
attr = ctypes.create_string_buffer(128)
libc.pthread_attr_init(attr)
libc.pthread_attr_setstacksize(attr, ctypes.c_size_t(65536))
made = 0
for _ in range(threads):
    if libc.pthread_create(ctypes.byref(ctypes.c_ulong()), attr, ctypes.cast(libc.pause, ctypes.c_void_p), None):
        break
    made += 1
t = time.perf_counter()
for task in os.listdir("/proc/self/task"):  # what one walk of this tree costs the watch, about
    with open(f"/proc/self/task/{task}/children") as listing:
        listing.read()
walk_s = time.perf_counter() - t
print(json.dumps({"role": "filler", "adj": open("/proc/self/oom_score_adj").read().strip(), "threads": made,
                  "tasks": len(os.listdir("/proc/self/task")), "own_walk_ms": round(walk_s * 1e3, 1)}), flush=True)
dip, rest = (int(x) for x in sys.stdin.readline().split())
if dip:
    blocks = [block() for _ in range(dip // chunk)]
    time.sleep(hold)
    extra = block(probe)  # a walk called now: its baseline is this room
    time.sleep(0.02)
    extra.close()
    time.sleep(2 * walk_s + 0.03)  # that walk over: the next is PAUSE_PER_LOOK walks away
    while blocks:  # handed over to the pieces a chunk at a time: the room stands still
        blocks.pop().close()
        os.write(w, b"x")
        os.read(taken, 1)
os.write(w, b"x" * (rest // chunk))
while True:
    time.sleep(60)
'''

_SPLIT_DRIVER = r'''
import json, os, sys, time
honest_mib, arg, dip_left = sys.argv[1], sys.argv[2], int(sys.argv[3])
GROUP = sys.argv[4]
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
    process._process_trees([filler.pid])
    walks.append(round((time.perf_counter() - t) * 1e3, 1))
said["walk_ms"] = walks
said["pause_ms"] = round(PAUSE_PER_LOOK * min(walks), 1)
room = host_memory.room()
low = host_memory.low_mark(room.total)
said["room_mib"] = [room.available >> 20, room.total >> 20]
said["marks_mib"] = {"low": low >> 20, "near": (2 * low) >> 20, "spread": host_memory.spread_mark(room.total) >> 20}
dip = max(0, (room.available >> 20) - dip_left) // CHUNK * CHUNK if dip_left else 0
filler.stdin.write(f"{dip} {REST}\n")
filler.stdin.flush()
said["dip_mib"] = dip
started, lows = time.monotonic(), []
deadline, ended = started + 20, []
while time.monotonic() < deadline and len(ended) < 2:
    for name, child in (("honest", honest), ("filler", filler)):
        if name not in ended and child.poll() is not None:
            ended.append(name)
            deadline = min(deadline, time.monotonic() + 1.5)
    now = host_memory.room()
    if now is not None and len(lows) < 400:
        stat = dict(line.split() for line in open(GROUP + "/memory.stat"))
        lows.append((round(time.monotonic() - started, 2), now.available >> 20, int(stat["rss"]) >> 20,
                     int(stat["total_cache"]) >> 20))
    time.sleep(0.01)
said["room_trace_mib"] = lows[::5]
said["ended"] = ended
said["verdict"] = watch.verdict() if "filler" in ended else watch.ended_for
watch.stop()
for child in (honest, filler):
    if child.poll() is None:
        os.killpg(child.pid, 9)
    child.wait()
said["returncodes"] = {"honest": honest.returncode, "filler": filler.returncode}
for made in (honest_made, filler_made):
    folders.remove(made)
print(json.dumps(said), flush=True)
'''


def split_fill(threads: int = THREADS, dip: bool = True, gap: float = GAP_S, honest_mib: int = HONEST_MIB,
               spawners: int = 1, kind: str = "bubblewrap") -> dict:
    """DIP_BASELINE (``dip``), its control (no dip) and FAST_SPLIT (no dip, ``gap`` 0): which child ends first, the OOM
    kills, the watch's verdict. Under 20 s."""
    code = premises36b.driver(_SPLIT_DRIVER).replace("start(HONEST", "start(" + repr(premises35a._HONEST)).replace(
        "start(FILLER", "start(" + repr(_FILLER)).replace("REST", str(REST_MIB)).replace("CHUNK", str(CHUNK_MIB))
    arg = f"{threads},{PIECE_MIB},{HOLD_S},{gap},{CHUNK_MIB},{PROBE_MIB},{spawners}"
    found, kills = premises36b.in_group(code, SPLIT_UID, [str(honest_mib), arg, str(DIP_LEFT_MIB if dip else 0)],
                                        kind, limit_mib=LIMIT_MIB)
    found["oom_kills"] = kills
    return found


# LOOK_TAX through the early walks: a confined child of one process with ``threads`` idle C threads holds memory in
# itself so that the room stands just inside twice low_mark, then at the driver's word: "s" holds still (the paced walks
# only), "o" oscillates: ``steps`` falls of STEP_MIB (a quarter of low_mark and 4 MiB: each calls a walk early), each
# after the last walk's time, then all of it given back and PAUSE_PER_LOOK walks' time waited (the next paced walk then
# reads the top of the band). Its memory is never spread (one process): no look ends it.
_OSCILLATOR = r"""
import ctypes, json, mmap, os, select, sys, time
from pytest_passnet.sandbox.confine import confine_child
confine_child()
threads, steps, step_mib, pause = (int(x) for x in sys.argv[1].split(","))
libc = ctypes.CDLL(None, use_errno=True)
attr = ctypes.create_string_buffer(128)
libc.pthread_attr_init(attr)
libc.pthread_attr_setstacksize(attr, ctypes.c_size_t(65536))
made = 0
for _ in range(threads):
    if libc.pthread_create(ctypes.byref(ctypes.c_ulong()), attr, ctypes.cast(libc.pause, ctypes.c_void_p), None):
        break
    made += 1
def block(mib):
    held = mmap.mmap(-1, mib << 20)
    view = memoryview(held)
    view[::4096] = b"x" * len(view[::4096])
    view.release()
    return held
t = time.perf_counter()
for task in os.listdir("/proc/self/task"):
    with open(f"/proc/self/task/{task}/children") as listing:
        listing.read()
walk_s = time.perf_counter() - t
print(json.dumps({"role": "oscillator", "threads": made, "own_walk_ms": round(walk_s * 1e3, 1)}), flush=True)
base = block(int(sys.stdin.readline()))
print(json.dumps({"role": "oscillator", "base": True}), flush=True)
mode, cycles = "s", 0
while True:
    if select.select([0], [], [], 0)[0]:  # the driver's word (after the base line: nothing else is buffered)
        mode = os.read(0, 64).decode().split()[-1:] or ["q"]
        mode = mode[0]
        if mode == "q":
            break
    if mode == "s":
        time.sleep(0.01)
        continue
    falls = []
    for _ in range(steps):
        falls.append(block(step_mib))
        time.sleep(walk_s + 0.015)
    for held in falls:
        held.close()
    cycles += 1
    time.sleep(pause * walk_s + 0.03)
print(json.dumps({"role": "oscillator", "cycles": cycles}), flush=True)
"""

# The real watch over ``child``'s tree as ``Sandbox.assign`` starts it, its thread's CPU clock (``cpu_ns``) and three
# timed walks of the tree; a driver's ``WATCHED`` line (round 41a's drivers use it too).
WATCHED = r"""
watch = assigned_watch(child)  # as Sandbox.assign starts it
tid = next(t.native_id for t in threading.enumerate() if t.name == "passnet-file-table")
def cpu_ns():
    return int(open(f"/proc/self/task/{tid}/schedstat").read().split()[0])
walks = []
for _ in range(3):
    t = time.perf_counter()
    process._process_trees([child.pid])
    walks.append(round((time.perf_counter() - t) * 1e3, 1))
said["walk_ms"] = walks
"""

_TAX_DRIVER = r"""
import json, os, sys, threading, time
arg, seconds, rounds = sys.argv[1], float(sys.argv[2]), int(sys.argv[3])
GROUP = sys.argv[4]
from pytest_passnet.sandbox import host_memory, process
from pytest_passnet.sandbox.file_table import FileTableWatch
child, made = start(OSCILLATOR, arg)
said = {"kind": found.kind, "child": json.loads(child.stdout.readline())}
WATCHED
room = host_memory.room()
low = host_memory.low_mark(room.total)
said["marks_mib"] = {"low": low >> 20, "near": (2 * low) >> 20}
child.stdin.write(f"{max(0, (room.available - 2 * low) >> 20) + 8}\n")
child.stdin.flush()
json.loads(child.stdout.readline())
time.sleep(0.5)
said["phases"] = []
for _ in range(rounds):
    for mode in ("s", "o"):  # interleaved, round by round
        child.stdin.write(mode + "\n")
        child.stdin.flush()
        room = host_memory.room()
        t0, c0, lowest = time.monotonic(), cpu_ns(), room.available
        while time.monotonic() - t0 < seconds:
            time.sleep(0.01)
            lowest = min(lowest, host_memory.room().available)
        share = (cpu_ns() - c0) / 1e9 / (time.monotonic() - t0)
        said["phases"].append({"mode": mode, "room_mib": room.available >> 20, "lowest_mib": lowest >> 20,
                               "near_short": host_memory.near_short(room), "watch_cpu_share": round(share, 3)})
child.stdin.write("s\n")
child.stdin.flush()
said["ended_for"] = watch.ended_for
watch.stop()
child.stdin.write("q\n")
child.stdin.flush()
said["child_end"] = json.loads(child.stdout.readline())
os.killpg(child.pid, 9)
child.wait()
folders.remove(made)
print(json.dumps(said), flush=True)
"""

STEP_MIB = 36  # a quarter of low_mark (32) and 4 MiB
STEPS = 6  # from 8 MiB inside twice low_mark down to about a quarter of it
PHASE_S = 3.0


def oscillate(threads: int = THREADS, seconds: float = PHASE_S, rounds: int = 2, kind: str = "bubblewrap") -> dict:
    """LOOK_TAX through the early walks: the watch thread's CPU share, phases "s" (still near short) and "o"
    (oscillating), interleaved ``rounds`` times, ``seconds`` each. About 4 * ``rounds`` * ``seconds`` + 5 s."""
    from pytest_passnet.sandbox.file_table import PAUSE_PER_LOOK
    code = premises36b.driver(_TAX_DRIVER).replace("WATCHED\n", WATCHED).replace("start(OSCILLATOR",
                                                                                   "start(" + repr(_OSCILLATOR))
    arg = f"{threads},{STEPS},{STEP_MIB},{PAUSE_PER_LOOK}"
    found, kills = premises36b.in_group(code, TAX_UID, [arg, str(seconds), str(rounds)], kind, limit_mib=LIMIT_MIB,
                                        timeout=30 + 2 * rounds * seconds)
    found["oom_kills"] = kills
    return found


# VANISHING: the watch's walks and weights over processes that end mid-walk. A confined child's CHURNERS processes each
# fork a process that ends at once, reap it and fork the next (their numbers free again), while another process of the
# driver's holds memory to below low_mark (every look then walks the tree and weighs each process, ``smaps_rollup``
# where the sum is over the mark): after ``seconds`` the watch's thread must still run, have ended nothing, and then
# end the same child once it spreads 4 x SPREAD_MIB over new processes.
_CHURNER = r"""
import json, mmap, os, signal, sys, time
from pytest_passnet.sandbox.confine import confine_child
confine_child()
churners, spread_mib = (int(x) for x in sys.argv[1].split(","))
signal.signal(signal.SIGCHLD, signal.SIG_IGN)
print(json.dumps({"role": "churner"}), flush=True)
def churn():  # one fork at a time, reaped at once: its number is free again
    signal.signal(signal.SIGCHLD, signal.SIG_DFL)
    while True:
        pid = os.fork()
        if pid == 0:
            os._exit(0)
        os.waitpid(pid, 0)
        time.sleep(0.001)
forks = []
for _ in range(churners):
    pid = os.fork()
    if pid == 0:
        churn()
    forks.append(pid)
sys.stdin.readline()
for pid in forks:
    os.kill(pid, signal.SIGKILL)
for _ in range(4):  # the spread: four pieces of its own
    if os.fork() == 0:
        held = mmap.mmap(-1, spread_mib << 20)
        view = memoryview(held)
        view[::4096] = b"x" * len(view[::4096])
        while True:
            time.sleep(60)
print(json.dumps({"role": "churner", "spread": True}), flush=True)
while True:
    time.sleep(60)
"""

_CHURN_DRIVER = r"""
import json, mmap, os, sys, threading, time
arg, seconds = sys.argv[1], float(sys.argv[2])
GROUP = sys.argv[4]
from pytest_passnet.sandbox import host_memory, process
from pytest_passnet.sandbox.file_table import FileTableWatch
child, made = start(CHURNER, arg)
said = {"kind": found.kind, "child": json.loads(child.stdout.readline())}
watch = assigned_watch(child)  # as Sandbox.assign starts it
room = host_memory.room()
low = host_memory.low_mark(room.total)
ballast = mmap.mmap(-1, max(0, room.available - low + (16 << 20)))  # another's memory: below low_mark
view = memoryview(ballast)
view[::4096] = b"b" * len(view[::4096])
said["room_mib"] = host_memory.room().available >> 20
said["low_mib"] = low >> 20
seen, t0, lowest = set(), time.monotonic(), room.available
while time.monotonic() - t0 < seconds:
    seen.update(process._process_trees([child.pid]))
    lowest = min(lowest, host_memory.room().available)
    time.sleep(0.05)
said["lowest_mib"] = lowest >> 20
said["processes_seen"] = len(seen)
said["thread_alive"] = any(t.name == "passnet-file-table" for t in threading.enumerate())
said["ended_for_churn"] = watch.ended_for
child.stdin.write("spread\n")
child.stdin.flush()
t0 = time.monotonic()
while time.monotonic() - t0 < 3 and child.poll() is None:
    time.sleep(0.01)
said["ended_after_spread_s"] = round(time.monotonic() - t0, 2) if child.poll() is not None else None
said["verdict"] = watch.verdict() if child.poll() is not None else watch.ended_for
watch.stop()
if child.poll() is None:
    os.killpg(child.pid, 9)
child.wait()
folders.remove(made)
print(json.dumps(said), flush=True)
"""

CHURN_UID = 1_500_752
CHURNERS = 1
SPREAD_MIB = 24  # four pieces: 72 MiB outside the largest (spread_mark 64), within the room left


def vanishing(seconds: float = 3.0, kind: str = "bubblewrap") -> dict:
    """VANISHING: see above. About ``seconds`` + 6 s."""
    code = premises36b.driver(_CHURN_DRIVER).replace("start(CHURNER", "start(" + repr(_CHURNER))
    found, kills = premises36b.in_group(code, CHURN_UID, [f"{CHURNERS},{SPREAD_MIB}", str(seconds), "-"], kind,
                                        limit_mib=LIMIT_MIB, timeout=90 + seconds)
    found["oom_kills"] = kills
    return found


if __name__ == "__main__":
    what = sys.argv[1] if len(sys.argv) > 1 else "dip"
    if what == "dip":
        for dipped in (False, True):
            print("DIP_BASELINE", dipped, json.dumps(split_fill(THREADS, dipped)), flush=True)
    elif what == "churn":
        print("VANISHING", json.dumps(vanishing()), flush=True)
    elif what == "tax":
        print("LOOK_TAX", json.dumps(oscillate()), flush=True)
    elif what == "fast":
        for threads in (0, THREADS):
            print("FAST_SPLIT", threads, json.dumps(split_fill(threads, False, 0.0)), flush=True)
