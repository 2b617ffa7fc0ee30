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


def test_held_threads_buy_no_unseen_cpu(round7a_run):
    """Held since the per-thread allowance: the held threads' 20 ms each are theirs only."""
    variant = round7a_run["variants"]["allowance"]
    assert variant["status"] == "cheat_detected" and "[passnet stop]" in variant["message"], variant


def test_spawned_workers_are_caught(round7a_run):
    """Held since each look lists the stopped processes' children: a worker is seen while it lives,
    by a look or by ``finish``."""
    variant = round7a_run["variants"]["spawner"]
    assert variant["status"] == "cheat_detected" and "started" in variant["message"], variant
