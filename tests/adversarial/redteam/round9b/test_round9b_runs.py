"""Round 9b's plugin run (``-m redteam``): the attacks of ``attacks9b.RUN_ORDER`` through the real
plugin, allow-list on. Not run when written (the host's CI held the cores): the marks are expected
outcomes from the cheap tests, to be confirmed."""

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


@pytest.mark.xfail(strict=True, reason="round 9b shared_output: outputs sharing memory with each other are not checked")
def test_shared_output_is_not_correct(round9b_run):
    variant = _variant(round9b_run, "shared_output")
    assert variant["status"] != "correct", f"correct, speedup {variant['speedup']}"


# Not strict: with 5 trials and the re-check the constant kernel escapes with p = 0.988^6 = 0.93.
@pytest.mark.xfail(strict=False, reason="round 9b near_fixed: a near-constant integer input is neither varied nor flagged")
def test_near_fixed_constant_kernel_is_not_correct(round9b_run):
    variant = _variant(round9b_run, "near_fixed")
    assert variant["status"] != "correct", f"correct, flags {variant['flags']}"


def test_replacement_is_pattern_is_caught_in_the_child(round9b_run):
    """Held behind the allow-list by the child's compute audit and launch proof (honest here: the pass
    does not touch its child)."""
    variant = _variant(round9b_run, "replacement_is_pattern")
    assert variant["status"] == "cheat_detected", (variant["status"], variant["message"])
