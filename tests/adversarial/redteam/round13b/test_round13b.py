"""Round 13b (cheap, in the normal suite): today's verdict-side fixes attacked: the allow-list's
entry rule, merge's refusals, the trusted clock's rejections flag, Harbor's separate verifier.

Each FOOLED attack is a strict xfail asserting the secure behaviour (``raises=AssertionError``: a
precondition that fails raises something else, and fails the test); each HELD one asserts what held.
The README says what each attack does, where, and how to fix it.
"""

from __future__ import annotations

import os
import subprocess
import time
import types

import pytest
import torch

from agent.harbor import verify
from agent.evaluator import EvalSettings
from agent.snapshot import read_pass_dir
from pytest_passnet import launches, pipeline
from pytest_passnet.measure import TRUSTED_CLOCK
from pytest_passnet.merge import MergeRefused, merge
from pytest_passnet.result import Status, VariantResult
from pytest_passnet.sandbox import file_table, procfs
from pytest_passnet.sandbox.child.watch import ComputeAudit
from pytest_passnet.validator import validate_pass_source
from tests.adversarial.redteam.round12b import attacks12b
from tests.adversarial.redteam.round13b import attacks13b as a


def _require(condition: bool, what: str) -> None:
    """A precondition of a strict xfail: raises other than AssertionError, so that it fails the test."""
    if not condition:
        raise RuntimeError(f"precondition: {what}")


# -- the allow-list: pattern run for real by Triton -----------------------------------------------------


@pytest.mark.parametrize("hook", sorted(a.HOOKED))
def test_pattern_as_a_triton_hook_is_refused(tmp_path, hook):
    findings = a.static_findings(tmp_path, hook, a.HOOKED[hook])
    assert findings, f"{hook}: no finding; pattern runs torch.add and clamp_ on the launch's tensors"


@pytest.mark.parametrize("hook", ["heuristic", "pre_hook"])  # held since 814049ef (hooks run as wrapper code); a grid gets pointers in the interpreter, tensors on a GPU
def test_the_compute_audit_sees_torch_compute_in_a_triton_hook(tmp_path, hook):
    module = a.load_rule(tmp_path, hook, a.HOOKED[hook])
    launches.install()
    x, y = torch.randn(64, 32), torch.randn(64, 32)
    seen: list[str] = []
    before = launches.launch_count()
    with ComputeAudit(seen):
        out = module.replacement_func()(x, y)
    _require(torch.equal(out, torch.relu(x + y)), "the hook computed the outputs")
    _require(launches.launch_count() == before + 1, "one launch, as the kernel-launch proof wants")
    assert seen, "the compute audit saw no torch op: aten.add.out and clamp_ ran inside Triton's run"


def test_pattern_reaching_ctypes_through_a_tensor_is_refused(tmp_path):
    hook = a.load_rule(tmp_path / "load", "ctypes", a.CTYPES).replacement_func().__globals__["pattern"]
    _require(hook({"x_ptr": torch.zeros(4)}) == os.getpid(), "pattern called libc's getpid")
    assert a.static_findings(tmp_path / "static", "ctypes", a.CTYPES), "no finding: the heuristic calls into libc"


# -- the allow-list: the wrapper's name bound to pattern after its def -----------------------------------


def test_a_wrapper_name_rebound_by_a_walrus_is_refused(tmp_path):
    module = a.load_rule(tmp_path / "load", "walrus", a.WALRUS)
    _require(module.replacement_func() is module.pattern, "the graph would call pattern")
    assert a.static_findings(tmp_path / "static", "walrus", a.WALRUS), "no finding: replacement_func returns pattern"


def test_a_wrapper_imported_from_a_helper_that_rebinds_it_is_refused(tmp_path):
    module = a.load_rule(tmp_path / "load", "imported", a.IMPORT_REBOUND)
    _require(module.replacement_func().__name__ == "pattern", "the graph would call pattern")
    assert a.static_findings(tmp_path / "static", "imported", a.IMPORT_REBOUND), "no finding"


HELD_FORMS = {
    "assigned_after_def": a.WALRUS.replace("REBOUND = (triton_add_relu := pattern)", "triton_add_relu = pattern"),
    "import_after_def": a.WALRUS.replace("REBOUND = (triton_add_relu := pattern)",
                                         "from torch import relu as triton_add_relu  # noqa: E402"),
    "conditional_def": a.WALRUS.replace("REBOUND = (triton_add_relu := pattern)",
                                        "if True:\n    def triton_add_relu(x, y):\n        return pattern(x, y)"),
    "class": a.WALRUS.replace("REBOUND = (triton_add_relu := pattern)",
                              "class Wrapped:\n    __call__ = pattern\n\n\ntriton_add_relu = Wrapped()"),
    "replacing_decorator": a.WALRUS.replace("@torch.fx.wrap\ndef triton_add_relu",
                                            "def swap(function):\n    return pattern\n\n\n@swap\ndef triton_add_relu"
                                            ).replace("REBOUND = (triton_add_relu := pattern)", ""),
    "module_getattr": a.WALRUS.replace("REBOUND = (triton_add_relu := pattern)",
                                       "def __getattr__(name):\n    return pattern"),
    "fx_wrap_by_name": a.WALRUS.replace("REBOUND = (triton_add_relu := pattern)", 'torch.fx.wrap("pattern")'),
    "default_argument": a.WALRUS.replace("def triton_add_relu(x, y):", "def triton_add_relu(x, y, run=pattern):"
                                         ).replace("    out = torch.empty_like(x)\n    n_elements",
                                                   "    out = run(x, y)\n    n_elements", 1
                                                   ).replace("REBOUND = (triton_add_relu := pattern)", ""),
    "second_rule_returns_pattern": {a.RULE: a.WALRUS.replace("REBOUND = (triton_add_relu := pattern)", ""),
                                    "Second": a.WALRUS.replace("REBOUND = (triton_add_relu := pattern)", "").replace(
                                        "    return triton_add_relu\n", "    return pattern\n")},
}


@pytest.mark.parametrize("form", sorted(HELD_FORMS))
def test_other_rebindings_of_the_wrapper_are_refused(tmp_path, form):
    files = HELD_FORMS[form]
    findings = a.static_findings(tmp_path, form, files)
    rejected = isinstance(files, str) and validate_pass_source(files)  # PassBench's validator: never loaded
    assert findings or rejected, f"{form}: no finding"


# -- merge: a resumed shard ------------------------------------------------------------------------------


def test_a_resumed_shard_merges_its_newest_result(tmp_path):
    """The control: untouched, the resumed variant's newest line wins, as in its report."""
    shard = tmp_path / "shard"
    a.resumed_shard(shard)
    merged = merge([shard], tmp_path / "merged")
    assert [v.status for v in merged.variants] == [Status.KERNEL_ERROR]


@pytest.mark.xfail(strict=True, raises=AssertionError,
                   reason="merge reads the newest signed line; a newest line that lost its signature brings back "
                          "the older one (README: resumed shard)")
def test_a_resumed_shard_whose_newest_line_was_changed_is_refused(tmp_path):
    shard = tmp_path / "shard"
    written = a.resumed_shard(shard)
    a.change_last_line(shard)
    try:
        merged = merge([shard], tmp_path / "merged")
    except MergeRefused:
        return
    assert merged.variants[0].status.value == written["variants"][0]["status"], (
        f"merged {merged.variants[0].status.value} at {merged.variants[0].speedup['e2e']}x, AS "
        f"{merged.samples[0].score}; the shard's report: {written['variants'][0]['status']}, AS "
        f"{written['samples'][0]['score']}")


@pytest.mark.xfail(strict=True, raises=AssertionError,
                   reason="a resumed run that died leaves the finished run's report.json: merge takes the shard as "
                          "complete and mixes results of two pass versions (README: resumed shard)")
def test_a_shard_whose_resumed_run_died_is_refused(tmp_path):
    shard = tmp_path / "shard"
    written = a.resumed_shard_that_died(shard)
    try:
        merged = merge([shard], tmp_path / "merged")
    except MergeRefused:
        return
    statuses = {v.variant: v.status.value for v in merged.variants}
    assert statuses == {v["variant"]: v["status"] for v in written["variants"]}, (
        f"merged {statuses} (AS {merged.samples[0].score}); the shard's report.json: "
        f"{ {v['variant']: v['status'] for v in written['variants']} } (AS {written['samples'][0]['score']})")


# -- the trusted clock's rejections flag ------------------------------------------------------------------


def _recorded_flags(measurement) -> list[str]:
    """The variant's flags as ``pipeline._record_timings`` leaves them."""
    result = VariantResult(nodeid="s/v", sample="s", variant="v", status=Status.CORRECT)
    run = types.SimpleNamespace(measurement=measurement, result=result, kernel=None,
                                options=types.SimpleNamespace(keep_trials=False))
    pipeline._record_timings(run)
    return result.flags


def test_a_liar_scored_on_its_truthful_attempt_keeps_the_rejections_flag():
    flags = _recorded_flags(attacks12b.lie_then_truth())
    assert any(f.startswith(TRUSTED_CLOCK) and "3 of the 4 attempts were rejected" in f for f in flags), flags


def test_an_honest_pass_with_one_quick_eager_attempt_is_not_flagged_as_a_liar():
    measurement = attacks12b.honest_after_a_quick_eager_attempt()
    _require(measurement.scored is measurement.attempts[1], "scored on its second attempt")
    flags = [f for f in _recorded_flags(measurement) if "rejected as false claims" in f]
    assert not flags, flags


# -- the file-table watch (6d13aed0): another process's burst ---------------------------------------------


def test_another_process_filling_and_releasing_the_file_table_does_not_convict_the_pass(monkeypatch, tmp_path):
    """Held since the fix: another process (another xdist worker's sample, its own watch ending it)
    opens 139,000 files while an honest child sleeps, and lets them go 0.3 s later: the watch stops
    the child, sees the count move while it stands still, and lets it go on. The count is played and the
    watch's turn file is the test's own: no turn among the host's file-table fillers is needed."""
    started = time.monotonic()

    def host_count() -> int:
        return 140_000 if 0.1 < time.monotonic() - started < 0.4 else 1_000

    monkeypatch.setattr(file_table, "allocated_files", host_count)
    monkeypatch.setattr(file_table, "turn_path", lambda: str(tmp_path / "turn.lock"))
    honest = subprocess.Popen(["sleep", "30"])
    try:
        watch = file_table.FileTableWatch(lambda: [honest.pid])
        time.sleep(0.4 + file_table.STILL_S + 0.5)
        verdict = watch.verdict()
        watch.stop()
        assert verdict is None and honest.poll() is None, verdict
        assert all(state not in "Tt" for state in procfs.thread_states(honest.pid)), "left stopped"
    finally:
        honest.kill()
        honest.wait()


# -- Harbor's verifier: what the pass_dir artifact can be ------------------------------------------------


def test_a_pass_dir_of_links_fifos_or_a_file_gets_no_evaluation(tmp_path):
    honest = (a.attacks10b.FIXTURES / "passes" / f"{a.RULE}.py").resolve()
    odd = tmp_path / "odd"
    odd.mkdir()
    (odd / f"{a.RULE}.py").symlink_to(honest)  # in-tree links survive Harbor's copy; out-of-tree ones do not
    os.mkfifo(odd / "sorted_output_pass_rule_names.json")
    (odd / "nested").symlink_to(honest.parent, target_is_directory=True)
    a_file = tmp_path / "file"
    a_file.write_text("[]")
    settings = EvalSettings(device="cpu", timeout=60.0, warmup=1, trials=2)
    for pass_dir in (odd, a_file):
        assert verify(tmp_path / "no-task", pass_dir, tmp_path / f"logs-{pass_dir.name}", settings) == 0.0
        assert (tmp_path / f"logs-{pass_dir.name}/reward.txt").read_text() == "0.0\n"


def test_a_deep_pass_dir_gets_a_reward_file(tmp_path):
    a.deep_pass_dir(tmp_path / "pass_dir", 1500)
    try:
        files = read_pass_dir(tmp_path / "pass_dir")
    finally:
        a.remove_deep(tmp_path / "pass_dir")
    assert list(files.files) == ["sorted_output_pass_rule_names.json"]
