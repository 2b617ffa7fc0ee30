"""Round 9b's plugin run (``-m redteam``): the attacks of ``attacks9b.RUN_ORDER`` through the real
plugin, allow-list on: the attacks that fooled the cheap checks are caught since their fixes."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.redteam


def _variant(run: dict, name: str) -> dict:
    assert run["variants"], f"no report.json: exit {run['returncode']}\n{run['stdout'][-3000:]}"
    return run["variants"][name]


@pytest.mark.parametrize("name", ["shared_control", "near_control"])
def test_controls_are_correct(round9b_run, name):
    variant = _variant(round9b_run, name)
    assert variant["status"] == "correct", variant["message"]


def test_shared_output_is_not_correct(round9b_run):
    """Within the allow-list a wrapper returns the view on every call, and PassBench's poison tensor
    refuses it at warm-up; a child that got past the poison layer meets the output-layout finding
    (``watch.overlapping_outputs``, tests/test_judge_layout.py)."""
    variant = _variant(round9b_run, "shared_output")
    assert variant["status"] == "poison_violation", (variant["status"], variant["message"])


def test_near_fixed_constant_kernel_is_caught_on_varied_values(round9b_run):
    variant = _variant(round9b_run, "near_fixed")
    assert variant["status"] == "cheat_detected", (variant["status"], variant["message"])


def test_replacement_is_pattern_is_refused_by_the_allow_list(round9b_run):
    """Refused by the allow-list since the fix (the child's compute audit and launch proof stood behind it)."""
    variant = _variant(round9b_run, "replacement_is_pattern")
    assert variant["status"] == "cheat_detected", (variant["status"], variant["message"])
    assert "replacement_func returns the pattern 'pattern', not wrapper code" in variant["message"], variant["message"]
