"""Round 7a through the real plugin (``attacks7.run``: a subprocess, the committed package, the default
sandbox, the allow-list off as rounds 5/6a's, 20 timed trials)."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.redteam


def test_run_completed(round7a_run):
    assert round7a_run["variants"] is not None, round7a_run["stdout"][-3000:]
    assert round7a_run["variants"]["control"]["status"] == "correct", round7a_run["variants"]["control"]
    assert round7a_run["sandbox"]["mode"] == "bubblewrap", round7a_run["sandbox"]


@pytest.mark.parametrize("control", ["spawner_greedy", "allowance_greedy"])
def test_greedy_controls_are_caught(round7a_run, control):
    """The same managers past what is allowed are seen: they do burn inside the sandbox while eager is timed."""
    variant = round7a_run["variants"][control]
    assert variant["status"] == "cheat_detected" and "[passnet stop]" in variant["message"], variant


@pytest.mark.xfail(strict=True, reason="FOOLED: ten threads held in clone(CLONE_VFORK) (state D) buy 200 ms of CPU "
                   "while stopped (sandbox/process.py:213-214); allowance_greedy, 30 ms past it, is caught at 201.8 ms")
def test_held_threads_buy_no_unseen_cpu(round7a_run):
    variant = round7a_run["variants"]["allowance"]
    assert variant["status"] == "cheat_detected", variant


def test_spawned_workers_are_caught_in_a_short_window(round7a_run):
    """Held in the plugin run: eager's window (20 trials of a few ms) is shorter than a worker's life, so
    ``finish`` finds one alive (the cheap test's 1.5 s window lets them end unseen)."""
    variant = round7a_run["variants"]["spawner"]
    assert variant["status"] == "cheat_detected" and "a process started" in variant["message"], variant
