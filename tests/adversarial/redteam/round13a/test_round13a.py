"""Round 13a (cheap, in the normal suite): the host side after round 12a's fixes (the file-table watch,
nofile 1024, the waits for a killed tree and a uid's processes, the socketpair rule).

Each FOOLED attack is a strict xfail asserting the secure behaviour; each HELD one asserts what held.
The README says what each attack does, where, and how to fix it. Confined children are started by
``standin13a.py`` (as ``process.Sandbox`` starts one, with the product's ``FileTableWatch`` on it) and
round 10a's ``standin.py``.
"""

from __future__ import annotations

import os

import pytest

from pytest_passnet.sandbox import file_table
from tests.adversarial.redteam.round13a import attacks13a as a
from tests.sandbox.configurations import TEST_USER, skip_reason

# Fills the host's file table (``host_file_table.alone`` inside): collected with the other fillers, first, and keeps
# the turn from the filler before it (tests/conftest.py).
FILLS = pytest.mark.usefixtures("alone_on_the_file_table")

needs_root = pytest.mark.skipif(os.geteuid() != 0, reason="starts children as root (a uid per child)")
needs_user = pytest.mark.skipif(skip_reason("user-process") is not None, reason=str(skip_reason("user-process")))
needs_table = pytest.mark.skipif(file_table.allocated_files() is None, reason="no /proc/sys/fs/file-nr here")


def _past_the_watch_threshold(record: dict, files: int) -> dict:
    """The record, once the child held what it was asked to and the host grew past GROWTH_FILES
    (otherwise the watch had no cause to look, and the test would prove nothing), or once the watch
    ended it: before it said it held everything, or after (then the growth read later is the release's:
    CI at 33c38601 read 25)."""
    if record.get("ended_for") and not record.get("alive"):
        return record
    assert record.get("held", {}).get("held", 0) >= files, record
    assert record["host_growth"] > file_table.GROWTH_FILES, record
    return record


# -- files the watch's count did not see (file_table.py:35-43 at 6d13aed0) ---------------------------


@pytest.fixture(scope="module")
def hidden_root():
    """Three processes mapping 60,000 files each and one whose 140 threads hold 1,000 each in tables of
    their own: 320,000 files, one root-mode child (its own uid)."""
    record = _past_the_watch_threshold(a.watched("mapped,mapped,mapped,threads", 4, 60_000, threads=140), 320_000)
    assert record.get("task_tables_count", 140_001) > 140_000, record
    return record


@FILLS
@needs_root
@needs_table
def test_a_child_holding_files_through_mappings_or_threads_own_tables_is_ended(hidden_root):
    """Held since f5d0e020 (FOOLED, high, at 6d13aed0: mappings keep their struct files after close and
    threads cloned without CLONE_FILES have tables of their own; /proc/<pid>/fd lists neither, so the
    watch counted 34 of 320,044): the watch now ends the child on the host's growth and judges by what
    the end gave back."""
    assert hidden_root["ended_for"] and not hidden_root["alive"], hidden_root


@pytest.fixture(scope="module")
def descriptors_user():
    return _past_the_watch_threshold(a.watched("fds", 140, 1000, user=TEST_USER), 139_000)


@FILLS
@needs_user
@needs_table
def test_a_user_child_holding_descriptors_is_ended(descriptors_user):
    """Held since f5d0e020 (FOOLED, high, at 6d13aed0: every child is non-dumpable, confine.py:166-169,
    so a trusted side run by a user listed 1 of 142 /proc/<pid>/fd and counted 4 of 140,980)."""
    assert descriptors_user["ended_for"] and not descriptors_user["alive"], descriptors_user


# -- what Sandbox.kill leaves (process.py:461-476) ---------------------------------------------------


@pytest.fixture(scope="module")
def zombies_user():
    record = a.killed_leftovers(300, 60_000, TEST_USER)
    assert record.get("held", {}).get("held") == 300 and "namespaces" not in record["steps"], record
    return record


@FILLS
@needs_user
def test_a_killed_child_without_a_pid_namespace_leaves_no_zombie(zombies_user):
    assert zombies_user["zombie_children_after_kill"] == 0, zombies_user


# -- descriptors of others, 32-bit calls, files in flight (seccomp.py:29-35, 83-92) -----------------


@pytest.fixture(scope="module")
def reach_root():
    return a.reach()


@needs_root
def test_a_child_takes_no_descriptor_of_the_reference_or_trusted_process(reach_root):
    child = reach_root["child"]
    for name in ("pidfd_getfd_reference", "pidfd_getfd_trusted", "proc_fd_reopen_trusted"):
        assert "ALLOWED" not in child[name], (name, child)


@needs_root
def test_a_child_makes_no_socket_through_another_abi_or_high_bits(reach_root):
    child = reach_root["child"]
    assert child["socketcall_i386"] in ("ENOSYS", "signal 11"), child
    assert (child["stream_high"], child["dgram_high"]) == ("ALLOWED type 1", "EPERM"), child


@needs_root
def test_files_in_flight_on_a_stream_pair_are_bounded_by_nofile(reach_root):
    """Held: SCM_RIGHTS files never received are in no /proc/<pid>/fd, but the kernel counts them per
    uid against the sender's RLIMIT_NOFILE (1024): ETOOMANYREFS after about that many."""
    in_flight = reach_root["child"]["in_flight"]
    assert in_flight["stopped_by"] == "ETOOMANYREFS" and in_flight["files"] <= 1024 + 200, in_flight


@needs_user
def test_a_user_child_without_namespaces_takes_no_descriptor_of_the_user_processes():
    """Held by Landlock (a domain may not ptrace, so not pidfd_getfd, outside itself) where the child
    shares the user's uid and the host's PID namespace."""
    child = a.reach(user=TEST_USER, without="namespaces")["child"]
    for name in ("pidfd_getfd_reference", "pidfd_getfd_trusted", "proc_fd_reopen_trusted"):
        assert "ALLOWED" not in child[name], (name, child)
