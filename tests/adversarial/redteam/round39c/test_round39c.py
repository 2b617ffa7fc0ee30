"""Round 39c: a pass that scores better than its honest twin through conditions its own child sets, after session 29
(the children's allocator, NULL_PASS's verdict, the pinned child's refused affinity). Quick premises only (a CI ran
through the whole round: no plugin run); see README.md."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys

import pytest

from pytest_passnet.sandbox import policy
from tests.adversarial.redteam.round39c import dynamo39c, release39c

GiB = 1 << 30


def _room_in_dev_shm() -> bool:
    return os.path.isdir("/dev/shm") and shutil.disk_usage("/dev/shm").free > 2 * GiB


# -m redteam: 1 GiB of the host's /dev/shm, read through the host's Shmem, which other tests measure too (local CI 7:
# round 15a's host peak saw it beside).
@pytest.mark.redteam
@pytest.mark.skipif(not _room_in_dev_shm(), reason="needs 2 GiB free in /dev/shm (a tmpfs)")
def test_the_release_a_child_leaves_to_the_kernel_costs_what_closing_it_costs():
    """Premise: freeing 1 GiB of a tmpfs file is real work (measured 0.15-0.34 s of CPU here) where the process that
    closes it pays it."""
    assert release39c.sync_release_s(GiB) >= 0.02


@pytest.mark.redteam
@pytest.mark.skipif(not _room_in_dev_shm(), reason="needs 2 GiB free in /dev/shm (a tmpfs)")
@pytest.mark.xfail(reason="DEFERRED_RELEASE (low): a file in flight in a unix pair's own queue is freed by the kernel's "
                          "unix garbage collector in a kworker while the child stands stopped (round 39c); not strict: "
                          "the collector runs when its kworker gets a CPU, after the window on a loaded host (local CI "
                          "12 XPASSed)", strict=False)
def test_a_stopped_child_s_memory_is_not_freed_for_it_by_the_kernel_s_threads():
    """DEFERRED_RELEASE: a child under the product's seccomp filter, as a uid of no account, writes 1 GiB into a tmpfs
    file, unlinks it, sends it with the receiving socket itself over a unix stream pair (``SCM_RIGHTS``), closes its
    ends, asks for a collection (a pair's release with a descriptor in flight) and stops itself, as its last answer
    before eager's block does. The product holds where the stopped child's window shows no such release: measured,
    the host's Shmem fell by the whole GiB 0.1-0.27 s into the stop, the child's CPU 0.0 s, kworkers' 0.14-0.17 s
    (the child's own close of the same file: 0.15-0.17 s)."""
    seen = release39c.child_releases(GiB, trigger=True)
    assert seen["state"] == "T" and seen["child_cpu_while_stopped_s"] <= 0.02, seen  # the premise: it stood stopped
    assert seen["shmem_fell_gib"] < 0.75, seen


@pytest.mark.xfail(reason="DYNAMO_BYPASS (low): a pass_mgr child calling its rewritten graph itself saves Dynamo's "
                          "per-call frame work its honest twin pays (round 39c)", strict=True)
def test_a_pass_mgr_child_cannot_shed_dynamo_s_per_call_overhead():
    """DYNAMO_BYPASS: the rewritten graph called directly (``pass_mgr_direct``'s call, which a child can bind in place
    of ``CompiledSide.call``) against the compiled callable the ``pass_mgr`` protocol times, blocks in turn. The
    product holds where what a child sheds is within 2 us a call (measured 9.9-14.3 us here, eager's whole call
    6.4-7.4 us; about 2-7 % of a 0.2-0.8 ms launch-bound call on a GPU host, reasoned)."""
    measured = dynamo39c.per_call_us()
    assert measured["saved_us"] <= 2.0, measured


@pytest.mark.skipif(not hasattr(os, "sched_setaffinity") or len(os.sched_getaffinity(0)) < 2,
                    reason="needs two CPUs to narrow the affinity to one")
def test_a_pinned_child_s_torch_pool_has_a_thread_a_cpu_it_may_run_on():
    """PINNED_POOL, held: where the trusted process is pinned (``policy.pinned``: a slot, taskset, the GPU pin) and no
    OMP_NUM_THREADS is set (the plugin's own GPU pin sets none), a child's torch sizes its intra-op pool by its
    affinity, not the host's cores, so the reference child is not oversubscribed where a pass's child could resize its
    own pool (``torch.set_num_threads``; ``sched_setaffinity`` is refused there since round 32a)."""
    environment = policy.child_environment({"PATH": os.environ.get("PATH", "")}, "/tmp")
    environment.pop("HOME")
    environment["TMPDIR"] = "/tmp"
    cpu = min(os.sched_getaffinity(0))
    result = subprocess.run([sys.executable, "-c", "import torch; print(torch.get_num_threads())"],
                            env=environment, capture_output=True, text=True, timeout=60,
                            preexec_fn=lambda: os.sched_setaffinity(0, {cpu}))
    assert result.returncode == 0, result.stderr[-2000:]
    assert int(result.stdout.split()[-1]) == 1, result.stdout
