"""The red team's passes are ordinary pass_dirs: PassBench's own static validator accepts every one
of them (its rules are a deny-list of torch calls and torch.nn imports; the attacks reach what
they need through sys.modules, operator, type.__setattr__ and plain methods)."""

from __future__ import annotations

import pytest

from pytest_passnet.validator import validate_pass_source
from tests.adversarial.redteam.harness import PASSES

pytestmark = pytest.mark.redteam


@pytest.mark.parametrize("path", sorted(PASSES.glob("*.py")), ids=lambda p: p.stem)
def test_passbench_validator_accepts_the_pass(path):
    assert validate_pass_source(path.read_text(), path) == []
