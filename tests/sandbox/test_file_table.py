"""The file-table watch against real processes that open files (red team rounds 12a and 13a: a
child's processes together could fill ``fs.file-max``, as descriptors or as mappings of closed
files): one that holds a share of the host's table is killed and named; one that holds a few
hundred files, as an honest child does, is left alone."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest

from pytest_passnet.sandbox import file_table
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
