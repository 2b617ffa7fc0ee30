"""Round 15a's mechanisms: the file-table watch beside another worker's (two fillers, ``standin15a.py``
running ``fill15a.py`` confined; the host's turn held through a timed block, or by another user), and the
host's memory outside any resident set (``mem15a.py``)."""

from __future__ import annotations

import contextlib
import os
import pwd
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from pytest_passnet.sandbox import file_table, procfs
from tests.adversarial.redteam import standins
from tests.adversarial.redteam.round10a import attacks10a
from tests.sandbox import host_file_table
from tests.sandbox.configurations import TEST_USER

HERE = Path(__file__).parent
TESTS_ROOT = Path(__file__).resolve().parents[4]
# The rule at a small scale (round 14's): the watch looks at 16,384 files of growth, a quarter of it "moved".
GROWTH = 16384
# Each filler's pace and cap: a window (STILL_S, 0.5 s) of the other's filling moves the count by 15,000,
# far past a quarter of GROWTH; the cap stays under one process's 65,530 mappings (vm.max_map_count).
RATE = 30_000
CAP = 57_344  # 3.5x GROWTH
# Synthetic host counts for the turn attacks: past the product's real GROWTH_FILES.
JUMP = 140_000


def standin(script: str, count: int, settle_s: float, *args: str, user: str | None = None,
            extra_env: dict[str, str] | None = None) -> dict:
    """``standin15a.py``'s record of ``count`` children running ``script`` confined, each under a watch of its
    own, started by a trusted side run as ``user`` (None: this process's)."""
    return standins.record_as(user, HERE / "standin15a.py", str(GROWTH), str(count), str(settle_s), str(HERE / script),
                              *args, env=extra_env)


def fillers(count: int, user: str | None = None) -> dict:
    """``count`` workers' children, each filling RATE a second up to CAP, each under its own worker's watch."""
    with host_file_table.alone():
        return standin("fill15a.py", count, 15.0, str(RATE), str(CAP), user=user)


def filler_holding_the_turn(user: str | None = None) -> dict:
    """One child, confined as where Landlock is missing (the WARNING mode), takes the host's turn file and
    fills RATE a second up to CAP. The trusted side's temporary folder is a private stand-in for /tmp (its
    turn file, the child's folders), so the host's own turn stays free. No settle: whether the filler lived once it
    said done is read before it (and its watch waits up to TURN_WAIT_S, 11.5 s, for a turn the child holds)."""
    shared = Path(tempfile.mkdtemp(prefix="passnet-r15a-tmp-"))
    shared.chmod(0o1777)
    turn = _turn_file_of(user, shared)
    try:
        with host_file_table.alone():
            return standin("fill15a.py", 1, 0.0, str(RATE), str(CAP), str(turn), user=user,
                           extra_env={"TMPDIR": str(shared), "STANDIN_WITHOUT": "landlock"})
    finally:
        shutil.rmtree(shared, ignore_errors=True)


def memory_outside_resident_sets(mib: int, user: str | None = None) -> dict:
    """Child 0 holds ``mib`` MiB in a memfd it never maps; child 1, ``mib``/2 MiB of ordinary memory."""
    return standin("mem15a.py", 2, 0.0, str(mib), user=user)


@contextlib.contextmanager
def _sleeper():
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"], start_new_session=True)
    try:
        yield child
    finally:
        child.kill()
        child.wait()


def _stopped(pid: int) -> bool:
    """Stopped, or already ended by the watch (a zombie until the test reaps it)."""
    return all(state in "TtZX" for state in procfs.thread_states(pid) or "?")


def _synthetic_count(monkeypatch, jumps: list[float]) -> None:
    """The host's count grows by JUMP at each of ``jumps`` (seconds from now), and never falls."""
    start = time.monotonic()
    monkeypatch.setattr(file_table, "allocated_files",
                        lambda: 1_000 + JUMP * sum(time.monotonic() - start > at for at in jumps))


def turn_held_through_a_timed_block(monkeypatch, turns: Path, block: bool = True) -> dict:
    """Worker A's pass child grows past GROWTH_FILES at 0.1 s, just as A's pipeline stops it for the reference's
    timed work (``others_stopped`` holds A's ``hold`` for the block, 2.2 s here; a block lasts the reference's
    trials). Worker B's child (another pass) grows past it at 0.6 s. Returns whether B's watch had stopped B's
    child within 3 s of that (six times STILL_S: time to take the turn, read the count, stop on a loaded
    host; far under TURN_WAIT_S, after which a watch blinded by the turn would go alone). ``block`` False:
    the control, no timed block on A; A's watch may then end A first on a loaded host (it judged after B's
    growth, so its window stood still) and keep the turn while it sees what that gave back: B's watch
    waits for the turn, so the control waits TURN_WAIT_S longer."""
    monkeypatch.setattr(tempfile, "tempdir", str(turns))  # a turn of this test's own: the host's stays free
    _synthetic_count(monkeypatch, [0.1, 0.6])
    with _sleeper() as a, _sleeper() as b:
        watch_a = file_table.FileTableWatch(lambda: [a.pid] if a.poll() is None else [])
        watch_b = None
        try:
            with watch_a.hold if block else contextlib.nullcontext():  # others_stopped(reference) on worker A
                os.kill(a.pid, signal.SIGSTOP)
                time.sleep(0.3)
                watch_b = file_table.FileTableWatch(lambda: [b.pid] if b.poll() is None else [])
                deadline = time.monotonic() + 0.3 + 3.0 + (0 if block else file_table.TURN_WAIT_S)
                while not _stopped(b.pid) and time.monotonic() < deadline:
                    time.sleep(file_table.PERIOD_S)
                found = {"b_stopped": _stopped(b.pid), "b_ended_for": watch_b.ended_for}
                watch_a.stop()  # neither watch acts once the block ends: the test is over
                watch_b.stop()
        finally:
            watch_a.stop()
            if watch_b:
                watch_b.stop()
    return found


def turn_held_by_another_user(monkeypatch, how: str) -> dict:
    """Another user of the host (or a pass's child in process mode without Landlock, which reaches /tmp)
    holds the host's turn file: ``flock`` (it opens it read-only, as the product's watches do), or ``fifo``
    (it made a FIFO of that name first: the watch's read-only open waits for a writer), or ``none`` (the
    control). A child then grows past GROWTH_FILES; returns whether its watch had stopped it by 1.5 s later."""
    shared = Path(tempfile.mkdtemp(prefix="passnet-r15a-tmp-"))  # as /tmp: world-writable and sticky
    shared.chmod(0o1777)
    lock = shared / Path(file_table.turn_path()).name  # the name this process's watch opens
    hold = {"flock": "import fcntl, os, sys, time\nfd = os.open(sys.argv[1], os.O_RDONLY | os.O_CREAT, 0o644)\n"
                     "fcntl.flock(fd, fcntl.LOCK_EX)\nprint('ready', flush=True)\ntime.sleep(60)\n",
            "fifo": "import os, sys, time\nos.mkfifo(sys.argv[1], 0o644)\nprint('ready', flush=True)\ntime.sleep(60)\n",
            "none": "print('ready', flush=True)\n"}[how]
    holder = subprocess.Popen(["setpriv", f"--reuid={TEST_USER}", f"--regid={TEST_USER}", "--clear-groups", "--",
                               sys.executable, "-c", hold, str(lock)], stdout=subprocess.PIPE, text=True, cwd="/")
    watch = None
    try:
        assert holder.stdout.readline().strip() == "ready", "the other user's holder did not start"
        monkeypatch.setattr(tempfile, "tempdir", str(shared))
        _synthetic_count(monkeypatch, [0.1])
        with _sleeper() as child:
            watch = file_table.FileTableWatch(lambda: [child.pid] if child.poll() is None else [])
            deadline = time.monotonic() + 0.1 + 1.5
            while not _stopped(child.pid) and time.monotonic() < deadline:
                time.sleep(file_table.PERIOD_S)
            found = {"stopped": _stopped(child.pid), "ended_for": watch.ended_for}
            watch.stop()
    finally:
        if watch:
            watch.stop()
        holder.kill()
        holder.wait()
        if how == "fifo" and lock.exists():  # a watch waiting in open() for a writer: give it one
            with contextlib.suppress(OSError):
                os.close(os.open(lock, os.O_WRONLY | os.O_NONBLOCK))
        shutil.rmtree(shared, ignore_errors=True)
    return found


def reach_the_turn_file(user: str | None = None, without: str = "") -> dict:
    """What a process-mode child (``reach15a.py``) got trying the host's turn file; ``without``: confinement
    steps left out, as on a host where the probe saw them fail (``landlock``: no Landlock)."""
    turn = _turn_file_of(user, Path(tempfile.gettempdir()))
    extra = {"STANDIN_WITHOUT": without} if without else None
    return attacks10a.confined(str(HERE / "reach15a.py"), str(turn), user=user, extra_env=extra,
                               pythonpath=f"{attacks10a.REPO}:{TESTS_ROOT}")["child"]


def _turn_file_of(user: str | None, folder: Path) -> Path:
    """The turn file a trusted side run as ``user`` (None: this process's) uses in ``folder``, made as its
    first watch makes it: its own, mode 0600."""
    uid = pwd.getpwnam(user).pw_uid if user else os.getuid()
    path = folder / f"passnet-file-table-{uid}.lock"
    if not path.exists():
        os.close(os.open(path, os.O_RDONLY | os.O_CREAT, 0o600))
        os.chown(path, uid, -1)
    return path
