"""A uid and gid of its own for every child, when the trusted side runs as root.

Two children never share a uid, so neither can signal, trace or read the other, nor touch the
other's files; none is root (the child drops to its uid first thing, ``confine``). A uid is
leased: a lock file per uid, held (``flock``) while the child lives, in a folder only root may
write. The uids come from a range no system assigns, so every process running as one of them is
a run's child (ours, or another container's: below) or what it started: ending a child ends every
process of its uid, wherever it went (double-forked, stopped, in another session). A holder killed
before it could clean up leaves a file that does not say ``clean``; what its children left is ended
by ``sweep`` (and by a ``lease`` landing on the uid), which tell it by the child the file recorded.

Ours means leased from this lease folder. Containers of one host each have their own folder (their
own /run) while the kernel's uids are the host's, so two may lease one uid: a uid with any task
running, in any PID namespace, is not leased (``has_tasks``), and what runs under a uid never
leased here is never ended (red team round 34a's LEASE_ACROSS_CONTAINERS: another container's pass
child holding the uid's whole task count left an honest child no thread, and a lease made fresh
here ended the other container's live children where it saw them). Nor is every process of a uid
whose file here says a run of ours died holding it (red team round 35a's KILLED_RUN_FILE: a
container may lease the uid once the dead run's leftovers are gone, and the next start here ended
its live child): only those its recorded children left are (``_left_by``).
"""

from __future__ import annotations

import _thread
import fcntl
import os
import random
import resource
import signal
import stat
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from pytest_passnet.sandbox import procfs, syscalls

FIRST = 1_600_000_000  # far above the ids of users, system services, subordinate-id ranges
COUNT = 1 << 16
_CLEAN = b"clean\n"  # what a lease file says when its last holder left no process behind
# Uids found with tasks running before ``lease`` gives up: other containers' children hold a few of the 65,536; this
# many means something else runs in the range or the probe misreads, and probing them all would take minutes.
BUSY_LIMIT = 256
# Run as the uid with RLIMIT_NPROC 2, a fork is refused where any other task of the uid lives: the kernel counts a uid's
# tasks across every PID namespace (another container's too), where /proc shows this namespace's only. Exit 1: refused.
_ALONE = """
import os, resource
resource.setrlimit(resource.RLIMIT_NPROC, (2, 2))
try:
    pid = os.fork()
except BlockingIOError:
    raise SystemExit(1)
if pid == 0:
    os._exit(0)
os.waitpid(pid, 0)
"""


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

    def child_started(self, pid: int) -> None:
        """Record in the lease file the child just started under this lease (``pid``, a session leader): its pid, start
        time and the PID namespace those numbers are of. Were this holder killed, the next start here ends the processes
        of the uid in that child's session and no others (``_left_by``); seccomp keeps the child's processes in it."""
        started = procfs.start_time(pid)
        if self._fd < 0 or started is None:
            return
        try:
            os.pwrite(self._fd, f"{pid} {started} {_pid_namespace()}\n".encode(), os.fstat(self._fd).st_size)
        except OSError:
            pass

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


def _pid_namespace() -> int | None:
    """The inode of this process's PID namespace (unique among the namespaces alive), or None where it cannot be read."""
    try:
        return os.stat("/proc/self/ns/pid").st_ino
    except OSError:
        return None


def _left_by(record: bytes, uid: int) -> list[int] | None:
    """The processes running as ``uid`` that the dead holder whose lease file says ``record`` left: those in the
    session of a child it recorded (``Lease.child_started``: seccomp keeps a child's processes in its session) that
    started no earlier than that child; None where the record cannot be judged here (no child recorded, or one of
    another PID namespace: its numbers are not this /proc's).

    A session's number stays taken while any process of it lives, so a process in the session of a recorded child that
    is gone is that child's; where a process of the recorded number runs, it must be the child itself (its start
    time). Nothing else is: another container that leased the uid since (its own /run; ``has_tasks`` saw none of the
    dead run's left) runs its children in their own sessions (red team round 35a's KILLED_RUN_FILE: the sweep and a
    lease ended every process of such a uid). The namespace a process runs in does not tell it: a container's PID
    namespace is a direct child of the host's, and its root children sit in it where it lacks CAP_SYS_ADMIN."""
    children = []
    for line in record.splitlines()[1:]:
        try:
            pid, started, namespace = (int(part) for part in line.split())
        except ValueError:
            return None
        children.append((pid, started, namespace))
    own = _pid_namespace()
    if not children or own is None or any(namespace != own for _, _, namespace in children):
        return None
    sessions = {pid: started for pid, started, _ in children
                if procfs.start_time(pid) in (None, started)}  # a live leader of that number must be the child
    running = set(procfs.of_uid(uid))
    return [p.pid for p in procfs.processes() if p.pid in running and p.uid == uid and p.session in sessions
            and p.started >= sessions[p.session]]


def _end_left_by(record: bytes, uid: int, limit_s: float = 10.0) -> bool | None:
    """SIGKILL to what ``_left_by`` finds, again for any forked meanwhile, until none is left; False if some still run
    after ``limit_s``, None where the record cannot be judged here (nothing ended)."""
    deadline = time.monotonic() + limit_s
    done: set[int] = set()
    while True:
        left = _left_by(record, uid)
        if left is None:
            return None
        if not left:
            return True
        if time.monotonic() >= deadline:
            return False
        procfs.send([pid for pid in left if pid not in done], signal.SIGKILL)
        done.update(left)
        time.sleep(0.02)


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


def has_tasks(uid: int) -> bool:
    """Whether any task runs (or is not yet reaped) as ``uid`` on this kernel, in whatever PID namespace: a probe run as
    ``uid`` (``_ALONE``, about 15 ms); where this interpreter is closed to ``uid`` (a venv under a 0700 /root), the same
    probe forked from this process (``_forked_probe``). Where neither can tell, what this PID namespace's /proc shows."""
    try:
        done = subprocess.run([sys.executable, "-I", "-S", "-c", _ALONE], user=uid, group=uid, extra_groups=[], env={},
                              cwd="/", stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                              timeout=10, check=False)
        status = done.returncode
    except (OSError, subprocess.SubprocessError):
        status = None
    if status not in (0, 1):
        status = _forked_probe(uid)
    if status not in (0, 1):
        return bool(procfs.of_uid(uid))
    return status == 1


def _forked_probe(uid: int) -> int | None:
    """``_ALONE`` without an exec: a fork of this process that becomes ``uid`` and tries to start one task more, a thread
    (0: alone, 1: refused); None where it did not answer within 10 s, ended then. Red team round 35b's HIDDEN_PROBE: with the
    interpreter closed to the uid the probe fell back to /proc, blind to another container's tasks, and the uid whose
    whole task count another container's child held was leased."""
    pid = os.fork()
    if pid == 0:  # only system calls here: this process may hold other threads' locks it will never see released
        status = 2
        try:
            os.setgroups([])
            os.setresgid(uid, uid, uid)
            resource.setrlimit(resource.RLIMIT_NPROC, (2, 2))
            os.setresuid(uid, uid, uid)
            # a thread is a task the limit counts as a process, and copies no address space: a second fork of this
            # process's copy once stood 18.7 s in the kernel's copy of it (red team round 35c's FORK_STALL)
            try:
                _thread.start_new_thread(time.sleep, (0,))
                status = 0
            except RuntimeError:
                status = 1
        finally:
            os._exit(status)
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        ended, code = os.waitpid(pid, os.WNOHANG)
        if ended:
            return os.waitstatus_to_exitcode(code)
        time.sleep(0.002)
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)
    return None


def _locked(path: Path, create: bool = False) -> tuple[int, bool] | None:
    """The lease file ``path`` open and locked (``flock``) by this process, and whether this call made it; None where
    another process holds it, or it is gone or was replaced since it was opened (a lease that made it found its uid
    busy and removed it: a lock on that file leases nothing)."""
    flags = os.O_RDWR | os.O_NOFOLLOW | os.O_CLOEXEC
    made = False
    try:
        if create:
            try:
                fd, made = os.open(path, flags | os.O_CREAT | os.O_EXCL, 0o600), True
            except FileExistsError:
                fd = os.open(path, flags)
        else:
            fd = os.open(path, flags)
    except FileNotFoundError:
        return None
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        opened, there = os.fstat(fd), os.lstat(path)
        if (opened.st_dev, opened.st_ino) == (there.st_dev, there.st_ino):
            return fd, made
    except OSError:  # held by another (BlockingIOError), or gone
        pass
    os.close(fd)
    return None


def lease() -> Lease:
    """A uid nobody holds, with nothing running under it. A uid leased from this folder before whose file does not say
    ``_CLEAN`` has what its last holder's children left ended first (``_left_by``: nothing else); a uid with a task
    running anyway (visible or not) is another container's, or the dead holder's that cannot be told, and is skipped,
    its lease file removed where this call made it."""
    if os.geteuid() != 0:
        raise NoIdentity("only root can give a child a uid of its own")
    folder = _lease_folder()
    start, busy = random.randrange(COUNT), 0
    for offset in range(COUNT):
        uid = FIRST + (start + offset) % COUNT
        path = folder / str(uid)
        locked = _locked(path, create=True)
        if locked is None:
            continue
        fd, made = locked
        record = b"" if made else _read(fd)
        if record not in (b"", _CLEAN) and _end_left_by(record, uid) is False:
            os.close(fd)  # its last holder died without cleaning up, and what it left will not die
            continue
        if has_tasks(uid):
            if made:
                os.unlink(path)  # never leased here: no trace of it, so that no sweep of ours ends its processes
            os.close(fd)
            busy += 1
            if busy >= BUSY_LIMIT:
                raise NoIdentity(f"{busy} uids of {FIRST}-{FIRST + COUNT - 1} had tasks running (pytest_passnet/"
                                 "sandbox/identity.py, has_tasks: a fork as the uid with RLIMIT_NPROC 2 refused): end "
                                 "what runs as them, or check that this Python runs as another uid")
            continue
        os.ftruncate(fd, 0)
        os.pwrite(fd, f"{os.getpid()}\n".encode(), 0)
        return Lease(uid, fd)
    raise NoIdentity(f"all {COUNT} uids are leased")


def _read(fd: int) -> bytes:
    """A lease file's text (a holder's pid and its children's records: a few lines)."""
    return os.pread(fd, 1 << 16, 0)


def sweep(uids_running: set[int]) -> None:
    """End what dead holders' children left of every uid of ours in ``uids_running`` that no live process holds. Ours:
    leased from this lease folder (its file is there) by a holder that did not end what it started (its file does not
    say ``_CLEAN``), and then only the processes in its recorded children's sessions (``_left_by``); a uid of the range
    that never was is another container's, whose own folder holds its lease (red team round 34a's
    SWEEP_ACROSS_CONTAINERS: a run seeing the host's processes ended another container's live children), and so is
    what runs under a uid whose last holder here left nothing, and what runs outside the dead holder's children's
    sessions (round 35a's KILLED_RUN_FILE: a container leased the uid once the dead run's leftovers were gone)."""
    try:
        folder = _lease_folder()
    except NoIdentity:
        return
    for uid in sorted(u for u in uids_running if FIRST <= u < FIRST + COUNT):
        try:
            locked = _locked(folder / str(uid))
        except OSError:
            continue
        if locked is None:  # a live run's child, or a uid never leased here
            continue
        fd, _ = locked
        try:
            record = _read(fd)
            if record == _CLEAN:
                continue  # its last holder left nothing: what runs now is another container's
            if _end_left_by(record, uid):  # all its children left is gone: the next holder need not look
                remove_ipc_objects_of(uid)
                os.ftruncate(fd, 0)
                os.pwrite(fd, _CLEAN, 0)
        except OSError:
            pass
        finally:
            os.close(fd)

