"""Round 18a (cheap, in the normal suite; the plugin runs with ``-m redteam``): the host side and child control
at f93d0eb7, by an outside helper. Each FOOLED attack is a strict xfail asserting the secure behaviour; each
held one asserts what held. The README says what each attack does, where, and how to fix it."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam import harness

# The kernel's side of an attack does not depend on the sandbox: two configurations, root's without bubblewrap and
# a user's with it: each check costs a stand-in of several seconds.
TWO_NAMES = pytest.mark.parametrize("name", ["root-process", "user-bubblewrap"])
CONFIGS = pytest.mark.parametrize("config", harness.CONFIGS, ids=[c.name for c in harness.CONFIGS])
# A stopped child uses no CPU; the burners of a child that runs use 0.2-1 s of a 0.5 s window here.
STOPPED_CPU_S = 0.05

# -- a worker's children after it gave its share back (process.py:610-626, device_lock.py:140-146) ---------------


@TWO_NAMES
def test_a_child_stopped_by_stop_all_uses_no_cpu(stop_all_record, name):
    """The control: two burning threads and nothing else stand still once ``stop_all`` returns."""
    for window in stop_all_record(name, "control")["windows"]:
        assert window["cpu_s"] < STOPPED_CPU_S, window


@TWO_NAMES
def test_a_child_whose_stderr_continues_it_stays_stopped_after_stop_all(stop_all_record, name):
    """Held since the seccomp filter refuses F_SETOWN, F_SETSIG and O_ASYNC: the hook is never armed."""
    assert stop_all_record(name, "hook")["hook"].startswith("refused"), stop_all_record(name, "hook")
    for window in stop_all_record(name, "hook")["windows"]:
        assert window["cpu_s"] < STOPPED_CPU_S, (
            f"the pass's child used {window['cpu_s']} s of CPU in the {stop_all_record(name, 'hook')['window_s']} s "
            f"after Sandboxes.stop_all returned (its threads: {window['states']})")


@TWO_NAMES
def test_a_child_inside_a_long_system_call_is_stopped_or_ended_by_stop_all(stop_all_record, name):
    """Held since ``stop_all`` ends a pass child that ran on after its SIGSTOP, as ``others_stopped`` does."""
    windows = stop_all_record(name, "syscall")["windows"]
    assert max(window["cpu_s"] for window in windows) < STOPPED_CPU_S, (
        f"the pass's child used {[w['cpu_s'] for w in windows]} s of CPU in each 0.5 s after Sandboxes.stop_all "
        "returned")


@TWO_NAMES
def test_stop_all_ends_for_a_child_that_keeps_starting_waiters(stop_all_record, name):
    found = stop_all_record(name, "vfork")["returns"]
    assert found["returned"], (f"stop_all had not returned after {found['took_s']} s (it did once the child was killed: "
                               f"{found['after_kill']})")


# -- the plugin run under -n 2 (-m redteam) ------------------------------------------------------------------


@pytest.mark.redteam
@CONFIGS
def test_run_honest_samples_stay_correct_beside_the_hooked_colluders(hooked_collusion_record, config):
    record = hooked_collusion_record(config)
    for name in ("honest_a", "honest_b"):
        assert all(v["status"] == "correct" for v in record["samples"][name]), record


@pytest.mark.redteam
@CONFIGS
@pytest.mark.xfail(strict=True, reason="open: a pass's child that continues itself through its stderr runs in "
                                       "another worker's timed blocks (round 17a's collusion past its fix)")
def test_run_no_hooked_pass_child_runs_in_another_workers_timed_block(hooked_collusion_record, config):
    record = hooked_collusion_record(config)
    hashed = {name: [(v["hashed_in_compiled"], v["hashed_in_eager"]) for v in variants]
              for name, variants in record["samples"].items() if name.startswith("colluder")}
    assert record["hashes"], record
    assert not any(c or e for spans in hashed.values() for c, e in spans), (
        f"another worker's pass child hashed in these timed blocks ([compiled, eager] hashes per variant): {hashed}")


PLAIN_ROOT = pytest.mark.parametrize("config", [c for c in harness.CONFIGS if c.name == "plain-root"], ids=["plain-root"])


@pytest.mark.redteam
@PLAIN_ROOT
@pytest.mark.xfail(strict=True, reason="open: a pass's child keeps its worker in stop_all, holding its device share: "
                                       "the run never ends, and the other worker's variants wait out the timeout")
def test_run_a_pass_cannot_hang_the_run(hang_record, config):
    record = hang_record(config)
    assert record["ended"], record


@pytest.mark.redteam
@PLAIN_ROOT
@pytest.mark.xfail(strict=True, reason="open: the other worker's honest variants find no turn on the device while the "
                                       "hanging worker holds its share (fluctuation after --passnet-timeout)")
def test_run_the_honest_victim_beside_the_hang_is_correct(hang_record, config):
    victims = hang_record(config)["results"].get("victim", [])
    assert victims and all(v["status"] == "correct" for v in victims), victims
