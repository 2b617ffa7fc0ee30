"""Round 25a through the real plugin (``-m redteam``; about 35 s here): ``plugin25a``'s two samples in one run (CPU,
plain process as root, the allow-list off), each variant's report."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.redteam

# A pass is held where it is scored no more than this many times faster than its honest twin (round 22a's factor).
HELD_FACTOR = 3.0


def _speedup(variant: dict) -> float:
    return (variant["speedup"] or {}).get("e2e") or 0.0


def test_the_honest_cat_is_correct(plugin_run25a):
    variant = plugin_run25a["r25a_cat_honest"]
    assert variant["status"] == "correct", (variant["status"], variant["message"])


def test_the_mapped_cat_is_scored_near_its_honest_twin(plugin_run25a):
    """HOLD_WRITES_THE_OUTPUT, held since 4db2d665: its inputs no longer meet in the file, so no second mapping is
    their concatenation; the liar copies as its twin does (0.88x against 0.83x; it was 14.3-14.4x)."""
    mapped, honest = plugin_run25a["r25a_cat_mapped"], plugin_run25a["r25a_cat_honest"]
    assert mapped["status"] != "correct" or _speedup(mapped) <= HELD_FACTOR * max(_speedup(honest), 1.0), (
        mapped["status"], _speedup(mapped), _speedup(honest), mapped["flags"])
