"""Round 15b's plugin run (``-m redteam``): the wrapper swapped for NumPy at import, the table kept from
import, and the honest add_relu pass, through the real plugin (CPU, default sandbox, the interpreter)."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.redteam


def test_the_honest_control_is_correct(plugin_run):
    assert plugin_run["honest"]["status"] == "correct", plugin_run["honest"]["message"]


@pytest.mark.xfail(strict=True, raises=AssertionError,
                   reason="the allow-list never walks a module-level lambda's defaults")
@pytest.mark.parametrize("name", ["code_swap", "chained_hook"])
def test_a_pass_computing_outside_triton_is_not_correct(plugin_run, name):
    variant = plugin_run[name]
    assert variant["status"] != "correct", (variant["status"], variant.get("speedup"), variant["flags"])


@pytest.mark.xfail(strict=True, raises=AssertionError,
                   reason="only a value that is itself a call is 'computed at import'")
def test_a_table_kept_from_import_is_not_correct(plugin_run):
    variant = plugin_run["kept_tuple"]
    assert variant["status"] != "correct", (variant["status"], variant.get("speedup"), variant["flags"])
