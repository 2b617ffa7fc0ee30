"""Round 21b (cheap, in the normal suite, about 6-10 s): the worker's stop rules between device shares as ``run_variant``
drives them (dcb69ae0, c858d7ff, 682509aa), the file-table watch's give-back under the host's turn, the exit
allowance over a shared address space (387d2fe1, 2009eefc, d3c6f400) and the jit-source rule (d1b8aa2d, f7e1369f), by
an outside helper. Each attack FOOLED in the round was a strict xfail asserting the secure behaviour; after the
fixes (the README's "After the round") they are plain tests, with tests of each fix's own rule beside them."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import pytest

from pytest_passnet.device_lock import DeviceLock, TurnTimeout
from pytest_passnet.sandbox import file_table, procfs, process
from tests.adversarial.redteam.round21b import attacks21b
from tests.sandbox.held_children import sandboxes_holding


def _private_turn(monkeypatch, folder: Path) -> None:
    """The plays' watches and kills take a turn file of their own: they play the host's count (they neither read it
    nor take the host's turn beyond it), so they need no turn among the host's file-table fillers."""
    monkeypatch.setattr(file_table, "turn_path", lambda: str(folder / "turn.lock"))


@pytest.fixture(scope="module")
def switch(tmp_path_factory):
    """``attacks21b.sample_switch``, made once (its own monkeypatch: a module fixture)."""
    with pytest.MonkeyPatch.context() as monkeypatch:
        _private_turn(monkeypatch, tmp_path_factory.mktemp("turn"))
        return attacks21b.sample_switch(monkeypatch, tmp_path_factory.mktemp("locks"))


def _played_as_described(found: dict) -> None:
    """Sample 1's share, then sample 2's, whose child is the spare."""
    assert found["events"][:2] == ["continue_all", "stop_all"] and "assigned B" in found["events"]


# -- (1) the spare made the child between shares: a file-table watch never lent ---------------------------------------
# Held: run_variant calls for_sample inside DeviceLock.working, after continue_all: the spare is no longer paused when
# it is made the child, and its watch ends nothing in another worker's share.


def test_a_child_assigned_between_shares_is_not_ended_in_another_workers_share(switch):
    _played_as_described(switch)
    assert switch["spare_paused_at_assign"] is False  # assigned inside its worker's share
    assert switch["spare_ended_in_other_share_after_s"] is None
    assert switch["spare_alive_at_continue_all"]


def test_a_child_assigned_between_shares_and_ended_for_anothers_files_is_not_called_continued(switch):
    _played_as_described(switch)
    says = switch["sample_2_child_says"]
    assert not says or not says.startswith("[passnet stop]")


# -- (2) the previous sample's child ended between shares --------------------------------------------------------------
# Held: for_sample's discard runs inside the share too (after continue_all).


def test_the_previous_samples_child_is_ended_inside_a_share(switch):
    _played_as_described(switch)
    assert switch["first_closed_after"] != "stop_all" and not switch["first_alive_after"]


# -- (5) signals to numbers the trusted side already reaped ------------------------------------------------------------
# Held twice: the sample switch ends no child between shares, and the stop watch's kill signals only the processes
# that still started when it first looked (procfs.send_to_same).


def test_no_signal_goes_to_a_process_number_after_it_was_reaped(switch):
    _played_as_described(switch)
    assert switch["signalled_after_reaped"] == []


def test_the_stop_watch_signals_no_process_number_after_it_was_reaped(monkeypatch):
    """The watch's own rule: a stopped child's process ended and reaped while watched (a PID namespace's init reaps
    at once) reads as ended, and the watch kills the child; its number, free since the reap, gets no signal."""
    child = attacks21b.StandInChild("reaped", [])
    signalled: list[int] = []
    send = procfs.send
    monkeypatch.setattr(procfs, "send", lambda pids, signum: (signalled.extend(pids), send(pids, signum)))
    try:
        os.kill(child.pid, signal.SIGSTOP)
        deadline = time.monotonic() + 5
        while procfs.thread_states(child.pid) != ["T"] and time.monotonic() < deadline:
            time.sleep(0.001)
        watch = process._Watch({child: [child.pid]})
        os.kill(child.pid, signal.SIGKILL)  # ended from outside, and reaped at once
        assert child._reaped.wait(5)
        ran = watch.finish(lambda _: True)
        assert "ended" in ran[child]  # the play: the watch read the reaped process as ended, and killed the child
        assert child.pid not in signalled
    finally:
        child.kill()


# -- (3) a filler ended by its own worker inside an honest child's give-back -------------------------------------------
# Held: Sandbox.kill takes this user's host turn (file_table.ending_a_child), so the filler's end waits for the honest
# watch's give-back; the honest child is ended for another process's files ("run the variant again").


def test_an_honest_child_is_not_convicted_for_files_another_worker_ended(monkeypatch, tmp_path):
    _private_turn(monkeypatch, tmp_path)
    found = attacks21b.give_back_from_another_end(monkeypatch)
    assert found["honest_ended"] and found["filler_ended"] and found["says"]  # the play ran as described
    assert "may not fill" not in found["says"]
    assert "another process's on this host: run the variant again" in found["says"]


# -- (4) one address space shared by several processes: its memory allowed once per process ----------------------------
# Held: _exit_ticks allows an address space once (procfs.Resident.address_space tells the processes sharing one).


@pytest.mark.skipif(not attacks21b.can_share_address_spaces(), reason="the stand-in clones through x86_64's pause")
def test_an_address_space_shared_by_several_processes_is_allowed_once():
    found = attacks21b.shared_address_space()
    assert found["processes"] == attacks21b.SHARERS + 1  # the play ran as described: the holder and its sharers
    assert min(found["resident_mib"]) >= attacks21b.SHARED_MIB  # each reads the whole address space
    assert found["allowance_together"] <= found["allowance_alone"] + attacks21b.SHARERS * process.STOPPED_CPU_TICKS


_HOLDER = """
import mmap, sys
held = mmap.mmap(-1, int(sys.argv[1]) << 20, flags=mmap.MAP_SHARED)  # shared memory: RssShmem
for offset in range(0, len(held), mmap.PAGESIZE):
    held[offset] = 1
print("ready", flush=True)
sys.stdin.read()
"""


def _holders(count: int, mib: int) -> list[subprocess.Popen]:
    holders = [subprocess.Popen([sys.executable, "-c", _HOLDER, str(mib)], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                text=True) for _ in range(count)]
    for holder in holders:
        assert holder.stdout.readline() == "ready\n"
    return holders


def _end(holders: list[subprocess.Popen]) -> None:
    for holder in holders:
        holder.kill()
        holder.wait()


def _layout_randomized() -> bool:
    return Path("/proc/sys/kernel/randomize_va_space").read_text().strip() != "0"


@pytest.mark.skipif(not _layout_randomized(), reason="without address-space randomization two processes started alike "
                                                     "may read alike")
def test_processes_that_hold_alike_in_address_spaces_of_their_own_are_each_allowed_theirs():
    """The rule's other side: two address spaces of their own, each holding 64 MiB alike, are allowed one each."""
    holders = _holders(2, 64)
    try:
        pids = [holder.pid for holder in holders]
        alone = [process._exit_ticks([pid])[pid] for pid in pids]
        assert min(alone) > process.STOPPED_CPU_TICKS  # the play: each is allowed its memory
        assert list(process._exit_ticks(pids).values()) == alone
    finally:
        _end(holders)


# -- the walk on a host with swap (reasoned in the round, not run) -------------------------------------------------------
# Held by the rule, not by a host with swap: _exit_ticks walks no smaps_rollup where the host has swap.


def test_no_smaps_walk_where_the_host_has_swap(monkeypatch):
    """With swap a partial mapping of a shared-memory file with a page in swap makes the walk visit the file's pages in
    the mapped range (the README's reasoning); there the process's shared pages count to the bound, unwalked."""
    walked = []
    monkeypatch.setattr(procfs, "proportional_bytes", lambda rollup: walked.append(rollup) and None)
    holders = _holders(1, 136)
    try:
        pid = holders[0].pid
        monkeypatch.setattr(procfs, "swap_configured", lambda: False)
        process._exit_ticks([pid])
        assert walked  # the play: more than 128 MiB of shared pages, walked without swap
        walked.clear()
        monkeypatch.setattr(procfs, "swap_configured", lambda: True)
        process._exit_ticks([pid])
        assert not walked
    finally:
        _end(holders)


# -- found while fixing the round: stop_all twice before continue_all ------------------------------------------------


class _Spinner:
    """A pass's child (what ``Sandboxes`` reads of one) whose one process burns the CPU whenever it runs."""

    file_table = None
    ended_for = None

    def __init__(self):
        self.process = subprocess.Popen([sys.executable, "-c", "while True: pass"], start_new_session=True)

    def processes(self) -> list[int]:
        return [self.process.pid] if self.process.poll() is None else []

    def kill(self) -> None:
        self.process.kill()
        self.process.wait()

    close = kill


def test_a_child_stopped_twice_for_a_turn_that_timed_out_runs_in_the_next_share():
    """``DeviceLock.alone`` gives the share back (``stop_all``) before it waits for its turn; where that wait times out
    ``working`` gives it back again. The second ``stop_all`` made a second stop watch, the first was never finished,
    and it ended the child as soon as it ran in the next share."""
    child = _Spinner()
    sandboxes = sandboxes_holding(child)
    with tempfile.TemporaryDirectory() as folder:
        lock, other = DeviceLock("cpu", 0.3, Path(folder), sandboxes), DeviceLock("cpu", 30.0, Path(folder))
        release = threading.Event()

        def time_alone() -> None:
            with other.alone():
                release.wait(5)

        try:
            with pytest.raises(TurnTimeout), lock.working():
                threading.Thread(target=time_alone, daemon=True).start()
                time.sleep(0.1)  # the other worker waits for its turn: it holds the gate
                with lock.alone():
                    pass
            release.set()
            with lock.working():
                time.sleep(0.3)  # the child runs: a stop watch still looking would end it
                assert child.processes()
        finally:
            release.set()
            if sandboxes._paused_watch is not None:
                sandboxes._paused_watch.finish(lambda _: False)
            child.kill()
            lock.close()
            other.close()


# -- held: the jit-source rule against a form feed ----------------------------------------------------------------------


def test_a_kernel_hidden_behind_a_form_feed_is_refused(tmp_path):
    findings = attacks21b.static_findings(tmp_path, "form_feed", attacks21b.FORM_FEED)
    assert any("a line that starts with 'def'" in finding for finding in findings)
