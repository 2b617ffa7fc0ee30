"""Round 41a's premises: the file-table watch after ``b89a6afc`` (near short a walk at every period while the child may
run, paced 19x while lent, none while ``hold`` is held), on real confined children (round 35a's ``_PICK_DRIVER`` head
through ``premises36b.driver``: the plan ``mode.detect`` settles on, ``folders.make``, ``policy.command``) and the real
``FileTableWatch`` over ``process._process_trees`` of the child, as ``Sandbox.assign`` starts it. Every premise runs in
a v1 memory cgroup of 1 GiB (``premises36b.in_group``: low_mark 128 MiB, near short below 256 MiB, spread_mark 64 MiB),
removed after. Uids of no account 1,500,900-1,500,949 only.

- ``take_back(spread)``: TAKE_BACK_ARGS. A child that spread ``SPREAD_MIB`` x 4 over forked pieces while memory was
  plentiful (allowed); its worker lends it (``stop_all``: ``hold``, ``lend``, every process SIGSTOPped); another side's
  memory (a ballast in the driver, as another worker's child in its share) then takes the room below ``low_mark``; the
  paced walk judges the spread and notes it for ``take_back``; the worker takes it back (``continue_all``: ``hold``,
  ``take_back``). ``spread`` False: the control (one process).
- ``edge_spill(threads, trials)``: WALK_SPILL. A child of ``threads`` idle threads (each walk of its tree reads one
  ``children`` file a thread), memory held near short by the driver's ballast (one process: no look ends anything);
  the watch thread's CPU share (schedstat) while the child may run, and then, trial by trial interleaved with a control
  (ballast freed: not near short), the CPU the watch thread takes after ``hold`` is acquired as ``others_stopped`` does
  (``process.py:1041``: ``with watch.hold``, then the stops), over the first ``WINDOW_S`` of the block, and a real
  torch eager call timed in the main thread during that window (spans against the control's).

- ``stale_seen()``: STALE_SEEN (see its block below): a process that took a number the judging walk listed, stopped
  by ``_end_for``; in a pid namespace of its own.

    python -m tests.adversarial.redteam.round41a.premises41a [take_back | spill | vmas | stale]
"""

from __future__ import annotations

import json
import sys

from tests.adversarial.redteam.round36b import premises36b
from tests.adversarial.redteam.round40a import premises40a

TAKE_UID = 1_500_900
SPILL_UID = 1_500_901
LIMIT_MIB = 1024
SPREAD_MIB = 24  # four pieces: ~72 MiB outside the largest (spread_mark 64 MiB)
THREADS = 4000  # CHILD_TASKS (RLIMIT_NPROC) is 4,096 between stops
WINDOW_S = 0.3
FORKS = 15
VMAS = 20_000  # 40,000 VMAs a process (alternate protections)
SHARED_MIB = 32  # 15 x 32 MiB weighed outside the largest (over spread_mark: each look reads each smaps_rollup), 30 once

_CHILD = r'''
import ctypes, json, mmap, os, sys, time
from pytest_passnet.sandbox.confine import confine_child
confine_child()
pieces, piece_mib, threads, forks, vmas, shared_mib = (int(x) for x in sys.argv[1].split(","))
if vmas:  # VMAs of its own, none touched (alternate protections: no two merge), and a shared region, touched
    libc = ctypes.CDLL(None, use_errno=True)
    libc.mmap.restype = ctypes.c_void_p
    libc.mmap.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_long]
    libc.mprotect.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int]
    base = libc.mmap(None, vmas * 8192, 3, 0x22, -1, 0)
    for i in range(vmas):
        libc.mprotect(base + i * 8192 + 4096, 4096, 1)
shared = mmap.mmap(-1, max(1, shared_mib) << 20)
if shared_mib:
    view = memoryview(shared)
    view[::4096] = b"s" * len(view[::4096])
    view.release()
for _ in range(forks):  # copies that write nothing: each page shared copy-on-write, each VMA its own
    if os.fork() == 0:
        while True:
            time.sleep(60)
for _ in range(pieces):  # each a process of its own holding its own pages
    if os.fork() == 0:
        held = mmap.mmap(-1, piece_mib << 20)
        view = memoryview(held)
        view[::4096] = b"x" * len(view[::4096])
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
time.sleep(0.3)
print(json.dumps({"role": "child", "pieces": pieces, "threads": made, "forks": forks, "vmas": vmas}), flush=True)
while True:
    time.sleep(60)
'''

_TAKE_DRIVER = r'''
import json, mmap, os, signal, sys, threading, time
arg = sys.argv[1]
GROUP = sys.argv[4]
from pytest_passnet.sandbox import host_memory, procfs, process
from pytest_passnet.sandbox.file_table import FileTableWatch
child, made = start(CHILD, arg)
said = {"kind": found.kind, "child": json.loads(child.stdout.readline())}
watch = assigned_watch(child)  # as Sandbox.assign starts it
pids = process._process_trees([child.pid])
said["weights_mib"] = sorted((procfs.oom_weight(p) >> 20 for p in pids), reverse=True)
room = host_memory.room()
low = host_memory.low_mark(room.total)
said["room_before_mib"] = room.available >> 20
with watch.hold:  # Sandboxes.stop_all: the watch lent, every process of the child stopped
    watch.lend()
    procfs.send(pids, signal.SIGSTOP)
ballast = mmap.mmap(-1, max(0, host_memory.room().available - low + (24 << 20)))  # another side's memory, in its share
view = memoryview(ballast)
view[::4096] = b"b" * len(view[::4096])
said["room_lent_mib"] = host_memory.room().available >> 20
deadline = time.monotonic() + 2.0
while time.monotonic() < deadline and watch._memory_due is None:  # the paced walk's judgement, noted for take_back
    time.sleep(0.01)
said["judged_while_lent"] = watch._memory_due is not None
said["alive_at_take_back"] = child.poll() is None
said["take_back_error"] = None
with watch.hold:  # Sandboxes.continue_all: take_back, then the SIGCONT of what the watch does not hold
    try:
        held = set(watch.take_back())
        procfs.send([p for p in process._process_trees([child.pid]) if p not in held], signal.SIGCONT)
    except Exception as exc:  # noqa: BLE001 - what continue_all (process.py:1139) and DeviceLock let through
        said["take_back_error"] = f"{type(exc).__name__}: {exc}"
said["ended_by_take_back"] = child.poll() is not None or watch.ended_for is not None
said["verdict_at_take_back"] = watch.ended_for
t0 = time.monotonic()
while time.monotonic() - t0 < 2.0 and child.poll() is None:
    time.sleep(0.01)
said["ended_within_s"] = round(time.monotonic() - t0, 2) if child.poll() is not None else None
said["verdict"] = watch.verdict() if child.poll() is not None else watch.ended_for
said["thread_alive"] = any(t.name == "passnet-file-table" for t in threading.enumerate())
watch.stop()
del view
ballast.close()
if child.poll() is None:
    os.killpg(child.pid, 9)
child.wait()
folders.remove(made)
print(json.dumps(said), flush=True)
'''

_SPILL_DRIVER = r'''
import json, mmap, os, random, signal, sys, threading, time
arg, trials, DEPTH = sys.argv[1], int(sys.argv[2]), sys.argv[3]
GROUP = sys.argv[4]
import torch
torch.set_num_threads(2)
from pytest_passnet.sandbox import host_memory, procfs, process
from pytest_passnet.sandbox.file_table import FileTableWatch
child, made = start(CHILD, arg)
said = {"kind": found.kind, "child": json.loads(child.stdout.readline())}
WATCHED
room = host_memory.room()
low = host_memory.low_mark(room.total)
def near():  # another side's memory in one process (no look ends it): near short, or below low_mark with DEPTH "below"
    size = max(0, host_memory.room().available - (low - (24 << 20) if DEPTH == "below" else 2 * low - (64 << 20)))
    held = mmap.mmap(-1, size)
    view = memoryview(held)
    view[::4096] = b"b" * len(view[::4096])
    view.release()
    return held
x = torch.randn(384, 384)
def eager():  # a real eager call, timed by the main thread's clock as a span is
    t = time.perf_counter()
    for _ in range(4):
        torch.mm(x, x)
    return (time.perf_counter() - t) * 1e3
for _ in range(20):
    eager()
ballast = near()
said["room_near_mib"] = host_memory.room().available >> 20
looks = []
for _ in range(2):  # what one look of the watch costs now: the walk and the weighing (``_memory_finding``)
    t = time.perf_counter()
    found_now = host_memory.spread_finding(process._process_trees([child.pid]), host_memory.room())
    looks.append(round((time.perf_counter() - t) * 1e3, 1))
said["look_ms"], said["look_finding"] = looks, found_now
said["near_short"] = host_memory.near_short(host_memory.room())
time.sleep(0.2)
t0, c0 = time.monotonic(), cpu_ns()
time.sleep(1.0)
said["running_share"] = round((cpu_ns() - c0) / 1e9 / (time.monotonic() - t0), 3)
ballast.close()
said["trials"] = []
for i in range(2 * trials):  # interleaved: spill (near short), control (not)
    spill = i % 2 == 0
    ballast = near() if spill else None
    time.sleep(0.1 + random.random() * 0.05)  # a walk is in flight at a random point of it
    is_near = host_memory.near_short(host_memory.room())
    with watch.hold:  # others_stopped: the hold first (it waits for a look in flight), then the stops, the block
        c0, t0 = cpu_ns(), time.perf_counter()
        pids = process._process_trees([child.pid])
        procfs.send(pids, signal.SIGSTOP)
        spans = []
        while time.perf_counter() - t0 < WINDOW_S:
            spans.append(eager())
        spilled = (cpu_ns() - c0) / 1e6
        time.sleep(0.1)
        after = (cpu_ns() - c0) / 1e6 - spilled
        procfs.send(pids, signal.SIGCONT)
    spans.sort()
    said["trials"].append({"spill": spill, "near": is_near, "watch_ms_in_window": round(spilled, 1),
                           "watch_ms_after_window": round(after, 1), "spans": len(spans),
                           "max_span_ms": round(spans[-1], 2), "median_span_ms": round(spans[len(spans) // 2], 3),
                           "sum_span_ms": round(sum(spans), 1)})
    if ballast is not None:
        ballast.close()
said["ended_for"] = watch.ended_for
watch.stop()
os.killpg(child.pid, 9)
child.wait()
folders.remove(made)
print(json.dumps(said), flush=True)
'''


def take_back(spread: bool = True, kind: str = "bubblewrap") -> dict:
    """TAKE_BACK_ARGS (``spread``) or its control: see the module's docstring. About 5 s."""
    code = premises36b.driver(_TAKE_DRIVER).replace("start(CHILD", "start(" + repr(_CHILD))
    arg = f"{4 if spread else 0},{SPREAD_MIB},0,0,0,0"
    found, kills = premises36b.in_group(code, TAKE_UID, [arg, "-", "-"], kind, limit_mib=LIMIT_MIB, timeout=90)
    found["oom_kills"] = kills
    return found


def edge_spill(threads: int = THREADS, trials: int = 4, forks: int = 0, vmas: int = 0, shared_mib: int = 0,
               depth: str = "near", window_s: float = WINDOW_S, kind: str = "bubblewrap") -> dict:
    """WALK_SPILL: see the module's docstring; ``forks`` copies of the child's first process, which holds ``vmas``
    untouched VMAs and ``shared_mib`` touched (the copies share them: each look weighs each copy's
    ``smaps_rollup``, below ``low_mark``, ``depth`` "below"). About 5 + 1.2 * trials s."""
    code = premises36b.driver(_SPILL_DRIVER).replace("WATCHED\n", premises40a.WATCHED).replace(
        "start(CHILD", "start(" + repr(_CHILD)).replace(
        "WINDOW_S", repr(window_s))
    arg = f"0,0,{threads},{forks},{vmas},{shared_mib}"
    found, kills = premises36b.in_group(code, SPILL_UID, [arg, str(trials), depth], kind, limit_mib=LIMIT_MIB,
                                        timeout=60)
    found["oom_kills"] = kills
    return found



# STALE_SEEN: ``_end_for`` SIGSTOPs the pids of the judging walk (``seen``) with ``procfs.send``, which checks nothing
# (no start time, as ``send_to_same`` does): a walk's list is as old as the weighing after it (``_memory_finding``: a
# status read and, below low_mark over the spread mark, an ``smaps_rollup`` walk of each process), which the pass
# lengthens (copies of a process with many VMAs) and in which it runs (the child is stopped only at ``_end_for``). Its
# process X, listed by that walk, exits; its churner threads cycle the pid counter around to just below X (32,768 pids
# here); the next process made takes X and is stopped. The premise runs in a pid namespace of its own (``unshare``:
# nothing outside it can take X or be signalled), the approach to X and the victim made by the driver (bubblewrap's
# pid namespace hides the outer counter from the child; in the process mode the child reads its own pids).
STALE_UID = 1_500_902
SLOW_FORKS = 15
SLOW_VMAS = 20_000
CHURNERS = 2

_STALE_CHILD = r'''
import ctypes, json, mmap, os, sys, threading, time
from pytest_passnet.sandbox.confine import confine_child
confine_child()
pieces, piece_mib, slow_forks, vmas, churners = (int(x) for x in sys.argv[1].split(","))
for _ in range(pieces):  # the spread: each a process of its own holding its own pages
    if os.fork() == 0:
        held = mmap.mmap(-1, piece_mib << 20)
        view = memoryview(held)
        view[::4096] = b"x" * len(view[::4096])
        while True:
            time.sleep(60)
libc = ctypes.CDLL(None, use_errno=True)
if os.fork() == 0:  # the slow weighing: copies of a process with many VMAs (untouched: alternate protections)
    libc.mmap.restype = ctypes.c_void_p
    libc.mmap.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_long]
    libc.mprotect.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int]
    base = libc.mmap(None, vmas * 8192, 3, 0x22, -1, 0)
    for i in range(vmas):
        libc.mprotect(base + i * 8192 + 4096, 4096, 1)
    for _ in range(slow_forks - 1):
        if os.fork() == 0:
            break
    while True:
        time.sleep(60)
r, w = os.pipe()
x = os.fork()
if x == 0:  # X: listed by the judging walk, gone before its SIGSTOP
    os.read(r, 1)
    os._exit(0)
time.sleep(0.3)
print(json.dumps({"role": "child", "x": x}), flush=True)
sys.stdin.readline()  # churn: the pid counter cycled round to just below X (X lives: the counter passes over it)
stop = threading.Event()
threading.Thread(target=lambda: (sys.stdin.readline(), stop.set()), daemon=True).start()
attr = ctypes.create_string_buffer(128)
libc.pthread_attr_init(attr)
libc.pthread_attr_setstacksize(attr, ctypes.c_size_t(65536))
fn = ctypes.cast(libc.getpid, ctypes.c_void_p)
def churn():  # each pthread a pid of the host's counter
    th = ctypes.c_ulong()
    while not stop.is_set():
        if libc.pthread_create(ctypes.byref(th), attr, fn, None) == 0:
            libc.pthread_join(th, None)
churning = [threading.Thread(target=churn, daemon=True) for _ in range(churners)]
for thread in churning:
    thread.start()
stop.wait()
for thread in churning:
    thread.join()
print(json.dumps({"role": "child", "churned": True}), flush=True)
ballast_mib = int(sys.stdin.readline())
ballast = mmap.mmap(-1, ballast_mib << 20)  # below low_mark, in its largest process
view = memoryview(ballast)
view[::4096] = b"b" * len(view[::4096])
os.write(w, b"x")  # X gone: its number is the counter's next but a few (the walk that judges listed it 24 MiB ago)
os.waitpid(x, 0)
while True:
    time.sleep(60)
'''

_STALE_DRIVER = r'''
import ctypes, json, mmap, os, signal, subprocess, sys, threading, time
arg = sys.argv[1]
GROUP = sys.argv[4]
from pytest_passnet.sandbox import host_memory, procfs, process
from pytest_passnet.sandbox.file_table import FileTableWatch
said = {"pid_max": int(open("/proc/sys/kernel/pid_max").read()), "driver_pid": os.getpid()}
libc = ctypes.CDLL(None)
attr = ctypes.create_string_buffer(128)
libc.pthread_attr_init(attr)
libc.pthread_attr_setstacksize(attr, ctypes.c_size_t(65536))
fn, th = ctypes.cast(libc.getpid, ctypes.c_void_p), ctypes.c_ulong()
for _ in range(400):  # past the 300 numbers a wrapped counter never gives again, as on a host that has run a while
    libc.pthread_create(ctypes.byref(th), attr, fn, None)
    libc.pthread_join(th, None)
child, made = start(CHILD, arg)
said["kind"] = found.kind
ready = json.loads(child.stdout.readline())
def outer(inner):  # the pid in this namespace of the child's process ``inner`` (in bubblewrap's)
    for pid in process._process_trees([child.pid]):
        try:
            ns = [int(v) for v in next(l for l in open(f"/proc/{pid}/status") if l.startswith("NSpid:")).split()[1:]]
        except (OSError, StopIteration, ValueError):
            continue
        if ns[-1] == inner and len(ns) > 1:
            return pid
    return None
X = outer(ready["x"])
said["x"] = X
watch = assigned_watch(child)  # as Sandbox.assign starts it
room = host_memory.room()
low = host_memory.low_mark(room.total)
def last():
    return int(open("/proc/sys/kernel/ns_last_pid").read())
def distance():
    return (X - last()) % said["pid_max"]
said["processes"] = len(process._process_trees([child.pid]))
t = time.perf_counter()
process._process_trees([child.pid])
said["walk_ms"] = round((time.perf_counter() - t) * 1e3, 1)
go = time.monotonic()
child.stdin.write("churn\n")
child.stdin.flush()
while not 50 < distance() < 1500 and time.monotonic() - go < 10:  # the child's churn, until just below X
    time.sleep(0.0002)
child.stdin.write("stop\n")
child.stdin.flush()
json.loads(child.stdout.readline())
said["churned_s"] = round(time.monotonic() - go, 3)
said["distance_after_churn"] = distance()
while distance() > 400:  # the host's other work, up to near X (still alive: nothing takes it yet)
    libc.pthread_create(ctypes.byref(th), attr, fn, None)
    libc.pthread_join(th, None)
said["distance_at_crossing"] = distance()
crossing = time.monotonic()
child.stdin.write(f"{max(0, (room.available - low) >> 20) + 24}\n")
child.stdin.flush()
while os.path.exists(f"/proc/{X}") and time.monotonic() - crossing < 5:  # X leaves once the fill is done
    time.sleep(0.0002)
said["x_gone_after_s"] = round(time.monotonic() - crossing, 3)
said["distance_x_gone"] = distance()
def next_free():  # the number the counter gives next: numbers in use are passed over
    p = last() + 1
    while os.path.exists(f"/proc/{p}") and p < said["pid_max"]:
        p += 1
    return p
while next_free() != X and 0 < distance() < 8000:  # the host's other work: threads made and ended, up to X
    libc.pthread_create(ctypes.byref(th), attr, fn, None)
    libc.pthread_join(th, None)
said["x_free"] = not os.path.exists(f"/proc/{X}")
said["last_before_victim"] = last()
victim = subprocess.Popen(["sleep", "30"])  # the next process made on the host
said["victim"], said["victim_is_x"] = victim.pid, victim.pid == X
said["victim_after_s"] = round(time.monotonic() - crossing, 3)
deadline = time.monotonic() + 30  # the judging walk of 15 x 40,000 mappings, at nice 0 under load (local CI 18)
while time.monotonic() < deadline and child.poll() is None:
    time.sleep(0.01)
said["child_ended_after_s"] = round(time.monotonic() - crossing, 3) if child.poll() is not None else None
said["verdict"] = (watch.verdict() or "")[:160] if child.poll() is not None else watch.ended_for
time.sleep(0.2)
state = open(f"/proc/{victim.pid}/stat").read().rpartition(")")[2].split()[0]
said["victim_state"] = state
watch.stop()
victim.kill()
victim.wait()
if child.poll() is None:
    os.killpg(child.pid, 9)
child.wait()
folders.remove(made)
print(json.dumps(said), flush=True)
'''

_PRIVATE_PIDS = r'''
import os, sys
uid, code = sys.argv[1], sys.argv[2]
pid_max = open("/proc/sys/kernel/pid_max").read().strip()  # the host's: a new namespace's own starts at the limit
os.execvp("unshare", ["unshare", "--pid", "--fork", "--mount", "--mount-proc", "sh", "-c",
                      f'echo {pid_max} > /proc/sys/kernel/pid_max && exec "$@"', "sh", "setpriv", f"--reuid={uid}",
                      f"--regid={uid}", "--clear-groups", sys.executable, "-c", code, *sys.argv[3:]])
'''


def stale_seen(kind: str = "bubblewrap") -> dict:
    """STALE_SEEN: see above. Under 30 s."""
    code = premises36b.driver(_STALE_DRIVER).replace("start(CHILD", "start(" + repr(_STALE_CHILD))
    arg = f"4,{SPREAD_MIB},{SLOW_FORKS},{SLOW_VMAS},{CHURNERS}"
    found, kills = premises36b.in_group(_PRIVATE_PIDS, None, [str(STALE_UID), code, arg, "-", "-"], kind,
                                        limit_mib=LIMIT_MIB, timeout=60)
    found["oom_kills"] = kills
    return found


if __name__ == "__main__":
    what = sys.argv[1] if len(sys.argv) > 1 else "take_back"
    if what == "take_back":
        for spread in (False, True):
            print("TAKE_BACK_ARGS", spread, json.dumps(take_back(spread)), flush=True)
    elif what == "spill":
        print("WALK_SPILL", json.dumps(edge_spill()), flush=True)
    elif what == "stale":
        print("STALE_SEEN", json.dumps(stale_seen()), flush=True)
    elif what == "vmas":
        print("WALK_SPILL vmas", json.dumps(edge_spill(0, 4, FORKS, VMAS, SHARED_MIB, "below", 0.6)), flush=True)
