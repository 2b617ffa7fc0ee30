"""The host's file table, watched while a pass's child lives.

Each process of a child may hold ``policy.LIMITS["nofile"]`` descriptors, threads cloned without
CLONE_FILES a table each, and every mapping of a closed file keeps its open file: together a
child's processes can fill ``fs.file-max``, after which every open on the host without
CAP_SYS_ADMIN fails with ENFILE — the next sample's child, the reference, the trusted side's own
report (red team rounds 12a and 13a). No cgroup counts a child's files, and a child's /proc entries
are not the trusted side's to read as a user (its processes are non-dumpable), so a thread reads the
host's count (``/proc/sys/fs/file-nr``, one small read). Where it grew by ``GROWTH_FILES`` while
the child lived, it stops the child; where the count then stands still too, it ends the child and
sees what that gave back: the files were the pass's where the count fell by half that growth or
more. Where the count still moved (another worker's pass filling, or its own watch ending it), the
child stays stopped and is judged again at the next turn, until a window stands still or the count
falls back (round 15a: two fillers continued in turn for each other's filling); then it goes on. This
user's watches take turns at that (the host's turn), and every other end of a child of this user's waits
for the turn too (round 21b: a filler ended by its own worker inside another watch's give-back). While its
worker holds no share of the device (``Sandboxes.stop_all`` to ``continue_all``) the worker has the child
stopped too: the watch continues nothing then (round 19f: it did, in another worker's share), and what
it held once the count fell back is the worker's to continue; it ends nothing then either (round 20c: the
child's exit ran in another worker's share, and the worker's stop watch read the ended processes as
continued): what it judged it would end, it ends when the worker takes the child back, inside its share.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import signal
import stat
import tempfile
import threading
import time
from collections.abc import Callable

from pytest_passnet.sandbox import procfs

FILE_NR = "/proc/sys/fs/file-nr"
# Far more than a pass's child opens and maps (its libraries, pipes, Inductor's compile workers:
# thousands) and a small share of any host's table (fs.file-max is in the millions).
GROWTH_FILES = 1 << 17
PERIOD_S = 0.05
GIVE_BACK_S = 5.0
# How long the child stands stopped while the watch sees whether the host's count still moves.
STILL_S = 0.5
# CPU a stopped child's threads may show over a window (a thread that was leaving a system call).
STOPPED_CPU_NS = 1_000_000


def allocated_files() -> int | None:
    """Open files on the host, or None where /proc does not say. Read through one descriptor kept open:
    with the table full an open fails with ENFILE (round 15a), and the watch would stop looking."""
    global _file_nr
    try:
        if _file_nr is None:
            _file_nr = os.open(FILE_NR, os.O_RDONLY | os.O_CLOEXEC)
        return int(os.pread(_file_nr, 64, 0).split()[0])
    except (OSError, ValueError, IndexError):
        return None


_file_nr: int | None = None


class FileTableWatch:
    """Watches the file table while one child lives; ``verdict`` says why it ended the child."""

    def __init__(self, processes: Callable[[], list[int]]):
        self.processes = processes
        self.ended_for: str | None = None
        self._done = threading.Event()
        self._ending = threading.Event()  # set before the kill: the child's end is the watch's from then on
        self._settled = threading.Event()
        self.hold = threading.Lock()  # the child's stops: this watch's, or others_stopped's
        self._held: dict[int, int | None] = {}  # the processes this watch stopped and has not continued: their start times
        self._lent = False  # from the worker's stop_all to its continue_all: the child is the worker's to continue
        self._end_due = False  # judged while lent that it ends the child: it does at take_back, inside the share
        self._ran_while_lent: str | None = None  # how the child showed it ran in that judgement's window
        self._base = allocated_files()
        if self._base is not None:
            threading.Thread(target=self._loop, name="passnet-file-table", daemon=True).start()

    def _loop(self) -> None:
        while not self._done.wait(PERIOD_S):
            grown = allocated_files()
            if grown is None:
                continue
            self._base = min(self._base, grown)  # files others closed are not the child's to open again
            if (grown - self._base > GROWTH_FILES or self._held) and self._look():
                return

    def _look(self) -> bool:
        """One turn: continue the child where the count fell back, else stop it and end it where the
        growth stood still while the child did; where another process's files came or went meanwhile,
        keep it stopped for the next turn. One watch of the host at a time does this (another worker's
        watch ending a filler would make the count stand still and then fall in this child's window
        too), and never while ``others_stopped`` holds the child (``hold``): then it looks again later,
        without keeping the host's turn meanwhile (round 15a: a turn held through a timed block)."""
        with _host_turn() as shared:
            if not self.hold.acquire(blocking=False):
                return False
            try:
                return self._judge(shared)
            finally:
                self.hold.release()

    def _judge(self, shared: bool) -> bool:
        """``shared``: whether this watch holds the user's turn; without it another watch may end its child
        in this child's window, so what ending this child gave back convicts nobody (round 16a)."""
        if self._done.is_set() or self._ending.is_set():
            return True  # the child was closed meanwhile, or ended at take_back
        if self._end_due:
            return False  # ended at take_back
        now = allocated_files()
        if now is None:
            return False
        self._base = min(self._base, now)
        if now - self._base <= GROWTH_FILES:  # another process's files went: the child goes on
            if not self._lent:  # else it goes on at the worker's continue_all, not in another worker's share
                # Not one ended meanwhile (by the worker's stop watch, ``Sandboxes._end_for``) and reaped: its number
                # may be another's now (red team round 22b).
                procfs.send_to_same(self._held, signal.SIGCONT)
            self._held = {}
            return False
        pids = self.processes()
        running = [pid for pid in pids if not procfs.all_stopped(pid)]
        procfs.send(running, signal.SIGSTOP)  # a stopped child's files neither come nor go
        self._held = self._held | {pid: procfs.start_time(pid) for pid in running}  # a new dict: held() reads it meanwhile
        ran = _ran_while_stopped(pids, STILL_S)
        still = allocated_files() or now
        if not ran and abs(still - now) > GROWTH_FILES // 4:
            self._base = min(self._base, still)
            return False
        if self._lent:  # its kill and exit would run in another worker's share
            self._end_due, self._ran_while_lent = True, ran
            return False
        self._end(now, ran, shared)
        return True

    def _end(self, grown: int, ran: str | None, shared: bool) -> None:
        """End the child, whose files grew the host's count to ``grown``, and say why from what that gave back."""
        self._ending.set()
        pids = self.processes()
        procfs.send(pids, signal.SIGKILL)
        procfs.until_ended(pids)
        given_back = self._given_back(grown)
        growth = f"the host's open files grew from {self._base:,} to {grown:,} while the pass's process ran"
        if ran:
            self.ended_for = (f"[passnet limits] {growth}, and {ran} while the trusted side held it stopped to see "
                              "whose files they were: a pass may not fill the host's file table")
        elif given_back >= GROWTH_FILES // 2 and not shared:
            self.ended_for = (f"[passnet limits] {growth}, and ending it gave back {given_back:,}; without this user's "
                              f"turn file ({turn_path()}: another's, or held past {TURN_WAIT_S:g} s) another watch may "
                              "have ended its child meanwhile, so whose files they were is not known: run the variant "
                              "again")
        elif given_back >= GROWTH_FILES // 2:
            self.ended_for = (f"[passnet limits] {growth}, and ending it gave back {given_back:,}: a pass may not fill "
                              "the host's file table, which every other process needs")
        else:
            self.ended_for = (f"[passnet limits] {growth}; ending it gave back only {given_back:,}, so the files were "
                              "another process's on this host: run the variant again")
        self._settled.set()

    @staticmethod
    def _given_back(grown: int) -> int:
        """How far the host's count fell from ``grown``: files of a killed process's mappings are put
        after it has ended (the kernel defers their release), so the count is read until it has
        fallen by half the growth, for up to ``GIVE_BACK_S``."""
        deadline = time.monotonic() + GIVE_BACK_S
        while True:
            given_back = grown - (allocated_files() or grown)
            if given_back >= GROWTH_FILES // 2 or time.monotonic() > deadline:
                return given_back
            time.sleep(PERIOD_S)

    def verdict(self) -> str | None:
        """Why the watch ended the child, once it has seen what that gave back; None where it did not."""
        if self._ending.is_set():
            self._settled.wait(procfs.ENDED_LIMIT_S + GIVE_BACK_S + 1.0)
        return self.ended_for

    def holding(self) -> bool:
        """Whether the watch holds the child stopped now (another process's files still moving)."""
        return bool(self._held)

    def held(self) -> list[int]:
        """The processes the watch holds stopped now."""
        return sorted(self._held)

    def lend(self) -> None:
        """From ``Sandboxes.stop_all`` (with ``hold``), which stops every process of the child, those this
        watch holds too: until ``take_back`` the watch continues none and ends none (it still judges), and
        what it holds no longer is the worker's to continue."""
        self._lent = True

    def take_back(self) -> list[int]:
        """From ``Sandboxes.continue_all`` (with ``hold``), inside the worker's share, after its stop watch's
        last look: the child ended here where the watch judged while lent that it would end it and the host's
        count is still past the growth (it is read again: what ending it gives back is measured from now, not
        from the judgement, when other processes' files may since have gone); else the processes this watch
        still holds, which the worker leaves stopped for it (the count has not fallen back); it continues
        them again."""
        self._lent = False
        end_due, self._end_due = self._end_due, False
        if end_due and self.processes():  # (the worker's stop watch may have ended it for running)
            with _host_turn() as shared:
                now = allocated_files()
                if now is not None:
                    self._base = min(self._base, now)
                    if now - self._base > GROWTH_FILES:
                        self._end(now, self._ran_while_lent, shared)
                        return []
        return list(self._held)

    def stop(self) -> None:
        self._done.set()


def _ran_while_stopped(pids: list[int], seconds: float) -> str | None:
    """How the child showed it ran over ``seconds`` held stopped, or None: CPU time used (round 14: a
    pipe's SIGCONT set on its own stderr, which the trusted side drains; one that stops itself again
    before the window ends shows no state), a thread or a process started. A thread's state alone says
    nothing: a vfork parent waits in D, unstopped and idle, while its child stands stopped (round 16a)."""
    time.sleep(0.01)  # a thread inside a system call as SIGSTOP landed stops on its way out
    first = {pid: procfs.tasks(pid) or {} for pid in pids}
    time.sleep(seconds)
    used_ns = 0
    for pid in pids:
        now = procfs.tasks(pid) or {}
        for tid, task in now.items():
            used_ns += max(0, task.cpu_ns - first[pid][tid].cpu_ns) if tid in first[pid] else STOPPED_CPU_NS + 1
        if set(procfs.children(pid)) - set(pids):
            return f"process {pid} started another"
    if used_ns > STOPPED_CPU_NS:
        return f"its processes used {used_ns / 1e6:.1f} ms of CPU"
    return None


@contextlib.contextmanager
def ending_a_child():
    """This user's host turn, held through an end of a child by anything but its own watch (``Sandbox.kill``:
    a failed variant's child, the previous sample's, the stop watches' ends). A watch that holds the turn
    reads what the host's count gives back after its kill as its own child's files: another worker that
    ended a filler inside that wait (its variant failed) convicted an honest child ("a pass may not fill",
    red team round 21b (3)). Waited for as a watch waits for it; past that the end goes alone."""
    with _host_turn():
        yield


@contextlib.contextmanager
def _host_turn():
    """This user's one turn at stopping and ending a child for its files, shared by all its workers
    through a lock file only this user may open (round 15a: another user, or a pass without Landlock,
    held the host's one file and so every watch), and by every other end of a child (``ending_a_child``).
    Waited for at most ``TURN_WAIT_S``, the longest a watch keeps it; past that, or without a file of this
    user's own, the watch goes alone (yields False)."""
    fd = _turn_file()
    try:
        deadline, shared = time.monotonic() + TURN_WAIT_S, False
        while fd is not None and not shared:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                shared = True
            except BlockingIOError:
                if time.monotonic() > deadline:
                    break
                time.sleep(PERIOD_S)
        yield shared
    finally:
        if fd is not None:
            os.close(fd)


TURN_WAIT_S = 0.01 + STILL_S + procfs.ENDED_LIMIT_S + GIVE_BACK_S + 1.0


def turn_path() -> str:
    return os.path.join(tempfile.gettempdir(), f"passnet-file-table-{os.getuid()}.lock")


def _turn_file() -> int | None:
    """This user's turn file, opened (made where missing), or None where the name is anything else:
    another's file, a link, a FIFO (whose open would wait for a writer without O_NONBLOCK)."""
    flags = os.O_RDONLY | os.O_NOFOLLOW | os.O_CLOEXEC | os.O_NONBLOCK
    for extra in (0, os.O_CREAT | os.O_EXCL, 0):  # opened, else made, else made by another worker meanwhile
        try:
            fd = os.open(turn_path(), flags | extra, 0o600)
        except (FileNotFoundError, FileExistsError):
            continue
        except OSError:
            return None
        info = os.fstat(fd)
        if stat.S_ISREG(info.st_mode) and info.st_uid == os.getuid() and not info.st_mode & 0o077:
            return fd
        os.close(fd)
        return None
    return None
