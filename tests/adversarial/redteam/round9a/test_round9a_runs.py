"""Round 9a through the real plugin (``attacks9a.run``: a subprocess, the committed package, the default
sandbox, the allow-list off as rounds 5-7a's, 20 timed trials): the timer storm beside two controls."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.redteam


def test_run_completed(round9a_run):
    assert round9a_run["variants"] is not None, round9a_run["stdout"][-3000:]
    for control in ("control_before", "control_after"):
        assert round9a_run["variants"][control]["status"] == "correct", round9a_run["variants"][control]
    assert round9a_run["sandbox"]["mode"] == "bubblewrap", round9a_run["sandbox"]


def test_the_storm_is_not_seen_by_the_stop_watch(round9a_run):
    """What the run shows: the pass's timers are no CPU of its own, so the variant stands ``correct`` (the
    secure outcome would be ``cheat_detected``: see the xfail below, which asserts eager's time instead)."""
    assert round9a_run["variants"]["storm_relu"]["status"] == "correct", round9a_run["variants"]["storm_relu"]


@pytest.mark.xfail(strict=False, reason="FOOLED (medium) in 3 of 5 runs here (non-strict: eager lands on the stormed CPU "
                                        "or not): the pass's helper re-arms 90,000 one-shot timers at every call (a "
                                        "dead-man switch); after its last trial, its processes stopped, they fire on CPU 0 "
                                        "while eager is timed: eager's median 3.2x, 7.4x, 3.2x the controls', the pass's "
                                        "speedup 1.8x, 5x, 2.3x theirs, the variant correct, no [passnet stop]")
def test_eager_beside_the_storm_is_not_slowed(round9a_run):
    variants = round9a_run["variants"]
    controls = [variants[name]["timing"]["eager"]["e2e"]["median"] for name in ("control_before", "control_after")]
    beside = variants["storm_relu"]["timing"]["eager"]["e2e"]["median"]
    assert beside < 1.5 * sum(controls) / len(controls), (beside, controls)
