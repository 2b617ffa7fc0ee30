"""Round 35a's premises, on real children started from the real ``policy.command`` (the plan the real ``mode.detect``
settles on for the uid that runs it) and on the real ``identity`` functions. Uids of no account only (1,500,371-
1,500,379 and the emulated lease range ``FIRST``); a root premise's ``/run`` is a private tmpfs, never CI's.

- ``oom_rescue(kind, as_root)``: OOM_SELF_RESCUE. A pass's child (every step confined, its ``oom_score_adj`` 1000 from
  ``oom_first``) makes itself dumpable again (``prctl(PR_SET_DUMPABLE, 1)``: seccomp refuses only
  ``PR_SET_PDEATHSIG``) and writes 0 to ``/proc/self/task/<tid>/oom_score_adj``: Landlock's write rule for the
  child's own ``/proc/self/task`` (CUDA's thread names, ``confine.OWN_THREAD_NAMES``) covers every file below it, and
  the kernel lets a process lower its score down to ``oom_score_adj_min``, which only a write with
  ``CAP_SYS_RESOURCE`` raises (a root child's ``oom_first``; never a user's).
- ``oom_pick(lowered)``: what that buys. Two confined children of one user (process mode) in a memory cgroup of
  ``LIMIT_MIB`` (a small host, emulated; v1 ``memory`` controller): an honest one holding ``HONEST_MIB``, and a filler
  that (``lowered``) lowers its score first, then allocates until the OOM killer acts. Which one it ends.
- ``stale_sweep(host_leased_before)``: SWEEP_STALE_LEASE. ``identity.sweep`` (``0465125e``) ends a uid's processes
  where its lease file is in its own folder and nobody holds it: a file stays there once the uid was leased
  (``lease`` creates it; ``release`` writes ``clean`` into it and keeps it). A host run that leased uid U once (any
  earlier run since boot) and a container's live child of U (its own ``/run``, its own PID namespace, which the host
  sees): the host run's next start.

    python -m tests.adversarial.redteam.round35a.premises35a [oom | pick | sweep]
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).parents[4]
USER_UID = 1_500_371  # the user whose children lower their score
PICK_UID = 1_500_372  # the user of the memory-cgroup premise
FIRST = 1_500_374  # the emulated lease range (root premises): uids of no account
LIMIT_MIB = 640
HONEST_MIB = 160

# The trusted side: the real mode for this uid, the real folders and command; the child's module replaced by a script
# that confines itself first, as the real child's ``main`` does (``confine_child``).
_DRIVER = r'''
import json, os, subprocess, sys
from pytest_passnet.sandbox import folders, identity, mode, policy
if len(sys.argv) > 2:
    identity.FIRST, identity.COUNT = int(sys.argv[2]), 4
scripts = json.loads(sys.argv[1])
found = mode.detect()
children = []
for script in scripts:
    lease = identity.lease() if found.uid_per_child else None
    made = folders.make(lease.uid if lease else None, found.bounded_folders)
    argv, env = policy.command(found.kind, made, os.environ, "cpu", (), uid=lease.uid if lease else None,
                               steps=found.steps, landlock_abi=found.landlock_abi)
    at = len(argv) - 1 - argv[::-1].index("-m")
    argv = argv[:at] + ["-c", script] + argv[at + 2:]
    children.append((subprocess.Popen(argv, env=env, cwd=made.scratch, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                      stderr=subprocess.PIPE, text=True, start_new_session=True), made, lease))
    if len(scripts) > 1:  # the first child ready before the next starts
        print(json.dumps({"line": children[-1][0].stdout.readline().strip()}), flush=True)
print(json.dumps({"kind": found.kind, "steps": list(found.steps), "pids": [c.pid for c, _, _ in children]}), flush=True)
for child, made, lease in children:
    out, err = child.communicate(timeout=120)
    print(json.dumps({"stdout": out.strip(), "stderr": err[-300:], "returncode": child.returncode}), flush=True)
    folders.remove(made)
    if lease:
        lease.release()
'''

# A pass's child: dumpable again, then its own score through the task folder's rule (the tgid's file: Landlock).
_RESCUE = r'''
import ctypes, json, os
from pytest_passnet.sandbox.confine import confine_child
confine_child()
libc = ctypes.CDLL(None, use_errno=True)
tid = libc.syscall(186 if os.uname().machine == "x86_64" else 178)

def write(path, text):
    try:
        with open(path, "w") as f:
            f.write(text)
        return "ok"
    except OSError as exc:
        return exc.strerror

said = {"uid": os.getuid(), "start": open("/proc/self/oom_score_adj").read().strip()}
said["task_file_non_dumpable"] = write(f"/proc/self/task/{tid}/oom_score_adj", "0")
said["dumpable"] = libc.prctl(4, 1, 0, 0, 0)  # PR_SET_DUMPABLE
said["tgid_file"] = write("/proc/self/oom_score_adj", "0")
said["task_file"] = write(f"/proc/self/task/{tid}/oom_score_adj", "0")
said["end"] = open("/proc/self/oom_score_adj").read().strip()
print(json.dumps(said), flush=True)
'''


def _as(uid: int) -> list[str]:
    return ["setpriv", f"--reuid={uid}", f"--regid={uid}", "--clear-groups"]


def _env(kind: str) -> dict[str, str]:
    # ROUND35A_PRODUCT: another copy of the package (a commit's, ``git archive``), for the record of a fix.
    return {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "PYTHONDONTWRITEBYTECODE": "1",
            "PYTHONPATH": os.environ.get("ROUND35A_PRODUCT", str(ROOT)),
            "HOME": "/nonexistent", "PASSNET_SANDBOX": kind}


def _lines(text: str) -> list[dict]:
    return [json.loads(line) for line in text.splitlines() if line.startswith("{")]


def oom_rescue(kind: str = "process", as_root: bool = False) -> dict:
    """OOM_SELF_RESCUE: the confined child's score at its start and after it lowered it. As root: a uid leased per
    child from a range of no account, in a private ``/run`` and mount namespace. A few seconds."""
    if as_root:
        script = f"mount -t tmpfs -o size=1m,mode=0755 none /run && exec {sys.executable} -c \"$0\" \"$@\""
        argv = ["unshare", "--mount", "--propagation", "private", "sh", "-c", script, _DRIVER, json.dumps([_RESCUE]),
                str(FIRST)]
    else:
        argv = [*_as(USER_UID), sys.executable, "-c", _DRIVER, json.dumps([_RESCUE])]
    with tempfile.TemporaryDirectory(prefix="round35a-") as home:
        os.chmod(home, 0o755)
        done = subprocess.run(argv, capture_output=True, text=True, env={**_env(kind), "TMPDIR": home}, timeout=120,
                              check=False, cwd=home)
    lines = _lines(done.stdout)
    if len(lines) < 2:
        return {"error": done.stderr[-800:]}
    child = lines[1]
    return {"kind": lines[0]["kind"], "steps": lines[0]["steps"], **(json.loads(child["stdout"]) if child["stdout"]
                                                                      else {"stderr": child["stderr"]})}


_HONEST = r'''
import json, os, sys, time
from pytest_passnet.sandbox.confine import confine_child
confine_child()
held = bytearray(int(sys.argv[1]) << 20)
held[::4096] = b"x" * len(held[::4096])
print(json.dumps({"role": "honest", "adj": open("/proc/self/oom_score_adj").read().strip()}), flush=True)
time.sleep(60)
'''

_FILLER = r'''
import ctypes, json, os, sys, time
from pytest_passnet.sandbox.confine import confine_child
confine_child()
said = {"role": "filler"}
if sys.argv[1] == "1":
    libc = ctypes.CDLL(None, use_errno=True)
    libc.prctl(4, 1, 0, 0, 0)
    try:  # refused since the fix (seccomp, Landlock): the filler goes on at the score it has
        with open(f"/proc/self/task/{libc.syscall(186)}/oom_score_adj", "w") as adj:
            adj.write("0")
        said["lowered"] = "ok"
    except OSError as exc:
        said["lowered"] = exc.strerror
said["adj"] = open("/proc/self/oom_score_adj").read().strip()
print(json.dumps(said), flush=True)
blocks = []
while True:  # until the OOM killer acts on this cgroup
    block = bytearray(16 << 20)
    block[::4096] = b"x" * len(block[::4096])
    blocks.append(block)
    time.sleep(0.02)
'''

_PICK_DRIVER = r'''
import json, os, subprocess, sys, time
from pytest_passnet.sandbox import folders, mode, policy
honest_mib, lowered, seen_at = sys.argv[1], sys.argv[2], sys.argv[3]
found = mode.detect()
def start(script, arg):
    made = folders.make(None, found.bounded_folders)
    argv, env = policy.command(found.kind, made, os.environ, "cpu", (), uid=None, steps=found.steps,
                               landlock_abi=found.landlock_abi)
    at = len(argv) - 1 - argv[::-1].index("-m")
    argv = argv[:at] + ["-c", script, arg] + argv[at + 2:]
    return subprocess.Popen(argv, env=env, cwd=made.scratch, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, start_new_session=True), made

def tree(root):
    parent = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                parent[int(entry)] = int(open(f"/proc/{entry}/stat").read().rpartition(")")[2].split()[1])
            except (OSError, ValueError, IndexError):
                pass
    found, grew = {root}, True
    while grew:
        more = {pid for pid, up in parent.items() if up in found} - found
        found |= more
        grew = bool(more)
    return found

def scores(root):
    best = None
    for pid in tree(root):
        try:
            score = int(open(f"/proc/{pid}/oom_score").read())
            rss = int(open(f"/proc/{pid}/statm").read().split()[1]) * 4096 >> 20
        except (OSError, ValueError):
            continue
        if best is None or score > best[0]:
            best = (score, rss)
    return best

honest, honest_made = start(HONEST, honest_mib)
said = {"kind": found.kind, "honest": json.loads(honest.stdout.readline())}
filler, filler_made = start(FILLER, lowered)
said["filler"] = json.loads(filler.stdout.readline())
time.sleep(float(seen_at))
said["scores_before"] = {"honest": scores(honest.pid), "filler": scores(filler.pid)}
deadline, ended = time.monotonic() + 25, []
while time.monotonic() < deadline and len(ended) < 2:
    for name, child in (("honest", honest), ("filler", filler)):
        if name not in ended and child.poll() is not None:
            ended.append(name)
            deadline = min(deadline, time.monotonic() + 1.0)  # the next kill, if the first freed too little
    time.sleep(0.02)
said["ended_first"] = ended[0] if ended else None
said["ended"] = ended
for child in (honest, filler):
    if child.poll() is None:
        os.killpg(child.pid, 9)
    child.wait()
said["returncodes"] = {"honest": honest.returncode, "filler": filler.returncode}
for made in (honest_made, filler_made):
    folders.remove(made)
print(json.dumps(said), flush=True)
'''


def oom_pick(lowered: bool, kind: str = "process") -> dict:
    """Which child the OOM killer of a ``LIMIT_MIB`` memory cgroup ends: the honest one (``HONEST_MIB`` held) or the
    filler, which lowered its score (``lowered``) or not. Under 20 s."""
    group = Path(f"/sys/fs/cgroup/memory/round35a-{os.getpid()}")
    group.mkdir()
    try:
        (group / "memory.limit_in_bytes").write_text(str(LIMIT_MIB << 20))
        driver = _PICK_DRIVER.replace("HONEST, honest_mib", repr(_HONEST) + ", honest_mib").replace(
            "start(FILLER", "start(" + repr(_FILLER))
        wrapper = f"echo $$ > {group}/cgroup.procs && exec \"$@\""
        with tempfile.TemporaryDirectory(prefix="round35a-") as home:
            os.chmod(home, 0o755)
            done = subprocess.run(["sh", "-c", wrapper, "sh", *_as(PICK_UID), sys.executable, "-c", driver,
                                   str(HONEST_MIB), "1" if lowered else "0", "0.6"],
                                  capture_output=True, text=True, env={**_env(kind), "TMPDIR": home}, timeout=90,
                                  check=False, cwd=home)
        lines = _lines(done.stdout)
        found = lines[-1] if lines else {"error": done.stderr[-800:]}
        found["oom_kills"] = [line for line in (group / "memory.oom_control").read_text().splitlines()
                              if line.startswith("oom_kill ")]
        return found
    finally:
        remove_group(group)


def remove_group(group: Path) -> None:
    """A memory cgroup of the premises removed, what still runs in it killed first (5 s at most)."""
    for _ in range(50):
        try:
            group.rmdir()
            return
        except OSError:
            for pid in (group / "cgroup.procs").read_text().split():
                try:
                    os.kill(int(pid), signal.SIGKILL)
                except OSError:
                    pass
            time.sleep(0.1)


# One emulated run's trusted side, in its own /run (a private tmpfs: a container's, or the host's), leasing from the
# range of no account. "lease": lease a uid and release it (an earlier run, whose file stays). "child": lease a uid and
# start a process of it that sleeps (a root child's), holding the lease. "sweep": the real ``identity.sweep`` over the
# uids it sees, as ``Sandboxes.__init__`` calls it.
_RUN = r'''
import json, os, random, subprocess, sys, time
from pytest_passnet.sandbox import identity, procfs
role, first, start = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
identity.FIRST, identity.COUNT = first, 4
random.seed(start)
if role in ("lease", "killed"):
    taken = identity.lease()
    uid = taken.uid
    if role == "lease":
        taken.release()
    print(json.dumps({"role": role, "uid": uid, "file": open(f"/run/pytest-passnet-uids/{uid}").read()}), flush=True)
    os._exit(0)  # "killed": a run that ended before it released its lease (SIGKILL, the OOM killer)
elif role == "child":
    taken = identity.lease()
    child = subprocess.Popen(["setpriv", f"--reuid={taken.uid}", f"--regid={taken.uid}", "--clear-groups",
                              "sleep", "60"])
    for _ in range(500):  # setpriv runs as root until it has switched: the child is the uid's once it has
        if procfs.of_uid(taken.uid):
            break
        time.sleep(0.01)
    print(json.dumps({"role": role, "uid": taken.uid, "pid_in_container": child.pid}), flush=True)
    sys.stdin.readline()
    child.kill()
    child.wait()
    taken.release()
else:
    seen = {p.uid for p in procfs.processes()}
    identity.sweep(seen)
    print(json.dumps({"role": role, "saw": sorted(u for u in seen if first <= u < first + 4)}), flush=True)
'''


def _run_in(folder_script: str, role: str, start: int, pid_namespace: bool) -> list[str]:
    script = f"mount -t tmpfs -o size=1m,mode=0755 none /run && exec {sys.executable} -c \"$0\" \"$@\""
    pid = ["--pid", "--fork", "--mount-proc", "--kill-child"] if pid_namespace else []
    return ["unshare", "--mount", "--propagation", "private", *pid, "sh", "-c", script, folder_script, role,
            str(FIRST), str(start)]


def stale_sweep(earlier: str | None, then: str = "sweep") -> dict:
    """SWEEP_STALE_LEASE: a container's root child of a uid the host's own lease folder once leased, alive before and
    after the host run's sweep. ``earlier``: how the host's earlier run left that uid's file: "lease" (released:
    ``clean``), "killed" (its pid: the run ended before its release), None (never leased: round 34a's fixed case).
    ``then``: what the host's next run does, its start's "sweep" or a "lease" (which lands on that uid: the same random
    start). One host /run for the whole premise (a tmpfs kept by a holder process)."""
    host = subprocess.Popen(["unshare", "--mount", "--propagation", "private", "sh", "-c",
                             "mount -t tmpfs -o size=1m,mode=0755 none /run && echo ready && exec sleep 120"],
                            stdout=subprocess.PIPE, text=True)
    container = None
    try:
        assert host.stdout.readline().strip() == "ready"
        enter = ["nsenter", f"--mount=/proc/{host.pid}/ns/mnt", "--"]
        said: dict = {"earlier": earlier}
        if earlier:  # an earlier run on the host leased the uid
            done = subprocess.run([*enter, sys.executable, "-c", _RUN, earlier, str(FIRST), "1"], capture_output=True,
                                  text=True, env=_env("process"), timeout=60, check=False)
            said["earlier_file"] = _lines(done.stdout)[0]["file"]
        container = subprocess.Popen(_run_in(_RUN, "child", 1, pid_namespace=True), stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True, env=_env("process"))
        said["container"] = json.loads(container.stdout.readline())
        uid = said["container"]["uid"]
        from pytest_passnet.sandbox import procfs

        said["before"] = len(procfs.of_uid(uid))
        done = subprocess.run([*enter, sys.executable, "-c", _RUN, then, str(FIRST), "1"], capture_output=True,
                              text=True, env=_env("process"), timeout=60, check=False)
        said[then] = _lines(done.stdout)[0] if done.stdout.strip() else done.stderr[-300:]
        time.sleep(0.2)
        said["after"] = len(procfs.of_uid(uid))
        return said
    finally:
        if container is not None:
            container.kill()
            container.wait()
        host.kill()
        host.wait()


if __name__ == "__main__":
    what = sys.argv[1] if len(sys.argv) > 1 else "oom"
    if what == "oom":
        for kind in ("process", "bubblewrap"):
            print("OOM_SELF_RESCUE user", kind, oom_rescue(kind))
            print("OOM_SELF_RESCUE root", kind, oom_rescue(kind, as_root=True))
    elif what == "pick":
        for lowered in (False, True):
            print("OOM_PICK lowered" if lowered else "OOM_PICK control", oom_pick(lowered))
    elif what == "sweep":
        for earlier in (None, "lease", "killed"):
            print("SWEEP_STALE_LEASE", stale_sweep(earlier))
        for earlier in ("lease", "killed"):
            print("LEASE_STALE_FILE", stale_sweep(earlier, then="lease"))


# An honest CPU child's standing pools on a host of ``cpus`` CPUs without SMT (physical = logical), emulated on this
# one: ATen's intra-op pool (libgomp, a thread a physical core), the digests' pool (``fingerprint._hashers``: a thread
# a CPU of the affinity) as round 32a's ``honest_hosts`` makes them, and the pool ``policy.most_threads`` leaves out:
# NumPy's OpenBLAS (``import torch`` imports NumPy, whose OpenBLAS starts a thread a CPU at its load, up to its
# MAX_THREADS, 64 in the wheel here; ``scipy_openblas_get_config64_``), set to what it starts on such a host.
_POOLS = r"""
import ctypes, glob, os, sys, threading
import numpy, torch
from pytest_passnet import fingerprint
cpus = int(sys.argv[1])
blas = ctypes.CDLL(glob.glob(os.path.join(os.path.dirname(numpy.__file__), "..", "numpy.libs", "*openblas*"))[0])
blas.scipy_openblas_get_config64_.restype = ctypes.c_char_p
most = int(blas.scipy_openblas_get_config64_().decode().split("MAX_THREADS=")[1].split()[0])
blas.scipy_openblas_set_num_threads64_(min(cpus, most))
a = numpy.ones((1024, 1024))
a @ a  # its pool stands at the set count
openmp = ctypes.CDLL("libgomp.so.1")
x = torch.randn(1 << 22)
torch.relu(x)
openmp.omp_set_num_threads(cpus)
torch.relu(x)
fingerprint._hashers = lambda: cpus
pool = fingerprint._hashing_threads()
together = threading.Barrier(cpus, timeout=120)
for job in [pool.submit(together.wait) for _ in range(cpus)]:
    job.result()
print("ready", min(cpus, most), flush=True)
sys.stdin.readline()
"""


def honest_pools(cpus: int) -> dict:
    """The emulated honest child's threads at its stop, and what the real ``_too_many`` says with the bound ``policy``
    sets on a host of ``cpus`` CPUs. About 10 s at 512."""
    from pytest_passnet.sandbox import policy, process, procfs
    from tests.adversarial.redteam.round32a import threads32a

    class Pools(threads32a.Tree):
        def __init__(self):
            self.process = subprocess.Popen([sys.executable, "-c", _POOLS, str(cpus)], stdin=subprocess.PIPE,
                                            stdout=subprocess.PIPE, text=True, cwd=ROOT)
            self.blas = int(self.process.stdout.readline().split()[1])

    tree = Pools()
    try:
        pids, started = threads32a._stopped(tree)
        this_host, policy.CHILD_THREADS = policy.CHILD_THREADS, policy.most_threads(cpus)
        try:
            over = process._too_many(pids)
        finally:
            policy.CHILD_THREADS = this_host
        procfs.send_to_same(started, signal.SIGCONT)
        return {"cpus": cpus, "openblas": tree.blas, "threads": tree.threads(), "bound": policy.most_threads(cpus),
                "refused": None if over is None else tuple(over)}
    finally:
        tree.end()
