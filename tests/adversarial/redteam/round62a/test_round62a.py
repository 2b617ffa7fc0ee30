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


@pytest.mark.parametrize("label", ["v2p imported by name", "v2p from convert_parameters",
                                   "_unsafe_set_version_counter imported, no private attribute"])
def test_scan_sees_imported_routes(scans, label):
    assert scans[label]["scan"] != []


def test_scan_sees_torch_C_through_an_exempted_chain(scans):
    assert scans["torch._C through an exempted chain's __self__"]["scan"] != []


def test_scan_sees_a_functions_globals(scans):
    assert scans["a public function's __globals__"]["scan"] != []


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
def test_v2p_imported_the_skipping_pass_is_not_correct(run62a):
    variant = run62a["variants"]["r62a_v2p_imported"]
    assert variant["status"] != "correct", (variant["status"], variant["speedup"], variant["flags"])


@pytest.mark.redteam
@pytest.mark.slow
def test_sparse_values_the_skipping_pass_is_not_correct(run62a):
    variant = run62a["variants"]["r62a_sparse_csr"]
    assert variant["status"] != "correct", (variant["status"], variant["speedup"], variant["flags"])
