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


def test_the_storm_pass_is_correct_and_eager_beside_it_is_not_slowed(round9a_run):
    """Held since the child's seccomp filter refuses timer_create and timerfd_create: the pass's helper,
    which re-armed 90,000 one-shot timers at every call to fire while its processes stood stopped and eager
    was timed (eager's median 3.2-7.4x the controls' in 3 of 5 runs before), arms none."""
    variants = round9a_run["variants"]
    assert variants["storm_relu"]["status"] == "correct", variants["storm_relu"]
    controls = [variants[name]["timing"]["eager"]["e2e"]["median"] for name in ("control_before", "control_after")]
    beside = variants["storm_relu"]["timing"]["eager"]["e2e"]["median"]
    assert beside < 1.5 * sum(controls) / len(controls), (beside, controls)
