"""Round 46b: the code that stops and continues a pass's processes at ``ee264a3f`` (``PassGroup``, the memory look's
stop and ``_resume_pass``, ``AnswerStop.unless_kept``, ``Hold``, ``others_stopped``, ``stop_all``'s lent watch), on real
confined children as root (``premises46b``: the real ``Sandbox`` with a script in place of the serve loop, its real
``FileTableWatch``, the real ``Sandboxes`` methods). Counted, not timed, but for RT_LENT_LOOK, which compares a timed
process's progress during a look with its progress right before it, in the same run."""

from __future__ import annotations

import functools
import os
import shutil
import threading

import pytest

from tests.adversarial.redteam.needs import needs_memcg

from . import premises46b

needs_root = pytest.mark.skipif(os.geteuid() != 0, reason="the children are started as the product starts them as root")
KINDS = ["process"] + (["bubblewrap"] if shutil.which("bwrap") else [])


def _realtime_allowed() -> bool:
    allowed = []

    def probe() -> None:
        try:
            os.sched_setscheduler(0, os.SCHED_FIFO, os.sched_param(1))
            allowed.append(True)
        except OSError:
            pass

    thread = threading.Thread(target=probe)
    thread.start()
    thread.join()
    return bool(allowed)


needs_realtime = pytest.mark.skipif(os.geteuid() != 0 or not _realtime_allowed(),
                                    reason="the watch's thread is real-time only where the host lets root make it so")


@functools.cache
def _held_run() -> dict:
    return premises46b.isolated("others_continue_held")


@needs_root
@pytest.mark.slow
def test_the_file_table_watch_holds_the_child_and_a_hold_leaves_it_held():
    """OTHERS_CONTINUE_HELD's premise and control (plain): the real ``_judge`` holds the child stopped (the host's
    count grew past ``GROWTH_FILES`` and still moves: another process's files); a ``Hold`` (the trusted side's work
    between two trials) continues only what it stopped itself, not what the watch holds (``Hold._continue``)."""
    found = _held_run()
    assert "error" not in found, found
    assert found["held_before"] == found["processes"] and found["ended_for"] is None, found
    holds = [r for r in found["rounds"] if r["by"] == "hold"]
    assert holds and all(r["held"] == found["processes"] and r["stood_after"] for r in holds), found


@needs_root
@pytest.mark.slow
def test_others_stopped_leaves_what_the_file_table_watch_holds_stopped():
    """OTHERS_CONTINUE_HELD (low), held since the lead's fix after the round (was FOOLED, 4 of 4): ``others_stopped``'s
    closing SIGCONT continued every process it stopped, also those the file-table watch holds (``Hold._continue``
    and ``continue_all`` leave them out): the held child ran 33-49 ms after each block until the watch's next turn,
    1,051 ms where another worker's watch held this user's turn 1 s. It leaves them out now."""
    found = _held_run()
    blocks = [r for r in found["rounds"] if r["by"] == "others_stopped"]
    assert blocks and all(r["broke"] is None for r in blocks), found
    assert all(r["stood_after"] for r in blocks), found


@functools.cache
def _look_runs() -> dict:
    return {realtime: premises46b.lent_look(realtime) for realtime in ("off", "on")}


@needs_realtime
@needs_memcg
@pytest.mark.slow
def test_a_lent_look_weighs_a_stopped_child_and_a_timed_process_keeps_its_cpu_without_real_time():
    """RT_LENT_LOOK's premise and control (plain): the child's 16 processes of 30,000 mappings, stopped and its watch
    lent (``stop_all``), 100 MiB left of 1 GiB: a look comes and weighs each process (``weight_once``), finds nothing
    (the forks share their pages), ends nothing, and the OOM killer acts on nothing. Where the host refuses real time
    (``realtime._refused``: the control) a timed process on the watch's CPU keeps most of its progress through the
    look (here 87-95 % of the same length right before)."""
    runs = _look_runs()
    for realtime, found in runs.items():
        assert found.get("looks") and found["looks"][0]["lent"] and found["ended_for"] is None, found
        assert found["oom_kills"] == ["oom_kill 0"] and found["left_mib"] < found["low_mark_mib"], found
    control = runs["off"]["looks"][0]
    assert control["timed_progress"] * 3 >= control["timed_progress_before"], runs["off"]


@needs_realtime
@needs_memcg
@pytest.mark.slow
def test_a_lent_look_leaves_a_timed_process_on_its_cpu_a_share_of_it():
    """RT_LENT_LOOK (low), held since the lead's fix after the round (was FOOLED, 6 of 6): since ee264a3f the watch's
    thread was SCHED_FIFO through every look, also while lent; a look's length is the pass's (mappings x processes:
    150-172 ms here, 351 ms at 32 x 50,000), and a timed process on that CPU made no progress through it (0 of
    519-1,000 marks). The walks now run ``realtime.set_aside``: as the thread ran before."""
    look = _look_runs()["on"]["looks"][0]
    assert look["ms"] > 50, look  # the premise: a weighing look
    assert look["timed_progress"] * 3 >= look["timed_progress_before"], look


@needs_root
@pytest.mark.parametrize("kind", KINDS)
def test_the_pass_cannot_take_a_process_out_of_its_group(kind):
    """LEAVE_GROUP (held): ``setsid``, ``setpgid`` on itself, on a fork before its exec from either side,
    ``Popen(process_group=0)``, ``posix_spawn`` with ``setpgroup`` or ``setsid``: each refused (seccomp, EPERM), and
    every process of the child is in the group ``PassGroup`` signals (under bubblewrap but its launcher)."""
    found = premises46b.leave_group(kind)
    assert found["kind"] == kind, found
    tries = ["setsid", "setpgid self", "setpgid of a fork by its parent", "Popen process_group=0",
             "posix_spawn setpgroup=0", "posix_spawn setsid"]
    assert all(found[name].startswith("PermissionError") for name in tries), found
    group = found["pass_group"]
    inside = [g for pid, g in found["host_groups"].items() if g != int(pid) or g == group]
    assert group and len(set(found["groups"].values())) == 1, found
    assert inside.count(group) >= len(found["groups"]), found


@needs_root
@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.slow
def test_one_killpg_stops_a_tree_that_forks_and_spawns_as_fast_as_it_can(kind):
    """FORK_STORM (held): four processes forking and reaping, and starting /bin/true through vfork, as fast as they
    can; after the look's one ``killpg`` each process of the group stands stopped or waits in vfork for a child that
    does (state D, no CPU), none starts, and the tree uses no CPU for 200 ms."""
    found = premises46b.fork_storm(kind, rounds=6)
    assert found["kind"] == kind, found
    for stop in found["rounds"]:
        assert stop["sent"] and not stop["other_states"], found
        assert stop["processes"] == stop["stopped"] + stop["vfork_waits"], found
        assert stop["started_while_stopped"] == 0 and stop["cpu_while_stopped_ms"] <= 1.0, found


@needs_root
def test_a_look_that_continues_a_child_after_an_unarmed_stop_again_continues_it_inside_its_span():
    """STOP_AGAIN_UNARMED (held; the review's leftover): ``stop_again`` sets no ``_stood`` without an armed answer, so
    a memory look between it and the take-back's hold continues the child (here it ran 22-23 ms of CPU); the span
    ends at the take-back's ``stood_at``, after that work, and nothing runs from there to the hold's end."""
    found = premises46b.unarmed_stop_again()
    assert found["stood_after_stop_again"] and found["look_ended_it"] is False, found
    assert found["ran_after_look_ms"] > 1.0, found  # the premise: the look continued it
    assert found["ran_after_stood_ms"] == 0.0 and found["stood_after_resume_ms"] > 0, found
