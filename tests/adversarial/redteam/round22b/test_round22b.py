"""Round 22b (cheap, in the normal suite, about 17-20 s): the stop watch's exit allowance for a process of the pass's
child that is inside its exit (or whose first thread ended) when ``Sandboxes.others_stopped`` stops the child, and the
disk check at a variant's end, by an outside helper. Real processes (a stand-in child: a root and a helper holding GiB)
through the product's ``others_stopped``; children's real folders on a small real disk through ``pipeline._disk_taken``.
The README says what else was tried. Each strict xfail asserts the secure behaviour and fails while the product is
fooled."""

from __future__ import annotations

import pytest

from pytest_passnet.sandbox import process
from tests.adversarial.redteam.round22b import attacks22b

# What ``_until_stopped`` waits for a process that is not stopped yet (process._STOP_LIMIT_S).
_STOP_WAIT_S = 1.0


def _played(anonymous_gib: float, zero_gib: int = 0, *, leader_exits: bool = False, exit_before_stop: bool) -> dict:
    child = attacks22b.StandInChild(anonymous_gib, zero_gib, leader_exits)
    try:
        return attacks22b.stop_for_eager(child, exit_before_stop=exit_before_stop)
    finally:
        child.kill()


@pytest.fixture(scope="module")
def exited_as_stopped():
    """An honest helper of 3 GiB ends itself (``os._exit``) just before the stop, on a busy CPU."""
    found = _played(3, exit_before_stop=True)
    assert found["held_gib_before"] >= 2.9
    assert found["held_gib_when_stopped"] == 0, found  # the premise: /proc shows nothing held once the exit is under way
    assert found["exit_took_s"] and found["exit_took_s"] > _STOP_WAIT_S + 0.1, (
        f"the exit ({found['exit_took_s']} s) did not outlast the stop's wait: a faster host needs a larger helper")
    return found


@pytest.fixture(scope="module")
def killed_while_stopped():
    """The control: the same helper stands stopped at the first look and is killed from outside in the block."""
    found = _played(3, exit_before_stop=False)
    assert found["held_gib_before"] >= 2.9
    assert found["helper_state_at_block"] == "T"
    return found


# -- (1) a process inside its exit when the stop lands is allowed nothing -------------------------------------------
# process.py:175-216 (_exit_ticks): the allowance is 40 ticks per GiB of what procfs.resident reads at the watch's first
# look. The kernel detaches a process's memory before it frees it (exit_mm: current->mm = NULL, then mmput), so once an
# exit has begun /proc/<pid>/status has no Vm*/Rss* line and the reading is 0: STOPPED_CPU_TICKS, 2 ticks. _until_stopped
# waits 1 s for it (process.py:124-141) and leaves it out as ending; the rest of its exit runs in the timed block, goes
# past 2 ticks, and _what_ran (:288-317) reads it as a continued process: cheat_detected for an honest pass. Since the
# fix _until_stopped waits for a process on its way out until it has ended (at most procfs.ENDED_LIMIT_S more).


@pytest.mark.slow
def test_a_process_whose_exit_began_as_the_stop_landed_is_allowed_its_exit(exited_as_stopped):
    assert exited_as_stopped["broke"] is None, exited_as_stopped["broke"]
    assert exited_as_stopped["helper_state_at_block"] == "Z", exited_as_stopped  # its exit waited for before the block


def test_the_same_process_killed_while_it_stood_stopped_is_allowed_its_exit(killed_while_stopped):
    found = killed_while_stopped
    assert found["kernel_ticks_at_end"] - found["kernel_ticks_at_block"] > process.STOPPED_CPU_TICKS  # its exit ran here
    assert found["broke"] is None and not found["child_ended"]


# -- a deliberate exit into the timed block (round 19f's "deliberate large exit", within the worker) ----------------
# A pass that frees page tables of the zero page first (no resident page: round 20c) and its resident memory last, its
# exit begun as its last answer goes out, would spend the allowance of its resident memory on page tables inside its own
# eager block (eager slowed: its speedup raised). Held now, by (1)'s zero reading; a fix of (1) must not let it through:
# the exit is waited for before the block, or held to what it frees.


def test_a_deliberate_exit_into_the_timed_block_is_caught_or_waited_for():
    found = _played(1, 8, exit_before_stop=True)
    assert found["held_gib_when_stopped"] == 0
    ran_in_block = (found["kernel_ticks_at_end"] or 0) - (found["kernel_ticks_at_block"] or 0)
    assert found["broke"] or ran_in_block <= process.STOPPED_CPU_TICKS, found


# -- (2) a process whose first thread ended reads as holding nothing too ----------------------------------------------
# procfs.resident reads /proc/<pid>/status, whose Vm*/Rss* lines come from the leader thread's mm: a leader that ended
# alone (SYS_exit, as pthread_exit in main does) has none (statm neither) while its other threads hold the memory (their
# own /proc/<pid>/task/<tid>/status shows it; the OOM killer reads it through any thread with the mm). Killed from
# outside while it stands stopped (the OOM killer's pick, rounds 19a, 19b, 19e), its exit is allowed 2 ticks and
# convicts, where the control above is allowed its GiB. Since the fix procfs.resident reads a live thread's status
# where the process's own has no memory lines.


def test_a_process_whose_first_thread_ended_is_allowed_its_exit_when_killed_while_stopped():
    found = _played(3, leader_exits=True, exit_before_stop=False)
    assert found["held_gib_by_its_threads"] >= 2.9  # the premise
    assert found["held_gib_before"] >= 2.9  # procfs.resident reads it through a live thread since the fix
    assert found["helper_state_at_block"] == "Z"  # (the leader's state)
    assert found["kernel_ticks_at_end"] - found["kernel_ticks_at_block"] > process.STOPPED_CPU_TICKS
    assert found["broke"] is None, found["broke"]


# -- (3) the disk check blames whichever child's end gives the room back ---------------------------------------------
# pipeline.py:1011-1028 (_disk_taken, at the end of every variant's share since 0c0073fe): where the out dir's or the
# temporary folder's disk has less than ROOM_BYTES (64 MiB) free, the variant's child is ended, and where that gave
# back 64 MiB it is blamed ("the pass's process filled the disk"), its variant kernel_error even if it passed
# (run_variant's finally, :1146-1148). The room an honest child gives back is its own scratch (kernel caches, up to
# 256 MiB kept a pass code): where another worker's pass filled the disk (the user modes' scratch is on it, docs/trust.md
# §7 "Resources"), the honest child whose scratch holds 64 MiB or more is blamed for it. Since the fix a child is
# blamed only where ending it gave back at least half of what the disk lost since its folders were made.


def _disk_play(monkeypatch, checked: str, **honest) -> dict:
    try:
        return attacks22b.disk_check(monkeypatch, checked=checked, **honest)
    except attacks22b.NoDisk as exc:
        pytest.skip(str(exc))


# Since the trusted side writes the CPU's trial inputs into a file of the child's spill folder, ending a child gives that
# file back too: ``_disk_taken`` counts it neither as given back nor as lost (``Sandbox.trusted_bytes_on``). Without that,
# the honest child of 80 MiB of kernel cache (kept) and 300 MiB of inputs gave back 300 of 472 MiB lost: blamed.
@pytest.mark.parametrize("honest", [{"honest_cache_mib": 80}, {"honest_cache_mib": 0, "honest_spill_mib": 80},
                                    {"honest_cache_mib": 80, "honest_inputs_mib": 300}],
                         ids=["kernel-cache", "spill-without-dev-shm", "trusted-inputs-without-dev-shm"])
def test_an_honest_child_is_not_blamed_for_a_disk_another_pass_filled(monkeypatch, honest):
    found = _disk_play(monkeypatch, "honest", **honest)
    assert found["free_mib_before"] < 64  # the premise: the disk was low (a fix may end the child or not)
    assert found["disk_taken"] is None, found["disk_taken"]


def test_the_pass_that_filled_the_disk_is_blamed(monkeypatch):
    found = _disk_play(monkeypatch, "filler")
    assert found["free_mib_before"] < 64 and found["ended"]
    assert found["disk_taken"] and "filled the disk" in found["disk_taken"]
