"""One child held stopped for the trusted side's work between two of its timed trials (``Sandboxes.held``), in
this process: a request sent while held is answered once the child is continued, after ``continued_at``; what
the file-table watch holds stays stopped; a process that a listing missed (forked between it and its parent's
stop) is stopped in the next round; a tree that keeps starting processes is ended once the stop's bound has
passed, here and in ``others_stopped``; where the block fails the child is continued and the error goes on. The
inputs file's room in the child's folders, and its bytes on the disk ``pipeline._disk_taken`` weighs. The
configurations' real children: ``test_held_inputs``."""

from __future__ import annotations

import os
import signal
import threading
import time

import pytest
import torch

from pytest_passnet import protocol
from pytest_passnet.sample import load_sample
from pytest_passnet.sandbox import folders, procfs
from pytest_passnet.sandbox.process import HoldBroken, Sandboxes, _process_trees
from tests.sample_factory import write_sample
from tests.sandbox.held_children import sandboxes_holding
from tests.sandbox.test_stopping import _Tree

# Forks a sleeping process, says "ready", and sleeps.
_FORKED = "import os, signal, time\nif os.fork() == 0:\n    signal.pause()\nprint('ready', flush=True)\ntime.sleep(60)"


@pytest.fixture(scope="module")
def children(tmp_path_factory):
    """A run's children, the pass's given a sample and greeted (none of these tests ends it)."""
    root = tmp_path_factory.mktemp("holding")
    made = Sandboxes(dict(os.environ))
    made.for_sample(load_sample(write_sample(root, "a"), root), more_follow=False, compiler="pass_mgr").request(protocol.Findings(), 300)
    yield made
    made.close()


def _stood(pids: list[int]) -> list[bool]:
    return [set(procfs.thread_states(pid) or "T") <= set("TtZX") for pid in pids]


def test_a_request_sent_while_held_is_answered_once_the_child_is_continued(children):
    child = children.current
    stood = []
    hold = children.held(child, work=lambda: stood.append(_stood(child.processes())))
    sent = time.perf_counter()
    child.request(protocol.Findings(), 300, hold)
    assert stood and all(stood[0]), stood
    answered = time.perf_counter()
    assert sent < hold.continued_at < answered
    assert 0 < hold.continued_ms < (answered - hold.continued_at) * 1000  # the SIGCONT round, inside the span
    assert not any(_stood(child.processes()))


class _FileTableHolding:
    """The file-table watch as a hold reads it: its lock, and one process it holds stopped."""

    def __init__(self, pid: int):
        self.hold = threading.Lock()
        self.pid = pid

    def held(self) -> list[int]:
        return [self.pid]


def test_what_the_file_table_watch_holds_stays_stopped(children, monkeypatch):
    child = children.current
    held, *rest = child.processes()
    table = _FileTableHolding(held)
    monkeypatch.setattr(child, "file_table", table)
    procfs.send([held], signal.SIGSTOP)
    try:
        with children.held(child):
            assert table.hold.locked()  # its stops and continues wait
        assert not table.hold.locked()
        assert _stood([held]) == [True] and not any(_stood(rest))
    finally:
        monkeypatch.undo()
        procfs.send([held], signal.SIGCONT)


def test_a_process_the_listing_missed_is_stopped_in_the_next_round(monkeypatch):
    tree = _Tree(_FORKED)
    sandboxes = sandboxes_holding(tree)
    listings = []
    whole = tree.processes

    def missing_the_fork() -> list[int]:  # the first listing ran before the fork
        listings.append(whole())
        return listings[-1][:1] if len(listings) == 1 else listings[-1]

    monkeypatch.setattr(tree, "processes", missing_the_fork)
    try:
        with sandboxes.held(tree):
            assert len(whole()) == 2 and _stood(whole()) == [True, True]
        assert not any(_stood(whole())) and sandboxes.current is tree
    finally:
        tree.close()


def test_a_tree_that_keeps_starting_processes_is_ended(monkeypatch):
    """Each listing finds a process the last did not (here numbers no process has): past the bound the hold ends
    the child, as ``others_stopped`` does (which had no bound before it shared the hold's loop)."""
    monkeypatch.setattr("pytest_passnet.sandbox.process._STOP_ALL_LIMIT_S", 0.2)
    with open("/proc/sys/kernel/pid_max") as pid_max:
        unused = iter(range(int(pid_max.read()) + 1, 1 << 30))
    for held_by in ("hold", "others_stopped"):
        tree = _Tree(_FORKED)
        monkeypatch.setattr(tree, "processes", lambda tree=tree: _process_trees([tree.process.pid]) + [next(unused)])
        sandboxes = sandboxes_holding(tree, reference=_Tree(_FORKED))
        try:
            if held_by == "hold":
                with pytest.raises(HoldBroken) as broken, sandboxes.held(tree):
                    pass
                said = str(broken.value)
                assert said.endswith("while it was stopped for the trusted side's work between its timed trials: it "
                                     "was ended, and its trial was not timed"), said
            else:
                with sandboxes.others_stopped(sandboxes.reference) as window:
                    pass
                said = window.broke
                assert said.endswith("while it was stopped for the other side's timed work: its process was ended before "
                                     "that work"), said
            assert said.startswith("[passnet stop] the pass's process kept starting processes for 0.2 s")
            assert sandboxes.current is None and tree.process.poll() is not None
        finally:
            tree.close()
            sandboxes.reference.close()


def test_where_the_work_or_the_block_fails_the_child_is_continued_and_the_error_goes_on():
    tree = _Tree(_FORKED)
    sandboxes = sandboxes_holding(tree)
    try:
        def failing_work():
            raise OSError("no room")

        with pytest.raises(OSError, match="no room"):
            with sandboxes.held(tree, work=failing_work):
                pass
        assert not any(_stood(tree.processes()))
        hold = sandboxes.held(tree)
        with pytest.raises(ValueError, match="the block's"):
            with hold:
                os.kill(tree.process.pid, signal.SIGCONT)  # would be a finding, were the child looked at
                time.sleep(0.05)
                raise ValueError("the block's")
        assert not any(_stood(tree.processes())) and hold.continued_at is None and sandboxes.current is tree
    finally:
        tree.close()


def test_the_inputs_file_has_room_of_its_own_and_goes_with_the_sample(children):
    child = children.current
    private = {"x": torch.zeros(256, 1024), "y": torch.ones(3, dtype=torch.int64)}
    message = child.share_inputs(private)
    assert child.share_inputs(private) == message  # one file for the sample's variants
    path = child.spill / message["file"]
    assert path.stat().st_size == child.inputs.nbytes >= 1 << 20
    if child.folders.bounded:  # the scratch's room, and the spill files' and the inputs file's besides
        room = os.statvfs(child.private)
        assert room.f_blocks * room.f_frsize >= folders.SCRATCH_BYTES + child.inputs.nbytes
    made = child.inputs.nbytes
    assert child.trusted_bytes_on(str(child.spill)) == made
    assert child.trusted_bytes_on("/proc") == 0  # another file system: nothing of the file's there
    child.release_sample_files()
    assert not path.exists() and child.inputs is None
    assert child.trusted_bytes_on(str(child.spill)) == made  # what ending the child would give back of it
