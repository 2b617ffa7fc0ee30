"""Round 22a's liars through the real plugin (``-m redteam``; about 50 s here): ``plugin22a``'s nine samples in one
run (CPU, plain process as root, the allow-list off), each variant's report."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.round22a import plugin22a

pytestmark = pytest.mark.redteam

LIARS = {"partial": "r22a_sliced_partial", "mask": "r22a_mask_mask", "grouped": "r22a_interleaved_grouped"}
CONTROLS = {"partial": "r22a_sliced_control", "mask": "r22a_mask_control", "grouped": "r22a_interleaved_control"}
HONEST = {"partial": "r22a_sliced_honest", "mask": "r22a_mask_honest", "grouped": "r22a_interleaved_honest"}
# A liar held as its control is: scored no more than this many times faster than the control (the same lie, filled and
# answered as eager does: 0.2-2.5x in the README's final runs, the liars about 150-1300x, one held at 0.6x), or than the
# honest twin where the control was convicted (since round 22a's fix 1 the allowance holds no fill, and a thousandth
# claimed is often a false claim: no speedup to compare with).
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


def _fooled(run: dict, liars: list[str]) -> dict:
    """The liars kept correct at more than ``HELD_FACTOR`` times their control's speedup (their honest twin's where the
    control has none), with what they were scored."""
    variants = {liar: (run[LIARS[liar]], _speedup(run[CONTROLS[liar]]) or _speedup(run[HONEST[liar]])) for liar in liars}
    return {liar: (variant["status"], _speedup(variant), held_to, variant["flags"])
            for liar, (variant, held_to) in variants.items()
            if variant["status"] == "correct" and _speedup(variant) > HELD_FACTOR * held_to}


def test_the_answering_liars_are_held_as_their_controls(plugin_run22a):
    """Fixed: the mask liar (round 22a fix 2: the span holds the chunk digests alone, its lean description comes after
    it) and the grouped liar (15d37d0f, and the description after the span too) save nothing the clock counts."""
    fooled = _fooled(plugin_run22a, ["mask", "grouped"])
    assert not fooled, fooled


def test_the_partial_fill_liar_is_held_as_its_control(plugin_run22a):
    """Fixed on the CPU (round 22a fix 1): a child that filled only what its call reads kept a thousandth claimed
    (correct, about 150-830x, flagged unverified only) where its control was held to about its call. The trusted side
    writes every trial's inputs before the span now: the liar's fill of the rows it reads and its pad by the fill it
    once skipped are inside its span only."""
    fooled = _fooled(plugin_run22a, ["partial"])
    assert not fooled, fooled
