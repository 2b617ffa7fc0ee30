"""Round 68b's premises (target 69e2f7e93): what a pass's child can leave for, or hold against, other children, later
samples and later runs. ``PYTHONPATH=. python tests/adversarial/redteam/round68b/premises68b.py [name ...]`` prints one
JSON line per premise; the plugin runs are ``plugin68b`` (``python -m tests.adversarial.redteam.round68b.plugin68b
[config]``).

- ``keep_leftover`` (in process and one killed subprocess, the product's ``kernel_cache``): a trusted process ended while
  ``kernel_cache.keep`` copies a child's cache leaves its staged folder (``.<key>-XXXX`` under the user's kept caches);
  nothing ever removes it: not the next ``keep`` (of any key), not ``_drop_least_recently_used`` (it skips dot names),
  not ``cleanup.sweep`` (the temporary folder and ``/dev/shm`` only). The bound the docs give (256 pass codes of
  256 MiB) does not count it.
- ``lock_across_views`` (in process, two descriptions of one file as two children hold them): a ``flock`` and a POSIX
  record lock taken on a read-only descriptor of a file every child reads are seen by any other process that asks,
  whatever its uid or namespaces (what the plugin runs show between a pass's child and the reference child, and across
  two runs at once): the state is the inode's.
"""

from __future__ import annotations

import fcntl
import json
import os
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[4]

_KEEP_CHILD = """
import sys
from pathlib import Path
from pytest_passnet.sandbox import kernel_cache
kernel_cache.keep(sys.argv[1], Path(sys.argv[2]), None)
"""


def _tree_bytes(folder: Path) -> tuple[int, int]:
    files = [p for p in folder.rglob("*") if p.is_file()]
    return len(files), sum(p.stat().st_size for p in files)


def keep_leftover(files: int = 200, size: int = 128 << 10) -> dict:
    """A ``keep`` of ``files`` files of ``size`` bytes SIGKILLed once its staged folder holds a tenth of them; then a
    later ``keep`` of another key and ``_drop_least_recently_used``, and ``cleanup.sweep`` with the temporary folder
    pointed at the same base: what of the staged folder is left."""
    from pytest_passnet.sandbox import cleanup, kernel_cache, policy

    base = Path(tempfile.mkdtemp(prefix="r68b-keep-"))
    old = {name: os.environ.get(name) for name in ("XDG_CACHE_HOME", "TMPDIR")}
    try:
        os.environ["XDG_CACHE_HOME"] = str(base / "xdg")
        scratch = base / "scratch"
        cache = scratch / policy.KERNEL_CACHE / "triton" / "R68BHASH"
        cache.mkdir(parents=True)
        payload = os.urandom(size)
        for index in range(files):
            (cache / f"kernel{index:04d}.bin").write_bytes(payload)
        key = "r68b" + "0" * 28
        env = {
            **os.environ,
            "PYTHONPATH": str(REPO),
            "XDG_CACHE_HOME": str(base / "xdg"),
        }
        child = subprocess.Popen(
            [sys.executable, "-c", _KEEP_CHILD, key, str(scratch)], env=env
        )
        root = base / "xdg" / "pytest-passnet" / "kernels"
        killed_at = None
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline and child.poll() is None:
            staged = [p for p in root.glob(f".*{key}-*")] if root.is_dir() else []  # '.<pid>-<key>-' since 37
            if staged and _tree_bytes(staged[0])[0] >= files // 10:
                child.send_signal(signal.SIGKILL)
                killed_at = _tree_bytes(staged[0])[0]
                break
            time.sleep(0.002)
        child.wait()
        # later: another pass code's cache kept (which also drops the least recently used), and a fresh run's sweep
        other = base / "scratch2"
        (other / policy.KERNEL_CACHE / "triton").mkdir(parents=True)
        (other / policy.KERNEL_CACHE / "triton" / "k.bin").write_bytes(b"x")
        kernel_cache.keep("r68b" + "1" * 28, other, None)
        kernel_cache._drop_least_recently_used()
        os.environ["TMPDIR"] = str(base)
        tempfile.tempdir = None
        cleanup.sweep([])
        left = sorted(p.name for p in root.iterdir() if p.name.startswith("."))
        counted = sorted(p.name for p in root.iterdir() if not p.name.startswith("."))
        files_left, bytes_left = (0, 0)
        for name in left:
            count, nbytes = _tree_bytes(root / name)
            files_left += count
            bytes_left += nbytes
        return {
            "premise": "keep_leftover",
            "killed": killed_at is not None,
            "files_staged_when_killed": killed_at,
            "kept_entries": counted,
            "dot_entries_left": len(left),
            "left_files": files_left,
            "left_mib": round(bytes_left / (1 << 20), 2),
        }
    finally:
        for name, value in old.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value
        tempfile.tempdir = None
        shutil.rmtree(base, ignore_errors=True)


def lock_across_views() -> dict:
    """A forked process (the pass's child) takes ``flock`` and a POSIX read lock on its read-only descriptor of
    ``os.py``; this process (the reference) asks through its own descriptor."""
    path = os.__file__
    ready_r, ready_w = os.pipe()
    done_r, done_w = os.pipe()
    pid = os.fork()
    if pid == 0:  # the pass's child
        try:
            fd = os.open(path, os.O_RDONLY)
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            fcntl.fcntl(
                fd, fcntl.F_SETLK, struct.pack("hhqqi", fcntl.F_RDLCK, 0, 0, 0, 0)
            )
            os.write(ready_w, b"1")
            os.read(done_r, 1)
        finally:
            os._exit(0)
    try:
        os.read(ready_r, 1)
        fd = os.open(path, os.O_RDONLY)
        try:
            try:
                fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
                flock = "free"
            except BlockingIOError:
                flock = "held"
            probe = fcntl.fcntl(
                fd, fcntl.F_GETLK, struct.pack("hhqqi", fcntl.F_WRLCK, 0, 0, 0, 0)
            )
            kind, _, _, _, holder = struct.unpack("hhqqi", probe)
        finally:
            os.close(fd)
        return {
            "premise": "lock_across_views",
            "flock_seen": flock,
            "posix_lock_seen": kind != fcntl.F_UNLCK,
            "holder_is_child": holder == pid,
        }
    finally:
        os.write(done_w, b"1")
        os.waitpid(pid, 0)
        for fd in (ready_r, ready_w, done_r, done_w):
            os.close(fd)


def lease_blocks_writers(wait_s: float = 1.0, sandboxed: bool = True) -> dict:
    """A forked process (a user mode's pass child, on a file of the user's it reads) takes a read lease
    (``F_SETLEASE``, which the children's seccomp lets through) and is stopped, as the trusted side holds a child while
    the other side is timed; then this process (the user's editor, pip, another run) opens the file for writing: at
    once with ``O_NONBLOCK``, and blocking for ``wait_s`` (SIGALRM ends the wait). The kernel breaks the lease only
    after ``/proc/sys/fs/lease-break-time``. ``sandboxed``: the holder runs under the children's seccomp filter (the
    root running this has CAP_LEASE; a user mode's child is granted a lease on the user's own files, plugin68b)."""
    folder = Path(tempfile.mkdtemp(prefix="r68b-lease-"))
    path = folder / "users_file.py"
    path.write_text("x = 1\n")
    ready_r, ready_w = os.pipe()
    pid = os.fork()
    if pid == 0:
        try:
            signal.signal(
                signal.SIGIO, signal.SIG_IGN
            )  # the break's SIGIO: a pass keeps its lease
            fd = os.open(path, os.O_RDONLY)
            if sandboxed:  # the children's own seccomp filter (pytest_passnet.sandbox.seccomp), as confine installs it
                import ctypes

                from pytest_passnet.sandbox import seccomp

                ctypes.CDLL(None, use_errno=True).prctl(
                    38, 1, 0, 0, 0
                )  # PR_SET_NO_NEW_PRIVS
                seccomp.install()
            try:
                fcntl.fcntl(fd, fcntl.F_SETLEASE, fcntl.F_RDLCK)
                os.write(ready_w, b"1")
            except OSError as exc:
                os.write(ready_w, b"E" if exc.errno == 1 else b"?")
            while True:
                signal.pause()
        finally:
            os._exit(0)
    try:
        granted = os.read(ready_r, 1) == b"1"
        os.kill(pid, signal.SIGSTOP)
        try:
            os.close(os.open(path, os.O_WRONLY | os.O_NONBLOCK))
            nonblocking = "opened"
        except BlockingIOError:
            nonblocking = "EWOULDBLOCK"

        class _Waited(Exception):
            pass

        def _alarm(*_):
            raise _Waited

        previous = signal.signal(signal.SIGALRM, _alarm)
        started = time.monotonic()
        signal.setitimer(signal.ITIMER_REAL, wait_s)
        try:
            os.close(os.open(path, os.O_WRONLY))
            blocked = False
        except _Waited:
            blocked = True
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, previous)
        waited = time.monotonic() - started
        break_time = int(Path("/proc/sys/fs/lease-break-time").read_text())
        return {
            "premise": "lease_blocks_writers",
            "sandboxed": sandboxed,
            "lease_granted": granted,
            "nonblocking_open_for_write": nonblocking,
            "blocking_open_still_waiting": blocked,
            "waited_s": round(waited, 2),
            "lease_break_time_s": break_time,
        }
    finally:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        for fd in (ready_r, ready_w):
            os.close(fd)
        shutil.rmtree(folder, ignore_errors=True)


PREMISES = {
    "keep_leftover": keep_leftover,
    "lock_across_views": lock_across_views,
    "lease_blocks_writers": lease_blocks_writers,
}

if __name__ == "__main__":
    for name in sys.argv[1:] or list(PREMISES):
        started = time.monotonic()
        said = PREMISES[name]()
        said["seconds"] = round(time.monotonic() - started, 2)
        print(json.dumps(said))
