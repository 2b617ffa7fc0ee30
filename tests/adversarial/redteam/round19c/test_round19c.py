"""Round 19c (cheap, in the normal suite): the allow-list at 30104096, after round 18c's fixes, attacked where kernel
code names what the pass never binds (the interpreter's globals), calls triton.language's own helpers
(``tl.str_to_ty`` evaluates a string), where a list reaches a kernel by bindings ``may_be_open`` does not follow (a
starred target, a nested function's default), where an autotune's pruning hook drops the keys its Configs set, and
where ``Tensor.new_full`` takes its fill value by keyword; pattern's writes through other aliases (held).

Each attack asserts the secure behaviour: the FOOLED ones were strict xfails until the fixes after the round (the
README's "After the round"), the HELD ones assert what held. The README says what each attack does, where, and how
it was fixed.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

from pytest_passnet import wrapper_rules
from tests.adversarial.redteam.round15b.attacks15b import static_findings
from tests.adversarial.redteam.round18c.test_round18c import _require, _require_work_outside_triton, _traced_and_called
from tests.adversarial.redteam.round19c import attacks19c as a

# -- names the pass never binds: the interpreter's globals ----------------------------------------------------------


@pytest.mark.parametrize("module", sorted(a.INTERPRETER_GLOBALS))
def test_kernel_code_naming_the_interpreters_globals_is_refused(tmp_path, module):
    source = a.INTERPRETER_GLOBALS[module]
    _require_work_outside_triton(tmp_path, module, source)
    findings = static_findings(tmp_path / "static", module, source)
    assert findings, f"{module}: no finding from any static layer: {module}.sys.modules reached from a kernel's body"


def test_the_same_module_imported_is_refused(tmp_path):
    findings = static_findings(tmp_path, "control", a.CONTROL_GLOBALS)
    assert any("imports 'inspect'" in f for f in findings), findings


# -- triton.language's own helpers: tl.str_to_ty evaluates a string ---------------------------------------------------


def test_kernel_code_calling_a_triton_language_helper_that_evaluates_a_string_is_refused(tmp_path):
    _require_work_outside_triton(tmp_path, "tl_eval", a.TL_EVAL)
    findings = static_findings(tmp_path / "static", "tl_eval", a.TL_EVAL)
    assert findings, "no finding from any static layer: tl.str_to_ty eval'd the payload in the kernel's body"


def test_wrapper_code_calling_tl_str_to_ty_is_refused(tmp_path):
    findings = static_findings(tmp_path, "control", a.CONTROL_TL_EVAL)
    assert any("calls 'triton.language.str_to_ty'" in f for f in findings), findings


# -- lists that reach a kernel's body by routes may_be_open does not follow ---------------------------------------------


@pytest.mark.parametrize("form", sorted(a.LIST_ROUTES))
def test_a_list_made_by_a_starred_target_or_a_default_given_to_a_kernel_is_refused(tmp_path, form):
    source = a.LIST_ROUTES[form]
    _require_work_outside_triton(tmp_path, form, source)
    findings = static_findings(tmp_path / "static", form, source)
    assert findings, f"{form}: no finding from any static layer: a list of the tensors reached the kernel's body"


def test_a_list_bound_by_a_plain_assignment_given_to_a_kernel_is_refused(tmp_path):
    findings = static_findings(tmp_path, "control", a.CONTROL_LIST)
    assert any("which may hold tensors, to a kernel" in f for f in findings), findings


# -- an autotuned kernel whose pruning hook drops the Configs' keys -----------------------------------------------------


def test_a_star_argument_filling_constexprs_a_pruning_hook_left_unset_is_refused(tmp_path):
    _require_work_outside_triton(tmp_path, "autotune_prune", a.AUTOTUNE_PRUNE)
    findings = static_findings(tmp_path / "static", "autotune_prune", a.AUTOTUNE_PRUNE)
    assert findings, "no finding from any static layer: '*tensors' filled the constexprs X, Y, O with torch tensors"


def test_a_star_argument_reaching_a_constexpr_some_config_lacks_is_refused(tmp_path):
    findings = static_findings(tmp_path, "control", a.CONTROL_AUTOTUNE)
    assert any("through '*tensors' to the constexpr 'O'" in f for f in findings), findings


# -- Tensor.new_full's fill value by keyword or '*' ---------------------------------------------------------------------


@pytest.mark.parametrize("form", sorted(a.NEW_FULL))
def test_new_fulls_fill_value_from_a_tensor_by_keyword_or_star_is_refused(tmp_path, form):
    source = a.NEW_FULL[form]
    right, seen, _ = _traced_and_called(tmp_path, form, source)
    _require(right and not seen, f"the kernel's outputs, nothing for the compute audit (saw {seen})")
    findings = static_findings(tmp_path / "static", form, source)
    assert findings, f"{form}: no finding from any static layer: new_full filled from a tensor's value"


def test_new_fulls_fill_value_from_a_tensor_positionally_is_refused(tmp_path):
    findings = static_findings(tmp_path, "control", a.CONTROL_NEW_FULL)
    assert any("fills from a tensor's value" in f for f in findings), findings


# -- held: pattern writing into module state through other aliases -----------------------------------------------------


@pytest.mark.parametrize("form", sorted(a.PATTERN_ALIASES))
def test_pattern_writing_module_state_through_another_alias_is_refused(tmp_path, form):
    findings = static_findings(tmp_path, form, a.PATTERN_ALIASES[form])
    assert any("pattern writes into" in f for f in findings), findings


# -- held: the trusted checks on torch.ops names ------------------------------------------------------------------------


def test_the_checks_import_nothing_for_torch_ops_names():
    wrapper_rules._load_lookup_modules()  # the checks' own fixed list
    before = set(sys.modules)
    findings = wrapper_rules.check([wrapper_rules.Module(Path("rule.py"), ast.parse(a.OPS_LOOKUPS), a.OPS_LOOKUPS.encode(), rule=True)])
    assert set(sys.modules) == before, sorted(set(sys.modules) - before)
    assert any("torch.ops.torchvision.nms' is not there" in str(f) for f in findings), findings


# -- honest idioms still refused -----------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", sorted(a.HONEST_REFUSED))
def test_an_honest_idiom_is_accepted(tmp_path, name):
    source = a.HONEST_REFUSED[name]
    right, seen, launched = _traced_and_called(tmp_path, name, source)
    _require(right and not seen and launched == 1, "an honest pass: right outputs, one launch, no torch op")
    findings = static_findings(tmp_path / "static", name, source)
    _require(any(a.HONEST_REFUSALS[name] in f for f in findings) or not findings, f"the refusal named: {findings}")
    assert not findings, f"{name}: an honest pass refused: {findings}"
