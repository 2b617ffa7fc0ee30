"""Round 3 of issue 23's red team, the host side: each attack (``attacks.ATTACKS``) in the four
configurations, one plugin run per configuration; each test asserts one thing the attack must not
achieve, or the verdict of the honest sample run after it.

What still gets through is ``xfail(strict=True)`` in ``FOOLED`` with the mechanism (README.md):
when a fix lands its tests pass, strict xfail fails them, and the marker goes.
"""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.round3_host.attacks import ATTACKS, CHECKS, victim_correct
from tests.adversarial.redteam.round3_host.runner import CONFIGS

pytestmark = pytest.mark.redteam

# Every attack held since 1399409a (sandbox/process.py: others_stopped waits for every thread, ends a
# pass's child that runs on or is continued; sandbox/channel.py: requests sent against --passnet-timeout).
FOOLED: dict[tuple[str, str, str], str] = {}
# Held, but the check cannot always say so: stays_stopped asks for at least one pair of StopWatch looks (50 ms
# apart) that both found the attack's child stopped, and the fix ends that child within its first stop, often
# before (plain-root, bwrap-root, plain-user at 5ed427f7: 0 looks, 0.0 CPU s while stopped; bwrap-user: 1 look,
# 0.02 s, passed), the variant cheat_detected "[passnet stop]" every time. Not strict: whether a look pair falls
# into the first stop is chance. For the red team: count a variant ended so as held (attacks.stays_stopped).
_ENDED_BEFORE_A_LOOK = ("held (cheat_detected, [passnet stop], at most 0.02 CPU s while stopped); the check's precondition "
                        "(looks > 0) fails where the pass's child is ended before two StopWatch looks found it stopped")
UNCOUNTED = {(config, attack, "stays_stopped"): _ENDED_BEFORE_A_LOOK
             for config in ("bwrap-root", "plain-root", "bwrap-user", "plain-user") for attack in ("stop_outrun", "stop_resisted")}


def _marks(key: tuple[str, str, str]) -> list:
    if key in UNCOUNTED:
        return [pytest.mark.xfail(strict=False, reason=f"issue 23: {UNCOUNTED[key]}")]
    return [pytest.mark.xfail(strict=True, reason=f"issue 23: {FOOLED[key]}")] if key in FOOLED else []


def _cases(victims: bool):
    for config in CONFIGS:
        for attack in ATTACKS:
            for check in (["victim"] if attack.victim else []) if victims else attack.checks:
                key = (config.name, attack.name, check)
                yield pytest.param(config, attack, check, id="-".join(key), marks=_marks(key))


@pytest.mark.parametrize(("config", "attack", "check"), list(_cases(victims=False)))
def test_attack_is_held(round3_record, config, attack, check):
    held, evidence = CHECKS[check](round3_record(config), attack)
    assert held, f"{attack.name} ({attack.idea}): {evidence}"


@pytest.mark.parametrize(("config", "attack", "check"), list(_cases(victims=True)))
def test_victim_after_attack_is_correct(round3_record, config, attack, check):
    held, evidence = victim_correct(round3_record(config), attack)
    assert held, f"the honest sample after {attack.name}: {evidence}"


@pytest.mark.parametrize("config", [pytest.param(c, id=c.name) for c in CONFIGS])
def test_run_is_in_the_configured_sandbox(round3_record, config):
    """The harness's own check: both controls correct, in the sandbox asked for, allow-list off in
    the run's package copy."""
    record = round3_record(config)
    assert record["allow_list_off"]
    for name in ("control_heavy", "control_heavy_after"):
        control = record["results"][name][0]
        assert control["status"] == "correct", control.get("message")
        assert control["sandbox"] == ("bubblewrap" if config.bubblewrap else "process")
