"""Round 5 through the real plugin (``attacks5.run``: a subprocess, the default sandbox, the allow-list
switched off in the run's package copy for watch_tax, which stands for an escape from it)."""

from __future__ import annotations

import pytest

from pytest_passnet.sandbox import policy

pytestmark = pytest.mark.redteam


def test_run_completed(round5_run):
    assert round5_run["variants"] is not None, round5_run["stdout"][-3000:]
    for name in ("control_before", "control_after"):
        assert round5_run["variants"][name]["status"] == "correct", round5_run["variants"][name].get("message")


def test_run_is_in_the_default_sandbox(round5_run):
    assert round5_run["sandbox"]["mode"] == "bubblewrap", round5_run["sandbox"]


def test_constant_kernel_is_not_correct_unflagged(round5_run):
    """Held since 7cb0d7eb: the fresh-input re-check varies the fixed int64 input, and the constant
    kernel disagrees with eager there; the variant is flagged as one whose every input is fixed."""
    variant = round5_run["variants"]["constant_input"]
    assert variant["status"] == "cheat_detected", variant
    assert "[passnet fresh-input re-check]" in variant["message"], variant["message"]
    (fixed,) = [flag for flag in variant["flags"] if flag.startswith("[passnet fixed inputs] every input fills alike")]
    assert "cache" not in fixed, fixed  # int64 [64, 256]: two trials' fills are never alike


def test_watch_tax_is_ended_before_eager_is_timed(round5_run):
    """Held since the stop watch's bound (sandbox/process.py ``_Watch.refused``): watch_tax's child, with
    3,000 sleepers, has more processes than a stopped child may have (``policy.CHILD_PROCESSES``) and
    is ended before eager's timed work, not watched beside it."""
    variant = round5_run["variants"]["watch_tax"]
    assert variant["status"] == "cheat_detected", variant
    assert "[passnet stop] the pass's process had " in variant["message"], variant["message"]
    assert f"more than the {policy.CHILD_PROCESSES} a child may have then" in variant["message"], variant["message"]
