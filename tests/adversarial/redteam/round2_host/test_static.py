"""Round 2's passes are ordinary pass_dirs: PassBench's own validator accepts each. The trusted
side's allow-list (``guard.sample_static_findings``) alone rejects every one whose source does what
it does (os, ctypes, socket, gc, raw pipes), before any child starts; the runs switch it off to
measure the confinement behind it. ``sparse_pass_file`` is honest code: its attack is a file the
allow-list does not read, and the trusted side reads whole before the allow-list runs."""

from __future__ import annotations

import pytest

from pytest_passnet import guard
from pytest_passnet.validator import validate_pass_source
from tests.adversarial.redteam import harness
from tests.adversarial.redteam.round2_host import runner
from tests.adversarial.redteam.round2_host.attacks import ATTACKS

pytestmark = pytest.mark.redteam

ALLOW_LIST_ACCEPTS = {"sparse_pass_file"}


@pytest.mark.parametrize("path", sorted(runner.PASSES.glob("*.py")), ids=lambda p: p.stem)
def test_passbench_validator_accepts_the_pass(path):
    assert validate_pass_source(path.read_text(), path) == []


@pytest.fixture(scope="module")
def layout():
    made = harness.Layout(harness.CONFIGS[0])
    yield made
    made.remove()


@pytest.mark.parametrize("name", [a.name for a in ATTACKS])
def test_the_allow_list_alone(layout, name):
    sample = runner.build_sample(layout, name, name, "light")
    findings = guard.sample_static_findings(sample)
    if name in ALLOW_LIST_ACCEPTS:
        assert findings == []
    else:
        assert findings, f"{name} passes the trusted side's allow-list"
