"""Round 24a through the real plugin (``-m redteam``; about 4-5 minutes here): ``plugin24a``'s ten samples in one run
(CPU, plain process as root, the allow-list off), each variant's report. Since 1f79d8e0 (memory-order digests,
personalised digests) the honest sequence-first pass is correct at its call and the expand liar convicted at the audit
(plain tests); the contiguous liar saves nothing, but a 20 ms call under a 60 ms h is within h's noise on a loaded host
(a non-strict xfail: README, After the round)."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.redteam

HONEST = ("r24a_sequence_honest", "r24a_plain_honest", "r24a_plain_transposed_honest", "r24a_transposed_honest",
          "r24a_expanded_honest")
LIARS = {"contiguous": ("r24a_transposed_liar", "r24a_transposed_control"),
         "dedupe": ("r24a_expanded_liar", "r24a_expanded_control")}
# A liar is held where it is scored no more than this many times faster than its control (round 22a's factor).
HELD_FACTOR = 3.0
# An honest pass is scored near its call where the trusted clock raised it by no more than this: the sequence-first
# pass was raised 4.8-8.9x (and convicted) in the README's runs, the plain transposed one 1.0-1.7x.
NEAR_CALL = 2.0


def _speedup(variant: dict) -> float:
    return (variant["speedup"] or {}).get("e2e") or 0.0


def _raise(variant: dict) -> float:
    clock = variant["timing"]["attempts"][-1]["trusted_clock"]
    return clock["bound_ms"] / clock["claimed_ms"]


@pytest.mark.parametrize("sample", HONEST)
def test_the_honest_passes_in_their_layouts_are_correct(plugin_run24a, sample):
    variant = plugin_run24a[sample]
    assert variant["status"] == "correct", (variant["status"], variant["message"])


def test_an_honest_pass_returning_a_permuted_view_is_correct_near_its_call(plugin_run24a):
    """Held since 1f79d8e0 (memory-order digests); was FOOLED (high, a false conviction): an honest pass returning its
    output as a permuted view of a sequence-first kernel's memory where eager's is contiguous was cheat_detected: the
    reference child's digests are most of h since b55ffe2c, and the one strided copy of the pass's cost 4-9x them. The
    view is hashed where it lies now."""
    variant = plugin_run24a["r24a_sequence_first_honest"]
    assert variant["status"] == "correct" and _raise(variant) <= NEAR_CALL, (variant["status"], variant["message"])


@pytest.mark.parametrize("liar", sorted(LIARS))
def test_the_same_lie_answered_as_eager_is_held(plugin_run24a, liar):
    control = plugin_run24a[LIARS[liar][1]]
    assert control["status"] != "correct" or _speedup(control) < 10, (control["speedup"], control["flags"])


@pytest.mark.xfail(strict=False, reason="red team round 24a (medium-high at the round): a pass returning contiguous "
                   "where eager returns a transpose saved the copy the reference child's digests made inside the span; "
                   "padded, a thousandth claimed stood. Since 1f79d8e0 eager's transpose is hashed where it lies and the "
                   "liar saves nothing (held 3.7x against its control's 3.4x), but its 20-50 ms call is within h's "
                   "noise on a loaded host: once 60x against 6.9x (its estimate 1.0 ms of a 19.5 ms call, no pad)")
def test_the_contiguous_liar_is_held_as_its_control(plugin_run24a):
    liar, control = (plugin_run24a[name] for name in LIARS["contiguous"])
    assert not (liar["status"] == "correct" and _speedup(liar) > HELD_FACTOR * _speedup(control)), (
        liar["speedup"], liar["flags"], control["speedup"])


def test_the_expand_liar_is_convicted_at_the_audit(plugin_run24a):
    """Held since 1f79d8e0 (personalised digests); was FOOLED (medium, 334-510x in 4 of 9 runs, not in ``-m redteam``
    then): the liar hashes an expand's first chunk and repeats its digest, which is chunk 0's alone now: every audited
    chunk but the first is not the bytes committed to."""
    variant = plugin_run24a[LIARS["dedupe"][0]]
    assert variant["status"] == "cheat_detected", (variant["status"], variant["message"])
    assert "the audited chunk is not the bytes the timed call committed to" in variant["message"], variant["message"]
