"""Round 11 (cheap, in the normal suite): today's fixes of rounds 9a-10b, attacked.

Each FOOLED attack is a strict xfail asserting the secure behaviour; each HELD one asserts what
held. The README says what each attack does, where, and how to fix it.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
import torch

from agent.trajectory import JsonlWriter, read_jsonl
from pytest_passnet.runfiles import measured_on
from pytest_passnet.sandbox import kernel_cache, seccomp
from pytest_passnet.sandbox.child import watch
from tests.adversarial.redteam.round10a import attacks10a
from tests.adversarial.redteam.round10b import attacks10b
from tests.adversarial.redteam.round11 import attacks11 as a
from tests.agent.harbor_verifier import run_test_sh, verifier_container
from tests.data.harbor import harbor_on_path
from tests.sandbox.configurations import TEST_USER, skip_reason

# -- Harbor's verifier: what the agent leaves in its container -------------------------------------
# The round fooled test.sh from inside the agent's container (a process left running, a .pth in the
# image's site-packages). The export now verifies in a container of Harbor's own (README: After the round).


def test_the_exported_task_verifies_in_a_fresh_container_of_the_image(tmp_path):
    harbor_on_path()
    from harbor.models.task.config import TaskConfig, VerifierEnvironmentMode

    folder = attacks10b.harbor_task(tmp_path / "harbor")
    config = TaskConfig.model_validate_toml((folder / "task.toml").read_text())
    # Harbor stops the agent's container, with whatever it left running, before it starts the verifier's:
    # a fresh one of the same [environment] (no [verifier.environment])
    assert config.verifier.environment_mode == VerifierEnvironmentMode.SEPARATE
    assert config.verifier.environment is None
    # built from the image and tests/ alone: its Python and site-packages are the image's, not the agent's
    assert (folder / "tests/Dockerfile").read_text() == "FROM passnet:cpu-test\nCOPY . /tests/\n"


def test_the_separate_verifier_judges_the_pass_dir_artifact_and_nothing_else(tmp_path):
    harbor_on_path()
    from harbor.models.task.config import TaskConfig

    folder = attacks10b.harbor_task(tmp_path / "harbor")
    config = TaskConfig.model_validate_toml((folder / "task.toml").read_text())
    assert config.artifacts == ["/app/pass_dir"]  # Harbor copies it to the same path in the verifier's container
    test_sh = (folder / "tests/test.sh").read_text()
    assert 'APP="${PASSNET_HARBOR_APP:-/app}"' in test_sh and '--pass-dir "$APP/pass_dir"' in test_sh
    app = folder / "environment/workspace"
    shutil.rmtree(app / "pass_dir")  # no artifact to carry: the verifier falls back on nothing of /app
    verifier = verifier_container(folder, app, tmp_path / "verifier")
    done = run_test_sh(verifier, timeout=attacks10b.PLUGIN_TIMEOUT_S)
    assert done.returncode == 0, done.stdout + done.stderr
    logs = verifier / "logs/verifier"
    assert json.loads((logs / "evaluation.json").read_text())["verdict"].endswith("holds no pass file: reward 0.0")
    assert attacks10b.harbor_reward(logs) == 0.0


@pytest.mark.slow
def test_the_verifiers_pytest_is_not_a_module_of_the_task_copy(tmp_path):
    folder = attacks10b.harbor_task(tmp_path / "harbor")
    a.plant_pytest(folder)
    logs = tmp_path / "logs"
    logs.mkdir()
    done = attacks10b.run_verifier(folder, logs)
    assert done.returncode == 0, done.stdout + done.stderr
    assert not list(logs.rglob("planted-pytest-ran")), "the task copy's pytest.py ran as the evaluation"


# -- --passnet-resume: what measured_on's digest does not see --------------------------------------


def test_resume_sees_new_pass_code_beside_a_large_variant_folder(tmp_path):
    workspace, sample = a.sample_with_pass(tmp_path / "task", "FUSED = 1\n")
    variant = sample.variants[0]
    a.grow_past_the_folder_limit(variant.path)
    before = measured_on(variant)
    (workspace / "pass_dir/fused.py").write_text("BROKEN = (\n")
    assert measured_on(variant) != before, f"both runs rest on {before!r}"


@pytest.mark.redteam
def test_resume_runs_a_changed_pass_again(resumed_control):
    """Control (round 10b's fix): the same plugin resume with variant folders of the usual size."""
    assert "correct" not in resumed_control["statuses"].values(), resumed_control
    assert any("2 of them again" in note for note in resumed_control["resumed"]), resumed_control


@pytest.mark.slow
def test_resume_runs_a_changed_pass_again_beside_large_variant_folders(tmp_path):
    seen = a.resume_after_broken_pass(tmp_path, large_variant_folders=True)
    assert "correct" not in seen["statuses"].values(), seen


def test_resume_sees_a_changed_model_behind_a_link(tmp_path):
    _, sample = a.sample_with_pass(tmp_path / "task", "FUSED = 1\n")
    variant = sample.variants[0]
    shared = tmp_path / "shared_model.py"
    a.link_model(variant.path, shared)
    before = measured_on(variant)
    shared.write_text("raise SystemExit('another model')\n")
    assert measured_on(variant) != before


def test_pass_files_moved_between_pass_dir_and_const_pass_dir_change_the_digest(tmp_path):
    """Held: add_folder frames each file by its label, name and size."""
    workspace, sample = a.sample_with_pass(tmp_path / "task", "FUSED = 1\n")
    before = kernel_cache.pass_code(sample)
    (workspace / "const_pass_dir").mkdir()
    (workspace / "pass_dir/fused.py").rename(workspace / "const_pass_dir/fused.py")
    assert kernel_cache.pass_code(sample) != before


# -- the outputs' byte marks (round 9b's fix) ------------------------------------------------------


def test_overlap_marks_grow_with_the_storage_not_with_pairs_of_views(monkeypatch):
    zeros, marked = torch.zeros, []

    def counted(*args, **kwargs):
        buffer = zeros(*args, **kwargs)
        marked.append(buffer.nbytes)
        return buffer

    monkeypatch.setattr(watch.torch, "zeros", counted)
    storage = torch.empty(1 << 18)  # 1 MiB; an honest model's x.chunk(32) or x.unbind(0)
    assert watch.overlapping_outputs(tuple(storage.chunk(32))) == []
    assert sum(marked) <= 2 * storage.nbytes, f"{len(marked)} marks, {sum(marked) >> 20} MiB zeroed for 1 MiB"


# -- replacement_func returning pattern (round 9b's fix) ---------------------------------------------


@pytest.mark.parametrize("form", sorted(a.PATTERN_RETURNED))
def test_replacement_func_returning_pattern_in_any_form_is_refused(tmp_path, form):
    findings = a.pattern_returned_findings(tmp_path, form)
    assert findings, f"{form}: no finding for a replacement_func that returns pattern"


# -- seccomp's _SELF_ONLY: arguments the filter reads as their low 32 bits -------------------------


@pytest.mark.skipif(not seccomp.supported(), reason="no seccomp on this machine")
def test_self_only_holds_for_64_bit_pids_negative_pids_and_other_whiches():
    """Held: the kernel reads pid and which as int, the filter their low 32 bits: the same value."""
    seen = a.self_only_outcomes()
    allowed = {"prlimit 2**32 (self to the kernel)", "setpriority process+2**32 0"}  # the caller itself
    assert {name for name, outcome in seen.items() if outcome == "done"} == allowed, seen
    assert {outcome for name, outcome in seen.items() if name not in allowed} == {1}, seen  # EPERM


@pytest.mark.parametrize("unix_sockets", [False, True])
@pytest.mark.parametrize("others_reachable", [False, True])
@pytest.mark.parametrize("pinned", [False, True])
@pytest.mark.parametrize("truncation_unhandled", [False, True])
def test_every_seccomp_jump_fits_in_its_byte(unix_sockets, others_reachable, pinned, truncation_unhandled):
    """Held (about 100 at most today): a BPF jump is 8 bits, and ``seccomp._assemble`` does not check it; ctypes
    would wrap a longer one silently into a jump to another rule."""
    program = seccomp._assemble(seccomp._program(unix_sockets, others_reachable, pinned, truncation_unhandled))
    assert max(max(jt, jf) for _, jt, jf, _ in program) < 256


# -- the agent's JSONL (round 10b's fix) -----------------------------------------------------------


def test_jsonl_keeps_lone_surrogates_and_line_separators_in_one_record(tmp_path):
    """Held: lone surrogates are written as their escapes (errors=backslashreplace), read back the same."""
    texts = ["a\ud800b", "x\u2028y\x85z\u2029", "\\u2028", "q\rr\x1e\x1c\x1d", "\udcff"]
    writer = JsonlWriter(tmp_path / "t.jsonl")
    for text in texts:
        writer.append({"attempt": 1, "thought": text})
    assert [r["thought"] for r in read_jsonl(tmp_path / "t.jsonl")] == texts


# -- the read-only view of a plain-user child (round 10a's fix) -------------------------------------


@pytest.mark.skipif(skip_reason("user-process") is not None, reason=str(skip_reason("user-process")))
def test_a_plain_user_child_sees_only_its_own_folders_and_proc_writable():
    """Held where user namespaces are allowed: what stays writable is the scratch, the spill and the
    child's own /proc (mounted after the remount; Landlock governs its files)."""
    target = attacks10a.user_owned_target()
    try:
        found = attacks10a.confined(str(Path(a.__file__).with_name("readonly.py")), str(target), user=TEST_USER)
    finally:
        shutil.rmtree(target.parent, ignore_errors=True)
    if "namespaces" not in found["steps"]:
        pytest.skip("this kernel refuses user namespaces: no read-only view (docs/trust.md section 7)")
    child = found["child"]
    assert {child[k] for k in ("chmod_outside", "utime_outside", "rename_scratch", "dev_shm_file")} == {"EROFS"}, child
    assert child["hard_link_into_scratch"] == "EXDEV", child
    writable = [path for path in child["writable_mounts"] if path != "/proc"]
    assert len(writable) == 2 and child["cwd"] in writable, child  # the scratch and the spill folder
