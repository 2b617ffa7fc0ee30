"""Round 46a's premises: the memory watch's real-time thread (``ee264a3f``), on real confined children.

The trusted side runs as root (``as_root_driver``: round 35a's ``_PICK_DRIVER`` head through round 36b's
``premises36b.driver``, each child a uid of its own leased by the real ``identity.lease`` from the round's range
1,501,300-1,501,315 in a private /run), so that its ``FileTableWatch`` thread is ``SCHED_FIFO`` 1 as a root run's is
(``realtime.make_realtime``); ``realtime=False`` sets the product's own fallback (``realtime._refused``: nice 0).
Every premise runs in a fresh v1 memory cgroup (1 GiB unless said: low_mark 128 MiB, near short below 256, spread_mark
64), removed after. Children: bubblewrap, the real ``folders.make`` and ``policy.command``; the watch built as
``Sandbox.assign`` builds it (``assigned_watch``).

- ``split_fill(realtime, loops)``: round 43a's page-touching split filler and honest child (``premises43a``, unchanged)
  with ``loops`` busy loops on the host: does the real-time watch hold under CPU load?
- ``gil_hold(heavy)``: GIL_HOLD. The split filler makes the trusted side's main thread parse a 1 MiB reply header of
  nested empty lists (``Channel.receive``'s ``json.loads``, one C call holding the GIL) and fills meanwhile.
- ``rt_tax()``: RT_TAX. A child that oscillates below low_mark calls unpaced looks, each weighing 32 processes of 65,000
  mappings: the watch thread's CPU share, FIFO against nice 0, and what two busy processes and a 1 ms sleeper elsewhere
  keep.
- ``realtime_self()``: RT_SELF. A confined child asks for real time for itself.
- ``cxx_spread(backend)``: CXX_SPREAD. An honest child compiles with the product's "inductor" compiler on the CPU
  (g++/cc1plus) while another worker's ballast keeps memory short.

    python -m tests.adversarial.redteam.round46a.premises46a [load | gil | gil_control | tax | self | cxx | cxx_control]
"""

from __future__ import annotations

import contextlib
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from tests.adversarial.redteam.round35a import premises35a
from tests.adversarial.redteam.round36b import premises36b
from tests.adversarial.redteam.round43a import premises43a

FIRST_UID = 1_501_300  # the round's uids of no account: 1,501,300-1,501,399 (leased from here as root, 16 of them)
LEASED = 16
LIMIT_MIB = 1024


@contextlib.contextmanager
def busy(count: int):
    """``count`` busy loops at nice 0 (two busy CPUs: official CI's load), ended after."""
    loops = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(count)]
    try:
        yield [loop.pid for loop in loops]
    finally:
        for loop in loops:
            loop.kill()
            loop.wait()


def as_root_driver(body: str, realtime: bool = True, first_uid: int = FIRST_UID) -> str:
    """``premises36b.driver(body)`` for a trusted side that runs as root, as the product's root mode does: each child a
    uid of its own leased from the round's range (``identity.lease``, in the premise's private /run), the watch's
    thread then ``SCHED_FIFO`` (``realtime.make_realtime``). ``realtime`` False: the product's fallback where the host
    refuses it (``realtime._refused``), the watch at nice 0 as before ``ee264a3f``."""
    code = premises36b.driver(body)
    swaps = [("from pytest_passnet.sandbox import folders, mode, policy\n",
              "from pytest_passnet.sandbox import folders, identity, mode, policy\n"
              f"from pytest_passnet.sandbox import realtime as _realtime\n_realtime._refused = {not realtime}\n"
              f"identity.FIRST, identity.COUNT = {first_uid}, {LEASED}\nLEASES = []\n"),
             ("    made = folders.make(None, found.bounded_folders)\n",
              "    LEASES.append(identity.lease())\n    made = folders.make(LEASES[-1].uid, found.bounded_folders)\n"),
             ("uid=None, steps=found.steps", "uid=LEASES[-1].uid, steps=found.steps")]
    for old, new in swaps:
        assert code.count(old) == 1, old
        code = code.replace(old, new)
    return code


def in_group(code: str, args: list[str], kind: str = "bubblewrap", limit_mib: int = LIMIT_MIB,
             timeout: float = 60) -> tuple[dict, list[str]]:
    """``code`` (an ``as_root_driver``) run as root with ``args`` and the group's path, in a fresh v1 memory cgroup of
    ``limit_mib`` and a private mount namespace whose /run is its own tmpfs (the leases: never CI's); its last JSON line
    and the group's OOM kill count line."""
    group = Path(f"/sys/fs/cgroup/memory/round46a-{os.getpid()}")
    group.mkdir()
    try:
        (group / "memory.limit_in_bytes").write_text(str(limit_mib << 20))
        script = (f"mount -t tmpfs -o size=1m,mode=0755 none /run && echo $$ > {group}/cgroup.procs && "
                  f"exec {sys.executable} -c \"$0\" \"$@\"")
        with tempfile.TemporaryDirectory(prefix="round46a-") as home:
            os.chmod(home, 0o755)
            done = subprocess.run(["unshare", "--mount", "--propagation", "private", "sh", "-c", script, code, *args,
                                   str(group)], capture_output=True, text=True,
                                  env={**premises35a._env(kind), "TMPDIR": home},
                                  timeout=timeout, check=False, cwd=home)
        lines = premises35a._lines(done.stdout)
        found = lines[-1] if lines else {"error": done.stderr[-1500:]}
        kills = [line for line in (group / "memory.oom_control").read_text().splitlines() if line.startswith("oom_kill ")]
        return found, kills
    finally:
        premises35a.remove_group(group)


# The watch's thread as the driver sees it: its scheduling policy (1: SCHED_FIFO).
_WATCH_THREAD = r"""
import threading
_tid = next(t.native_id for t in threading.enumerate() if t.name == "passnet-file-table")
time.sleep(0.05)
said["watch_policy"] = os.sched_getscheduler(_tid) & ~os.SCHED_RESET_ON_FORK
"""

# The looks' group stops, counted as they come (``looks``: their times); the product's call is made unchanged.
_COUNTED_LOOKS = r"""
looks = []
_send = watch.signal_pass
def _counted(signum):
    if signum == 19:
        looks.append(time.monotonic())
    return _send(signum)
watch.signal_pass = _counted
"""


def split_fill(realtime: bool = True, threads: int = premises43a.THREADS, populate: int = 0, loops: int = 2,
               honest_mib: int = premises43a.HONEST_MIB) -> dict:
    """Round 43a's split filler (``premises43a``'s driver and children, unchanged) beside its honest child, the trusted
    side as root (real-time or not), ``loops`` busy loops on the host."""
    body = premises43a._SPLIT_DRIVER
    anchor = "watch = assigned_watch(filler)  # as Sandbox.assign starts it\n"
    assert anchor in body
    body = body.replace(anchor, anchor + _WATCH_THREAD)
    code = as_root_driver(body, realtime).replace("start(HONEST", "start(" + repr(premises35a._HONEST)).replace(
        "start(FILLER", "start(" + repr(premises43a._FILLER)).replace("REST", str(premises43a.REST_MIB)).replace(
        "NEAR_LEFT", str(premises43a.NEAR_LEFT_MIB))
    arg = f"{threads},{premises43a.PIECE_MIB},{int(populate)},2"
    with busy(loops):
        found, kills = in_group(code, [str(honest_mib), arg, "0"], timeout=90)
    found["oom_kills"] = kills
    return found


# GIL_HOLD: the split filler's first process holds the room ``ABOVE_MIB`` above low_mark (one process: no finding), then
# writes the trusted side a reply whose 1 MiB JSON header is nests of empty lists (json.loads: one C call of ~100 ms,
# the GIL held throughout), followed by a piped tensor's bytes: with the pipe at 1 MiB (``AnswerStop``'s size) the
# write returns only once the trusted side has read the header, i.e. as it starts parsing; then its pieces fill
# (round 43a's page-touching control shape, which a stop ends at once).
PIECE_MIB = 96
REST_MIB = 864
ABOVE_MIB = 16
HONEST_MIB = 400

_GIL_FILLER = r'''
import json, mmap, os, sys, time
from pytest_passnet.sandbox.confine import confine_child
confine_child()
piece, rest, heavy = (int(x) for x in sys.argv[1].split(","))
def fill(mib):
    held = mmap.mmap(-1, mib << 20)
    view = memoryview(held)
    view[::4096] = b"x" * len(view[::4096])
    view.release()
    return held
r, w = os.pipe()
if any(os.fork() == 0 for _ in range(2)):  # a spawner: a piece per byte of its pipe, forked at once
    os.close(w)
    while os.read(r, 1):
        if os.fork() == 0:
            held = fill(piece)
            while True:
                time.sleep(60)
    while True:
        time.sleep(60)
print(json.dumps({"role": "filler"}), flush=True)
kept = fill(int(sys.stdin.readline()))  # one process: the room just above low_mark
print(json.dumps({"role": "filler", "held": True}), flush=True)
sys.stdin.readline()  # the trusted side waits for a reply now
unit = b"[" * 200 + b"]" * 200  # nests of empty lists: the slowest JSON per byte found (~100 ms a MiB unloaded)
header = b"[" + b",".join([unit] * (((1 << 20) - 8 - 2) // (len(unit) + 1))) + b"]" if heavy else b"[0]"
# The header, then a piped tensor's bytes: all but a page's worth past the pipe's 1 MiB fit once the header is read
message = len(header).to_bytes(8, "little") + header + b"t" * ((1 << 20) - (16 << 10))
t = time.monotonic()
os.write(1, message)  # returns once the trusted side has read the header (the pipe holds 1 MiB): it parses now
os.write(w, b"x" * (rest // piece))
print(json.dumps({"role": "filler", "write_ms": round((time.monotonic() - t) * 1e3, 1), "header": len(header)}),
      flush=True)
while True:
    time.sleep(60)
'''

_GIL_DRIVER = r'''
import json, os, sys, time
honest_mib, arg, above = sys.argv[1], sys.argv[2], int(sys.argv[3])
GROUP = sys.argv[4]
honest, honest_made = start(HONEST, honest_mib)
said = {"kind": found.kind, "honest": json.loads(honest.stdout.readline())}
filler, filler_made = start(FILLER, arg)
said["filler"] = json.loads(filler.stdout.readline())
from pytest_passnet.sandbox import host_memory
from pytest_passnet.sandbox.answer_stop import AnswerStop
from pytest_passnet.sandbox.channel import Channel, ChannelClosed
from pytest_passnet.sandbox.process import REPLY_HEADER_BYTES, REPLY_HEADER_CONTAINERS
watch = assigned_watch(filler)  # as Sandbox.assign starts it
WATCH_THREAD
LOG = []  # the watch's group signals (each look stops the group first), its calls unchanged
_send = watch.signal_pass
def _logged_send(signum):
    LOG.append(time.monotonic())
    return _send(signum)
watch.signal_pass = _logged_send
room = host_memory.room()
low = host_memory.low_mark(room.total)
filler.stdin.write(f"{max(0, (room.available - low) >> 20) - above}\n")
filler.stdin.flush()
json.loads(filler.stdout.readline())
time.sleep(0.3)
said["room_before_mib"] = host_memory.room().available >> 20
said["low_mark_mib"] = low >> 20
unit = b"[" * 200 + b"]" * 200  # what the heavy header's parse costs this process here, then freed
sample = b"[" + b",".join([unit] * (((1 << 20) - 10) // 401)) + b"]"
t = time.monotonic()
parsed = json.loads(sample)
said["json_ms"] = round((time.monotonic() - t) * 1e3, 1)
del parsed, sample
time.sleep(0.3)
reply = filler.stdout.fileno()  # the child's reply pipe, sized as Sandbox sizes it (AnswerStop), read by the real Channel
AnswerStop(reply, REPLY_HEADER_BYTES)
channel = Channel(reply, os.open(os.devnull, os.O_WRONLY), None, role="trusted", max_header=REPLY_HEADER_BYTES,
                  max_containers=REPLY_HEADER_CONTAINERS)  # as Sandbox makes it
filler.stdin.write("go\n")
filler.stdin.flush()
started = time.monotonic()
try:
    channel.receive(timeout=10)
    said["reply"] = "parsed"
except ChannelClosed as exc:
    said["reply"] = str(exc)[:100]
said["receive_ms"] = round((time.monotonic() - started) * 1e3, 1)
trace, deadline, ended = [], started + 12, []
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
said["ended"] = ended
said["verdict"] = watch.verdict() if "filler" in ended else watch.ended_for
watch.stop()
for child in (honest, filler):
    if child.poll() is None:
        os.killpg(child.pid, 9)
    child.wait()
after = [at for at in LOG if at >= started]
said["watch_silent_s"] = round(max((b - a for a, b in zip([started, *after], after)), default=0.0), 3)
said["first_signal_after_s"] = round(after[0] - started, 3) if after else None
said["returncodes"] = {"honest": honest.returncode, "filler": filler.returncode}
for made in (honest_made, filler_made):
    folders.remove(made)
print(json.dumps(said), flush=True)
'''


def gil_hold(heavy: bool = True, realtime: bool = True, loops: int = 0, above_mib: int = ABOVE_MIB) -> dict:
    """GIL_HOLD (``heavy``) or its control (a header of one byte, parsed at once): which child ends first, the OOM kills,
    the watch's verdict. Under 20 s."""
    code = as_root_driver(_GIL_DRIVER.replace("WATCH_THREAD\n", _WATCH_THREAD), realtime).replace(
        "start(HONEST", "start(" + repr(premises35a._HONEST)).replace("start(FILLER", "start(" + repr(_GIL_FILLER))
    with busy(loops):
        found, kills = in_group(code, [str(HONEST_MIB), f"{PIECE_MIB},{REST_MIB},{int(heavy)}", str(above_mib)],
                                timeout=90)
    found["oom_kills"] = kills
    return found


def fooled(found: dict) -> bool:
    """The kernel ended the honest child before the watch ended the filler."""
    return found.get("ended", [])[:1] == ["honest"] or found.get("oom_kills") != ["oom_kill 0"]


def brief(found: dict, keys: tuple[str, ...] = ("watch_policy", "json_ms", "room_before_mib", "reply", "receive_ms", "watch_silent_s", "lowest_mib",
                                                 "ended", "oom_kills", "verdict", "returncodes", "error")) -> str:
    """What a finding shows, as JSON (an assertion's message in full)."""
    return json.dumps({key: found.get(key) for key in keys})


# RT_TAX: a child of PROCS processes, each with VMAS mappings (one mapping cut by mprotect: a smaps_rollup read walks
# them all, ~24 ms each here), forks whose shared pages pass the spread screen by their oom weights, so that every look
# below low_mark reads each one's smaps_rollup and finds nothing (each page once: no spread). Its first process holds the
# room 8 MiB below low_mark, and oscillates (``o``): STEP_MIB more (a quarter of low_mark and 4: ``ran_shorter`` calls a
# look at once), a period, freed, a period. Each look then runs for the whole weighing, at real-time priority.
PROCS = 32
VMAS = 65_000
STEP_MIB = 36

_TAXER = r'''
import ctypes, json, mmap, os, select, sys, time
from pytest_passnet.sandbox.confine import confine_child
confine_child()
procs, vmas, step = (int(x) for x in sys.argv[1].split(","))
libc = ctypes.CDLL(None, use_errno=True)
libc.mprotect.argtypes = (ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int)
cut = mmap.mmap(-1, vmas * 4096)
address = ctypes.addressof(ctypes.c_char.from_buffer(cut))
for page in range(0, vmas, 2):  # every other page read-only: a mapping each
    libc.mprotect(address + page * 4096, 4096, 1)
def fill(mib):
    held = mmap.mmap(-1, mib << 20)
    view = memoryview(held)
    view[::4096] = b"x" * len(view[::4096])
    view.release()
    return held
for _ in range(procs - 1):  # forks: the interpreter's pages shared, each fork's mappings its own
    if os.fork() == 0:
        while True:
            time.sleep(60)
print(json.dumps({"role": "taxer", "maps": sum(1 for _ in open("/proc/self/maps"))}), flush=True)
base = fill(int(sys.stdin.readline()))  # one process: no finding
print(json.dumps({"role": "taxer", "based": True}), flush=True)
mode, cycles = "s", 0
while True:
    if select.select([0], [], [], 0)[0]:
        mode = (os.read(0, 64).decode().split() or ["q"])[-1]
        if mode == "q":
            break
    if mode == "s":
        time.sleep(0.01)
        continue
    fell = fill(step)  # a quarter of low_mark below the top: a look at once
    time.sleep(0.008)
    fell.close()
    time.sleep(0.008)  # the top read: the next fall counts from it
    cycles += 1
print(json.dumps({"role": "taxer", "cycles": cycles}), flush=True)
'''

# A victim outside the premise's memory cgroup: a busy loop (another worker's compile), or a thread sleeping 1 ms at a time
# that prints each oversleep over 2 ms (another process's wake: its timer, its pipe), with the clock.
_BUSY = "while True: pass"
_SLEEPER = r'''
import sys, time
end = time.monotonic() + float(sys.argv[1])
while time.monotonic() < end:
    t = time.monotonic()
    time.sleep(0.001)
    late = time.monotonic() - t - 0.001
    if late > 0.002:
        print(f"{t:.4f} {late * 1e3:.1f}", flush=True)
'''

_TAX_DRIVER = r'''
import json, os, subprocess, sys, time
arg, seconds, rounds = sys.argv[1], float(sys.argv[2]), int(sys.argv[3])
GROUP = sys.argv[4]
child, made = start(TAXER, arg)
said = {"kind": found.kind, "child": json.loads(child.stdout.readline())}
from pytest_passnet.sandbox import host_memory
watch = assigned_watch(child)  # as Sandbox.assign starts it
WATCH_THREAD
COUNTED_LOOKS
resumed = []
_resume = watch.resume_pass
def _timed_resume():
    resumed.append(time.monotonic())
    return _resume()
watch.resume_pass = _timed_resume  # and times their continues
def run_ns(tid, pid=None):
    try:
        return int(open(f"/proc/{pid or tid}/task/{tid}/schedstat").read().split()[0])
    except OSError:
        return 0
room = host_memory.room()
low = host_memory.low_mark(room.total)
child.stdin.write(f"{max(0, (room.available - low) >> 20) + 8}\n")
child.stdin.flush()
json.loads(child.stdout.readline())
time.sleep(0.5)
said["room_mib"] = host_memory.room().available >> 20
said["low_mark_mib"] = low >> 20
pids = process._process_trees([child.pid])
t = time.perf_counter()
found_now = host_memory.spread_finding(pids, host_memory.room())  # one weighing as a look makes it (not stopped)
said["weigh_ms"], said["finding"] = round((time.perf_counter() - t) * 1e3, 1), found_now
said["processes"] = len(pids)
total = rounds * 2 * seconds + 1
victims = [subprocess.Popen([sys.executable, "-c", BUSY]) for _ in range(2)]
sleeper = subprocess.Popen([sys.executable, "-c", SLEEPER, str(total)], stdout=subprocess.PIPE, text=True)
for victim in (*victims, sleeper):  # out of the premise's memory cgroup: another worker's processes
    with open("/sys/fs/cgroup/memory/cgroup.procs", "w") as procs:
        procs.write(str(victim.pid))
said["phases"] = []
for _ in range(rounds):
    for mode in ("rt", "nice0"):  # interleaved, round by round
        if mode == "rt":
            os.sched_setscheduler(_tid, os.SCHED_FIFO | os.SCHED_RESET_ON_FORK, os.sched_param(1))
        else:
            os.sched_setscheduler(_tid, os.SCHED_OTHER, os.sched_param(0))
        child.stdin.write("o\n")
        child.stdin.flush()
        t0, w0, v0, n0 = time.monotonic(), run_ns(_tid, os.getpid()), [run_ns(v.pid) for v in victims], len(looks)
        time.sleep(seconds)  # this thread idle, as the trusted side's main thread waits on a reply (no GIL asked)
        wall = time.monotonic() - t0
        said["phases"].append({"mode": mode, "from": round(t0, 3), "to": round(t0 + wall, 3),
                               "watch_cpu": round((run_ns(_tid, os.getpid()) - w0) / 1e9 / wall, 3),
                               "victims_cpu": [round((run_ns(v.pid) - b) / 1e9 / wall, 3) for v, b in zip(victims, v0)],
                               "looks": len(looks) - n0})
child.stdin.write("s\n")
child.stdin.flush()
os.sched_setscheduler(_tid, os.SCHED_FIFO | os.SCHED_RESET_ON_FORK, os.sched_param(1))
for victim in victims:
    victim.kill()
    victim.wait()
late = [tuple(float(x) for x in line.split()) for line in sleeper.communicate()[0].splitlines()]
for phase in said["phases"]:
    inside = [ms for at, ms in late if phase["from"] <= at < phase["to"]]
    phase["sleeper_late_ms"] = {"max": max(inside, default=0.0), "over_20": sum(ms > 20 for ms in inside)}
spans = [min((r - at for r in resumed if r >= at), default=None) for at in looks]
said["look_s"] = [round(x, 3) for x in spans if x is not None][-12:]
said["between_s"] = [round(b - a, 3) for a, b in zip(looks, looks[1:])][-12:]
said["ended_for"] = watch.ended_for
watch.stop()
child.stdin.write("q\n")
child.stdin.flush()
said["child_end"] = json.loads(child.stdout.readline())
os.killpg(child.pid, 9)
child.wait()
folders.remove(made)
print(json.dumps(said), flush=True)
'''


def rt_tax(seconds: float = 2.0, rounds: int = 2, procs: int = PROCS, vmas: int = VMAS) -> dict:
    """RT_TAX: the watch thread's CPU share (schedstat), two busy victims' shares and a 1 ms sleeper's lateness while the
    child oscillates below low_mark, the thread ``SCHED_FIFO`` (as since ``ee264a3f``) or at nice 0 (before), phases
    interleaved. About 4 * ``rounds`` * ``seconds`` + 8 s."""
    body = _TAX_DRIVER.replace("WATCH_THREAD\n", _WATCH_THREAD).replace("COUNTED_LOOKS\n", _COUNTED_LOOKS)
    body = body.replace("BUSY]", repr(_BUSY) + "]").replace(
        '"-c", SLEEPER', '"-c", ' + repr(_SLEEPER)).replace("start(TAXER", "start(" + repr(_TAXER))
    body = body.replace("import json, os, subprocess, sys, time\n",
                        "import json, os, subprocess, sys, time\nfrom pytest_passnet.sandbox import process\n", 1)
    found, kills = in_group(as_root_driver(body), [f"{procs},{vmas},{STEP_MIB}", str(seconds), str(rounds)],
                            timeout=30 + 4 * rounds * seconds)
    found["oom_kills"] = kills
    return found


# RT_SELF: a confined child asks for real time or a better nice for itself (seccomp lets a process set its own).
_RT_ASKER = r'''
import json, os, resource
from pytest_passnet.sandbox.confine import confine_child
confine_child()
said = {"role": "asker", "rtprio": resource.getrlimit(resource.RLIMIT_RTPRIO), "nice_limit": resource.getrlimit(resource.RLIMIT_NICE)}
for name, call in (("fifo", lambda: os.sched_setscheduler(0, os.SCHED_FIFO, os.sched_param(1))),
                   ("rr", lambda: os.sched_setscheduler(0, os.SCHED_RR, os.sched_param(1))),
                   ("nice", lambda: os.setpriority(os.PRIO_PROCESS, 0, -1))):
    try:
        call()
        said[name] = "ok"
    except OSError as exc:
        said[name] = exc.strerror
said["policy"] = os.sched_getscheduler(0)
print(json.dumps(said), flush=True)
'''

_RT_DRIVER = r'''
import json, os, sys
GROUP = sys.argv[-1]
child, made = start(ASKER, "0")
said = {"kind": found.kind, "uid": LEASES[-1].uid, "child": json.loads(child.stdout.readline())}
child.wait()
folders.remove(made)
print(json.dumps(said), flush=True)
'''


def realtime_self() -> dict:
    """RT_SELF: what a confined child (a uid of its own, bubblewrap, as root's product runs it) gets when it asks for
    ``SCHED_FIFO``/``SCHED_RR`` or nice -1 for itself. A few seconds."""
    found, _ = in_group(as_root_driver(_RT_DRIVER.replace("start(ASKER", "start(" + repr(_RT_ASKER))), ["0", "0", "0"],
                      timeout=30)
    return found


# CXX_SPREAD: an honest child (no pass code) that compiles a small function with the product's own "inductor" compiler
# on the CPU (``torch.compile(..., backend="inductor")``: C++ kernels built by g++, its cc1plus and ld) while another
# worker's ballast, one plain process, holds the room just above low_mark, so that the build itself takes it below.
_COMPILER = r'''
import json, sys, time
from pytest_passnet.sandbox.confine import confine_child
confine_child()
import torch
print(json.dumps({"role": "honest", "ready": True}), flush=True)
sys.stdin.readline()
def f(x, y):
    return torch.nn.functional.gelu(x @ y).softmax(-1) * 3 + x.sum(0)
x, y = torch.randn(256, 256), torch.randn(256, 256)
t = time.monotonic()
torch.compile(f, backend=sys.argv[1])(x, y)
print(json.dumps({"role": "honest", "compiled_s": round(time.monotonic() - t, 1)}), flush=True)
time.sleep(60)
'''

_BALLAST = r'''
import sys, time
held = bytearray(int(sys.argv[1]) << 20)
held[::4096] = b"b" * len(held[::4096])
print("held", flush=True)
time.sleep(60)
'''

_CXX_DRIVER = r'''
import json, os, subprocess, sys, threading, time
above = int(sys.argv[3])
GROUP = sys.argv[4]
honest, made = start(COMPILER, sys.argv[1])
said = {"kind": found.kind, "honest": json.loads(honest.stdout.readline())}
from pytest_passnet.sandbox import host_memory, procfs, process
watch = assigned_watch(honest)  # as Sandbox.assign starts it
WATCH_THREAD
COUNTED_LOOKS
room = host_memory.room()
low = host_memory.low_mark(room.total)
said["marks_mib"] = {"low": low >> 20, "spread": host_memory.spread_mark(room.total) >> 20}
ballast_mib = max(0, (room.available - low) >> 20) - above
ballast = subprocess.Popen([sys.executable, "-c", BALLAST, str(ballast_mib)], stdout=subprocess.PIPE, text=True)
ballast.stdout.readline()
time.sleep(0.2)
said["room_before_mib"] = host_memory.room().available >> 20
peak, stop = {}, threading.Event()
def sample():  # what each of the honest child's processes weighs with each page once, at its most
    while not stop.is_set():
        for pid in process._process_trees([honest.pid]):
            try:
                name = open(f"/proc/{pid}/comm").read().strip()
            except OSError:
                continue
            weight = procfs.weight_once(pid)
            if weight is not None:
                peak[name] = max(peak.get(name, 0), weight >> 20)
        stop.wait(0.05)
threading.Thread(target=sample, daemon=True).start()
honest.stdin.write("go\n")
honest.stdin.flush()
started, lowest = time.monotonic(), room.available
while time.monotonic() - started < 40 and honest.poll() is None:
    now = host_memory.room()
    lowest = min(lowest, now.available) if now else lowest
    if select_ready(honest):
        said["honest_said"] = json.loads(honest.stdout.readline())
        break
    time.sleep(0.01)
stop.set()
said["compile_wall_s"] = round(time.monotonic() - started, 1)
said["looks"] = sum(at >= started for at in looks)
said["lowest_mib"] = lowest >> 20
said["peak_once_mib"] = peak
said["honest_alive"] = honest.poll() is None
said["ended_for"] = watch.verdict() if not said["honest_alive"] else watch.ended_for
watch.stop()
ballast.kill()
ballast.wait()
if honest.poll() is None:
    os.killpg(honest.pid, 9)
honest.wait()
folders.remove(made)
print(json.dumps(said), flush=True)
'''

_SELECT_READY = r'''
import select as _select
def select_ready(child):
    return bool(_select.select([child.stdout], [], [], 0)[0])
'''


def cxx_spread(backend: str = "inductor", above_mib: int = 150, limit_mib: int = 2048) -> dict:
    """CXX_SPREAD (``backend`` "inductor"; "eager", the control: the same child and ballast, no build): whether the
    honest child lives, what the watch said, each of its processes' weight at its most. The ballast leaves
    ``above_mib`` above low_mark before the compile. About 15 s."""
    driver = _CXX_DRIVER.replace("WATCH_THREAD\n", _WATCH_THREAD).replace("COUNTED_LOOKS\n", _COUNTED_LOOKS)
    body = (_SELECT_READY + driver).replace(
        '"-c", BALLAST', '"-c", ' + repr(_BALLAST)).replace("start(COMPILER", "start(" + repr(_COMPILER))
    found, kills = in_group(as_root_driver(body), [backend, "0", str(above_mib)], limit_mib=limit_mib,
                            timeout=80)
    found["oom_kills"] = kills
    return found


if __name__ == "__main__":
    which = sys.argv[1] if len(sys.argv) > 1 else "gil"
    calls = {"load": lambda: brief(split_fill(), ("watch_policy", "walk_ms", "lowest_mib", "ended", "oom_kills",
                                                  "verdict", "error")),
             "gil": lambda: brief(gil_hold(True)), "gil_control": lambda: brief(gil_hold(False)),
             "tax": lambda: json.dumps(rt_tax()), "self": lambda: json.dumps(realtime_self()),
             "cxx": lambda: json.dumps(cxx_spread("inductor")), "cxx_control": lambda: json.dumps(cxx_spread("eager", -60))}
    print(calls[which]())
