"""Round 2 of issue 23's red team, the host side: each attack (``attacks.ATTACKS``) runs in its
configurations, one plugin run per (configuration, run); each test asserts one thing the attack
must not achieve, or the verdict of the honest sample run after it.

What still gets through is ``xfail(strict=True)`` in ``FOOLED``, with the evidence and the cause
(README.md): when a fix lands, its tests pass, strict xfail fails them, and the marker goes.
"""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.round2_host.attacks import CHECKS, RUNS, victim_correct
from tests.adversarial.redteam.round2_host.runner import CONFIGS

pytestmark = pytest.mark.redteam

# What still gets through, as (configuration, attack, check) -> why (README.md: the tables, the
# evidence and the fixes): nothing, measured on CPU in every configuration. A new finding goes here.
FOOLED: dict[tuple[str, str, str], str] = {}


def _marks(key: tuple[str, str, str]) -> list:
    return [pytest.mark.xfail(strict=True, reason=f"issue 23: {FOOLED[key]}")] if key in FOOLED else []


def _cases(victims: bool):
    for config in CONFIGS:
        for run in config.runs:
            for attack in RUNS[run]:
                checks = (["victim"] if attack.victim else []) if victims else attack.checks
                for check in checks:
                    key = (config.name, attack.name, check)
                    yield pytest.param(config, run, attack, check, id="-".join(key), marks=_marks(key))


@pytest.mark.parametrize(("config", "run", "attack", "check"), list(_cases(victims=False)))
def test_attack_is_held(round2_record, config, run, attack, check):
    held, evidence = CHECKS[check](round2_record(config, run), attack)
    assert held, f"{attack.name} ({attack.idea}): {evidence}"


@pytest.mark.parametrize(("config", "run", "attack", "check"), list(_cases(victims=True)))
def test_victim_after_attack_is_correct(round2_record, config, run, attack, check):
    held, evidence = victim_correct(round2_record(config, run), attack)
    assert held, f"the honest sample after {attack.name}: {evidence}"


@pytest.mark.parametrize("config", CONFIGS, ids=[c.name for c in CONFIGS])
def test_runs_are_in_the_configured_sandbox(round2_record, config):
    """The harness's own check: in each run the control ran, correct, in the sandbox asked for, with
    the allow-list switched off in the run's package copy."""
    for run in config.runs:
        record = round2_record(config, run)
        assert record["allow_list_off"]
        control = record["results"]["control_light"][0]
        assert control["status"] == "correct", control["message"]
        assert control["sandbox"] == ("bubblewrap" if config.base.bubblewrap else "process")
        if config.landlock_abi is not None:
            assert f"landlock-v{config.landlock_abi}" in record["sandbox"]["enforced"]
