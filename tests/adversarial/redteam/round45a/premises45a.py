"""Round 45a's premises, on real confined children (round 36b's ``premises36b.driver``: the plan the real
``mode.detect`` settles on, the real ``folders.make`` and ``policy.command``) and the real ``FileTableWatch`` built as
``Sandbox.assign`` builds it (``assigned_watch``). Uids of no account only (1,501,250-1,501,299); every premise inside
a v1 memory cgroup of 1 GiB (``premises36b.in_group``: low_mark 128 MiB, near short below 256 MiB, spread_mark 64 MiB),
removed after. Target: ``host_memory.spread_finding`` at ``546e1843`` (outside = the child's ``procfs.weight_once``
summed, less the largest ``procfs.weight_whole`` of any of its processes), which weighs each process of the child on
its own, also processes that share one address space (CLONE_VM: a vfork child before its exec).

- ``spawning(how)``: VFORK_TWICE, an honest child of ``HONEST_MIB`` in one process (round 43b's, no workers) that
  starts programs from a thread the way Python and glibc start them (``subprocess`` and ``os.posix_spawn`` clone with
  CLONE_VM|CLONE_VFORK: the new process runs in its parent's address space until its exec), while another process's
  ballast (round 43b's) holds the room at 100 MiB left for 4 s (round 44a's PARENT_WRITES driver). ``how``: ``fifo``,
  one ``posix_spawn`` whose file action opens a FIFO no one writes yet (the spawned process waits in its open, before
  its exec, its parent in the vfork wait: a slow open, e.g. of a network file); ``loop``, ``subprocess.run`` of
  ``/bin/true`` again and again (a compiler driver's calls: each process shares the address space for microseconds);
  ``none``, the control (no spawn).

    python -m tests.adversarial.redteam.round45a.premises45a [fifo | loop | none] [kind=process as_root=1]
"""

from __future__ import annotations

import sys

from tests.adversarial.redteam.round36b import premises36b
from tests.adversarial.redteam.round43b import premises43b
from tests.adversarial.redteam.round44a import premises44a

UID = 1_501_250
LIMIT_MIB = 1024
HONEST_MIB = 200  # over spread_mark (64): counted twice, the second copy is "outside its largest"

# Round 43b's honest child (no workers, no threads), with a thread that starts programs as ``how`` says.
_SPAWNER = r'''
how = os.environ.get("PASSNET_45A_HOW", "none")
def spawner():
    import subprocess
    if how == "fifo":
        path = os.path.join(os.environ.get("TMPDIR", "/tmp"), "r45a.fifo")
        os.mkfifo(path)
        pid = os.posix_spawn("/bin/true", ["true"], dict(os.environ),
                             file_actions=[(os.POSIX_SPAWN_OPEN, 3, path, os.O_RDONLY, 0)])
        os.waitpid(pid, 0)
    elif how == "loop":
        while True:
            subprocess.run(["/bin/true"])
threading.Thread(target=spawner, daemon=True).start()
'''
_HONEST = premises43b._HONEST.replace(
    'print(json.dumps({"role": "honest"', _SPAWNER + 'print(json.dumps({"role": "honest"', 1)
assert _HONEST.count("spawner()") == 1, "round 43b's honest child changed"


def spawning(how: str = "fifo", honest_mib: int = HONEST_MIB, kind: str = "bubblewrap", as_root: bool = False) -> dict:
    """VFORK_TWICE: the honest child above while the room is held at 100 MiB left for 4 s; whether the watch ended it
    (``ended_for``), what each look weighed (``weighed``), the OOM kills. About 7 s."""
    honest = _HONEST.replace('os.environ.get("PASSNET_45A_HOW", "none")', repr(how))
    code = premises36b.driver(premises44a._PARENT_DRIVER.replace("RECORDER", premises44a._RECORDER).replace(
        "TAX_END", premises44a._TAX_END)).replace("start(HONEST", "start(" + repr(honest)).replace(
        "BALLAST]", repr(premises43b._BALLAST) + "]").replace("SHORT_LEFT", str(premises43b.SHORT_LEFT_MIB))
    found, kills = premises36b.in_group(code, None if as_root else UID, [str(honest_mib), f"{honest_mib},0,0,0", "0"],
                                        kind, limit_mib=LIMIT_MIB, timeout=90)
    found["oom_kills"] = kills
    return found


def _brief(found: dict) -> str:
    return premises44a._brief(found)


if __name__ == "__main__":
    which = sys.argv[1] if len(sys.argv) > 1 else "fifo"
    extra = {k: v if k == "kind" else int(v) for k, v in (a.split("=") for a in sys.argv[2:])}
    print(_brief(spawning(which, **extra)))


# TAKE_BACK_LOOK: round 36b's LOOK_TAX tree (64 stopped processes of 16 threads) under the real watch, memory held near
# short by a ballast in the driver; the child lent (``lend``) for 1 s of paced looks; then, still lent, memory falls by
# ``fall_mib`` (more than a quarter of low_mark, 32 MiB: ``ran_shorter``); then ``take_back``. When the watch's next look
# begins after ``take_back`` (before 546e1843: a lent sleep of 19 looks' cost could outlast the worker's continue_all).
_TAKE_BACK = premises36b._TAX_DRIVER[:premises36b._TAX_DRIVER.index("start = time.monotonic()")] + r'''
looks = []
real = watch._memory_finding
def timed(room, real=real):
    looks.append((time.monotonic(), watch._lent))
    return real(room)
watch._memory_finding = timed
total = host_memory.room().total
ballast = bytearray(max(0, host_memory.room().available - host_memory.low_mark(total) * 7 // 4))
ballast[::4096] = b"b" * len(ballast[::4096])
watch.lend()
time.sleep(1.0)
fall = bytearray(int(sys.argv[3]) << 20)
fall[::4096] = b"f" * len(fall[::4096])
time.sleep(0.05)
said["left_at_take_back_mib"] = host_memory.room().available >> 20
said["looks_lent"] = len(looks)
said["since_last_lent_look_ms"] = round((time.monotonic() - looks[-1][0]) * 1e3, 1) if looks else None
watch.take_back()  # its own judgement (``_memory_finding``) is not a look after it
t = time.monotonic()
while watch.ended_for is None and time.monotonic() - t < 5.0:  # CI's loaded cores: the walk of 1,024 threads is slow
    time.sleep(0.05)
after = [round((at - t) * 1e3, 1) for at, lent in looks if at > t]
said["looks_after_take_back_ms"] = after[:8]
said["ended_for"] = watch.ended_for
watch.stop()
os.killpg(root, signal.SIGKILL)
print(json.dumps(said), flush=True)
'''


def take_back_look(fall_mib: int = 48) -> dict:
    """TAKE_BACK_LOOK: see above. As root in plain process mode (the tree is the driver's own forks). About 6 s."""
    found, kills = premises36b.in_group(_TAKE_BACK, UID + 1, ["16", "1.0", str(fall_mib)], "process",
                                        limit_mib=LIMIT_MIB, timeout=90)
    found["oom_kills"] = kills
    return found
