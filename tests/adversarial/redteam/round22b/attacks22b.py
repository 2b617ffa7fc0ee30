"""Round 22b's plays: (1), (2) a process of the pass's child that is inside its exit (or whose first thread ended) when
``Sandboxes.others_stopped`` stops the child for the other side's timed work, run through the product's
``others_stopped`` (``_until_stopped``, ``_Watch``, ``_exit_ticks``, ``procfs.resident``) over a stand-in child of real
processes; (3) the disk check at a variant's end (``pipeline._disk_taken``) over children's real folders
(``folders.make``) on a small real disk (a tmpfs mounted for the play) that another worker's pass has filled.

The kernel's exit detaches a process's memory from it before it frees it (``exit_mm``: ``current->mm = NULL``, then
``mmput``), so from the moment an exit starts ``/proc/<pid>/status`` has no ``Vm*``/``Rss*`` line: the stop watch's first
look reads such a process as holding nothing, and allows it ``STOPPED_CPU_TICKS`` of kernel CPU, whatever its exit is
still freeing. ``_until_stopped`` waits at most 1 s for it; an exit longer than that (several GiB on a busy host) goes on
into the timed block. The plays make the exit slow the way a busy host does: the exiting process shares one CPU with a
busy loop, at nice 10 (about a tenth of that CPU)."""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import types

from pathlib import Path

import torch

from pytest_passnet import pipeline
from pytest_passnet.sandbox import cleanup, folders, kernel_cache, policy, procfs, process
from pytest_passnet.sandbox.shared_inputs import InputsFile
from tests.sandbox.held_children import sandboxes_holding

GIB = 1 << 30
BLOCK_S = 1.5  # the other side's timed block
_HELPER = r"""
import ctypes, mmap, os, signal, sys, time
anonymous_gib, zero_gib, leader_exits = float(sys.argv[1]), int(sys.argv[2]), sys.argv[3] == "1"
libc = ctypes.CDLL(None, use_errno=True)
libc.mmap.restype = ctypes.c_void_p
# Anonymous memory first: mmap places later mappings lower, and the exit frees mappings from the lowest address up, so
# the zero-page range (if any) is torn down first and the resident memory last.
held = mmap.mmap(-1, int(anonymous_gib * (1 << 30)), flags=mmap.MAP_PRIVATE | mmap.MAP_ANONYMOUS | mmap.MAP_POPULATE)
if zero_gib:
    size = zero_gib << 30
    address = libc.mmap(None, ctypes.c_size_t(size), 1, 0x22 | 0x4000, -1, 0)  # PROT_READ, private anonymous, noreserve
    assert libc.madvise(ctypes.c_void_p(address), ctypes.c_size_t(size), 22) == 0  # MADV_POPULATE_READ: the zero page
signal.signal(signal.SIGUSR1, lambda *_: os._exit(0))  # an honest process's own end (a worker pool shutting down)
os.write(1, b"ready\n")
if leader_exits:  # its first thread ends (SYS_exit, the thread alone) and another lives on with the memory
    import threading
    threading.Thread(target=lambda: time.sleep(60)).start()
    libc.syscall(60, 0)
time.sleep(60)  # (bounded: a play that died leaves nothing for long)
"""
_ROOT = r"""
import os, subprocess, sys, time
helper = subprocess.Popen([sys.executable, "-c", *sys.argv[1:5]], stdout=subprocess.PIPE)
os.write(1, b"%d\n" % helper.pid + helper.stdout.readline())
time.sleep(60)  # never reaps: an ended helper stays a zombie while this process stands stopped
"""


class StandInChild:
    """The pass's child: a root process and one helper holding ``anonymous_gib`` of anonymous memory (and, with
    ``zero_gib``, that much of the zero page mapped after it; with ``leader_exits``, its first thread ends and another
    holds the memory, as after a ``pthread_exit`` in main). ``processes()`` is the product's tree reading
    (``process._process_trees``), as ``Sandbox.processes`` reads it."""

    def __init__(self, anonymous_gib: float, zero_gib: int = 0, leader_exits: bool = False):
        self.root = subprocess.Popen([sys.executable, "-c", _ROOT, _HELPER, str(anonymous_gib), str(zero_gib),
                                      "1" if leader_exits else "0"],
                                     stdout=subprocess.PIPE, start_new_session=True)
        self.helper = int(self.root.stdout.readline())
        assert self.root.stdout.readline() == b"ready\n"
        deadline = time.monotonic() + 5
        while leader_exits and (procfs.thread_states(self.helper) or ["Z"])[0] != "Z" and time.monotonic() < deadline:
            time.sleep(0.005)
        self.file_table = None
        self.closed = False

    def processes(self) -> list[int]:
        return process._process_trees([self.root.pid]) if self.root.poll() is None else []

    def kill(self) -> None:
        procfs.send(self.processes(), signal.SIGKILL)
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.root.pid, signal.SIGKILL)
        self.root.wait()

    def close(self) -> None:
        self.closed = True
        self.kill()


def _reference() -> types.SimpleNamespace:
    """The reference child, which ``others_stopped`` leaves running for its timed block: no process here."""
    return types.SimpleNamespace(processes=list)


@contextlib.contextmanager
def busy_host(pid: int):
    """``pid`` on one CPU with a busy loop, at nice 10 (its session's autogroup too, where the kernel groups sessions:
    else a session of its own gets half a CPU whatever its nice value): its exit gets about a tenth of that CPU, as on
    a loaded host."""
    cpu = min(os.sched_getaffinity(0))
    loop = subprocess.Popen([sys.executable, "-c", "import time\nend = time.monotonic() + 30\nwhile time.monotonic() < end: pass"],
                            start_new_session=True)  # (bounded: a play that died leaves it for 30 s at most)
    try:
        os.sched_setaffinity(loop.pid, {cpu})
        for thread in os.listdir(f"/proc/{pid}/task"):  # each thread's own (a zombie leader's fails)
            with contextlib.suppress(OSError):
                os.sched_setaffinity(int(thread), {cpu})
                os.setpriority(os.PRIO_PROCESS, int(thread), 10)
        with contextlib.suppress(OSError):  # its session's scheduling group too (the kernel's autogroups)
            with open(f"/proc/{pid}/autogroup", "w") as autogroup:
                autogroup.write("10")
        yield
    finally:
        loop.kill()
        loop.wait()


def _kernel_ticks(pid: int) -> int | None:
    ticks = procfs.user_and_system_ticks(pid)
    return None if ticks is None else ticks[1]


def _held_by_any_thread(pid: int) -> int:
    """What the process holds as its live threads' own status files show it (``/proc/<pid>/task/<tid>/status``: the
    mm they share), where the process's (its leader's) shows none."""
    held = 0
    for thread in os.listdir(f"/proc/{pid}/task"):
        with contextlib.suppress(OSError, ValueError, IndexError):
            with open(f"/proc/{pid}/task/{thread}/status", "rb") as status:
                held = max(held, sum(int(line.split()[1]) << 10 for line in status
                                     if line.startswith((b"RssAnon:", b"RssFile:", b"RssShmem:"))))
    return held


def _held_bytes(pid: int) -> int:
    held = procfs.resident(pid)
    return held.anonymous + held.shared


class _EndWatch:
    """When ``pid`` became a zombie or went (its exit done), read every 2 ms from ``started``."""

    def __init__(self, pid: int, started: float):
        self.pid, self.started, self.took_s = pid, started, None
        self._done = threading.Event()
        self._thread = threading.Thread(target=self._loop, daemon=True)
        self._thread.start()

    def _loop(self) -> None:
        while not self._done.is_set():
            states = procfs.thread_states(self.pid)
            if not states or all(state in "ZX" for state in states):
                self.took_s = round(time.monotonic() - self.started, 3)
                return
            time.sleep(0.002)

    def result(self, limit_s: float = 10.0) -> float | None:
        self._thread.join(limit_s)
        self._done.set()
        return self.took_s


def stop_for_eager(child: StandInChild, *, exit_before_stop: bool) -> dict:
    """The reference's timed block as ``pipeline._alone`` runs it: ``others_stopped(reference)`` over ``child``. With
    ``exit_before_stop`` the helper starts its own exit just before the stop (its memory already detached when the stop
    lands); without, it stands stopped at the first look and is killed from outside during the block (the OOM killer's
    pick, rounds 19a, 19b, 19e). ``exit_took_s``: from the helper's end (its signal) until it was a zombie."""
    helper, reference = child.helper, _reference()
    sandboxes = sandboxes_holding(child, reference)
    found = {"held_gib_before": round(_held_bytes(helper) / GIB, 2), "held_gib_by_its_threads": round(_held_by_any_thread(helper) / GIB, 2)}
    ended = None
    with busy_host(helper):
        if exit_before_stop:
            os.kill(helper, signal.SIGUSR1)
            ended = _EndWatch(helper, time.monotonic())
            deadline = time.monotonic() + 5
            while _held_bytes(helper) and time.monotonic() < deadline:  # its memory is detached: the exit is under way
                time.sleep(0.002)
            found["held_gib_when_stopped"] = round(_held_bytes(helper) / GIB, 2)
        asked = time.monotonic()
        with sandboxes.others_stopped(reference) as window:
            found["block_started_after_s"] = round(time.monotonic() - asked, 3)
            found["helper_state_at_block"] = (procfs.thread_states(helper) or ["gone"])[0]
            found["kernel_ticks_at_block"] = _kernel_ticks(helper)
            if not exit_before_stop:
                os.kill(helper, signal.SIGKILL)  # from outside, while it stands stopped
                ended = _EndWatch(helper, time.monotonic())
            time.sleep(BLOCK_S)
            found["kernel_ticks_at_end"] = _kernel_ticks(helper)
        found["exit_took_s"] = ended.result()
        found["broke"] = window.broke
        found["child_ended"] = child.closed
    return found


# -- (3) the disk check at a variant's end ------------------------------------------------------------------------------
MIB = 1 << 20
SLEEP = shutil.which("sleep") or "/bin/sleep"


class NoDisk(Exception):
    """The play's disk could not be made here."""


@contextlib.contextmanager
def small_disk(size_mib: int):
    """A disk of ``size_mib`` (a tmpfs, mounted for the play: root only) as the temporary folder, the out dir's disk and
    the kernel caches' home, as on a host with one disk."""
    place = Path(tempfile.mkdtemp(prefix="passnet-r22b-disk-"))
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size_mib}m,mode=0700", "tmpfs", str(place)],
                             capture_output=True, text=True)
    if mounted.returncode:
        place.rmdir()
        raise NoDisk(f"cannot mount a tmpfs for the play (root only): {mounted.stderr.strip()}")
    try:
        yield place
    finally:
        subprocess.run(["umount", "-l", str(place)], check=False)
        place.rmdir()


class FolderChild:
    """A child's real folders (``folders.make`` in the temporary folder, as ``Sandbox`` makes them) with ``cache_mib`` of
    Triton's cache in its scratch (an honest child's kernels: ``kernel_cache`` keeps up to 256 MiB a pass code),
    ``fill_mib`` of anything else, ``spill_mib`` in its spill file (the last message's tensor), ``inputs_mib`` in the
    trusted side's inputs file (``Sandbox.share_inputs``'s, in its spill folder: the CPU's driven trials), and one
    sleeping process; ``close`` as ``Sandbox.close`` ends a child: the kill, the inputs file removed, the kernel cache
    kept, the folders removed."""

    # What ``pipeline._disk_taken`` takes for the trusted side's inputs file, none of the pass's: the product's.
    trusted_bytes_on = process.Sandbox.trusted_bytes_on
    channel = None  # no channel: nothing spilled by the trusted side but the inputs file

    def __init__(self, name: str, cache_mib: int = 0, fill_mib: int = 0, spill_mib: int = 0, inputs_mib: int = 0):
        self.cache_key = f"r22b-{name}"
        self.folders = folders.make(None, False)
        with open(self.folders.spill / "child-0.bin", "wb") as spilled:  # the last reply's tensor, as Channel keeps it
            spilled.write(os.urandom(MIB) * spill_mib)
        self.inputs = InputsFile(self.folders.spill, "trusted-inputs-1.bin", {"x": torch.ones(inputs_mib * MIB // 4)})
        self._inputs_disk = (self.inputs.device, self.inputs.nbytes)
        cache = self.folders.scratch / policy.KERNEL_CACHE / "triton"
        cache.mkdir(parents=True)
        block = os.urandom(MIB)
        for number in range(cache_mib):
            (cache / f"kernel{number}.cubin").write_bytes(block)
        with open(self.folders.scratch / "fill.bin", "wb") as fill:
            for _ in range(fill_mib):
                fill.write(block)
        self.process = subprocess.Popen([SLEEP, "60"], start_new_session=True)
        self.file_table = None
        self.closed = False

    def processes(self) -> list[int]:
        return [self.process.pid] if self.process.poll() is None else []

    def kill(self) -> None:
        self.process.kill()
        self.process.wait()

    def close(self) -> None:
        self.closed = True
        self.kill()
        self.inputs.close()
        kernel_cache.keep(self.cache_key, self.folders.scratch, None)
        folders.remove(self.folders)


def free_mib(place: Path) -> int:
    return shutil.disk_usage(place).free // MIB


def disk_check(monkeypatch, *, checked: str, disk_mib: int = 512, honest_cache_mib: int = 80, honest_spill_mib: int = 0,
               honest_inputs_mib: int = 0, left_mib: int = 40) -> dict:
    """Another worker's pass (``filler``) has filled the disk until ``left_mib`` are free; an honest child (``honest``,
    ``honest_cache_mib`` of kernel cache in its scratch, ``honest_spill_mib`` in its spill file, ``honest_inputs_mib``
    in the trusted side's inputs file) has just passed its variant. ``checked``: whose variant's end runs
    ``pipeline._disk_taken`` (the honest worker's or the filler's). With ``honest_spill_mib`` or ``honest_inputs_mib``
    the spill folders are on the disk too, as where the host has no ``/dev/shm``."""
    with small_disk(disk_mib) as disk:
        monkeypatch.setattr(tempfile, "tempdir", str(disk))
        monkeypatch.setenv("XDG_CACHE_HOME", str(disk / "cache"))
        if honest_spill_mib or honest_inputs_mib:
            monkeypatch.setattr(cleanup, "SHARED_MEMORY", disk / "no-dev-shm")  # folders.make: spill in the temporary folder
        (disk / "out").mkdir()
        children = {"honest": FolderChild("honest", cache_mib=honest_cache_mib, spill_mib=honest_spill_mib,
                                          inputs_mib=honest_inputs_mib)}
        children["filler"] = FolderChild("filler", fill_mib=free_mib(disk) - left_mib)
        try:
            found = {"free_mib_before": free_mib(disk)}
            child = children[checked]
            run = types.SimpleNamespace(sandbox=child, sandboxes=sandboxes_holding(child, _reference()),
                                        options=types.SimpleNamespace(out=str(disk / "out")))
            found["disk_taken"] = pipeline._disk_taken(run)
            found["ended"] = child.closed
            found["free_mib_after"] = free_mib(disk)
            return found
        finally:
            for child in children.values():
                if not child.closed:
                    child.close()
