"""Round 52a: session 33's newest fixes (47f50fef, b77d23ed), attacked at b77d23ed by someone who did not write them.

- CAPS_KEPT_AS_USER (FOOLED, medium where it applies): ``confine._identity`` clears and reads back the capability sets
  only for root (``confine.py:170-171``: ``return ""`` for anyone else). A normal user's trusted process that holds a
  capability (ambient, as systemd's ``AmbientCapabilities=CAP_SYS_NICE`` gives, which ``realtime.make_realtime``
  asks for; or file capabilities on the interpreter) on a host that refuses it a user namespace (Docker's default
  seccomp profile, Ubuntu's AppArmor restriction) runs the plain mode, and every child holds the capability in all
  four sets, passes it on to what it executes, and the report has no warning (``premises52a``: ``CAP_SYS_NICE``:
  ``SCHED_FIFO`` and nice -5 for the child). bubblewrap refuses to start with capabilities as a user, so the plain
  mode is what such a host gets.
- Held: the control user (no capability); root without ``CAP_SETPCAP`` (``no_caps``): its bounding set stays (the
  product does not read it), but ``no_new_privs`` keeps an exec of any program as uid 0, and of a program with file
  capabilities, from granting any.
- STEP_WRITTEN's fix (held): a written input a pass leaves partly unwritten, or writes wrong, within the step allowance
  is no finding but ``Steps`` above the checked level, which ``pipeline._credit_from_steps`` turns into ``accuracy``;
  one element past the allowance convicts.
- DIFF_NAN_NUMBER (FOOLED, low): ``judge._diffs`` counts NaN against NaN as 0 apart, not NaN against a number: the
  record's ``max_diff``/``mean_diff`` are NaN again, and ``report.json`` (``json.dumps``, ``allow_nan`` on) holds a
  ``NaN`` token. Reporting only: no verdict or score reads ``max_diff``."""

from __future__ import annotations

import json
import math
import os
import platform
import shutil

import pytest
import torch

from pytest_passnet import guard
from pytest_passnet.fingerprint import step_allowance
from pytest_passnet.judge import judge
from pytest_passnet.tolerance import BASELINE_LEVEL
from tests.adversarial.redteam.round52a import premises52a as p

needs_root = pytest.mark.skipif(os.geteuid() != 0 or platform.machine() != "x86_64"
                                or not all(shutil.which(tool) for tool in ("setpriv", "setcap")),
                                reason="starts the trusted side under setpriv as root or a uid of no account "
                                       "(x86_64: the no-user-namespace filter; setcap)")


@pytest.fixture(scope="module")
def layout():
    base = p.layout()
    try:
        yield base
    finally:
        p.remove_layout(base)


def _no_capability(record: dict) -> None:
    """What the product should hold: the mode is refused, or its child, and what the child executes, holds no
    capability and cannot raise its scheduling above the host's ordinary processes."""
    if "refused" in record:
        assert record["refused"].startswith("RuntimeError"), record
        return
    child = record["child"]
    for name in ("CapInh", "CapPrm", "CapEff", "CapAmb"):
        assert p.held(child[name]) == 0, record
        for program in ("exec_grep", "exec_capgrep"):
            assert isinstance(child[program], dict) and p.held(child[program][name]) == 0, record
    assert child["fifo"].startswith("PermissionError"), record
    assert child["nice"].startswith("PermissionError"), record


@needs_root
def test_user_without_capabilities_holds(layout):
    """The control: a normal user refused a user namespace runs the plain mode; its child holds nothing."""
    record = p.run_premise(layout, "user")
    assert record["kind"] == "process" and record["child"]["uid"] == p.UID_OF_NO_ACCOUNT, record
    _no_capability(record)


@needs_root
def test_user_with_an_ambient_capability_passes_none_on(layout):
    """CAPS_KEPT_AS_USER, held since the lead's fix after the round (was FOOLED: a user's ambient CAP_SYS_NICE reached
    every child, SCHED_FIFO and nice -5 granted, no WARNING): a user's child clears its sets and reads them back."""
    record = p.run_premise(layout, "user_ambient_nice")
    assert p.held(record["trusted"]["CapAmb"]) == 1 << 23, record  # the premise: CAP_SYS_NICE, ambient
    _no_capability(record)


@needs_root
def test_root_without_setpcap_regains_nothing_by_exec(layout):
    """Root without CAP_SETPCAP keeps its bounding set and securebits (SECBIT_NOROOT off: root's exec would grant the
    bounding set), but no_new_privs keeps an exec, of any program or of one with file capabilities, from granting
    any: the capability sets read 0 before and after."""
    record = p.run_premise(layout, "root_no_setpcap")
    assert "no_caps" in record["held"] and "no_new_privs" in record["held"], record
    child = record["child"]
    assert child["uid"] == 0 and p.held(child["CapBnd"]) != 0, record  # the bounding set the product does not read
    _no_capability(record)


def _fresh(compiled_written: torch.Tensor, eager_written: torch.Tensor, output: torch.Tensor):
    return guard.fresh_input_findings(1, (output,), (output.clone(),), {1: eager_written}, {1: compiled_written},
                                      BASELINE_LEVEL)


def test_step_allowance_does_not_hide_a_skipped_or_wrong_write():
    """A pass that leaves part of a graph's in-place write undone, or writes a few elements wrong, within the step
    allowance is no finding, but ``Steps`` above the checked level: the variant is credited from there, ``accuracy``
    (``pipeline._credit_from_steps``); one element past the allowance convicts; nothing passes as written."""
    generator = torch.Generator().manual_seed(52)
    size = 16384
    before = torch.randn(size, generator=generator)
    written = before + torch.randn(size, generator=generator) * 0.01  # what eager's add_ writes
    output = torch.relu(before)
    allowed = step_allowance(size)
    for skipped, convicted in ((allowed, False), (allowed + 1, True)):
        partial = written.clone()
        partial[:skipped] = before[:skipped]  # the write skipped for these elements
        findings, stepped = _fresh(partial, written, output)
        if convicted:
            assert findings and "write to input 1" in findings[0] and stepped is None
        else:
            assert not findings and stepped is not None and stepped.level > BASELINE_LEVEL
    wrong = written.clone()
    wrong[:3] += 100.0  # a few elements far off: close at no level since session 37 (from rtol 1 both ways, round
    findings, stepped = _fresh(wrong, written, output)  # 67c), so no step: convicted (was a step at the last level)
    assert findings and "write to input 1" in findings[0] and stepped is None


def test_nan_against_a_number_is_as_far_apart_as_can_be():
    """DIFF_NAN_NUMBER's NaN, held since the lead's fix (was NaN): ``judge._diffs`` reads NaN against a number as inf."""
    finite, holed = torch.tensor([1.0, 2.0]), torch.tensor([1.0, float("nan")])
    for eager, compiled in ((finite, holed), (holed, finite)):
        _, record = judge((eager,), (compiled,))
        assert record["max_diff"] == [math.inf] and record["mean_diff"] == [math.inf], record


@pytest.mark.xfail(strict=True, reason="DIFF_NAN_NUMBER (round 52a, low, open): a diff of inf (NaN against a number, "
                                       "outputs of other shapes) is written into report.json as Infinity, which "
                                       "strict JSON readers refuse")
def test_nan_against_a_number_writes_standard_json():
    finite, holed = torch.tensor([1.0, 2.0]), torch.tensor([1.0, float("nan")])
    for eager, compiled in ((finite, holed), (holed, finite)):
        _, record = judge((eager,), (compiled,))
        json.dumps(record, allow_nan=False)  # as strict readers of report.json take it
