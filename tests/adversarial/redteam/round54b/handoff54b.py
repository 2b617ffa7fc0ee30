"""Round 54b's quick premise of the aimed burst: the real ``DeviceLock`` between two stand-in workers.

Worker B (this process) holds a share of the device (``DeviceLock.working``) while its "child" (round 39c's
DEFERRED_RELEASE child: under the product's seccomp filter, as a uid of no account, a ballast of ``GIB`` in a tmpfs
file in flight in a unix pair's own queue) answers its last request; worker A (a subprocess with its own
``DeviceLock`` on the same files) waits for its timed block (``DeviceLock.alone``) meanwhile. The child closes its
trigger pair (``trigger``) or not (``none``) and stops itself, as the product stops it once its worker gives its share
back (``Sandboxes.stop_all``); B's share ends; A's block begins at once and times ``CALLS`` calls of a matmul on
torch's threads (eager's kind of work), its own clock around each call as the reference child's ``TrialTimer`` does.
A ``KworkerClock`` reads the kworkers' CPU inside A's block.

    python -m tests.adversarial.redteam.round54b.handoff54b [rounds] [GiB]
"""

from __future__ import annotations

import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from tests.adversarial.redteam.round54b.plugin54b import KworkerClock

UID = 1_502_351
REPO = Path(__file__).resolve().parents[4]
GIB = 1.75
CALLS = 8

CHILD = r'''
import array, os, signal, socket, sys
from pytest_passnet.sandbox import seccomp, syscalls
syscalls.prctl(syscalls.PR_SET_NO_NEW_PRIVS, 1)
seccomp.install(others_reachable=True)
folder, size, trigger = sys.argv[1], int(sys.argv[2]), sys.argv[3] == "trigger"
path = os.path.join(folder, "ballast")
fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_EXCL, 0o600)
for start in range(0, size, 64 << 20):
    os.posix_fallocate(fd, start, min(64 << 20, size - start))
os.unlink(path)
a, b = socket.socketpair(socket.AF_UNIX, socket.SOCK_STREAM)
# b's own queue holds b and the file; both ends stay open until the trigger: on this kernel (6.18) the collector runs
# as soon as a unix socket is released while the graph holds a cycle, so closing them at once freed the ballast here
a.sendmsg([b"x"], [(socket.SOL_SOCKET, socket.SCM_RIGHTS, array.array("i", [b.fileno(), fd]))])
os.close(fd)
print("ready", flush=True)
sys.stdin.readline()
if trigger:
    b.close(); a.close()  # b now lives only in its own queue (garbage) and a's release asks for a collection
os.kill(os.getpid(), signal.SIGSTOP)
'''

WORKER_A = r'''
import json, sys, time
from pathlib import Path
import torch
from pytest_passnet.device_lock import DeviceLock
lock = DeviceLock("cpu", 60.0, Path(sys.argv[1]))
x, w = torch.randn(512, 1024), torch.randn(1024, 1024)
for _ in range(5):
    torch.mm(x, w)
print("ready", flush=True)
for line in sys.stdin:
    with lock.alone():
        started = time.time()
        times = []
        for _ in range(int(sys.argv[2])):
            t = time.perf_counter()
            torch.mm(x, w)
            times.append((time.perf_counter() - t) * 1000)
        ended = time.time()
    print(json.dumps({"started": started, "ended": ended, "ms": times}), flush=True)
'''


def _state(pid: int) -> str:
    return open(f"/proc/{pid}/stat").read().rpartition(")")[2].split()[0]


def handoff(rounds: int = 4, gib: float = GIB) -> dict:
    """``rounds`` of each kind (``trigger`` and ``none`` in turn): A's block medians and the kworker CPU inside it."""
    from pytest_passnet.device_lock import DeviceLock

    base = Path(tempfile.mkdtemp(prefix="passnet-r54b-handoff-"))
    shm = Path(tempfile.mkdtemp(prefix="r54b-", dir="/dev/shm"))
    as_root = os.geteuid() == 0
    if as_root:
        os.chown(shm, UID, UID)
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "PYTHONPATH": str(REPO), "PYTHONDONTWRITEBYTECODE": "1"}
    lock = DeviceLock("cpu", 60.0, base / "locks")
    worker = subprocess.Popen([sys.executable, "-c", WORKER_A, str(base / "locks"), str(CALLS)], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True, env=env, start_new_session=True)
    found = {"trigger": [], "none": []}
    try:
        assert worker.stdout.readline().strip() == "ready"
        with KworkerClock() as kworkers:
            for _ in range(rounds):
                for kind in ("trigger", "none"):
                    child = subprocess.Popen([sys.executable, "-c", CHILD, str(shm), str(int(gib * (1 << 30))), kind],
                                             stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=env, cwd="/",
                                             user=UID if as_root else None, group=UID if as_root else None,
                                             start_new_session=True)
                    try:
                        assert child.stdout.readline().strip() == "ready"
                        with lock.working():  # B's share: A's block waits for it
                            worker.stdin.write("time\n")
                            worker.stdin.flush()
                            time.sleep(0.3)  # A is waiting for its turn now
                            child.stdin.write("go\n")
                            child.stdin.flush()
                            deadline = time.monotonic() + 5
                            while _state(child.pid) != "T" and time.monotonic() < deadline:
                                time.sleep(0.001)
                        block = json.loads(worker.stdout.readline())  # A's block, begun as B's share ended
                    finally:
                        child.kill()
                        child.wait()
                    time.sleep(1.0)  # what the kworker left settles before the next round
                    found[kind].append({"median_ms": round(statistics.median(block["ms"]), 2),
                                        "block_s": round(block["ended"] - block["started"], 3),
                                        "kworker_s": kworkers.within(block["started"], block["ended"])})
    finally:
        worker.kill()
        worker.wait()
        shutil.rmtree(base, ignore_errors=True)
        shutil.rmtree(shm, ignore_errors=True)
    summary = {kind: {"median_ms": statistics.median(r["median_ms"] for r in rows),
                      "kworker_s": statistics.median(r["kworker_s"] for r in rows)} for kind, rows in found.items()}
    return {"rounds": found, "summary": summary, "gib": gib,
            "slowdown": round(summary["trigger"]["median_ms"] / summary["none"]["median_ms"], 3)}


if __name__ == "__main__":
    arguments = sys.argv[1:]
    print(json.dumps(handoff(int(arguments[0]) if arguments else 4, float(arguments[1]) if len(arguments) > 1 else GIB)))
