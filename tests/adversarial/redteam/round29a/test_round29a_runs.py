"""Round 29a through the real plugin (``-m redteam``): ``plugin29a``'s samples in one run (CPU, plain process as root,
the allow-list off, the product's 5 trials), each variant's report. In the round's run (4 reference children) no
reference heap hit HEAP_HOLES in its trials' median, and the kept buffers scored as their honest twins."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.redteam

# A pass is held where it is scored no more than this many times faster than its honest twins (round 28b's factor).
HELD_FACTOR = 3.0


def _speedup(variant: dict) -> float:
    return (variant["speedup"] or {}).get("e2e") or 0.0


@pytest.mark.parametrize("name", ["r29a_relu_fresh_a", "r29a_relu_fresh_b"])
def test_the_honest_twins_are_correct(plugin_run29a, name):
    variant = plugin_run29a[name]
    assert variant["status"] == "correct", (variant["status"], variant["message"])


@pytest.mark.parametrize("name", ["r29a_relu_kept_a", "r29a_relu_kept_b"])
def test_a_kept_output_buffer_scores_as_its_honest_twins(plugin_run29a, name):
    kept = plugin_run29a[name]
    honest = max(_speedup(plugin_run29a["r29a_relu_fresh_a"]), _speedup(plugin_run29a["r29a_relu_fresh_b"]), 1.0)
    held = kept["status"] != "correct" or _speedup(kept) <= HELD_FACTOR * honest
    assert held, (kept["status"], _speedup(kept), honest, kept["flags"])
