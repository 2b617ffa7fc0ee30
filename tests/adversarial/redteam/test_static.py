"""The red team's passes are ordinary pass_dirs: PassBench's own static validator accepts every one
of them (its rules are a deny-list of torch calls and torch.nn imports; the attacks reach what
they need through sys.modules, operator, type.__setattr__ and plain methods). Our trusted-side
allow-list rejects every attack but the one whose kernel is only numerically wrong, and accepts the
honest pass; the plugin runs switch it off to test what stands behind it (harness.ALLOW_LIST_OFF)."""

from __future__ import annotations

import pytest

from pytest_passnet import guard
from pytest_passnet.validator import validate_pass_source
from tests.adversarial.redteam import attacks, harness
from tests.adversarial.redteam.harness import PASSES

pytestmark = pytest.mark.redteam


@pytest.mark.parametrize("path", sorted(PASSES.glob("*.py")), ids=lambda p: p.stem)
def test_passbench_validator_accepts_the_pass(path):
    assert validate_pass_source(path.read_text(), path) == []


# A kernel that computes in float16: nothing in its source says the numbers are wrong.
ALLOW_LIST_ACCEPTS = {"honest_relu", "precision_downgrade"}


@pytest.fixture(scope="module")
def layout():
    made = harness.Layout(harness.CONFIGS[0])
    yield made
    made.remove()


@pytest.mark.skipif(not hasattr(guard, "sample_static_findings"), reason="no trusted-side allow-list in this package")
@pytest.mark.parametrize("name", [a.name for a in attacks.ATTACKS] + ["stall_when_timed", "honest_relu"])
def test_the_allow_list_rejects_the_attack(layout, name):
    sample = harness.build_sample(layout, name, name, "light")
    findings = guard.sample_static_findings(sample)
    if name in ALLOW_LIST_ACCEPTS:
        assert findings == []
    else:
        assert findings, f"{name} passes the trusted side's allow-list"
