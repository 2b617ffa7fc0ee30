"""The trusted side holds its children to what it observes, with real children and processes: a
child that stops reading its requests times the request out (the trusted process never waits in
write(2) past --passnet-timeout); a stopped child of the pass's that runs on after its SIGSTOP (a
thread inside a long system call) is ended before the other side's timed work, one that runs while
it should stand stopped (continued: any SIGCONT resumes it) is ended at once, one with more processes
than the watch reads (``policy.CHILD_PROCESSES``) is ended before that work, and an honest one stays
stopped and lives. The watch's own time stays a twentieth of the whole however long a look takes; a
thread not stopped at the stop may use its own allowance only, and a process started meanwhile is
seen while it lives (round 7a).

The processes that misbehave are stand-ins for what a pass starts: helpers running as the pass
child's uid, reparented to the trusted process (what ``Sandbox.processes`` counts as the child's,
as a pass's double-forked helper is): so these run as root, where each child has a uid."""

from __future__ import annotations

import contextlib
import math
import os
import signal
import subprocess
import threading
import time

import pytest
import torch

from pytest_passnet import protocol
from pytest_passnet.device_lock import DeviceLock, TurnTimeout
from pytest_passnet.pipeline import Stop, _failed_children_end_here
from pytest_passnet.result import Status
from pytest_passnet.sample import load_sample
from pytest_passnet.sandbox import policy, procfs
from pytest_passnet.sandbox.process import (
    _EXIT_CPU_TICKS_PER_GIB,
    _UNSTOPPED_CPU_NS,
    STOPPED_CPU_TICKS,
    Sandboxes,
    SandboxFailed,
    TooMany,
    _exit_ticks,
    _process_trees,
    _Watch,
)
from tests.sample_factory import write_sample
from tests.sandbox.held_children import sandboxes_holding

SYSTEM_PYTHON = "/usr/bin/python3"
SPIN = "while True: pass"


def walk_code(after_s: float) -> str:
    """Code whose thread, ``after_s`` seconds on, loops MADV_POPULATE_READ over a fresh 64 GiB read-only mapping (the
    zero page: no memory, 128 MiB of page tables): each call builds 16 M page-table entries in the kernel (7-9 s here,
    past the stop's 1 s limit) and ends only for a fatal signal. A walk holds its process's mmap lock: any other
    thread's mmap, munmap or brk waits for its end (a second walker stood in D, CI 55), so a child asked to run this
    answers before the walk begins (``after_s``) or only as it ends, where a stop finds every thread standing (CI 48,
    53, 55)."""
    return f"""
import ctypes, threading, time
SIZE = 64 << 30
libc = ctypes.CDLL(None, use_errno=True)
libc.mmap.restype = ctypes.c_void_p
libc.mmap.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_long]
libc.madvise.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int]
libc.munmap.argtypes = [ctypes.c_void_p, ctypes.c_size_t]


def walk():
    time.sleep({after_s})
    while True:
        address = libc.mmap(None, SIZE, 1, 0x22 | 0x4000, -1, 0)  # PROT_READ; MAP_PRIVATE | ANONYMOUS | NORESERVE
        libc.madvise(address, SIZE, 15)  # MADV_NOHUGEPAGE
        libc.madvise(address, SIZE, 22)  # MADV_POPULATE_READ
        libc.munmap(address, SIZE)


threading.Thread(target=walk).start()
"""


WALK = walk_code(0.0)
# Forks sleeping processes, one more than a stopped child may have (what watch_tax's sleepers do
# cheaper, with clone(CLONE_VM)), and sleeps itself.
FORK_SLEEPERS = f"""
import os, signal
for _ in range({policy.CHILD_PROCESSES}):
    if os.fork() == 0:
        signal.pause()
        os._exit(0)
signal.pause()
"""

# Starts idle threads, one more than a stopped child may have (round 31a's WATCH_BURST), and sleeps.
IDLE_THREADS = f"""
import signal, threading
for _ in range({policy.CHILD_THREADS}):
    threading.Thread(target=signal.pause, daemon=True).start()
signal.pause()
"""


@pytest.fixture(scope="module")
def shared(tmp_path_factory):
    root = tmp_path_factory.mktemp("stopping")
    made = Sandboxes(dict(os.environ))
    try:
        yield made, load_sample(write_sample(root, "a"), root)
    finally:
        made.close()


@pytest.fixture
def sandboxes(shared):
    """The children of one run, with a live child of the sample (a fresh one where a test ended it), none of them
    stopped: a test whose device lock gave its share back last left them to ``stop_all``, whose watch a later
    ``stop_all`` would keep (it does nothing again before ``continue_all``)."""
    made, sample = shared
    made.continue_all()
    made.for_sample(sample, more_follow=False, compiler="pass_mgr")
    return made


@pytest.fixture
def helper(sandboxes):
    """``start(code)``: a process running ``code`` as the pass child's uid, once it runs."""
    if sandboxes.current.uid is None:
        pytest.skip("needs a uid per child (root)")
    if not os.path.exists(SYSTEM_PYTHON):
        pytest.skip(f"no {SYSTEM_PYTHON} for the child's uid to run (the venv's may be closed to it)")
    started = []

    def start(code: str) -> int:
        process = subprocess.Popen([SYSTEM_PYTHON, "-c", code], user=sandboxes.current.uid, cwd="/",
                                   stdin=subprocess.DEVNULL)
        started.append(process)
        time.sleep(0.5)  # its interpreter up and its loop running
        assert process.pid in sandboxes.current.processes()
        return process.pid

    yield start
    for process in started:
        process.kill()
        process.wait()


def _until_it_ran(pid: int, ticks: int) -> None:
    """Until ``pid`` has used ``ticks`` more clock ticks of CPU or was ended (by the stop's watch): a busy host may run
    a continued process not at all for a while (CI: a second-long stall), and what did not run was rightly not seen."""
    since, deadline = procfs.cpu_ticks(pid), time.monotonic() + 60
    while _running(pid) and procfs.cpu_ticks(pid) < since + ticks:
        assert time.monotonic() < deadline, f"process {pid} did not run"
        time.sleep(0.01)


def _running(pid: int) -> bool:
    states = procfs.thread_states(pid)
    return states is not None and any(state not in "ZX" for state in states)


def test_a_child_that_reads_no_request_times_the_send_out(sandboxes):
    """The child keeps its end of the request pipe open and reads nothing (here: stopped); a request
    larger than the pipe's buffer (256 KiB of inputs, under the spill size) is a hang, reported
    after the timeout like a late answer, and the child is ended."""
    child = sandboxes.current
    child.request(protocol.Findings(), 300)  # started and greeted; the answer does not matter here
    for pid in child.processes():  # bubblewrap's and the child's under it
        os.kill(pid, signal.SIGSTOP)
    request = protocol.Prepare("model.py", 1, {"in_0": torch.zeros(128, 512)}, None)
    started = time.monotonic()
    with pytest.raises(SandboxFailed) as failed:
        child.submit(request, 1.0)
    assert 1.0 <= time.monotonic() - started < 10
    assert failed.value.hung
    assert "timed out after 1 s (--passnet-timeout) while sending a request" in str(failed.value)
    assert child.process.poll() is not None


def test_an_honest_child_stays_stopped_and_lives(sandboxes):
    current = sandboxes.current
    with sandboxes.others_stopped(sandboxes.reference) as window:
        assert all(set(procfs.thread_states(pid)) <= set("TZ") for pid in current.processes())
        time.sleep(0.2)
    assert window.broke is None
    assert sandboxes.current is current and current.process.poll() is None


def test_a_pass_child_continued_while_stopped_is_ended_at_once(sandboxes, helper):
    spinning = helper(SPIN)
    with sandboxes.others_stopped(sandboxes.reference) as window:
        os.kill(spinning, signal.SIGCONT)  # what the pass's own timer could send
        time.sleep(0.5)
        assert not _running(spinning), "still running half a second after it was continued"
    assert "[passnet stop] the pass's process ran while it stood stopped" in window.broke
    assert sandboxes.current is None


def test_a_pass_child_whose_thread_runs_on_in_a_system_call_is_ended_before_the_timed_work(sandboxes, helper):
    walking = helper(WALK)
    started = time.monotonic()
    with sandboxes.others_stopped(sandboxes.reference) as window:
        entered = time.monotonic() - started
        assert sandboxes.current is None and not _running(walking)
    assert "[passnet stop] the pass's process kept running after it was stopped" in window.broke
    # The stop's limit (1 s), then the kill and the walker's exit, which tears down 128 MiB of page tables: 2.6 s in
    # session 26's official CI on a loaded 2-core host. A stop that waited for the walk would take 7 s or more.
    assert entered < 5.0


def test_a_pass_child_with_more_processes_than_the_watch_reads_is_ended_before_the_timed_work(sandboxes, helper):
    forking = helper(FORK_SLEEPERS)
    deadline = time.monotonic() + 30
    while len(sandboxes.current.processes()) <= policy.CHILD_PROCESSES:
        assert time.monotonic() < deadline, f"{len(sandboxes.current.processes())} processes after 30 s"
        time.sleep(0.1)
    with sandboxes.others_stopped(sandboxes.reference) as window:
        assert sandboxes.current is None and not _running(forking)
    assert "[passnet stop] the pass's process had " in window.broke
    assert f"processes when it was stopped for the other side's timed work, more than the {policy.CHILD_PROCESSES} " \
           "a child may have then" in window.broke


def test_a_pass_child_with_more_threads_than_the_watch_reads_is_ended_before_the_timed_work(sandboxes, helper):
    threaded = helper(IDLE_THREADS)
    deadline = time.monotonic() + 30
    while procfs.thread_count(threaded) <= policy.CHILD_THREADS:
        assert time.monotonic() < deadline, f"{procfs.thread_count(threaded)} threads after 30 s"
        time.sleep(0.1)
    with sandboxes.others_stopped(sandboxes.reference) as window:
        assert sandboxes.current is None and not _running(threaded)
    assert f"threads when it was stopped for the other side's timed work, more than the {policy.CHILD_THREADS} a " \
           "child may have then" in window.broke


def test_the_watch_reads_no_child_over_the_limit(monkeypatch):
    def read(pid):
        raise AssertionError(f"read process {pid} of a child over the limit")

    monkeypatch.setattr(procfs, "tasks", read)
    with open("/proc/sys/kernel/pid_max") as pid_max:
        first = int(pid_max.read()) + 1  # pids no process has
    over = list(range(first, first + policy.CHILD_PROCESSES + 1))
    watch = _Watch({"over": over})
    assert watch.refused == {"over": TooMany(policy.CHILD_PROCESSES + 1, "processes")}
    assert watch.finish(lambda child: True) == {}


def test_the_watch_takes_a_twentieth_of_the_time_however_long_a_look_takes(monkeypatch):
    """Each look here takes 10 ms (a large tree, a slow /proc): the watch looks about every 200 ms, not
    every 20 ms, and ``finish`` still looks a last time."""
    looks = []

    def slow_look(watch):
        looks.append(time.monotonic())
        time.sleep(0.01)

    monkeypatch.setattr(_Watch, "_look", slow_look)
    watch = _Watch({"child": [os.getpid()]})
    time.sleep(1.0)
    watch.finish(lambda child: False)
    assert 2 <= len(looks) <= 7, f"{len(looks)} looks of 10 ms in a second"


def test_the_first_look_waits_as_long_as_the_first_read_took(monkeypatch):
    """The read at the stop takes 10 ms here (many threads): the first look comes some 190 ms into the other side's
    block, not 20 ms, where one long look would be all the block saw of the watch (round 31a's WATCH_BURST)."""
    read, looks = procfs.tasks, []

    def slow_read(pid):
        time.sleep(0.01)
        return read(pid)

    monkeypatch.setattr(procfs, "tasks", slow_read)
    monkeypatch.setattr(_Watch, "_look", lambda watch: looks.append(time.monotonic()))
    watch = _Watch({"child": [os.getpid()]})
    made = time.monotonic()
    time.sleep(0.5)
    watch.finish(lambda child: False)
    assert looks and looks[0] - made > 0.15, [round(look - made, 3) for look in looks]


# Ignores SIGCHLD (its children are reaped as they end: no zombie is left to see) and forks one that
# ends as soon as it is continued: the round 6a burner, which used less than a clock tick.
ENDS_WHEN_CONTINUED = """
import os, signal
signal.signal(signal.SIGCHLD, signal.SIG_IGN)
pid = os.fork()
if pid == 0:
    signal.signal(signal.SIGCONT, lambda *_: os._exit(0))
    signal.pause()
signal.pause()
"""


def test_a_pass_child_process_that_ends_while_stopped_is_ended(sandboxes, helper):
    manager = helper(ENDS_WHEN_CONTINUED)
    with open(f"/proc/{manager}/task/{manager}/children") as children:
        (burner,) = map(int, children.read().split())
    with sandboxes.others_stopped(sandboxes.reference) as window:
        os.kill(burner, signal.SIGCONT)  # what its own timer could send
        time.sleep(0.3)
    assert f"[passnet stop] the pass's process ran while it stood stopped for the other side's timed work (process " \
           f"{burner} ended between its SIGSTOP and SIGCONT" in window.broke
    assert sandboxes.current is None


def test_a_process_already_ended_when_stopped_may_be_reaped_while_watched():
    """A zombie at the stop (ended before it, its parent not yet waiting) did not run when it goes."""
    ended = subprocess.Popen(["true"])
    while procfs.thread_states(ended.pid) != ["Z"]:
        time.sleep(0.01)
    watch = _Watch({"child": [ended.pid]})
    ended.wait()
    assert watch.finish(lambda child: False) == {}
    assert watch.ran == {}


def _watch_over(monkeypatch, first: dict[int, procfs.Task]) -> tuple[_Watch, int, dict]:
    """A watch over one process (a pid no process has) whose threads ``procfs.tasks`` reads from the
    returned dict: ``first`` at the stop, whatever the test puts there after."""
    with open("/proc/sys/kernel/pid_max") as pid_max:
        pid = int(pid_max.read()) + 1
    threads = dict(first)
    monkeypatch.setattr(procfs, "tasks", lambda read: dict(threads) if read == pid else None)
    return _Watch({"child": [pid]}), pid, threads


def _ran_by_now(watch: _Watch) -> dict:
    watch.finish(lambda child: False)  # a last look; what ran is in ``ran`` whether alive or not
    return watch.ran


def test_a_thread_not_stopped_at_the_stop_lends_its_allowance_to_no_other(monkeypatch):
    """Round 7a's held threads: ten threads in a vfork wait (D) never stop and use nothing; the stopped
    one may not use the 20 ms each of them may take to reach its stop."""
    watch, pid, threads = _watch_over(monkeypatch, {1: procfs.Task("T", 0)} | {
        tid: procfs.Task("D", 0) for tid in range(2, 12)})
    threads[1] = procfs.Task("R", 5_000_000)
    assert _ran_by_now(watch) == {"child": "5.0 ms of CPU"}


def test_a_thread_not_stopped_at_the_stop_may_reach_it_and_no_more(monkeypatch):
    watch, pid, threads = _watch_over(monkeypatch, {1: procfs.Task("T", 0), 2: procfs.Task("D", 0),
                                                    3: procfs.Task("R", 0)})
    threads[2] = procfs.Task("T", _UNSTOPPED_CPU_NS)  # what reaching its stop may take
    del threads[3]  # it was exiting as the stop landed
    assert _ran_by_now(watch) == {}
    watch, pid, threads = _watch_over(monkeypatch, {1: procfs.Task("T", 0), 2: procfs.Task("D", 0)})
    threads[2] = procfs.Task("R", _UNSTOPPED_CPU_NS + 1_000_000)
    assert _ran_by_now(watch) == {"child": f"{(_UNSTOPPED_CPU_NS + 1_000_000) / 1e6:.1f} ms of CPU by thread 2 "
                                           f"of process {pid}, which was not stopped (state D: a vfork wait?) 1 s after "
                                           "its SIGSTOP"}


def test_a_process_started_while_stopped_is_seen_while_it_lives(monkeypatch):
    """Round 7a's spawned workers: one that burns and exits autoreaped before ``finish`` is seen by
    a look, which lists the stopped processes' children."""
    started = []
    monkeypatch.setattr("pytest_passnet.sandbox.process._KERNEL_LISTS_CHILDREN", True)
    monkeypatch.setattr(procfs, "children", lambda parent: list(started))
    watch, pid, threads = _watch_over(monkeypatch, {1: procfs.Task("T", 0)})
    started.append(pid + 1)
    time.sleep(0.2)
    started.clear()  # gone before the last look
    assert watch.ran == {"child": f"process {pid + 1} started (by process {pid})"}
    assert _ran_by_now(watch) == {"child": f"process {pid + 1} started (by process {pid})"}


def _stopped(sandboxes: Sandboxes) -> list[bool]:
    """Per process of the pass's child and the reference: whether all its threads stand stopped."""
    pids = [pid for child in (sandboxes.current, sandboxes.reference) for pid in child.processes()]
    return [all(state in "Tt" for state in procfs.thread_states(pid) or "T") for pid in pids]


class _FileTableHolding:
    """The file-table watch as ``stop_all`` and ``continue_all`` read it, holding one process stopped while the
    host's count stays high."""

    def __init__(self, pid: int):
        self.hold = threading.Lock()
        self.pid = pid
        self.lent = False

    def lend(self) -> None:
        self.lent = True

    def take_back(self) -> list[int]:
        self.lent = False
        return [self.pid]


def test_the_children_stand_stopped_while_the_process_holds_no_share_of_the_device(sandboxes, tmp_path, monkeypatch):
    """Another worker may time the device whenever this one holds neither work nor a turn: this one's
    children stand stopped then (red team round 17a), run again once it works, and a process the
    file-table watch holds is stopped and watched with the rest meanwhile (round 19f: the watch continued it in
    another worker's share), then left stopped to that watch."""
    lock = DeviceLock("cpu", 10.0, tmp_path, sandboxes)
    try:
        with lock.working():
            assert not any(_stopped(sandboxes))
            with lock.alone():  # a timed block: this process's turn, its children as ``others_stopped`` leaves them
                assert not any(_stopped(sandboxes))
        assert all(_stopped(sandboxes))
        with lock.working():
            assert not any(_stopped(sandboxes))
            held = sandboxes.current.processes()[0]
            monkeypatch.setattr(sandboxes.current, "file_table", _FileTableHolding(held))
            procfs.send([held], signal.SIGSTOP)
            while not all(state in "Tt" for state in procfs.thread_states(held)):
                time.sleep(0.001)
        assert sandboxes.current.file_table.lent and held in sandboxes._paused  # stopped and watched with the rest
        with lock.working():
            assert _stopped(sandboxes).count(True) == 1 and all(state in "Tt" for state in procfs.thread_states(held))
            assert not sandboxes.current.file_table.lent
    finally:
        monkeypatch.undo()  # the child's own file-table watch (None here) back before it is ended
        sandboxes.discard()
        lock.close()


def test_a_failed_child_is_ended_inside_the_share_not_after_it_is_given_back(shared, sandboxes, tmp_path, monkeypatch):
    """A variant whose pass child failed: the child is ended while its worker still holds the share,
    so its exit runs beside no other worker's timed block (red team round 19b); a verdict that is
    not the child's (fluctuation) leaves it for the sample's next variant."""
    lock = DeviceLock("cpu", 10.0, tmp_path, sandboxes)
    alive_at_the_stop = []
    stop_all = sandboxes.stop_all

    def watching_stop_all(*args, **kwargs):
        alive_at_the_stop.append(sandboxes.current is not None and _running(sandboxes.current.process.pid))
        return stop_all(*args, **kwargs)

    monkeypatch.setattr(sandboxes, "stop_all", watching_stop_all)
    try:
        pid = sandboxes.current.process.pid
        with pytest.raises(Stop), lock.working(), _failed_children_end_here(sandboxes):
            raise Stop(Status.KERNEL_ERROR, "the kernel failed")
        assert alive_at_the_stop == [False] and sandboxes.current is None and not _running(pid)
        child = sandboxes.for_sample(shared[1], more_follow=False, compiler="pass_mgr")
        with pytest.raises(TurnTimeout), lock.working(), _failed_children_end_here(sandboxes):
            raise TurnTimeout("no turn")
        assert alive_at_the_stop == [False, True] and sandboxes.current is child
    finally:
        monkeypatch.undo()
        lock.close()


class _Tree:
    """A pass child as ``stop_all`` reads one: a process and what it started."""

    file_table = None

    def __init__(self, code: str):
        self.process = subprocess.Popen([SYSTEM_PYTHON, "-c", code], stdout=subprocess.PIPE, text=True)
        assert self.process.stdout.readline() == "ready\n"

    def processes(self) -> list[int]:
        return _process_trees([self.process.pid]) if self.process.poll() is None else []

    def close(self) -> None:
        procfs.send(self.processes(), signal.SIGKILL)
        self.process.wait()

    kill = close

    def set_aside_realtime(self):  # nothing armed its answer: no thread was made real-time
        return contextlib.nullcontext()


_UNREAPED = "import os, time\nif os.fork() == 0:\n    os._exit(0)\ntime.sleep(0.2)\nprint('ready', flush=True)\ntime.sleep(60)"
# posix_spawn's child opens a FIFO nobody writes before its exec: the parent waits in vfork (state D).
_IN_VFORK = ("import os, time\nfifo = os.path.join({folder!r}, 'fifo')\nos.mkfifo(fifo)\nif os.fork() == 0:\n"
             "    os.posix_spawn('/bin/true', ['true'], {{}}, file_actions=[(os.POSIX_SPAWN_OPEN, 3, fifo, os.O_RDONLY, 0)])\n"
             "time.sleep(0.2)\nprint('ready', flush=True)\ntime.sleep(60)")


@pytest.mark.parametrize("what", ["zombie", "vfork"])
def test_stop_all_keeps_an_honest_child_whose_tree_holds_a_process_that_cannot_stop(what, tmp_path):
    """A zombie never changes state, and a vfork parent stops only once its child execs: neither runs
    code of its own, so neither is taken for a pass child that keeps running."""
    tree = _Tree(_UNREAPED if what == "zombie" else _IN_VFORK.format(folder=str(tmp_path)))
    sandboxes = sandboxes_holding(tree)
    try:
        states = [procfs.thread_states(pid) for pid in tree.processes()]
        assert any(state in (["Z"], ["D"]) for state in states), states
        sandboxes.stop_all()
        assert sandboxes.current is tree and tree.process.poll() is None
        assert all(state in "TtZD" for pid in tree.processes() for state in procfs.thread_states(pid) or "T")
        sandboxes.continue_all()
        assert not any(procfs.all_stopped(pid) for pid in tree.processes() if procfs.thread_states(pid) != ["Z"])
    finally:
        tree.close()


@pytest.mark.parametrize("user, system, ran", [
    (1, 40, {}),  # killed from outside: its exit freed its GiB in the kernel
    (30, 0, {"child": "30 clock ticks of CPU in user code and 0 in the kernel by processes that ended while they "
                      "stood stopped"}),
    (0, 80, {"child": "0 clock ticks of CPU in user code and 80 in the kernel by processes that ended while they "
                      "stood stopped"})])
def test_a_stopped_process_that_ended_is_held_to_what_its_zombie_used(monkeypatch, user, system, ran):
    """Killed from outside (the OOM killer's first pick is a child, rounds 19a and 19b) a stopped process
    ends having run nothing of its own: not a finding; one that was continued and burned before it
    ended is."""
    used = {"now": (100, 100)}
    monkeypatch.setattr(procfs, "user_and_system_ticks", lambda pid: used["now"])
    monkeypatch.setattr(procfs, "resident", lambda pid: procfs.Resident(2**30, 0))  # its exit may take 2 + 40 ticks
    watch, pid, threads = _watch_over(monkeypatch, {1: procfs.Task("T", 0), 2: procfs.Task("T", 0)})
    monkeypatch.setattr(procfs, "ending", lambda read: read == pid)
    threads.clear()
    threads[1] = procfs.Task("Z", 0)
    used["now"] = (100 + user, 100 + system)
    assert _ran_by_now(watch) == ran


# Maps one 16 MiB shared-memory file 16 times, reading each page of each mapping (256 MiB resident, 16 MiB of
# memory), says "ready", and sleeps.
_MAPPED_MANY_TIMES = """
import mmap, os, time
fd = os.memfd_create("mapped")
os.write(fd, b"\\1" * (16 << 20))
views = [mmap.mmap(fd, 16 << 20, flags=mmap.MAP_SHARED, prot=mmap.PROT_READ) for _ in range(16)]
for view in views:
    for offset in range(0, len(view), mmap.PAGESIZE):
        view[offset]
print("ready", flush=True)
time.sleep(60)
"""


def test_an_exit_is_allowed_for_each_page_once_however_often_it_is_mapped(monkeypatch):
    """Round 19f (b): a page mapped many times is resident once per mapping; a stopped process's exit allowance
    counts it once (smaps_rollup's Pss), so mapping one file over and over buys none; past the pages a stop walks
    (the pass chooses how many it maps), its file and shared-memory pages count up to 128 MiB."""
    monkeypatch.setattr(procfs, "swap_configured", lambda: False)  # with swap nothing is walked (round 21b)
    tree = _Tree(_MAPPED_MANY_TIMES)
    try:
        pid = tree.process.pid
        per_mapping = STOPPED_CPU_TICKS + math.ceil(procfs.resident_bytes(pid) / 2**30 * _EXIT_CPU_TICKS_PER_GIB)
        assert per_mapping >= 12  # 256 MiB and the interpreter's pages
        assert _exit_ticks([pid])[pid] <= STOPPED_CPU_TICKS + 2  # 16 MiB and the interpreter's
        monkeypatch.setattr("pytest_passnet.sandbox.process._WALKED_AT_A_STOP", 0)
        assert _exit_ticks([pid])[pid] <= STOPPED_CPU_TICKS + 6
    finally:
        tree.close()


# The same, and 1 GiB read and never written (private, no huge pages): the zero page in every entry, no resident
# page, 2 MiB of page tables, each entry walked by smaps_rollup.
_ZERO_PAGES = """
zero = mmap.mmap(-1, 1 << 30, flags=mmap.MAP_PRIVATE, prot=mmap.PROT_READ)
zero.madvise(mmap.MADV_NOHUGEPAGE)
for offset in range(0, len(zero), mmap.PAGESIZE):
    zero[offset]
"""
_MAPPED_MANY_TIMES_AND_ZERO_PAGES = _MAPPED_MANY_TIMES.replace('print("ready"', _ZERO_PAGES + 'print("ready"')


def test_a_walk_is_charged_what_the_page_tables_map_resident_or_not(monkeypatch):
    """Round 20c (b): smaps_rollup visits every page-table entry, and the zero page is no resident page; a walk
    is charged at least what the process's page tables map (VmPTE, 2 MiB a 4 KiB table), so a process whose
    page tables map more than the stop's walks have left is not walked (its shared pages count to 128 MiB)."""
    monkeypatch.setattr("pytest_passnet.sandbox.process._WALKED_AT_A_STOP", 512 << 20)
    monkeypatch.setattr(procfs, "swap_configured", lambda: False)  # with swap nothing is walked (round 21b)
    plain, zero_pages = _Tree(_MAPPED_MANY_TIMES), _Tree(_MAPPED_MANY_TIMES_AND_ZERO_PAGES)
    try:
        held = procfs.resident(zero_pages.process.pid)
        assert held.page_tables >= 2 << 20 and held.anonymous < 64 << 20  # the play: page tables, no resident page
        assert _exit_ticks([plain.process.pid])[plain.process.pid] <= STOPPED_CPU_TICKS + 2  # walked: 256 MiB counted
        assert STOPPED_CPU_TICKS + 2 < _exit_ticks([zero_pages.process.pid])[zero_pages.process.pid] <= STOPPED_CPU_TICKS + 6
    finally:
        plain.close()
        zero_pages.close()


def test_a_pass_child_continued_while_its_worker_holds_no_share_is_ended_and_says_why(sandboxes, helper):
    """What ``stop_all`` stopped is watched until ``continue_all`` (rounds 18a, 19a: a child continued
    by its own stderr or a helper's death ran beside another worker's timed block); the request that
    finds the child dead says why."""
    spinning = helper(SPIN)
    child = sandboxes.current
    sandboxes.stop_all()
    os.kill(spinning, signal.SIGCONT)  # what a route to SIGCONT would send
    _until_it_ran(spinning, ticks=5)
    sandboxes.continue_all()
    assert child.process.poll() is not None and not _running(spinning)
    with pytest.raises(SandboxFailed) as failed:
        child.request(protocol.Findings(), 30)
    assert "[passnet stop] the pass's process ran while its worker held no share of the device (" in str(failed.value)


def test_an_honest_child_stopped_while_its_worker_holds_no_share_lives(sandboxes):
    child = sandboxes.current
    sandboxes.stop_all()
    time.sleep(0.3)
    sandboxes.continue_all()
    assert sandboxes.current is child and child.process.poll() is None and child.ended_for is None
