"""The guard's building blocks on their own: launch counting (GPU or interpreter), the poison
whitelist, the compute audit, our static rules and the implausible-speedup flags; what the trusted
side takes of a child's texts and compile report; and who is blamed where the two children could
have got in each other's way (real children; the GPU's state stood in for on CPU).
"""

from __future__ import annotations

import os

import pytest
import torch
import triton
import triton.language as tl

from pytest_passnet import fingerprint, guard, launches, pipeline, poison, protocol
from pytest_passnet.options import Options
from pytest_passnet.result import Status, VariantResult
from pytest_passnet.sample import load_sample
from pytest_passnet.sandbox.child import watch
from pytest_passnet.sandbox.process import Sandboxes
from pytest_passnet.tolerance import BASELINE_LEVEL
from pytest_passnet.validator import passnet_rules
from tests.adversarial.samples import DEVICE
from tests.sample_factory import ADD_RELU_PASS, write_sample

launches.install()


@triton.jit
def _copy_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n
    tl.store(out_ptr + offsets, tl.load(x_ptr + offsets, mask=mask), mask=mask)


# One config: the interpreter has no driver to benchmark several.
@triton.autotune(configs=[triton.Config({"BLOCK": 64})], key=["n"])
@triton.heuristics({"EVEN": lambda args: args["n"] % 64 == 0})
@triton.jit
def _tuned_copy_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr, EVEN: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n
    tl.store(out_ptr + offsets, tl.load(x_ptr + offsets, mask=mask), mask=mask)


def copy(x):
    out = torch.empty_like(x)
    _copy_kernel[(triton.cdiv(x.numel(), 128),)](x, out, x.numel(), BLOCK=128)
    return out


def test_launches_are_counted_and_inside_triton_is_known():
    x = torch.randn(300, device=DEVICE)
    before = launches.launch_count()
    assert torch.equal(copy(x), x)
    assert launches.launch_count() == before + 1
    assert not launches.inside_triton()


def test_autotune_and_heuristics_count_one_launch_per_call():
    x = torch.randn(300, device=DEVICE)
    out = torch.empty_like(x)
    before = launches.launch_count()
    _tuned_copy_kernel[lambda meta: (triton.cdiv(x.numel(), meta["BLOCK"]),)](x, out, x.numel())
    assert launches.launch_count() == before + 1  # the dispatching layers are not launches
    assert torch.equal(out, x)


def test_poison_allows_allocation_metadata_and_launches_and_names_anything_else():
    x = torch.randn(300, device=DEVICE)
    with poison.poisoned():
        assert torch.equal(poison.call_poisoned(copy, (x,)), x)
        with pytest.raises(poison.PoisonViolation) as excinfo:
            poison.call_poisoned(lambda t: t.view(3, 100), (x,))
    assert str(excinfo.value) == poison.unauthorized_message(torch.ops.aten.view.default)
    assert str(excinfo.value).startswith("Unauthorized Operator (aten.view.default) Detected: The current operation "
                                         "is not in the PosionDispatchTensor whitelist.")
    assert not poison.is_enabled()


def test_compute_audit_sees_torch_work_but_not_allocations_views_or_triton():
    monitor = watch.RegionMonitor()
    x = torch.randn(300, device=DEVICE)
    with monitor.watching("audit"):
        monitor.call(lambda t: copy(t.view(3, 100)).reshape(-1), (x,))
    assert monitor.audit_findings() == []
    with monitor.watching("audit"):
        monitor.call(lambda t: t.contiguous().t().contiguous() * 2, (x.view(3, 100),))
    assert monitor.torch_ops == ["aten.clone.default", "aten.mul.Tensor"]


def test_launch_proof_counts_only_timed_calls():
    monitor = watch.RegionMonitor()
    x = torch.randn(10, device=DEVICE)
    monitor.call(lambda t: t * 2, (x,))  # warm-up and untimed calls are not counted
    with monitor.watching("timed"):
        monitor.call(copy, (x,))
        monitor.call(lambda t: t * 2, (x,))
    assert (monitor.calls, monitor.silent_calls) == (2, 1)
    assert monitor.launch_findings()[0].startswith("[passnet kernel-launch proof] 1 of 2 calls")


@pytest.mark.parametrize("source, fragment", [
    ("def replacement_args(a, b):\n    return (a.t(), b)\n", "Line 2: replacement_args computes '(a.t(), b)'"),
    ("def replacement_args(a, b):\n    return (b, a, 'route', 2)\n", None),
    ("import time\ntime.perf_counter = lambda: 0.0\n", "Line 2: assigns to 'time.perf_counter'"),
    ("import torch\ns = torch.cuda.Stream\n", "Line 2: uses 'torch.cuda.Stream'"),
    ("import threading\n", "Line 1: imports 'threading', which starts threads"),
    ("import gc\n", "Line 1: imports 'gc', which reaches into the harness's objects"),
    ("import torch\ndef w(x):\n    return getattr(torch, 'relu')(x)\n", "Line 3: calls getattr()"),
    ("_C = {}\ndef w(x):\n    _C[0] = x\n    return x\n", "Line 3: w() writes to '_C[0]' on module-level state"),
    ("def w(x, cache={}):\n    return x\n", "Line 1: mutable default argument in w()"),
    ("def w(x):\n    global _last\n    return x\n", "Line 2: w() 'global _last' on module-level state"),
    ("import triton\n@triton.jit\ndef k(x, n):\n    y = x + n\n", None),  # arithmetic belongs in kernels
])
def test_passnet_static_rules(source, fragment):
    violations = passnet_rules(source)
    if fragment is None:
        assert violations == []
    else:
        assert any(v.startswith(fragment) for v in violations), violations


def test_implausible_speedups_are_flagged_on_cuda_timings_only():
    timing = {"gpu": {"median": 0.001}, "e2e": {"median": 0.01}}
    flags = guard.implausible_speedup_flags({"e2e": 12.0, "gpu": 3.0}, timing, 48_000_000, "NVIDIA H200")
    assert flags[0].startswith("implausible speedup: 12.0x exceeds 10x")
    assert "at 4.80 TB/s" in flags[1]  # 48 MB in 1 us would need 48 TB/s
    assert guard.implausible_speedup_flags({"e2e": 1.5, "gpu": 1.4}, timing, 1000, "NVIDIA H200") == []
    assert guard.implausible_speedup_flags({"e2e": 50.0, "gpu": None}, {"gpu": None}, 10, "cpu") == []


# -- what the trusted side takes of a child's words ---------------------------------------------

FORGED = "\x1b[1A\x1b[2K\r\x1b[32mPASSED\x1b[0m\x1b]0;all passed\x07\x1b]52;c;Y3VybA==\x07\x9b8m\tindented\nnext line"


def test_a_child_s_texts_reach_nobody_with_control_characters_and_are_bounded():
    shown = ("\\x1b[1A\\x1b[2K\\x0d\\x1b[32mPASSED\\x1b[0m\\x1b]0;all passed\\x07\\x1b]52;c;Y3VybA==\\x07\\x9b8m"
             "\tindented\nnext line")  # tab and newline stay
    failure = protocol.Failure.read({"failure": {"status": "kernel_error", "message": FORGED, "stage": "run"}})
    assert (failure.status, failure.text) == (Status.KERNEL_ERROR, shown)
    findings = protocol.FindingsDone.read({"findings": [FORGED, "F" * 30_000, *["x"] * 100]})
    one_line = shown.replace("\n", "\\x0a")  # a finding or a diagnostic's line is one line: it cannot forge another
    assert findings[0] == one_line
    assert findings[1] == "F" * 2_000 + " [... cut at 2,000 of 30,000 characters]"
    assert len(findings) == 65 and findings[-1] == "[... 38 more findings cut]"
    report = protocol.CompileReport.read(
        {"applied": {FORGED: 1}, "diagnostics": [FORGED], "rejected": [], "replaced_lines": [], "dropped": {}})
    assert list(report.applied) == [one_line] and report.diagnostics == [one_line]
    kernel = protocol.KernelDone.read({"kernel": {"median": 1.0, "method": FORGED, "note": ""},
                                       "note": protocol.KERNEL_NOTE_START + FORGED})
    assert kernel.kernel["method"] == kernel.note[len(protocol.KERNEL_NOTE_START):] == one_line


# A hostile child's report with a key the protocol does not read: whether there is pass code is not its to say.
NO_PASSES = {"applied": {"AddRelu": 1}, "needs_passes": False, "diagnostics": [], "rejected": [], "replaced_lines": [],
             "dropped": {}}


@pytest.mark.parametrize(("compiler", "plugins", "guarded"), [
    ("pass_mgr", {}, True), ("pass_mgr_direct", {}, True), ("liar", {"liar": "/p/liar.py:Liar"}, True),
    ("eager", {"eager": "/p/mine.py:Eager"}, True),  # a plugin's compiler of a built-in's name is the plugin's
    ("eager", {}, False), ("inductor", {}, False),
])
def test_whether_there_is_pass_code_to_guard_is_the_trusted_side_s_to_say(compiler, plugins, guarded):
    """A child whose compile report says ``needs_passes: false`` does not switch off the audits,
    the fingerprints, the fresh-input re-check or the false-claim verdict (round 2's guard_opt_out)."""
    run = pipeline.Run(None, VariantResult("s::v", "s", "v"), Options(compiler=compiler, extra_compilers=plugins))
    run._take_report(NO_PASSES)
    assert run.pass_code is guarded
    assert run.result.matched is (True if guarded else None)
    assert len(pipeline._new_trials(run).audited) == (min(pipeline.AUDITS, run.options.trials) if guarded else 0)


# -- who is blamed, with real children ------------------------------------------------------------


@pytest.fixture(scope="module")
def children(tmp_path_factory):
    root = tmp_path_factory.mktemp("blame")
    sample = load_sample(write_sample(root, "addrelu", passes={"AddRelu": ADD_RELU_PASS}), root)
    sandboxes = Sandboxes(dict(os.environ))
    yield sandboxes, sample
    sandboxes.close()


def _run(children) -> pipeline.Run:
    """A variant of the sample as ``run_variant`` has it once the children are there: the pass's
    child (a new one where the last was ended) and the reference child."""
    sandboxes, sample = children
    variant = sample.variants[0]
    run = pipeline.Run(variant, VariantResult("s::v", sample.ident, variant.listed_as), Options(), sandboxes)
    pipeline.load(run, None)
    run.sandbox = sandboxes.for_sample(sample, more_follow=False, compiler="pass_mgr")
    run.reference = sandboxes.reference_for(sample)
    return run


def test_a_failing_pass_s_process_is_ended_before_the_reference_decides_the_blame(children):
    """What the pass's process holds (on a GPU, the memory its allocator keeps) cannot make the
    sample's own model fail to load, which would be blamed on the sample (round 2's gpu_oom_blame)."""
    run = _run(children)
    pass_child, submit = run.sandbox, run.reference.submit
    pass_alive_when_asked = []

    def watched_submit(payload, timeout):
        pass_alive_when_asked.append(pass_child.process.poll() is None)
        return submit(payload, timeout)

    run.reference.submit = watched_submit
    try:
        blamed = pipeline._blame(run, pipeline.Stop(Status.KERNEL_ERROR, "the pass's kernel failed"))
    finally:
        del run.reference.submit
    assert (blamed.status, str(blamed)) == (Status.KERNEL_ERROR, "the pass's kernel failed")  # the model runs
    assert pass_alive_when_asked and not any(pass_alive_when_asked)


def test_a_reference_that_ran_out_of_room_beside_the_pass_s_process_is_asked_again_alone(children):
    """Its failure is the sample's only if it fails alone too; else the pass's process took what it
    needed (round 2's shm_fill: /dev/shm filled through the pass's spill folder)."""
    run = _run(children)
    pass_child = run.sandbox
    with pytest.raises(pipeline.Stop) as caught:
        run.check_reference({"failure": {"status": "kernel_error", "stage": "run",
                                         "message": "OSError: [Errno 28] No space left on device"}})
    assert caught.value.status is Status.EAGER_ERROR and caught.value.wanting
    blamed = pipeline._blame(run, caught.value)
    assert blamed.status is Status.KERNEL_ERROR
    assert "ran once it was ended: the pass's process held what the reference needed" in str(blamed)
    assert pass_child.process.poll() is not None
    assert run.eager_out is not None  # the reference loaded the model, warmed up and called it, alone
    # A failure of the model's own is the sample's at once, and the pass's process stays.
    run = _run(children)
    with pytest.raises(pipeline.Stop) as caught:
        run.check_reference({"failure": {"status": "kernel_error", "stage": "run", "message": "IndexError: out of range"}})
    assert pipeline._blame(run, caught.value) is caught.value and not caught.value.wanting
    assert children[0].current is run.sandbox


def test_work_the_pass_left_on_the_gpu_ends_its_process_before_eager_is_timed(children):
    """Stopped processes do not stop the kernels they queued (round 2's gpu_hog). ``idle`` stands
    for the GPU (``guard.device_idle`` there): busy while the pass's process lives."""
    run = _run(children)
    pipeline._quiet_device(run, lambda within_s: True)  # an idle GPU: nothing ended, nothing found
    assert children[0].current is run.sandbox and run.left_work is None
    pass_child = run.sandbox
    pipeline._quiet_device(run, lambda within_s: pass_child.process.poll() is not None)
    assert pass_child.process.poll() is not None
    with pytest.raises(pipeline.Stop) as caught:
        pipeline._no_work_left(run)
    assert caught.value.status is Status.CHEAT_DETECTED and "left work running on the GPU" in str(caught.value)
    with pytest.raises(pipeline.Stop) as caught:  # busy with another process's work: no timing to trust
        pipeline._quiet_device(run, lambda within_s: False)
    assert caught.value.status is Status.FLUCTUATION


def test_a_sample_s_passes_rejected_at_their_first_load_stay_rejected_for_all_its_variants(children, monkeypatch):
    """Round 3's reject_first_load: a child that rejects its first load (pass_rejected, unscored) and
    loads the same files for the next variant would leave the variants it chose out of the score.
    The first answer stands for the sample: later variants are rejected without asking the child,
    which so never gets to load them after rejecting them."""
    monkeypatch.setattr(pipeline, "_last_sample", pipeline._SampleRecord())
    first = _run(children)
    with pytest.raises(pipeline.Stop) as caught:
        first.check({"failure": {"status": "pass_rejected", "stage": "setup", "message": "ImportError: not this one"}},
                    loading=True)
    assert caught.value.status is Status.PASS_REJECTED
    later = _run(children)
    asked = []
    monkeypatch.setattr(later.sandbox, "request", lambda *args: asked.append(args))
    with pytest.raises(pipeline.Stop) as caught:
        pipeline.compile_in_sandbox(later)
    assert caught.value.status is Status.PASS_REJECTED and not asked
    assert str(caught.value).startswith("ImportError: not this one (the answer when the passes were loaded for an earlier")


def _judged(eager, compiled) -> pipeline.Run:
    run = pipeline.Run(None, VariantResult("s::v", "s", "v"), Options())
    run.eager_out, run.compiled_out = eager, compiled
    return run


def _trials(outputs, seed: int) -> pipeline.Trials:
    trials = pipeline.Trials([seed], {})
    trials.digests.append(fingerprint.keyed(outputs, seed, fingerprint.fingerprint(outputs)))
    trials.layouts.append(([], []))
    return trials


def test_the_timed_calls_of_every_verdict_the_score_credits_are_checked_at_its_first_credited_level():
    """Round 3's accuracy_shield: a judged call 5e-5 off is ``accuracy`` (float32's baseline t = -5
    has atol 1e-5), close from t = -4, where ES(t) credits its speedup: its timed calls are held to
    t = -4's tolerance, as a correct verdict's are to the baseline's, and ones that compute a 32nd
    of the output are found. A variant the score credits no speedup of has nothing checked."""
    x = torch.randn(4096).relu()
    shielded = _judged((x,), (x + 5e-5,))
    assert pipeline._checked_level(shielded) == -4
    lazy = x.clone()
    lazy[128:] = 0
    found = pipeline._trial_checks(shielded, _trials((lazy,), 11), _trials((x,), 11), -4).convicting(-4)
    assert found and found[0].startswith("[passnet timed-call fingerprints] on 1 of the 1 described timed trials")
    assert pipeline._trial_checks(shielded, _trials((x + 5e-5,), 11), _trials((x,), 11), -4).convicting(-4) == []
    assert pipeline._checked_level(_judged((x,), (x.clone(),))) == BASELINE_LEVEL
    hundreds = torch.full((8,), 100.0)
    assert pipeline._checked_level(_judged((hundreds,), (torch.zeros(8),))) is None  # close from t = 2: never credited
    assert pipeline._checked_level(_judged((x,), (x.half(),))) is None  # dtype mismatch
