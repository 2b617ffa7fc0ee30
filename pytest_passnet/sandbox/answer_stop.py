"""A held trial's child stopped by its own answer (red team round 25c, WINDOW_COPY).

After a CPU trial the trusted side overwrites the child's inputs with decoys (``pipeline._taken_back``), so that an
output that was the inputs' own memory holds other bytes than its span committed to. What the child runs between its
answer and its stop can copy such an output out first: with the stop sent once the trusted side had woken and read
the answer, a 32 MiB copy (1.7 ms) outran it in 4 trials of 7 on a loaded 2-core host. Here the answer makes the
stop: the trusted side's end of the reply pipe signals SIGSTOP to the child's process group whenever bytes are
written to it (``O_ASYNC`` with ``F_SETSIG``), which the kernel queues inside the child's own write, before that call
returns. The thread that wrote it stops on its way out of the call and stops its process's other threads (an
interrupt to those on another CPU: microseconds). A trial's answer (JSON, no tensors) is one write
(``Channel.send``): the pipe holds the largest header whole (1 MiB, what a user's pipe-max-size allows by default;
grown ahead: ``reply_pipe``; where it cannot be made to, nothing is armed and the variant says so). A child that writes its answer in pieces stays stopped with it
unfinished, and its request times out.

The kernel does not deliver it everywhere, so the trusted side stops each thread itself as soon as it wakes
(``stop_threads``, before it reads the answer): a PID namespace's init process ignores a signal sent from inside its
namespace (the plain mode's child, where it has a PID namespace of its own; bubblewrap's is not), and the kernel hands a
process's stop to one of its threads, its main one where that one will take it, which may sleep with no CPU while
another thread runs (a pass's choice). The trusted side's wake is a real-time one where it may be (``SCHED_FIFO``: root
with CAP_SYS_NICE), so that it takes a CPU at once: then a thread of the child that runs on (one the group's stop has
yet to reach) ran 0-200 us after the answer here, all of it inside the trial's span, where the same wake counts for
every child. Without real time (a user) that wake waits its turn for a CPU; and a process the child started during the
span, whose main thread sleeps while another runs, is stopped only after the span (``Hold.stop_again``).
"""

from __future__ import annotations

import contextlib
import ctypes
import fcntl
import os
import select
import signal
import struct
import termios
import threading
import time

from pytest_passnet.sandbox import realtime

_LENGTH_BYTES = 8  # a message's length before its header (``channel._LENGTH``)
_libc = ctypes.CDLL(None, use_errno=True)


def _grown(fd: int, header_bytes: int) -> int:
    """The pipe of ``fd`` made to hold a message of ``header_bytes`` whole where this user may make it so; what it
    holds."""
    with contextlib.suppress(OSError):  # past pipe-max-size without CAP_SYS_RESOURCE, or past the user's pipe pages
        fcntl.fcntl(fd, fcntl.F_SETPIPE_SZ, header_bytes + _LENGTH_BYTES)
    return fcntl.fcntl(fd, fcntl.F_GETPIPE_SZ)


# Reply pipes grown ahead (red team round 53a, PIPE_PAGES): the kernel counts pipe pages per user, and a normal user's
# children share the trusted process's count, so a pass's child that holds them all leaves every new pipe of the user
# at 8 KiB, too small for a reply header: a child started then (another worker's, a restarted reference) would go
# without its answer stop. A grown pipe keeps its size, and the count is checked only when a pipe grows: each process
# keeps a few grown while the pages allow, from its first child on, and takes one where a new pipe cannot grow.
RESERVED_PIPES = 2
_reserve: list[tuple[int, int]] = []


def _grown_pipe(header_bytes: int) -> tuple[int, int] | None:
    read_fd, write_fd = os.pipe()
    if _grown(read_fd, header_bytes) >= header_bytes + _LENGTH_BYTES:
        return read_fd, write_fd
    os.close(read_fd)
    os.close(write_fd)
    return None


def reserve_reply_pipes(header_bytes: int) -> None:
    """The reserve topped up to ``RESERVED_PIPES`` pipes that hold a header of ``header_bytes`` whole, as far as the
    user's pipe pages allow now."""
    while len(_reserve) < RESERVED_PIPES and (pipe := _grown_pipe(header_bytes)):
        _reserve.append(pipe)


def reply_pipe(header_bytes: int) -> tuple[int, int]:
    """A new child's reply pipe (read end, write end) that holds a header of ``header_bytes`` whole: from the reserve,
    topped up first; an ungrown one where the reserve is spent (its ``AnswerStop`` is not ``usable``)."""
    reserve_reply_pipes(header_bytes)
    return _reserve.pop() if _reserve else os.pipe()


def stop_threads(pids: list[int]) -> None:
    """Every thread of ``pids`` sent SIGSTOP itself (``tgkill``): one running now is interrupted and stops at once,
    whichever thread the process's stop went to."""
    for pid in pids:
        try:
            tids = os.listdir(f"/proc/{pid}/task")
        except OSError:
            continue  # ended meanwhile
        for tid in tids:
            _libc.tgkill(pid, int(tid), signal.SIGSTOP)  # a thread that ended meanwhile: ESRCH, nothing to stop


class AnswerStop:
    """The trusted side's end of one child's reply pipe (``read_fd``), armed for one held trial's answer at a time."""

    def __init__(self, read_fd: int, header_bytes: int):
        self.read_fd = read_fd
        self._usable = _grown(read_fd, header_bytes) >= header_bytes + _LENGTH_BYTES
        self._flags = fcntl.fcntl(read_fd, fcntl.F_GETFL)
        self._group: int | None = None
        self._held: dict[int, int] = {}  # the processes armed with: each one's pidfd
        self._scheduled: tuple | None = None  # how the calling thread was scheduled before it was made real-time
        self.answered_at: float | None = None  # the waiting clock's reading when the answer was there (``wait``)
        self._stood = False  # stopped at its answer, until the next hold continues it (``let_go``)
        self._deciding = threading.Lock()  # the stop at the answer, or another's continue (``unless_kept``)

    @property
    def usable(self) -> bool:
        """Whether its pipe holds a reply header whole, so that a held trial's answer stops the child."""
        return self._usable

    def arm(self, processes: list[int], group: int | None) -> bool:
        """Set to stop the child's process group (``group``, ``PassGroup.number``) when its answer is written; False
        where it cannot be (nothing is armed). ``processes``: the child's, standing stopped (held), each still the
        process it was. The calling thread is made real-time where this process may make it so, until
        the answer is there (``wait``): from before it continues the child, which would otherwise take the CPU of the
        thread that continues it, answer at once and run on while that thread waits for a CPU (round 25c's hidden
        copy, CI 46). The threads the SIGCONT round wakes then compete with the pass's call inside its span (round
        26a's ANSWER_STOP_TAX, open where the tree is large)."""
        if not self._usable:
            return False
        if self._group is None:
            self._group = group
            if group is None:
                self._usable = False
                return False
            fcntl.fcntl(self.read_fd, fcntl.F_SETOWN, -self._group)
            fcntl.fcntl(self.read_fd, fcntl.F_SETSIG, signal.SIGSTOP)
        for pid in processes:  # a pidfd tells, at the answer, that the number is still that process's
            try:
                self._held[pid] = os.pidfd_open(pid)
            except ProcessLookupError:
                continue  # ended since it was held
            except OSError:  # no pidfds (Linux before 5.3)
                self.disarm()
                self._usable = False
                return False
        fcntl.fcntl(self.read_fd, fcntl.F_SETFL, self._flags | os.O_ASYNC)
        self._scheduled = realtime.make_realtime()
        return True

    def wait(self, deadline: float | None, clock) -> bool:
        """Until the answer is there (or ``deadline``, ``time.monotonic``'s: False), ``clock`` read then
        (``answered_at``); then every thread of the processes armed with stopped, should the group's stop wait for a
        thread without a CPU: those of a process that is still the one it was, read cheaply (its pidfd). The calling
        thread waits real-time where it may (``arm``). Woken real-time, it may have taken the CPU of the thread that
        wrote the answer before that one queued the group's stop: this is the stop then."""
        try:
            remaining = None if deadline is None else max(deadline - time.monotonic(), 0.0)
            if not select.select([self.read_fd], [], [], remaining)[0]:
                return False
            answered_at = clock()  # before the lock, which a look's continue may hold
            with self._deciding:
                self.answered_at = answered_at
                for pid, pidfd in reversed(self._held.items()):  # the deepest first: the pass's code runs there
                    try:
                        signal.pidfd_send_signal(pidfd, 0)
                    except ProcessLookupError:
                        continue  # ended: its number may be another process's now
                    stop_threads([pid])
                self._stood = True
            return True
        finally:
            self._unscheduled()

    def unless_kept(self, resume) -> None:
        """``resume()`` (another's continue of the child: the file-table watch's after a look) unless the child stands
        stopped at its answer: armed with the answer written (the kernel stopped its group inside that write), or
        stopped at it since and not yet let go. Decided with the answer's stop shut out, so that neither undoes the
        other."""
        with self._deciding:
            if not (self._stood or (self._held and not self.closed())):
                resume()

    def set_aside(self):
        """The calling thread, made real-time by ``arm``, scheduled as before for the block (``realtime.set_aside``):
        for work before the child is continued whose length the pass sets (the hold's last look at its threads, red
        team round 48a's RT_HOLD_LOOK: 41-48 ms a trial of 954 threads took their CPU from a timed process there)."""
        return realtime.set_aside(self._scheduled)

    def let_go(self) -> None:
        """The child stopped at its answer was continued (the next hold's end): others may continue it again."""
        self._stood = False

    def closed(self) -> bool:
        """Whether the pipe, found readable, holds nothing: every end the child had of it closed (it ended)."""
        return struct.unpack("i", fcntl.ioctl(self.read_fd, termios.FIONREAD, b"\0" * 4))[0] == 0

    def disarm(self) -> None:
        self._unscheduled()
        fcntl.fcntl(self.read_fd, fcntl.F_SETFL, self._flags)
        for pidfd in self._held.values():
            os.close(pidfd)
        self._held = {}

    def _unscheduled(self) -> None:
        if self._scheduled is not None:
            os.sched_setscheduler(0, *self._scheduled)
            self._scheduled = None
