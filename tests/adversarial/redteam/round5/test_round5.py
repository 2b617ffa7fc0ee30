"""Round 5 without a plugin run (seconds, in the suite): the allow-list on the passes, the fills that
are not fresh, the stop watch's cost. What main lets through is ``xfail(strict=True)``; mechanisms and
fixes in README.md."""

from __future__ import annotations

import pytest
import torch

from pytest_passnet import guard
from tests.adversarial.redteam.round5 import attacks5


def test_constant_input_is_within_the_allow_list(tmp_path):
    assert guard.sample_static_findings(attacks5.constant_input_sample(tmp_path)) == []


def test_watch_tax_needs_child_control(tmp_path):
    findings = guard.sample_static_findings(attacks5.relu_sample(tmp_path, "watch_tax", "watch_tax"))
    assert any("ctypes" in finding for finding in findings), findings


def test_honest_control_is_within_the_allow_list(tmp_path):
    assert guard.sample_static_findings(attacks5.relu_sample(tmp_path, "control", "honest_relu")) == []


@pytest.mark.parametrize("where", ["constructed", "shipped gpt2_start9_end10_9"])
def test_fixed_inputs_are_fresh_or_flagged(tmp_path, where):
    """Held since 7cb0d7eb: degenerate_inputs names every input that fills alike (any dtype); the
    re-check varies the integer ones (tests/test_fixed_inputs.py)."""
    variant = (attacks5.SHIPPED_FIXED_VARIANT if where.startswith("shipped")
               else attacks5._variant_dir(attacks5.constant_input_sample(tmp_path)))
    first, second, flagged = attacks5.fills_for_two_seeds(variant)
    fixed = [name for name in first if torch.equal(first[name], second[name])]
    assert not fixed or set(fixed) <= set(flagged), f"inputs {fixed} fill alike for two secret seeds; flagged: {flagged}"


def test_stop_watch_costs_little_whatever_the_pass_started():
    share = attacks5.watch_cpu_share(2000)
    assert share < 0.1, f"the stop watch used {share:.0%} of a CPU watching 2000 stopped sleepers"
