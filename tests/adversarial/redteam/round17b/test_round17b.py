"""Round 17b (cheap, in the normal suite): the allow-list at a8910cb2 attacked where it reads a kernel's
heuristics (only a dict display written in the decorator), a launch's ``**`` arguments (never read), and
what a kernel decorator's hooks compute at import (never "computed at import").

Each FOOLED attack is a strict xfail asserting the secure behaviour (``raises=AssertionError``: a
precondition that fails raises something else, and fails the test); each HELD one asserts what held.
The README says what each attack does, where, and how to fix it.
"""

from __future__ import annotations

import pytest
import torch

from pytest_passnet import launches, passes
from pytest_passnet.sandbox.child.watch import ComputeAudit
from tests.adversarial.redteam.round15b.attacks15b import load_rule, static_findings
from tests.adversarial.redteam.round17b import attacks17b as a
from tests.sample_factory import ADD_RELU_MODEL, write_sample


def _require(condition: bool, what: str) -> None:
    """A precondition of a strict xfail: raises other than AssertionError, so that it fails the test."""
    if not condition:
        raise RuntimeError(f"precondition: {what}")


def _audited_call(module) -> tuple[torch.Tensor, torch.Tensor, list[str], int]:
    """The graph's call on fresh inputs under the compute audit: (x + y, output, ops seen, launches)."""
    launches.install()
    x, y = torch.randn(64, 32), torch.randn(64, 32)
    seen: list[str] = []
    before = launches.launch_count()
    with ComputeAudit(seen):
        out = module.replacement_func()(x, y)
    return x + y, out, seen, launches.launch_count() - before


def _require_torch_in_the_kernel(tmp_path, name: str, source: str) -> None:
    """The kernel's body computed relu(x + y) in torch: one launch, nothing for the compute audit."""
    module = load_rule(tmp_path / "load", name, source)
    total, out, seen, launched = _audited_call(module)
    _require(torch.equal(out, torch.relu(total)), "the kernel's body computed relu(x + y)")
    _require(launched == 1 and not seen, f"one launch, nothing for the compute audit (saw {seen})")


# -- a heuristic table the checks do not read -----------------------------------------------------------------


@pytest.mark.parametrize("form", sorted(a.HEURISTIC_PASSES))
def test_a_heuristic_table_the_checks_do_not_read_is_refused(tmp_path, form):
    source = a.HEURISTIC_PASSES[form]
    _require_torch_in_the_kernel(tmp_path, form, source)
    findings = static_findings(tmp_path / "static", form, source)
    assert findings, f"{form}: no finding from any static layer: 'lambda meta: meta' handed the kernel the tensors"


def test_a_heuristic_returning_the_launchs_arguments_in_a_display_is_refused(tmp_path):
    findings = static_findings(tmp_path, "control", a.heuristic_pass(a.CONTROL_TABLE))
    assert any("the heuristic for 'ARGS' may return a tensor" in f for f in findings), findings


# -- the launch's '*' and '**' arguments ----------------------------------------------------------------------------


@pytest.mark.parametrize("form", sorted(a.KWARGS_PASSES))
def test_tensors_given_to_a_constexpr_through_star_arguments_are_refused(tmp_path, form):
    source = a.KWARGS_PASSES[form]
    _require_torch_in_the_kernel(tmp_path, form, source)
    findings = static_findings(tmp_path / "static", form, source)
    assert findings, f"{form}: no finding from any static layer: a '*' or '**' argument gave the constexpr ARGS the tensors"


def test_tensors_given_to_a_constexpr_by_name_are_refused(tmp_path):
    findings = static_findings(tmp_path, "control", a.kwargs_pass(a.CONTROL_KWARG))
    assert any("ARGS" in f for f in findings), findings


# -- a table made at import, kept in a kernel decorator's hook -------------------------------------------------


@pytest.mark.parametrize("form", sorted(a.KEPT_IN_HOOKS))
def test_a_table_made_at_import_in_a_decorators_hook_is_refused(tmp_path, form):
    source = a.KEPT_IN_HOOKS[form]
    launches.install()
    before = launches.launch_count()
    module = load_rule(tmp_path / "load", form, source)
    _require(launches.launch_count() - before == 1, "the table kernel ran once, at import")
    total, out, seen, launched = _audited_call(module)
    _require(torch.equal(out, torch.relu(total)), "the hook's launch computed relu(x + y)")
    _require(launched == 2 and not seen, f"two launches a call (the hook's reads the table), no torch op ({seen})")
    findings = static_findings(tmp_path / "static", form, source)
    assert findings, f"{form}: no finding from any static layer: the hook keeps a table made at import"


# -- held -------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("name, expected", [("config_kwarg", "passes a tensor to 'triton.Config'"),
                                            ("comprehension_default", "grows 'kept' in place")])
def test_the_neighbours_are_refused(tmp_path, name, expected):
    findings = static_findings(tmp_path, name, a.HELD[name])
    assert any(expected in f for f in findings), findings


# -- state kept by a kernel in a dict it is given -----------------------------------------------------------------


@pytest.mark.parametrize("form", sorted(a.KERNEL_STATE))
def test_a_kernel_keeping_state_in_a_module_dict_is_refused(tmp_path, form):
    source = a.KERNEL_STATE[form]
    module = load_rule(tmp_path / "load", form, source)
    for _ in range(3):
        total, out, _, _ = _audited_call(module)
        _require(torch.equal(out, torch.relu(total)), "the kernel computed relu(x + y)")
    _require(len(module._STATE) == 6, f"two programs x three calls kept their values ({len(module._STATE)})")
    findings = static_findings(tmp_path / "static", form, source)
    assert findings, f"{form}: no finding from any static layer: the kernel grew the module's dict on every call"


# -- '**' arguments of torch's allocators -----------------------------------------------------------------------


@pytest.mark.parametrize("form", sorted(a.STAR_ALLOCATORS))
def test_an_allocator_computing_through_double_star_is_refused(tmp_path, form):
    findings = static_findings(tmp_path, form, a.STAR_ALLOCATORS[form])
    assert findings, f"{form}: no finding from any static layer"


@pytest.mark.parametrize("form", sorted(a.STAR_ALLOCATORS))
def test_the_compute_audit_sees_an_allocator_computing_outside_triton(tmp_path, form):
    """Held by the dynamic layer: outside Triton's run the compute audit records the op."""
    _, _, seen, _ = _audited_call(load_rule(tmp_path, form, a.STAR_ALLOCATORS[form]))
    assert a.STAR_ALLOCATOR_OPS[form] in seen, seen


# -- an honest import refused (false finding) -----------------------------------------------------------------------


def test_libdevice_imported_as_triton_documents_it_is_accepted(tmp_path):
    _require(not static_findings(tmp_path / "attribute", "attribute", a.LIBDEVICE["attribute"]),
             "the same function by attribute is accepted")
    findings = static_findings(tmp_path / "import", "import", a.LIBDEVICE["import"])
    assert not findings, findings


# -- pattern code that runs when it is traced ---------------------------------------------------------------------


def test_pattern_running_python_through_ctypes_when_traced_is_refused(tmp_path):
    sample = write_sample(tmp_path / "load", "traced", model=ADD_RELU_MODEL, shape=[4, 4], passes=a.TRACED_PAYLOAD)
    passes._purge_pass_dir_modules()
    hook = passes.import_pass(sample / "pass_dir" / "Hook.py", sample, "round17b_traced")
    wrapper = hook.replacement_func()
    _require("numpy" not in wrapper.__code__.co_names, "the wrapper launches a kernel before the pattern is traced")
    torch.fx.symbolic_trace(hook.pattern)
    _require("numpy" in wrapper.__code__.co_names, "tracing the pattern gave the wrapper a NumPy body")
    total, out, seen, launched = _audited_call(hook)
    _require(torch.equal(out, torch.relu(total)), "the NumPy body computed relu(x + y)")
    _require(launched == 1 and not seen, f"one launch, nothing for the compute audit (saw {seen})")
    findings = a.rules_static_findings(tmp_path / "static", "traced", a.TRACED_PAYLOAD)
    assert findings, "no finding from any static layer: pattern ran PyRun_SimpleString when traced"
