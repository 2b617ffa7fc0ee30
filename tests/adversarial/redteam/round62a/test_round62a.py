"""Round 62a: 969b6f04/e1150cba's triton.Config reading and a368d906's guard.versionless_writes. See README.md.

FOOLED (strict xfails): IMPORTED_ROUTE (`from torch.nn.utils import vector_to_parameters as f`: a368d906's new route
words are read on attributes only, never on import aliases), EXEMPT_CHAIN_SELF (`torch._C._log_api_usage_once.__self__`
is torch._C, reached through a _DATASET_CALLS chain the scan skips), DUNDER_GLOBALS (a public torch function's
`__globals__['__builtins__']['getattr']`: no route word at all); SEVEN_CONFIG_DICTS (false rejection: a table of seven
keyword dicts is a "Config-like row" and every Config of the pass is refused).
Held: Config `*`/`**` from generators, dict subclasses, mapping classes, rows grown through an alias, calls, helper
tables holding hooks, helper options rebound; a `.data` inside an exempted chain's arguments."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.round62a import premises62a as p


@pytest.fixture(scope="module")
def scans():
    return p.scan_forms()


def test_premise_every_form_writes_past_the_version_counter(scans):
    for label, said in scans.items():
        assert said["bytes_changed"] and not said["version_moved"], (label, said)


@pytest.mark.parametrize("label", ["data (control)", "v2p by attribute (control, a368d906)",
                                   "data inside an exempted chain's arguments (held?)"])
def test_scan_sees_the_route(scans, label):
    assert scans[label]["scan"] != []


@pytest.mark.xfail(strict=True, reason=(
    "IMPORTED_ROUTE: guard._versionless_route reads VERSIONLESS_ROUTES on ast.Attribute and string constants only; an "
    "ImportFrom of a torch module is no route and its alias names are never read (guard.py:470-473), so a368d906's "
    "'vector_to_parameters'/'utils' words are skipped by `from torch.nn.utils import vector_to_parameters as v2p`, and "
    "any private torch name by `from torch._C._autograd import _unsafe_set_version_counter`"))
@pytest.mark.parametrize("label", ["v2p imported by name", "v2p from convert_parameters",
                                   "_unsafe_set_version_counter imported, no private attribute"])
def test_scan_sees_imported_routes(scans, label):
    assert scans[label]["scan"] != []


@pytest.mark.xfail(strict=True, reason=(
    "EXEMPT_CHAIN_SELF: versionless_writes exempts every Attribute node of a _DATASET_CALLS chain (guard.py:444-445); "
    "`torch._C._log_api_usage_once.__self__` is the torch._C module (a dunder is no route), and getattr of a constant "
    "private name ('_AutoDispatchBelowADInplaceOrView') is no route either"))
def test_scan_sees_torch_C_through_an_exempted_chain(scans):
    assert scans["torch._C through an exempted chain's __self__"]["scan"] != []


@pytest.mark.xfail(strict=True, reason=(
    "DUNDER_GLOBALS: `__globals__` (any dunder) is skipped by the private-name rule and string subscripts are read only "
    "against VERSIONLESS_ROUTES: torch.nn.functional.relu.__globals__['__builtins__']['getattr'](in_1, 'da' + 'ta')"))
def test_scan_sees_a_functions_globals(scans):
    assert scans["a public function's __globals__"]["scan"] != []


@pytest.mark.xfail(strict=True, reason=(
    "SPARSE_VALUES: torch.sparse_coo_tensor(..., is_coalesced=True) / torch.sparse_csr_tensor(...) keep the input as "
    "their values without a copy, and .values() is a tensor with a version counter of its own: an add_/copy_ through "
    "it writes the input past its version counter; public torch, no word of VERSIONLESS_ROUTES (guard.py:416-420)"))
@pytest.mark.parametrize("label", ["sparse COO values()", "sparse CSR values()"])
def test_scan_sees_sparse_values(scans, label):
    assert scans[label]["scan"] != []


@pytest.fixture(scope="module")
def eager():
    return p.eager_writes()


@pytest.mark.parametrize("label", sorted(p.HELD_VIEWS))
def test_public_views_move_the_version(label):
    said = p.held_views()[label]
    assert said["bytes_changed"] and said["version_moved"], said


def test_eager_writes_controls(eager):
    assert eager["data (control)"] == [0, 1, 2, 3]
    assert eager["v2p by attribute (control, a368d906)"] == [0, 1, 2, 3]


@pytest.mark.xfail(strict=True, reason=(
    "IMPORTED_ROUTE / EXEMPT_CHAIN_SELF / DUNDER_GLOBALS in the product's pipeline._eager_writes on round 59a's repeat "
    "graph: scan [] -> the one-draw probe names [2]; input 1, written past its version counter, is not judged"))
@pytest.mark.parametrize("label", ["v2p imported by name", "torch._C through an exempted chain's __self__",
                                   "a public function's __globals__", "sparse COO values()", "sparse CSR values()"])
def test_eager_writes_judges_the_written_input(eager, label):
    assert 1 in eager[label]


@pytest.mark.parametrize("name", sorted(p.config_attack_files()))
def test_config_attack_is_refused(name):
    assert p.static(p.config_attack_files()[name]) != []


HONEST_OK = ("ir_override_in_docstring", "helper_rows_star", "six_config_dicts (control)", "helper_blocks_loop",
             "local_tuple_star")


@pytest.mark.parametrize("name", HONEST_OK)
def test_honest_config_forms_accepted(name):
    assert p.static(p.CONFIG_HONEST[name]) == []


def test_seven_config_dicts_premise_runs_equal():
    said = p.honest_runs("seven_config_dicts_first_used")
    assert said["equal"] and said["audited"] == [] and all(n == 1 for n in said["launches"]), said


@pytest.mark.xfail(strict=True, reason=(
    "SEVEN_CONFIG_DICTS (false rejection, 969b6f04): _ir_override_seen (wrapper_rules.py:602-613) takes any list or "
    "tuple display of more than six elements whose first is a dict display or dict() call, anywhere in the pass, as a "
    "Config-like row: an autotune table of seven keyword dicts makes every triton.Config of the pass 'may give an "
    "ir_override'"))
@pytest.mark.parametrize("name", ["seven_config_dicts", "seven_config_dicts_first_used", "seven_config_dict_calls",
                                  "seven_config_dicts_in_helper", "seven_config_dicts_inline"])
def test_seven_config_dicts_accepted(name):
    assert p.static(p.CONFIG_HONEST[name]) == []


@pytest.mark.xfail(strict=True, reason=(
    "LONG_ROW_ANYWHERE (false rejection, low, contrived): a non-Config table whose rows are a dict then six values, "
    "or a Config row spelled out with ir_override None, refuses every Config of the pass"))
@pytest.mark.parametrize("name", ["unrelated_long_row", "seven_element_row_none"])
def test_long_rows_accepted(name):
    assert p.static(p.CONFIG_HONEST[name]) == []


# -- plugin run (``-m "redteam and slow"``; conftest's ``run62a``, allow-list on) --------------------------------------


@pytest.mark.redteam
@pytest.mark.slow
def test_v2p_by_attribute_is_not_correct(run62a):
    variant = run62a["variants"]["r62a_v2p_attribute"]
    assert variant["status"] != "correct", (variant["status"], variant["speedup"], variant["flags"])


@pytest.mark.redteam
@pytest.mark.slow
@pytest.mark.xfail(strict=True, reason=(
    "IMPORTED_ROUTE in the plugin: `from torch.nn.utils import vector_to_parameters as v2p` on round 61b's repeat "
    "graph: scan [], probe [2], the add that never adds is judged correct"))
def test_v2p_imported_the_skipping_pass_is_not_correct(run62a):
    variant = run62a["variants"]["r62a_v2p_imported"]
    assert variant["status"] != "correct", (variant["status"], variant["speedup"], variant["flags"])


@pytest.mark.redteam
@pytest.mark.slow
@pytest.mark.xfail(strict=True, reason=(
    "SPARSE_VALUES in the plugin: torch.sparse_csr_tensor(crow, col, in_1.reshape(-1), shape).values().copy_(...) on "
    "round 61b's repeat graph: scan [], probe [2], the add that never adds is judged correct"))
def test_sparse_values_the_skipping_pass_is_not_correct(run62a):
    variant = run62a["variants"]["r62a_sparse_csr"]
    assert variant["status"] != "correct", (variant["status"], variant["speedup"], variant["flags"])
