"""Round 43a's premises, on real confined children (round 35a's ``_PICK_DRIVER`` head through round 36b's
``premises36b.driver``: the plan the real ``mode.detect`` settles on for the uid that runs them, the real
``folders.make`` and ``policy.command``) and the real ``FileTableWatch`` built as ``Sandbox.assign`` builds it
(``assigned_watch``: ``process._process_trees`` of the child and its ``PassGroup``'s stop and continue). Uids of no
account only (1,501,100-1,501,149); every memory premise inside a v1 memory cgroup of 1 GiB (round 36b's
``premises36b.in_group``: low_mark 128 MiB, near short below 256 MiB, spread_mark 64 MiB), removed after.

- ``split_fill(threads, populate, probe_left, honest_mib, spawners)``: round 35b's OOM_SPLIT filler beside an honest
  child of ``honest_mib`` in one process. The filler's pieces (each a forked process of ``PIECE_MIB``, smaller than the
  honest child) are forked by ``spawners`` light processes made first; each piece fills its mapping at once, either
  in one ``madvise(MADV_POPULATE_WRITE)`` call (``populate``: POPULATE_THROUGH, a call a SIGSTOP does not interrupt)
  or touching a byte a page from Python (a SIGSTOP stops it at once: the control, 40a's FAST_SPLIT). Its first process
  starts ``threads`` idle C threads (a walk of its tree then takes tens of ms, and the pause 19 times that).
  ``probe_left`` (PROBE_BASELINE): before the pieces, the first process alone takes memory down to ``probe_left`` MiB
  left (one process: no finding), so that the looks its fall calls read a room near zero (``looked_at``), frees it,
  and then the pieces fill: ``host_memory.ran_shorter`` calls the next look early only below half that reading, and
  the paced one comes 19 looks' time after the last.

    python -m tests.adversarial.redteam.round43a.premises43a [control | populate | probe | both]
"""

from __future__ import annotations

import json
import sys

from tests.adversarial.redteam.round35a import premises35a
from tests.adversarial.redteam.round36b import premises36b

SPLIT_UID = 1_501_100
LIMIT_MIB = 1024  # low_mark 128 MiB, near short below 256 MiB, spread_mark 64 MiB
PIECE_MIB = 96
REST_MIB = 864  # nine pieces: more than the group has left
THREADS = 4000  # CHILD_TASKS (RLIMIT_NPROC) is 4,096 between stops
HONEST_MIB = 400  # an honest sample's child, holding this much in its one process
NEAR_LEFT_MIB = 240  # with a probe, the first process first holds the room here: near short (below 256), not short
PROBE_LEFT_MIB = 16  # where the first process's probe leaves the room: the looks its fall calls read about this much

# The filler: confined as a child, score kept (1000). Spawners forked first (light): each forks a piece for each byte of
# its pipe, at once, and a piece fills PIECE_MIB of its own mapping (one populate call, or a byte a page), then sleeps.
# Its first process then starts ``threads`` idle C threads and, at the driver's line "probe rest": with a probe, holds
# ``probe`` MiB itself (populated), waits a few periods, frees it and waits out a look's time; then asks the spawners
# for ``rest`` MiB of pieces, all at once.
_FILLER = r'''
import ctypes, json, mmap, os, sys, time
from pytest_passnet.sandbox.confine import confine_child
confine_child()
threads, piece, populate, spawners = (int(x) for x in sys.argv[1].split(","))
libc = ctypes.CDLL(None, use_errno=True)
libc.madvise.argtypes = (ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int)
MADV_POPULATE_WRITE = 23
def fill(mib, in_one_call):
    held = mmap.mmap(-1, mib << 20)
    if in_one_call == 2:  # one read(2) of a file into the untouched mapping: its copy faults the pages in, and a
        with open("piece.bin", "rb") as source:  # file read checks only fatal signals
            if os.preadv(source.fileno(), [held], 0) != mib << 20:
                raise OSError("short read")
    elif in_one_call:  # the kernel faults every page in before the call returns; only a fatal signal ends it early
        address = ctypes.addressof(ctypes.c_char.from_buffer(held))
        if libc.madvise(address, mib << 20, MADV_POPULATE_WRITE):
            raise OSError(ctypes.get_errno(), "madvise")
    else:
        view = memoryview(held)
        view[::4096] = b"x" * len(view[::4096])
        view.release()
    return held
if populate == 2:  # the file the pieces read (the child's own scratch)
    with open("piece.bin", "wb") as made:
        for _ in range(piece):
            made.write(b"f" * (1 << 20))
r, w = os.pipe()
if any(os.fork() == 0 for _ in range(spawners)):  # a spawner: a piece per byte, forked at once
    os.close(w)
    while os.read(r, 1):
        if os.fork() == 0:
            held = fill(piece, populate)
            while True:
                time.sleep(60)
    while True:
        time.sleep(60)
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
hold, probe, rest = (int(x) for x in sys.stdin.readline().split())
kept = fill(hold, 1) if hold else None  # one process: the room just inside twice low_mark, no finding
if probe:
    held = fill(probe, 1)  # one process: no look ends it; each look its fall calls reads the room it leaves
    time.sleep(0.1)  # a few periods: a look reads the bottom
    del held
    time.sleep(2 * walk_s + 0.05)  # the last look over: the next paced one is 19 looks away
os.write(w, b"x" * (rest // piece))
while True:
    time.sleep(60)
'''

_SPLIT_DRIVER = r'''
import json, os, sys, time
honest_mib, arg, probe_left = sys.argv[1], sys.argv[2], int(sys.argv[3])
GROUP = sys.argv[4]
honest, honest_made = start(HONEST, honest_mib)
said = {"kind": found.kind, "honest": json.loads(honest.stdout.readline())}
filler, filler_made = start(FILLER, arg)
said["filler"] = json.loads(filler.stdout.readline())
from pytest_passnet.sandbox import host_memory, process
from pytest_passnet.sandbox.file_table import PAUSE_PER_LOOK
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
hold = max(0, (room.available >> 20) - NEAR_LEFT) if probe_left else 0
probe = NEAR_LEFT - probe_left if probe_left else 0
filler.stdin.write(f"{hold} {probe} {REST}\n")
filler.stdin.flush()
said["probe_mib"] = [hold, probe]
started, trace = time.monotonic(), []
deadline, ended = started + 15, []
while time.monotonic() < deadline and len(ended) < 2:
    for name, child in (("honest", honest), ("filler", filler)):
        if name not in ended and child.poll() is not None:
            ended.append(name)
            deadline = min(deadline, time.monotonic() + 1.5)
    now = host_memory.room()
    if now is not None and len(trace) < 600:
        trace.append((round(time.monotonic() - started, 3), now.available >> 20))
    time.sleep(0.005)
said["lowest_mib"] = min(m for _, m in trace) if trace else None
said["room_trace_mib"] = trace[::8]
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


def split_fill(threads: int = THREADS, populate: int = 1, probe_left: int = 0, honest_mib: int = HONEST_MIB,
               spawners: int = 2, kind: str = "bubblewrap", as_root: bool = False) -> dict:
    """POPULATE_THROUGH (``populate``), PROBE_BASELINE (``probe_left``) and their control (neither, 40a's FAST_SPLIT):
    which child ends first, the OOM kills, the watch's verdict. ``as_root``: the driver and its children run as root
    (plain mode's namespaces as root; the product would give each child a uid of its own). Under 20 s."""
    code = premises36b.driver(_SPLIT_DRIVER).replace("start(HONEST", "start(" + repr(premises35a._HONEST)).replace(
        "start(FILLER", "start(" + repr(_FILLER)).replace("REST", str(REST_MIB)).replace("NEAR_LEFT", str(NEAR_LEFT_MIB))
    arg = f"{threads},{PIECE_MIB},{int(populate)},{spawners}"
    found, kills = premises36b.in_group(code, None if as_root else SPLIT_UID, [str(honest_mib), arg, str(probe_left)], kind,
                                        limit_mib=LIMIT_MIB, timeout=90)
    found["oom_kills"] = kills
    return found


def fooled(found: dict) -> bool:
    """The kernel ended the honest child before the watch ended the split filler (round 35b's OOM_SPLIT again)."""
    return found.get("ended", [])[:1] == ["honest"] and found.get("oom_kills") != ["oom_kill 0"]


def _brief(found: dict) -> str:
    """What a finding shows, as JSON: an assertion's message in full (pytest shortens a dict's)."""
    return json.dumps({key: found.get(key) for key in ("filler", "walk_ms", "pause_ms", "room_mib", "probe_mib",
                                                       "lowest_mib", "ended", "oom_kills", "verdict", "returncodes",
                                                       "error")})


if __name__ == "__main__":
    which = sys.argv[1] if len(sys.argv) > 1 else "control"
    shapes = {"control": {"populate": 0}, "populate": {"populate": 1}, "read": {"populate": 2},
              "probe": {"populate": 0, "probe_left": PROBE_LEFT_MIB},
              "both": {"populate": 1, "probe_left": PROBE_LEFT_MIB, "threads": 0}}
    extra = {k: v if k == "kind" else int(v) for k, v in (a.split("=") for a in sys.argv[2:])}
    print(_brief(split_fill(**{**shapes[which], **extra})))
