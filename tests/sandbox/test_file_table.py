"""The file-table watch against real processes that open files (red team rounds 12a and 13a: a
child's processes together could fill ``fs.file-max``, as descriptors or as mappings of closed
files): one that holds a share of the host's table is killed and named; one that holds a few
hundred files, as an honest child does, is left alone."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from pytest_passnet.sandbox import file_table, procfs
from pytest_passnet.sandbox.process import _process_trees

# Forks until the processes together hold FILES open files, as descriptors ("fds", as many as its
# limit lets each) or as mappings of files it then closed ("mapped": no descriptor to count, 60,000 a
# process, under vm.max_map_count), says "held", and waits.
HOLDER = """
import ctypes, mmap, os, resource, sys, time
files, how = int(sys.argv[1]), sys.argv[2]
libc = ctypes.CDLL(None, use_errno=True)
libc.mmap.restype, libc.mmap.argtypes = ctypes.c_void_p, [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int, ctypes.c_int,
                                                          ctypes.c_int, ctypes.c_long]
soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
each = min(hard - 16 if how == "fds" else 60000, files)


def hold(count):
    kept = []
    for _ in range(count):
        fd = os.open("/dev/zero", os.O_RDONLY)
        if how == "fds":
            kept.append(fd)
        else:  # libc's mmap: Python's mmap object keeps a descriptor of its own
            kept.append(libc.mmap(None, 4096, mmap.PROT_READ, mmap.MAP_SHARED, fd, 0))
            os.close(fd)
    return kept


children = []
while files > 0:
    pid = os.fork()
    if pid == 0:
        held = hold(min(each, files))
        time.sleep(60)
        os._exit(0)
    children.append(pid)
    files -= each
time.sleep(min(30, 0.5 + len(children) * 0.05))
print("held", flush=True)
time.sleep(60)
"""


def _holder(files: int, how: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-c", HOLDER, str(files), how], stdout=subprocess.PIPE, text=True,
                            start_new_session=True)


def _end(holder: subprocess.Popen) -> None:
    try:
        os.killpg(holder.pid, signal.SIGKILL)  # its forks too
    except ProcessLookupError:
        pass
    holder.wait()


@pytest.mark.skipif(file_table.allocated_files() is None, reason="no /proc/sys/fs/file-nr here")
@pytest.mark.parametrize("how", ["fds", "mapped"])
def test_a_child_holding_a_share_of_the_host_file_table_is_killed_and_named(how, alone_on_the_file_table):
    holder = _holder(2 * file_table.GROWTH_FILES, how)
    watch = file_table.FileTableWatch(lambda: _process_trees([holder.pid]))
    try:
        holder.wait(timeout=60)
    finally:
        watch.stop()
        _end(holder)
    assert holder.returncode == -9, holder.stdout.read()
    verdict = watch.verdict()
    assert verdict and "a pass may not fill the host's file table" in verdict, verdict


@pytest.mark.skipif(file_table.allocated_files() is None, reason="no /proc/sys/fs/file-nr here")
def test_a_child_holding_what_an_honest_one_does_is_left_alone(alone_on_the_file_table):
    holder = _holder(900, "fds")
    watch = file_table.FileTableWatch(lambda: _process_trees([holder.pid]))
    try:
        assert holder.stdout.readline().strip() == "held"
        time.sleep(5 * file_table.PERIOD_S)
        assert holder.poll() is None and watch.verdict() is None
    finally:
        watch.stop()
        _end(holder)


def _watch_holding(monkeypatch, turns: Path) -> tuple[file_table.FileTableWatch, subprocess.Popen, dict]:
    """A watch over a sleeping process, over a host count the test plays (``host["files"]``), once it holds the
    process after its files grew, through a window in which another process's files came too (the count moved:
    it is held for the next turn, not ended). Its turn file is in ``turns``: it neither reads the host's count
    nor takes the host's turn, so these tests need no turn of their own among the host's file-table fillers."""
    host = {"files": 1_000_000}
    monkeypatch.setattr(file_table, "allocated_files", lambda: host["files"])
    monkeypatch.setattr(file_table, "turn_path", lambda: str(turns / "turn.lock"))
    sleeper = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"], start_new_session=True)
    watch = file_table.FileTableWatch(lambda: _process_trees([sleeper.pid]))
    host["files"] += 2 * file_table.GROWTH_FILES
    deadline = time.monotonic() + 5
    while not watch.holding() and time.monotonic() < deadline:
        time.sleep(0.001)
    assert watch.held() == [sleeper.pid]
    host["files"] += file_table.GROWTH_FILES // 2
    return watch, sleeper, host


def _stopped(pid: int) -> bool:
    return all(state in "Tt" for state in procfs.thread_states(pid) or "")


def test_a_lent_watch_continues_nothing_and_hands_back_only_what_it_still_holds(monkeypatch, tmp_path):
    """Round 19f (a): from the worker's ``stop_all`` (``lend``) to its ``continue_all`` (``take_back``) the worker
    has the child stopped for another worker's share: where the host's count falls back meanwhile the watch lets
    go of what it held without continuing it (the worker's ``continue_all`` does), and hands back nothing."""
    watch, sleeper, host = _watch_holding(monkeypatch, tmp_path)
    try:
        with watch.hold:  # stop_all's: after the watch's window
            watch.lend()
            host["files"] = 1_000_000 + file_table.GROWTH_FILES // 2  # another process's files went
        deadline = time.monotonic() + 5
        while watch.holding() and time.monotonic() < deadline:
            time.sleep(0.001)
        time.sleep(2 * file_table.PERIOD_S)
        assert not watch.holding() and _stopped(sleeper.pid)
        with watch.hold:
            assert watch.take_back() == []
        assert sleeper.poll() is None and watch.ended_for is None
    finally:
        watch.stop()
        _end(sleeper)


def test_a_watch_taken_back_still_holding_continues_the_child_once_the_count_falls_back(monkeypatch, tmp_path):
    """What the watch still holds at ``continue_all`` is handed back to it, stays stopped, and is continued by the
    watch once the host's count falls back: the watch's own hold outlasts the worker's."""
    watch, sleeper, host = _watch_holding(monkeypatch, tmp_path)
    try:
        with watch.hold:  # stop_all's and continue_all's, with no turn of the watch's between
            watch.lend()
            assert watch.take_back() == [sleeper.pid]
            host["files"] = 1_000_000 + file_table.GROWTH_FILES // 2
        deadline = time.monotonic() + 5
        while _stopped(sleeper.pid) and time.monotonic() < deadline:
            time.sleep(0.001)
        assert not _stopped(sleeper.pid) and not watch.holding() and sleeper.poll() is None
    finally:
        watch.stop()
        _end(sleeper)


def _until_judged(watch: file_table.FileTableWatch) -> None:
    deadline = time.monotonic() + 5
    while not watch._end_due and time.monotonic() < deadline:
        time.sleep(0.001)


def test_a_lent_watch_ends_the_child_it_judged_only_when_taken_back(monkeypatch, tmp_path):
    """Round 20c (a): while lent the watch still judges, but a child whose files it would end it for is ended at
    ``take_back`` (the worker's ``continue_all``, inside its share, after its stop watch's last look), not in
    another worker's share, and the verdict is the watch's own."""
    monkeypatch.setattr(file_table, "GIVE_BACK_S", 0.2)  # the played count gives nothing back
    watch, sleeper, host = _watch_holding(monkeypatch, tmp_path)
    try:
        with watch.hold:  # stop_all's
            watch.lend()
        _until_judged(watch)  # the count stands still: a window, then judged
        with watch.hold:  # after the watch's window
            assert sleeper.poll() is None and _stopped(sleeper.pid) and watch.verdict() is None
            assert watch.take_back() == []
        assert sleeper.wait(timeout=5) == -signal.SIGKILL
        assert "another process's on this host: run the variant again" in watch.verdict()
    finally:
        watch.stop()
        _end(sleeper)


def test_a_lent_watch_ends_nothing_at_take_back_once_the_count_fell_back(monkeypatch, tmp_path):
    """What ending the child gives back is measured from ``take_back``: where the other process's files went
    since the judgement, the growth is gone and the child is not ended (it goes on once the worker continues it)."""
    watch, sleeper, host = _watch_holding(monkeypatch, tmp_path)
    try:
        with watch.hold:
            watch.lend()
        _until_judged(watch)
        with watch.hold:
            host["files"] = 1_000_000 + file_table.GROWTH_FILES // 2  # another process's files went
            assert watch.take_back() == [sleeper.pid]  # held still: the watch continues it at its next turn
        deadline = time.monotonic() + 5
        while _stopped(sleeper.pid) and time.monotonic() < deadline:
            time.sleep(0.001)
        assert sleeper.poll() is None and not _stopped(sleeper.pid) and watch.verdict() is None
    finally:
        watch.stop()
        _end(sleeper)


@pytest.mark.skipif(os.geteuid() != 0, reason="a real-time thread needs CAP_SYS_NICE")
def test_the_watch_thread_is_real_time_and_the_caller_is_not():
    """Round 43a's control under CI's load: a watch at nice 0 waited for busy threads' time slices and read memory near
    empty, and the OOM killer ended an honest child first. The watch's own thread is ``SCHED_FIFO``; the thread that
    made the watch, and what it forks, are scheduled as before."""
    sleeper = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    watch = file_table.FileTableWatch(lambda: [sleeper.pid])
    try:
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline:
            threads = [thread for thread in threading.enumerate() if thread.name == "passnet-file-table"]
            if threads and os.sched_getscheduler(threads[-1].native_id) & ~os.SCHED_RESET_ON_FORK == os.SCHED_FIFO:
                break
            time.sleep(0.01)
        else:
            pytest.fail("the watch's thread did not become real-time")
        assert os.sched_getscheduler(0) == os.SCHED_OTHER
        assert os.sched_getscheduler(sleeper.pid) == os.SCHED_OTHER
    finally:
        watch.stop()
        sleeper.kill()
        sleeper.wait()
