"""Issue 23, round 3 of the red team ("verdicts and score"): attacks by someone who wrote neither the
sandbox nor its fixes (README.md). Each attack runs in one plugin run per configuration with an
honest victim of the same model after it; each test asserts what the attack must not achieve once
held, or the victim's verdict.

What main lets through is ``xfail(strict=True)`` in ``FOOLED`` with the mechanism: when a fix lands
its test passes, strict xfail fails it, and the marker goes. These attacks stay inside their own
child, so their outcome does not depend on the sandbox: the runs are as root, with bubblewrap and
without.
"""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.harness import CONFIGS, DEVICE
from tests.adversarial.redteam.round3_verdicts.attacks3 import CHECKS, for_device, victim_verdict

pytestmark = pytest.mark.redteam

ROUND3_CONFIGS = [c for c in CONFIGS if c.as_root]

# (attack, check) -> what breaks on main (README.md: the evidence and the proposed fix). fill_hog's speed_bounded was
# here (non-strict: its helpers' share of the CPU depended on the machine's load) until red team round 22a's fix 1: the
# trusted side fills and writes each trial's inputs before the span, and takes no fill off it, so the fill its helpers
# slow is in no span (both configurations: cheat_detected, all 4 attempts rejected, as claim_without_hog).
FOOLED: dict[tuple[str, str], str] = {
}


def _marks(attack: str, check: str) -> list:
    reason = FOOLED.get((attack, check))
    return [pytest.mark.xfail(strict=True, reason=f"issue 23 round 3: {reason}")] if reason else []


def _attack_checks():
    for config in ROUND3_CONFIGS:
        for attack in for_device(DEVICE):
            for check in attack.checks:
                yield pytest.param(config, attack, check, id=f"{config.name}-{attack.name}-{check}",
                                   marks=_marks(attack.name, check))


def _victims():
    for config in ROUND3_CONFIGS:
        for attack in for_device(DEVICE):
            yield pytest.param(config, attack, id=f"{config.name}-{attack.name}", marks=_marks(attack.name, "victim"))


@pytest.mark.parametrize(("config", "attack", "check"), list(_attack_checks()))
def test_attack_is_held(round3_record, config, attack, check):
    held, evidence = CHECKS[check](round3_record(config), attack, attack.name)
    assert held, f"{attack.name} ({attack.goal}): {evidence}"


@pytest.mark.parametrize(("config", "attack"), list(_victims()))
def test_victim_after_attack_is_correct(round3_record, config, attack):
    held, evidence = victim_verdict(round3_record(config), attack, f"{attack.name}_victim")
    assert held, f"the honest sample after {attack.name}: {evidence}"


@pytest.mark.parametrize("config", ROUND3_CONFIGS, ids=[c.name for c in ROUND3_CONFIGS])
def test_run_is_in_the_configured_sandbox(round3_record, config):
    """The harness's own check: every victim ran in the sandbox this configuration asks for."""
    record = round3_record(config)
    expected = "bubblewrap" if config.bubblewrap else "process"
    for attack in for_device(DEVICE):
        victim = record["results"][f"{attack.name}_victim"][0]
        assert victim["sandbox"] == expected, victim
