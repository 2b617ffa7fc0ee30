"""Round 49b: host containment where the plain mode runs as **root without a uid of its own** (``mode.py``'s
``(PLAIN, False)`` fallback: a leased uid cannot run this Python installation, e.g. one under Ubuntu's 0700 ``/root``;
the report says "children ran as root (without capabilities)"), attacked at 3895a0e8. Real trusted-side code starts a
real confined child (``premises49b``: ``mode.detect`` decides the mode from the layout, ``folders.make``,
``policy.command``, the child's ``confine_child``), under a second each; ``-m redteam`` adds real plugin runs
(``plugin49b``, 20-35 s each).

- ROOT_NO_UID_METADATA (FOOLED, high in that mode): the child is uid 0 without capabilities, and its mount namespace is
  made read-only only for a user (``confine.py:83``): it owns every root-owned file of the host, and Landlock governs
  no mode. The set-uid bit on a root program (any user of the host then runs it as root), a 0600 secret made
  world-readable, the installation's modules closed to 000 (every later child fails).
- SPARE_CHMOD (FOOLED, medium-high in that mode): the same child closes the *next* sample's child's scratch (the spare,
  started after it): its folder seen in the child's own mount table where the host's mounts are shared (a systemd
  host), or found by inotify / the spare's command line without namespaces; the next sample's honest pass
  ``kernel_error``.
- CONTAINER_SIGNALS (FOOLED on Landlock ABI < 6, emulated): root without ``CAP_SYS_ADMIN`` (a default Docker
  container) has no PID namespace: the uid-0 child stops a process of root's (the trusted process, the reference).
Held: the same under bubblewrap (with or without a uid), with a leased uid, the controls Landlock governs (writing,
reading, ``/proc/sys``), another process's environment, its CPU affinity, ABI 7's signal scope."""

from __future__ import annotations

import os
import platform
import pwd
import shutil

import pytest

from tests.adversarial.redteam.round49b import premises49b as p


def _test_user() -> bool:
    try:
        pwd.getpwnam("passnet-test")
    except KeyError:
        return False
    return True


needs_root = pytest.mark.skipif(os.geteuid() != 0 or not shutil.which("setpriv") or not shutil.which("unshare")
                                or platform.machine() != "x86_64",
                                reason="starts the trusted side as root (setpriv, unshare, x86_64)")
needs_test_user = pytest.mark.skipif(not _test_user(), reason="needs the user passnet-test")
needs_bwrap = pytest.mark.skipif(not shutil.which("bwrap"), reason="bubblewrap not installed")
SECRET = "sk-r49b-" + os.urandom(6).hex()


@pytest.fixture
def layout():
    base = p.closed_layout()
    try:
        yield base
    finally:
        p.remove_layout(base)


def _modes(base) -> dict[str, int]:
    return {"program": p.mode_of(base / "targets" / "program"), "secret": p.mode_of(base / "targets" / "secret"),
            "compilers": p.mode_of(p.compilers_file(base))}


UNCHANGED = {"program": 0o755, "secret": 0o600, "compilers": 0o644}
DENIED = ("PermissionError", "OSError: Read-only file system")


# -- ROOT_NO_UID_METADATA --------------------------------------------------------------------------------------------


@needs_root
def test_the_closed_layout_gives_root_without_a_uid_in_a_read_only_view(layout):
    """The premise: the real probe settles on the plain mode, root without capabilities (no ``uid``), with the WARNING,
    its mount namespace read-only but the child's own folders (since the lead's fix after the round); in the child,
    what Landlock governs holds too: opening root's report for writing, reading the secret,
    ``/proc/sys/kernel/core_pattern`` for writing (opened and closed, nothing written): ``EACCES`` or ``EROFS`` each."""
    found = p.run_premise(layout, p.metadata_action(layout))
    child = found["child"]
    assert not found["uid_per_child"] and "no_caps" in found["sandbox"] and "WARNING" in found["sandbox"], found
    assert "namespaces" in found["steps"] and "namespaces+read-only" in found["sandbox"], found
    assert (child["uid"], child["euid"], child["cap_eff"]) == (0, 0, "0000000000000000"), found
    for control in ("open_for_writing", "read_secret", "core_pattern_for_writing"):
        assert child[control].startswith(DENIED), found


@needs_root
@needs_test_user
def test_a_root_child_without_a_uid_changes_no_mode_of_root_s_files(layout):
    """ROOT_NO_UID_METADATA, held since the lead's fix after the round (was FOOLED 2 of 2, high in that mode: the
    child set the set-uid bit on a root-owned copy of ``id``, which ``passnet-test`` then ran with ``euid=0(root)``,
    made root's 0600 secret 0644, closed the package's ``compilers.py`` to 000, set its times to 1970 and a ``user.*``
    attribute): such a child's mount namespace is read-only but its own folders, as a user's child's (``EROFS``)."""
    found = p.run_premise(layout, p.metadata_action(layout))
    program = p.run_as_test_user([str(layout / "targets" / "program")]).stdout
    secret = p.run_as_test_user(["cat", str(layout / "targets" / "secret")]).stdout
    assert "euid=0" not in program, (program, found)
    assert p.SECRET_TEXT not in secret, (secret, found)
    assert _modes(layout) == UNCHANGED, (_modes(layout), found)
    assert found["child"]["utime"] != "1970" and found["child"]["setxattr"] != "set", found


@needs_root
@pytest.mark.parametrize("abi", [pytest.param(5, id="landlock-abi5"), pytest.param(None, id="this-kernel")])
def test_root_without_a_uid_or_namespaces_is_refused(layout, abi):
    """ROOT_NO_UID_METADATA without ``CAP_SYS_ADMIN`` (a default Docker container's root) and CONTAINER_SIGNALS, held
    since the lead's fix (were FOOLED: no mount namespace at all, so the modes above changed; on Landlock ABI 5 the
    child stopped a process of root's, state ``T``): ``mode.detect`` refuses a plain child that keeps uid 0 without
    namespaces, and says how to give children a uid of their own. Nothing of the pass runs."""
    found = p.run_premise(layout, {"do": "reach", "secret": SECRET}, *(("--abi", str(abi)) if abi else ()),
                          no_sys_admin=True)
    assert "refused" in found and "without a uid per child was refused" in found["refused"], found
    assert "a uid of its own" in found["refused"], found


@needs_root
@needs_bwrap
@pytest.mark.parametrize("uid", [pytest.param(None, id="root-without-uid"), pytest.param(p.UID_OF_NO_ACCOUNT, id="uid")])
def test_bubblewrap_as_root_changes_no_mode_of_root_s_files(layout, uid):
    """Held: under bubblewrap the package is a read-only bind (``EROFS``) and the targets are not mounted at all
    (``ENOENT``), whether the child drops to a uid or stays root without capabilities (the mode where a leased uid
    cannot open the GPU)."""
    options = ("--kind", "bubblewrap") + (("--uid", str(uid)) if uid else ())
    found = p.run_premise(layout, p.metadata_action(layout), *options)
    assert found["sandbox"].startswith("sandbox: bubblewrap"), found
    assert _modes(layout) == UNCHANGED, (_modes(layout), found)
    assert all(not said.startswith("0o") for said in found["child"]["chmod"].values()), found


@needs_root
def test_a_leased_uid_changes_no_mode_of_root_s_files(layout):
    """Held: the same plain child given a uid of its own (one of round 49b's uids of no account) is not the files'
    owner: ``EPERM`` for each mode and time, ``EACCES`` for the package (0700 folder) and the attribute."""
    found = p.run_premise(layout, p.metadata_action(layout), "--uid", str(p.UID_OF_NO_ACCOUNT))
    assert found["child"]["uid"] == p.UID_OF_NO_ACCOUNT, found
    assert _modes(layout) == UNCHANGED, (_modes(layout), found)
    assert found["child"]["utime"].startswith("PermissionError"), found


# -- SPARE_CHMOD ---------------------------------------------------------------------------------------------------


SPARE = {"do": "spare", "wait_s": 4, "spare_after_s": 1.0}


@needs_root
@pytest.mark.slow
def test_a_root_child_without_a_uid_leaves_the_spare_s_scratch_alone(layout):
    """SPARE_CHMOD, held since the lead's fix after the round (was FOOLED 2 of 2, medium-high in that mode: the spare's
    folders, made 1 s after the child started as ``for_sample`` starts the spare, propagated into the child's slave
    mount namespace on a host whose mounts are shared, and the child closed their scratch to 000): the child's
    namespace is private, and the spare's tmpfs never reaches it."""
    found = p.run_premise(layout, SPARE, shared=True)
    assert found["other_state"] == "0o755", found


@needs_root
@pytest.mark.slow
def test_with_private_host_mounts_the_spare_s_tmpfs_stays_out_of_reach(layout):
    """Held where the host's mounts are private (this container): the spare's tmpfs does not propagate into the
    child's namespace; inotify may still name the folder, but the name leads to the empty folder below the mount."""
    found = p.run_premise(layout, SPARE)
    assert found["other_state"] == "0o755", found


@needs_root
@pytest.mark.slow
def test_a_leased_uid_cannot_close_another_uid_s_spare(layout):
    """Held: with leased uids (the spare one more than the child's: both of no account) and the host's mounts shared,
    the spare's folders are another uid's and never reach the child's private namespace."""
    found = p.run_premise(layout, SPARE, "--uid", str(p.UID_OF_NO_ACCOUNT), shared=True)
    assert not any(said.startswith("closed") for said in found["child"]["chmod"].values()), found
    assert found["other_state"] == "0o755", found


@needs_root
@needs_bwrap
@pytest.mark.slow
def test_bubblewrap_shows_no_other_child_s_folders(layout):
    """Held: under bubblewrap (shared host mounts too) the child's root is bubblewrap's own: no other child's mount."""
    found = p.run_premise(layout, SPARE, "--kind", "bubblewrap", "--uid", str(p.UID_OF_NO_ACCOUNT), shared=True)
    assert found["child"]["seen"] == [] and found["other_state"] == "0o755", found


# -- the plugin runs (``-m redteam``) ------------------------------------------------------------------------------


@needs_root
@needs_test_user
@pytest.mark.redteam
def test_plugin_root_without_a_uid_keeps_other_samples_and_root_s_files(plugin_run49b):
    """ROOT_NO_UID_METADATA and SPARE_CHMOD through the real plugin, held since the lead's fix (were FOOLED 3 of 3:
    ``spare_victim`` and ``root_files_victim`` ``kernel_error``, the package's modules 000 after the run, the copy of
    ``id`` set-uid root, the secret 0644): the control and both victims ``correct``, every mode unchanged."""
    run = plugin_run49b("plain")
    assert run["sandbox"]["mode"] == "process" and "no_caps" in run["sandbox"]["enforced"], run
    assert any("+read-only" in step for step in run["sandbox"]["enforced"]), run
    assert run["statuses"]["control"][0][0] == "correct", run
    assert [status for status, _ in run["statuses"]["spare_victim"]] == ["correct"], run
    assert [status for status, _ in run["statuses"]["root_files_victim"]] == ["correct"], run
    assert run["modes_after"] == {"child/compilers.py": "0o644", "shared_inputs.py": "0o644", "program": "0o755",
                                  "secret": "0o600"}, run
    assert "euid=0" not in run["program_as_test_user"], run


@needs_root
@pytest.mark.redteam
def test_plugin_refuses_a_container_s_root_without_a_uid_and_runs_nothing(plugin_run49b):
    """The container's root (no ``CAP_SYS_ADMIN``) in the same layout: the run stops before any child runs pass code
    and says how to give children a uid of their own; nothing is changed."""
    run = plugin_run49b("container")
    assert run["exit_code"] != 0 and not any(run["statuses"].values()), run
    assert "no sandboxed child could start here" in run["stderr_tail"] and "a uid of its own" in run["stderr_tail"], run
    assert run["modes_after"] == {"child/compilers.py": "0o644", "shared_inputs.py": "0o644", "program": "0o755",
                                  "secret": "0o600"}, run


@needs_root
@needs_bwrap
@pytest.mark.redteam
def test_plugin_bubblewrap_as_root_keeps_other_samples_and_root_s_files(plugin_run49b):
    """Held: the same closed layout under bubblewrap (a uid per child: bubblewrap's binds open the way): the control and
    both victims ``correct``, every mode unchanged (the attackers' own verdicts are theirs: ``root_files_attacker`` is
    ``cheat_detected`` by the child's static rules for its ``importlib``, after its set-up ran)."""
    run = plugin_run49b("bwrap")
    assert run["sandbox"]["mode"] == "bubblewrap" and "uid" in run["sandbox"]["enforced"], run
    statuses = {name: [status for status, _ in found] for name, found in run["statuses"].items()}
    assert {name: statuses.get(name) for name in ("control", "spare_victim", "root_files_victim")} == {
        name: ["correct"] for name in ("control", "spare_victim", "root_files_victim")}, run
    assert run["modes_after"] == {"child/compilers.py": "0o644", "shared_inputs.py": "0o644", "program": "0o755",
                                  "secret": "0o600"}, run
