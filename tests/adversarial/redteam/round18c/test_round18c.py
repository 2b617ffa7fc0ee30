"""Round 18c (cheap, in the normal suite): the allow-list at e9989a9b, after round 17b's fixes, attacked where
pattern code writes when traced, where a kernel decorator names a hook the module binds twice, what a launch's
tuple, keywords and grid hand the kernel's body, what kernel code reaches under triton.language
(``tl.extra.modules``), what the trusted checks import, and where pattern calls torch's functions with effects by
other names; honest idioms the new rules refuse.

Each FOOLED attack is a strict xfail asserting the secure behaviour (``raises=AssertionError``: a precondition
that fails raises something else, and fails the test); each HELD one asserts what held. The README says what
each attack does, where, and how to fix it.
"""

from __future__ import annotations

import pytest
import torch
import torch.fx

from pytest_passnet import launches
from pytest_passnet.sandbox.child.watch import ComputeAudit
from tests.adversarial.redteam.round15b.attacks15b import load_rule, pass_sample, static_findings
from tests.adversarial.redteam.round18c import attacks18c as a

FOOLED = pytest.mark.xfail(strict=True, raises=AssertionError, reason="fools HEAD: see round18c/README.md")


def _require(condition: bool, what: str) -> None:
    """A precondition of a strict xfail: raises other than AssertionError, so that it fails the test."""
    if not condition:
        raise RuntimeError(f"precondition: {what}")


def _traced_and_called(tmp_path, name: str, source: str) -> tuple[bool, list[str], int]:
    """The rule imported as the child imports it, its pattern traced (as PassBench does before the first call),
    then the graph's call on fresh inputs under the compute audit: (outputs right?, ops seen, launches)."""
    module = load_rule(tmp_path / "load", name, source)
    torch.fx.symbolic_trace(module.pattern)
    launches.install()
    x, y = torch.randn(64, 32), torch.randn(64, 32)
    seen: list[str] = []
    before = launches.launch_count()
    with ComputeAudit(seen):
        out = module.replacement_func()(x, y)
    return torch.equal(out, torch.relu(x + y)), seen, launches.launch_count() - before


def _require_work_outside_triton(tmp_path, name: str, source: str) -> None:
    right, seen, launched = _traced_and_called(tmp_path, name, source)
    _require(right, "outputs relu(x + y)")
    _require(launched == 1 and not seen, f"one launch, nothing for the compute audit (saw {seen})")


# -- pattern filling a module's dict, a kernel reaching ctypes through it --------------------------------------------


@pytest.mark.parametrize("form", sorted(a.PATTERN_STORES))
def test_pattern_code_filling_a_modules_dict_is_refused(tmp_path, form):
    source = a.PATTERN_STORES[form]
    _require_work_outside_triton(tmp_path, form, source)
    findings = static_findings(tmp_path / "static", form, source)
    assert findings, f"{form}: no finding from any static layer: pattern put a tensor in _KEPT, the kernel ran NumPy"


def test_pattern_code_writing_a_module_name_is_refused(tmp_path):
    findings = static_findings(tmp_path, "control", a.CONTROL_STORE)
    assert any("writes to '_KEPT['t']'" in f for f in findings), findings


# -- a heuristic by a name the module binds again later -------------------------------------------------------------


@pytest.mark.parametrize("form", sorted(a.REBOUND_HOOKS))
def test_a_heuristic_whose_name_is_bound_again_later_is_refused(tmp_path, form):
    source = a.REBOUND_HOOKS[form]
    _require_work_outside_triton(tmp_path, form, source)
    findings = static_findings(tmp_path / "static", form, source)
    assert findings, f"{form}: no finding from any static layer: Triton calls the first 'everything', the checks read the last"


def test_a_heuristic_by_name_returning_the_launchs_arguments_is_refused(tmp_path):
    findings = static_findings(tmp_path, "control", a.CONTROL_HOOK)
    assert any("the heuristic for 'ARGS' may return a tensor" in f for f in findings), findings


# -- a tuple written in the launch, holding the tensors ----------------------------------------------------------------


@pytest.mark.parametrize("form", sorted(a.TUPLE_PACKS))
def test_a_container_of_tensors_inside_a_launchs_tuple_is_refused(tmp_path, form):
    source = a.TUPLE_PACKS[form]
    _require_work_outside_triton(tmp_path, form, source)
    findings = static_findings(tmp_path / "static", form, source)
    assert findings, f"{form}: no finding from any static layer: the tuple's {form} reached the kernel's body as it is"


def test_a_dict_of_tensors_given_to_a_kernel_is_refused(tmp_path):
    findings = static_findings(tmp_path, "control", a.CONTROL_PACK)
    assert any("which may hold tensors, to a kernel" in f for f in findings), findings


@pytest.mark.parametrize("form", sorted(a.NESTED_PACKS))
def test_a_list_typed_maybe_a_tensor_given_to_a_kernel_is_refused(tmp_path, form):
    """Found while fixing the tuple row: see README, 'After the round'."""
    source = a.NESTED_PACKS[form]
    _require_work_outside_triton(tmp_path, form, source)
    findings = static_findings(tmp_path / "static", form, source)
    assert findings, f"{form}: no finding from any static layer: a list of the tensors reached the kernel's body"


# -- what a heuristic reads of the launch besides the kernel's parameters ---------------------------------------------


@pytest.mark.parametrize("form", sorted(a.LAUNCH_EXTRAS))
def test_a_heuristic_reading_a_launch_keyword_or_the_grid_is_typed_by_what_it_holds(tmp_path, form):
    source = a.LAUNCH_EXTRAS[form]
    _require_work_outside_triton(tmp_path, form, source)
    findings = static_findings(tmp_path / "static", form, source)
    assert findings, f"{form}: no finding from any static layer: a heuristic handed the kernel a torch tensor"


def test_a_heuristic_reading_a_parameter_given_a_tensor_is_refused(tmp_path):
    findings = static_findings(tmp_path, "control", a.CONTROL_EXTRA)
    assert any("the heuristic for 'X' may return a tensor" in f for f in findings), findings


# -- sys.modules under triton.language -----------------------------------------------------------------------------


@pytest.mark.parametrize("form", sorted(a.SYS_MODULES))
def test_kernel_code_reaching_sys_modules_through_triton_language_is_refused(tmp_path, form):
    source = a.SYS_MODULES[form]
    _require_work_outside_triton(tmp_path, form, source)
    findings = static_findings(tmp_path / "static", form, source)
    assert findings, f"{form}: no finding from any static layer: tl.extra.modules.get('builtins').exec(...) in a kernel"


def test_wrapper_code_reaching_sys_modules_through_triton_language_is_refused(tmp_path):
    findings = static_findings(tmp_path, "control", a.CONTROL_MODULES)
    assert any("calls 'triton.language.extra.modules.get'" in f for f in findings), findings


# -- pattern calling torch's functions with effects by other names -----------------------------------------------------


@pytest.mark.parametrize("form", sorted(a.PATTERN_EFFECTS))
def test_pattern_calling_torch_functions_with_effects_by_other_names_is_refused(tmp_path, form):
    source = a.PATTERN_EFFECTS[form]
    rng, anomaly, grad = torch.get_rng_state(), torch.is_anomaly_enabled(), torch.is_grad_enabled()
    try:
        right, _, _ = _traced_and_called(tmp_path, form, source)  # the pattern traced: its calls ran for real
    finally:
        torch.set_rng_state(rng)
        torch.autograd.set_detect_anomaly(anomaly)
        torch.set_grad_enabled(grad)
    _require(right, "the honest kernel's outputs")
    findings = static_findings(tmp_path / "static", form, source)
    assert findings, f"{form}: no finding from any static layer for a function with effects when traced"


def test_pattern_calling_a_denied_tensor_member_through_the_class_is_refused(tmp_path):
    findings = static_findings(tmp_path, "control", a.CONTROL_EFFECT)
    assert any("pattern calls 'torch.Tensor.numpy'" in f for f in findings), findings


# -- an allocator's fill value through a '*' argument --------------------------------------------------------------------


def test_an_allocators_fill_value_from_a_tensor_through_a_star_argument_is_refused(tmp_path):
    right, seen, _ = _traced_and_called(tmp_path, "full_star", a.FULL_STAR)
    _require(right and not seen, f"the kernel's outputs, nothing for the compute audit (saw {seen})")
    findings = static_findings(tmp_path / "static", "full_star", a.FULL_STAR)
    assert findings, "no finding from any static layer: torch.full filled from a tensor's value"


# -- the trusted checks importing what the pass names -------------------------------------------------------------------


def test_the_trusted_checks_run_no_module_the_pass_names(tmp_path):
    scratch = tmp_path / "argv_folder"
    status, output = a.trusted_check(pass_sample(tmp_path, "trusted_import", a.TRUSTED_IMPORT), scratch)
    _require("FINDINGS" in output or "ESCAPED SystemExit" in output, f"the checks ran: {output[-600:]}")
    made = (scratch / "pyvenv.cfg").exists()
    assert "FINDINGS" in output and status == 0 and not made, (
        f"venv's command line ran in the trusted checks (exit {status}, environment made: {made}): {output[-300:]}")


# -- honest idioms -----------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", sorted(a.HONEST_REFUSED))
def test_an_honest_idiom_is_accepted(tmp_path, name):
    source = a.HONEST_REFUSED[name]
    right, seen, launched = _traced_and_called(tmp_path, name, source)
    _require(right and not seen and launched == 1, "an honest pass: right outputs, one launch, no torch op")
    findings = static_findings(tmp_path / "static", name, source)
    _require(any(a.HONEST_REFUSALS[name] in f for f in findings) or not findings, f"the refusal named: {findings}")
    assert not findings, f"{name}: an honest pass refused: {findings}"


@pytest.mark.parametrize("name", sorted(a.HONEST_ACCEPTED))
def test_its_neighbour_is_accepted(tmp_path, name):
    source = a.HONEST_ACCEPTED[name]
    right, _, _ = _traced_and_called(tmp_path, name, source)
    assert right
    assert not static_findings(tmp_path / "static", name, source)
