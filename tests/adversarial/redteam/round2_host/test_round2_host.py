"""Round 2 of issue 23's red team, the host side: each attack (``attacks.ATTACKS``) runs in its
configurations, one plugin run per (configuration, run); each test asserts one thing the attack
must not achieve, or the verdict of the honest sample run after it.

What main still lets through is ``xfail(strict=True)`` in ``FOOLED``, with the evidence and the
cause (README.md): when a fix lands, its tests pass, strict xfail fails them, and the marker goes.
"""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.round2_host.attacks import CHECKS, RUNS, victim_correct
from tests.adversarial.redteam.round2_host.runner import CONFIGS

pytestmark = pytest.mark.redteam

# What breaks on main, and where (README.md: the table, the evidence and the fixes proposed).
_WHY = {
    "agent_socket": "a child without bubblewrap connects to the host's unix sockets: seccomp allows socket(AF_UNIX) "
                    "and Landlock has no right for connect(2) to a pathname socket (nor, below ABI 6, abstract ones)",
    "proc_cmdline_leak": "without bubblewrap /proc is the host's and wholly readable (policy._plan): every process's "
                         "command line, credentials included",
    "sysv_leftover": "without bubblewrap no IPC namespace, SysV calls not filtered, and ending a uid's lease ends its "
                     "processes only: its segments, queues and semaphores outlive the run",
    "header_bomb": "channel.Channel.receive parses a header of up to 64 MiB whole: empty JSON lists grow 40x",
    "sparse_pass_file": "kernel_cache.key reads every pass_dir file whole, and assign copies it, before the allow-list",
    "graphs_link": "Sandbox.model_path makes graphs/<n>/ and copies model.py in the scratch after the child ran pass "
                   "code, following its links, as the trusted user",
    "kernel_cache_link": "kernel_cache.keep follows a link at the scratch's kernel-cache: the trusted user copies its "
                         "target out, restore hands it to the pass's next child",
    "kernel_cache_deep": "kernel_cache.keep walks the cache with Path.rglob, which recurses: RecursionError out of "
                         "Sandbox.close, on every later sample and at the session's end",
}
_FOOLED_CHECKS = {
    "agent_socket": ("no_socket_reached",), "proc_cmdline_leak": ("no_host_secret_seen",),
    "sysv_leftover": ("no_ipc_left",), "header_bomb": ("trusted_memory_bounded",),
    "sparse_pass_file": ("trusted_memory_bounded",), "graphs_link": ("trusted_wrote_nothing_outside",),
    "kernel_cache_link": ("results_key_unread",),
    "kernel_cache_deep": ("report_written", "scratch_removed", "victim"),
}
_WITHOUT_BUBBLEWRAP_ONLY = {"agent_socket", "proc_cmdline_leak", "sysv_leftover"}
# (configuration, attack, check) -> what breaks on main (measured on CPU).
FOOLED: dict[tuple[str, str, str], str] = {
    (config.name, attack, check): _WHY[attack]
    for config in CONFIGS for attack, checks in _FOOLED_CHECKS.items() for check in checks
    if any(attack == a.name for run in config.runs for a in RUNS[run])
    and (not config.base.bubblewrap or attack not in _WITHOUT_BUBBLEWRAP_ONLY)
}


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
