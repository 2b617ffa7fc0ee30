"""Round 15a (cheap, in the normal suite): the host side after rounds 13a/14's fixes (the file-table watch's
stop-and-still rule and the host's turn, ``others_stopped``'s hold, memory a child holds).

Each FOOLED attack is a strict xfail asserting the secure behaviour; each HELD one asserts what held. The
README says what each attack does, where, and how to fix it. The file-table watch is attacked at a small
scale: the product's ``FileTableWatch`` with ``GROWTH_FILES`` lowered to 16,384 (``standin15a.py``), or with
the host's count replaced by a function of time and a turn file of the test's own.
"""

from __future__ import annotations


import pytest

from pytest_passnet.sandbox import file_table
from tests.adversarial.redteam.round15a import attacks15a as a
from tests.sandbox.configurations import TEST_USER, skip_unless_test_user

# Fills the host's file table (``host_file_table.alone`` inside): collected with the other fillers, first, and keeps
# the turn from the filler before it (tests/conftest.py).
FILLS = pytest.mark.usefixtures("alone_on_the_file_table")

needs_table = pytest.mark.skipif(file_table.allocated_files() is None, reason="no /proc/sys/fs/file-nr here")
AS = pytest.mark.parametrize("user", [None, TEST_USER], ids=["as-this-user", "as-passnet-test"])




def _unended(record: dict) -> str:
    return (f"{a.CAP:,} files ({a.CAP / a.GROWTH:.1f}x GROWTH_FILES) held unended, the host's count up "
            f"{record['host_peak_growth']:,}; the watches sent {[f['watch_sent'] for f in record['children']]}")


# -- the stand-in's control: one filler alone (file_table.py:83-96) ----------------------------------------


@needs_table
@FILLS
def test_a_filler_alone_is_ended_before_it_fills():
    [filler] = a.fillers(1)["children"]
    assert not filler["done"] and "may not fill the host's file table" in (filler["ended_for_at_last"] or ""), filler


# -- two fillers on two workers excuse each other (file_table.py:83-92) -------------------------------------


@needs_table
@FILLS
@AS
def test_two_fillers_on_two_workers_are_ended_before_they_fill(user):
    skip_unless_test_user(user)
    record = a.fillers(2, user)
    assert not any(filler["done"] and filler["alive"] for filler in record["children"]), _unended(record)


# -- a child that holds the host's turn file (process mode without Landlock; file_table.py:146-159) -----------


@needs_table
@FILLS
@pytest.mark.parametrize("user", [None, pytest.param(TEST_USER, marks=pytest.mark.xfail(
    strict=True, reason="open (low): a child of the trusted side's own uid without Landlock holds its turn file, "
                        "and the watch waits TURN_WAIT_S (11.5 s) before it goes alone"))],
                         ids=["as-this-user", "as-passnet-test"])
def test_a_filler_holding_the_turn_file_is_ended(user):
    """Held as root since round 15a's fix: the turn file is the trusted side's own, mode 0600, out of reach of a
    child's uid; the user's own child without Landlock (the WARNING mode) reaches it, and the wait is bounded."""
    skip_unless_test_user(user)
    record = a.filler_holding_the_turn(user)
    [filler] = record["children"]
    assert not (filler["done"] and filler["alive"]), _unended(record)


@AS
@pytest.mark.parametrize("without", ["", "landlock"], ids=["confined", "no-landlock"])
def test_the_turn_file_is_out_of_a_childs_reach_with_landlock_or_a_uid_of_its_own(user, without):
    skip_unless_test_user(user)
    found = a.reach_the_turn_file(user, without)
    if without and user:  # the WARNING mode, the child of the user's own uid: it opens it (flock needs nothing more)
        assert found["open"] == "opened", found
    else:
        assert found.get("open") not in (None, "opened"), found
        if not without:  # a FIFO of another name stops nothing: the watch opens its own regular file only
            assert found.get("mkfifo") not in (None, "made"), found


# -- the host's turn in another user's hands (file_table.py:146-159) ----------------------------------------


def test_the_watch_takes_a_free_turn(monkeypatch):
    skip_unless_test_user(TEST_USER)
    assert a.turn_held_by_another_user(monkeypatch, "none")["stopped"]


@pytest.mark.parametrize("how", ["flock", "fifo"])
def test_another_user_holding_the_turn_file_does_not_stop_the_watch(monkeypatch, how):
    skip_unless_test_user(TEST_USER)
    found = a.turn_held_by_another_user(monkeypatch, how)
    assert found["stopped"], f"the filler not stopped 1.5 s after it crossed ({how} by {TEST_USER}): {found}"


# -- the host's turn held while a watch waits for others_stopped (file_table.py:76) ------------------------


def test_another_workers_watch_stops_its_filler_without_a_timed_block(monkeypatch, tmp_path):
    assert a.turn_held_through_a_timed_block(monkeypatch, tmp_path, block=False)["b_stopped"]


def test_a_timed_block_on_one_worker_does_not_blind_another_workers_watch(monkeypatch, tmp_path):
    found = a.turn_held_through_a_timed_block(monkeypatch, tmp_path)
    assert found["b_stopped"], f"worker B's filler not stopped 3 s after it crossed: {found}"


# -- memory outside any resident set (seccomp.py:29, confine.py:37-42) -------------------------------------


@AS
@pytest.mark.usefixtures("alone_on_the_file_table")  # the host's Shmem, which a test beside it moves
def test_a_child_holds_no_memory_outside_its_resident_set(user):
    """Held since round 15a's fix on a host without a GPU (seccomp: memfd_create is ENOSYS there): at the round,
    the holder's 256 MiB memfd (resident 11.7 MiB) scored 1333, below its neighbour's 128 MiB (1336)."""
    skip_unless_test_user(user)
    record = a.memory_outside_resident_sets(256, user)
    holder, neighbour = record["children"]
    assert neighbour["done"] and neighbour["oom_score"], record  # the stand-in ran its children
    assert not holder["done"] and record["host_peak_shmem_kb"] < 64 << 10, (
        f"the child held {record['host_peak_shmem_kb'] >> 10} MiB of shared memory outside its resident set "
        f"(scored {holder['oom_score']}, its neighbour holding 128 MiB {neighbour['oom_score']})")
