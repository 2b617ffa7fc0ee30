"""The trusted side's handle on sandboxed children: one child per sample, started ahead of time.

A child is spawned before it is needed (importing torch takes seconds) and sees no pass code until
it is given a sample: the sample's ``pass_dir/`` (and ``const_pass_dir/``) are copied into the
child's own scratch directory before it runs any of them, and each variant's ``model.py`` into a
folder the child reads but cannot change, so nothing it writes reaches the dataset, no link it
makes leads the trusted side's writes elsewhere, and its folders go away with it. Every way a child can end (exit, signal, hang, a
malformed message) becomes a ``SandboxFailed`` that says how, with its last stderr lines.

Ending a child ends everything it started: its process tree, its process group and session
(which its seccomp filter keeps its processes in; what double-forks away is reparented to this
process, a child subreaper), and as root every process of its uid. The child confines itself
before anything else (``confine``), as ``mode`` found this machine allows.
"""

from __future__ import annotations

import contextlib
import math
import os
import signal
import stat
import subprocess
import threading
import time
from collections.abc import Callable
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from pytest_passnet.protocol import Request, Trial
from pytest_passnet.sample import Sample, Variant
from pytest_passnet.sandbox import (
    cleanup,
    confine,
    folders,
    hardening,
    identity,
    kernel_cache,
    policy,
    procfs,
    shared_inputs,
)
from pytest_passnet.sandbox.answer_stop import AnswerStop, reply_pipe, stop_threads
from pytest_passnet.sandbox.channel import Channel, ChannelClosed, ChannelTimeout
from pytest_passnet.sandbox.file_table import FileTableWatch, ending_a_child
from pytest_passnet.sandbox.pass_group import PassGroup
from pytest_passnet.sandbox.mode import Mode, detect
from pytest_passnet.sandbox.shared_inputs import InputsFile
from pytest_passnet.sandbox.stderr_tail import StderrTail

if TYPE_CHECKING:
    import torch

_STDERR_TAIL_LINES = 15
# A reply may carry at most this many bytes of tensors per byte of the inputs sent (and 1 GiB in any
# case): outputs larger than that are not a subgraph's, and would only exhaust the trusted side.
_REPLY_BYTES_PER_INPUT_BYTE = 16
_REPLY_BYTES_FLOOR = 1 << 30
# A reply's JSON header: tensor specs, fingerprints (two norms per chunk of an output), short texts. With its length
# (8 bytes) it fits the most a user's pipe holds by default (1 MiB, pipe-max-size): a trial's answer is one write
# (``AnswerStop``).
REPLY_HEADER_BYTES = (1 << 20) - 8
# Its lists and objects: a few per output (its spec, chunk digests, norms; at most ``fingerprint.MAX_CHUNKS`` chunks).
REPLY_HEADER_CONTAINERS = 1 << 16
_EXIT_GRACE_S = 5.0


class SandboxFailed(Exception):
    """The child ended or stopped answering; the message says how."""

    def __init__(self, message: str, hung: bool = False):
        super().__init__(message)
        self.hung = hung


def _process_trees(roots: list[int]) -> list[int]:
    """``roots`` and all their descendants (bubblewrap's child and whatever a pass started sit below
    the process we started): from each process's own list of children where the kernel keeps one,
    else from one scan of /proc, which costs tens of milliseconds on a busy host."""
    children = procfs.children if _KERNEL_LISTS_CHILDREN else _children_by_scan()
    tree, pending = [], list(roots)
    while pending:
        pid = pending.pop()
        tree.append(pid)
        pending += children(pid)
    return tree


def _children_by_scan():
    children: dict[int, list[int]] = {}
    for stat_file in Path("/proc").glob("[0-9]*/stat"):
        try:
            parent = int(stat_file.read_text().rpartition(")")[2].split()[1])
        except (OSError, IndexError, ValueError):
            continue
        children.setdefault(parent, []).append(int(stat_file.parent.name))
    return lambda pid: children.get(pid, [])


_KERNEL_LISTS_CHILDREN = os.path.exists(f"/proc/self/task/{os.getpid()}/children")


# A child stopped while another side is timed may use this much CPU (clock ticks, /proc's unit)
# from its SIGSTOP to its SIGCONT: what its threads take to reach the stop, and the rounding of two
# reads. A stopped thread uses none: more, and it ran on after the stop or was continued.
STOPPED_CPU_TICKS = 2
# How long the other children's threads may take to stop: a runnable one needs a CPU to stop on, and
# the host may be busy. One still not stopped then uses no CPU (else it would have been caught): it
# sleeps in the kernel, and is watched like the rest.
_STOP_LIMIT_S = 1.0
# How long ``stop_all`` lists a child's processes again while new ones appear before it ends the pass's
# child (round 18a: one that keeps starting processes would hold the device share), and ``_stop_trees``
# (``others_stopped``, a ``Hold``: it would hold the trusted side in its loop). An honest tree may
# need a few rounds: a process waited for in state D (up to _STOP_LIMIT_S) can fork on its way out of
# that call, and bubblewrap's start-up forks twice (CI 23 lost an honest child to a 1 s bound).
_STOP_ALL_LIMIT_S = 4 * _STOP_LIMIT_S
# How often the stopped children's CPU time is read while the other side is timed.
_WATCH_PERIOD_S = 0.02
# After each look the watch sleeps at least this many times as long as the look took, so it takes at
# most a twentieth of a CPU (and of the GIL) from the trusted process whatever it watches or however
# slow /proc is on a busy host (an honest child's few processes take a fraction of a millisecond: the
# period stays _WATCH_PERIOD_S; policy.CHILD_PROCESSES of them 1-3 ms on a busy 2-core host). A later
# look catches no less: a stopped process's CPU time only grows, and ``finish`` looks a last time; only
# the end of a child that runs comes later.
_WATCH_PAUSE_PER_LOOK = 19
_STOP_FINDING = "[passnet stop]"
_TICKS_PER_S = os.sysconf("SC_CLK_TCK")


def _ran(pid: int, since: dict[int, int | None]) -> int:
    """The clock ticks ``pid`` used since ``since`` (0 where either is unknown: gone, or new): while it
    is being stopped; once all stand stopped, ``_Watch`` reads each thread."""
    now, then = procfs.cpu_ticks(pid), since.get(pid)
    return 0 if now is None or then is None else now - then


def _until_stopped(pids: list[int], since: dict[int, int | None], limit_s: float = _STOP_LIMIT_S) -> set[int]:
    """Wait (at most ``limit_s``) until every thread of each of ``pids`` is stopped or gone (a process
    shows its leader's state only: a thread inside a long system call stops on its way out of it);
    the pids not stopped by then that used more than STOPPED_CPU_TICKS since ``since`` (their CPU time
    when signalled): they run on. What one used before it stood stopped is not held against it: the
    caller waits for it before anything is timed, and an honest free of a large buffer takes a fifth
    of a second in the kernel (round 19a); one still waiting without CPU (state D) is the watch's.

    One on its way out (exiting, or killed meanwhile) is waited for until it has ended, at most
    ``procfs.ENDED_LIMIT_S`` more, so that its exit runs before the timed work or the share's give-back:
    the kernel detaches its memory before it frees it, so the watch would read it as holding nothing and
    allow it ``STOPPED_CPU_TICKS`` (red team round 22b (1): an honest 3 GiB helper that exited just before
    the stop, on a busy CPU, convicted its pass). Past that it is the watch's, held to that reading."""
    deadline = time.monotonic() + limit_s
    pending = set(pids)
    while pending and time.monotonic() <= deadline:
        for pid in list(pending):
            states = procfs.thread_states(pid)
            if states is None or all(state in "TtZX" for state in states):
                pending.discard(pid)
        if pending:
            time.sleep(0.0005)
    ending = {pid for pid in pending if procfs.ending(pid)}
    procfs.until_ended(list(ending))
    return {pid for pid in pending - ending if _ran(pid, since) > STOPPED_CPU_TICKS}


# What a child's threads may use between the watch's first look and its last: those that stood
# stopped then use none, but one preempted right as it stopped has yet to be switched out (µs). A
# thread not stopped at the first look (inside a system call that outlasted _STOP_LIMIT_S: a vfork
# wait is one, state D) may use what reaching its stop takes, and where /proc counts whole ticks only,
# their rounding: itself, not its siblings (a held thread uses none, round 7a's "allowance").
_STOPPED_CPU_NS = 1_000_000
# What a process of a child that ends while stopped (killed from outside: the OOM killer's first pick
# is a child, the largest) may use in the kernel freeing its memory, per GiB it held at the stop
# (``_exit_ticks``: each page once, round 19f): twice the 20 ticks a GiB took here (round
# 19e: 3 GiB, 62 ticks; shared memory 23 per GiB), and the allowance besides.
_EXIT_CPU_TICKS_PER_GIB = 40
# Above this much of a process's pages of files and shared memory (which one page mapped many times
# inflates, round 19f) its exit's allowance counts each page once (``procfs.proportional_bytes``), a walk
# of its pages; below it, mapped many times, they add at most 5 ticks (as many as 2.5 processes'
# STOPPED_CPU_TICKS), and an honest torch process has about 80 MiB of them: it is not walked.
_SHARED_COUNTED_PER_MAPPING = 128 << 20
# What is walked for that at one stop, as resident pages (at 15-45 ms per GiB, at most a third of a second
# here): the pass chooses how many pages its processes map. Past it a process's pages of files and shared
# memory count up to _SHARED_COUNTED_PER_MAPPING; so they do on a host with swap, where nothing here bounds
# the walk (``procfs.swap_configured``: red team round 21b, reasoned).
_WALKED_AT_A_STOP = 8 << 30
# The walk visits every entry of the process's page tables, resident or not (red team round 20c: 32 GiB of
# the zero page, read and never written, is no resident page but 64 MiB of page tables, one walk 0.45 s for
# 145 MiB counted). A 4 KiB page table holds 512 entries of 4 KiB pages: it maps 2 MiB, so a process is
# charged at least what its page tables (VmPTE) map as 4 KiB pages: the budget is then 16 MiB of page tables,
# about 2 million entries (here 17-21 ms per GiB resident, 2 MiB of page tables; 58 ms for 16 MiB of
# zero-page entries; the round's 7 ms per MiB on a busier host: 0.11 s), whatever they map.
_MAPPED_PER_PAGE_TABLE_BYTE = 512
_UNSTOPPED_CPU_NS = STOPPED_CPU_TICKS * 10**9 // _TICKS_PER_S


def _exit_ticks(pids: list[int], walk: bool = True) -> dict[int, int]:
    """The kernel CPU each of ``pids`` (stopped) may use if it is killed meanwhile: ``_EXIT_CPU_TICKS_PER_GIB``
    of what its exit frees, each page once where its pages of files and shared memory are many (round 19f: one
    file mapped 64 times allowed 163 ticks for 64 MiB). Where /proc closes the exact reading to the trusted
    side (a user's plain child, non-dumpable) the resident set stands, each mapping a page's: an honest
    process's shared memory is freed by its exit (round 19e's helper: 4 GiB, 83 ticks), and the only way to
    tell it from one file mapped many times is closed.

    An address space is allowed once: processes that share one (``clone`` with CLONE_VM and without
    CLONE_THREAD, or a chain of vfork children, which seccomp cannot tell from ``posix_spawn``'s) each read
    all of it, and the watch sums what it allows the processes that end (red team round 21b (4): a holder of
    256 MiB and 8 sharers, 117 ticks against 13). Its memory is freed once, by whichever of them ends last, so
    the first of them here is allowed it and each other one ``STOPPED_CPU_TICKS``; they are told by what /proc
    shows of the address space (``procfs.Resident.address_space``), alike in all of them. Two processes that
    do not share one may read alike too (a fork and its parent where neither changed its memory since and the
    parent never held more; as a user, whom /proc does not show the layout, two started alike that ran
    alike): one of them killed from outside while stopped may then have its exit read as a continuation.

    Without ``walk`` no page is walked: file and shared-memory pages count up to _SHARED_COUNTED_PER_MAPPING, as
    past the budget (``Hold``'s windows of milliseconds, in which an exit uses no more CPU than the window has)."""
    ticks, walk_left, swap = {}, _WALKED_AT_A_STOP if walk else 0, procfs.swap_configured()
    allowed: set[tuple] = set()  # the address spaces allowed already
    for pid in pids:
        held = procfs.resident(pid)
        if held.address_space in allowed:
            ticks[pid] = STOPPED_CPU_TICKS
            continue
        if held.address_space:
            allowed.add(held.address_space)
        freed = held.anonymous + held.shared
        rollup = procfs.smaps_rollup(pid) if held.shared > _SHARED_COUNTED_PER_MAPPING else None
        if rollup is not None:
            walked = max(freed, held.page_tables * _MAPPED_PER_PAGE_TABLE_BYTE)
            with rollup:
                # Not walked: its shared pages, maybe one mapped over and over, count to the bound. Past the
                # budget; and on a host with swap, where the walk also visits the pages of each shared-memory
                # file in the ranges the process maps of it, which neither count bounds (``swap_configured``).
                if swap or walked > walk_left:
                    freed = held.anonymous + _SHARED_COUNTED_PER_MAPPING
                else:
                    walk_left -= walked
                    exact = procfs.proportional_bytes(rollup)
                    freed = freed if exact is None else exact
        ticks[pid] = STOPPED_CPU_TICKS + math.ceil(freed / 2**30 * _EXIT_CPU_TICKS_PER_GIB)
    return ticks


def _stopped(state: str) -> bool:
    return state in "Tt"


def _ended(state: str) -> bool:
    return state in "ZX"


def _refused(child, pids: list[int]) -> TooMany | OomScoreLowered | None:
    """Why the watch does not watch ``child`` but leaves it to be ended: more processes or threads than a look reads,
    or (a ``Sandbox``'s; the tests' stand-in trees confine nothing) a process whose OOM score was lowered."""
    return _too_many(pids) or (child.lowered_oom_score(pids) if isinstance(child, Sandbox) else None)


def _too_many(pids: list[int]) -> TooMany | None:
    """Where a stopped child's processes, or their threads, are more than the watch reads."""
    if len(pids) > policy.CHILD_PROCESSES:
        return TooMany(len(pids), "processes")
    threads = sum(procfs.thread_count(pid) for pid in pids)
    return TooMany(threads, "threads") if threads > policy.CHILD_THREADS else None


class _Watch:
    """Stopped children's threads while the other side is timed, from when all stood stopped: a
    thread looks every ``_WATCH_PERIOD_S`` (or less often, ``_WATCH_PAUSE_PER_LOOK``) and kills at
    once a child that ran (its timers may send it SIGCONT: nothing stops a process from being
    continued). A child ran where its threads used CPU time (each thread not stopped at the first
    look its own allowance, the stopped ones together theirs), where a thread that stood stopped ended
    (it cannot, unless continued: a burner that exits autoreaped leaves no count behind; but a process
    killed from outside may, the OOM killer's first pick being a child, rounds 19a and 19b: one on its
    way out is held instead to what all its threads used, in user code to the allowance, in the
    kernel, where its exit frees its memory, to ``_EXIT_CPU_TICKS_PER_GIB`` of what it held) or one
    appeared, or where a process appeared (it was forked); ``finish`` looks a last time, over the
    child's whole tree and what left it too. A thread already ended at the first look (a zombie, one
    that was exiting as the stop landed) may go. A child with more than ``policy.CHILD_PROCESSES`` processes or
    ``policy.CHILD_THREADS`` threads is not watched but ``refused`` (``TooMany``), for the caller to end: a look
    reads each thread, and the pass chooses how many there are (rounds 5 and 31a). So is one with a process whose
    OOM score was lowered (``OomScoreLowered``, ``Sandbox.lowered_oom_score``): every stop of the pass's child reads
    each process's score once (round 35a).

    A ``brief`` watch (``Hold``: the trusted side's work between two trials, milliseconds) has no thread: the
    first look and ``finish``'s are all, which catch no less (CPU time only grows; a process started meanwhile
    ran its parent), and what runs meanwhile gains nothing once the child is ended for it; nor does it walk a
    process's pages for its exit allowance (``_exit_ticks``)."""

    def __init__(self, children: dict[Sandbox, list[int]], known: dict[Sandbox, list[int]] | None = None,
                 brief: bool = False):
        """``known``: each child's processes at the stop, where some are stopped by another (the
        file-table watch) and not watched here; by default the watched ones."""
        self.known = known or children
        self.refused = {child: over for child, pids in children.items() if (over := _refused(child, pids))}
        self.children = {child: pids for child, pids in children.items() if child not in self.refused}
        started = time.monotonic()
        self.first = {pid: procfs.tasks(pid) or {} for pids in self.children.values() for pid in pids}
        self.first_ticks = {pid: procfs.user_and_system_ticks(pid) for pid in self.first}
        # The first look waits as any later one does: a look the pass made long falls in the other side's
        # block no sooner than its twentieth share allows (round 31a: at 20 ms, one whole look inside it).
        self.first_pause = max(_WATCH_PERIOD_S, _WATCH_PAUSE_PER_LOOK * (time.monotonic() - started))
        self.started = {pid: procfs.start_time(pid) for pid in self.first}  # what its kill may signal
        self.exit_ticks = _exit_ticks(list(self.first), walk=not brief)
        self.ran: dict[Sandbox, str] = {}  # child -> what it did
        self._done = threading.Event()
        self._looking = threading.Lock()
        if self.children and not brief:
            threading.Thread(target=self._loop, name="passnet-stop-watch", daemon=True).start()

    def _loop(self) -> None:
        pause = self.first_pause
        while not self._done.wait(pause):
            with self._looking:
                if self._done.is_set():
                    return
                started = time.monotonic()
                self._look()
                pause = max(_WATCH_PERIOD_S, _WATCH_PAUSE_PER_LOOK * (time.monotonic() - started))

    def _look(self) -> None:
        for child, pids in self.children.items():
            if child not in self.ran:
                what = self._what_ran(pids) or _process_started(pids, self.known[child])
                if what:
                    self.ran[child] = what
                    # The rest of it goes when it is ended. Not a process that ended meanwhile and was reaped
                    # (a PID namespace's init reaps at once; the trusted side may have ended the child): its
                    # number may be another process's now (red team round 21b (5)).
                    procfs.send_to_same({pid: self.started[pid] for pid in pids}, signal.SIGKILL)

    def _what_ran(self, pids: list[int]) -> str | None:
        """How ``pids``' threads show they ran since the first look, or None."""
        used_ns = 0  # by the threads that stood stopped
        ended_user, ended_system, exit_ticks = 0, 0, 0  # of the processes ending meanwhile, all their threads'
        for pid in pids:
            now = procfs.tasks(pid) or {}
            # Whether it is on its way out is read only where its threads changed: a stopped process's
            # do not, and this runs every look while the other side is timed.
            if now != self.first[pid] and procfs.ending(pid):  # killed from outside? (the OOM killer's first pick)
                ticks, then = procfs.user_and_system_ticks(pid), self.first_ticks.get(pid)
                if ticks and then:
                    ended_user, ended_system = ended_user + ticks[0] - then[0], ended_system + ticks[1] - then[1]
                exit_ticks += self.exit_ticks.get(pid, STOPPED_CPU_TICKS)
                continue
            for tid, then in self.first[pid].items():
                thread = f"process {pid}" if tid == pid else f"thread {tid} of process {pid}"
                if _ended(then.state):
                    continue
                gone = tid not in now or _ended(now[tid].state)
                if gone and not _stopped(then.state):
                    continue  # it was exiting as the stop landed
                if gone or now[tid].cpu_ns < then.cpu_ns:  # less: a reused id
                    return f"{thread} ended"
                used = now[tid].cpu_ns - then.cpu_ns
                if _stopped(then.state):
                    used_ns += used
                elif used > _UNSTOPPED_CPU_NS:
                    return (f"{used / 1e6:.1f} ms of CPU by {thread}, which was not stopped (state {then.state}"
                            f"{': a vfork wait?' if then.state == 'D' else ''}) {_STOP_LIMIT_S:g} s after its SIGSTOP")
            for tid in now.keys() - self.first[pid].keys():
                return f"thread {tid} of process {pid} started"
        if used_ns > _STOPPED_CPU_NS:
            return f"{used_ns / 1e6:.1f} ms of CPU"
        # A stopped process killed runs none of its own code; its exit frees its memory in the kernel, in
        # its own name (a 384 MiB helper: 13 ms, round 19b). One continued first ran code of its own.
        if ended_user > STOPPED_CPU_TICKS or ended_system > exit_ticks:
            return (f"{ended_user} clock ticks of CPU in user code and {ended_system} in the kernel by processes that "
                    "ended while they stood stopped")
        return None

    def finish(self, alive) -> dict[Sandbox, str]:
        """What ran of the children ``alive(child)`` says are still this process's to end."""
        self._done.set()  # not joined (on a busy host waking the thread to end costs milliseconds): it looks no more
        with self._looking:
            self._look()
        for child, pids in self.children.items():
            if child not in self.ran and alive(child) and set(child.processes()) - set(self.known[child]):
                self.ran[child] = "a process started"
        return {child: what for child, what in self.ran.items() if alive(child)}


def _process_started(pids: list[int], known: list[int]) -> str | None:
    """A process started by one of the stopped ``pids`` (a stopped process forks none), or None: one
    read per thread of each, so a worker that burns and exits autoreaped between the stop and
    ``finish`` is seen while it lives (round 7a's "spawned workers"). What starts below it starts
    below a new process, a direct child of ``pids``; one double-forked away is ``finish``'s to see.
    ``known``: the processes there were at the stop, watched or not."""
    known = set(known)
    children = procfs.children if _KERNEL_LISTS_CHILDREN else _children_by_scan()
    for pid in pids:
        for started in children(pid):
            if started not in known:
                return f"process {started} started (by process {pid})"
    return None


class Sandbox:
    """One child process and its folders (and, as root, its uid)."""

    def __init__(self, mode: Mode, env: dict[str, str], device: str, readable: tuple[str, ...] = ()):
        self.kind = mode.kind
        self.lease = identity.lease() if mode.uid_per_child else None
        self.uid = self.lease.uid if self.lease else None
        made = folders.make(self.uid, mode.bounded_folders)
        self.folders = made
        self.private, self.scratch, self.spill = made.private, made.scratch, made.spill
        self.visible = policy.visible_path(self.kind, self.scratch)
        self.visible_models = policy.visible_models(self.kind, made.models)
        argv, environment = policy.command(self.kind, made, env, device, readable, uid=self.uid,
                                           steps=mode.steps, landlock_abi=mode.landlock_abi)
        to_child_r, to_child_w = os.pipe()
        from_child_r, from_child_w = reply_pipe(REPLY_HEADER_BYTES)
        self.stderr = StderrTail()
        try:
            # From this thread, which lives as long as the process: a child's parent-death signal
            # follows the thread that started it.
            self.process = subprocess.Popen(
                argv, stdin=to_child_r, stdout=from_child_w, stderr=self.stderr.write_fd, env=environment,
                cwd=self.scratch, start_new_session=True, close_fds=True,
            )
        finally:
            self.stderr.child_started()
            os.close(to_child_r)
            os.close(from_child_w)
        (self.private / cleanup.CHILD_RECORD).write_text(f"{self.process.pid} {procfs.start_time(self.process.pid)}\n")
        if self.lease:
            self.lease.child_started(self.process.pid)  # were this run killed, what its session left is ended, no more
        # Requests are sent against a deadline (``submit``): a child may keep its end open and never read.
        os.set_blocking(to_child_w, False)
        self.channel = Channel(from_child_r, to_child_w, self.spill, role="trusted", device=device,
                               max_header=REPLY_HEADER_BYTES, max_containers=REPLY_HEADER_CONTAINERS)
        self._answer_stop = AnswerStop(from_child_r, REPLY_HEADER_BYTES)
        self.pass_group = PassGroup(self.process.pid, nested=self.kind == policy.BWRAP)
        self.sample: Sample | None = None
        self._ready = False
        self._models: dict[Path, str] = {}
        self._models_made = 0
        self._reply_limit = _REPLY_BYTES_FLOOR
        self._spill_room = 0  # what the bounded folders hold for spill files now
        self._room = 0  # what they hold besides the scratch: that, and the inputs file's (``_grow_room``)
        self.inputs: InputsFile | None = None  # the trusted side's file of the child's inputs (``share_inputs``)
        self._inputs_made = 0
        self._inputs_disk: tuple[int, int] | None = None  # the last inputs file's disk and size (``trusted_bytes_on``)
        self._cache_key: str | None = None
        self.file_table: FileTableWatch | None = None
        self.ended_for: str | None = None  # why the trusted side ended it (``Sandboxes.stop_all``/``continue_all``)
        self._variant_left: float | None = None  # seconds left to this variant's requests (begin_variant)
        self._oom_first = "oom_first" in mode.steps

    # -- a sample's files -----------------------------------------------------------------

    def assign(self, sample: Sample, compiler: str) -> None:
        """The sample's pass folders copied into the scratch, and the kernel cache kept for them under
        ``compiler``, before the child has run any of the sample's code; SandboxFailed (nothing of the
        pass runs) for a pass folder that is too large or too deep, told from its listing before
        anything is read."""
        self.sample = sample
        try:
            self._cache_key = kernel_cache.key(sample, compiler)
            for folder in ("pass_dir", "const_pass_dir"):
                if (sample.path / folder).is_dir():
                    policy.copy_regular_files(sample.path / folder, self.scratch / folder, max_bytes=policy.PASS_FOLDER_BYTES)
        except policy.FolderRefused as exc:
            raise SandboxFailed(f"the sample's pass files were not used: {exc}; a pass folder may hold "
                                f"{policy.PASS_FOLDER_BYTES >> 20} MiB of files, 16 levels deep. Nothing of the pass ran.") from None
        except OSError as exc:  # the sample's folder or the child's scratch (a full disk): the sample is not the pass's
            raise SandboxFailed(f"the sample's pass files could not be copied for its child ({exc}): check the sample's "
                                "folder and the room on the temporary folder's disk. Nothing of the pass ran.") from None
        kernel_cache.restore(self._cache_key, self.scratch)
        if self.uid is not None and (self.scratch / policy.KERNEL_CACHE).is_dir():
            folders.give(self.scratch / policy.KERNEL_CACHE, self.uid)  # Triton and Inductor add to it
        self.watch_file_table()  # from here on it runs pass code

    def watch_file_table(self) -> None:
        """The file-table watch started over this child (``FileTableWatch``), as a pass's child has once given a
        sample."""
        self.file_table = FileTableWatch(self.processes, self.lowered_oom_score, self.pass_group.send,
                                         self._resume_pass)

    def model_path(self, variant: Variant) -> str:
        """The variant's model.py as the child sees it, copied on first use into the models folder:
        the trusted side's, which the child reads and cannot change (never its scratch, where a
        pass could have put a link by then)."""
        if variant.path not in self._models:
            self._models_made += 1
            number = str(self._models_made)
            folders.add_model(self.folders, number, variant.path / "model.py")
            self._models[variant.path] = f"{self.visible_models}/{number}/model.py"
        return self._models[variant.path]

    def release_sample_files(self) -> None:
        """Remove the models given so far, and empty both sides' spill files, which keep the pages of
        the largest tensors this child has exchanged: the long-lived reference child keeps none
        from one sample to the next (its folders may be memory)."""
        for seen in self._models.values():
            cleanup.remove_tree(self.folders.models / seen.split("/")[-2])
        self._models.clear()
        self.drop_inputs()
        for path in self.spill.iterdir():
            try:
                fd = os.open(path, os.O_WRONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
            except OSError:
                continue  # not a plain file (nothing of ours)
            try:
                info = os.fstat(fd)
                if stat.S_ISREG(info.st_mode) and info.st_nlink == 1:  # not another name of a file elsewhere
                    os.ftruncate(fd, 0)
            finally:
                os.close(fd)

    def real_paths(self, text: str) -> str:
        """A child's message with its scratch paths turned back into the sample's own, longer by a tenth and 200
        characters at most (a traceback's paths written out in full; red team round 63b's PATH_EXPANSION: a message of
        bubblewrap's short view paths, over and over, grew 5.5-fold past the bound it was cut to)."""
        shown = text.replace(f"{self.visible}/pass_dir", str(self.sample.path / "pass_dir"))
        shown = shown.replace(f"{self.visible}/const_pass_dir", str(self.sample.path / "const_pass_dir"))
        for real, seen in self._models.items():
            shown = shown.replace(seen, str(real / "model.py"))
        most = len(text) + 200 + len(text) // 10
        return shown if len(shown) <= most else f"{shown[:most]} [... cut: its paths written out]"

    # -- talking to the child -------------------------------------------------------------

    def begin_variant(self, timeout: float | None) -> None:
        """This child's requests for the next variant share ``timeout`` seconds in all: --passnet-timeout
        is per variant, and a pass that answered each request just in time took it per request (red team
        round 17a: 12 s in each of two untimed calls under a 15 s limit, ``correct``)."""
        self._variant_left = timeout

    @property
    def answer_stops(self) -> bool:
        """Whether a held trial's answer stops this child (``AnswerStop.usable``)."""
        return self._answer_stop.usable

    def request(self, request: Request, timeout: float | None, hold: Hold | None = None) -> dict:
        """Send a request and wait for the answer (to be read with ``protocol``); SandboxFailed when
        the child ends or hangs. ``timeout``: the --passnet-timeout reported; the variant's seconds left
        bound the wait where ``begin_variant`` set them. ``hold``: the child held stopped while the request
        goes out (``Sandboxes.held``), and continued once it is sent: the answer's wait starts there. A held
        trial's answer stops it again (``AnswerStop``, red team round 25c: a pass's child copied an output that
        was its inputs' memory while the trusted side woke), and the caller's next hold continues it
        (``pipeline._taken_back``)."""
        started = time.monotonic()
        limit = timeout if self._variant_left is None else self._variant_left
        try:
            armed = False
            try:
                with hold or contextlib.nullcontext():
                    self.submit(request, limit)
                    armed = (hold is not None and isinstance(request, Trial)
                             and self._answer_stop.arm(hold.processes_it_stopped(), self.pass_group.number()))
                if armed and self._answer_stop.wait(None if limit is None else started + limit, hold.clock):
                    hold.answered_at = self._answer_stop.answered_at
                    if self._answer_stop.closed():
                        self._continue_ended()
            finally:
                if armed:
                    self._answer_stop.disarm()
            remaining = None if limit is None else max(limit - (time.monotonic() - started), 0.001)
            return self.answer(remaining, timeout)
        finally:
            if self._variant_left is not None:
                self._variant_left = max(self._variant_left - (time.monotonic() - started), 0.001)

    def submit(self, request: Request, timeout: float | None) -> None:
        """Send a request without waiting for its answer (``answer`` collects it): untimed work of two
        children can then overlap."""
        if not self._ready:
            self.answer(timeout)  # the child's start-up greeting
            self._ready = True
        payload = request.message()
        sent = sum(t.numel() * t.element_size() for t in (payload.get("inputs") or {}).values())
        self._reply_limit = max(self._reply_limit, sent * _REPLY_BYTES_PER_INPUT_BYTE)
        if sent + self._reply_limit > self._spill_room:  # both sides' spill files: this request's, its reply's
            self._spill_room = sent + self._reply_limit
            self._grow_room(self._spill_room + (self.inputs.nbytes if self.inputs else 0))
        try:
            self.channel.send(payload, timeout)
        except ChannelTimeout:
            self.kill()
            raise SandboxFailed(f"timed out after {timeout:g} s (--passnet-timeout) while sending a request: the "
                                f"sandboxed process stopped reading what it is sent. {self._stderr_tail()}",
                                hung=True) from None
        except OSError:
            raise self._died("while receiving a request") from None

    def _continue_ended(self) -> None:
        """A child that closed its end of the reply pipe while it was armed (it ended: ``AnswerStop.closed``): what is
        left of it, stopped by that close, continued (but what the file-table watch holds) to end as it would, so that
        the failure reads as its end (``_died``)."""
        table = self.file_table
        with table.hold if table else contextlib.nullcontext():
            held = set(table.held()) if table else set()
            procfs.send([pid for pid in self.processes() if pid not in held], signal.SIGCONT)
            self.let_go()

    def let_go(self) -> None:
        """The child, stopped at a trial's answer, was continued by the trusted side: the file-table watch may continue
        it after a look of its own again (``_resume_pass``)."""
        self._answer_stop.let_go()

    def set_aside_realtime(self):
        """Work of the hold that continues the child after its answer was armed, whose length the pass sets (its last
        look at every thread), run as the thread ran before ``AnswerStop.arm`` made it real-time (round 48a's
        RT_HOLD_LOOK)."""
        return self._answer_stop.set_aside()

    def _resume_pass(self) -> None:
        """The pass's process group, stopped for a look of the file-table watch, continued; not while it stands stopped
        at a trial's answer (``AnswerStop.unless_kept``), which only the next hold continues."""
        self._answer_stop.unless_kept(self.pass_group.resume)

    def _grow_room(self, needed: int) -> None:
        """The bounded folders' room besides the scratch made ``needed`` bytes where it is less (it never shrinks: a
        file the trusted side removed may still be mapped), so that neither side's files take the pass's room."""
        if needed > self._room:
            folders.grow(self.folders, needed)
            self._room = needed

    # -- the child's inputs in its spill folder ----------------------------------------------

    def share_inputs(self, inputs: dict[str, torch.Tensor]) -> dict:
        """The file the child maps its inputs from (``shared_inputs``): made in its spill folder for ``inputs``, the
        trusted side's own CPU tensors, which it fills in place and ``write_inputs`` copies there (or its ``decoys``,
        ``write_decoys``), with room of its own in bounded folders; made anew for another dict of tensors (a sample's
        variants share one). What the child
        is told (``InputsFile.message``: the file's name in its spill folder, the layout); SandboxFailed where its
        folder has no room for it (the folder is on the temporary folder's disk, which another process filled, unless
        root bounds the child's folders: their own tmpfs, grown for the file)."""
        if self.inputs is not None and self.inputs.tensors is inputs:
            return self.inputs.message()
        replaced = self.inputs.nbytes if self.inputs else 0  # its pages stay until the child lets its mapping go
        self.drop_inputs()
        self._inputs_made += 1
        name = f"trusted-inputs-{self._inputs_made}.bin"
        try:
            self._grow_room(self._spill_room + replaced + shared_inputs.file_bytes(shared_inputs.layout_of(inputs)))
            self.inputs = InputsFile(self.spill, name, inputs)
        except OSError as exc:
            raise SandboxFailed(f"no room for the child's inputs in {self.spill} ({exc.strerror}): the trusted side writes "
                                "them there for every timed trial. Run the variant again once that folder's disk (the "
                                "temporary folder's, or the child's own tmpfs where its folders are bounded) has room") from None
        self._inputs_disk = (self.inputs.device, self.inputs.nbytes)
        # The reply's bound follows the inputs, sent or shared (``submit`` makes the room for it).
        self._reply_limit = max(self._reply_limit, self.inputs.nbytes * _REPLY_BYTES_PER_INPUT_BYTE)
        return self.inputs.message()

    def write_inputs(self) -> None:
        """The inputs as the trusted side's tensors hold them now, written where the child reads them (inside a
        ``Hold``: the child stands stopped); SandboxFailed where they cannot be."""
        self._write("inputs")

    @property
    def decoys(self) -> dict[str, torch.Tensor]:
        """Tensors like the shared inputs, which the trusted side fills in place for ``write_decoys``."""
        return self.inputs.decoys

    def write_decoys(self, kept: set[int]) -> None:
        """The decoys written over the inputs, but the ``kept`` ones (by their place among the inputs), as
        ``write_inputs``."""
        self._write("decoys", kept)

    def _write(self, source: str, kept: set[int] = frozenset()) -> None:
        try:
            self.inputs.write(source, kept)
        except OSError as exc:
            raise SandboxFailed(f"the trial's inputs could not be written to {self.inputs.path} ({exc.strerror}): the pass's "
                                "process gave up that file's blocks (truncated it, or punched holes into it) and its "
                                "folder has no room left for them; the trusted side made the file whole and never "
                                "shrinks it") from None

    def drop_inputs(self) -> None:
        """The inputs file closed and removed (the child's mapping keeps its pages until the child lets it go)."""
        if self.inputs is not None:
            self.inputs.close()
            self.inputs = None

    def trusted_bytes_on(self, place: str) -> int:
        """What the trusted side's own files in the child's spill folder held on the disk of ``place`` (0 on another
        disk, as the bounded folders' tmpfs is): its last inputs file, and its spill files of the requests' large
        tensors (on CUDA the inputs travel so), by its own count. Ending the child gives them back, but they are not
        the pass's (``pipeline._disk_taken``)."""
        try:
            disk = os.stat(place).st_dev
        except OSError:
            return 0
        held = [(self.channel.spill_device, self.channel.spill_bytes)] if self.channel is not None else []
        if self._inputs_disk is not None:
            held.append(self._inputs_disk)
        return sum(size for device, size in held if device == disk)

    def answer(self, timeout: float | None, limit: float | None = None) -> dict:
        """The answer to the request submitted last; ``limit``: the --passnet-timeout a hang is reported against."""
        limit = timeout if limit is None else limit
        try:
            return self.channel.receive(timeout, self._reply_limit)
        except ChannelTimeout:
            held = self.file_table is not None and self.file_table.holding()
            self.kill()
            why = ("the file-table watch held it stopped while another process's open files grew and moved: run the "
                   "variant again" if held else "the variant's requests took that long together (a kernel that never "
                   "finishes?)" if self._variant_left is not None else "a kernel that never finishes?")
            raise SandboxFailed(f"timed out after {limit:g} s (--passnet-timeout): {why} {self._stderr_tail()}",
                                hung=True) from None
        except ChannelClosed as exc:
            raise self._died(str(exc)) from None

    def _died(self, context: str) -> SandboxFailed:
        ended_for = self.ended_for or (self.file_table.verdict() if self.file_table else None)
        if ended_for:
            return SandboxFailed(f"{ended_for}. {self._stderr_tail()}")
        try:
            code = self.process.wait(timeout=_EXIT_GRACE_S)
            self.stderr.settle(0.5)
        except subprocess.TimeoutExpired:
            self.kill()
            return SandboxFailed(f"the sandboxed process sent a malformed message ({context}) and was ended. "
                                 f"{self._stderr_tail()}")
        return SandboxFailed(f"the sandboxed process running the pass ended with {self._describe_exit(code)}. "
                             f"{self._stderr_tail()}")

    def _describe_exit(self, code: int) -> str:
        if code < 0:
            return f"signal {_signal_name(-code)}"
        if self.kind == policy.BWRAP and code > 128 and code - 128 in signal.valid_signals():
            return f"exit code {code} (signal {_signal_name(code - 128)})"
        return f"exit code {code}"

    def _stderr_tail(self) -> str:
        lines = self.stderr.text().splitlines()[-_STDERR_TAIL_LINES:]
        lines = [self.real_paths(line) if self.sample else line for line in lines if line.strip()]
        return "Last lines of its stderr:\n  " + "\n  ".join(lines) if lines else "It wrote nothing to stderr."

    def lowered_oom_score(self, pids: list[int]) -> OomScoreLowered | None:
        """The first of ``pids`` (this child's processes, stopped) whose OOM score stands below ``confine.OOM_SCORE``:
        ``oom_first`` precedes every fork, so the child's own code lowered it (an exec makes a process dumpable again,
        and on a GPU host Landlock's rule for CUDA's thread names covers its own oom_score_adj; red team round 35a),
        and the OOM killer would end another sample's honest child for its memory first. Only once the child greeted:
        before, it may not have confined itself yet, and it has run no pass code. Not bubblewrap's own two processes
        (the one started here and its PID namespace's first), which keep this process's score."""
        if not (self._ready and self._oom_first):
            return None
        launchers = set()
        if self.kind == policy.BWRAP and self.process.poll() is None:
            launchers = {self.process.pid, *procfs.children(self.process.pid)}
        for pid in pids:
            score = procfs.oom_score_adj(pid)
            if score is not None and score < confine.OOM_SCORE and pid not in launchers:
                return OomScoreLowered(pid, score)
        return None

    # -- ending ---------------------------------------------------------------------------

    def processes(self) -> list[int]:
        """Every process of this child: its tree, and what was reparented to this process (a child
        subreaper) from its session, or its uid."""
        if self.process.poll() is None:
            roots = [self.process.pid]
        else:
            roots = []
        return _process_trees(roots + self._strays())

    def _strays(self) -> list[int]:
        """Processes of this child's that left its tree: double-forked away and reparented to us."""
        found = []
        for pid in procfs.children(os.getpid()):
            if pid == self.process.pid:
                continue
            try:
                fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
                uid = procfs.real_uid(pid)
            except (OSError, IndexError, ValueError):
                continue
            if int(fields[3]) == self.process.pid or (self.uid is not None and uid == self.uid):
                found.append(pid)
        return found

    def kill(self) -> None:
        """The child and everything it started, killed (stopped ones too), and reaped; under this user's host
        turn, so that the files its end gives back land in no file-table watch's reading of what ending its
        own child gave back (red team round 21b (3))."""
        with ending_a_child():
            # Its number is this process's until it is reaped: after that (a second kill, as after a malformed
            # reply) it may be another's (red team round 22b); what it left is reparented here (``_strays``).
            roots = [self.process.pid] if self.process.poll() is None else []
            strays = self._strays()
            tree = _process_trees(roots + strays)
            procfs.send(tree, signal.SIGKILL)
            if roots:
                with contextlib.suppress(OSError):  # no process left in its group
                    os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait()
            if self.lease:
                self.lease.end_processes(tuple(tree))
            for pid in strays + self._strays():
                _reap(pid)
            procfs.until_ended(tree)
            for pid in self._strays():  # handed to us as the slow ones exited (round 13a: 300 zombies, each a pid)
                _reap(pid)

    def close(self) -> None:
        # Killed, not asked to exit: what it leaves worth keeping (its kernel cache) is on disk, and a
        # graceful torch shutdown costs a second on the critical path. The kill also ends what the
        # pass started, so nothing of it still writes to the cache or the folders below.
        if self.file_table:
            self.file_table.stop()
        self.kill()
        self.pass_group.close()
        if self._cache_key:
            kernel_cache.keep(self._cache_key, self.scratch, self.uid)
        self.channel.close_spill_files()
        self.drop_inputs()
        for fd in (self.channel.read_fd, self.channel.write_fd):
            try:
                os.close(fd)
            except OSError:
                pass
        # Closed twice, a number the process has reused since (a lock, another child's pipe) would go.
        self.channel.read_fd = self.channel.write_fd = -1
        self.stderr.close()
        folders.remove(self.folders)
        if self.lease:
            self.lease.release()
            self.lease = None


def _reap(pid: int, limit_s: float = 1.0) -> None:
    """Collect a killed process reparented to us, so it does not stay a zombie."""
    deadline = time.monotonic() + limit_s
    while True:
        try:
            done, _ = os.waitpid(pid, os.WNOHANG)
        except ChildProcessError:
            return
        if done or time.monotonic() > deadline:
            return
        time.sleep(0.001)


def _stop_trees(children: list[Sandbox], purpose: str, ran_on: Callable[[Sandbox, str], bool],
                ) -> tuple[dict[Sandbox, list[int]], dict[int, int | None]]:
    """Every process of ``children`` stopped (SIGSTOP), every thread, until their trees hold no process not stopped:
    one forked between a listing and its parent's stop is stopped in the next round. Each child's stopped processes,
    and each one's start time read at its SIGSTOP (what the SIGCONT may signal: ``procfs.send_to_same``). A child one
    of whose processes ran on after its stop (``_until_stopped``), or that kept starting processes for
    ``_STOP_ALL_LIMIT_S`` (a tree that never stands stopped, round 18a), is given to ``ran_on`` with what it did
    (stopped for ``purpose``), which says whether it ended the child: its processes are then left out."""
    stopped: dict[Sandbox, list[int]] = {child: [] for child in children}
    since: dict[int, int | None] = {}
    started: dict[int, int | None] = {}
    deadline = time.monotonic() + _STOP_ALL_LIMIT_S
    while stopped:
        known = {child: set(pids) for child, pids in stopped.items()}
        running = {child: [pid for pid in child.processes() if pid not in known[child]] for child in stopped}
        fresh = [pid for pids in running.values() for pid in pids]
        if not fresh:
            break
        if time.monotonic() > deadline:
            for child in [child for child, pids in running.items() if pids]:
                if ran_on(child, f"kept starting processes for {_STOP_ALL_LIMIT_S:g} s while it was stopped for {purpose}"):
                    del stopped[child]
            break
        for pid in fresh:  # its CPU time read right before its stop: a busy process (the spare) uses none between
            since[pid], started[pid] = procfs.cpu_ticks(pid), procfs.start_time(pid)
            procfs.send([pid], signal.SIGSTOP)
        outran = _until_stopped(fresh, since)
        for child, pids in running.items():
            stopped[child] += pids
            if outran & set(pids) and ran_on(child, f"kept running after it was stopped for {purpose} (more than "
                                                    f"{STOPPED_CPU_TICKS} clock ticks of CPU before all its threads stood "
                                                    "stopped: a thread inside a long system call, or continued)"):
                del stopped[child]
    return stopped, started


class TooMany(NamedTuple):
    """A stopped child's count of processes or threads over what the watch reads (``_Watch.refused``)."""

    count: int
    kind: str  # "processes" or "threads"

    def said(self, purpose: str, watched: str, ending: str = "") -> str:
        limit, room = ((policy.CHILD_PROCESSES, "a pass's kernels need none, and Inductor's compile workers fit while "
                                                "TORCHINDUCTOR_COMPILE_THREADS is at most 32") if self.kind == "processes"
                       else (policy.CHILD_THREADS, "torch's intra-op pool and the digests' pool have one a CPU each, and "
                                               f"NumPy's OpenBLAS pool at most {policy.OPENBLAS_THREADS}; a pass's own "
                                               "thread pools must fit the rest"))
        return (f"had {self.count} {self.kind} when it was stopped for {purpose}, more than the {limit} a child may "
                f"have then (the trusted side watches each one's CPU time while {watched}; {room})"
                + (f": {ending}" if ending else ""))


class OomScoreLowered(NamedTuple):
    """A stopped child's process whose OOM score stands below ``oom_first``'s (``Sandbox.lowered_oom_score``)."""

    pid: int
    score: int

    def said(self, purpose: str, watched: str, ending: str = "") -> str:
        return (f"had process {self.pid} at oom_score_adj {self.score} when it was stopped for {purpose}, below the "
                f"{confine.OOM_SCORE} every process of a child starts at: only the child's own code lowers it, and the "
                "OOM killer would then end other children (another sample's, the reference) for their memory first. A "
                "pass may not write oom_score_adj" + (f": {ending}" if ending else ""))


def _ran_while_stopped(what: str, purpose: str, ending: str) -> str:
    return (f"ran while it stood stopped for {purpose} ({what} between its SIGSTOP and SIGCONT: a stopped process "
            f"neither runs nor ends; it was continued): {ending}")


class HoldBroken(SandboxFailed):
    """The pass's child did not stand stopped while held (``Hold``) and was ended; the message
    (``[passnet stop]``) says how. Its trial was not timed."""


class Hold:
    """One child stopped, every thread of every process, for the trusted side's work between two of its timed
    trials (``Sandboxes.held``), so that the work is in no trial's span and the child starts nothing before its span
    does (red team round 22a: a fill inside the span, whose time the trusted side could only estimate). Entered, it
    stops the child as ``others_stopped`` stops the others (until no process of it runs: one forked meanwhile is
    stopped too), then runs ``work``; the block sends the next request, which must fit the pipe (64 KiB: the child
    reads nothing meanwhile; a trial's does); leaving the block, the trusted side looks at the child a last time,
    reads ``clock`` into ``continued_at`` and continues what it stopped, and nothing else: not what the file-table
    watch holds, whose stops and continues wait meanwhile (its ``hold``). Where the block raises, the child is
    continued unlooked at, and the error goes on.

    The pass's child is held to its stop as in ``others_stopped``: one that ran on after its SIGSTOP, kept starting
    processes, has more than ``policy.CHILD_PROCESSES`` processes, or ran while held (continued: its own timer may
    send SIGCONT) is ended: ``HoldBroken``. Any other child (the reference, which runs no pass code) is stopped and
    continued, not looked at. A process that starts and ends while held, autoreaped, can pass unseen, as between
    ``others_stopped``'s looks; its parent's CPU counts."""

    _PURPOSE = "the trusted side's work between its timed trials"
    _ENDING = "it was ended, and its trial was not timed"

    def __init__(self, sandboxes: Sandboxes, child: Sandbox, clock: Callable[[], float], work: Callable[[], None] | None):
        self.sandboxes, self.child, self.clock, self.work = sandboxes, child, clock, work
        self.continued_at: float | None = None
        self.continued_ms: float | None = None  # the SIGCONT round: from ``continued_at`` to the last one sent
        self.answered_at: float | None = None  # ``clock`` when its trial's answer was there (``AnswerStop``), if armed
        self.stood_at: float | None = None  # ``clock`` once every thread of the child stood stopped (entered)
        self._table = child.file_table
        self._stopped: list[int] = []
        self._started: dict[int, int | None] = {}
        self._watch: _Watch | None = None

    def __enter__(self) -> Hold:
        if self._table:
            self._table.hold.acquire()
        try:
            judged = self.child is self.sandboxes.current
            broke: list[str] = []

            def ran_on(child: Sandbox, what: str) -> bool:
                broke.append(what)
                return judged

            stopped, self._started = _stop_trees([self.child], self._PURPOSE, ran_on)
            self.stood_at = self.clock()
            if judged and broke:
                raise self._broken(f"{broke[0]}: {self._ENDING}")
            self._stopped = stopped[self.child]
            if judged:
                self._watch = _Watch({self.child: self._stopped}, brief=True)
                if self._watch.refused:
                    raise self._broken(self._watch.refused[self.child].said(self._PURPOSE, "it is held", self._ENDING))
            if self.work:
                self.work()
        except BaseException:
            self._continue()
            raise
        return self

    def __exit__(self, kind, error, traceback) -> None:
        stood = False
        try:
            with self.child.set_aside_realtime():  # armed inside the hold: real-time for the continue, not this look
                ran = self._watch.finish(lambda child: True).get(self.child) if kind is None and self._watch else None
            if ran:
                raise self._broken(_ran_while_stopped(ran, self._PURPOSE, self._ENDING))
            stood = kind is None
        finally:
            self._continue(self.clock if stood else None)

    def _continue(self, clock: Callable[[], float] | None = None) -> None:
        """What was stopped and is still the process it was (``procfs.still_the_same``), but what the file-table
        watch holds, continued; ``clock`` read right before the first SIGCONT (after the start times are read) and
        after the last (``continued_ms``: a tree of many processes takes longer, red team round 24b)."""
        try:
            held = set(self._table.held()) if self._table else set()
            same = [pid for pid in procfs.still_the_same({pid: self._started[pid] for pid in self._stopped})
                    if pid not in held]
            if clock:
                self.continued_at = clock()
            procfs.send(same, signal.SIGCONT)
            if clock:
                self.continued_ms = (clock() - self.continued_at) * 1000
            if self._table:  # its looks are what a stop at the answer keeps from continuing the child
                self.child.let_go()
        finally:
            self._stopped = []
            if self._table:
                self._table.hold.release()

    def processes_it_stopped(self) -> list[int]:
        """What this hold stopped, each process that is still the one it stopped (``procfs.still_the_same``)."""
        return procfs.still_the_same(self._started)

    def stop_again(self) -> None:
        """The child this hold stopped (and continued) stopped again at once, every thread of every process it has:
        the first move of the next hold, made before anything else (red team round 25c: between a trial's answer and
        the next hold's stop, the pass's child copied its outputs out of the memory the trusted side overwrites after
        the span). Its answer stopped what this hold stopped already (``AnswerStop``) where it could be armed: this
        stops what it could not, and processes started since. Each thread: a stop sent to a process goes to one of
        its threads, which may have no CPU to take it on, and is dropped while one is pending."""
        stop_threads(self.child.processes())

    def _broken(self, what: str) -> HoldBroken:
        """The pass's child, ended for ``what``: nothing of it is left to continue."""
        self._stopped = []
        self.sandboxes.discard()
        return HoldBroken(f"{_STOP_FINDING} the pass's process {what}")


@dataclass
class StopWindow:
    """What ``Sandboxes.others_stopped`` found: ``broke``, why it ended the pass's child, or None."""

    broke: str | None = None


class Sandboxes:
    """The child of the sample now running, a spare one already started for the next sample, and
    the reference child that runs the samples' own models (eager) and never any pass code.

    Both sides are timed in children started alike, so neither side's host overhead comes from
    the process it runs in (the trusted pytest process is larger and busier than a child).
    """

    def __init__(self, env: dict[str, str], device: str = "cpu", readable: tuple[str, ...] = ()):
        hardening.harden_trusted_process()
        processes = procfs.processes()
        cleanup.sweep(processes)  # what dead runs left, before this one adds its own
        identity.sweep({p.uid for p in processes})
        self.mode = detect(readable)
        self.kind = self.mode.kind
        self.env = env
        self.device = device  # children start their CUDA context before they are needed; replies arrive there
        self.readable = readable
        self.current: Sandbox | None = None
        self.spare: Sandbox | None = None
        self.reference: Sandbox = self._start()
        self._paused: list[int] = []  # the processes stop_all stopped
        self._paused_watch: _Watch | None = None  # over the pass's child and the spare, from stop_all to continue_all

    def _start(self) -> Sandbox:
        return Sandbox(self.mode, self.env, self.device, self.readable)

    def reference_for(self, sample: Sample) -> Sandbox:
        """The reference child, restarted if it ended; it is given the sample's model files only."""
        if self.reference.process.poll() is not None:
            self.reference.close()
            self.reference = self._start()
        if self.reference.sample is not sample:
            self.reference.release_sample_files()
        self.reference.sample = sample
        return self.reference

    @contextmanager
    def others_stopped(self, active: Sandbox):
        """Every child but ``active`` stopped (SIGSTOP, every thread of all its processes) for the
        block: no start-up, and nothing a pass left running on the host, competes with timed trials.
        The pass's child and the spare are held to it: one that runs on after the stop (a thread
        inside a long system call) or keeps starting processes (``_stop_trees``'s bound, as
        ``stop_all``'s) is ended before the block, one that runs during it (continued:
        any SIGCONT resumes a process, its own timers' too) at once; the window says so for the
        pass's child, whose ending then voids what the block timed. The reference runs no pass code,
        and running would only slow the pass's side: it is left as it is."""
        table = self.current.file_table if self.current is not None and self.current is not active else None
        with table.hold if table else contextlib.nullcontext():  # the file-table watch stops it not meanwhile
            window = StopWindow()
            purpose, ending = "the other side's timed work", "its process was ended before that work"

            def ran_on(child: Sandbox, what: str) -> bool:
                if child is self.reference:
                    return False
                self._end(child, window, f"{what}: {ending}")
                return True

            stopped, started = _stop_trees([c for c in self._children() if c is not active], purpose, ran_on)
            watch = _Watch({child: pids for child, pids in stopped.items() if child is not self.reference})
            for child, over in watch.refused.items():
                self._end(child, window, over.said(purpose, "the other side is timed", ending))
                del stopped[child]
            try:
                yield window
            finally:
                ran = watch.finish(lambda child: child is self.current or child is self.spare)
                for child, what in ran.items():
                    self._end(child, window, _ran_while_stopped(what, purpose, "its process was ended, and what was timed "
                                                                               "meanwhile is void"))
                # Not a process that ended meanwhile and was reaped: its number may be another's now (red team
                # round 22b, as 21b (5) for the watch's kill); nor one the file-table watch holds, which is the
                # watch's to continue (round 46b's OTHERS_CONTINUE_HELD: it ran until the watch's next turn).
                held = set(table.held()) if table else set()
                procfs.send_to_same({pid: started[pid] for child, pids in stopped.items() if child not in ran
                                     for pid in pids if pid not in held}, signal.SIGCONT)

    def held(self, child: Sandbox, clock: Callable[[], float] = time.perf_counter,
             work: Callable[[], None] | None = None) -> Hold:
        """``child`` held stopped for the trusted side's work between two of its timed trials (``Hold``): ``work``
        (its next inputs written, ``Sandbox.write_inputs``) and the block's (its next request sent, ``Sandbox.request``
        with ``hold``), none of it inside the trial's span; ``clock`` is read right before it is continued."""
        return Hold(self, child, clock, work)

    def stop_all(self) -> None:
        """Every child stopped while this process holds no share of the device: another worker may time
        it meanwhile, and ``others_stopped`` stops only this process's children (red team round 17a: an
        idle pass child of one worker burned the CPU through another's eager block, told when by a count
        every process reads). Every process is stopped here, also one that stopped itself (round 19e: it
        was never watched) and those the file-table watch holds (round 19f: that watch continued them in
        another worker's share once the host's count fell back; now it continues none before
        ``continue_all``), and continued by ``continue_all``. As in ``others_stopped``, the
        pass's child and the spare are held to their stop: one that ran on after it (a thread inside a
        long system call, round 18a) or keeps starting processes is ended, and one that runs before
        ``continue_all`` (continued: rounds 18a and 19a found two ways) is ended then.

        Again before ``continue_all``, it does nothing: ``DeviceLock.alone`` gives the share back before it
        waits for its turn, and where that wait times out ``working`` gives it back again; a second stop watch
        replaced the first, which no ``continue_all`` finished and which ended the child once it ran in the
        next share (found while fixing red team round 21b)."""
        if self._paused_watch is not None:
            return
        with self._file_table_held() as file_table:
            if file_table:
                file_table.lend()
            if not self._stop_every_process():
                return
            ours = {child: child.processes() for child in (self.current, self.spare) if child is not None}
            self._paused_watch = _Watch({child: [pid for pid in pids if pid in self._paused] for child, pids in ours.items()},
                                        known=ours)
            for child, over in self._paused_watch.refused.items():
                self._end_for(child, over.said("its worker giving its share of the device back", "another worker uses it"))

    def _stop_every_process(self) -> bool:
        """``stop_all``'s stop, until no process forked meanwhile runs; False where it ended the pass's child."""
        deadline = time.monotonic() + _STOP_ALL_LIMIT_S
        while True:
            running = [(child, [pid for pid in child.processes() if pid not in self._paused]) for child in self._children()]
            fresh = [pid for _, pids in running for pid in pids]
            if not fresh:
                return True
            if time.monotonic() > deadline:  # a tree that never stands stopped would hold the device (round 18a)
                self._end_pass_children_for(f"kept starting processes for {_STOP_ALL_LIMIT_S:g} s while its worker "
                                            "stopped it to give its share of the device back")
                return False
            since = {pid: procfs.cpu_ticks(pid) for pid in fresh}
            procfs.send(fresh, signal.SIGSTOP)
            outran = _until_stopped(fresh, since)  # stopped before the share goes: a signal lands when its thread next runs
            # One still inside a system call that uses no CPU (a vfork parent, state D) stops on its way
            # out: its SIGSTOP is pending, so it runs no code of its own meanwhile.
            self._paused += fresh
            if any(outran & set(pids) for child, pids in running if child is not self.reference):
                self._end_pass_children_for(f"kept running after its worker stopped it to give its share of the device "
                                            f"back (more than {STOPPED_CPU_TICKS} clock ticks of CPU, not stopped "
                                            f"{_STOP_LIMIT_S:g} s after its SIGSTOP: a thread inside a long system call)")
                return False

    def continue_all(self) -> None:
        """The children ``stop_all`` stopped and still has, continued (an ended one's number may be
        reused); the pass's child or the spare that ran meanwhile, ended instead."""
        with self._file_table_held() as file_table:
            watch, self._paused_watch = self._paused_watch, None
            ran = watch.finish(lambda child: child is self.current or child is self.spare) if watch else {}
            for child, what in ran.items():
                self._end_for(child, f"ran while its worker held no share of the device ({what} between its SIGSTOP "
                                     "and SIGCONT: a stopped process neither runs nor ends; it was continued)")
            # After the stop watch's last look: what the file-table watch ends now (judged while lent) is its own
            # finding (round 20c), and what it still holds (the host's count still high) is left to it.
            held = set(file_table.take_back()) if file_table else set()
            ours = {pid for child in self._children() for pid in child.processes()} - held
            paused, self._paused = self._paused, []
            procfs.send([pid for pid in paused if pid in ours], signal.SIGCONT)

    def _children(self) -> list[Sandbox]:
        return [c for c in (self.current, self.spare, self.reference) if c is not None]

    @contextmanager
    def _file_table_held(self):
        """The pass's child's file-table watch (None where it has none), kept from stopping or continuing
        it meanwhile."""
        watch = self.current.file_table if self.current is not None else None
        with watch.hold if watch else contextlib.nullcontext():
            yield watch

    def _end(self, child: Sandbox, window: StopWindow, what: str) -> None:
        """A stopped child that did not stay stopped, ended: the pass's, noted in ``window``."""
        if child is self.current:
            self.discard()
            window.broke = f"{_STOP_FINDING} the pass's process {what}"
        elif child is self.spare:
            self.spare.close()
            self.spare = None

    def for_sample(self, sample: Sample, more_follow: bool, compiler: str) -> Sandbox:
        """The sample's child, to run ``compiler`` (a built-in's name, a plugin's ``file:qualname``: its kernel
        cache's); when ``more_follow``, a spare starts now for the next sample. Called inside a
        share of the device (``pipeline.run_variant``, red team round 21b): it ends the previous sample's
        child, whose exit would run beside another worker's timed block, and makes the spare the pass's child
        with a file-table watch that ``stop_all`` has not lent."""
        if self.current is not None and self.current.sample is sample and self.current.process.poll() is None:
            return self.current
        self.discard()
        self.current = self.spare or self._start()
        self.spare = None
        self.current.assign(sample, compiler)
        if more_follow:
            self.spare = self._start()
        return self.current

    def discard(self) -> None:
        """End the current child: after a failure the sample's next variant gets a fresh one."""
        if self.current is not None:
            self.current.close()
            self.current = None

    def _end_pass_children_for(self, what: str) -> None:
        for child in (self.current, self.spare):
            if child is not None:
                self._end_for(child, what)

    def _end_for(self, child: Sandbox, what: str) -> None:
        """A child that did not stay stopped while its worker held no share, ended: the pass's is killed
        and left in place, so that the request that finds it dead says ``what``; the spare goes."""
        if child is self.spare:
            self.spare.close()
            self.spare = None
        elif child is self.current:
            child.ended_for = f"{_STOP_FINDING} the pass's process {what}: it was ended"
            child.kill()

    def close(self) -> None:
        """Every child ended: inside a share of the device (``executor.Executor.close``), as ``for_sample``
        ends one; a ``stop_all`` after it finds nothing left to stop."""
        if self._paused_watch is not None:
            self._paused_watch.finish(lambda child: False)
        self.discard()
        if self.spare is not None:
            self.spare.close()
            self.spare = None
        self.reference.close()



def _signal_name(number: int) -> str:
    """``SIGSEGV``, or ``SIGRTMIN+1`` for a real-time signal, which has no name of its own (red team round 63b's
    RT_SIGNAL_EXIT: a child ended by one made the trusted side fail on the variant)."""
    try:
        return signal.Signals(number).name
    except ValueError:
        return f"SIGRTMIN+{number - signal.SIGRTMIN}" if signal.SIGRTMIN <= number <= signal.SIGRTMAX else str(number)
