"""Round 43b's premises, on real confined children (round 35a's ``_PICK_DRIVER`` head through round 36b's
``premises36b.driver``: the plan the real ``mode.detect`` settles on for the uid that runs them, the real
``folders.make`` and ``policy.command``) and the real ``FileTableWatch`` built as ``Sandbox.assign`` builds it (round
36b's ``assigned_watch``: ``process._process_trees`` of the child and its ``PassGroup``'s ``send`` and ``resume``).
Uids of no account only (1,501,150-1,501,199); every memory premise inside a v1 memory cgroup of 1 GiB (round 36b's
``premises36b.in_group``: low_mark 128 MiB, near short below 256 MiB, spread_mark 64 MiB), removed after.

- ``honest_tax(workers, threads, rounds, iters)``: NEAR_SHORT_TAX and OSCILLATE_TAX. An honest confined child (one
  process of ``HONEST_MIB``, ``workers`` idle forked processes as an Inductor compile pool, ``threads`` idle threads)
  times its own CPU work (``iters`` turns of a Python loop, ``perf_counter`` in the child, as a trial's span is its own
  work) while another process of the run (a ballast started by the driver: another worker's, the trusted side's fills,
  anything on the host) holds the room: far from short (the control), near short (``NEAR_LEFT_MIB`` left: between
  ``low_mark`` and twice it: paced looks), short (``SHORT_LEFT_MIB`` left: below ``low_mark``: paced looks that weigh),
  or oscillating below ``low_mark`` (``OSC_TOP_MIB`` left, falling by ``OSC_MIB`` again and again: each fall of more
  than a quarter of ``low_mark`` since the most room seen calls a look at once, ``host_memory.ran_shorter``, unpaced).
  ``osc_far``: the same oscillation far from short (no look: the ballast's own CPU, the control for ``osc``).
  Every look stops the honest child's group (``PassGroup``) first. Modes interleaved trial by trial; the child counts
  the gaps in its loop over 0.5 ms (stops and preemption) and the driver counts the looks (the watch's ``signal_pass``
  counted on its way to ``PassGroup.send``).

    python -m tests.adversarial.redteam.round43b.premises43b tax [workers=N threads=N rounds=N kind=process as_root=1]
"""

from __future__ import annotations

import json
import statistics
import sys

from tests.adversarial.redteam.round36b import premises36b
from tests.adversarial.redteam.round40a import premises40a

TAX_UID = 1_501_150
LIMIT_MIB = 1024  # low_mark 128 MiB, near short below 256 MiB, spread_mark 64 MiB
HONEST_MIB = 100
NEAR_LEFT_MIB = 192  # between low_mark (128) and twice it (256): looks paced at PAUSE_PER_LOOK times their cost
SHORT_LEFT_MIB = 100  # below low_mark: paced looks that weigh each process
OSC_TOP_MIB = 150  # the oscillation's top, below twice low_mark; each fall of OSC_MIB crosses below low_mark
OSC_MIB = 64  # more than a quarter of low_mark (32): each fall calls a look at once
ITERS = 1_200_000  # about 180 ms of the child's loop here (a trial of a small model)
MODES = ("far", "near", "short", "osc", "osc_far")

# The honest child: its memory in one process, a pool of idle forked workers and idle threads (Inductor's pool, torch's
# threads); for each line it times ``iters`` turns of a loop and counts the gaps over 0.5 ms in it.
_HONEST = r'''
import json, os, sys, threading, time
from pytest_passnet.sandbox.confine import confine_child
confine_child()
mib, workers, threads, forked_after = (int(x) for x in sys.argv[1].split(","))
def pool():  # idle forked workers
    for _ in range(workers):
        if os.fork() == 0:
            while True:
                time.sleep(60)
if not forked_after:
    pool()  # before the memory: they share the interpreter's pages only
held = bytearray(mib << 20)
held[::4096] = b"x" * len(held[::4096])
if forked_after:
    pool()  # after it: each shares the parent's pages, copy-on-write, and writes none of them
for _ in range(threads):
    threading.Thread(target=time.sleep, args=(600,), daemon=True).start()
print(json.dumps({"role": "honest", "tasks": len(os.listdir("/proc/self/task")), "workers": workers}), flush=True)
for line in sys.stdin:
    iters, acc, gaps, gap_s = int(line), 0, 0, 0.0
    started = last = time.perf_counter()
    for i in range(iters):
        now = time.perf_counter()
        if now - last > 0.0005:
            gaps, gap_s = gaps + 1, gap_s + (now - last)
        last = now
        acc = (acc * 31 + i) & 0xFFFF
    print(json.dumps({"work_ms": (time.perf_counter() - started) * 1e3, "gaps": gaps, "gap_ms": gap_s * 1e3}),
          flush=True)
'''

# Round 40a's oscillator's ``block(mib)``: its own mapping of ``mib`` MiB, a byte a page touched (unmapped when closed).
_BLOCK = premises40a._OSCILLATOR[premises40a._OSCILLATOR.index("def block(mib):"):
                                 premises40a._OSCILLATOR.index("t = time.perf_counter()")]
# Another process of the run (not the child's): for each line "hold amp" it holds ``hold`` MiB and, where ``amp``,
# maps, touches and unmaps ``amp`` MiB more again and again until the next line (a fall of ``amp`` each cycle).
_BALLAST = "import mmap, os, select, sys, time\n" + _BLOCK + r'''
base, amp, cycles = None, 0, 0
while True:
    if amp == 0 or select.select([0], [], [], 0)[0]:
        line = sys.stdin.readline().split()
        if not line:
            break
        if base is not None:
            base.close()
        hold, amp = int(line[0]), int(line[1])
        base = block(hold) if hold else None
        print(cycles, flush=True)
        cycles = 0
        continue
    block(amp).close()
    cycles += 1
    time.sleep(0.004)
'''

_TAX_DRIVER = r'''
import json, os, subprocess, sys, threading, time
arg, rounds, iters, chosen = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4].split(",")
GROUP = sys.argv[5]
from pytest_passnet.sandbox import host_memory, process
honest, made = start(HONEST, arg)
said = {"kind": found.kind, "honest": json.loads(honest.stdout.readline())}
ballast = subprocess.Popen([sys.executable, "-c", BALLAST], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
def set_ballast(hold, amp):
    ballast.stdin.write(f"{hold} {amp}\n")
    ballast.stdin.flush()
    return int(ballast.stdout.readline())
watch = assigned_watch(honest)
looks = [0]
signal_pass = watch.signal_pass
def counted(signum, send=signal_pass):  # counted on its way to PassGroup.send
    if signum == 19:
        looks[0] += 1
    return send(signum)
watch.signal_pass = counted
walks = []
for _ in range(3):
    t = time.perf_counter()
    process._process_trees([honest.pid])
    walks.append(round((time.perf_counter() - t) * 1e3, 2))
said["walk_ms"] = walks
room = host_memory.room()
low = host_memory.low_mark(room.total)
free = room.available >> 20
said["room_mib"] = [free, room.total >> 20]
said["marks_mib"] = {"low": low >> 20, "near": (2 * low) >> 20}
plans = {"far": (0, 0), "near": (free - NEAR_LEFT, 0), "short": (free - SHORT_LEFT, 0),
         "osc": (free - OSC_TOP, OSC_MIB), "osc_far": (0, OSC_MIB)}
honest.stdin.write(f"{iters // 4}\n")  # a warm-up
honest.stdin.flush()
json.loads(honest.stdout.readline())
plans = {mode: plan for mode, plan in plans.items() if mode in chosen}
trials = {mode: [] for mode in plans}
modes = list(plans)
try:
    for r in range(rounds):
        for mode in modes[r % len(modes):] + modes[:r % len(modes)]:  # interleaved, the order turned each round
            if honest.poll() is not None:
                break
            set_ballast(*plans[mode])
            time.sleep(0.15)
            before, left = looks[0], host_memory.room().available >> 20
            honest.stdin.write(f"{iters}\n")
            honest.stdin.flush()
            done = json.loads(honest.stdout.readline())
            done.update({"looks": looks[0] - before, "left_mib": left})
            done["cycles"] = set_ballast(0, 0)
            trials[mode].append({k: round(v, 2) if isinstance(v, float) else v for k, v in done.items()})
except (OSError, ValueError) as exc:
    honest.poll()
    said["error"] = f"{exc!r}: the child's return code {honest.returncode}, {honest.stderr.read()[-1500:]}"
said.update(trials=trials, ended_for=watch.ended_for, honest_alive=honest.poll() is None)
watch.stop()
ballast.communicate("")  # its stdin closed: it ends
try:
    os.killpg(honest.pid, 9)
except ProcessLookupError:  # ended by the watch
    pass
honest.wait()
folders.remove(made)
print(json.dumps(said), flush=True)
'''


def honest_tax(workers: int = 4, threads: int = 16, rounds: int = 5, iters: int = ITERS, kind: str = "bubblewrap",
               as_root: bool = False, forked_after: int = 0, modes: tuple[str, ...] = MODES,
               honest_mib: int = HONEST_MIB) -> dict:
    """NEAR_SHORT_TAX and OSCILLATE_TAX: the honest child's timed work in each mode (``MODES``), interleaved ``rounds``
    times; ``summary``: each mode's median work against the control's. About 4 * ``rounds`` * 0.4 s + 3 s."""
    code = premises36b.driver(_TAX_DRIVER).replace("start(HONEST", "start(" + repr(_HONEST)).replace(
        "BALLAST]", repr(_BALLAST) + "]").replace("NEAR_LEFT", str(NEAR_LEFT_MIB)).replace(
        "SHORT_LEFT", str(SHORT_LEFT_MIB)).replace("OSC_TOP", str(OSC_TOP_MIB)).replace(
        "OSC_MIB)", f"{OSC_MIB})")
    found, kills = premises36b.in_group(code, None if as_root else TAX_UID,
                                        [f"{honest_mib},{workers},{threads},{forked_after}", str(rounds), str(iters),
                                         ",".join(modes)], kind,
                                        limit_mib=LIMIT_MIB, timeout=60)
    found["oom_kills"] = kills
    if "trials" in found and "error" not in found and set(modes) == set(MODES):
        found["summary"] = summary(found)
    return found


def summary(found: dict) -> dict:
    """Per mode: the median work (ms), its ratio to the control's, the looks and gaps per trial (medians), and the
    paired ratios round by round (each trial against the control of its round)."""
    trials, out = found["trials"], {}
    far = [t["work_ms"] for t in trials["far"]]
    for mode in MODES:
        work = [t["work_ms"] for t in trials[mode]]
        out[mode] = {"work_ms": round(statistics.median(work), 1),
                     "ratio": round(statistics.median(work) / statistics.median(far), 3),
                     "paired": sorted(round(w / f, 3) for w, f in zip(work, far)),
                     "looks": statistics.median(t["looks"] for t in trials[mode]),
                     "gap_ms": round(statistics.median(t["gap_ms"] for t in trials[mode]), 1),
                     "left_mib": statistics.median(t["left_mib"] for t in trials[mode]),
                     "cycles": statistics.median(t["cycles"] for t in trials[mode])}
    return out


def _brief(found: dict) -> str:
    """What a finding shows, as JSON: an assertion's message in full (pytest shortens a dict's)."""
    return json.dumps({key: found.get(key) for key in ("kind", "honest", "walk_ms", "room_mib", "summary", "ended_for",
                                                       "honest_alive", "oom_kills", "error")})


if __name__ == "__main__":
    extra = {k: v if k == "kind" else int(v) for k, v in (a.split("=") for a in sys.argv[2:])}
    if sys.argv[1] == "tax":
        print(_brief(honest_tax(**extra)))
