"""The file-table watch against real processes that open files (red team round 12a: a child's
processes together could fill ``fs.file-max``): one that holds a share of the host's table is
killed and named; one that holds a few hundred files, as an honest child does, is left alone."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest

from pytest_passnet.sandbox import file_table
from pytest_passnet.sandbox.process import _process_trees

# Forks until the processes together hold FILES open files (each as many as its limit lets it),
# says "held", and waits.
HOLDER = """
import os, resource, sys, time
files = int(sys.argv[1])
soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
each = min(hard - 16, files)
children = []
while files > 0:
    pid = os.fork()
    if pid == 0:
        held = [os.open("/dev/null", os.O_RDONLY) for _ in range(min(each, files))]
        time.sleep(60)
        os._exit(0)
    children.append(pid)
    files -= each
time.sleep(min(30, 0.5 + len(children) * 0.05))
print("held", flush=True)
time.sleep(60)
"""


def _holder(files: int) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-c", HOLDER, str(files)], stdout=subprocess.PIPE, text=True,
                            start_new_session=True)


def _end(holder: subprocess.Popen) -> None:
    try:
        os.killpg(holder.pid, signal.SIGKILL)  # its forks too
    except ProcessLookupError:
        pass
    holder.wait()


@pytest.mark.skipif(file_table.allocated_files() is None, reason="no /proc/sys/fs/file-nr here")
def test_a_child_holding_a_share_of_the_host_file_table_is_killed_and_named():
    holder = _holder(2 * file_table.GROWTH_FILES)
    watch = file_table.FileTableWatch(lambda: _process_trees([holder.pid]))
    try:
        holder.wait(timeout=60)
    finally:
        watch.stop()
        _end(holder)
    assert holder.returncode == -9, holder.stdout.read()
    assert watch.ended_for and "open files" in watch.ended_for and "file table" in watch.ended_for, watch.ended_for


@pytest.mark.skipif(file_table.allocated_files() is None, reason="no /proc/sys/fs/file-nr here")
def test_a_child_holding_what_an_honest_one_does_is_left_alone():
    holder = _holder(900)
    watch = file_table.FileTableWatch(lambda: _process_trees([holder.pid]))
    try:
        assert holder.stdout.readline().strip() == "held"
        time.sleep(5 * file_table.PERIOD_S)
        assert holder.poll() is None and watch.ended_for is None
    finally:
        watch.stop()
        _end(holder)
