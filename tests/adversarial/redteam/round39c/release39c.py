"""Round 39c's DEFERRED_RELEASE premise: kernel work a pass's child leaves to the kernel's own threads, which run on
through the other side's timed block while every process of the child stands stopped.

A child may make a unix stream pair (``seccomp``: the one socket kind it may make) and pass descriptors over it
(``SCM_RIGHTS``). A socket whose only references are its own receive queue's is garbage the kernel's unix garbage
collector frees, in a kworker, with every file in flight in that queue: a file of its scratch, written and unlinked,
is then released (its tmpfs pages freed, about 0.1-0.35 s of CPU a GiB here) by the kworker's delayed ``fput``, not by
the child. Closing a socket of a pair that had a descriptor in flight asks for a collection, so the child chooses
when: its last answer before eager's block (the compiled side's trials all run before eager's, ``pipeline._drive``).

    python -m tests.adversarial.redteam.round39c.release39c [GiB] [trigger|none]

runs the child's part (``child``) in a fresh interpreter under the product's own seccomp filter
(``seccomp.install``, as a plain root child without a PID namespace: ``others_reachable``), as a uid of no account
(1,500,700), in a folder of ``/dev/shm`` (a tmpfs, as the children's folders are as root). The child makes the
garbage, closes its pair (``trigger``) and stops itself at once (SIGSTOP, as the product's stop after an answer);
the driver then watches, while the child stands stopped, the host's ``Shmem`` and the CPU time of the child and of
every kworker.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

UID = 1_500_700
GiB = 1 << 30
REPO = Path(__file__).resolve().parents[4]

CHILD = r'''
import array, os, signal, socket, sys
from pytest_passnet.sandbox import seccomp, syscalls
syscalls.prctl(syscalls.PR_SET_NO_NEW_PRIVS, 1)  # as confine does, first
seccomp.install(others_reachable=True)
folder, size, trigger = sys.argv[1], int(sys.argv[2]), sys.argv[3] == "trigger"
path = os.path.join(folder, "ballast")
fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_EXCL, 0o600)
os.posix_fallocate(fd, 0, size)  # tmpfs: its pages allocated
os.unlink(path)
a, b = socket.socketpair(socket.AF_UNIX, socket.SOCK_STREAM)
# b's own queue holds b and the file: once a and b are closed, nothing outside the kernel refers to either
a.sendmsg([b"x"], [(socket.SOL_SOCKET, socket.SCM_RIGHTS, array.array("i", [b.fileno(), fd]))])
os.close(fd); b.close(); a.close()
c, d = socket.socketpair(socket.AF_UNIX, socket.SOCK_STREAM)
c.sendmsg([b"y"], [(socket.SOL_SOCKET, socket.SCM_RIGHTS, array.array("i", [d.fileno()]))])
print("ready", flush=True)
sys.stdin.readline()
if trigger:
    d.close(); c.close()  # a release with something in flight: the collector is asked to run
os.kill(os.getpid(), signal.SIGSTOP)
'''


def _shmem_bytes() -> int:
    for line in open("/proc/meminfo"):
        if line.startswith("Shmem:"):
            return int(line.split()[1]) * 1024
    raise RuntimeError("no Shmem in /proc/meminfo")


def _cpu_s(pid: int) -> tuple[str, float]:
    data = open(f"/proc/{pid}/stat").read()
    fields = data[data.rindex(")") + 2:].split()
    return fields[0], (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _kworkers_cpu_s() -> float:
    total = 0.0
    for pid in os.listdir("/proc"):
        if not pid.isdigit():
            continue
        try:
            data = open(f"/proc/{pid}/stat").read()
        except OSError:
            continue
        if data[data.index("(") + 1:data.rindex(")")].startswith("kworker"):
            fields = data[data.rindex(")") + 2:].split()
            total += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    return total


def child_releases(size: int = GiB, trigger: bool = True, watch_s: float = 3.0) -> dict:
    """The child's part in a fresh interpreter; what happened while it stood stopped after its last call."""
    folder = Path(f"/dev/shm/r39c-{os.getpid()}-{time.monotonic_ns()}")
    folder.mkdir(mode=0o700)
    as_uid = os.geteuid() == 0
    if as_uid:
        os.chown(folder, UID, UID)
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "PYTHONPATH": str(REPO),
           "PYTHONDONTWRITEBYTECODE": "1"}
    process = subprocess.Popen([sys.executable, "-c", CHILD, str(folder), str(size), "trigger" if trigger else "none"],
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=env, cwd="/",
                               user=UID if as_uid else None, group=UID if as_uid else None)
    try:
        assert process.stdout.readline().strip() == "ready"
        shmem_before, kworkers_before = _shmem_bytes(), _kworkers_cpu_s()
        process.stdin.write("go\n")
        process.stdin.flush()
        deadline = time.monotonic() + 5
        while _cpu_s(process.pid)[0] != "T":
            if time.monotonic() > deadline or process.poll() is not None:
                raise RuntimeError(f"the child did not stop (exit {process.poll()})")
            time.sleep(0.001)
        stopped_at, (_, child_cpu_at_stop) = time.monotonic(), _cpu_s(process.pid)
        fell_after, least = None, _shmem_bytes()
        while time.monotonic() - stopped_at < watch_s:
            least = min(least, _shmem_bytes())
            if fell_after is None and least <= shmem_before - 0.75 * size:
                fell_after = time.monotonic() - stopped_at
            time.sleep(0.002)
        state, child_cpu = _cpu_s(process.pid)
        return {"size_gib": size / GiB, "trigger": trigger, "state": state,
                "child_cpu_while_stopped_s": round(child_cpu - child_cpu_at_stop, 3),
                "shmem_fell_gib": round((shmem_before - least) / GiB, 3),
                "fell_after_s": None if fell_after is None else round(fell_after, 3),
                "kworkers_cpu_s": round(_kworkers_cpu_s() - kworkers_before, 3)}
    finally:
        process.kill()
        process.wait()
        shutil.rmtree(folder, ignore_errors=True)


def sync_release_s(size: int = GiB) -> float:
    """What the same release costs the process that closes the file itself (the work the child left)."""
    path = Path(f"/dev/shm/r39c-sync-{os.getpid()}")
    fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_EXCL, 0o600)
    try:
        os.posix_fallocate(fd, 0, size)
    finally:
        os.unlink(path)
    started = time.perf_counter()
    os.close(fd)
    return round(time.perf_counter() - started, 3)


if __name__ == "__main__":
    arguments = sys.argv[1:]
    size = int(float(arguments[0]) * GiB) if arguments else GiB
    trigger = (arguments[1] if len(arguments) > 1 else "trigger") == "trigger"
    print(json.dumps({"deferred": child_releases(size, trigger), "sync_close_s": sync_release_s(size)}))
