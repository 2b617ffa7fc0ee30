"""The pass's process group stopped and continued in one call (``sandbox.pass_group``): real processes, a child in a
session of its own as ``Sandbox`` starts one (a thread and a forked process spinning), and under bubblewrap, whose
``--new-session`` makes the group inside its PID namespace, below the launcher the trusted side started."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time

import pytest

from pytest_passnet.sandbox import procfs
from pytest_passnet.sandbox.pass_group import PassGroup
from pytest_passnet.sandbox.process import _process_trees

# Prints its pid, then spins on two threads and in a forked process.
_SPINNER = """
import os, threading
def spin():
    while True:
        pass
if os.fork() == 0:
    spin()
threading.Thread(target=spin, daemon=True).start()
print(os.getpid(), flush=True)
spin()
"""


def _started(argv: list[str]) -> subprocess.Popen:
    """Started as ``Sandbox`` starts a child (a session of its own), once its spinners run."""
    child = subprocess.Popen(argv, stdout=subprocess.PIPE, text=True, start_new_session=True)
    child.stdout.readline()
    return child


def _comm(pid: int) -> str:
    with open(f"/proc/{pid}/comm") as comm:
        return comm.read().strip()


def _until(check, limit_s: float = 2.0) -> bool:
    deadline = time.monotonic() + limit_s
    while not check() and time.monotonic() < deadline:
        time.sleep(0.005)
    return check()


def _cpu(pids: list[int]) -> int:
    return sum(procfs.cpu_ticks(pid) or 0 for pid in pids)


def _ended(child: subprocess.Popen) -> None:
    child.kill()
    child.wait()


def test_one_call_stops_every_process_and_thread_of_the_group_and_one_continues_them():
    child = _started([sys.executable, "-c", _SPINNER])
    group = PassGroup(child.pid, nested=False)
    try:
        pids = _process_trees([child.pid])
        assert group.number() == child.pid and len(pids) == 2
        assert group.send(signal.SIGSTOP)
        assert _until(lambda: all(procfs.all_stopped(pid) for pid in pids))
        used = _cpu(pids)
        time.sleep(0.2)
        assert _cpu(pids) == used  # stood stopped: no tick on three spinning threads
        group.resume()
        assert _until(lambda: _cpu(pids) > used + 5)
    finally:
        group.send(signal.SIGKILL)
        group.close()
        _ended(child)


def test_a_group_whose_first_process_is_gone_is_not_signalled():
    """Its number may be another process's group once its first process is reaped: nothing is sent, and the caller
    hears so (the file-table watch then stops the child process by process)."""
    child = _started([sys.executable, "-c", _SPINNER])
    group = PassGroup(child.pid, nested=False)
    (fork,) = set(_process_trees([child.pid])) - {child.pid}
    try:
        assert group.number() == child.pid
        child.kill()
        child.wait()  # reaped: the number's process is gone, the fork still spins in the group
        assert not group.send(signal.SIGSTOP)
        assert not procfs.all_stopped(fork)
    finally:
        procfs.send([fork], signal.SIGKILL)
        group.close()


def test_a_closed_group_is_not_signalled():
    child = _started([sys.executable, "-c", _SPINNER])
    group = PassGroup(child.pid, nested=False)
    try:
        assert group.number() == child.pid
        pidfd = group._found[1]
        group.close()
        assert group.number() is None and not group.send(signal.SIGSTOP)
        with pytest.raises(OSError):
            os.fstat(pidfd)  # closed, not left open
    finally:
        procfs.send(_process_trees([child.pid]), signal.SIGKILL)
        _ended(child)


def _bwrap_runs() -> bool:
    if not shutil.which("bwrap"):
        return False
    done = subprocess.run(["bwrap", "--dev-bind", "/", "/", "--unshare-pid", "true"], capture_output=True, check=False)
    return done.returncode == 0


@pytest.mark.skipif(not _bwrap_runs(), reason="bubblewrap is not installed or cannot run here")
def test_under_bubblewrap_the_group_is_the_session_made_inside_the_namespace():
    child = _started(["bwrap", "--die-with-parent", "--new-session", "--unshare-pid", "--dev-bind", "/", "/",
                             sys.executable, "-c", _SPINNER])
    group = PassGroup(child.pid, nested=True)
    try:
        inside = _process_trees([child.pid])[1:]  # the namespace's first process (bubblewrap's), and the pass's two
        passes = [pid for pid in inside if _comm(pid) != "bwrap"]
        assert len(inside) == 3 and len(passes) == 2 and group.number() not in (None, child.pid)
        assert group.send(signal.SIGSTOP)
        assert _until(lambda: all(procfs.all_stopped(pid) for pid in inside))
        assert not procfs.all_stopped(child.pid)  # the launcher started here, in the child's own session
        group.resume()
        used = _cpu(passes)
        assert _until(lambda: _cpu(passes) > used + 5)
    finally:
        group.send(signal.SIGKILL)
        group.close()
        _ended(child)
