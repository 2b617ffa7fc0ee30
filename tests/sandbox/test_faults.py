"""Faults contained, part by part, with real files and processes: cleanup that cannot recurse,
follow a link or raise; a stderr tail that stays 64 KiB however much a child writes; what dead
runs left (folders, processes) removed at the next start; a uid's processes all ended with it."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from pytest_passnet.sandbox import cleanup, identity, procfs
from pytest_passnet.sandbox.stderr_tail import KEPT_BYTES, StderrTail
from tests.sandbox import configurations

MESS = """
import os, sys
root = sys.argv[1]
os.mkdir(root)
fd = os.open(root, os.O_RDONLY)
for depth in range(1500):
    os.mkdir("d", dir_fd=fd)
    inner = os.open("d", os.O_RDONLY, dir_fd=fd)
    os.close(fd)
    fd = inner
os.close(os.open("file", os.O_CREAT | os.O_WRONLY, 0, dir_fd=fd))
os.mkdir("locked", dir_fd=fd)
os.chmod("locked", 0, dir_fd=fd)
os.close(fd)
os.mkdir(os.path.join(root, "unreadable"))
os.chmod(os.path.join(root, "unreadable"), 0)
os.symlink(sys.argv[2], os.path.join(root, "outside"))
"""


LOUD = """
import os
line = b"x" * 1023 + b"\\n"
for _ in range(256 * 1024):
    os.write(2, line)
os.write(2, b"LAST\\n")
"""


@pytest.mark.parametrize("name", ["root-process", "user-process"])
def test_a_deep_unreadable_tree_with_links_out_is_removed_and_nothing_outside(name, tmp_path):
    """1,500 nested folders (Python's rmtree recurses into a RecursionError), folders made
    unreadable (chmod 000: not even their owner may list them), a link to a folder outside: the
    tree goes, what the link points to stays. As the user who made it."""
    if configurations.skip_reason(name):
        pytest.skip(configurations.skip_reason(name))
    root = configurations.workspace(name)
    outside = root / "outside"
    outside.mkdir()
    (outside / "keep").write_text("kept")
    configurations.hand_over(name, root)
    removing = f"from pytest_passnet.sandbox.cleanup import remove_tree; print(remove_tree({str(root / 'tree')!r}))"
    for step in ([sys.executable, "-c", MESS, str(root / "tree"), str(outside)], [sys.executable, "-c", removing]):
        finished = configurations.run(name, step, root, dict(os.environ), timeout=120)
        assert finished.returncode == 0, finished.stderr[-2000:]
    assert finished.stdout.strip() == "True"
    assert not (root / "tree").exists()
    assert (outside / "keep").read_text() == "kept"
    cleanup.remove_tree(root)


def test_a_child_s_stderr_costs_64_kib_however_much_it_writes():
    tail = StderrTail()
    Path("/proc/self/clear_refs").write_text("5")  # the peak resident size starts from now
    writer = subprocess.Popen([sys.executable, "-c", LOUD], stderr=tail.write_fd)
    tail.child_started()
    writer.wait(timeout=120)
    tail.settle(10)
    text = tail.text()
    tail.close()
    assert text.endswith("LAST\n") and len(text) <= KEPT_BYTES
    peak = next(int(line.split()[1]) for line in Path("/proc/self/status").read_text().splitlines()
                if line.startswith("VmHWM"))
    current = next(int(line.split()[1]) for line in Path("/proc/self/status").read_text().splitlines()
                   if line.startswith("VmRSS"))
    assert peak - current < 32 << 10  # kB: 256 MiB went through, not into memory


def _session_sleeper() -> subprocess.Popen:
    return subprocess.Popen(["sleep", "300"], start_new_session=True)


def _gone(pid: int, limit_s: float = 5.0) -> bool:
    deadline = time.monotonic() + limit_s
    while time.monotonic() < deadline:
        process = next((p for p in procfs.processes() if p.pid == pid), None)
        if process is None or process.state in "ZX":
            return True
        time.sleep(0.02)
    return False


def test_what_a_dead_run_left_goes_at_the_next_start(tmp_path, monkeypatch):
    """Folders named after a process that no longer runs go, with the processes left in its child's
    session; a live process's folders stay."""
    monkeypatch.setattr(cleanup.tempfile, "gettempdir", lambda: str(tmp_path))
    monkeypatch.setattr(cleanup, "SHARED_MEMORY", tmp_path / "shm")
    (tmp_path / "shm").mkdir()
    dead_owner = f"{os.getpid()}-1-"  # this pid, but another start time: a process that ended
    stale = tmp_path / f"{cleanup.SANDBOX_PREFIX}{dead_owner}abc"
    (stale / "scratch" / "d").mkdir(parents=True)
    stale_spill = tmp_path / "shm" / f"{cleanup.SPILL_PREFIX}{dead_owner}abc"
    stale_spill.mkdir()
    live = tmp_path / f"{cleanup.SANDBOX_PREFIX}{cleanup.owner_tag()}abc"
    live.mkdir()
    leftover = _session_sleeper()
    (stale / cleanup.CHILD_RECORD).write_text(f"{leftover.pid} {procfs.start_time(leftover.pid)}\n")
    unrelated = _session_sleeper()
    try:
        cleanup.sweep(procfs.processes())
        assert not stale.exists() and not stale_spill.exists() and live.exists()
        assert leftover.wait(timeout=5) == -signal.SIGKILL
        assert unrelated.poll() is None
    finally:
        for process in (leftover, unrelated):
            process.kill()
            process.wait()


def _sleeper_as(uid: int) -> subprocess.Popen:
    return subprocess.Popen(["sleep", "300"], user=uid, group=uid, extra_groups=[], start_new_session=True)


@pytest.mark.skipif(os.geteuid() != 0, reason="only root gives children a uid of their own")
def test_ending_a_uid_ends_every_process_of_it_stopped_or_not():
    first, second = identity.lease(), identity.lease()
    started = []
    try:
        assert first.uid != second.uid and identity.FIRST <= first.uid < identity.FIRST + identity.COUNT
        started += [_sleeper_as(first.uid), _sleeper_as(second.uid)]
        os.kill(started[0].pid, signal.SIGSTOP)
        first.release()
        assert started[0].wait(timeout=5) == -signal.SIGKILL
        assert started[1].poll() is None  # another child's uid: untouched
        # A process of a uid whose lease nobody holds and whose run died (its file names the holder and the child it
        # started there, not "clean") is ended by the next sweep: it runs in that child's session.
        started.append(_sleeper_as(first.uid))
        path = identity._lease_folder() / str(first.uid)
        path.write_text(f"{os.getpid()}\n")
        record = os.open(path, os.O_RDWR)
        try:
            identity.Lease(first.uid, record).child_started(started[2].pid)  # as the dead run's Sandbox did
        finally:
            os.close(record)
        identity.sweep({first.uid, second.uid})
        assert started[2].wait(timeout=5) == -signal.SIGKILL
        assert started[1].poll() is None  # its lease is held
    finally:
        first.release()
        second.release()
        for process in started:
            process.kill()
            process.wait()


IPC_MAKER = """
import ctypes
libc = ctypes.CDLL(None, use_errno=True)
ids = [libc.shmget(0, 1 << 20, 0o1666), libc.msgget(0, 0o1666), libc.semget(0, 2, 0o1666)]  # IPC_PRIVATE, IPC_CREAT
print(" ".join(map(str, ids)))
"""


def _ipc_ids(uid: int) -> set[tuple[str, int]]:
    found = set()
    for kind in ("shm", "msg", "sem"):
        lines = Path(f"/proc/sysvipc/{kind}").read_text().splitlines()
        names = lines[0].split()
        for line in lines[1:]:
            row = dict(zip(names, line.split()))
            if int(row["cuid"]) == uid:
                found.add((kind, int(line.split()[1])))
    return found


@pytest.mark.skipif(os.geteuid() != 0, reason="only root gives children a uid of their own")
def test_releasing_a_uid_removes_its_system_v_objects():
    """What a uid made in the host's IPC namespace (where neither a namespace of its own nor seccomp
    kept it from it) goes with its lease: a filled segment, a queue, a semaphore set."""
    lease = identity.lease()
    try:
        made = subprocess.run([sys.executable, "-c", IPC_MAKER], user=lease.uid, group=lease.uid, extra_groups=[],
                              capture_output=True, text=True, check=True).stdout.split()
        assert all(int(ident) >= 0 for ident in made)
        assert len(_ipc_ids(lease.uid)) == 3
    finally:
        lease.release()
    assert not _ipc_ids(lease.uid)


FORKS_AS_USER = """
import os, time
from pytest_passnet.sandbox import confine, policy
policy.CHILD_TASKS = 8
confine.apply({"steps": ["rlimits"], "limits": policy.limits(None)})
forked = 0
for _ in range(200):
    try:
        if os.fork() == 0:
            time.sleep(2)
            os._exit(0)
    except OSError:
        break
    forked += 1
print(forked)
"""


def test_a_child_of_the_user_s_own_uid_may_start_a_bounded_number_of_processes():
    """RLIMIT_NPROC counts every process of a uid: a child sharing the user's gets a few thousand
    more than the user runs when it starts (8 here), so a fork bomb stops there too."""
    if configurations.skip_reason("user-process"):
        pytest.skip(configurations.skip_reason("user-process"))
    root = configurations.workspace("user-process")
    finished = configurations.run("user-process", [sys.executable, "-c", FORKS_AS_USER], root, dict(os.environ), 60)
    cleanup.remove_tree(root)
    assert 0 < int(finished.stdout) < 64, finished.stderr[-2000:]  # unbounded, all 200 forks succeed


STEPS_AS_USER = """
import json
from pytest_passnet.sandbox import confine
plan = {"steps": ["identity", "no_new_privs"], "uid": 1600000000, "gid": 1600000000, "limits": {}}
print(json.dumps(confine.apply(plan, strict=False)))
try:
    confine.apply(plan)
except OSError as exc:
    print(exc)
"""


def test_a_step_that_cannot_hold_is_left_out_by_the_probe_and_stops_a_child(tmp_path):
    """A normal user cannot take another uid: the probe leaves that step out of every child's
    plan (and so of what reports say was enforced); a child told to take it does not start."""
    if configurations.skip_reason("user-process"):
        pytest.skip(configurations.skip_reason("user-process"))
    root = configurations.workspace("user-process")
    finished = configurations.run("user-process", [sys.executable, "-c", STEPS_AS_USER], root, dict(os.environ), 60)
    cleanup.remove_tree(root)
    held, refusal = finished.stdout.splitlines()
    assert json.loads(held) == {"no_new_privs": "no_new_privs"}
    assert refusal.startswith("sandbox confinement: identity failed")


def test_the_trusted_side_s_spill_files_count_as_its_own_in_the_disk_check():
    """``Sandbox.trusted_bytes_on`` (what ``pipeline._disk_taken`` takes as not the pass's of what ending the child
    gives back) counts the trusted side's spill files of its requests' large tensors (on CUDA the inputs travel so;
    their folder is the child's, on the temporary folder's disk where the folders are not bounded), by the trusted
    side's own count, after the files are closed too (``close`` measures nothing before it removes them). Before, only
    the inputs file counted: an honest child's end gave these back as if they were its own."""
    import torch

    from pytest_passnet.sandbox import mode
    from pytest_passnet.sandbox.process import Sandbox

    child = Sandbox(mode.detect(), dict(os.environ), "cpu")
    try:
        child.answer(120)
        assert child.trusted_bytes_on(str(child.spill)) == 0
        tensor = torch.ones(3 << 20, dtype=torch.uint8)  # 3 MiB: spilled (from 1 MiB on)
        child.channel.send({"command": "nothing", "x": tensor}, timeout=10)
        files = [p for p in child.spill.iterdir() if p.name.startswith("trusted-") and p.stat().st_size]
        assert [p.stat().st_size for p in files] == [3 << 20]
        assert child.trusted_bytes_on(str(child.spill)) == 3 << 20
        assert child.trusted_bytes_on("/proc") == 0  # another file system
        child.channel.close_spill_files()
        assert child.trusted_bytes_on(str(child.spill)) == 3 << 20  # closed: still what ending the child gives back
    finally:
        child.close()
