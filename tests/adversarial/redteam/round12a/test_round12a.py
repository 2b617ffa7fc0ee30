"""Round 12a (cheap, in the normal suite): the host and sandbox side after rounds 10a-11's fixes.

Each FOOLED attack is a strict xfail asserting the secure behaviour; each HELD one asserts what held.
The README says what each attack does, where, and how to fix it. Confined children are started by
round 10a's ``standin.py`` and this round's ``standin12a.py`` (stopped mid-way, as the pass's child is
stopped while eager is timed).
"""

from __future__ import annotations

import os

import pytest

from pytest_passnet import pipeline
from tests.adversarial.redteam.round12a import attacks12a as a
from tests.sandbox.configurations import TEST_USER, skip_reason

needs_root = pytest.mark.skipif(os.geteuid() != 0, reason="starts children as root (a uid per child)")
needs_user = pytest.mark.skipif(skip_reason("user-process") is not None, reason=str(skip_reason("user-process")))

# -- socketpair: the unix socket seccomp leaves a child ---------------------------------------------


@pytest.fixture(scope="module")
def socket_reach_root():
    return a.socket_reach()


@needs_root
def test_a_child_reaches_no_datagram_socket_of_the_host(socket_reach_root):
    """Held since the fix (was FOOLED): seccomp allows a unix stream pair only (a datagram pair: EPERM),
    and a stream pair, connected to its twin, names no other socket (EISCONN; EPROTOTYPE: the host's is a
    datagram socket)."""
    child = socket_reach_root["child"]
    assert {child[step] for step in ("sendto_path", "connect_path", "fd_to_path")} == {"EPERM"}, child
    assert (child["stream_sendto_path"], child["stream_connect_path"]) == ("EISCONN", "EPROTOTYPE"), child
    assert socket_reach_root["received"] == [], socket_reach_root


@needs_root
def test_a_child_makes_no_socket_and_reaches_no_abstract_socket(socket_reach_root):
    """Held: socket() and a datagram pair refused (before the socketpair fix: ECONNREFUSED, the host's
    abstract name is not in the child's net namespace); a stream pair names no other socket."""
    child = socket_reach_root["child"]
    assert (child["socket_call"], child["sendto_abstract"], child["stream_sendto_abstract"]) == \
        ("EPERM", "EPERM", "EISCONN"), child
    assert socket_reach_root["abstract_received"] == [], socket_reach_root


@pytest.fixture(scope="module")
def socket_reach_user():
    """As the user, with the namespaces this kernel allows and without (user namespaces refused)."""
    return {"no-namespaces" if without else "namespaces": a.socket_reach(user=TEST_USER, without=without)
            for without in ("", "namespaces")}


@needs_user
def test_a_user_child_reaches_no_datagram_socket(socket_reach_user):
    """Held since the fix (was FOOLED): as the user too, with or without namespaces."""
    assert [found["received"] for found in socket_reach_user.values()] == [[], []], socket_reach_user


@needs_user
def test_a_user_child_reaches_no_abstract_socket_without_namespaces(socket_reach_user):
    """Held by Landlock's scope (ABI 6+) where the child shares the host's net namespace; binding an
    abstract name there is allowed (a name squatted while the child lives: no passnet process listens)."""
    outside = socket_reach_user["no-namespaces"]
    assert "namespaces" not in outside["steps"] and outside["child"]["sendto_abstract"] == "EPERM", outside
    assert outside["abstract_received"] == [], outside


# -- the system's file table: a host-wide limit a child can exhaust ---------------------------------


@pytest.mark.parametrize("message", [
    "OSError: [Errno 23] Too many open files in system: '/models/1/model.py'",
    "BlockingIOError: [Errno 11] Resource temporarily unavailable",
    "RuntimeError: can't start new thread",
])
def test_a_reference_that_failed_for_want_of_files_or_tasks_is_tried_alone(message):
    assert pipeline._WANT.search(message), f"{message!r} is blamed on the sample, not tried again alone"


@pytest.mark.redteam
def test_a_child_cannot_fill_the_system_file_table(file_table_held):
    assert file_table_held["another_uid_opens_while_stopped"] == "opened", file_table_held


@pytest.mark.redteam
def test_run_file_table_fill(round12a_run, config):
    record = round12a_run(config)
    statuses = {name: [status for status, _ in found] for name, found in record["statuses"].items()}
    assert record["report_written"] and statuses["wrong_control"] == ["accuracy"], record
    assert statuses["victim"] == ["correct"], record
    assert record["file_table_peak"] < record["file_max"] * 0.9, record


# -- Linux AIO: the device's work, queued before the stop ------------------------------------------


@pytest.mark.redteam
def test_io_queued_before_the_stop_is_bounded_by_the_block_queue(aio_stopped):
    """Held (low): io_setup/io_submit are open, and O_DIRECT reads queued before the SIGSTOP complete
    while the child stands stopped (0 CPU ticks of its own), but io_submit blocks the child once the
    disk's queue is full: what runs on is at most that queue (about 0.5 s of this disk), no timer."""
    assert aio_stopped["queued"]["queued"] == 300 and aio_stopped["child_ticks_while_stopped"] == 0, aio_stopped
    bound = a.block_queue_bytes(a.DISK_FILE, 1 << 20)
    assert aio_stopped["mib_read_while_stopped"] << 20 <= bound + (16 << 20), (aio_stopped, bound)
