"""Round 5 through the real plugin (``attacks5.run``: a subprocess, the default sandbox, the allow-list
switched off in the run's package copy for watch_tax, which stands for an escape from it)."""

from __future__ import annotations

import statistics

import pytest

pytestmark = pytest.mark.redteam

# watch_tax's eager median against the controls' beyond this is its doing (load noise on the shared
# 2-core machine moved the controls' eager medians by up to 2x in round 3: hence not strict).
EAGER_SLOWED = 1.3


def _eager_median(variant: dict) -> float:
    return variant["timing"]["eager"]["e2e"]["median"]


def test_run_completed(round5_run):
    assert round5_run["variants"] is not None, round5_run["stdout"][-3000:]
    for name in ("control_before", "watch_tax", "control_after"):
        assert round5_run["variants"][name]["status"] == "correct", round5_run["variants"][name].get("message")


def test_run_is_in_the_default_sandbox(round5_run):
    assert round5_run["sandbox"]["mode"] == "bubblewrap", round5_run["sandbox"]


def test_constant_kernel_is_not_correct_unflagged(round5_run):
    """Held since 7cb0d7eb: the fresh-input re-check varies the fixed int64 input, and the constant
    kernel disagrees with eager there; the variant is flagged as one whose every input is fixed."""
    variant = round5_run["variants"]["constant_input"]
    assert variant["status"] == "cheat_detected", variant
    assert "[passnet fresh-input re-check]" in variant["message"], variant["message"]
    assert any(flag.startswith("[passnet fixed inputs] every input fills alike") for flag in variant["flags"]), variant


@pytest.mark.xfail(strict=False, reason="FOOLED where the machine lets it show: watch_tax's 3000 stopped sleepers make "
                   "the trusted stop watch (sandbox/process.py:155-166) take CPU from eager's timed calls; load-dependent")
def test_eager_not_slowed_by_the_stop_watch(round5_run):
    variants = round5_run["variants"]
    controls = statistics.mean(_eager_median(variants[name]) for name in ("control_before", "control_after"))
    assert _eager_median(variants["watch_tax"]) <= EAGER_SLOWED * controls, {
        name: _eager_median(variants[name]) for name in ("control_before", "watch_tax", "control_after")}
