"""Round 6a through the real plugin (``attacks6.run``: a subprocess, the committed package, the default
sandbox, the allow-list on)."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.redteam


# Since round 9a the child's seccomp filter refuses timer_create: the POSIX timer that was to send a
# stopped burner SIGCONT cannot be armed, so the burner never runs and the variant stays correct.
# Either way no CPU went unseen.
def _held(variant: dict, said: str = "[passnet stop]") -> bool:
    return (variant["status"] == "cheat_detected" and said in variant["message"]) or variant["status"] == "correct"


def test_run_completed(round6a_run):
    assert round6a_run["variants"] is not None, round6a_run["stdout"][-3000:]
    assert round6a_run["variants"]["control"]["status"] == "correct", round6a_run["variants"]["control"]


def test_run_is_in_the_default_sandbox(round6a_run):
    assert round6a_run["sandbox"]["mode"] == "bubblewrap", round6a_run["sandbox"]


def test_kernel_that_ignores_its_input_is_not_correct(round6a_run):
    """Held: the timed trials move a random subset of the fixed input's elements (``FreshFill``'s vary)."""
    variant = round6a_run["variants"]["fixed_tell"]
    assert variant["status"] != "correct", variant


def test_greedy_burners_are_caught(round6a_run):
    """The control: the same burners spinning 40 ms each (past the ticks a stopped child may use) are
    seen where they run inside the sandbox while eager is timed (``_held``)."""
    variant = round6a_run["variants"]["burner_greedy"]
    assert _held(variant), variant


def test_tick_burners_are_caught(round6a_run):
    """Held since the stop watch reads each thread's CPU time and a stopped thread may not end."""
    variant = round6a_run["variants"]["burner_relu"]
    assert _held(variant), variant


def _eager_median(variant: dict) -> float:
    return variant["timing"]["eager"]["e2e"]["median"]


@pytest.mark.xfail(strict=False, reason="load-dependent: eager's median beside the burners against the controls'")
def test_burners_slow_eager(round6a_run):
    variants = round6a_run["variants"]
    controls = (_eager_median(variants["control_before"]) + _eager_median(variants["control_after"])) / 2
    assert _eager_median(variants["burner_relu"]) < 1.3 * controls, (_eager_median(variants["burner_relu"]), controls)


def test_mask_kernel_that_ignores_its_inputs_is_not_correct(round6a_run):
    """Held: beside a varied input the fixed one is varied in the timed trials and the re-check too."""
    variant = round6a_run["variants"]["mask_tell"]
    assert variant["status"] != "correct", variant


def test_mask_tell_is_judged_without_a_fixed_inputs_flag(round6a_run):
    """No flag is due: the fixed input is varied in every check but the judged call."""
    variant = round6a_run["variants"]["mask_tell"]
    assert not any("fixed inputs" in flag or "replays as a constant" in flag for flag in variant["flags"]), variant["flags"]
