"""Round 31a (cheap, in the normal suite): WATCH_BURST, the stop watch's look over the pass's stopped child, which
runs inside eager's timed block (``Sandboxes.others_stopped``'s ``_Watch``), reads three /proc files for every thread of
the child; threads are not bounded where processes are (``policy.CHILD_PROCESSES``), so a pass's idle threads make
that look as long as eager's whole block of CPU trials (fixed since cac77c9d: a child over ``policy.CHILD_THREADS``
is refused, and the first look waits as any other). Counted (files opened), not timed."""

from __future__ import annotations

import os
import signal
import time

import pytest

from pytest_passnet.sandbox import procfs, process
from tests.adversarial.redteam.round31a import watch31a

IDLE_THREADS = 2000  # well under policy.CHILD_TASKS (4,096 a uid)


@pytest.fixture(scope="module")
def stopped_trees():
    """Two stand-ins of a pass's child, stopped as ``others_stopped`` stops it: the honest one (5 threads) and one
    with ``IDLE_THREADS`` idle threads."""
    trees = {"honest": watch31a._Child(watch31a._start(watch31a._TREE, str(watch31a.HONEST_THREADS))),
             "burst": watch31a._Child(watch31a._start(watch31a._TREE, str(IDLE_THREADS)))}
    try:
        for tree in trees.values():
            os.kill(tree.process.pid, signal.SIGSTOP)
        deadline = time.monotonic() + 10
        while not all(procfs.all_stopped(t.process.pid) for t in trees.values()) and time.monotonic() < deadline:
            time.sleep(0.01)
        yield trees
    finally:
        for tree in trees.values():
            tree.process.kill()
            tree.process.wait()


def _files_one_look_opens(tree, monkeypatch) -> int | None:
    """The /proc files one look of the real ``_Watch`` opens over ``tree``; None where the watch refuses it (the
    caller ends such a child before the timed work)."""
    watch = process._Watch({tree: tree.processes()}, brief=True)
    if watch.refused:
        return None
    opened = [0]
    real_open = open

    def counted(path, *args, **kwargs):
        opened[0] += str(path).startswith("/proc/")
        return real_open(path, *args, **kwargs)

    with monkeypatch.context() as patch:
        patch.setattr(procfs, "open", counted, raising=False)
        watch._look()
    assert not watch.ran, watch.ran  # stopped: nothing ran
    return opened[0]


def test_the_watch_reads_a_stopped_honest_child_in_a_few_files(stopped_trees, monkeypatch):
    """The control: an honest child's look is a handful of files (its five threads)."""
    assert 0 < _files_one_look_opens(stopped_trees["honest"], monkeypatch) <= 3 * watch31a.HONEST_THREADS + 3


def test_a_stopped_child_s_idle_threads_cost_the_watch_no_more_files(stopped_trees, monkeypatch):
    """A pass's idle threads either get its child refused (ended before eager is timed) or cost one look no more than
    a few times an honest child's files. Held since cac77c9d (``policy.CHILD_THREADS``); was FOOLED (medium): 6,000
    files a look against 15."""
    honest = _files_one_look_opens(stopped_trees["honest"], monkeypatch)
    burst = _files_one_look_opens(stopped_trees["burst"], monkeypatch)
    assert burst is None or burst <= 4 * honest, (burst, honest)
