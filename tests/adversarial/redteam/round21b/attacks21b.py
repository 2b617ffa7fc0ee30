"""Round 21b's plays: the worker's stop rules between device shares as ``pipeline.run_variant`` drives them, the
file-table watch's give-back under the host's turn, the exit allowance over one address space shared by several
processes, and the jit-source rule against a form feed.

The plays run in the test's own process over stand-in children (``StandInChild``: one sleeping process each) and the
product's ``Sandboxes`` (``stop_all``, ``continue_all``, ``for_sample``, ``discard``), ``FileTableWatch``, ``_Watch``,
``DeviceLock`` and ``run_variant``; the host's open-file count is played (``file_table.allocated_files`` replaced by a
number, as rounds 19f and 20c play it). Only the pipeline's steps that talk to a child or a model are stubbed."""

from __future__ import annotations

import contextlib
import os
import platform
import shutil
import signal
import subprocess
import sys
import threading
import time
import types
from pathlib import Path

from pytest_passnet import pipeline
from pytest_passnet.device_lock import DeviceLock
from pytest_passnet.result import Status, VariantResult
from pytest_passnet.sandbox import file_table, folders, procfs, process
from pytest_passnet.sandbox.pass_group import PassGroup
from tests.adversarial.redteam.round15b import attacks15b
from tests.adversarial.redteam.round19g.attacks19g import HIDDEN_DEF
from tests.sandbox.held_children import sandboxes_holding

HOST_FILES = 1_000_000  # the host's open files when the plays start
OTHERS_FILES = 150_000  # what another worker's pass child opens (> GROWTH_FILES, 131,072)
BLOCK_S = 2.0  # another worker's share of the device: its timed block
GIVE_BACK_S = 0.3  # the played count gives nothing back by itself: the watch's wait for it, shortened
SLEEP = shutil.which("sleep") or "/bin/sleep"


class StandInChild:
    """What ``Sandboxes`` and ``run_variant`` read of a pass child: one sleeping process, reaped as soon as it ends, as
    the init of a child's PID namespace reaps the processes in it (bubblewrap, and the process modes with namespaces:
    round 20c ran real confined children and saw the same). ``assign`` makes the file-table watch where
    ``Sandbox.assign`` makes it (process.py:384). ``events``: the play's (what, monotonic time) log, read at ``close``."""

    def __init__(self, name: str, events: list[tuple[str, float]]):
        self.name, self.events = name, events
        self.pid = os.posix_spawn(SLEEP, [SLEEP, "60"], dict(os.environ), setsid=True)  # as Popen(start_new_session)
        self._reaped = threading.Event()
        self.ended_at: float | None = None
        threading.Thread(target=self._reap, daemon=True).start()
        self.process = types.SimpleNamespace(pid=self.pid, poll=lambda: 0 if self._reaped.is_set() else None)
        self.file_table: file_table.FileTableWatch | None = None
        self.sample = None
        self.ended_for: str | None = None
        self.closed_after: str | None = None  # the play's last event when the trusted side closed it
        self.paused_at_assign: bool | None = None
        self.lent_at_assign: bool | None = None
        self.sandboxes: process.Sandboxes | None = None

    def _reap(self) -> None:
        os.waitpid(self.pid, 0)
        self.ended_at = time.monotonic()
        self._reaped.set()

    def processes(self) -> list[int]:
        return [] if self._reaped.is_set() else [self.pid]

    def kill(self) -> None:
        if not self._reaped.is_set():  # (not through procfs.send: the play logs the trusted side's signals)
            os.kill(self.pid, signal.SIGKILL)
        self._reaped.wait(5)

    def close(self) -> None:
        self.closed_after = self.events[-1][0] if self.events else None
        if self.file_table:
            self.file_table.stop()
        self.kill()

    def assign(self, sample, compiler: str) -> None:
        self.sample = sample
        self.file_table = file_table.FileTableWatch(self.processes)
        if self.sandboxes is not None:
            self.paused_at_assign = self.pid in self.sandboxes._paused
            self.lent_at_assign = self.file_table._lent
        self.events.append((f"assigned {self.name}", time.monotonic()))

    def begin_variant(self, timeout) -> None:
        pass

    def real_paths(self, text: str) -> str:
        return text

    def release_sample_files(self) -> None:
        pass

    def said_when_dead(self) -> str | None:
        """What its next request would say once it is dead: ``Sandbox._died`` prefers ``ended_for`` (process.py:485)."""
        return self.ended_for or (self.file_table.verdict() if self.file_table else None)


def _reference() -> types.SimpleNamespace:
    """The reference child: no process of its own here (``stop_all`` stops nothing of it)."""
    return types.SimpleNamespace(processes=list, process=types.SimpleNamespace(poll=lambda: None), sample=None,
                                 release_sample_files=lambda: None, kill=lambda: None, close=lambda: None)


def _played_host(monkeypatch) -> dict:
    host = {"files": HOST_FILES}
    monkeypatch.setattr(file_table, "allocated_files", lambda: host["files"])
    monkeypatch.setattr(file_table, "GIVE_BACK_S", GIVE_BACK_S)
    return host


# -- (1), (2): a sample switch between shares ------------------------------------------------------------------------
# ``run_variant`` calls ``Sandboxes.for_sample`` before ``DeviceLock.working`` (pipeline.py:1077-1083), after the
# previous variant's ``working`` gave its share back with ``stop_all`` (device_lock.py:98-105). For another sample's
# variant ``for_sample`` closes the previous sample's child there (process.py:773, ``discard`` -> ``Sandbox.close``:
# its kill and exit), and makes the spare, which ``stop_all`` stopped and paused, the new child with a file-table watch
# made then (``assign``), never lent (c858d7ff lends only in ``stop_all``, file_table.py:186-190).


def sample_switch(monkeypatch, locks: Path) -> dict:
    """Two variants through ``run_variant``: sample 1's (its child A, a spare B started for sample 2), then sample 2's,
    while another worker holds the device (``BLOCK_S``) and its pass child opens ``OTHERS_FILES`` and keeps them."""
    host = _played_host(monkeypatch)
    events: list[tuple[str, float]] = []
    first, spare = StandInChild("A", events), StandInChild("B", events)
    sandboxes = sandboxes_holding(first, _reference())
    sandboxes.spare, sandboxes.kind, sandboxes.mode = spare, "process", types.SimpleNamespace(enforced=())
    spare.sandboxes = sandboxes
    sandboxes._start = lambda: StandInChild("started", events)  # (not reached: no sample follows sample 2)

    def stop_all() -> None:
        process.Sandboxes.stop_all(sandboxes)
        events.append(("stop_all", time.monotonic()))

    spare_alive_at_continue: list[bool] = []

    def continue_all() -> None:
        events.append(("continue_all", time.monotonic()))
        spare_alive_at_continue.append(bool(spare.processes()))
        process.Sandboxes.continue_all(sandboxes)

    signalled_after_reaped: list[str] = []
    send = procfs.send

    def logged_send(pids: list[int], signum: int) -> None:
        for child in (first, spare):
            if child.pid in pids and child.ended_at is not None:  # reaped: its number is free for any new process
                signalled_after_reaped.append(f"{signal.Signals(signum).name} to {child.name}'s process "
                                              f"{time.monotonic() - child.ended_at:.3f} s after it was reaped")
        send(pids, signum)

    monkeypatch.setattr(procfs, "send", logged_send)

    sandboxes.stop_all, sandboxes.continue_all = stop_all, continue_all
    lock = DeviceLock("cpu", 30.0, locks, sandboxes)
    other = DeviceLock("cpu", 30.0, locks)  # another worker's, on the same device files
    sample_1, sample_2 = types.SimpleNamespace(name="sample1"), types.SimpleNamespace(name="sample2")
    first.sample = sample_1
    variant_1, variant_2 = types.SimpleNamespace(sample=sample_1), types.SimpleNamespace(sample=sample_2)
    other_holds, other_share = threading.Event(), {}

    def other_worker() -> None:
        with other.alone():
            other_share["from"] = time.monotonic()
            other_holds.set()
            # Sample 2's child assigned: milliseconds into this share where that is done between shares; never, once
            # it is done inside the worker's own share (after this one).
            deadline = time.monotonic() + 1
            while spare.file_table is None and time.monotonic() < deadline:
                time.sleep(0.001)
            host["files"] += OTHERS_FILES  # its pass child fills, and keeps them
            time.sleep(BLOCK_S)
            other_share["to"] = time.monotonic()

    def load(run, replayed) -> None:
        if run.variant is variant_2:  # the other worker takes the device while this one holds no share
            threading.Thread(target=other_worker, daemon=True).start()
            other_holds.wait(10)

    said: dict = {}
    for name, stub in {"load": load, "time_both_sides": lambda run: None, "judge_outputs": lambda run: None,
                       "time_kernels": lambda run: None, "check_guard": lambda run: None,
                       "_disk_taken": lambda run: None,
                       # the first request of the variant: what the child's answer says, dead or alive
                       "compile_in_sandbox": lambda run: said.setdefault(run.variant.sample.name,
                                                                         run.sandbox.said_when_dead())}.items():
        monkeypatch.setattr(pipeline, name, stub)
    prefetch = types.SimpleNamespace(take=lambda variant: None, start=lambda upcoming: None)
    options = types.SimpleNamespace(timeout=30.0, device="cpu", guard="full", compiler="pass_mgr", compiler_ref="pass_mgr")
    try:
        for variant, upcoming, follow in ((variant_1, [variant_2], True), (variant_2, [], False)):
            result = VariantResult("round21b", variant.sample.name, "v", matched=True)  # its rule applied
            pipeline.run_variant(pipeline.Run(variant, result, options, sandboxes, lock, prefetch, upcoming=upcoming,
                                              more_samples_follow=follow))
        spare_ended_in_other_share = (spare.ended_at is not None and "to" in other_share
                                      and other_share["from"] <= spare.ended_at <= other_share["to"])
        return {"first_closed_after": first.closed_after, "first_alive_after": bool(first.processes()),
                "spare_paused_at_assign": spare.paused_at_assign, "spare_watch_lent_at_assign": spare.lent_at_assign,
                "spare_alive_at_continue_all": spare_alive_at_continue[1] if len(spare_alive_at_continue) > 1 else None,
                "spare_ended_in_other_share_after_s": round(spare.ended_at - other_share["from"], 3)
                if spare_ended_in_other_share else None,
                "spare_watch_verdict": spare.file_table.ended_for if spare.file_table else None,
                "sample_2_child_says": said.get("sample2"), "signalled_after_reaped": signalled_after_reaped,
                "events": [what for what, _ in events]}
    finally:
        if sandboxes._paused_watch is not None:
            sandboxes._paused_watch.finish(lambda child: False)
        for child in (first, spare):
            child.close()
        lock.close()
        other.close()


# -- (3): the honest child's give-back under the host's turn ---------------------------------------------------------
# The host's turn (``_host_turn``, file_table.py:235-255) orders this user's watches: while one ends its child and waits
# for what that gives back (``_end``/``_given_back``, :136-170, up to GIVE_BACK_S), no other watch ends its own. Nothing
# else that ends a child asks for it: another worker's ``_failed_children_end_here`` (pipeline.py:1042-1059: a failed
# variant's child discarded inside that worker's share), a sample switch's ``discard``, the stop watches' ends.


class FillerChild(StandInChild):
    """Another worker's pass child holding ``OTHERS_FILES`` of the host's count (played), ended through the product's
    ``Sandbox.close`` and ``kill`` (what ``discard`` runs); its files go when its process has ended."""

    close, kill, _strays = process.Sandbox.close, process.Sandbox.kill, process.Sandbox._strays
    drop_inputs, inputs = process.Sandbox.drop_inputs, None  # ``close`` drops the trusted side's inputs file: none here

    def __init__(self, host: dict):
        super().__init__("filler", [])
        self.host, self.uid, self.lease, self._cache_key = host, None, None, None
        self.process.wait = lambda: self._reaped.wait(5)
        self.channel = types.SimpleNamespace(close_spill_files=lambda: None, read_fd=-1, write_fd=-1)
        self.stderr = types.SimpleNamespace(close=lambda: None)
        self.pass_group = PassGroup(self.pid, nested=False)
        self.folders = folders.make(None, False)

    def _reap(self) -> None:
        super()._reap()
        self.host["files"] -= OTHERS_FILES


# The honest watch's wait for what its kill gives back: the filler's worker asks to end the filler milliseconds after
# the honest child is reaped, well inside it (the product waits 5 s; the play's verdict comes no later than this).
GIVE_BACK_WAIT_S = 1.0


def give_back_from_another_end(monkeypatch) -> dict:
    """An honest child's watch sees another worker's pass child fill ``OTHERS_FILES`` and has the host's turn first (the
    two watches read the count every PERIOD_S: the first to ask gets it); it stops the honest child, sees the count
    stand still for STILL_S and ends it. While it waits for the give-back, the filler's worker ends the filler: its
    variant failed (on purpose: it reported a kernel error), so ``_failed_children_end_here`` discards it. Returned
    once the honest child's verdict is in and the filler has ended (or after 10 s)."""
    host = _played_host(monkeypatch)
    monkeypatch.setattr(file_table, "GIVE_BACK_S", GIVE_BACK_WAIT_S)
    honest, filler = StandInChild("honest", []), FillerChild(host)
    honest.file_table = file_table.FileTableWatch(honest.processes)
    fillers = sandboxes_holding(filler, _reference())

    def filler_fails() -> None:
        honest._reaped.wait(10)
        with contextlib.suppress(pipeline.Stop), pipeline._failed_children_end_here(fillers):
            raise pipeline.Stop(Status.KERNEL_ERROR, "the pass reported a kernel error (on purpose)")

    try:
        threading.Thread(target=filler_fails, daemon=True).start()
        host["files"] += OTHERS_FILES  # the filler, in its worker's share
        deadline = time.monotonic() + 10
        while honest.file_table.ended_for is None and time.monotonic() < deadline:
            time.sleep(0.005)
        while filler.processes() and time.monotonic() < deadline:
            time.sleep(0.005)
        return {"honest_ended": not honest.processes(), "filler_ended": not filler.processes(),
                "filler_ended_after_honest_s": round(filler.ended_at - honest.ended_at, 3)
                if filler.ended_at is not None and honest.ended_at is not None else None,
                "says": honest.said_when_dead()}
    finally:
        honest.close()
        if fillers.current is not None:
            fillers.discard()


# -- (4): one address space shared by several processes --------------------------------------------------------------
# ``_exit_ticks`` (process.py:174-196) allows each process 40 ticks per GiB of its resident pages at the stop, "each
# page once": ``status``'s RssAnon + RssFile + RssShmem, or ``smaps_rollup``'s Pss. Both are the address space's
# (mm's) counters, and ``clone(CLONE_VM)`` without ``CLONE_THREAD`` (allowed: only CLONE_NEW* and exit signals other
# than SIGCHLD are refused, seccomp.py) makes processes that share one: each reads the whole of it.
SHARERS = 8
SHARED_MIB = 256
_SHARER = f"""
import ctypes, mmap, sys, time
libc = ctypes.CDLL(None, use_errno=True)
libc.clone.restype = ctypes.c_int
libc.clone.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int, ctypes.c_void_p]
held = bytearray({SHARED_MIB} << 20)
for offset in range(0, len(held), mmap.PAGESIZE):
    held[offset] = 1
CLONE_VM, SIGCHLD, SYS_PAUSE = 0x100, 17, 34  # x86_64
stacks = [ctypes.create_string_buffer(1 << 16) for _ in range({SHARERS})]
for stack in stacks:  # each runs syscall(SYS_pause) on its own stack, in this process's address space
    top = (ctypes.addressof(stack) + len(stack) - 64) & ~15
    if libc.clone(ctypes.cast(libc.syscall, ctypes.c_void_p), top, CLONE_VM | SIGCHLD, SYS_PAUSE) < 0:
        raise OSError(ctypes.get_errno(), "clone")
print("ready", flush=True)
time.sleep(60)
"""


def can_share_address_spaces() -> bool:
    return sys.platform == "linux" and platform.machine() == "x86_64"


def shared_address_space() -> dict:
    """The exit allowance of a process holding ``SHARED_MIB`` MiB and of ``SHARERS`` processes sharing its address
    space (its tree, as the watches list it), against the same process alone."""
    holder = subprocess.Popen([sys.executable, "-c", _SHARER], stdout=subprocess.PIPE, text=True,
                              start_new_session=True)
    try:
        assert holder.stdout.readline() == "ready\n"
        tree = process._process_trees([holder.pid])
        alone = process._exit_ticks([holder.pid])[holder.pid]
        each = process._exit_ticks(tree)
        return {"processes": len(tree), "resident_mib": [procfs.resident(pid).anonymous >> 20 for pid in tree],
                "allowance_alone": alone, "allowance_together": sum(each.values())}
    finally:
        tree = process._process_trees([holder.pid])
        procfs.send(tree, signal.SIGKILL)
        holder.wait()
        for pid in tree:  # orphans this process may have been handed (a subreaper, where a test made it one)
            process._reap(pid, 0.2)


# -- the jit-source rule against a form feed (held) -------------------------------------------------------------------
# Python's tokenizer takes a form feed at a line's start for whitespace (the column starts again), and so do
# ``str.strip`` (``_find_def``: triton/runtime/interpreter.py:1629-1635) and ``textwrap.dedent`` (a margin of spaces
# and tabs only: nothing cut): round 19g's hidden kernel with "\fdef touch_kernel(" at column 0 of its string is the
# line the interpreter runs, and it parses. d1b8aa2d's ``_starts_with_def`` strips any whitespace first.
FORM_FEED = HIDDEN_DEF.replace('    """\n    def touch_kernel(out_ptr, BLOCK: tl.constexpr):\n',
                               '    """\n\fdef touch_kernel(out_ptr, BLOCK: tl.constexpr):\n', 1)


def static_findings(root: Path, name: str, source: str) -> list[str]:
    return attacks15b.static_findings(root, name, source)
