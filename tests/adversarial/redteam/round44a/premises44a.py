"""Round 44a's premises, on real confined children (round 35a's ``_PICK_DRIVER`` head through round 36b's
``premises36b.driver``: the plan the real ``mode.detect`` settles on for the uid that runs them, the real
``folders.make`` and ``policy.command``) and the real ``FileTableWatch`` built as ``Sandbox.assign`` builds it (round
36b's ``assigned_watch``: ``process._process_trees`` of the child and its ``PassGroup``'s ``send`` and ``resume``).
Uids of no account only (1,501,200-1,501,249); every memory premise inside a v1 memory cgroup of 1 GiB (round 36b's
``premises36b.in_group``: low_mark 128 MiB, near short below 256 MiB, spread_mark 64 MiB), removed after. Target: the
spread formula of ``26ebc424`` (``host_memory.spread_finding``: outside = the child's ``procfs.weight_once`` summed,
less the ``procfs.anon_weight`` of its process with the largest ``oom_weight``).

- ``kept_fill(kept, holder_mib, after_mib)``: SHMEM_KEPT. A filler child beside an honest child of ``HONEST_MIB`` in
  one process. The filler's first process maps ``holder_mib`` of shared anonymous memory and touches none of it
  (``kept``; the control: the holder maps it itself), forks a holder that touches every page of it (its ``RssShmem``:
  one large process, which ``anon_weight`` credits with all of it), and, once the holder is gone, takes ``after_mib``
  of private memory (any allocation after: an honest child's too). The OOM killer picks the holder (the largest), whose
  kill frees nothing while the first process still maps the region; the next allocation's OOM kill then picks the
  honest child. The driver records what each ``spread_finding`` the watch called weighed (its own walk, inside the
  look) and which child ended first.
- ``parent_writes(replace, out_mib)``: PARENT_WRITES, an honest pattern under the new formula: round 43b's honest child
  (one process of ``honest_mib`` and idle forked workers, made after its memory: copy-on-write) that also holds a
  previous trial's output of ``out_mib`` when it forks, and drops it for a new one after (``replace``; the control
  keeps it; 2: writes it again in place, a reused output buffer: copy-on-write gives the parent new pages): the forks
  keep the old output's pages, which only they now map, while another process's ballast takes
  the room to 100 MiB left (round 43b's ``_BALLAST``, as its ``short`` mode) for 4 s.
- ``dirty_file(piece_mib, pieces)``: DIRTY_FILE: the filler's pieces map a file of its scratch (on disk) shared and
  write every page again and again (dirty file pages, left out of both sides of the formula and counted as room by
  ``host_memory.room``): whether the kernel can reclaim them or ends the honest child.

    python -m tests.adversarial.redteam.round44a.premises44a [kept | alone | parent | parent_inplace | parent_keep | dirty]
        [kind=process as_root=1]
"""

from __future__ import annotations

import json
import sys

from tests.adversarial.redteam.round35a import premises35a
from tests.adversarial.redteam.round36b import premises36b
from tests.adversarial.redteam.round43a import premises43a
from tests.adversarial.redteam.round43b import premises43b

UID = 1_501_200
LIMIT_MIB = 1024  # low_mark 128 MiB, near short below 256 MiB, spread_mark 64 MiB
HONEST_MIB = 400  # an honest sample's child, holding this much in its one process
HOLDER_MIB = 600  # the holder: larger than the honest child, so the kernel's pick (alone it would be right)
AFTER_MIB = 64  # what the filler takes once its holder is gone: the allocation that calls the next OOM kill
OUT_MIB = 96  # PARENT_WRITES: the output the honest child held when it forked (over spread_mark, 64)

# The filler, confined as a child (score 1000). Mode "kept": its first process maps the region (shared anonymous
# memory) before it forks the holder, and so keeps it mapped, touching none of it; "alone": the holder maps it itself;
# "dirty": ``pieces`` forked processes each map a file of ``holder`` MiB of the scratch, shared, and write a byte a
# page of it again and again. On the driver's line the holder or the pieces start; the first process waits for the
# holder's end and then takes ``after`` MiB of private memory.
_FILLER = r'''
import json, mmap, os, sys, time
from pytest_passnet.sandbox.confine import confine_child
confine_child()
mode, holder, after, pieces = sys.argv[1].split(",")
holder, after, pieces = int(holder), int(after), int(pieces)
def touch(region, value=b"k"):
    view = memoryview(region)
    view[::4096] = value * len(view[::4096])
    view.release()
region = mmap.mmap(-1, holder << 20, flags=mmap.MAP_SHARED) if mode == "kept" else None
go_r, go_w = os.pipe()
made = []
for i in range(pieces if mode == "dirty" else 1):
    pid = os.fork()
    if pid == 0:
        os.close(go_w)
        os.read(go_r, 1)
        if mode == "dirty":  # a file of the scratch, on disk: its pages are file pages, dirty
            with open(f"piece{i}.bin", "w+b") as backing:
                backing.truncate(holder << 20)
                mapped = mmap.mmap(backing.fileno(), holder << 20, flags=mmap.MAP_SHARED)
            started = time.monotonic()
            while time.monotonic() - started < 12:
                touch(mapped, bytes([int(time.monotonic() * 1e3) % 251]))
        else:
            mine = region if region is not None else mmap.mmap(-1, holder << 20, flags=mmap.MAP_SHARED)
            touch(mine)  # every page in this process's page tables: its RssShmem, the largest oom_weight
        while True:
            time.sleep(60)
    made.append(pid)
os.close(go_r)
print(json.dumps({"role": "filler", "mode": mode, "adj": open("/proc/self/oom_score_adj").read().strip()}), flush=True)
sys.stdin.readline()
os.write(go_w, b"g" * len(made))
said = {"role": "filler"}
if mode != "dirty":
    _, status = os.waitpid(made[0], 0)  # the holder's end: the kernel's OOM kill
    said["holder_signal"] = os.WTERMSIG(status) if os.WIFSIGNALED(status) else None
    time.sleep(0.2)
    mine = mmap.mmap(-1, after << 20, flags=mmap.MAP_PRIVATE)  # private memory: the next allocation
    touch(mine)
    said["took_after"] = True
print(json.dumps(said), flush=True)
while True:
    time.sleep(60)
'''

# The watch's weighings recorded: what each ``spread_finding`` the watch calls weighs, read again inside the look (the
# child stopped), and whether it ends the child; the finding itself is the product's.
_RECORDER = r'''
weighed, real = [], host_memory.spread_finding
def recorded(pids, room, real=real):  # what the watch's look weighs, read again inside the look (the child stopped)
    weights = {pid: procfs.oom_weight(pid) for pid in pids}
    once = [procfs.weight_once(pid) or 0 for pid in pids]
    largest = max(weights, key=weights.get)
    whole = max(procfs.weight_whole(pid) for pid in pids)  # 546e1843: the largest weight_whole of any process
    finding = real(pids, room)
    if len(weighed) < 40:
        weighed.append({"left": room.available >> 20, "procs": len(pids), "largest": weights[largest] >> 20,
                        "whole": whole >> 20, "once": sum(once) >> 20,
                        "rest_oom": (sum(weights.values()) - weights[largest]) >> 20,
                        "outside": (sum(once) - whole) >> 20, "ends": finding is not None})
    return finding
host_memory.spread_finding = recorded
'''

# Round 43a's wait for the two children's ends, the room read every 5 ms meanwhile (12 s at most here).
_WAIT_ENDS = premises43a._SPLIT_DRIVER[premises43a._SPLIT_DRIVER.index("started, trace = time.monotonic(), []"):
                                       premises43a._SPLIT_DRIVER.index('said["lowest_mib"]')].replace(
    "started + 15", "started + 12")
assert "started + 12" in _WAIT_ENDS and "ended.append(name)" in _WAIT_ENDS, "round 43a's driver changed"

_KEPT_DRIVER = r'''
import json, os, sys, time
honest_mib, arg = sys.argv[1], sys.argv[2]
GROUP = sys.argv[4]
from pytest_passnet.sandbox import host_memory, procfs
honest, honest_made = start(HONEST, honest_mib)
said = {"kind": found.kind, "honest": json.loads(honest.stdout.readline())}
filler, filler_made = start(FILLER, arg)
said["filler"] = json.loads(filler.stdout.readline())
RECORDER
watch = assigned_watch(filler)  # as Sandbox.assign starts it
room = host_memory.room()
said["room_mib"] = [room.available >> 20, room.total >> 20]
filler.stdin.write("go\n")
filler.stdin.flush()
WAIT_ENDSsaid["lowest_mib"] = min(m for _, m in trace) if trace else None
said["room_trace_mib"] = trace[::20]
said["ended"] = ended
said["verdict"] = watch.verdict() if "filler" in ended else watch.ended_for
said["weighed"] = weighed
watch.stop()
for child in (honest, filler):
    if child.poll() is None:
        os.killpg(child.pid, 9)
    child.wait()
said["filler_said"] = [json.loads(line) for line in filler.stdout.read().splitlines() if line.startswith("{")]
said["returncodes"] = {"honest": honest.returncode, "filler": filler.returncode}
for made in (honest_made, filler_made):
    folders.remove(made)
print(json.dumps(said), flush=True)
'''

# Round 43b's driver's end: the watch stopped, the ballast ended, the honest child killed and its folders removed.
_TAX_END = premises43b._TAX_DRIVER[premises43b._TAX_DRIVER.index("watch.stop()\nballast.communicate"):]
assert _TAX_END.endswith("print(json.dumps(said), flush=True)\n"), "round 43b's driver changed"

# PARENT_WRITES's driver: the honest child, then another process's ballast (round 43b's) holding the room at
# SHORT_LEFT MiB left for up to 4 s; the watch's weighings meanwhile.
_PARENT_DRIVER = r'''
import json, os, subprocess, sys, time
arg = sys.argv[2]
GROUP = sys.argv[4]
from pytest_passnet.sandbox import host_memory, procfs
honest, made = start(HONEST, arg)
said = {"kind": found.kind, "honest": json.loads(honest.stdout.readline())}
RECORDER
watch = assigned_watch(honest)
ballast = subprocess.Popen([sys.executable, "-c", BALLAST], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
room = host_memory.room()
said["room_mib"] = [room.available >> 20, room.total >> 20]
ballast.stdin.write(f"{(room.available >> 20) - SHORT_LEFT} 0\n")
ballast.stdin.flush()
ballast.stdout.readline()
said["left_mib"] = host_memory.room().available >> 20
deadline = time.monotonic() + 4
while time.monotonic() < deadline and honest.poll() is None:
    time.sleep(0.02)
said["honest_alive"] = honest.poll() is None
said["ended_for"] = None if said["honest_alive"] else watch.verdict()
said["weighed"] = weighed
TAX_END'''


def kept_fill(kept: bool = True, holder_mib: int = HOLDER_MIB, after_mib: int = AFTER_MIB, mode: str | None = None,
              pieces: int = 0, kind: str = "bubblewrap", as_root: bool = False) -> dict:
    """SHMEM_KEPT (``kept``) and its control, or DIRTY_FILE (``mode`` "dirty"): which child ends first, the OOM kills,
    what each look weighed, the watch's verdict. ``as_root``: the driver and its children run as root (plain mode's
    namespaces as root). Under 20 s."""
    mode = mode or ("kept" if kept else "alone")
    body = _KEPT_DRIVER.replace("RECORDER", _RECORDER).replace("WAIT_ENDS", _WAIT_ENDS)
    code = premises36b.driver(body).replace("start(HONEST", "start(" + repr(premises35a._HONEST)).replace(
        "start(FILLER", "start(" + repr(_FILLER))
    found, kills = premises36b.in_group(code, None if as_root else UID,
                                        [str(HONEST_MIB), f"{mode},{holder_mib},{after_mib},{pieces}", "0"], kind,
                                        limit_mib=LIMIT_MIB, timeout=90)
    found["oom_kills"] = kills
    return found


def dirty_file(piece_mib: int = 300, pieces: int = 4, kind: str = "bubblewrap", as_root: bool = False) -> dict:
    """DIRTY_FILE: ``pieces`` pieces of ``piece_mib`` of dirty shared file pages beside the honest child."""
    return kept_fill(mode="dirty", holder_mib=piece_mib, pieces=pieces, kind=kind, as_root=as_root)


# PARENT_WRITES: round 43b's honest child, which also holds a previous trial's output when it forks its workers and,
# where ``replace``, drops it for a new one after (a new tensor each trial; the old one freed: only the forks map it).
_PARENT_HONEST = premises43b._HONEST.replace(
    "mib, workers, threads, forked_after = (int(x) for x in sys.argv[1].split(\",\"))",
    "mib, workers, threads, forked_after, out_mib, replace = (int(x) for x in sys.argv[1].split(\",\"))\n"
    "out = bytearray(out_mib << 20)\nout[::4096] = b\"o\" * len(out[::4096])").replace(
    "if forked_after:\n    pool()  # after it: each shares the parent's pages, copy-on-write, and writes none of them",
    "if forked_after:\n    pool()\nif replace == 1:  # the next trial's output: a new buffer; the old one freed here\n"
    "    del out\n    out = bytearray(out_mib << 20)\nif replace:  # 2: the same buffer written again in place\n"
    "    out[::4096] = b\"n\" * len(out[::4096])")
assert _PARENT_HONEST.count("out_mib") == 3 and "replace == 1" in _PARENT_HONEST, "round 43b's honest child changed"


def parent_writes(replace: int = 1, out_mib: int = OUT_MIB, workers: int = 2, honest_mib: int = 100,
                  kind: str = "bubblewrap", as_root: bool = False) -> dict:
    """PARENT_WRITES: the honest child above while another process's ballast holds the room at 100 MiB left (round
    43b's ``short``) for 4 s; whether the watch ended it (``ended_for``), what it weighed, the OOM kills. About 7 s."""
    code = premises36b.driver(_PARENT_DRIVER.replace("RECORDER", _RECORDER).replace("TAX_END", _TAX_END)).replace(
        "start(HONEST", "start(" + repr(_PARENT_HONEST)).replace("BALLAST]", repr(premises43b._BALLAST) + "]").replace(
        "SHORT_LEFT", str(premises43b.SHORT_LEFT_MIB))
    found, kills = premises36b.in_group(code, None if as_root else UID + 1,
                                        [str(honest_mib), f"{honest_mib},{workers},4,1,{out_mib},{int(replace)}", "0"],
                                        kind, limit_mib=LIMIT_MIB, timeout=90)
    found["oom_kills"] = kills
    return found


def fooled(found: dict) -> bool:
    """The kernel ended the honest child first while the filler's first process lived on (SHMEM_KEPT)."""
    return found.get("ended", [])[:1] == ["honest"] and found.get("oom_kills") != ["oom_kill 0"]


def _brief(found: dict) -> str:
    """What a finding shows, as JSON: an assertion's message in full (pytest shortens a dict's)."""
    keys = ("kind", "room_mib", "lowest_mib", "ended", "oom_kills", "verdict", "ended_for", "honest_alive",
            "filler_said", "weighed", "returncodes", "trials", "error")
    return json.dumps({key: found[key] for key in keys if key in found})


if __name__ == "__main__":
    which = sys.argv[1] if len(sys.argv) > 1 else "kept"
    extra = {k: v if k == "kind" else int(v) for k, v in (a.split("=") for a in sys.argv[2:])}
    calls = {"kept": lambda: kept_fill(True, **extra), "alone": lambda: kept_fill(False, **extra),
             "dirty": lambda: dirty_file(**extra), "parent": lambda: parent_writes(True, **extra),
             "parent_keep": lambda: parent_writes(0, **extra),
             "parent_inplace": lambda: parent_writes(2, **extra)}
    print(_brief(calls[which]()))
