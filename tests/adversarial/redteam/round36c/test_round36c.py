"""Round 36c: the children's allocator with tcache and fastbins off (04e94225), the pinned child's affinity (2e439358)
and NULL_PASS's verdict (90901910), on real functions, fresh interpreters, real confinement and the real pipeline.
Uid of no account 1,500,540."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.adversarial.redteam import harness
from tests.adversarial.redteam.round36c import alloc36c, null36c, sides36c, slot36c

ROOT = os.geteuid() == 0
MANY_CPUS = (os.cpu_count() or 1) >= 2 and len(os.sched_getaffinity(0)) >= 2


# Not strict: a few percent of a small-op chain's time, which a loaded host may turn the other way now and then.
@pytest.mark.xfail(strict=False, reason="FASTBIN_TAX (TCACHE_TAX widened): tcache and fastbins off cost eager's small "
                                       "ops 5-10 % here; a pass's child turns both back on for itself (mallopt(M_MXFAST) "
                                       "and its own mp_.tcache_count)")
def test_tcache_and_fastbins_off_cost_eager_nothing_a_pass_s_child_can_take_back():
    """The same 100 small torch ops, blocks interleaved in one interpreter in the children's settings: the product's
    (tcache 0, fastbins 0, the reference child's) over glibc's defaults put back by the process itself (the pass's
    child) is at most 1."""
    run = alloc36c.measured_apart(harness.children_allocator(), "chain", 60)
    assert run["tax_vs_restored"] <= 1.0, run


@pytest.mark.parametrize("graph", ["uneven_split", "int_bool", "views_inplace"])
def test_eager_s_outputs_of_other_layouts_are_faulted_in_afresh_in_one_trial_at_most(graph):
    """HEAP_HOLES' kin under the new settings: five outputs of five sizes, int64 and bool outputs, an in-place
    intermediate with view outputs. After the warm-up and output call, at most one of five trials faults in more than
    1 MiB (round 29b's known STAGING_HOLE: the answer's staging windows, once), and the heap stops growing."""
    run = sides36c.measured_apart(graph, harness.children_allocator())
    faulting = [f for f in run["faults"] if f > 256]
    assert len(faulting) <= 1 and len(set(run["heap_growth_mib"][1:])) == 1, run


@pytest.mark.skipif(not (ROOT and MANY_CPUS), reason="a child of another uid needs root; pinning needs two CPUs")
def test_a_pinned_child_reaches_no_other_cpu_by_thread_raw_call_or_cpuset():
    """SLOT_ESCAPE's other ways, after 2e439358: pinned to CPU 0 and confined as the plan says (uid, no_new_privs,
    seccomp+pinned), the call from a thread started after the filter, the raw system call and a write into cpuset
    cgroups are all refused, and the process still runs on CPU 0 alone."""
    found = slot36c.escape()
    assert found["plan_pinned"] and found["after"] == [0] and found["tried"]["thread_after"] == [0], found
    assert "allowed" not in found["tried"].values(), found


@pytest.mark.skipif(not (ROOT and MANY_CPUS and Path("/sys/fs/cgroup/cpuset/tasks").exists()),
                    reason="needs root, two CPUs and a v1 cpuset hierarchy")
def test_a_cpuset_move_keeps_a_sched_setaffinity_pin_on_this_kernel():
    """The kernel's half (6.2+ keeps the affinity a task asked for through cpuset changes): a process pinned to CPU 0
    by sched_setaffinity, moved into a cpuset of every CPU, still runs on CPU 0 alone. Before 6.2 the move reset it to
    the cpuset's CPUs; only the child's lack of write access to any cgroup (uid, Landlock) stands there."""
    found = slot36c.cpuset_move_keeps_the_pin()
    assert found["after"] == [0], found


def test_a_pass_on_a_graph_dynamo_captures_none_of_is_pass_not_matched_under_the_full_guard():
    """NULL_PASS's control: the full guard calls a pass that modified no graph pass_not_matched, also where Dynamo
    handed its backend none."""
    assert null36c.verdict("full")["status"] == "pass_not_matched"


def test_passbench_guard_gives_passbench_s_verdict_on_a_graph_dynamo_captures_none_of():
    """NULL_PASS_PARITY, held since the trusted side's pass_not_matched applies under the full guard alone (was FOOLED,
    low): ``--passnet-guard passbench`` promises PassBench's verdicts exactly: PassBench's backend is never called on
    a graph of no op, so nothing raises and the variant is eager against eager, ``correct``."""
    found = null36c.verdict("passbench")
    assert found["status"] == "correct", found
