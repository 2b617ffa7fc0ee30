"""Round 47a: the plain mode as a normal user where the kernel refuses user namespaces (a default Docker container:
``docker47a``'s launcher), attacked at cedaf1a2. Real trusted-side code starts a real confined child as the test user
(``premises47a``: ``mode.detect``, ``folders.make``, ``policy.command``, the child's ``confine_child``), about a
second each; ``-m redteam`` adds two real plugin runs (``plugin47a``, about 10 s each).

- TRUNCATE_OUTSIDE_OLD_LANDLOCK (FOOLED, high in that mode on Linux 5.13-6.1): Landlock handles truncation from ABI 3
  on; below it, and with no read-only mount namespace (no user namespace), ``truncate(2)`` reaches every file of the
  user's.
- PREFIX_SECRETS (FOOLED, medium, every mode): the child reads the trusted side's whole Python environment, where
  conda, virtualenvwrapper and pip keep per-environment variables and credentials."""

from __future__ import annotations

import os
import platform
import pwd
import shutil
import tempfile
from pathlib import Path

import pytest

from tests.adversarial.redteam.round47a import plugin47a
from tests.adversarial.redteam.round47a import premises47a as p


def _user_exists() -> bool:
    try:
        pwd.getpwnam(p.USER)
    except KeyError:
        return False
    return True


needs_user = pytest.mark.skipif(os.geteuid() != 0 or not shutil.which("setpriv") or not _user_exists()
                                or platform.machine() != "x86_64",
                                reason="runs the trusted side as the test user (root, setpriv, passnet-test, x86_64)")
SECRET = "sk-r47a-premise-" + os.urandom(8).hex()


@pytest.fixture
def base():
    """A folder of the test user's, prepared (``premises47a.prepare``), removed after."""
    user = pwd.getpwnam(p.USER)
    folder = Path(tempfile.mkdtemp(prefix="r47a-"))
    try:
        folder.chmod(0o755)
        env = p.prepare(folder, SECRET, user.pw_uid, user.pw_gid)
        yield folder, env
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def _intact(folder: Path) -> dict[str, bool]:
    return {name: (folder / relative).read_text() == p.user_file_text(name) for name, relative in p.USER_FILES.items()}


# -- TRUNCATE_OUTSIDE_OLD_LANDLOCK -----------------------------------------------------------------------------------


OLD_ABIS = [pytest.param(1, id="abi1"), pytest.param(2, id="abi2")]  # Linux 5.13-5.18, 5.19-6.1


@needs_user
@pytest.mark.parametrize("abi", OLD_ABIS)
def test_a_container_child_on_an_old_landlock_is_confined_but_for_truncation(base, abi):
    """The premise: in the container (no user namespace) the probe settles on the plain mode without namespaces, with
    Landlock of the emulated kernel's ABI; the child's Landlock holds where that ABI handles the access: opening the
    run's report for writing or reading (``EACCES``), renaming or linking it into the scratch (``EACCES``, ``EXDEV``:
    REFER and MAKE_REG)."""
    folder, env = base
    found = p.run_as_user(folder, env, "truncate", "--abi", str(abi))
    child = found["child"]
    assert found["landlock_abi"] == abi and "namespaces" not in found["steps"], found
    assert child["uid"] == pwd.getpwnam(p.USER).pw_uid, found
    assert child["open_for_writing"].startswith("PermissionError"), found
    assert child["read"].startswith("PermissionError"), found
    assert child["rename_into_scratch"].startswith("PermissionError"), found
    assert child["link_into_scratch"].startswith(("PermissionError", "OSError: Invalid cross-device link")), found


@needs_user
@pytest.mark.parametrize("abi", OLD_ABIS)
def test_a_container_child_on_an_old_landlock_truncates_no_file_of_the_user_s(base, abi):
    """Held since the lead's fix after the round (was FOOLED 5 of 5; seccomp refuses ``truncate`` and read-only
    ``O_TRUNC`` opens where Landlock below ABI 3 is all that confines: ``policy._plan``'s ``truncation_unhandled``):
    the run's ``results.jsonl``, a sample's ``model.py`` and pass file, a file in the user's home and a module of the
    trusted side's Python environment, all ``truncated`` to 0 bytes by the confined child (``os.truncate``), and a
    readable module emptied by an ``open(O_RDONLY | O_TRUNC)``."""
    folder, env = base
    found = p.run_as_user(folder, env, "truncate", "--abi", str(abi))
    assert not [path for path, said in found["child"]["truncate"].items() if said == "truncated"], found
    assert not found["child"]["open_read_only_truncating"].startswith("opened"), found
    assert all(_intact(folder).values()), _intact(folder)


@needs_user
def test_a_container_child_on_this_kernel_s_landlock_truncates_nothing(base):
    """Held (the control): this kernel's Landlock (ABI 7 here; 3 is enough) handles truncation: ``EACCES`` for each."""
    folder, env = base
    found = p.run_as_user(folder, env, "truncate")
    if found["landlock_abi"] < 3:
        pytest.skip(f"this kernel's Landlock is ABI {found['landlock_abi']}: the finding itself")
    assert all(said.startswith("PermissionError") for said in found["child"]["truncate"].values()), found
    assert found["child"]["open_read_only_truncating"].startswith("PermissionError"), found
    assert all(_intact(folder).values()), _intact(folder)


@needs_user
def test_with_user_namespaces_the_read_only_mounts_hold_truncation_on_landlock_abi2(base):
    """Held (the control): where the kernel lets the user make a user namespace, the plain child's mount namespace
    makes every mount read-only but its own folders (``confine._read_only_but``): ``EROFS`` for each, ABI 2 or not."""
    folder, env = base
    found = p.run_as_user(folder, env, "truncate", "--abi", "2", container=False)
    if "namespaces" not in found["steps"]:
        pytest.skip("this kernel refuses the user's namespaces")
    assert found["landlock_abi"] == 2, found
    assert all("Read-only file system" in said for said in found["child"]["truncate"].values()), found
    assert all(_intact(folder).values()), _intact(folder)


# -- PREFIX_SECRETS ---------------------------------------------------------------------------------------------------


KINDS = [pytest.param("process", True, id="process-container")]
if shutil.which("bwrap"):
    KINDS.append(pytest.param("bubblewrap", False, id="bubblewrap-user"))


@needs_user
@pytest.mark.parametrize(("kind", "container"), KINDS)
def test_the_child_s_environment_holds_no_key(base, kind, container):
    """The premise (held): the trusted process has the key in its environment (as the environment's activation put
    it there) and the child's allow-listed environment has none (``policy.child_environment``); the child ran in the
    mode asked for."""
    folder, env = base
    found = p.run_as_user(folder, env, "read", "--kind", kind, "--secret", SECRET, container=container)
    assert found["sandbox"].startswith(f"sandbox: {kind} "), found
    assert found["child"]["environment"] == {}, found
    assert found["child"]["prefix"] == str(env), found


@needs_user
@pytest.mark.parametrize(("kind", "container"), KINDS)
def test_the_child_reads_no_secret_kept_in_the_python_environment(base, kind, container):
    """Held since the lead's fix after the round (was FOOLED 4 of 4; ``policy._environment_entries``):
    ``conda-meta/state`` (``conda env config vars set``), ``etc/conda/activate.d/env_vars.sh`` (conda's documented
    way), ``bin/postactivate`` (virtualenvwrapper's hook), ``pip.conf`` (a private index's token): each read whole
    by the confined child, the key with it."""
    folder, env = base
    found = p.run_as_user(folder, env, "read", "--kind", kind, "--secret", SECRET, container=container)
    assert not [path for path, text in found["child"]["read"].items() if SECRET in text], found


# -- through the plugin (-m redteam) ---------------------------------------------------------------------------------


def _variants_of(record: dict) -> set[str]:
    return set(record["report"])


@pytest.mark.redteam
@needs_user
def test_the_runs_are_in_the_container_mode_and_the_control_is_correct(plugin_run47a, plugin_run47a_abi7):
    """The premise of the xfails below: both runs ran every sample in the plain mode without namespaces (Landlock
    ABI 2, emulated; this kernel's), the control ``correct`` in the report, and the attacker's child reached its
    code (its message says what it did)."""
    for record, abi in ((plugin_run47a, "landlock-v2"), (plugin_run47a_abi7, None)):
        enforced = record["sandbox"]["enforced"]
        assert record["sandbox"]["mode"] == "process" and not any("namespaces" in e for e in enforced), record
        assert abi is None or abi in enforced, record
        assert record["report"].get(f"{plugin47a.CONTROL}_a") == "correct", record
        assert record["said"] and len(record["said"]["truncated"]) == 5, record


@pytest.mark.redteam
@needs_user
def test_results_jsonl_keeps_every_variant_the_report_holds(plugin_run47a):
    """Held since the lead's fix (was FOOLED): the control's and the attacker's first variant's signed lines are
    gone from ``results.jsonl`` (the report holds them; a ``--passnet-resume`` runs them again)."""
    assert set(plugin_run47a["results_lines"]) == _variants_of(plugin_run47a), plugin_run47a


@pytest.mark.redteam
@needs_user
def test_the_next_sample_is_unchanged_and_correct(plugin_run47a):
    """Held since the lead's fix (was FOOLED): the victim's ``model.py`` and pass file are empty, its honest variant
    ``pass_rejected`` (unscored; its sample counted a failure at b)."""
    assert plugin_run47a["samples_changed"] == [], plugin_run47a
    assert plugin_run47a["report"].get(f"{plugin47a.VICTIM}_a") == "correct", plugin_run47a


@pytest.mark.redteam
@needs_user
def test_a_failing_pass_s_next_variant_is_scored_as_a_failure(plugin_run47a):
    """Held since the lead's fix (was FOOLED): the attacker's second variant, whose model the attacker emptied, is
    ``sample_error`` (absent from the score) where its failing pass would have been scored a failure."""
    assert plugin_run47a["report"].get(f"{plugin47a.ATTACKER}_b") not in ("sample_error", "pass_rejected", None), \
        plugin_run47a
    assert plugin_run47a["scored"][plugin47a.ATTACKER][:2] == [2, 2], plugin_run47a


@pytest.mark.redteam
@needs_user
def test_the_user_s_file_outside_the_run_is_unchanged(plugin_run47a):
    """Held since the lead's fix (was FOOLED): ``home/.bashrc`` (any file of the user's the pass can name) is empty
    after the run."""
    assert plugin_run47a["home_file"] == plugin_run47a["home_file_before"], plugin_run47a


@pytest.mark.redteam
@needs_user
def test_on_this_kernel_s_landlock_the_run_s_files_and_samples_are_unchanged(plugin_run47a_abi7):
    """Held (the control): with this kernel's Landlock the attacker's truncations are refused (``EACCES``): every
    variant in ``results.jsonl``, the victim ``correct``, the attacker's second variant scored as its failure, the
    user's file intact."""
    run = plugin_run47a_abi7
    assert all(said.startswith("PermissionError") for said in run["said"]["truncated"].values()), run
    assert set(run["results_lines"]) == _variants_of(run), run
    assert run["samples_changed"] == [] and run["report"].get(f"{plugin47a.VICTIM}_a") == "correct", run
    assert run["report"].get(f"{plugin47a.ATTACKER}_b") not in ("sample_error", "pass_rejected", None), run
    assert run["scored"][plugin47a.ATTACKER][:2] == [2, 2], run
    assert run["home_file"] == run["home_file_before"], run


@pytest.mark.redteam
@needs_user
def test_the_key_is_nowhere_in_the_run_s_outputs(plugin_run47a, plugin_run47a_abi7):
    """Held since the lead's fix (was FOOLED on both kernels): the attacker's failure message carries the key it
    read from its interpreter's environment into ``report.json`` and pytest's output (``results.jsonl`` too, where
    its line survives)."""
    assert plugin_run47a["secret_in"] == [] and plugin_run47a_abi7["secret_in"] == [], \
        (plugin_run47a["secret_in"], plugin_run47a_abi7["secret_in"])
