"""Issue 23, round 2 of the red team ("verdicts"): attacks written against the fixed code by someone
who did not write the fix (README.md). Each attack runs in one plugin run per configuration with
an honest victim of the same model after it; each test asserts what the attack must not achieve
once held, or the victim's verdict.

What main still lets through is marked ``xfail(strict=True)`` in ``FOOLED`` with what breaks: when a
fix lands its test passes, strict xfail fails it, and the marker goes. The fooled checks here do not
depend on the sandbox (the attacks stay inside their own child or the GPU), so they are marked in
every configuration.
"""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.harness import CONFIGS, DEVICE
from tests.adversarial.redteam.round2_verdicts.attacks2 import CHECKS, for_device, victim_verdict

pytestmark = pytest.mark.redteam

# Round 2 is measured as root, with bubblewrap and without (its attacks do not reach past their child).
ROUND2_CONFIGS = [c for c in CONFIGS if c.as_root]

# (attack, check) -> what breaks on main (README.md: the evidence and the proposed fix).
FOOLED: dict[tuple[str, str], str] = {
}


def _marks(attack: str, check: str) -> list:
    reason = FOOLED.get((attack, check))
    return [pytest.mark.xfail(strict=True, reason=f"issue 23 round 2: {reason}")] if reason else []


def _attack_checks():
    for config in ROUND2_CONFIGS:
        for attack in for_device(DEVICE):
            for check in attack.checks:
                yield pytest.param(config, attack, check, id=f"{config.name}-{attack.name}-{check}",
                                   marks=_marks(attack.name, check))


def _victims():
    for config in ROUND2_CONFIGS:
        for attack in for_device(DEVICE):
            yield pytest.param(config, attack, id=f"{config.name}-{attack.name}", marks=_marks(attack.name, "victim"))


@pytest.mark.parametrize(("config", "attack", "check"), list(_attack_checks()))
def test_attack_is_held(round2_record, config, attack, check):
    held, evidence = CHECKS[check](round2_record(config), attack, attack.name)
    assert held, f"{attack.name} ({attack.goal}): {evidence}"


@pytest.mark.parametrize(("config", "attack"), list(_victims()))
def test_victim_after_attack_is_correct(round2_record, config, attack):
    held, evidence = victim_verdict(round2_record(config), attack, f"{attack.name}_victim")
    assert held, f"the honest sample after {attack.name}: {evidence}"


@pytest.mark.parametrize("config", ROUND2_CONFIGS, ids=[c.name for c in ROUND2_CONFIGS])
def test_run_is_in_the_configured_sandbox(round2_record, config):
    """The harness's own check: every victim ran in the sandbox this configuration asks for."""
    record = round2_record(config)
    expected = "bubblewrap" if config.bubblewrap else "process"
    for attack in for_device(DEVICE):
        victim = record["results"][f"{attack.name}_victim"][0]
        assert victim["sandbox"] == expected, victim
