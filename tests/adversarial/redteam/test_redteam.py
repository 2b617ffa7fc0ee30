"""Issue 23's red team: every attack in ``attacks.ATTACKS`` runs in each configuration (bubblewrap
or a plain process, as root or as a normal user), one plugin run per configuration; each test
asserts one thing the attack must not achieve once the sandbox holds, or the verdict of the honest
sample run after it.

What main still lets through is marked ``xfail(strict=True)`` per configuration in ``FOOLED``,
with what breaks: when a fix lands, its tests pass, strict xfail fails them, and the marker goes.
"""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.attacks import CHECKS, for_device, victim_verdict
from tests.adversarial.redteam.harness import CONFIGS, DEVICE

pytestmark = pytest.mark.redteam

# (attack, check) -> what breaks, for the checks main fails somewhere.
# (attack, check) -> what breaks, for the (configuration, attack, check) main still fails, measured on
# CPU (README.md's table); pass_rejected_claim was the last (fixed: pass_rejected only answers loading).
WHAT_BREAKS: dict[tuple[str, str], str] = {}
FOOLED: set[tuple[str, str, str]] = set()


def _marks(key: tuple[str, str, str]) -> list:
    if key not in FOOLED:
        return []
    return [pytest.mark.xfail(strict=True, reason=f"issue 23: {WHAT_BREAKS[key[1:]]}")]


def _attack_checks():
    for config in CONFIGS:
        for attack in for_device(DEVICE):
            for check in attack.checks:
                key = (config.name, attack.name, check)
                yield pytest.param(config, attack, check, id="-".join(key), marks=_marks(key))


def _victims():
    for config in CONFIGS:
        for attack in for_device(DEVICE):
            key = (config.name, attack.name, "victim")
            yield pytest.param(config, attack, id=f"{config.name}-{attack.name}", marks=_marks(key))


@pytest.mark.parametrize(("config", "attack", "check"), list(_attack_checks()))
def test_attack_is_held(redteam_record, config, attack, check):
    held, evidence = CHECKS[check](redteam_record(config), attack, attack.name)
    assert held, f"{attack.name} ({attack.goal}): {evidence}"


@pytest.mark.parametrize(("config", "attack"), list(_victims()))
def test_victim_after_attack_is_correct(redteam_record, config, attack):
    held, evidence = victim_verdict(redteam_record(config), attack, f"{attack.name}_victim")
    assert held, f"the honest sample after {attack.name}: {evidence}"


@pytest.mark.parametrize("config", CONFIGS, ids=[c.name for c in CONFIGS])
def test_run_is_in_the_configured_sandbox(redteam_record, config):
    """The harness's own check: the controls ran, correct, in the sandbox this configuration asks for."""
    record = redteam_record(config)
    expected = "bubblewrap" if config.bubblewrap else "process"
    for model in ("light", "heavy"):
        control = record["results"][f"control_{model}"][0]
        assert control["status"] == "correct", control["message"]
        assert control["sandbox"] == expected
