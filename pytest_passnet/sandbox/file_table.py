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

The same thread looks at the memory left to the run (``host_memory``): while it runs short, a child that spread its
memory over processes is ended as the OOM killer would end it if it weighed the child as one (round 35b's OOM_SPLIT),
with the same care for the worker's share and the host's turn. Each such look stops the pass's process group first
(``PassGroup``), so that what it weighs stands still however long the walk of the tree takes.
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

from pytest_passnet.sandbox import host_memory, procfs, realtime

FILE_NR = "/proc/sys/fs/file-nr"
# Far more than a pass's child opens and maps (its libraries, pipes, Inductor's compile workers:
# thousands) and a small share of any host's table (fs.file-max is in the millions).
GROWTH_FILES = 1 << 17
PERIOD_S = 0.05
# While memory is within twice ``host_memory.low_mark``: a filler's pieces fault in GB a second.
SHORT_PERIOD_S = 0.005
# A memory look's pause is at least 19 times what it took, as the stop watch's (``process._WATCH_PAUSE_PER_LOOK``):
# the trusted process's thread takes no more than a twentieth of a CPU from timed work, whatever the tree the pass
# makes the looks walk (red team round 36b's LOOK_TAX: 40 % near short over 64 processes of 16 threads), and holds
# the pass stopped no more than a twentieth of its time. Only memory running shorter calls a look before.
PAUSE_PER_LOOK = 19
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

    def __init__(self, processes: Callable[[], list[int]],
                 lowered: Callable[[list[int]], tuple[int, int] | None] = lambda pids: None,
                 signal_pass: Callable[[int], bool] = lambda signum: False,
                 resume_pass: Callable[[], None] = lambda: None):
        """``lowered``: the first of the child's processes whose OOM score its own code lowered, with that score.
        ``signal_pass``: a signal sent to every process of the pass's code in one call (``PassGroup.send``), False
        where it was not; ``resume_pass``: what a SIGSTOP of it stopped continued (``Sandbox._resume_pass``: not
        while it stands stopped at a trial's answer)."""
        self.processes = processes
        self.lowered = lowered
        self.signal_pass, self.resume_pass = signal_pass, resume_pass
        self.ended_for: str | None = None
        self._done = threading.Event()
        self._wake = threading.Event()  # the loop's sleep cut short: at take_back, at stop
        self._ending = threading.Event()  # set before the kill: the child's end is the watch's from then on
        self._settled = threading.Event()
        self.hold = threading.Lock()  # the child's stops: this watch's, or others_stopped's
        self._held: dict[int, int | None] = {}  # the processes this watch stopped and has not continued: their start times
        self._lent = False  # from the worker's stop_all to its continue_all: the child is the worker's to continue
        self._end_due = False  # judged while lent that it ends the child: it does at take_back, inside the share
        self._ran_while_lent: str | None = None  # how the child showed it ran in that judgement's window
        self._memory_due: str | None = None  # judged while lent: memory ran short with the child's spread over processes
        self._scheduled: tuple | None = None  # how the loop's thread was scheduled before it was made real-time
        self._base = allocated_files()
        threading.Thread(target=self._loop, name="passnet-file-table", daemon=True).start()

    def _loop(self) -> None:
        """The memory left is read every period (13 us), and near short the child is looked at (``_memory_look``)
        every ``PAUSE_PER_LOOK`` times a look's cost, and at once where memory ran short since the last look or shorter
        still (``host_memory.ran_shorter``): a look stops the pass first, so how long its walk takes (a pass with 4,000
        threads makes it 40-60 ms) opens no window for a split filler (red team rounds 39a's LOOK_STRETCH, 40a's
        FAST_SPLIT and DIP_BASELINE). A child that stands stopped for another side's timed work moves no memory: lent
        to another worker's share it is looked at only when a look is due, and while ``others_stopped`` holds it the
        thread waits for ``hold`` and takes no CPU from that work (round 41a's WALK_SPILL). The thread is real-time
        where the host lets it (``realtime``): a busy host's time slices delay no look's stop; the walks, whose length
        the pass sets, run ``set_aside``."""
        self._scheduled = realtime.make_realtime()
        period, look_after, looked_at = PERIOD_S, 0.0, None
        while True:
            self._wake.wait(period)
            self._wake.clear()
            if self._done.is_set():
                return
            room = host_memory.room()
            near = room is not None and host_memory.near_short(room)
            period = SHORT_PERIOD_S if near else PERIOD_S
            if near and looked_at is not None:  # a fall counts from the most room since the look (round 43a's probe)
                looked_at = max(looked_at, room.available)
            due = near and (time.monotonic() >= look_after
                            or (not self._lent and host_memory.ran_shorter(room, looked_at)))
            if not near:
                looked_at = None
            elif self.hold.locked():  # others_stopped holds the child: waited out, no CPU taken from its block
                if self.hold.acquire(timeout=PERIOD_S):
                    self.hold.release()
            elif due and self.hold.acquire(blocking=False):
                started = time.monotonic()
                try:
                    if self._memory_look(room):
                        return
                finally:
                    self.hold.release()
                look_after = time.monotonic() + PAUSE_PER_LOOK * (time.monotonic() - started)
                looked_at = room.available
            if near and self._lent:  # stopped for another worker's share: no look before one is due, or take_back
                period = max(period, look_after - time.monotonic())
            grown = allocated_files()
            if grown is None or self._base is None:
                continue
            self._base = min(self._base, grown)  # files others closed are not the child's to open again
            if grown - self._base > GROWTH_FILES or self._held:
                with realtime.set_aside(self._scheduled):
                    if self._look():
                        return

    def _memory_finding(self, room: host_memory.Room) -> str | None:
        """Why the child ends while memory is near short: a process whose OOM score it lowered (round 35b's
        OOM_RESTORE: read at stops alone, a score written back before the next one went unseen), or, once it runs
        short, its memory spread over processes."""
        pids = self.processes()
        lowered = self.lowered(pids)
        return (host_memory.lowered_finding(room, *lowered) if lowered else None) or host_memory.spread_finding(pids, room)

    def _memory_look(self, room: host_memory.Room) -> bool:
        """End the child for ``_memory_finding`` (True); the watch holds ``hold``, so that a block's stop waits for the
        look rather than run beside it (round 41a's WALK_SPILL). The pass is stopped first where it may run: what the
        walk finds and weighs is then what the child holds, not what it held when the walk began. Lent to another
        worker's share it stands stopped, and ends only at ``take_back``, inside its worker's share."""
        if self._done.is_set() or self._ending.is_set():
            return True
        stopped = not self._lent and not self._held and self.signal_pass(signal.SIGSTOP)
        try:
            with realtime.set_aside(self._scheduled):
                finding = self._memory_finding(room)
                if finding is None:
                    return False
                if self._lent:
                    self._memory_due = finding
                    return False
                self._end_for(finding)
            stopped = False
            return True
        finally:
            if stopped:
                self.resume_pass()

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

    def _end_for(self, finding: str) -> None:
        """End the child for ``finding``: stopped at once (it holds no more), then ended under this user's host turn,
        as any other end (``ending_a_child``). Only what a walk finds now is signalled: a process the judging walk saw
        may have ended during the weighing, its number another's (round 41a's STALE_SEEN)."""
        self._ending.set()
        if not self.signal_pass(signal.SIGSTOP):
            procfs.send(self.processes(), signal.SIGSTOP)
        with ending_a_child():
            self.signal_pass(signal.SIGKILL)  # first: a populate or read call runs on through a stop (round 43a)
            pids = self.processes()
            procfs.send(pids, signal.SIGKILL)
            procfs.until_ended(pids)
        self.ended_for = finding
        self._settled.set()

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
        self._wake.set()  # its sleep while lent ends: the pass may run again
        end_due, self._end_due = self._end_due, False
        memory_due, self._memory_due = self._memory_due, None
        if memory_due and (room := host_memory.room()):  # judged again: others may have freed memory meanwhile
            finding = self._memory_finding(room) if host_memory.near_short(room) else None
            if finding:
                self._end_for(finding)
                return []
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
        self._wake.set()


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
