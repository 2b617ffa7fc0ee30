"""Round 10a (see README.md): the sandbox modes' kernel surface. Cheap tests start real confined
children through ``standin.py`` (the trusted side's own start of a child, with a script of ours in
place of the serve loop), each a second or less; the plugin runs are ``-m redteam``."""

from __future__ import annotations

import os
import shutil
import stat

import pytest

from pytest_passnet.sandbox import policy
from tests.adversarial.redteam.round10a import attacks10a
from tests.sandbox.configurations import TEST_USER, skip_reason

needs_root = pytest.mark.skipif(os.geteuid() != 0, reason="starts children as root (a uid per child)")
needs_user = pytest.mark.skipif(skip_reason("user-process") is not None, reason=str(skip_reason("user-process")))

LANDLOCK_HANDLES = ("open_for_writing", "truncate", "rename", "unlink", "make_file", "open_for_reading", "list_folder")
METADATA = ("chmod_file", "chmod_folder", "utime", "setxattr")


@pytest.fixture(scope="module")
def reach():
    """What a process-mode child of TEST_USER did to a folder of that user's outside its own."""
    target = attacks10a.user_owned_target()
    modes = {name: stat.S_IMODE(os.stat(target / name).st_mode) for name in ("model.py", "pass_dir")}
    try:
        found = attacks10a.confined("reach.py", str(target), user=TEST_USER)
        found["modes"] = {name: stat.S_IMODE(os.stat(target / name).st_mode) for name in modes}
        found["modes_before"] = modes
        return found
    finally:
        shutil.rmtree(target.parent, ignore_errors=True)


@pytest.fixture(scope="module")
def others():
    """What a process-mode child of TEST_USER did to another process of that user and to its trusted
    parent: with the namespaces this kernel allows, and without (``STANDIN_WITHOUT``: as on a kernel
    that refuses unprivileged user namespaces, where the probe leaves the step out)."""
    return {"no-user-namespaces" if without else "namespaces": attacks10a.confined("others.py", user=TEST_USER,
                                                          extra_env={"STANDIN_DECOY": "1", "STANDIN_WITHOUT": without})
            for without in ("", "namespaces")}


def _changes(found: dict) -> dict:
    return {k: v for k, v in found["child"].items() if k.startswith(("reference_", "trusted_"))
            and k not in ("reference_visible", "reference_scheduler_now")}


@needs_user
def test_landlock_holds_what_it_handles(reach):
    """Held: writing, truncating, renaming, removing, making, reading and listing outside (the writes
    meet the read-only mounts first, EROFS, where the child has a mount namespace of its own)."""
    assert reach["mode"] == policy.PLAIN and "landlock" in reach["steps"]
    refused = {name: reach["child"][name] for name in LANDLOCK_HANDLES}
    assert set(refused.values()) <= {"EACCES", "EROFS"}, refused


@needs_user
def test_child_cannot_change_metadata_outside(reach):
    assert all(reach["child"][name] != "ALLOWED" for name in METADATA), reach
    assert reach["modes"] == reach["modes_before"]


@needs_user
@pytest.mark.xfail(strict=True, raises=AssertionError, reason="FOOLED (low): stat and inotify watches on the user's folders outside "
                   "(Landlock has no hook for either): names, sizes and times of what the trusted side writes")
def test_child_cannot_watch_outside(reach):
    assert reach["child"]["stat"] != "ALLOWED" and reach["child"]["inotify_watch"] != "ALLOWED"


@needs_user
def test_other_processes_out_of_reach(others):
    """Held with the PID namespace; without one (user namespaces refused: Ubuntu 24.04's AppArmor
    default, most containers) Landlock ABI 6+ still refuses the signal, but nothing else (next test)."""
    inside, outside = others["namespaces"], others["no-user-namespaces"]
    assert "namespaces" in inside["steps"] and "namespaces" not in outside["steps"]
    assert not inside["child"]["reference_visible"] and set(_changes(inside).values()) == {"ESRCH"}
    assert outside["child"]["signal_0_reference"] == "EPERM"


@needs_user
def test_reference_and_trusted_unchangeable_without_namespaces(others):
    """Held since the child's seccomp filter, where it has no PID namespace, refuses limits, scheduling
    and priorities of any process but itself (``seccomp._SELF_ONLY``): all but the CPU affinity."""
    changes = _changes(others["no-user-namespaces"])
    assert "ALLOWED" not in {name: seen for name, seen in changes.items() if name != "reference_one_cpu"}.values(), \
        changes


@needs_user
@pytest.mark.xfail(strict=True, raises=AssertionError, reason="OPEN (where user namespaces are refused): CPU affinity "
                   "stays settable by thread id (thread pools pin their own threads so), so the child can pin the "
                   "reference child to one CPU")
def test_reference_affinity_unchangeable_without_namespaces(others):
    assert _changes(others["no-user-namespaces"])["reference_one_cpu"] != "ALLOWED"


@needs_root
def test_probe_refuses_a_uid_that_cannot_import_the_package():
    pythonpath = attacks10a.package_in_closed_folder()
    try:
        found = attacks10a.confined("imports.py", pythonpath=str(pythonpath))
    finally:
        shutil.rmtree(pythonpath.parent, ignore_errors=True)
    imported = set(found["child"].values()) == {"imported"}
    assert imported or not found["uid_per_child"], found


def test_child_limits_name_the_scheduling_ones():
    assert {"rtprio", "nice"} <= set(policy.limits(None)) and {"rtprio", "nice"} <= set(policy.limits(1))


@pytest.mark.redteam
def test_run_chmod_sabotage(round10a_run, user_config):
    """plain-user: FOOLED (strict xfail, ``conftest.user_config``); bwrap-user: held (read-only mounts)."""
    record = round10a_run(user_config)
    statuses = {name: [status for status, _ in found] for name, found in record["statuses"].items()}
    assert statuses["control"] == ["correct"], record
    assert statuses["victim"] == ["correct"], record
    assert record["closed_mode_after_run"] == "0o644", record
