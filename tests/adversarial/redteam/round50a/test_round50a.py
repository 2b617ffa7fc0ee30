"""Round 50a: session 33's fixes (133c0979, 74833aa3), attacked at 74833aa3. Real trusted-side code starts a real
confined child of the plain mode as **root without a uid of its own** (``premises50a``: ``mode.detect`` decides the
mode from round 49b's closed layout, ``folders.make``, ``policy.command``, the child's ``confine_child``), under a second
each.

- ROOT_SOCKETS (FOOLED, high where it applies; refused since the lead's fix): on a GPU host the plan allows unix sockets (``policy.py:413``), and
  neither the read-only view, nor the namespaces, nor Landlock (ABI 7) governs ``connect`` to a pathname socket: the
  uid-0 child talks to root's daemons as root (the premise's 0600 socket; by hand, ``/run/docker.sock``).
- NO_LANDLOCK_PROC (FOOLED, high where it applies; refused since the fix): ``mode._owns_the_host`` refuses root without a uid only without
  namespaces; with namespaces but without Landlock (a kernel without it, or a GPU host where CUDA needed it left out)
  the fresh ``/proc`` is writable and uid 0 needs no capability to write ``/proc/sys/kernel/core_pattern``.
- NO_READ_ONLY (FOOLED, high where it applies; refused since the fix): where ``mount_setattr`` is missing (before 5.12) ``_read_only_but``
  returns False, the child runs on, and the mode is not refused: round 49b's metadata attack (set-uid root) again.
Held: with Landlock the proc mount, ``/dev`` and root's files (``EACCES``/``EROFS``); unix sockets on a CPU host
(seccomp's ``EPERM``); hostile written values in the fresh-input re-check's reply (found, or the reply refused)."""

from __future__ import annotations

import os
import platform
import shutil

import pytest
import torch

from tests.adversarial.redteam.round50a import premises50a as p

needs_root = pytest.mark.skipif(os.geteuid() != 0 or not shutil.which("setpriv") or platform.machine() != "x86_64",
                                reason="starts the trusted side as root (x86_64)")


@pytest.fixture
def layout():
    base = p.closed_layout()
    try:
        yield base
    finally:
        p.remove_layout(base)


def _root_without_uid(record: dict) -> None:
    """The premise's own premise: the real probe settled on root without a uid, with namespaces."""
    assert record["uid_per_child"] is False and "namespaces" in record["steps"], record
    assert record["child"]["uid"] == 0 and int(record["child"]["cap_eff"], 16) == 0, record


@needs_root
def test_the_full_mode_leaves_a_root_child_nothing_of_the_host_to_write(layout):
    """Held: with Landlock (this kernel's ABI 7) and the read-only view, only the child's own folders and ``/proc`` are
    writable mounts, and Landlock refuses ``/proc/sys``, ``/dev`` and root's files."""
    record = p.run_premise(layout, p.view_action(layout))
    _root_without_uid(record)
    child = record["child"]
    assert record["landlock_abi"] >= 1
    assert [m for m in child["writable_mounts"] if m != "/proc" and not m.startswith(str(layout / "tmp"))] == [], child
    assert child["write_back"]["/proc/sys/kernel/core_pattern"].startswith("PermissionError"), child
    assert all(not said.startswith("opened") for said in child["open"].values()), child
    assert child["chmod_program"].startswith("OSError") and child["append_report"].startswith("OSError"), child
    assert p.mode_of(layout / "targets" / "program") == 0o755


def _refused(record: dict) -> None:
    assert "without a uid per child was refused" in record.get("refused", ""), record


@needs_root
def test_a_root_child_without_landlock_is_refused(layout):
    """NO_LANDLOCK_PROC, held since the lead's fix after the round (was FOOLED: with namespaces but without Landlock
    the uid-0 child wrote ``/proc/sys/kernel/core_pattern``, root at the next crash): ``mode._owns_the_host`` keeps
    root without a uid only where Landlock held too."""
    _refused(p.run_premise(layout, p.view_action(layout), "--abi", "0"))


@needs_root
def test_a_root_child_without_the_read_only_view_is_refused(layout):
    """NO_READ_ONLY, held since the fix (was FOOLED: where ``mount_setattr`` is missing the view stayed writable and
    the child set the set-uid bit on root's program): the probe, on the emulated kernel too, reports no ``+read-only``
    and the mode is refused."""
    _refused(p.run_premise(layout, p.view_action(layout), "--no-mount-setattr", "1"))
    assert p.mode_of(layout / "targets" / "program") == 0o755


@needs_root
def test_a_root_child_on_a_cpu_host_reaches_no_socket_of_root_s(layout):
    """Held: without ``/dev/nvidia*`` seccomp refuses ``socket(AF_UNIX)``."""
    record = p.run_premise(layout, p.socket_action(layout))
    _root_without_uid(record)
    assert record["child"]["daemon_reply"] == "PermissionError: Operation not permitted", record["child"]
    assert record["peers"] == []


@needs_root
def test_a_root_child_on_a_gpu_host_is_refused(layout):
    """ROOT_SOCKETS, held since the fix (was FOOLED 3 of 3: on a GPU host the plan allows unix sockets, nothing governs
    ``connect``, and the uid-0 child talked to root's 0600 socket as uid 0; by hand ``/run/docker.sock`` answered): the
    probe's seccomp step holds ``+unix-sockets`` there, and root without a uid is refused; no peer connected."""
    record = p.run_premise(layout, p.socket_action(layout), "--gpu-plan", "1")
    _refused(record)


def _reply(written, values):
    return {"outputs": (torch.zeros(2),), "findings": [], "written": written, "written_values": values,
            "aliases": []}


def test_hostile_written_values_are_found_or_refused():
    """Held: a compiled reply whose written value has another shape or dtype than eager's is a finding; one whose
    values are not a tensor per written input is refused as a reply."""
    from pytest_passnet import guard, protocol

    eager = protocol.RecheckDone.read(_reply([1], (torch.ones(4, 4),)))
    for value, said in ((torch.ones(4), "has shape"), (torch.ones(4, 4, dtype=torch.float64), "has dtype"),
                        (torch.full((4, 4), float("nan")), "differs")):
        compiled = protocol.RecheckDone.read(_reply([1], (value,)))
        findings, _ = guard.fresh_input_findings(7, eager.outputs, compiled.outputs, eager.writes(),
                                                 compiled.writes(), 0)
        assert any(said in f for f in findings), (said, findings)
    for values in ((), (1.0,), [torch.ones(4, 4), torch.ones(4, 4)], "x"):
        with pytest.raises(Exception, match="written_values"):
            protocol.RecheckDone.read(_reply([1], values))
