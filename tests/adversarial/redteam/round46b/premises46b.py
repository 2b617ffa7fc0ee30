"""Round 46b's premises: the code that stops and continues a pass's processes (``PassGroup``, the memory look's stop and
``_resume_pass``, ``AnswerStop.unless_kept``/``let_go``, ``Hold``, ``others_stopped``, ``stop_all``/``continue_all``)
on real confined children: the real ``Sandbox`` running a script of this module's in place of the serve loop
(``tests.sandbox.held_children.confined_standin``), its real ``FileTableWatch`` (``Sandbox.watch_file_table``), the real
``Sandboxes`` methods over it (``sandboxes_holding``), in the mode ``mode.detect`` finds for ``PASSNET_SANDBOX``. As root.

- ``others_continue_held(kind, turn_held_s)``: OTHERS_CONTINUE_HELD. The file-table watch holds the child stopped (its
  own ``_judge``: the host's count grew past ``GROWTH_FILES`` while the child ran and still moves, another process's
  files); then the worker times its other side (``others_stopped``, with nothing of the pass's active), or holds it for
  its work between two trials (``Hold``, the control), interleaved. Whether what the watch holds stands stopped after
  each, and for how long it ran before the watch's next turn stopped it again (``turn_held_s``: another worker's watch
  holds this user's turn that long after the block, as its ``_judge`` does for ``STILL_S`` and its give-back). The
  host's count is played (``file_table.allocated_files`` replaced, as rounds 19f and 20c play it: nothing of the host's
  table is filled, CI runs beside) and the turn file is a private one (``file_table.turn_path`` replaced), so that no
  other test's watch waits for it. About 4 s a kind.
- ``lent_look(realtime, vmas, forks)``: RT_LENT_LOOK. A pass's child of ``forks`` processes that share an address space
  of ``vmas`` mappings copy-on-write (one fork's each: ``smaps_rollup`` walks each process's mappings), stopped and its
  watch lent as ``Sandboxes.stop_all`` leaves them while another worker is timed; another process's memory holds the
  room at 100 MiB left (below ``low_mark``: a due look weighs each process, ``procfs.weight_once``; the forks share
  their pages, so nothing is found). A timed process of another worker (a stand-in: a loop counting its progress) runs
  on the CPU the watch's thread runs on. The look's length and the stand-in's progress during it against the same
  length right before; ``realtime`` "off": the product where the host refuses real time (``realtime._refused``), the
  control. Inside a v1 memory cgroup of 1 GiB (``premises36b.in_group``: low_mark 128 MiB), as root (real time needs
  CAP_SYS_NICE), plain process mode. About 5 s.
- ``leave_group(kind)``: LEAVE_GROUP. A confined child tries to take a process out of its group the ways a program
  does (``setsid``, ``setpgid`` on itself, on a fork before its exec from either side, ``Popen(process_group=0)``,
  ``posix_spawn`` with ``setpgroup`` or ``setsid``); what each gave, and every process's group after.
- ``fork_storm(kind, rounds)``: FORK_STORM. A child whose four processes fork and reap short-lived processes, and
  start programs through vfork (``posix_spawn``), as fast as they can; the memory look's one ``killpg``
  (``PassGroup.send``) each round: whether every process of the child then stands stopped, and stays so (no process
  started) until the continue.
- ``unarmed_stop_again(kind)``: STOP_AGAIN_UNARMED (the review's leftover: ``stop_again`` sets no ``_stood``, so a
  memory look between it and the take-back's hold continues the child). A request sent in a hold that is not armed, a
  look after ``stop_again``, then the take-back's hold: whether the look continued the child, and whether it ran past
  the hold's ``stood_at`` (the span's end).

    python -m tests.adversarial.redteam.round46b.premises46b [held | look | leave | storm | unarmed] [kind]
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
import shutil
import signal
import sys
import tempfile
import threading
import time
from pathlib import Path

from tests.adversarial.redteam.round36b import premises36b

LIMIT_MIB = 1024
SHORT_LEFT_MIB = 100  # below low_mark (128 MiB of the 1 GiB group): a due look weighs each process
TIMEOUT_S = 60.0

# Serves requests on its channel; a forked process and a thread tick (2 ms sleeps) all the while: a continued process
# shows state S or R, a stopped one T. ``work``: answers, then spins ``ms`` on the main thread.
_TICKER = r'''
import os, threading, time
from pytest_passnet.sandbox.channel import Channel
read_fd, write_fd = os.dup(0), os.dup(1)
os.dup2(2, 1)
channel = Channel(read_fd, write_fd, None, role="child")
def tick():
    while True:
        time.sleep(0.002)
if os.fork() == 0:
    tick()
threading.Thread(target=tick, daemon=True).start()
channel.send({"ready": True})
while True:
    request = channel.receive()
    channel.send({})
    if request.get("command") == "work":
        end = time.monotonic() + request["ms"] / 1e3
        while time.monotonic() < end:
            pass
'''

# Tries to take a process out of its group as programs do; answers one request with what each try gave, and every
# process's group afterwards (the forks sleep on).
_LEAVER = r'''
import os, subprocess, sys, time
from pytest_passnet.sandbox.channel import Channel
read_fd, write_fd = os.dup(0), os.dup(1)
os.dup2(2, 1)
channel = Channel(read_fd, write_fd, None, role="child")
channel.send({"ready": True})
channel.receive()
said, pids = {"group": os.getpgrp(), "session": os.getsid(0)}, [os.getpid()]
def tried(name, call):
    try:
        said[name] = f"done: {call()}"
    except Exception as exc:
        said[name] = f"{type(exc).__name__}: {exc}"
tried("setsid", os.setsid)
tried("setpgid self", lambda: os.setpgid(0, 0))
child = os.fork()
if child == 0:  # a fork before its exec takes a group of its own, as a shell's job does
    try:
        os.setpgid(0, 0)
    except OSError:
        pass
    time.sleep(60)
    os._exit(0)
pids.append(child)
tried("setpgid of a fork by its parent", lambda: os.setpgid(child, child))
time.sleep(0.05)
def popen():
    process = subprocess.Popen(["/bin/sleep", "60"], process_group=0)
    pids.append(process.pid)
    return process.pid
tried("Popen process_group=0", popen)
def spawn(**how):
    pid = os.posix_spawn("/bin/sleep", ["sleep", "60"], dict(os.environ), **how)
    pids.append(pid)
    return pid
tried("posix_spawn setpgroup=0", lambda: spawn(setpgroup=0))
tried("posix_spawn setsid", lambda: spawn(setsid=True))
time.sleep(0.1)
def alive(pid):
    try:
        return pid == os.getpid() or os.waitpid(pid, os.WNOHANG) == (0, 0)
    except ChildProcessError:
        return False
said["groups"] = {str(pid): os.getpgid(pid) for pid in pids if alive(pid)}
said["sessions"] = {str(pid): os.getsid(pid) for pid in pids if str(pid) in said["groups"]}
channel.send(said)
time.sleep(60)
'''

# Four processes that fork and reap, and spawn /bin/true through vfork (posix_spawn), as fast as they can.
_STORM = r'''
import os, threading, time
from pytest_passnet.sandbox.channel import Channel
read_fd, write_fd = os.dup(0), os.dup(1)
os.dup2(2, 1)
channel = Channel(read_fd, write_fd, None, role="child")
def forker():
    while True:
        pid = os.fork()
        if pid == 0:
            os._exit(0)
        os.waitpid(pid, 0)
def spawner():
    while True:
        os.waitpid(os.posix_spawn("/bin/true", ["true"], {}), 0)
for _ in range(3):
    if os.fork() == 0:
        threading.Thread(target=spawner, daemon=True).start()
        forker()
threading.Thread(target=forker, daemon=True).start()
threading.Thread(target=spawner, daemon=True).start()
channel.send({"ready": True})
while True:
    channel.receive()
    channel.send({})
'''


def _script(text: str) -> Path:
    folder = Path(tempfile.mkdtemp(prefix="round46b-"))
    path = folder / "child.py"
    path.write_text(text)
    return path


@contextlib.contextmanager
def _kind(kind: str | None):
    """``PASSNET_SANDBOX`` set to ``kind`` (None: as it is) while ``mode.detect`` finds the mode."""
    before = os.environ.get("PASSNET_SANDBOX")
    if kind:
        os.environ["PASSNET_SANDBOX"] = kind
    try:
        yield
    finally:
        if before is None:
            os.environ.pop("PASSNET_SANDBOX", None)
        else:
            os.environ["PASSNET_SANDBOX"] = before


def _child(text: str, kind: str | None, watched: bool = True):
    from pytest_passnet.sandbox import mode
    from tests.sandbox.held_children import confined_standin
    with _kind(kind):
        found = mode.detect.__wrapped__() if kind else mode.detect()  # ``detect`` keeps its first answer
    script = _script(text)
    try:
        return found, confined_standin(found, script, TIMEOUT_S, watch_file_table=watched)  # the code read at once
    finally:
        shutil.rmtree(script.parent, ignore_errors=True)


def _stood(child) -> dict[int, bool]:
    from pytest_passnet.sandbox import procfs
    return {pid: procfs.all_stopped(pid) for pid in child.processes()}


def _cpu_ns(child) -> int:
    from pytest_passnet.sandbox import procfs
    return sum(task.cpu_ns for pid in child.processes() for task in (procfs.tasks(pid) or {}).values())


def others_continue_held(kind: str | None = None, turn_held_s: float = 0.0, pairs: int = 2) -> dict:
    """OTHERS_CONTINUE_HELD: see the module's docstring. It replaces ``file_table``'s count and turn file in this
    process while it runs: from a test, ``isolated``."""
    from pytest_passnet.sandbox import file_table
    from tests.sandbox.held_children import sandboxes_holding
    turn_folder = tempfile.mkdtemp(prefix="round46b-turn-")
    real_count, real_turn = file_table.allocated_files, file_table.turn_path
    host = {"base": real_count(), "moving": False, "reads": 0}

    def played() -> int:  # the child's growth, then another process's files moving by 40,000 a read
        host["reads"] += 1
        return host["base"] + (file_table.GROWTH_FILES + 1_000 + 40_000 * host["reads"] if host["moving"] else 0)

    file_table.allocated_files = played
    file_table.turn_path = lambda: os.path.join(turn_folder, "turn.lock")
    said: dict = {"rounds": []}
    found, child = None, None
    try:
        found, child = _child(_TICKER, kind)
        said["kind"], said["processes"] = found.kind, len(child.processes())
        sandboxes = sandboxes_holding(child)
        host["moving"] = True
        deadline = time.monotonic() + 10
        while not (child.file_table.held() and all(_stood(child).values())) and time.monotonic() < deadline:
            time.sleep(0.005)
        said["held_before"] = len(child.file_table.held())
        for what in ("hold", "others_stopped") * pairs:
            time.sleep(0.6)  # the watch's next judgement (0.5 s) over: a block starts while it holds the child
            if what == "hold":
                with sandboxes.held(child):
                    pass
                broke = None
            else:
                with sandboxes.others_stopped(None) as window:
                    time.sleep(0.02)  # the other side's timed work
                broke = window.broke
            turn = None
            if turn_held_s:  # another worker's watch takes this user's turn as the block ends
                turn = os.open(file_table.turn_path(), os.O_RDONLY | os.O_CREAT, 0o600)
                fcntl.flock(turn, fcntl.LOCK_EX)
                threading.Timer(turn_held_s, os.close, (turn,)).start()
            after, cpu = _stood(child), _cpu_ns(child)
            ended = time.monotonic()
            while not all(_stood(child).values()) and time.monotonic() - ended < turn_held_s + 3:
                time.sleep(0.001)
            said["rounds"].append({"by": what, "held": len(child.file_table.held()),
                                   "stood_after": all(after.values()), "broke": broke,
                                   "ran_ms": round((time.monotonic() - ended) * 1e3, 1),
                                   "cpu_ms": round((_cpu_ns(child) - cpu) / 1e6, 2)})
            if turn_held_s:
                time.sleep(0.05)
        said["ended_for"] = child.file_table.ended_for
    finally:
        host["moving"] = False
        if child is not None:
            child.close()
        file_table.allocated_files, file_table.turn_path = real_count, real_turn
        shutil.rmtree(turn_folder, ignore_errors=True)
    return said


_VMAS = r'''
import ctypes, json, os, sys, time
from pytest_passnet.sandbox.confine import confine_child
confine_child()
n_vma, forks = map(int, sys.argv[1].split(","))
libc = ctypes.CDLL(None, use_errno=True)
libc.mmap.restype = ctypes.c_void_p
libc.mmap.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_long]
libc.mprotect.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int]
base = libc.mmap(None, n_vma * 8192, 3, 0x22, -1, 0)
for i in range(n_vma):
    libc.mprotect(base + i * 8192, 4096, 1)  # every other page read-only: no two neighbours merge
for _ in range(forks - 1):
    if os.fork() == 0:
        time.sleep(120)
        os._exit(0)
print(json.dumps({"role": "vmas", "mappings": n_vma, "processes": forks}), flush=True)
time.sleep(120)
'''

# Another worker's timed process, on the CPU the watch's thread runs on: its progress, a mark each 5,000 loops.
_TIMED = r'''
import json, os, sys, time
os.sched_setaffinity(0, {0})
end = time.monotonic() + float(sys.argv[1])
marks, last = [], time.monotonic()
while last < end:
    for _ in range(5000):
        pass
    last = time.monotonic()
    marks.append(round(last, 5))
print(json.dumps({"marks": marks}), flush=True)
'''

_LOOK_BODY = r'''
import signal
from pytest_passnet.sandbox import host_memory, procfs, process, realtime
os.sched_setaffinity(0, {0})  # the trusted process on CPU 0: the watch's thread starts there
if sys.argv[3] == "off":
    realtime._refused = True  # the control: the product where the host refuses real time
child, made = start(VMAS, sys.argv[1])
said = {"kind": found.kind, "child": json.loads(child.stdout.readline()), "realtime": sys.argv[3]}
pids = process._process_trees([child.pid])
said["processes"] = len(pids)
watch = assigned_watch(child)
looks = []
real = watch._memory_finding
def timed(room, real=real):
    started = time.monotonic()
    finding = real(room)
    looks.append((started, time.monotonic() - started, watch._lent))
    return finding
watch._memory_finding = timed
with watch.hold:  # as Sandboxes.stop_all: the watch lent, every process of the child stopped
    watch.lend()
    procfs.send(pids, signal.SIGSTOP)
timed_process = subprocess.Popen([sys.executable, "-c", TIMED, sys.argv[2]], stdout=subprocess.PIPE, text=True)
time.sleep(0.4)
room = host_memory.room()
ballast = bytearray(max(0, room.available - (SHORT_LEFT << 20)))
ballast[::4096] = b"b" * len(ballast[::4096])
said["left_mib"] = host_memory.room().available >> 20
marks = json.loads(timed_process.stdout.readline())["marks"]
timed_process.wait()
said["low_mark_mib"] = host_memory.low_mark(room.total) >> 20
def progress(a, b):
    return sum(1 for mark in marks if a <= mark < b)
said["looks"] = [{"ms": round(took * 1e3, 1), "lent": lent, "timed_progress": progress(at, at + took),
                  "timed_progress_before": progress(at - took, at),
                  "longest_stall_ms": round(max([(b - a) * 1e3 for a, b in zip(marks, marks[1:])
                                                 if b > at and a < at + took] or [0]), 1)} for at, took, lent in looks]
said["ended_for"] = watch.ended_for
watch.stop()
del ballast
os.killpg(child.pid, signal.SIGKILL)
child.wait()
folders.remove(made)
print(json.dumps(said), flush=True)
'''


def lent_look(realtime: str = "on", vmas: int = 30_000, forks: int = 16, seconds: float = 2.5) -> dict:
    """RT_LENT_LOOK: see the module's docstring. As root."""
    code = premises36b.driver(_LOOK_BODY).replace("start(VMAS", "start(" + repr(_VMAS)).replace(
        "TIMED, sys", repr(_TIMED) + ", sys").replace("SHORT_LEFT <<", f"{SHORT_LEFT_MIB} <<")
    found, kills = premises36b.in_group(code, None, [f"{vmas},{forks}", str(seconds), realtime], "process",
                                        limit_mib=LIMIT_MIB, timeout=TIMEOUT_S)
    found["oom_kills"] = kills
    return found


def leave_group(kind: str | None = None) -> dict:
    """LEAVE_GROUP: see the module's docstring."""
    found, child = _child(_LEAVER, kind, watched=False)
    try:
        from tests.sandbox.held_children import Command
        said = child.request(Command("leave"), TIMEOUT_S)
        said["kind"], said["pass_group"] = found.kind, child.pass_group.number()
        said["host_groups"] = {pid: os.getpgid(pid) for pid in child.processes()}
        return said
    finally:
        child.close()


def fork_storm(kind: str | None = None, rounds: int = 8) -> dict:
    """FORK_STORM: see the module's docstring. A process of the group stands stopped, or waits in ``vfork`` (state D,
    its thread inside ``kernel_clone``) for a child that stands stopped; bubblewrap's launcher is outside the group."""
    from pytest_passnet.sandbox import procfs
    found, child = _child(_STORM, kind, watched=False)
    said: dict = {"kind": found.kind, "rounds": []}

    def in_group() -> list[int]:
        group = child.pass_group.number()
        return [pid for pid in child.processes() if _group_of(pid) == group]

    try:
        time.sleep(0.3)
        for _ in range(rounds):
            before = len(in_group())
            sent = child.pass_group.send(signal.SIGSTOP)
            time.sleep(0.05)
            # A process still runnable, or inside the kernel (state D: a fork, an exec), takes its stop when it next
            # gets a CPU or returns (local CI 18 and 19, under load): it is given 0.5 s to.
            settle = time.monotonic() + 0.5
            while True:
                first = set(in_group())
                states = {pid: procfs.thread_states(pid) or [] for pid in first}
                if time.monotonic() > settle or all(all(state in "TtZX" for state in found) or _vfork_waits(pid)
                                                    for pid, found in states.items()):
                    break
                time.sleep(0.01)
            cpu = _cpu_ns(child)
            time.sleep(0.2)
            later = set(in_group())
            said["rounds"].append({"sent": sent, "processes_before": before, "processes": len(first),
                                   "stopped": sum(all(state in "TtZX" for state in found) for found in states.values()),
                                   "vfork_waits": sum(_vfork_waits(pid) for pid in first),
                                   "other_states": sorted({state for found in states.values() for state in found
                                                           if state not in "TtZXD"}),
                                   "started_while_stopped": len(later - first),
                                   "cpu_while_stopped_ms": round((_cpu_ns(child) - cpu) / 1e6, 3)})
            child.pass_group.resume()
            time.sleep(0.1)
        return said
    finally:
        child.close()


def _group_of(pid: int) -> int | None:
    try:
        return os.getpgid(pid)
    except OSError:
        return None


def _vfork_waits(pid: int) -> int:
    """Threads of ``pid`` waiting in the kernel for a vfork child's exec or end (state D inside ``kernel_clone``)."""
    found = 0
    try:
        for tid in os.listdir(f"/proc/{pid}/task"):
            with open(f"/proc/{pid}/task/{tid}/wchan") as wchan:
                found += wchan.read().strip() == "kernel_clone"
    except OSError:
        pass
    return found


def unarmed_stop_again(kind: str | None = None, work_ms: float = 200.0) -> dict:
    """STOP_AGAIN_UNARMED: see the module's docstring."""
    from pytest_passnet.sandbox import host_memory
    from tests.sandbox.held_children import Command, sandboxes_holding
    found, child = _child(_TICKER, kind)
    said: dict = {"kind": found.kind}
    try:
        sandboxes = sandboxes_holding(child)
        watch = child.file_table
        clock = time.perf_counter
        hold = sandboxes.held(child, clock)
        child.request(Command("work", ms=work_ms), TIMEOUT_S, hold)  # not a Trial: the answer's stop is not armed
        hold.stop_again()
        time.sleep(0.02)
        said["stood_after_stop_again"] = all(_stood(child).values())
        cpu = _cpu_ns(child)
        with watch.hold:  # a memory look, as the watch's thread makes one
            said["look_ended_it"] = watch._memory_look(host_memory.room())
        resumed = clock()
        time.sleep(0.05)
        said["ran_after_look_ms"] = round((_cpu_ns(child) - cpu) / 1e6, 2)
        with sandboxes.held(child, clock) as taken:
            at_stand = _cpu_ns(child)
            time.sleep(0.05)
            said["ran_after_stood_ms"] = round((_cpu_ns(child) - at_stand) / 1e6, 3)
        said["stood_after_resume_ms"] = round((taken.stood_at - resumed) * 1e3, 2)
        said["span_ms"] = round((taken.stood_at - hold.continued_at) * 1e3, 1)
        return said
    finally:
        child.close()


def isolated(name: str, **arguments) -> dict:
    """``name(**arguments)`` run in a process of its own (``others_continue_held`` replaces module globals that every
    file-table watch of the process reads), its result."""
    import subprocess
    done = subprocess.run([sys.executable, "-m", __name__, "json", name, json.dumps(arguments)], capture_output=True,
                          text=True, timeout=TIMEOUT_S, check=False, cwd=Path(__file__).parents[4])
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    return json.loads(lines[-1]) if lines else {"error": done.stderr[-1500:]}


if __name__ == "__main__":
    which = sys.argv[1] if len(sys.argv) > 1 else "held"
    if which == "json":
        print(json.dumps(globals()[sys.argv[2]](**json.loads(sys.argv[3]))), flush=True)
        sys.exit(0)
    kind = sys.argv[2] if len(sys.argv) > 2 else None
    if which == "held":
        print(json.dumps(others_continue_held(kind)))
        print(json.dumps(others_continue_held(kind, turn_held_s=1.0, pairs=1)))
    elif which == "look":
        for realtime in ("on", "off", "on", "off"):
            print(json.dumps(lent_look(realtime)))
    elif which == "leave":
        print(json.dumps(leave_group(kind)))
    elif which == "storm":
        print(json.dumps(fork_storm(kind)))
    elif which == "unarmed":
        print(json.dumps(unarmed_stop_again(kind)))
