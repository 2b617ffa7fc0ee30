"""Leasing a child's uid as root (``identity``) beside processes of that uid that are not ours: red team round 34a's
LEASE_ACROSS_CONTAINERS. Containers of one host lease from their own /run, so a uid leased fresh here may be another
container's, whose live children it must neither end nor share. Real processes as uids of no account (1,523,001 on),
a lease folder of the test's own (never /run/pytest-passnet-uids, which CI's runs use)."""

from __future__ import annotations

import ctypes
import os
import random
import signal
import subprocess
import threading
import time

import pytest

from pytest_passnet.sandbox import identity, syscalls

pytestmark = pytest.mark.skipif(os.geteuid() != 0, reason="leases and starts processes as other uids (root)")

FIRST = 1_523_001
_PR_GET_CHILD_SUBREAPER = 37


@pytest.fixture
def leases(tmp_path, monkeypatch):
    """The lease range ``FIRST``, ``FIRST + 1`` (tried in that order) and a lease folder of root's own."""
    folder = tmp_path / "uids"
    folder.mkdir(mode=0o700)
    monkeypatch.setattr(identity, "_lease_folder", lambda: folder)
    monkeypatch.setattr(identity, "FIRST", FIRST)
    monkeypatch.setattr(identity, "COUNT", 2)
    monkeypatch.setattr(random, "randrange", lambda count: 0)
    yield folder
    for uid in (FIRST, FIRST + 1):  # what a failed test left would hold the uid for the next
        identity.end_processes_of(uid)


@pytest.fixture
def sleeper():
    """``start(uid)``: a process running as ``uid`` (another container's child, seen from here); ended at the end."""
    started = []

    def start(uid: int) -> subprocess.Popen:
        process = subprocess.Popen(["sleep", "60"], user=uid, group=uid, extra_groups=[])
        started.append(process)
        return process

    yield start
    for process in started:
        process.kill()
        process.wait()


def _alive(process: subprocess.Popen) -> bool:
    time.sleep(0.05)  # a kill sent takes effect at once; give it the moment anyway
    return process.poll() is None


def test_a_fresh_lease_skips_a_uid_with_a_process_and_ends_nothing(leases, sleeper):
    """A uid never leased here, with a process running: not ours. The lease takes the next uid, the process lives on,
    and no lease file is left for the skipped uid (no later sweep of ours takes it for a leftover). Before the fix the
    lease ended the process (its fresh file did not say clean) and took the uid."""
    other = sleeper(FIRST)
    taken = identity.lease()
    try:
        assert taken.uid == FIRST + 1
        assert _alive(other)
        assert sorted(os.listdir(leases)) == [str(FIRST + 1)]
    finally:
        taken.release()


class KilledRun:
    """A run that leased ``FIRST``, started its child there (a session leader, recorded with ``child_started``) and was
    killed: its lease file unlocked and not ``clean``, the child gone (its parent-death signal), and what the child
    double-forked (``left``: in the child's session, orphaned) still running as the uid. This process stands in for the
    init that reaps the orphan (a subreaper meanwhile: this host's pid 1 reaps none, and a zombie counts as a task)."""

    def __init__(self):
        was = ctypes.c_int()
        assert ctypes.CDLL(None, use_errno=True).prctl(_PR_GET_CHILD_SUBREAPER, ctypes.byref(was), 0, 0, 0) == 0
        self._subreaper = was.value
        syscalls.prctl(syscalls.PR_SET_CHILD_SUBREAPER, 1)
        holder = identity.lease()
        child = subprocess.Popen(["sh", "-c", "sleep 60 & echo $!; read _"], user=FIRST, group=FIRST, extra_groups=[],
                                 start_new_session=True, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        try:
            assert holder.uid == FIRST
            holder.child_started(child.pid)
            self.left = int(child.stdout.readline())
        except BaseException:
            child.kill()
            identity.end_processes_of(FIRST)
            syscalls.prctl(syscalls.PR_SET_CHILD_SUBREAPER, self._subreaper)
            raise
        finally:
            os.close(holder._fd)  # the holder killed: no release, its lock gone with it
            child.stdin.close()
            child.wait()
        self.status: int | None = None
        self._reaped = threading.Thread(target=self._reap)
        self._reaped.start()

    def _reap(self):
        _, status = os.waitpid(self.left, 0)
        self.status = -os.WTERMSIG(status) if os.WIFSIGNALED(status) else os.WEXITSTATUS(status)

    def gone(self, timeout: float = 5.0) -> bool:
        """Whether the orphan was killed (SIGKILL) within ``timeout``."""
        self._reaped.join(timeout=timeout)
        return self.status == -signal.SIGKILL

    def end(self):
        if self._reaped.is_alive():
            os.kill(self.left, signal.SIGKILL)
            self._reaped.join(timeout=5)
        syscalls.prctl(syscalls.PR_SET_CHILD_SUBREAPER, self._subreaper)


def _state(pid: int) -> str:
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0]
    except OSError:
        return "?"


def test_a_uid_of_ours_whose_holder_left_processes_has_them_ended(leases, sleeper):
    """The check kept: a uid leased here whose holder was killed (its file names its pid and its child, not clean) has
    what its child left ended, and is leased."""
    run = KilledRun()
    try:
        assert (leases / str(FIRST)).read_bytes() != b"clean\n" and _state(run.left) in ("R", "S")
        taken = identity.lease()
        try:
            assert taken.uid == FIRST
            assert run.gone()
        finally:
            taken.release()
    finally:
        run.end()


@pytest.mark.parametrize("then", ["sweep", "lease"])
def test_a_killed_run_s_leftover_is_ended_and_another_container_s_process_of_its_uid_lives(leases, sleeper, then):
    """Red team round 35a's KILLED_RUN_FILE: a uid whose holder here was killed runs what its child left and, beside
    it, another container's process (its own /run's lease; the two together only where that container leased the uid
    in the moment before the leftover's end, so the strongest case). The start-up sweep, or a lease landing on the uid,
    ends the leftover and not the other: only the recorded child's session is the dead run's. A lease then skips the
    uid (a task runs). Before the fix both ended every process of the uid (the file did not say clean)."""
    run = KilledRun()
    other = sleeper(FIRST)
    try:
        if then == "sweep":
            identity.sweep({FIRST})
            assert run.gone()
            assert _alive(other)
            assert (leases / str(FIRST)).read_bytes() == b"clean\n"  # all the dead run left is gone
        else:
            taken = identity.lease()
            try:
                assert run.gone()
                assert _alive(other)
                assert taken.uid == FIRST + 1
            finally:
                taken.release()
    finally:
        run.end()


def test_the_sweep_leaves_a_uid_whose_holder_here_left_nothing(leases, sleeper):
    """A uid leased here and released clean, now running another container's process (seen from here): the start-up
    sweep leaves it. Before the fix the sweep ended every process of a uid whose file was in its folder."""
    identity.lease().release()  # FIRST, released clean
    assert (leases / str(FIRST)).read_bytes() == b"clean\n"
    other = sleeper(FIRST)
    identity.sweep({FIRST})
    assert _alive(other)

