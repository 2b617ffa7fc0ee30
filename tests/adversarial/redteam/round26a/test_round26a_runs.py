"""Round 26a through the real plugin (``-m redteam``): ``plugin26a``'s two samples in one run (CPU, plain process as
root, the allow-list off), each variant's report."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.redteam

# A pass is held where it is scored no more than this many times faster than its honest twin (round 22a's factor).
HELD_FACTOR = 3.0


def _speedup(variant: dict) -> float:
    return (variant["speedup"] or {}).get("e2e") or 0.0


def test_the_honest_pass_is_correct(plugin_run26a):
    variant = plugin_run26a["r26a_clone_honest"]
    assert variant["status"] == "correct", (variant["status"], variant["message"])


def test_a_kernel_copy_through_the_answer_s_stop_is_held(plugin_run26a):
    """KERNEL_COPY, held since session 29's allocator (tcache and fastbins off): its 6.9-12.3x came from eager's
    clone faulting in a fresh output each call (HEAP_HOLES); now 0.52x against the honest twin's 0.64x."""
    liar, honest = plugin_run26a["r26a_clone_kernel"], plugin_run26a["r26a_clone_honest"]
    held = liar["status"] != "correct" or _speedup(liar) <= HELD_FACTOR * max(_speedup(honest), 1.0)
    assert held, (liar["status"], _speedup(liar), _speedup(honest), liar["flags"])
