"""Round 7a through the real plugin (``attacks7.run``: a subprocess, the committed package, the default
sandbox, the allow-list off as rounds 5/6a's, 20 timed trials)."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.redteam


# Since round 9a the child's seccomp filter refuses timer_create: the POSIX timer that was to send a
# stopped burner SIGCONT cannot be armed, so the burner never runs and the variant stays correct.
# Either way no CPU went unseen.
def _held(variant: dict, said: str = "[passnet stop]") -> bool:
    return (variant["status"] == "cheat_detected" and said in variant["message"]) or variant["status"] == "correct"


def test_run_completed(round7a_run):
    assert round7a_run["variants"] is not None, round7a_run["stdout"][-3000:]
    assert round7a_run["variants"]["control"]["status"] == "correct", round7a_run["variants"]["control"]
    assert round7a_run["sandbox"]["mode"] == "bubblewrap", round7a_run["sandbox"]


@pytest.mark.parametrize("control", ["spawner_greedy", "allowance_greedy"])
def test_greedy_controls_are_caught(round7a_run, control):
    """The same managers past what is allowed are seen: they do burn inside the sandbox while eager is timed."""
    variant = round7a_run["variants"][control]
    assert _held(variant), variant


def test_held_threads_buy_no_unseen_cpu(round7a_run):
    """Held since the per-thread allowance: the held threads' 20 ms each are theirs only."""
    variant = round7a_run["variants"]["allowance"]
    assert _held(variant), variant


def test_spawned_workers_are_caught(round7a_run):
    """Held since each look lists the stopped processes' children: a worker is seen while it lives,
    by a look or by ``finish``."""
    variant = round7a_run["variants"]["spawner"]
    assert _held(variant, "started"), variant
