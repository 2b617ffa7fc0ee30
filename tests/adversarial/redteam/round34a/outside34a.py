"""Round 34a: what a pass can reach of its child's outside process, what the trusted side's kernel-release read
follows, and whose count a root child's leased uid shares, on real children confined by the real ``confine.apply``.

- ``outside_reach(landlock_scoped)``: GROUP_SIGNAL_OUTSIDE. A plain user's process-mode child (the product's steps, its
  own namespaces) signals its process group, ``kill(0, SIGSTOP)``: the outside process (``_stand_outside``) is in that
  group (``Popen(start_new_session=True)`` makes it the leader; ``setsid``/``setpgid`` are refused by seccomp), and a
  group signal needs no pid. ``landlock_scoped``: Landlock at this kernel's ABI (6+: signals scoped to the domain);
  False is a kernel of ABI 5 or older (5.14-6.11), which scopes nothing. Also what the outside holds (descriptors,
  ignored signals, limits), read from the trusted side's view.
- ``release_read()``: UNAME26. The release ``policy`` reads under a personality that reports a 2.6 kernel.
- ``shared_uid(collide)``: LEASE_ACROSS_CONTAINERS. Two root runs in two containers of one host (each its own
  ``/run``, emulated by a private mount of it) lease a child's uid each with the real ``identity.lease``; each child
  takes root process mode's steps and ``policy.limits(uid)`` (a flat ``CHILD_TASKS``, per host uid: no user
  namespace). ``collide`` forces the two random starts alike (what chance gives one pair in 65,536): one child, a
  squeezer, starts threads until refused; the other, honest, starts one.

- ``invisible_tasks(other_container)``: INVISIBLE_TASKS. Where a user's child has no user namespace (or the kernel is
  before 5.14), ``policy.limits`` gives it ``CHILD_TASKS`` plus the uid's tasks ``procfs.tasks_of`` reads in this
  PID namespace's ``/proc``; the kernel counts the uid's tasks in every PID namespace (containers of one ``--user``).

- ``host_sweep()``: SWEEP_ACROSS_CONTAINERS. A root run's start ends the processes of every leased-range uid it sees
  whose lease file in its own /run nobody holds (``identity.sweep``): another container's live children.

Uids of no account only (the lease range is moved to ``FIRST``; CI's root runs lease from ``identity.FIRST``).

    python -m tests.adversarial.redteam.round34a.outside34a [reach | release | uid | invisible | sweep]
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

from filelock import FileLock

ROOT = Path(__file__).parents[4]
REACH_UID = 1_500_341
FIRST = 1_500_350  # the emulated containers' lease range: uids of no account

_REACH = r'''
import json, os, signal, sys, time
from pytest_passnet.sandbox import confine, landlock, policy

folder, scoped = sys.argv[1], sys.argv[2] == "1"
steps = ["oom_first", "namespaces", "rlimits", "no_new_privs", "pdeathsig", "non_dumpable", "seccomp"]
plan = {"steps": steps + (["landlock"] if scoped else []), "limits": policy.limits(None, user_namespace=True),
        "parent": os.getppid(), "folders": {"own": folder, "prefix": folder + ".others", "writable": [folder]},
        "landlock": {"read": policy.read_only_roots(), "devices": ["/dev/null"], "write": [folder],
                     "abi": landlock.abi_version()}}
confine.apply(plan)
try:
    os.kill(0, signal.SIGSTOP)  # the group: the inside (its namespace's init) ignores its own, the outside not
    said = "sent"
except OSError as exc:
    said = exc.strerror
print(json.dumps({"kill_group": said, "pid_inside": os.getpid()}), flush=True)
time.sleep(30)
'''


def _as(uid: int) -> list[str]:
    return ["setpriv", f"--reuid={uid}", f"--regid={uid}", "--clear-groups"]


def _env() -> dict[str, str]:
    return {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "PYTHONPATH": str(ROOT), "PYTHONDONTWRITEBYTECODE": "1",
            "HOME": "/nonexistent"}


def _status(pid: int) -> dict[str, str]:
    lines = Path(f"/proc/{pid}/status").read_text().splitlines()
    return {key: value.strip() for key, _, value in (line.partition(":") for line in lines)}


def _outside_view(pid: int) -> dict:
    """What the trusted side sees of the outside process: its state, descriptors, ignored signals, open-file and
    file-size limits."""
    status = _status(pid)
    fds = {}
    for fd in sorted(os.listdir(f"/proc/{pid}/fd"), key=int):
        try:
            fds[fd] = os.readlink(f"/proc/{pid}/fd/{fd}")
        except OSError:
            continue
    limits = {line[:26].strip(): line[26:].split()[:2] for line in Path(f"/proc/{pid}/limits").read_text().splitlines()[1:]}
    ignored = int(status["SigIgn"], 16)
    return {"state": status["State"][0], "fds": {fd: target.split(":")[0] if ":" in target else target
                                                 for fd, target in fds.items()},
            "ignored": [signal.Signals(n).name for n in range(1, 32) if ignored >> (n - 1) & 1],
            "nofile": limits["Max open files"], "fsize": limits["Max file size"], "nproc": limits["Max processes"]}


def outside_reach(landlock_scoped: bool) -> dict:
    """GROUP_SIGNAL_OUTSIDE: a plain user's child stops its group; the outside process's view after. A second."""
    with tempfile.TemporaryDirectory(prefix="round34a-") as folder:
        os.chown(folder, REACH_UID, REACH_UID)
        child = subprocess.Popen([*_as(REACH_UID), sys.executable, "-c", _REACH, folder, "1" if landlock_scoped else "0"],
                                 stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                 cwd=folder, env=_env(), start_new_session=True)
        try:
            line = child.stdout.readline()
            said = json.loads(line) if line.strip() else {"stderr": child.stderr.read()[-500:]}
            time.sleep(0.2)  # the stop lands
            # setpriv execs the interpreter: Popen's process is the outside one
            return {"landlock_scoped": landlock_scoped, **said, "outside": _outside_view(child.pid)}
        finally:
            os.killpg(child.pid, signal.SIGKILL)
            child.wait()


def release_read() -> dict:
    """UNAME26: ``policy``'s release read and the limit it gives a user-namespace child under ``setarch
    --uname-2.6``, and without."""
    probe = ("import json, os; from pytest_passnet.sandbox import policy; print(json.dumps({'release': os.uname().release,"
             " 'per_namespace': policy._counts_tasks_per_user_namespace(),"
             " 'nproc': policy.limits(None, user_namespace=True)['nproc']}))")
    found = {}
    for name, prefix in (("plain", []), ("uname26", ["setarch", "--uname-2.6"])):
        done = subprocess.run([*prefix, *_as(REACH_UID), sys.executable, "-c", probe], capture_output=True, text=True,
                              env=_env(), timeout=30, check=False)
        found[name] = json.loads(done.stdout) if done.stdout.strip() else {"stderr": done.stderr[-300:]}
    return found


# One emulated container's trusted side: its own /run (a private mount), the real ``identity.lease`` over a range of
# no account, then a child confined with root process mode's steps and limits for the leased uid.
_CONTAINER = r'''
import json, os, random, sys, threading
from pytest_passnet.sandbox import confine, identity, policy, syscalls

role, folder, first, start = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
identity.FIRST, identity.COUNT = first, 16
random.seed(start)
first_choice = first + random.Random(start).randrange(identity.COUNT)  # what the seeded lease tries first
taken = identity.lease()
said = {"role": role, "uid": taken.uid, "first_choice": first_choice,
        "leases": sorted(os.listdir("/run/pytest-passnet-uids"))}
os.chown(folder, taken.uid, taken.uid)
plan = {"steps": ["oom_first", "namespaces", "rlimits", "identity", "pdeathsig"], "limits": policy.limits(taken.uid),
        "uid": taken.uid, "gid": taken.uid, "parent": None,
        "folders": {"own": folder, "prefix": folder + ".others", "writable": [folder]}}
confine.apply(plan)
said["limit"] = policy.limits(taken.uid)["nproc"]
asleep = threading.Event()
if role == "squeezer":
    said["held"] = 0
    try:
        while True:
            threading.Thread(target=asleep.wait, daemon=True).start()
            said["held"] += 1
    except RuntimeError:
        pass
    print(json.dumps(said), flush=True)
    sys.stdin.readline()
    os._exit(0)
try:
    thread = threading.Thread(target=lambda: None)
    thread.start()
    thread.join()
    said["thread"] = "started"
except RuntimeError as exc:
    said["thread"] = str(exc)
print(json.dumps(said), flush=True)
'''


def _container(role: str, folder: str, start: int) -> list[str]:
    # A container's own /run (docker gives each its own root file system) and PID namespace (its /proc).
    script = f"mount -t tmpfs -o size=1m,mode=0755 none /run && exec {sys.executable} -c \"$0\" \"$@\""
    return ["unshare", "--mount", "--propagation", "private", "--pid", "--fork", "--mount-proc", "--kill-child", "sh", "-c", script, _CONTAINER, role, folder,
            str(FIRST), str(start)]


def uid_turn(first: int) -> FileLock:
    """One premise at a time over the uids from ``first``: their tasks are the kernel's count, host-wide, which another
    xdist worker's premise over the same uids would move (a squeezer's lease took the next uid, official CI's load)."""
    return FileLock(f"/tmp/passnet-tests-uids-{first}.lock")


def shared_uid(collide: bool = True) -> dict:
    """LEASE_ACROSS_CONTAINERS: a squeezer's child in one emulated container, an honest child in another; ``collide``:
    both leases' random starts alike. A few seconds."""
    with uid_turn(FIRST), tempfile.TemporaryDirectory(prefix="round34a-") as squeezer_folder, \
            tempfile.TemporaryDirectory(prefix="round34a-") as honest_folder:
        squeezer = subprocess.Popen(_container("squeezer", squeezer_folder, 1), stdin=subprocess.PIPE,
                                    stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=_env())
        try:
            line = squeezer.stdout.readline()
            record = {"squeezer": json.loads(line) if line.strip() else {"stderr": squeezer.stderr.read()[-500:]}}
            honest = subprocess.run(_container("honest", honest_folder, 1 if collide else 2), capture_output=True,
                                    text=True, env=_env(), timeout=60, check=False)
            record["honest"] = json.loads(honest.stdout) if honest.stdout.strip() else {"stderr": honest.stderr[-500:]}
            return {"collide": collide, **record}
        finally:
            squeezer.kill()
            squeezer.wait()
            wait_gone(FIRST, 16)


def wait_gone(first: int, count: int, limit_s: float = 15.0) -> None:
    """Until no task of ``first``..``first + count - 1`` is left: a killed squeezer's 4,095 threads take a while to exit,
    and a lease started meanwhile skips their uid (official CI, session 28: the collide premise's squeezer skipped the
    uid the premise before had just left, so its first choice was not the honest child's)."""
    from pytest_passnet.sandbox import procfs
    deadline = time.monotonic() + limit_s
    while time.monotonic() < deadline and any(procfs.of_uid(uid) for uid in range(first, first + count)):
        time.sleep(0.05)


INVISIBLE_UID = 1_500_342
HELD = 4_100  # the uid's tasks in another container: a little over CHILD_TASKS

_HOLDER = r'''
import json, sys, threading
asleep, held = threading.Event(), 0
while held < int(sys.argv[1]):
    threading.Thread(target=asleep.wait, daemon=True).start()
    held += 1
print(json.dumps({"held": held}), flush=True)
sys.stdin.readline()
'''

# A plain user's child without namespaces (a container's default seccomp refuses them; or a kernel before 5.14, where
# policy gives the same limit): the limit policy.limits gives it, counted from the tasks this PID namespace shows.
_NO_NAMESPACES = r'''
import json, threading
from pytest_passnet.sandbox import confine, policy, procfs
import os
said = {"visible": procfs.tasks_of(os.getuid())}
plan = {"steps": ["oom_first", "rlimits"], "limits": policy.limits(None, user_namespace=False), "parent": None}
said["limit"] = plan["limits"]["nproc"]
confine.apply(plan)
try:
    thread = threading.Thread(target=lambda: None)
    thread.start()
    thread.join()
    said["thread"] = "started"
except RuntimeError as exc:
    said["thread"] = str(exc)
print(json.dumps(said), flush=True)
'''


def _own_pid_namespace() -> list[str]:
    return ["unshare", "--pid", "--fork", "--mount-proc", "--kill-child"]


def invisible_tasks(other_container: bool = True) -> dict:
    """INVISIBLE_TASKS: one container's processes of a uid hold ``HELD`` tasks; a plain user's child of the same uid
    without namespaces, its trusted side in another container (``other_container``: its own PID namespace and /proc)
    or in the holder's view (False, the control), starts a thread. A couple of seconds."""
    with uid_turn(INVISIBLE_UID):
        return _invisible_tasks(other_container)


def _invisible_tasks(other_container: bool) -> dict:
    holder = subprocess.Popen([*_own_pid_namespace(), *_as(INVISIBLE_UID), sys.executable, "-c", _HOLDER, str(HELD)],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=_env())
    try:
        record = {"other_container": other_container, "holder": json.loads(holder.stdout.readline())}
        prefix = _own_pid_namespace() if other_container else []
        child = subprocess.run([*prefix, *_as(INVISIBLE_UID), sys.executable, "-c", _NO_NAMESPACES],
                               capture_output=True, text=True, env=_env(), timeout=60, check=False)
        record["child"] = json.loads(child.stdout) if child.stdout.strip() else {"stderr": child.stderr[-500:]}
        return record
    finally:
        holder.kill()
        holder.wait()


SWEEP_FIRST = 1_500_360  # the sweep premise's lease range: uids of no account

# A container's root run holding a lease and a child of the leased uid, asleep (the child's confinement is beside the
# point here: only its uid is).
_LEASED_SLEEPER = r'''
import json, os, sys, time
from pytest_passnet.sandbox import identity
identity.FIRST, identity.COUNT = int(sys.argv[1]), 4
taken = identity.lease()
switched, switching = os.pipe()
child = os.fork()
if child == 0:
    os.setresgid(taken.uid, taken.uid, taken.uid)
    os.setresuid(taken.uid, taken.uid, taken.uid)
    os.close(switching)  # the uid is held: the sweep's "before" counts it (CI 6 read 0 before the switch)
    time.sleep(60)
    os._exit(0)
os.close(switching)
os.read(switched, 1)
print(json.dumps({"uid": taken.uid}), flush=True)
sys.stdin.readline()
'''

# Another root run's start (``Sandboxes.__init__``: ``identity.sweep`` over the processes it sees), with its own /run.
_SWEEP = r'''
import sys
from pytest_passnet.sandbox import identity, procfs
identity.FIRST, identity.COUNT = int(sys.argv[1]), 4
identity.sweep({p.uid for p in procfs.processes()})
'''


def _own_run(script: str, *args: str, pid_namespace: bool) -> list[str]:
    shell = f"mount -t tmpfs -o size=1m,mode=0755 none /run && exec {sys.executable} -c \"$0\" \"$@\""
    pid = ["--pid", "--fork", "--mount-proc", "--kill-child"] if pid_namespace else []
    return ["unshare", "--mount", "--propagation", "private", *pid, "sh", "-c", shell, script, *args]


def host_sweep(sees_container: bool = True) -> dict:
    """SWEEP_ACROSS_CONTAINERS: a container's root run (its own /run and PID namespace) holds a lease and a child of
    that uid; a root run whose PID namespace shows the container's processes (the host's, or a ``--pid=host``
    container's), with its own /run, starts: whether the container's child lives. ``sees_container`` False: that run
    in a PID namespace of its own (a container of its own), the control. About a second."""
    from pytest_passnet.sandbox import procfs

    container = subprocess.Popen(_own_run(_LEASED_SLEEPER, str(SWEEP_FIRST), pid_namespace=True), stdin=subprocess.PIPE,
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=_env())
    try:
        uid = json.loads(container.stdout.readline())["uid"]
        before = len(procfs.of_uid(uid))
        subprocess.run(_own_run(_SWEEP, str(SWEEP_FIRST), pid_namespace=not sees_container), env=_env(), timeout=30, check=True)
        time.sleep(0.1)
        return {"sees_container": sees_container, "uid": uid, "before": before, "after": len(procfs.of_uid(uid)),
                "container_run_alive": container.poll() is None}
    finally:
        container.kill()
        container.wait()


if __name__ == "__main__":
    if sys.argv[1:2] == ["release"]:
        print(json.dumps(release_read(), indent=1))
    elif sys.argv[1:2] == ["invisible"]:
        print(json.dumps([invisible_tasks(other) for other in (True, False)], indent=1))
    elif sys.argv[1:2] == ["sweep"]:
        print(json.dumps([host_sweep(sees) for sees in (True, False)], indent=1))
    elif sys.argv[1:2] == ["uid"]:
        print(json.dumps([shared_uid(collide) for collide in (True, False)], indent=1))
    else:
        print(json.dumps([outside_reach(scoped) for scoped in (True, False)], indent=1))
