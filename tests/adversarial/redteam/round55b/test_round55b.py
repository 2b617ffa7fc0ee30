"""Round 55b: the kernel's per-user counts a real confined child shares with the trusted process and with later
children (README.md). Premises run the real ``mode.detect``, ``identity.lease``, ``folders.make``, ``policy.command`` and
``process.Sandbox`` (``premises55b.py``); one plugin run through ``harness.py`` (``plugin55b.py``).

    pytest tests/adversarial/redteam/round55b -p no:cacheprovider -rxX"""

from __future__ import annotations

import functools
import json
import os
import shutil

import pytest

from tests.adversarial.redteam.round55b import premises55b

pytestmark = [
    pytest.mark.skipif(os.geteuid() != 0, reason="the premises run a uid of no account through setpriv (root)"),
    pytest.mark.skipif(not shutil.which("setpriv"), reason="no setpriv"),
]

USER_STATES = ("user_process", "user_bwrap")


@pytest.fixture(scope="module")
def base():
    made = premises55b.layout()
    yield made
    premises55b.remove_layout(made)


@functools.cache
def _premise(base, state: str, action: str) -> dict:
    if state.endswith("bwrap") and not shutil.which("bwrap"):
        pytest.skip("bubblewrap is not installed")
    said = premises55b.run_premise(base, state, json.loads(action))
    if "refused" in said:
        pytest.skip(f"{state}: no mode here: {said['refused'][:300]}")
    if "uid" not in said.get("child", {}):
        raise AssertionError(f"the child did not report: {said}")
    return said


@pytest.mark.parametrize("state", list(premises55b.STATES))
def test_no_route_to_a_namespace_ipc_object_or_key(base, state):
    """Held (NAMESPACE_UCOUNTS): no child makes a namespace (each ``unshare`` flag, ``clone`` with each
    ``CLONE_NEW*``, ``clone3``, ``setns``, ``open_tree``'s clone, ``fsopen``), a System V or POSIX IPC object, a key,
    or a pty; its IPC, mount, PID and network namespaces are its own. So the per-user namespace counts
    (``/proc/sys/user/max_*_namespaces``) hold one of each per child, which the child cannot add to."""
    said = _premise(base, state, '{"probe": 1}')
    child = said["child"]
    assert set(child["new_namespace_routes"].values()) <= {"EPERM", "ENOSYS"}, child["new_namespace_routes"]
    assert child["ipc"] == {"shmget": "EPERM", "msgget": "EPERM", "semget": "EPERM", "mq_open": "EPERM",
                            "/dev/mqueue/r55b": "ENOENT", "/dev/ptmx": "EACCES"}, child["ipc"]
    assert set(child["keys"].values()) == {"EPERM"}, child["keys"]
    shared = {name for name in ("mnt", "pid", "net", "ipc") if child["namespaces"][name] == said["namespaces"][name]}
    assert not shared, (shared, child["namespaces"], said["namespaces"])


@pytest.mark.parametrize("state", USER_STATES)
def test_user_child_leaves_the_users_counts(base, state):
    """USER_COUNTS, fixed: while a normal user's child holds what it may, the trusted process (any process of the
    user) can still queue a signal, make a POSIX timer, a fanotify group and an inotify instance (RLIMIT_SIGPENDING in
    ``policy.LIMITS``; ``inotify_init``/``inotify_init1``/``fanotify_init`` ENOSYS in ``seccomp``). Before: EAGAIN,
    EAGAIN, EMFILE, EMFILE."""
    said = _premise(base, state, '{"hold": 1, "redetect": 1}')
    during = said["during"]
    assert (during["queue_rt_signal"], during["timer_create"], during["fanotify_init"],
            during["inotify_init1"]) == ("made",) * 4, (said["child"]["held"], during)


@pytest.mark.parametrize("state", USER_STATES)
def test_user_counts_held_leave_the_verdict_path(base, state):
    """Held: while a user's child holds those counts, the trusted side's own work goes on: ``answer_stop.stop_threads``
    (``tgkill`` SIGSTOP, a legacy signal the kernel sets pending without a queue entry) stops a process, a thread and a
    process start, its pipes grow, and ``mode.detect`` run again picks the same mode (no fallback to a weaker one)."""
    said = _premise(base, state, '{"hold": 1, "redetect": 1}')
    held, during = said["child"]["held"], said["during"]
    assert held["queued_signals"]["stopped_by"] == "EAGAIN" and held["inotify"]["stopped_by"] == "ENOSYS", held
    assert during["stop_threads_stops"] and during["thread"] == "made" and during["subprocess_rc"] == 0, during
    assert during["grows_to_header"], during
    assert during["redetected"]["same"], (during["redetected"], said["sandbox"])
    assert said["after"]["queue_rt_signal"] == "made" and said["after"]["inotify_init1"] == "made", said["after"]


def test_root_children_have_counts_of_their_own(base):
    """Held as root: a leased uid's counts are its own; root's inotify, fanotify, queued signals and timers untouched."""
    said = _premise(base, "root_process", '{"hold": 1}')
    assert said["child"]["held"]["queued_signals"]["stopped_by"] == "EAGAIN", said["child"]["held"]
    during = said["during"]
    assert (during["queue_rt_signal"], during["timer_create"], during["fanotify_init"],
            during["inotify_init1"]) == ("made",) * 4, during


@pytest.mark.parametrize("state", ["user_process", "root_bwrap"])
@pytest.mark.slow
def test_task_limit_leaves_the_trusted_side_its_threads(base, state):
    """Held: a child's threads stop at its own 4,096 (per uid as root, in its user namespace as a user); the trusted
    side still starts a thread, a process and a real child that lives."""
    said = _premise(base, state, '{"tasks": 6000, "sandboxes": 1, "settle_s": 2}')
    assert 4000 <= said["child"]["tasks"]["threads"] < 4096, said["child"]["tasks"]
    during = said["during"]
    assert during["thread"] == "made" and during["subprocess_rc"] == 0, during
    assert during["sandboxes_answer_stops"] == [{"answer_stops": True, "alive": True}], during


@pytest.mark.parametrize("state", USER_STATES)
def test_reserve_arms_two_children_during_one_hold(base, state):
    """Held as designed (round 53a's fix): while a user's child holds the pipe pages, the worker's reserve arms the two
    children it starts next; a third alive at once is not armed (``answer_stops`` False), which
    ``pipeline._time_compiled`` flags ``[passnet answer stop]`` (``test_flag_set_when_no_reserve_could_be_made``)."""
    said = _premise(base, state, '{"pipes": 1, "sandboxes": 3, "together": 1}')
    assert said["during"]["pipe_bytes"] == 8192, said["during"]
    assert said["during"]["sandboxes_answer_stops"] == [True, True, False], said["during"]


@pytest.mark.slow
def test_flag_set_when_no_reserve_could_be_made():
    """Held: a user's run started while another process of the user already holds the pipe pages, and the user's
    inotify instances, fanotify groups, queued signals and the host's AIO contexts: the run's first child finds no room
    for its reserve; its honest variant is still ``correct`` in bubblewrap (no weaker mode), and flagged
    ``[passnet answer stop]`` rather than timed silently without it."""
    if not shutil.which("bwrap"):
        pytest.skip("bubblewrap is not installed")
    from tests.adversarial.redteam.round55b import plugin55b

    seen = plugin55b.hogged_run("bwrap-user", hog=True, everything=True)
    assert seen["hog"]["new_pipe_bytes"] == 8192, seen
    assert seen["status"] == "correct" and seen["sandbox"] == "bubblewrap", seen
    assert any(flag.startswith("[passnet answer stop]") for flag in seen["flags"] or []), seen
