"""Round 28b through the real plugin (``-m redteam``): ``plugin28b``'s samples in one run (CPU, plain process as root,
the allow-list off), each variant's report."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.redteam

# A pass is held where it is scored no more than this many times faster than its honest twin, which computes the same
# relu with the same torch call (round 22a's factor).
HELD_FACTOR = 3.0


def _speedup(variant: dict) -> float:
    return (variant["speedup"] or {}).get("e2e") or 0.0


def test_the_honest_twin_is_correct(plugin_run28b):
    variant = plugin_run28b["r28b_relu_fresh"]
    assert variant["status"] == "correct", (variant["status"], variant["message"])


def test_a_kept_output_buffer_scores_as_its_honest_twin(plugin_run28b):
    kept, fresh = plugin_run28b["r28b_relu_kept"], plugin_run28b["r28b_relu_fresh"]
    held = kept["status"] != "correct" or _speedup(kept) <= HELD_FACTOR * max(_speedup(fresh), 1.0)
    assert held, (kept["status"], _speedup(kept), _speedup(fresh), kept["flags"])


def test_a_ring_of_prefaulted_outputs_scores_as_its_honest_twin(plugin_run28b):
    ring, fresh = plugin_run28b["r28b_relu_ring"], plugin_run28b["r28b_relu_fresh"]
    held = ring["status"] != "correct" or _speedup(ring) <= HELD_FACTOR * max(_speedup(fresh), 1.0)
    assert held, (ring["status"], _speedup(ring), _speedup(fresh), ring["flags"])
