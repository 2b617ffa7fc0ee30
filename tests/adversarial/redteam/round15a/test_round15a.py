"""Round 15a (cheap, in the normal suite): the host side after rounds 13a/14's fixes (the file-table watch's
stop-and-still rule and the host's turn, ``others_stopped``'s hold, memory a child holds).

Each FOOLED attack is a strict xfail asserting the secure behaviour; each HELD one asserts what held. The
README says what each attack does, where, and how to fix it. The file-table watch is attacked at a small
scale: the product's ``FileTableWatch`` with ``GROWTH_FILES`` lowered to 16,384 (``standin15a.py``), or with
the host's count replaced by a function of time and a turn file of the test's own.
"""

from __future__ import annotations

import os
import pwd

import pytest

from pytest_passnet.sandbox import file_table
from tests.adversarial.redteam.round15a import attacks15a as a
from tests.sandbox.configurations import TEST_USER

needs_table = pytest.mark.skipif(file_table.allocated_files() is None, reason="no /proc/sys/fs/file-nr here")
AS = pytest.mark.parametrize("user", [None, TEST_USER], ids=["as-this-user", "as-passnet-test"])


def _user_or_skip(user: str | None) -> None:
    if user is None:
        return
    if os.geteuid() != 0:
        pytest.skip("needs root to start a process as the test user")
    try:
        pwd.getpwnam(user)
    except KeyError:
        pytest.skip(f"no user {user} (useradd --create-home {user})")


def _unended(record: dict) -> str:
    return (f"{a.CAP:,} files ({a.CAP / a.GROWTH:.1f}x GROWTH_FILES) held unended, the host's count up "
            f"{record['host_peak_growth']:,}; the watches sent {[f['watch_sent'] for f in record['children']]}")


# -- the stand-in's control: one filler alone (file_table.py:83-96) ----------------------------------------


@needs_table
def test_a_filler_alone_is_ended_before_it_fills():
    [filler] = a.fillers(1)["children"]
    assert not filler["done"] and "may not fill the host's file table" in (filler["ended_for_at_last"] or ""), filler


# -- two fillers on two workers excuse each other (file_table.py:83-92) -------------------------------------


@needs_table
@AS
@pytest.mark.xfail(strict=True, reason="round 15a: each filler's window sees the other's filling as 'moved'")
def test_two_fillers_on_two_workers_are_ended_before_they_fill(user):
    _user_or_skip(user)
    record = a.fillers(2, user)
    assert not any(filler["done"] and filler["alive"] for filler in record["children"]), _unended(record)


# -- a child that holds the host's turn file (process mode without Landlock; file_table.py:146-159) -----------


@needs_table
@AS
@pytest.mark.xfail(strict=True, reason="round 15a: the watch waits for the host's turn for as long as the child holds it")
def test_a_filler_holding_the_turn_file_is_ended(user):
    _user_or_skip(user)
    record = a.filler_holding_the_turn(user)
    [filler] = record["children"]
    assert not (filler["done"] and filler["alive"]), _unended(record)


@AS
@pytest.mark.parametrize("without", ["", "landlock"], ids=["confined", "no-landlock"])
def test_the_turn_file_is_out_of_a_childs_reach_only_with_landlock(user, without):
    _user_or_skip(user)
    found = a.reach_the_turn_file(user, without)
    if without:  # the WARNING mode: the child opens it (flock needs nothing more)
        assert found["open"] == "opened", found
    else:
        assert found.get("open") not in (None, "opened") and found.get("mkfifo") not in (None, "made"), found


# -- the host's turn in another user's hands (file_table.py:146-159) ----------------------------------------


def test_the_watch_takes_a_free_turn(monkeypatch):
    _user_or_skip(TEST_USER)
    assert a.turn_held_by_another_user(monkeypatch, "none")["stopped"]


@pytest.mark.parametrize("how", ["flock", "fifo"])
@pytest.mark.xfail(strict=True, reason="round 15a: the watch waits for the host's turn without a bound")
def test_another_user_holding_the_turn_file_does_not_stop_the_watch(monkeypatch, how):
    _user_or_skip(TEST_USER)
    found = a.turn_held_by_another_user(monkeypatch, how)
    assert found["stopped"], f"the filler not stopped 1.5 s after it crossed ({how} by {TEST_USER}): {found}"


# -- the host's turn held while a watch waits for others_stopped (file_table.py:76) ------------------------


def test_another_workers_watch_stops_its_filler_without_a_timed_block(monkeypatch, tmp_path):
    assert a.turn_held_through_a_timed_block(monkeypatch, tmp_path, block=False)["b_stopped"]


@pytest.mark.xfail(strict=True, reason="round 15a: a watch waits for its child's hold while it holds the host's turn")
def test_a_timed_block_on_one_worker_does_not_blind_another_workers_watch(monkeypatch, tmp_path):
    found = a.turn_held_through_a_timed_block(monkeypatch, tmp_path)
    assert found["b_stopped"], f"worker B's filler not stopped 1.5 s after it crossed: {found}"


# -- memory outside any resident set (seccomp.py:29, confine.py:37-42) -------------------------------------


@AS
@pytest.mark.xfail(strict=True, reason="round 15a: a memfd's memory is in no resident set the OOM killer scores")
def test_the_child_holding_the_most_memory_is_the_oom_killers_first_choice(user):
    _user_or_skip(user)
    record = a.memory_outside_resident_sets(256, user)
    holder, neighbour = record["children"]
    assert record["host_peak_shmem_kb"] >= 200 << 10, record  # the attack ran: 256 MiB more shared memory
    assert holder["oom_score"] > neighbour["oom_score"], (
        f"the child holding {record['host_peak_shmem_kb'] >> 10} MiB (memfd, resident {holder['rss_kb'] >> 10} MiB) "
        f"scores {holder['oom_score']}, its neighbour holding 128 MiB (resident {neighbour['rss_kb'] >> 10} MiB) "
        f"{neighbour['oom_score']}: the OOM killer ends the neighbour first")
