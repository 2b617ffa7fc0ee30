"""Round 64b's premises: calls a confined child's seccomp filter lets through (HEAD d22a1423) whose reach is not a
PID namespace's, a mount view's or Landlock's to bound, tried from a real child in each mode ``mode.detect`` accepts.

A runner (``r64b_runner.py``, in a copy of this package readable by every uid) runs as root or, under ``setpriv``, as a
uid of no account (1,505,500), calls the real ``mode.detect``, leases a uid where the mode gives one
(``identity.lease``, moved to 1,505,600-1,505,699 in the copy), ``folders.make`` and ``policy.command``, and starts a
real child (``r64b_child.py``: ``confine_child()`` first, as ``sandbox/child/__main__.py`` does) that then acts as a
pass would:

- ``group``: ``setpriority(PRIO_PGRP, 0, 19)`` and ``ioprio_set(IOPRIO_WHO_PGRP, 0, IDLE)``: its process group, which
  seccomp's self-only rule leaves alone where the child has a PID namespace (``seccomp._SELF_ONLY`` applies only to
  ``others_reachable``). The group is the one the trusted side's ``start_new_session`` made: in the process mode its
  first process is the *outside* (``confine._stand_outside``), outside the child's PID namespace. The runner reads
  the nice and I/O priority of the process it started (``Popen.pid``) before and after;
- ``core``: ``prctl(PR_SCHED_CORE, CREATE, 0, PIDTYPE_PGID)`` (a core-scheduling cookie over the group);
- ``look``: ``stat``, ``name_to_handle_at`` and ``open`` of a stand-in for the run's ``report.json`` (the runner's
  ``home/out-<uid>/report.json``, 0600, in its 0700/0711 home): what Landlock does not govern;
- ``evict``: ``posix_fadvise(POSIX_FADV_DONTNEED)`` on a 64 MiB file the child may read (in the package copy, as
  torch's libraries and the package are), which the runner read into the page cache first; the runner measures its
  resident pages (``cachestat``) before and after, and the time of its next cold read (what the next child's imports
  pay).

    python -m tests.adversarial.redteam.round64b.premises64b STATE ACTION_JSON      (one JSON line)"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest_passnet

TIMEOUT_S = 90
UID_OF_NO_ACCOUNT = 1_505_500  # round 64b's range: 1,505,500-1,505,999
LEASED = (1_505_600, 100)  # identity.FIRST/COUNT in the copy
BLOB_MIB = 64

_USER = ["setpriv", "--reuid", str(UID_OF_NO_ACCOUNT), "--regid", str(UID_OF_NO_ACCOUNT), "--clear-groups",
         "--inh-caps", "-all"]
STATES = {"root_process": ([], "process"), "root_bwrap": ([], "bubblewrap"),
          "user_process": (_USER, "process"), "user_bwrap": (_USER, "bubblewrap")}

KERNEL = r'''
import ctypes, errno, os, struct

libc = ctypes.CDLL(None, use_errno=True)
libc.syscall.restype = ctypes.c_long
NR = {"ioprio_set": 251, "ioprio_get": 252, "name_to_handle_at": 303, "cachestat": 451, "prctl": 157,
      "pidfd_open": 434, "pidfd_send_signal": 424, "pidfd_getfd": 438, "kcmp": 312, "membarrier": 324,
      "sched_setaffinity": 203, "syslog": 103, "process_madvise": 440, "move_pages": 279, "migrate_pages": 256,
      "get_robust_list": 274, "process_mrelease": 448, "futex_waitv": 449, "set_mempolicy_home_node": 450}
PRIO_PGRP, IOPRIO_WHO_PROCESS, IOPRIO_WHO_PGRP = 1, 1, 2
IOPRIO_IDLE = 3 << 13


def call(name, *args):
    ctypes.set_errno(0)
    result = libc.syscall(NR[name], *args)
    return result, ("" if result != -1 else errno.errorcode.get(ctypes.get_errno(), str(ctypes.get_errno())))


def nice_of(pid):
    try:
        return int(open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()[16])
    except OSError:
        return None


def ioprio_of(pid):
    result, error = call("ioprio_get", IOPRIO_WHO_PROCESS, pid)
    return error or result


def resident_pages(path):
    """cachestat's nr_cache over the whole file (Linux 6.5+)."""
    fd = os.open(path, os.O_RDONLY)
    try:
        rng = (ctypes.c_uint64 * 2)(0, 0)
        stat = (ctypes.c_uint64 * 5)()
        result, error = call("cachestat", fd, rng, stat, 0)
        return error or int(stat[0])
    finally:
        os.close(fd)
'''

CHILD = r'''
import json, sys

from pytest_passnet.sandbox.confine import confine_child

confine_child()
from pytest_passnet.r64b_kernel import *  # noqa: after confinement, as a pass's code runs

action = json.loads(sys.argv[-1])
said = {"uid": os.getuid(), "pid": os.getpid(), "pgrp": os.getpgrp()}
if action.get("group"):
    ctypes.set_errno(0)
    result = libc.setpriority(PRIO_PGRP, 0, 19)
    said["setpriority_pgrp"] = "done" if result == 0 else errno.errorcode.get(ctypes.get_errno())
    result, error = call("ioprio_set", IOPRIO_WHO_PGRP, 0, IOPRIO_IDLE)
    said["ioprio_set_pgrp"] = error or "done"
    for which, who in (("process_self", (0, 0)), ("user_self", (2, 0))):
        ctypes.set_errno(0)
        result = libc.setpriority(*who[:1], who[1], 19)
        said[f"setpriority_{which}"] = "done" if result == 0 else errno.errorcode.get(ctypes.get_errno())
    said["seccomp_line"] = [l.strip() for l in open("/proc/self/status") if l.startswith("Seccomp")]
if action.get("core"):
    result, error = call("prctl", 62, 1, 0, 2, 0)  # PR_SCHED_CORE, PR_SCHED_CORE_CREATE, pid 0, PIDTYPE_PGID
    said["sched_core_pgrp"] = error or "done"
if action.get("sweep"):
    # Each call aimed at the lowest other pid the child sees (bubblewrap's first process; the process mode's child is
    # pid 1 itself: then at pid 1 all the same), harmless values: signal 0, the CPUs it already has.
    others = sorted(int(p) for p in os.listdir("/proc") if p.isdigit() and int(p) != os.getpid())
    target = others[0] if others else 1
    swept = {"target": target, "seen_pids": len(others)}
    fd, error = call("pidfd_open", target, 0)
    swept["pidfd_open"] = error or "opened"
    if not error:
        result, error = call("pidfd_send_signal", fd, 0, None, 0)
        swept["pidfd_send_signal_0"] = error or "sent"
        result, error = call("pidfd_getfd", fd, 0, 0)
        swept["pidfd_getfd"] = error or "took"
        os.close(fd)
    swept["kcmp"] = call("kcmp", os.getpid(), target, 0, 0, 0)[1] or "compared"
    mask = (ctypes.c_ulong * 16)()
    mask[0] = sum(1 << cpu for cpu in os.sched_getaffinity(0))
    swept["sched_setaffinity_other"] = call("sched_setaffinity", target, ctypes.sizeof(mask), mask)[1] or "set"
    swept["membarrier_query"] = call("membarrier", 0, 0, 0)[1] or "asked"
    swept["membarrier_global"] = call("membarrier", 1, 0, 0)[1] or "done"  # MEMBARRIER_CMD_GLOBAL
    buffer = ctypes.create_string_buffer(4096)
    swept["syslog_read_all"] = call("syslog", 3, buffer, 4096)[1] or "read"
    swept["get_robust_list_other"] = call("get_robust_list", target, ctypes.byref(ctypes.c_void_p()),
                                          ctypes.byref(ctypes.c_size_t()))[1] or "read"
    swept["migrate_pages_other"] = call("migrate_pages", target, 64, mask, mask)[1] or "done"
    try:
        os.kill(target, 0)
        swept["kill_0"] = "sent"
    except OSError as exc:
        swept["kill_0"] = errno.errorcode.get(exc.errno)
    said["sweep"] = swept
if action.get("look"):
    target = action["look"]
    looked = {}
    try:
        info = os.stat(target)
        looked["stat"] = {"size": info.st_size, "mtime_ns": info.st_mtime_ns}
    except OSError as exc:
        looked["stat"] = errno.errorcode.get(exc.errno)
    handle = ctypes.create_string_buffer(8 + 128)
    struct.pack_into("I", handle, 0, 128)
    mount_id = ctypes.c_int(0)
    result, error = call("name_to_handle_at", -100, target.encode(), handle, ctypes.byref(mount_id), 0)
    looked["name_to_handle_at"] = error or "handle"
    try:
        os.close(os.open(target, os.O_RDONLY))
        looked["open"] = "opened"
    except OSError as exc:
        looked["open"] = errno.errorcode.get(exc.errno)
    said["look"] = looked
if action.get("evict"):
    fd = os.open(action["evict"], os.O_RDONLY)
    try:
        os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
        said["fadvise_dontneed"] = "done"
    except OSError as exc:
        said["fadvise_dontneed"] = errno.errorcode.get(exc.errno)
    os.close(fd)
    said["resident_after_seen_by_child"] = resident_pages(action["evict"])
if action.get("evict_tree"):
    files = pages = 0
    for folder in action["evict_tree"]:
        for root, _, names in os.walk(folder):
            for name in names:
                try:
                    fd = os.open(os.path.join(root, name), os.O_RDONLY | os.O_NOFOLLOW)
                except OSError:
                    continue
                try:
                    os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
                    files += 1
                except OSError:
                    pass
                os.close(fd)
    said["evicted_files"] = files
print(json.dumps(said), flush=True)
sys.stdin.read()
'''

RUNNER = r'''
import json, os, subprocess, sys, time

from pytest_passnet.sandbox import folders, identity, mode, policy
from pytest_passnet.r64b_kernel import *

identity.FIRST, identity.COUNT = LEASED
action = json.loads(sys.argv[1])
out = {"trusted_uid": os.getuid()}
try:
    found = mode.detect()
except Exception as exc:  # noqa: BLE001
    print(json.dumps({**out, "refused": f"{type(exc).__name__}: {exc}"[:3000]}), flush=True)
    sys.exit(0)
out["sandbox"] = mode.describe(found.record())
home = os.environ["HOME"]
if action.get("look"):
    out_dir = f"{home}/out-{os.getuid()}"  # the runner's own out dir (root's and the user's differ)
    os.makedirs(out_dir, mode=0o700, exist_ok=True)
    with open(f"{out_dir}/report.json", "w") as report:
        report.write('{"variants": 1}')
    os.chmod(f"{out_dir}/report.json", 0o600)
    action["look"] = f"{out_dir}/report.json"
def import_torch_s():
    begin = time.monotonic()
    subprocess.run([sys.executable, "-c", "import torch"], check=True, env={**os.environ, "PYTHONPATH": ""})
    return round(time.monotonic() - begin, 3)


if action.get("evict_tree"):
    import_torch_s()
    out["import_torch_before_s"] = import_torch_s()
lease = identity.lease() if found.uid_per_child else None
uid = lease.uid if lease else None
made = folders.make(uid, found.bounded_folders)
child = None
try:
    argv, environment = policy.command(found.kind, made, os.environ, "cpu", (), uid=uid, steps=found.steps,
                                       landlock_abi=found.landlock_abi, module="pytest_passnet.r64b_child")
    child = subprocess.Popen([*argv, json.dumps(action)], env=environment, cwd=made.scratch, stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, close_fds=True, text=True,
                             start_new_session=True)
    time.sleep(0.3)  # the outside is in its wait
    out["started"] = {"pid": child.pid, "nice": nice_of(child.pid), "ioprio": ioprio_of(child.pid)}
    line = child.stdout.readline()
    out["child"] = json.loads(line) if line.strip() else {"rc": child.poll(), "stderr": child.stderr.read()[-3000:]}
    out["child_uid"] = uid
    out["started_after"] = {"nice": nice_of(child.pid), "ioprio": ioprio_of(child.pid)}
    if action.get("evict") and action.get("timed"):
        begin = time.monotonic()
        with open(action["evict"], "rb") as source:
            while source.read(1 << 20):
                pass
        out["read_after_s"] = round(time.monotonic() - begin, 4)
        begin = time.monotonic()
        with open(action["evict"], "rb") as source:
            while source.read(1 << 20):
                pass
        out["read_warm_s"] = round(time.monotonic() - begin, 4)
    if action.get("evict_tree"):
        out["import_torch_after_s"] = import_torch_s()
        out["import_torch_warm_s"] = import_torch_s()
    child.stdin.close()
    child.wait(timeout=30)
finally:
    if child is not None and child.poll() is None:
        os.killpg(child.pid, 9)
        child.wait()
    folders.remove(made)
    if lease:
        lease.release()
print(json.dumps(out), flush=True)
'''


def layout() -> Path:
    """``base`` (0755): ``pkg/pytest_passnet`` (a copy of this package readable by every uid, with the child, kernel
    modules and a 64 MiB blob), ``pkg/r64b_runner.py``; ``home`` (the user's HOME and TMPDIR, 0711, the uid's)."""
    base = Path(tempfile.mkdtemp(prefix="passnet-r64b-"))
    base.chmod(0o755)
    package = base / "pkg" / "pytest_passnet"
    shutil.copytree(Path(pytest_passnet.__file__).parent, package, ignore=shutil.ignore_patterns("__pycache__"))
    (package / "r64b_kernel.py").write_text(KERNEL.replace("import ctypes", f"LEASED = {LEASED!r}\nimport ctypes", 1))
    (package / "r64b_child.py").write_text(CHILD)
    (base / "pkg" / "r64b_runner.py").write_text(RUNNER)
    with open(package / "r64b_blob.bin", "wb") as blob:
        chunk = os.urandom(1 << 20)
        for _ in range(BLOB_MIB):
            blob.write(chunk)
        blob.flush()
        os.fsync(blob.fileno())  # clean pages: what a library installed long ago has in the page cache
    for root, dirs, files in os.walk(base):
        for name in dirs:
            os.chmod(os.path.join(root, name), 0o755)
        for name in files:
            os.chmod(os.path.join(root, name), 0o644)
    (base / "home").mkdir(mode=0o700)
    os.chown(base / "home", UID_OF_NO_ACCOUNT, UID_OF_NO_ACCOUNT)
    (base / "home").chmod(0o711)  # a leased uid passes through to the folders root's runner makes there
    return base


def remove_layout(base: Path) -> None:
    with open("/proc/self/mountinfo") as table:
        points = [line.split()[4] for line in table if line.split()[4].startswith(f"{base}/")]
    for point in reversed(points):
        subprocess.run(["umount", "-l", point], check=False, capture_output=True)
    shutil.rmtree(base, ignore_errors=True)


def resident_pages(path: str) -> int:
    """The pages of ``path`` in the page cache (``cachestat``, Linux 6.5+; this process is root: the file is its own)."""
    import ctypes
    libc = ctypes.CDLL(None, use_errno=True)
    libc.syscall.restype = ctypes.c_long
    fd = os.open(path, os.O_RDONLY)
    try:
        rng, stat = (ctypes.c_uint64 * 2)(0, 0), (ctypes.c_uint64 * 5)()
        if libc.syscall(451, fd, rng, stat, 0) != 0:
            raise OSError(ctypes.get_errno(), "cachestat")
        return int(stat[0])
    finally:
        os.close(fd)


def warm(path: str) -> None:
    with open(path, "rb") as source:
        while source.read(1 << 20):
            pass


def run_premise(base: Path, state: str, action: dict) -> dict:
    """The runner in ``state`` (``STATES``), the package copy first on its path; its JSON. With ``evict``: the blob
    (root's, 0644, clean) read into the page cache first, its resident pages counted before and after the run."""
    wrapper, sandbox = STATES[state]
    home = base / "home"
    blob = str(base / "pkg" / "pytest_passnet" / "r64b_blob.bin")
    if action.get("evict") is True:
        action = {**action, "evict": blob}
        warm(blob)
        before = resident_pages(blob)
    env = {"PASSNET_SANDBOX": sandbox, "PATH": os.environ.get("PATH", "/usr/bin:/bin"), "TMPDIR": str(home),
           "PYTHONPATH": str(base / "pkg"), "LANG": "C.UTF-8", "PYTHONDONTWRITEBYTECODE": "1", "HOME": str(home)}
    done = subprocess.run([*wrapper, sys.executable, str(base / "pkg" / "r64b_runner.py"), json.dumps(action)],
                          env=env, cwd="/", capture_output=True, text=True, timeout=TIMEOUT_S)
    lines = done.stdout.strip().splitlines()
    if done.returncode or not lines:
        raise RuntimeError(f"premise failed ({done.returncode}): {done.stderr[-3000:]}")
    said = json.loads(lines[-1])
    if action.get("evict") and not action.get("timed"):
        said["resident_before"], said["resident_after"] = before, resident_pages(blob)
    return said


if __name__ == "__main__":
    made = layout()
    try:
        print(json.dumps(run_premise(made, sys.argv[1], json.loads(sys.argv[2] if len(sys.argv) > 2 else '{"group": 1}')),
                         indent=1), flush=True)
    finally:
        remove_layout(made)


# ---- KEPT_CACHE_GROWTH: what a child's kernel cache leaves in the trusted user's home (real kernel_cache.keep) ----

KEEPER = r'''
import json, os, sys, time
from pathlib import Path

from pytest_passnet.sandbox import kernel_cache, policy

scratch, key, owner = Path(sys.argv[1]), sys.argv[2], int(sys.argv[3])
begin = time.monotonic()
kernel_cache.keep(key, scratch, owner)
took = time.monotonic() - begin
kept = kernel_cache.root() / key
files = sum(len(names) for _, _, names in os.walk(kept))
size = sum(os.path.getsize(os.path.join(r, n)) for r, _, names in os.walk(kept) for n in names)
print(json.dumps({"kept": kept.is_dir(), "files": files, "bytes": size, "keep_s": round(took, 3),
                  "bound_bytes": kernel_cache.MAX_KEPT * kernel_cache.MAX_BYTES, "max_kept": kernel_cache.MAX_KEPT,
                  "max_entries": policy._MAX_ENTRIES}), flush=True)
'''
CHILD_UID = 1_505_950  # the leased uid the stand-in child's files belong to


def kept_cache_growth(kind: str, amount: int) -> dict:
    """A child's scratch whose ``kernel-cache`` holds what a pass wrote there (files of ``CHILD_UID``): ``bytes``,
    ``amount`` MiB in 25 MiB files; ``files``, ``amount`` empty files in folders of 1,000; then the real
    ``kernel_cache.keep`` (as ``Sandbox.close`` calls it) in a fresh interpreter whose ``XDG_CACHE_HOME`` is a temporary
    folder: what lands in the trusted user's cache and how long the trusted process spent copying it."""
    base = Path(tempfile.mkdtemp(prefix="passnet-r64b-keep-"))
    try:
        cache = base / "scratch" / "kernel-cache" / "triton"
        cache.mkdir(parents=True)
        if kind == "bytes":
            block = os.urandom(1 << 20)
            for index in range(amount // 25):
                with open(cache / f"k{index}.bin", "wb") as junk:
                    for _ in range(25):
                        junk.write(block)
        else:
            for index in range(amount):
                folder = cache / f"d{index // 1000}"
                folder.mkdir(exist_ok=True)
                (folder / f"f{index}").touch()
        for root, dirs, names in os.walk(base / "scratch"):
            for name in dirs + names:
                os.chown(os.path.join(root, name), CHILD_UID, CHILD_UID)
        (base / "keeper.py").write_text(KEEPER)
        env = {**os.environ, "XDG_CACHE_HOME": str(base / "home-cache")}
        done = subprocess.run([sys.executable, str(base / "keeper.py"), str(base / "scratch"), "f" * 32, str(CHILD_UID)],
                              env=env, capture_output=True, text=True, timeout=600)
        if done.returncode:
            raise RuntimeError(done.stderr[-3000:])
        return json.loads(done.stdout.strip().splitlines()[-1])
    finally:
        shutil.rmtree(base, ignore_errors=True)


FILLER = r'''
import json, os, sys
from pathlib import Path

from pytest_passnet.sandbox import folders, kernel_cache

disk = Path(sys.argv[1])
kept, code = [], 0
while True:
    # A pass's child: its scratch on the user's disk (the temporary folder), its cache sized from statvfs of that disk
    # (a child reads f_favail of its own scratch): half of what is free, so that keep's copy (the scratch's files still
    # there) fits.
    free = os.statvfs(disk).f_favail
    # scratch (3 folders), its folders of 1,000 (D), the files; the copy: staged, triton, D, the files; the cache's
    # own 3 folders the first time: 2 * files + 2 * D + 8 inodes at most
    files = min((free - 10 - 2 * (free // 2000 + 1)) // 2, 49_000)
    if files < 1 or code >= 64:
        break
    scratch = disk / "tmp" / f"child-{code}"
    cache = scratch / "kernel-cache" / "triton"
    cache.mkdir(parents=True)
    for index in range(files):
        folder = cache / f"d{index // 1000}"
        folder.mkdir(exist_ok=True)
        (folder / f"f{index}").touch()
    kernel_cache.keep(f"{code:032x}", scratch, None)
    import shutil
    shutil.rmtree(scratch)  # Sandbox.close: folders.remove after keep
    kept.append(sum(len(n) for _, _, n in os.walk(kernel_cache.root() / f"{code:032x}")))
    code += 1
    if not kept[-1]:
        break  # the copy did not fit: dropped whole
said = {"codes": code, "kept_files": kept, "free_inodes_after": os.statvfs(disk).f_favail}
try:
    made = folders.make(None, False)  # the next honest child's folders (a user's: in the temporary folder)
    said["next_child_folders"] = "made"
    room = 0  # what the next child, and the trusted side's spill and inputs files beside it, may still create
    try:
        for index in range(100):
            (made.scratch / f"entry-{index}").touch()
            room += 1
    except OSError as exc:
        said["next_child_files_stopped_by"] = f"{type(exc).__name__}: {exc.strerror}"
    said["next_child_files"] = room
    folders.remove(made)
except OSError as exc:
    said["next_child_folders"] = f"{type(exc).__name__}: {exc}"
print(json.dumps(said), flush=True)
'''


def inode_exhaustion(nr_inodes: int = 20_000) -> dict:
    """KEPT_CACHE_INODES to its end on a small disk: a tmpfs of ``nr_inodes`` inodes (root only, mounted in a temporary
    folder and unmounted after) as the user's one disk (``TMPDIR`` and ``XDG_CACHE_HOME`` on it); pass codes one after
    the other keep caches of empty files through the real ``kernel_cache.keep``, each sized to half of the free inodes;
    then the real ``folders.make`` of the next child."""
    base = Path(tempfile.mkdtemp(prefix="passnet-r64b-inodes-"))
    disk = base / "disk"
    disk.mkdir()
    subprocess.run(["mount", "-t", "tmpfs", "-o", f"size=64m,nr_inodes={nr_inodes}", "r64b-disk", str(disk)], check=True)
    try:
        (disk / "tmp").mkdir()
        (base / "filler.py").write_text(FILLER)
        env = {**os.environ, "TMPDIR": str(disk / "tmp"), "XDG_CACHE_HOME": str(disk / "cache")}
        done = subprocess.run([sys.executable, str(base / "filler.py"), str(disk)], env=env, capture_output=True,
                              text=True, timeout=300)
        if done.returncode:
            raise RuntimeError(done.stderr[-3000:])
        return json.loads(done.stdout.strip().splitlines()[-1])
    finally:
        subprocess.run(["umount", "-l", str(disk)], check=False)
        shutil.rmtree(base, ignore_errors=True)
