"""Round 31a through the real plugin (``-m redteam``): ``plugin31a``'s samples in one run (CPU, plain process as root,
the allow-list off), each variant's report."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.redteam

# The burst pass is held where it is scored no more than this many times faster than its honest twins, which compute
# the same relu with the same torch call (the twins of one run differ by up to 2x on this loaded host).
HELD_FACTOR = 1.5
TWINS = ("r31a_relu_plain", "r31a_relu_plain_after")


def _speedup(variant: dict) -> float:
    return (variant["speedup"] or {}).get("e2e") or 0.0


def test_the_honest_twins_are_correct(plugin_run31a):
    for name in TWINS:
        variant = plugin_run31a[name]
        assert variant["status"] == "correct", (name, variant["status"], variant["message"])


def test_a_child_holding_idle_threads_through_eager_s_block_is_ended_first(plugin_run31a):
    """The premise of WATCH_BURST, by status (no timing): the burst pass's child, 3,500 idle threads stopped through
    eager's block, is ended before eager is timed (``[passnet stop]``), as one with too many processes is. Held since
    cac77c9d (``policy.CHILD_THREADS``); was FOOLED: correct, unflagged."""
    variant = plugin_run31a["r31a_relu_burst"]
    assert variant["status"] == "cheat_detected" and "[passnet stop]" in (variant["message"] or ""), (
        variant["status"], variant["message"])


def test_idle_threads_through_eager_s_block_score_as_the_honest_twins(plugin_run31a):
    burst = plugin_run31a["r31a_relu_burst"]
    twins = max(_speedup(plugin_run31a[name]) for name in TWINS)
    held = burst["status"] != "correct" or _speedup(burst) <= HELD_FACTOR * max(twins, 1.0)
    assert held, (burst["status"], _speedup(burst), twins, burst["flags"])
