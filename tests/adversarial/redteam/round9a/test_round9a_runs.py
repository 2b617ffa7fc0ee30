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
    """What the run shows: the pass's timers are no CPU of its own, so the variant stands ``correct``."""
    assert round9a_run["variants"]["storm_relu"]["status"] == "correct", round9a_run["variants"]["storm_relu"]


def test_eager_beside_the_storm_is_not_slowed_in_the_run(round9a_run):
    """Held in the plugin run (3 runs here: eager's median beside the storm 1.3x, 0.9x, 1.0x the controls';
    its mean 1.9x once): the storm's 60,000 expiries a second land on one CPU (a uid may own 96,362
    timers, RLIMIT_SIGPENDING), eager runs on either of two. The mechanism is shown in test_round9a.py."""
    variants = round9a_run["variants"]
    controls = [variants[name]["timing"]["eager"]["e2e"]["median"] for name in ("control_before", "control_after")]
    beside = variants["storm_relu"]["timing"]["eager"]["e2e"]["median"]
    assert beside < 1.5 * sum(controls) / len(controls), (beside, controls)
