"""Round 16b (cheap, in the normal suite): the allow-list at 99ae4607 attacked where it models what runs at
import (a ``__main__`` guard) and what may be a tensor (an attribute of a container), for state kept by an
augmented assignment, and for false findings on honest idioms.

Each FOOLED attack is a test asserting the secure behaviour, held since the lead's fixes (the last, a false
finding on a local function's number default, since d1b8aa2d). Each HELD one asserts what held.
The README says what each attack does, where, and how to fix it.
"""

from __future__ import annotations

import os

import pytest
import torch

from pytest_passnet import launches
from pytest_passnet.sandbox.child.watch import ComputeAudit
from tests.adversarial.redteam.round15b.attacks15b import load_rule, static_findings
from tests.adversarial.redteam.round16b import attacks16b as a


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


# -- a __main__ guard that runs: its else, or made true by an import's alias --------------------------------------------------


@pytest.mark.parametrize("form", ["else", "alias"])
def test_a_wrapper_redefined_in_a_main_guard_that_runs_is_refused(tmp_path, form):
    files = {"else": a.MAIN_ELSE, "alias": a.MAIN_ALIAS}[form]
    module = load_rule(tmp_path / "load", form, files)
    total, out, seen, launched = _audited_call(module)
    _require("numpy" in module.replacement_func().__code__.co_names, "the guard's NumPy wrapper is the graph's call")
    _require(torch.equal(out, torch.relu(total)), "the NumPy wrapper computed relu(x + y)")
    _require(launched == 1 and not seen, f"one launch, nothing for the compute audit (saw {seen})")
    findings = static_findings(tmp_path / "static", form, files)
    assert findings, f"{form}: no finding from any static layer: the block ran at import and replaced the wrapper"


def test_a_main_guard_made_true_imports_any_module(tmp_path):
    module = load_rule(tmp_path / "load", "main_alias_import", a.MAIN_ALIAS_IMPORT)
    _require(module.PID == os.getpid(), "the block imported os and called it at import")
    findings = static_findings(tmp_path / "static", "main_alias_import", a.MAIN_ALIAS_IMPORT)
    assert findings, "no finding from any static layer: 'import os' ran at import"


# -- a tensor typed "not a tensor" ----------------------------------------------------------------------


def test_a_heuristic_computing_on_a_laundered_tensor_is_refused(tmp_path):
    module = load_rule(tmp_path / "load", "launder_hook", a.LAUNDER_HOOK)
    total, out, seen, launched = _audited_call(module)
    _require(torch.equal(out, torch.relu(total)), "the heuristic computed relu(x + y) into the output")
    _require(launched == 1, "one launch, as the kernel-launch proof wants")
    assert seen, "the compute audit saw nothing: since 814049ef it runs a pass's heuristics as wrapper code"
    findings = static_findings(tmp_path / "static", "launder_hook", a.LAUNDER_HOOK)
    assert findings, "no finding: the heuristic adds, compares and multiplies the launch's tensors"


def test_wrapper_arithmetic_on_a_laundered_tensor_is_refused(tmp_path):
    module = load_rule(tmp_path / "load", "launder_wrapper", a.LAUNDER_WRAPPER)
    total, out, _, _ = _audited_call(module)
    _require(torch.equal(out, torch.relu(total)), "the wrapper computed relu(x + y) with torch operators")
    findings = static_findings(tmp_path / "static", "launder_wrapper", a.LAUNDER_WRAPPER)
    assert findings, "no finding: the wrapper adds, compares and multiplies tensors"


def test_the_compute_audit_sees_wrapper_arithmetic_on_a_laundered_tensor(tmp_path):
    """Held by the dynamic layer: outside Triton's run the audit records the torch ops."""
    module = load_rule(tmp_path / "load", "launder_wrapper", a.LAUNDER_WRAPPER)
    _, _, seen, _ = _audited_call(module)
    assert any("add" in op for op in seen), seen


def test_a_laundered_tensor_made_at_import_is_refused(tmp_path):
    module = load_rule(tmp_path / "load", "launder_kept", a.LAUNDER_KEPT)
    _require(isinstance(module._TABLE, torch.Tensor) and module._TABLE.max().item() > 0,
             "a kernel filled the table at import")
    _, out, _, _ = _audited_call(module)
    _require(out.shape == (64, 32), "the wrapper reads the kept table")
    findings = static_findings(tmp_path / "static", "launder_kept", a.LAUNDER_KEPT)
    assert findings, "no finding: a tensor made at import is read by every call"


# -- a helper shadowed by its package's attribute ------------------------------------------------------


def test_a_helper_shadowed_by_its_packages_attribute_is_refused(tmp_path):
    module = load_rule(tmp_path / "load", "shadowed", a.SHADOWED)
    _require(module.helper.__name__ == "pass_dir.evil", "the package's attribute, not pass_dir/helper.py, is called")
    total, out, seen, launched = _audited_call(module)
    _require(torch.equal(out, torch.relu(total)), "the shadowing helper computed relu(x + y) in the heuristic")
    _require(launched == 1, "one launch, as the kernel-launch proof wants")
    assert seen, "the compute audit saw nothing: since 814049ef it runs a pass's heuristics as wrapper code"
    findings = static_findings(tmp_path / "static", "shadowed", a.SHADOWED)
    assert findings, "no finding: evil.relu_into adds, compares and multiplies the launch's tensors"


# -- module state grown by an augmented assignment -------------------------------------------------------


def test_module_state_grown_by_an_augmented_assignment_is_refused(tmp_path):
    module = load_rule(tmp_path / "load", "state_augassign", a.STATE_AUGASSIGN)
    outputs = [module.replacement_func()(torch.randn(8), torch.randn(8)) for _ in range(5)]
    _require(outputs[2] is outputs[3] is outputs[4] and len(module._KEPT) == 3,
             "the module's list kept the third call's output for every later call")
    findings = static_findings(tmp_path / "static", "state_augassign", a.STATE_AUGASSIGN)
    assert findings, "no finding: every call after the third hands out the same output tensor"


# -- honest idioms --------------------------------------------------------------------------------------


def test_honest_idioms_are_accepted(tmp_path):
    """Held: autotune configs from a comprehension and a helper, a heuristic, annotations, a dtype table,
    constants from next_power_of_2 and math, a keyword-only default, a __main__ block."""
    findings = static_findings(tmp_path, "idioms", a.HONEST_IDIOMS)
    assert not findings, findings


@pytest.mark.parametrize("name", ["grid_default", "locals"])
def test_a_local_function_with_a_number_default_is_accepted(tmp_path, name):
    """Held for a grid since the lead's fix: Triton passes a grid the launch's arguments alone, so its defaulted
    parameters are what their defaults were; for a nested def its wrapper calls since d1b8aa2d (a nested function
    called by name is typed from its call sites)."""
    findings = static_findings(tmp_path, name, a.HONEST[name])
    assert not findings, findings
