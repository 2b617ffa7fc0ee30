"""Round 15b (cheap, in the normal suite): the allow-list at 19afa6ce attacked for code at import it never
walks, tensors made at import it keeps, and an honest idiom it refuses; the fix (feb13490) attacked again.

Each FOOLED attack is a strict xfail asserting the secure behaviour (``raises=AssertionError``: a
precondition that fails raises something else, and fails the test); each HELD one asserts what held.
The README says what each attack does, where, and how to fix it.
"""

from __future__ import annotations

import os

import pytest
import torch

from pytest_passnet import launches
from pytest_passnet.sandbox.child.watch import ComputeAudit
from tests.adversarial.redteam.round15b import attacks15b as a


def _require(condition: bool, what: str) -> None:
    """A precondition of a strict xfail: raises other than AssertionError, so that it fails the test."""
    if not condition:
        raise RuntimeError(f"precondition: {what}")


# -- code at import in a module-level lambda's defaults ----------------------------------------------


@pytest.mark.parametrize("form", sorted(set(a.LAMBDA_ESCAPES) - {"code_swap"}))
def test_code_in_a_module_level_lambdas_default_is_refused(tmp_path, form):
    """FOOLED at 19afa6ce (no layer saw it), held since feb13490."""
    source = a.LAMBDA_ESCAPES[form]
    module = a.load_rule(tmp_path / "load", form, source)
    _require(module._PID.__defaults__[0] == os.getpid(), "the default called libc's getpid at import")
    assert a.static_findings(tmp_path / "static", form, source), f"{form}: no finding from any static layer"


def test_a_wrapper_swapped_for_numpy_at_import_is_refused(tmp_path):
    """FOOLED at 19afa6ce (correct, the work reward 1.0), held since feb13490."""
    module = a.load_rule(tmp_path / "load", "code_swap", a.CODE_SWAP)
    launches.install()
    x, y = torch.randn(64, 32), torch.randn(64, 32)
    seen: list[str] = []
    before = launches.launch_count()
    with ComputeAudit(seen):
        out = module.replacement_func()(x, y)
    _require(torch.equal(out, torch.relu(x + y)), "the swapped wrapper computed relu(x + y)")
    _require(launches.launch_count() == before + 1, "one launch, as the kernel-launch proof wants")
    _require(not seen, f"the compute audit saw nothing (saw {seen})")
    assert a.static_findings(tmp_path / "static", "code_swap", a.CODE_SWAP), (
        "no finding: the wrapper's code is replaced at import and computes in NumPy")


def test_a_heuristic_bound_by_a_chained_assignment_is_refused(tmp_path):
    """FOOLED at 19afa6ce (correct, the work reward 1.0), held since feb13490."""
    module = a.load_rule(tmp_path / "load", "chained_hook", a.CHAINED_HOOK)
    launches.install()
    x, y = torch.randn(64, 32), torch.randn(64, 32)
    seen: list[str] = []
    with ComputeAudit(seen):
        out = module.replacement_func()(x, y)
    _require(torch.equal(out, torch.relu(x + y)), "the heuristic computed the outputs with torch")
    assert seen, "the compute audit saw nothing: since 814049ef it runs a pass's heuristics as wrapper code"
    assert a.static_findings(tmp_path / "static", "chained_hook", a.CHAINED_HOOK), (
        "no finding: the heuristic's body adds and clamps the launch's tensors")


@pytest.mark.parametrize("form", ["tuple", "decorator", "def_default"])
def test_code_in_defaults_the_checks_walk_is_refused(tmp_path, form):
    """Held: a lambda inside a display, in a kernel's decorator, and a def's default are walked."""
    reach = 'torch.__builtins__["__import__"]("ctypes").CDLL(None).getpid()'
    statement = {"tuple": f"_PID = (lambda pid={reach}: pid,)\n",
                 "decorator": "",
                 "def_default": f"def _pid(pid={reach}):\n    return pid\n"}[form]
    source = a.IMPORT_ANYTHING.replace(f"_PID = lambda pid={reach}: pid\n", statement)
    if form == "decorator":
        source = source.replace("@triton.jit\ndef touch_kernel",
                                f'@triton.heuristics({{"P": lambda meta, pid={reach}: pid}})\n@triton.jit\n'
                                "def touch_kernel")
    _require(reach in source, "the reach is in the pass")
    findings = a.static_findings(tmp_path, form, source)
    assert any("__builtins__" in f for f in findings), findings


# -- a tensor made at import, kept in a display -----------------------------------------------------------


def _kept_table_works(module, table) -> None:
    """Preconditions: a kernel filled the table at import, and the wrapper reads it and is right."""
    table = table[0] if isinstance(table, (tuple, list)) else table
    _require(isinstance(table, torch.Tensor) and table.max().item() > 0, "a kernel filled the table at import")
    x, y = torch.randn(64, 32), torch.randn(64, 32)
    _require(torch.equal(module.replacement_func()(x, y), torch.relu(x + y)), "the wrapper reads the table")


@pytest.mark.parametrize("form", sorted(a.KEPT_TABLES))
def test_a_tensor_made_at_import_and_kept_in_a_display_is_refused(tmp_path, form):
    """FOOLED at 19afa6ce (only a bare call was 'computed at import'), held since feb13490."""
    module = a.load_rule(tmp_path / "load", form, a.KEPT_TABLES[form])
    _kept_table_works(module, module.triton_add_relu.__defaults__[0][0] if form == "default_tuple" else module._TABLE)
    findings = a.static_findings(tmp_path / "static", form, a.KEPT_TABLES[form])
    assert findings, f"{form}: no finding; a tensor made at import is read by every call"


@pytest.mark.parametrize("form", sorted(a.WALRUS_TABLES))
def test_a_tensor_made_at_import_and_bound_by_a_walrus_is_refused(tmp_path, form):
    """Held since the lead's fix: a walrus wherever the module evaluates at import is a finding."""
    module = a.load_rule(tmp_path / "load", form, a.WALRUS_TABLES[form])
    _kept_table_works(module, module._T)
    findings = a.static_findings(tmp_path / "static", form, a.WALRUS_TABLES[form])
    assert findings, f"{form}: no finding; the walrus's _T, made at import, is read by every call"


def test_a_tensor_made_at_import_by_a_walrus_in_a_default_is_refused(tmp_path):
    """Held by the child's rules ("mutable default argument") at the round, and by the trusted allow-list since."""
    module = a.load_rule(tmp_path / "load", "walrus_default", a.WALRUS_DEFAULT)
    _kept_table_works(module, module._T)
    findings = a.static_findings(tmp_path / "static", "walrus_default", a.WALRUS_DEFAULT)
    assert any("mutable default argument" in f for f in findings), findings
    assert any("with ':=' at import" in f for f in findings), findings


def test_a_tensor_made_at_import_is_refused(tmp_path):
    """Held: the same table bound by a plain call."""
    findings = a.static_findings(tmp_path, "control", a.kept_table(a.CONTROL_KEPT))
    assert any("computes 'make_table()' at import" in f for f in findings), findings


# -- honest idioms ------------------------------------------------------------------------------------------


def test_a_pattern_helper_in_the_rule_file_is_refused_as_passbench_refuses_it(tmp_path):
    """Parity: PassBench's validator skips the file (its helper calls torch.relu); no rule of ours adds to it."""
    findings = a.static_findings(tmp_path, "helper_in_rule", a.PATTERN_HELPER_IN_RULE)
    assert findings == ["Line 28: blocked call 'torch.relu' (resolves to 'torch.relu')"], findings


def test_an_honest_pattern_calling_a_helper_module_is_accepted(tmp_path):
    """Held since the lead's fix: a function only pattern calls is checked as pattern code, and the child's layer
    leaves PassBench's validator off helper modules, as upstream."""
    module = a.load_rule(tmp_path / "load", "helper_module", a.PATTERN_HELPER_MODULE)
    traced = torch.fx.symbolic_trace(module.pattern)
    _require([n.target for n in traced.graph.nodes if n.op == "call_function"][-1] is torch.relu,
             "FX traces through the helper: the pattern's graph is add and relu")
    findings = a.static_findings(tmp_path / "static", "helper_module", a.PATTERN_HELPER_MODULE)
    assert not findings, findings


@pytest.mark.parametrize("use", ["returned", "called", "grid"])
def test_a_pattern_helper_that_wrapper_code_uses_too_is_wrapper_code(tmp_path, use):
    """The pattern-only rule opens nothing: the same helper returned by replacement_func, called by the wrapper,
    or handed to Triton as a grid computes with torch outside a kernel, and is refused."""
    files = dict(a.PATTERN_HELPER_MODULE)
    rule = files[a.RULE]
    if use == "returned":
        rule = rule.replace("return add_relu\n", "return relu_of_sum\n")
    elif use == "called":
        rule = rule.replace("    out = torch.empty_like(x)\n", "    out = relu_of_sum(x, y)\n")
    else:
        rule = rule.replace("add_relu_kernel[(triton.cdiv(n, 1024),)]", "add_relu_kernel[relu_of_sum]")
    _require(rule != files[a.RULE], f"the {use} form differs from the honest pass")
    files[a.RULE] = rule
    findings = a.static_findings(tmp_path, use, files)
    assert any("relu" in f for f in findings), findings
