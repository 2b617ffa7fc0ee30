"""Round 17a (cheap, in the normal suite; the plugin runs with ``-m redteam``): the host side and child control
at a8910cb2, by an outside helper. Each FOOLED attack is a strict xfail asserting the secure behaviour; each
held one asserts what held. The README says what each attack does, where, and how to fix it."""

from __future__ import annotations

import os

import pytest

from tests.adversarial.redteam import harness
from tests.adversarial.redteam.round17a import attacks17a as a
from tests.sandbox import configurations

CONFIGS = pytest.mark.parametrize("config", harness.CONFIGS, ids=[c.name for c in harness.CONFIGS])
NAMES = pytest.mark.parametrize("name", configurations.NAMES)
# A colluder that waits polls a count every 5 ms: a few percent of a CPU (up to a tenth here under a load of 5-9
# from other work, in whole clock ticks), not a burn (two threads: 60-100 % of the block).
IDLE_SHARE = 0.25

# -- another worker's pass child during this worker's timed block (process.py:544-593, device_lock.py:84-106) --


@NAMES
@pytest.mark.slow
def test_the_signal_costs_the_stopped_child_nothing_and_the_colluder_waits_unsignalled(two_workers_record, name):
    """What the attack rests on, each of which holds: worker 1's pass child, holding its signal, stands still
    while stopped (its own worker's stop watch finds nothing), and worker 2's child idles without it."""
    record = two_workers_record(name)
    for block in record["blocks"]["control"] + record["blocks"]["signalled"]:
        assert block["pass_ran"] is None and not block["pass_outran"], block
    for block in record["blocks"]["control"]:
        assert block["colluder_cpu_s"] < IDLE_SHARE * block["block_s"], block


@NAMES
def test_another_workers_pass_child_stands_still_while_eager_is_timed(two_workers_record, name):
    record = two_workers_record(name)
    for block in record["blocks"]["signalled"]:
        assert block["colluder_cpu_s"] < IDLE_SHARE * block["block_s"], (
            f"another worker's pass child used {block['colluder_cpu_s']} s of CPU in a timed block of "
            f"{block['block_s']} s (eager {a.slowdown(record):.2f}x slower than in the control blocks)")


# -- a thread group whose leader ended (procfs.py:163-176, identity.py:78-93) ------------------------------------


@pytest.mark.skipif(os.geteuid() != 0, reason="leases a uid: needs root")
def test_a_uid_is_ended_whole_when_its_leader_thread_has_ended():
    found = a.leader_gone_threads_running()
    alive = [state for state in found["threads_after"] or [] if state not in "ZX"]
    assert not (found["said_ended"] and alive), (
        f"end_processes_of said the uid had nothing left, listed {found['listed']}, and process {found['pid']} "
        f"still has threads in states {alive}")


# -- the plugin run under -n 2 (-m redteam) ------------------------------------------------------------------


@pytest.mark.redteam
@CONFIGS
def test_run_honest_samples_stay_correct_beside_the_colluders(collusion_record, config):
    record = collusion_record(config)
    for name in ("honest_a", "honest_b"):
        assert [v["status"] for v in record["samples"][name]] == ["correct"] * a.VARIANTS, record


@pytest.mark.redteam
@CONFIGS
def test_run_no_pass_child_runs_in_another_workers_timed_block(collusion_record, config):
    record = collusion_record(config)
    hashed = {name: [(v["hashed_in_compiled"], v["hashed_in_eager"]) for v in variants]
              for name, variants in record["samples"].items() if name.startswith("colluder")}
    assert record["hashes"], record  # the colluders burned (while no other block was timed)
    assert not any(c or e for spans in hashed.values() for c, e in spans), (
        f"another worker's pass child hashed in these timed blocks ([compiled, eager] hashes per variant): {hashed}")


# -- --passnet-timeout bounds a request, not a variant (option_parsing.py:58-59, process.py:350-356) ------------

PLAIN_ROOT = pytest.mark.parametrize("config", [c for c in harness.CONFIGS if c.name == "plain-root"], ids=["plain-root"])


@pytest.mark.redteam
@PLAIN_ROOT
def test_run_the_control_beside_the_stall_is_correct_and_quick(stall_record, config):
    (control,) = stall_record(config)["samples"]["control"]
    assert control["status"] == "correct" and control["duration_s"] < a.STALL_TIMEOUT_S, control


@pytest.mark.redteam
@PLAIN_ROOT
def test_run_a_variant_gets_no_more_than_the_timeout(stall_record, config):
    (stalled,) = stall_record(config)["samples"]["stall_untimed"]
    assert stalled["status"] == "kernel_error" or stalled["duration_s"] <= 1.5 * a.STALL_TIMEOUT_S, (
        f"--passnet-timeout {a.STALL_TIMEOUT_S}: the variant took {stalled['duration_s']} s and is "
        f"{stalled['status']} (phases {stalled['phases_s']})")
