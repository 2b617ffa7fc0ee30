"""A held trial's child stopped by its own answer (``sandbox.answer_stop``; red team round 25c's WINDOW_COPY): real
children confined as a pass's in the mode found here, running ``answer_child.py``, driven as ``pipeline._drive`` drives
a CPU trial (a ``Trial`` sent inside a hold) and taken back as ``pipeline._taken_back`` takes them back (stopped again,
held, continued). A copy the child starts right after its answer, on the thread that wrote it, on a second thread, or
with its main thread asleep at the lowest priority, never finishes before the take-back, and runs at most a few hundred
microseconds after the answer (before: the whole 32 MiB copy, 1.2-1.8 ms, finished unstopped in 1 to 24 trials of 30
per layout and mode on this loaded 2-core host). The child stands stopped until the next hold continues it; one that
ends instead of answering reads as its end."""

from __future__ import annotations

import fcntl
import os
import statistics
import time
from pathlib import Path

import pytest

from pytest_passnet import protocol
from pytest_passnet.sandbox import host_memory, mode, procfs
from pytest_passnet.sandbox.process import REPLY_HEADER_BYTES, SandboxFailed
from tests.sandbox.held_children import Command, confined_standin, sandboxes_holding

CHILD_SCRIPT = Path(__file__).with_name("answer_child.py")
TIMEOUT_S = 120.0
TRIALS = 5
# The take-back holds the child this long (the decoy's write takes 10-40 ms at 32 MiB); a gap between two copy steps
# longer than _STOPPED_S was that hold (one 1 MiB step takes 50-100 us; the host's load preempts the child for less).
_TAKEN_BACK_S = 0.01
_STOPPED_S = 0.004

pytestmark = pytest.mark.skipif(os.geteuid() != 0, reason="the trusted side's wake is real-time as root only: a "
                                                             "user's waits its turn for a CPU (module docstring)")


@pytest.fixture
def child_in():
    """A confined child answering as ``layout`` says, and the ``Sandboxes`` over it; closed after the test."""
    made = []

    def start(layout: str):
        child = confined_standin(mode.detect(), CHILD_SCRIPT, TIMEOUT_S)
        made.append(child)
        child.request(Command("layout", layout=layout), TIMEOUT_S)
        return child, sandboxes_holding(child)

    yield start
    for child in made:
        child.close()


def _trial(child, sandboxes) -> float:
    """One held trial, taken back as ``pipeline._taken_back`` does; how long the child's copy ran after its answer
    before a stop (infinite: it finished after the answer unstopped; 0 where it finished before the answer, inside
    the span, as a second thread's may while the main thread waits for a CPU)."""
    hold = sandboxes.held(child)
    child.request(protocol.Trial(0, []), TIMEOUT_S, hold)
    hold.stop_again()
    with sandboxes.held(child):
        time.sleep(_TAKEN_BACK_S)
    time.sleep(0.05)  # the copy finishes on the bytes the take-back left
    report = child.request(Command("report"), TIMEOUT_S)
    wrote, steps = report["wrote"], report["times"]
    if steps[-1] <= wrote:
        return 0.0
    ran = 0.0
    for before, after in zip([wrote, *steps], steps):
        if after - before > _STOPPED_S:
            return ran
        ran = max(after - wrote, 0.0)
    return float("inf")


@pytest.mark.parametrize("layout", ["same", "thread", "hidden"])
def test_a_copy_right_after_the_answer_is_stopped_before_it_finishes(child_in, layout):
    """Here at most 200 us after the answer; a bound on the median leaves room for a trusted process whose other
    thread held the GIL when the answer came."""
    child, sandboxes = child_in(layout)
    ran = [_trial(child, sandboxes) for _ in range(TRIALS)]
    said = ["finished" if r == float("inf") else f"{r * 1e6:.0f} us" for r in ran]
    assert float("inf") not in ran, said
    assert statistics.median(ran) < 0.0005, said


def test_the_child_stands_stopped_from_its_answer_until_the_next_hold(child_in):
    child, sandboxes = child_in("same")
    assert fcntl.fcntl(child.channel.read_fd, fcntl.F_GETPIPE_SZ) >= REPLY_HEADER_BYTES + 8  # an answer is one write
    hold = sandboxes.held(child)
    child.request(protocol.Trial(0, []), TIMEOUT_S, hold)
    deadline = time.monotonic() + 1.0  # a thread woken to stop stands stopped once it has a CPU: it runs nothing first
    while not all(procfs.all_stopped(pid) for pid in child.processes()) and time.monotonic() < deadline:
        time.sleep(0.001)
    assert all(procfs.all_stopped(pid) for pid in child.processes())
    assert os.sched_getscheduler(0) == os.SCHED_OTHER  # real-time only while it waited
    with sandboxes.held(child):
        pass
    assert "wrote" in child.request(Command("report"), TIMEOUT_S)  # continued: it answers an unheld request


def test_a_child_that_ends_instead_of_answering_reads_as_its_end(child_in):
    child, sandboxes = child_in("exit")
    started = time.monotonic()
    with pytest.raises(SandboxFailed, match="exit code 3"):
        child.request(protocol.Trial(0, []), TIMEOUT_S, sandboxes.held(child))
    assert time.monotonic() - started < 3.0  # not the 5 s a stopped process that cannot exit would take


def test_a_memory_look_leaves_a_child_stopped_at_its_answer_stopped_until_the_next_hold():
    """The file-table watch stops the pass's process group for each memory look and continues it after
    (``FileTableWatch._memory_look``): never a child that stands stopped at its trial's answer, which only the next
    hold continues (else round 25c's window opens again); once that hold let it go, a look's continue does."""
    child = confined_standin(mode.detect(), CHILD_SCRIPT, TIMEOUT_S, watch_file_table=True)
    try:
        child.request(Command("layout", layout="same"), TIMEOUT_S)
        sandboxes = sandboxes_holding(child)
        child.request(protocol.Trial(0, []), TIMEOUT_S, sandboxes.held(child))
        watch = child.file_table
        with watch.hold:  # as the watch's thread looks
            assert not watch._memory_look(host_memory.room())  # stopped, weighed, nothing to end
        time.sleep(0.1)
        assert all(procfs.all_stopped(pid) for pid in child.processes())
        with sandboxes.held(child):
            pass
        with watch.hold:
            assert not watch._memory_look(host_memory.room())
        assert "wrote" in child.request(Command("report"), 10.0)  # continued: it answers an unheld request
    finally:
        child.close()
