"""The CPU's trial inputs written by the trusted side into memory the child maps, while the child stands held
(``Sandboxes.held``, ``Sandbox.share_inputs``/``write_inputs``, ``shared_inputs.map_inputs``): real children,
confined as for a pass, in each of the four configurations (``held_inputs_run.py`` as the configuration's user,
each child running ``inputs_child.py``). The child sees exactly the bytes the trusted side wrote, trial after
trial, at fixed addresses, though it writes its inputs in place; a file it truncates or replaces costs the
trusted side nothing (its writes go on, into the file it made), and where a full folder leaves no room for what
the child gave up, the write fails with a message, never a signal. Held, a child with a spinning thread and a
spinning grandchild, or one forking every 2 ms, uses no CPU, and runs again after; one continued meanwhile, one
whose threads cannot stop, one with more processes than policy allows is ended, the message saying why."""

from __future__ import annotations

import functools
import json
import os
import sys
from pathlib import Path

import pytest

from pytest_passnet.sandbox import policy
from pytest_passnet.sandbox.cleanup import remove_tree
from tests.sandbox import configurations

DRIVER = Path(__file__).with_name("held_inputs_run.py")
CHECKOUT = Path(__file__).parents[2]
_STOP = "[passnet stop] the pass's process "
_HELD_FOR = "for the trusted side's work between its timed trials"


@functools.cache
def _driven(name: str) -> configurations.Finished | str:
    """``held_inputs_run.py`` run as configuration ``name``'s trusted side (once for all these tests), or why it
    cannot run here."""
    if configurations.skip_reason(name):
        return configurations.skip_reason(name)
    workspace = configurations.workspace(name)
    configurations.hand_over(name, workspace)
    env = {**os.environ, "PYTHONPATH": str(CHECKOUT), "TRITON_INTERPRET": "1"}
    try:
        return configurations.run(name, [sys.executable, str(DRIVER)], workspace, env, timeout=600)
    finally:
        remove_tree(workspace)


@pytest.fixture(params=configurations.NAMES)
def run(request) -> tuple[str, dict]:
    """A configuration's name, and what its run saw."""
    finished = _driven(request.param)
    if isinstance(finished, str):
        pytest.skip(finished)
    assert finished.returncode == 0, finished.stderr[-3000:]
    record = json.loads(finished.stdout.strip().splitlines()[-1])
    assert record["mode"] == configurations.kind(request.param)
    return request.param, record


def test_the_child_sees_the_trusted_bytes_trial_after_trial_at_fixed_addresses(run):
    name, record = run
    trials = record["trials"]
    assert trials["wrong"] == [[]] * len(trials["wrong"]), f"{name}: inputs the child saw otherwise: {trials['wrong']}"
    assert trials["stood"] == [True] * len(trials["stood"]), f"{name}: the child ran while its inputs were written"
    assert trials["pointer_sets"] == 1 and trials["strides_kept"] and trials["continued_at"]
    assert record["storages"] == record["inputs"] - 1  # a storage of its own each, but the empty input's


def test_a_file_the_child_truncates_or_replaces_costs_the_trusted_side_nothing(run):
    name, record = run
    seen = record["file"]
    assert seen["truncated_to"] == 0 and seen["size_after_write"] == seen["nbytes"]
    assert seen["wrong_after_truncation"] == [] and seen["wrong_after_replacement"] == []
    if record["uid_per_child"]:  # the spill folder is the trusted side's, sticky: the child cannot replace its file
        assert seen["replace"] == {"replaced": False, "error": "Operation not permitted"}
    else:  # the child's own file under that name is left as it is; its mapping is still of the trusted side's file
        assert seen["replace"] == {"replaced": True} and seen["own_after_write"] == "the child's own", seen


def test_a_write_without_room_for_what_the_child_gave_up_fails_with_a_message(run):
    name, record = run
    if not record["bounded"]:
        pytest.skip("the child's folders are not bounded here: the host's shared memory is not filled for a test")
    seen = record["no_room"]
    assert seen["filled"]["error"] == "No space left on device"
    assert seen["failed"].startswith("the trial's inputs could not be written to "), seen
    assert "(No space left on device): the pass's process gave up that file's blocks" in seen["failed"]


def test_a_held_child_uses_no_cpu_and_runs_again_after(run):
    name, record = run
    busy = record["busy"]
    assert busy["processes"] >= 2 and busy["stood"] and busy["held_ns"] == 0, busy
    assert busy["after_ns"] > 50_000_000, busy  # two spinners for 0.3 s, on a busy host
    forking = record["forking"]
    assert forking["stood"] == [True] * 20 and forking["max_held_ns"] == 0, forking
    assert record["not_looked_at"] == {"stood": True, "alive": True, "continued_at": True}


def test_a_held_child_continued_meanwhile_is_ended(run):
    name, record = run
    seen = record["continued"]
    assert seen["broken"].startswith(f"{_STOP}ran while it stood stopped {_HELD_FOR} ("), seen
    assert seen["broken"].endswith(": it was ended, and its trial was not timed")
    assert not seen["current"] and not seen["alive"]


def test_a_child_that_cannot_be_stopped_is_ended(run):
    name, record = run
    seen = record["walk"]
    assert seen["broken"] == (f"{_STOP}kept running after it was stopped {_HELD_FOR} (more than 2 clock ticks of CPU before "
                              "all its threads stood stopped: a thread inside a long system call, or continued): it was "
                              "ended, and its trial was not timed"), seen
    assert not seen["current"] and not seen["alive"] and seen["seconds"] < 5


def test_a_child_with_more_processes_than_policy_allows_is_ended(run):
    name, record = run
    seen = record["sleepers"]
    assert seen["broken"].startswith(f"{_STOP}had "), seen
    assert f"processes when it was stopped {_HELD_FOR}, more than the {policy.CHILD_PROCESSES} a child may have " \
           "then" in seen["broken"]
    assert not seen["current"] and not seen["alive"]
