"""Round 54b's premises (HEAD 7ba51ae8): what a pass's child can leave for another variant, quick and deterministic.

``knobs``: a real confined child, started by the real trusted side (``mode.detect``, ``identity.lease``,
``folders.make``, ``policy.command``, as round 53a's runner does), in each state (``STATES``: root or a uid of no
account, 1,502,350, under ``setpriv``; bubblewrap or the plain process mode) tries every host-wide knob whose setting
outlives it and would change another variant's timing: THP and its defrag, khugepaged, KSM, huge-page reservations,
`drop_caches`, `compact_memory`, the autogroup scheduler switch, NUMA balancing, swappiness, its own autogroup's nice
value (the only autogroup it reaches: its session's) and the CPU-frequency governor where the host has one. It also
reads what tells it another worker's phase: ``/proc/locks`` while the runner holds a ``DeviceLock``-like ``flock``
(the CPU device lock's turns file, ``device_lock.py``), and ``/proc/meminfo``'s ``Shmem`` (round 17a's channel).

``burst``: round 39c's DEFERRED_RELEASE at the size the plugin run's attacker uses (1.5 GiB of its 2 GiB tmpfs), with
both ends of the pair kept open until the trigger (``handoff54b.CHILD``): how much kernel CPU a stopped child leaves
behind, and that nothing is freed without the trigger.

    python -m tests.adversarial.redteam.round54b.premises54b knobs [state ...]
    python -m tests.adversarial.redteam.round54b.premises54b burst [GiB]
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest_passnet

TIMEOUT_S = 60
UID_OF_NO_ACCOUNT = 1_502_350  # round 54b's range: 1,502,350-1,502,399

_USER = ["setpriv", "--reuid", str(UID_OF_NO_ACCOUNT), "--regid", str(UID_OF_NO_ACCOUNT), "--clear-groups",
         "--inh-caps", "-all"]
STATES = {"root_process": ([], "process"), "root_bwrap": ([], "bubblewrap"),
          "user_process": (_USER, "process"), "user_bwrap": (_USER, "bubblewrap")}

# Host-wide settings that outlive the child and change how another process's memory or CPU behaves, each with a
# value to write that differs from this host's usual one (a write that lands is undone by the runner as root).
KNOBS = {
    "/sys/kernel/mm/transparent_hugepage/enabled": "never",
    "/sys/kernel/mm/transparent_hugepage/defrag": "always",
    "/sys/kernel/mm/transparent_hugepage/khugepaged/pages_to_scan": "65536",
    "/sys/kernel/mm/transparent_hugepage/khugepaged/scan_sleep_millisecs": "1",
    "/sys/kernel/mm/ksm/run": "1",
    "/proc/sys/vm/nr_hugepages": "1024",
    "/proc/sys/vm/drop_caches": "3",
    "/proc/sys/vm/compact_memory": "1",
    "/proc/sys/vm/compaction_proactiveness": "100",
    "/proc/sys/vm/swappiness": "100",
    "/proc/sys/kernel/sched_autogroup_enabled": "0",
    "/proc/sys/kernel/numa_balancing": "1",
    "/sys/devices/system/cpu/cpu0/cpufreq/scaling_governor": "powersave",
}

CHILD = r'''
import json, os, sys

from pytest_passnet.sandbox.confine import confine_child

confine_child()
action = json.loads(sys.argv[-1])
said = {"uid": os.getuid(), "pid": os.getpid()}
writes = {}
for path, value in action["knobs"].items():
    try:
        with open(path, "w") as knob:
            knob.write(value)
        writes[path] = "written"
    except OSError as exc:
        writes[path] = f"{type(exc).__name__}: {exc.strerror}"
said["knobs"] = writes
for value in ("-5", "19"):  # its own autogroup (its session's): a lower nice needs CAP_SYS_NICE
    try:
        with open("/proc/self/autogroup", "w") as group:
            group.write(value)
        said[f"autogroup_{value}"] = open("/proc/self/autogroup").read().strip()
    except OSError as exc:
        said[f"autogroup_{value}"] = f"{type(exc).__name__}: {exc.strerror}"
try:
    lines = open("/proc/locks").read().splitlines()
    said["locks"] = lines
    said["lock_seen"] = any(f":{action['inode']} " in line for line in lines)
except OSError as exc:
    said["locks"] = f"{type(exc).__name__}: {exc.strerror}"
    said["lock_seen"] = False
try:
    said["shmem_kib"] = next(int(line.split()[1]) for line in open("/proc/meminfo") if line.startswith("Shmem:"))
except OSError as exc:
    said["shmem_kib"] = f"{type(exc).__name__}: {exc.strerror}"
print(json.dumps(said), flush=True)
'''

RUNNER = r'''
import fcntl, json, os, subprocess, sys

from pytest_passnet.sandbox import folders, identity, mode, policy

action = json.loads(sys.argv[1])
said = {"trusted_uid": os.getuid()}
try:
    found = mode.detect()
except Exception as exc:  # noqa: BLE001 - what the run's start would see
    print(json.dumps({**said, "refused": f"{type(exc).__name__}: {exc}"[:3000]}), flush=True)
    sys.exit(0)
before = {}
for path in action["knobs"]:
    try:
        before[path] = open(path).read()
    except OSError:
        before[path] = None
# The device lock as a worker holds it while it times (device_lock.DeviceLock: the turns file taken exclusively),
# in a folder of the trusted side's (the run directory's, for the CPU).
turns = os.path.join(os.environ["HOME"], f"cpu.turns.{os.getuid()}")
lock = os.open(turns, os.O_RDWR | os.O_CREAT, 0o600)
fcntl.flock(lock, fcntl.LOCK_EX)
action["inode"] = os.fstat(lock).st_ino
lease = identity.lease() if found.uid_per_child else None
uid = lease.uid if lease else None
made = folders.make(uid, found.bounded_folders)
try:
    argv, environment = policy.command(found.kind, made, os.environ, "cpu", (), uid=uid, steps=found.steps,
                                       landlock_abi=found.landlock_abi, module="pytest_passnet.r54b_child")
    child = subprocess.Popen([*argv, json.dumps(action)], env=environment, cwd=made.scratch, stdin=subprocess.DEVNULL,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, close_fds=True, text=True,
                             start_new_session=True)
    try:
        out, err = child.communicate(timeout=45)
    finally:
        child.kill()
        child.wait()
    lines = out.strip().splitlines()
    said["child"] = json.loads(lines[-1]) if lines else {"rc": child.returncode, "stderr": err[-2000:]}
finally:
    folders.remove(made)
    if lease:
        lease.release()
changed = {}
for path, value in before.items():  # anything the child changed, put back (root) and reported
    try:
        now = open(path).read()
    except OSError:
        continue
    if value is not None and now != value:
        changed[path] = now.strip()
        if os.geteuid() == 0 and "[" not in value:
            try:
                open(path, "w").write(value)
            except OSError:
                pass
said["changed"] = changed
print(json.dumps({**said, "kind": found.kind, "child_uid": uid, "steps": list(found.steps),
                  "warning": found.warning()}), flush=True)
'''


def layout() -> Path:
    """A copy of this package with the child module and the runner, readable by every uid; ``home`` belongs to the
    uid of no account. The caller removes it (``remove_layout``)."""
    base = Path(tempfile.mkdtemp(prefix="passnet-r54b-"))
    base.chmod(0o755)
    package = base / "pkg" / "pytest_passnet"
    shutil.copytree(Path(pytest_passnet.__file__).parent, package, ignore=shutil.ignore_patterns("__pycache__"))
    (package / "r54b_child.py").write_text(CHILD)
    (base / "pkg" / "r54b_runner.py").write_text(RUNNER)
    for root, folders, files in os.walk(base):
        for name in folders:
            os.chmod(os.path.join(root, name), 0o755)
        for name in files:
            os.chmod(os.path.join(root, name), 0o644)
    (base / "home").mkdir(mode=0o700)
    os.chown(base / "home", UID_OF_NO_ACCOUNT, UID_OF_NO_ACCOUNT)
    return base


def remove_layout(base: Path) -> None:
    with open("/proc/self/mountinfo") as table:
        points = [line.split()[4] for line in table if line.split()[4].startswith(f"{base}/")]
    for point in reversed(points):
        subprocess.run(["umount", "-l", point], check=False, capture_output=True)
    shutil.rmtree(base, ignore_errors=True)


def knobs(base: Path, state: str) -> dict:
    """The runner in ``state``; its JSON (the child's answers under ``child``)."""
    wrapper, sandbox = STATES[state]
    home = base / "home"
    env = {"PASSNET_SANDBOX": sandbox, "PATH": os.environ.get("PATH", "/usr/bin:/bin"), "TMPDIR": str(home),
           "PYTHONPATH": str(base / "pkg"), "LANG": "C.UTF-8", "PYTHONDONTWRITEBYTECODE": "1", "HOME": str(home)}
    present = {path: value for path, value in KNOBS.items() if os.path.exists(path)}
    done = subprocess.run([*wrapper, sys.executable, str(base / "pkg" / "r54b_runner.py"), json.dumps({"knobs": present})],
                          env=env, cwd="/", capture_output=True, text=True, timeout=TIMEOUT_S)
    lines = done.stdout.strip().splitlines()
    if done.returncode or not lines:
        raise RuntimeError(f"premise failed ({done.returncode}): {done.stderr[-3000:]}")
    return json.loads(lines[-1])


def burst(gib: float = 1.5, watch_s: float = 0.6) -> dict:
    """The payload a stopped child leaves (round 39c's DEFERRED_RELEASE with both ends of the pair kept open until the
    trigger, ``handoff54b.CHILD``): for ``trigger`` and ``none``, what ``Shmem`` lost and how much kernel CPU the host
    spent in the ``watch_s`` after the child stood stopped, and when the fall was three-quarters done. Round 39c's own
    child closes its ends when it arms: on this kernel the collector then frees the ballast at once, ``none`` too."""
    from tests.adversarial.redteam.round54b.handoff54b import CHILD, UID

    def kernel_s() -> float:
        with open("/proc/stat") as stat:
            fields = stat.readline().split()[1:]
        return (int(fields[2]) + int(fields[5]) + int(fields[6])) / os.sysconf("SC_CLK_TCK")

    import time

    folder = Path(tempfile.mkdtemp(prefix="r54b-", dir="/dev/shm"))
    as_root = os.geteuid() == 0
    mounted = as_root and subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={int(2 * gib * 1024) + 64}m", "r54b", str(folder)],
                                         capture_output=True).returncode == 0

    def shmem_mib() -> float:
        """What the ballast's tmpfs holds: its own mount where root could make one (other processes' files, a CI's
        children's, move the host's Shmem by hundreds of MiB), else the host's Shmem."""
        if mounted:
            info = os.statvfs(folder)
            return (info.f_blocks - info.f_bfree) * info.f_frsize / (1 << 20)
        with open("/proc/meminfo") as meminfo:
            return next(int(line.split()[1]) for line in meminfo if line.startswith("Shmem:")) / 1024

    if as_root:
        os.chown(folder, UID, UID)
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "PYTHONPATH": str(Path(pytest_passnet.__file__).parents[1]),
           "PYTHONDONTWRITEBYTECODE": "1"}
    found = {}
    try:
        for kind in ("trigger", "none"):
            child = subprocess.Popen([sys.executable, "-c", CHILD, str(folder), str(int(gib * (1 << 30))), kind],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=env, cwd="/",
                                     user=UID if as_root else None, group=UID if as_root else None)
            try:
                assert child.stdout.readline().strip() == "ready"
                time.sleep(0.3)  # anything the arming set going is over
                before_shmem, before_kernel = shmem_mib(), kernel_s()
                child.stdin.write("go\n")
                child.stdin.flush()
                while open(f"/proc/{child.pid}/stat").read().rpartition(")")[2].split()[0] != "T":
                    time.sleep(0.0005)
                stopped, three_quarters = time.monotonic(), None
                while time.monotonic() - stopped < watch_s:
                    if three_quarters is None and before_shmem - shmem_mib() >= 0.75 * gib * 1024:
                        three_quarters = round(time.monotonic() - stopped, 3)
                    time.sleep(0.002)
                found[kind] = {"shmem_fell_mib": round(before_shmem - shmem_mib()), "kernel_s": round(kernel_s() - before_kernel, 3),
                               "three_quarters_after_s": three_quarters}
            finally:
                child.kill()
                child.wait()
                time.sleep(1.0)  # a ballast the kill left in flight is freed before the next round measures
    finally:
        if mounted:
            subprocess.run(["umount", "-l", str(folder)], capture_output=True)
        shutil.rmtree(folder, ignore_errors=True)
    return {"gib": gib, "own_tmpfs": mounted, **found}


if __name__ == "__main__":
    what, arguments = sys.argv[1], sys.argv[2:]
    if what == "burst":
        print(json.dumps(burst(float(arguments[0]) if arguments else 1.5)))
    else:
        made = layout()
        try:
            for state in arguments or list(STATES):
                print(state, json.dumps(knobs(made, state)), flush=True)
        finally:
            remove_layout(made)
