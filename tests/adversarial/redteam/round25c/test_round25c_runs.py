"""Round 25c through the real plugin (``-m redteam``; about 40 s here): ``plugin25c``'s five samples in one run (CPU,
plain process as root, the allow-list off), each variant's report."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.redteam

# A pass is held where it is scored no more than this many times faster than its honest twin (round 22a's factor).
HELD_FACTOR = 3.0


def _speedup(variant: dict) -> float:
    return (variant["speedup"] or {}).get("e2e") or 0.0


def _held(liar: dict, honest: dict) -> bool:
    return liar["status"] != "correct" or _speedup(liar) <= HELD_FACTOR * max(_speedup(honest), 1.0)


def test_the_honest_passes_are_correct(plugin_run25c):
    for name in ("r25c_clone_honest", "r25c_pair_honest"):
        variant = plugin_run25c[name]
        assert variant["status"] == "correct", (name, variant["status"], variant["message"])


def test_the_decoy_convicts_round_25a_s_clone_liar(plugin_run25c):
    variant = plugin_run25c["r25c_clone_mapped"]
    assert variant["status"] == "cheat_detected", (variant["status"], variant["message"])


def test_a_copy_after_the_answer_is_held(plugin_run25c):
    """WINDOW_COPY, held since the answer stops the child (``sandbox.answer_stop``)."""
    liar, honest = plugin_run25c["r25c_clone_window"], plugin_run25c["r25c_clone_honest"]
    assert _held(liar, honest), (liar["status"], _speedup(liar), _speedup(honest), liar["flags"])


def test_an_alias_shelter_is_held(plugin_run25c):
    """ALIAS_SHELTER in the plugin, held since session 29's allocator (tcache and fastbins off): 7.8-11.1x before,
    from eager's clone faulting in a fresh output each call; now 1.44x against the honest pair's 0.61x. The quick
    emulation still finds the saved copy (``test_an_input_kept_for_an_alias_shelters_no_mapped_clone``)."""
    liar, honest = plugin_run25c["r25c_pair_mapped"], plugin_run25c["r25c_pair_honest"]
    assert _held(liar, honest), (liar["status"], _speedup(liar), _speedup(honest), liar["flags"])
