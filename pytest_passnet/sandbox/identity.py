"""A uid and gid of its own for every child, when the trusted side runs as root.

Two children never share a uid, so neither can signal, trace or read the other, nor touch the
other's files; none is root (the child drops to its uid first thing, ``confine``). A uid is
leased: a lock file per uid, held (``flock``) while the child lives, in a folder only root may
write. The uids come from a range no system assigns, so every process running as one of them is
a child of ours or what it started: ending a child ends every process of its uid, wherever it
went (double-forked, stopped, in another session); leasing a uid first ends whatever still runs
under it (a run killed before it could clean up), and ``sweep`` ends such leftovers of every uid
whose lease nobody holds.
"""

from __future__ import annotations

import fcntl
import os
import random
import signal
import stat
import tempfile
import time
from pathlib import Path

from pytest_passnet.sandbox import procfs, syscalls

FIRST = 1_600_000_000  # far above the ids of users, system services, subordinate-id ranges
COUNT = 1 << 16
_CLEAN = b"clean\n"  # what a lease file says when its last holder left no process behind


class NoIdentity(Exception):
    """No uid could be leased here (not root, or no safe folder for the leases)."""


def _lease_folder() -> Path:
    """Root's own folder for the lease files: /run where there is one, else the temporary folder;
    refused if anyone but root could have made or changed it."""
    for parent in (Path("/run"), Path(tempfile.gettempdir())):
        folder = parent / "pytest-passnet-uids"
        try:
            folder.mkdir(mode=0o700, exist_ok=True)
            info = os.lstat(folder)
        except OSError:
            continue
        if stat.S_ISDIR(info.st_mode) and info.st_uid == 0 and not info.st_mode & 0o022:
            return folder
    raise NoIdentity("no folder for uid leases that only root can write")


class Lease:
    """One uid (and the gid of the same number), this process's until ``release``."""

    def __init__(self, uid: int, fd: int):
        self.uid = self.gid = uid
        self._fd = fd
        self._ended = False  # every process of the uid killed (the holder starts no other after that)

    def end_processes(self, killed: tuple[int, ...] = ()) -> bool:
        """Kill every process of the uid; ``killed``: those already sent SIGKILL (the child's tree)."""
        self._ended = end_processes_of(self.uid, killed)
        return self._ended

    def release(self) -> None:
        """End every process of the uid (unless that was the last thing done with it) and remove its
        System V objects; when no process is left, the next holder need not look."""
        if self._fd < 0:
            return
        try:
            remove_ipc_objects_of(self.uid)
            if self._ended or self.end_processes():
                os.ftruncate(self._fd, 0)
                os.pwrite(self._fd, _CLEAN, 0)
        finally:
            os.close(self._fd)
            self._fd = -1


def end_processes_of(uid: int, killed: tuple[int, ...] = (), limit_s: float = 10.0) -> bool:
    """SIGKILL to every process running as ``uid`` (stopped ones die too) not in ``killed``, again for
    any that appeared meanwhile (forked before its parent's kill), until none is left but zombies;
    False if some still run after ``limit_s``. The exit is waited for: a killed process frees its
    memory before it closes its files, which takes seconds with many mappings, and until then the
    next holder of the uid would count them as its own (round 12a: the host's file table, still full)."""
    deadline = time.monotonic() + limit_s
    done = set(killed)
    while time.monotonic() < deadline:
        running = procfs.of_uid(uid)
        if not running:
            return True
        procfs.send([pid for pid in running if pid not in done], signal.SIGKILL)
        done.update(running)
        time.sleep(0.02)  # each look reads the whole process table
    return False


def remove_ipc_objects_of(uid: int) -> None:
    """The System V segments, queues and semaphore sets in this IPC namespace that ``uid`` owns or
    created, removed: they would outlive its processes. A child's own IPC namespace, or its
    seccomp filter, keeps it from making any; this is for a machine where neither holds."""
    for kind in ("shm", "msg", "sem"):
        try:
            lines = Path(f"/proc/sysvipc/{kind}").read_text().splitlines()
        except OSError:
            continue
        names = lines[0].split() if lines else []
        for line in lines[1:]:
            row = dict(zip(names, line.split()))
            try:
                if uid in (int(row["uid"]), int(row["cuid"])):
                    syscalls.remove_ipc_object(kind, int(row[{"shm": "shmid", "msg": "msqid", "sem": "semid"}[kind]]))
            except (KeyError, ValueError, OSError):
                continue


def lease() -> Lease:
    """A uid nobody holds, with nothing left running under it."""
    if os.geteuid() != 0:
        raise NoIdentity("only root can give a child a uid of its own")
    folder = _lease_folder()
    start = random.randrange(COUNT)
    for offset in range(COUNT):
        uid = FIRST + (start + offset) % COUNT
        fd = os.open(folder / str(uid), os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW | os.O_CLOEXEC, 0o600)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)
            continue
        taken = Lease(uid, fd)
        if os.pread(fd, len(_CLEAN), 0) != _CLEAN and not end_processes_of(uid):
            os.close(fd)  # its last holder died without cleaning up, and what it left will not die
            continue
        os.ftruncate(fd, 0)
        os.pwrite(fd, f"{os.getpid()}\n".encode(), 0)
        return taken
    raise NoIdentity(f"all {COUNT} uids are leased")


def sweep(uids_running: set[int]) -> None:
    """End the processes of every uid of ours in ``uids_running`` that no live process holds. Ours: leased from this
    lease folder once (its file is there); a uid of the range that never was is another container's, whose own
    folder holds its lease (red team round 34a's SWEEP_ACROSS_CONTAINERS: a run seeing the host's processes ended
    another container's live children)."""
    try:
        folder = _lease_folder()
    except NoIdentity:
        return
    for uid in sorted(u for u in uids_running if FIRST <= u < FIRST + COUNT):
        try:
            fd = os.open(folder / str(uid), os.O_RDWR | os.O_NOFOLLOW | os.O_CLOEXEC)
        except OSError:
            continue
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)  # a live run's child
            continue
        Lease(uid, fd).release()

