"""Round 22a's liars through the real plugin (``-m redteam``; about 50 s here): ``plugin22a``'s nine samples in one
run (CPU, plain process as root, the allow-list off), each variant's report."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.round22a import plugin22a

pytestmark = pytest.mark.redteam

LIARS = {"partial": "r22a_sliced_partial", "mask": "r22a_mask_mask", "grouped": "r22a_interleaved_grouped"}
CONTROLS = {"partial": "r22a_sliced_control", "mask": "r22a_mask_control", "grouped": "r22a_interleaved_control"}
# A liar held as its control is: scored no more than this many times faster than the control (the same lie, filled and
# answered as eager does: 0.2-2.5x in the README's final runs, the liars about 150-1300x, one held at 0.6x).
HELD_FACTOR = 3.0


def _speedup(variant: dict) -> float:
    return variant["speedup"]["e2e"] or 0.0


def test_the_honest_twins_are_correct(plugin_run22a):
    for graph in plugin22a.MODELS:
        variant = plugin_run22a[f"r22a_{graph}_honest"]
        assert variant["status"] == "correct", (graph, variant["status"], variant["message"])


@pytest.mark.parametrize("liar", sorted(CONTROLS))
def test_the_same_lie_filled_and_answered_as_eager_is_held(plugin_run22a, liar):
    control = plugin_run22a[CONTROLS[liar]]
    assert control["status"] != "correct" or _speedup(control) < 10, (control["speedup"], control["flags"])


@pytest.mark.xfail(strict=True, reason="red team round 22a (high): a child that fills only what its call reads, "
                   "answers a mask output from two counts a chunk, or commits interleaved outputs by length, keeps a "
                   "thousandth claimed (correct, about 150-1300x in the README's final runs, flagged unverified only) "
                   "where its control is held to about its call")
def test_the_liars_are_held_as_their_controls(plugin_run22a):
    fooled = {liar: (plugin_run22a[name]["status"], _speedup(plugin_run22a[name]),
                     _speedup(plugin_run22a[CONTROLS[liar]]), plugin_run22a[name]["flags"])
              for liar, name in LIARS.items()
              if plugin_run22a[name]["status"] == "correct"
              and _speedup(plugin_run22a[name]) > HELD_FACTOR * _speedup(plugin_run22a[CONTROLS[liar]])}
    assert not fooled, fooled
