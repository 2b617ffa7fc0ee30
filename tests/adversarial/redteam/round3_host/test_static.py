"""Round 3's passes without a plugin run: PassBench's own validator accepts each, and the trusted
side's allow-list (``guard.sample_static_findings``) rejects each before any child starts (they
import os, ctypes, gc, subprocess, threading); the runs switch it off to measure what stands
behind it. Cheap: runs in the suite."""

from __future__ import annotations

import pytest

from pytest_passnet import guard
from pytest_passnet.validator import validate_pass_source
from tests.adversarial.redteam import harness
from tests.adversarial.redteam.round3_host import runner
from tests.adversarial.redteam.round3_host.attacks import ATTACKS


@pytest.mark.parametrize("path", sorted(runner.PASSES.glob("*.py")), ids=lambda p: p.stem)
def test_passbench_validator_accepts_the_pass(path):
    assert validate_pass_source(path.read_text(), path) == []


@pytest.fixture(scope="module")
def layout():
    made = harness.Layout(harness.CONFIGS[0])
    yield made
    made.remove()


@pytest.mark.parametrize("attack", ATTACKS, ids=lambda a: a.name)
def test_the_allow_list_rejects_the_pass(layout, attack):
    sample = runner.build_sample(layout, attack.name, attack.name, attack.model)
    assert guard.sample_static_findings(sample), f"{attack.name} passes the trusted side's allow-list"
