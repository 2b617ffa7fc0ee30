"""Round 33a (cheap, in the normal suite): a plain user's child's rlimits after its user namespace (e5fc444e), on real
children confined by the real ``confine.apply`` with ``policy.limits``. Uids of no account (setpriv), one a premise:
no count of CI's users is filled. Counted (threads, files), not timed."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from tests.adversarial.redteam.round33a import limits33a

pytestmark = pytest.mark.skipif(os.geteuid() != 0 or not shutil.which("setpriv"),
                                reason="starts the premises' children as uids of no account (root, setpriv)")


@pytest.mark.parametrize("holder", ["user", "squeezer"])
def test_a_user_s_child_starts_a_thread_while_its_uid_holds_child_tasks_elsewhere(holder):
    """The fix's premise on this kernel (held): counted in its own user namespace (Linux 5.14+), a child's task limit
    leaves it room beside 4,100 tasks of its uid elsewhere, or beside a squeezer holding all it may (4,094 + its two
    namespace processes)."""
    record = limits33a.count_premise("namespace", holder)
    assert record["held"]["held"] >= 4000, record
    assert record["honest"] == {"limit": 4096, "thread": "started", "fork": "forked"}, record


@pytest.mark.parametrize("holder", ["user", "squeezer"])
def test_a_user_s_child_starts_a_thread_beside_its_uid_s_tasks_on_a_per_uid_count(holder):
    """OLD_KERNEL_NPROC: the product's limit for a child in a user namespace on a kernel before 5.14 (emulated: the
    uid's whole count, and ``policy`` told the kernel's release), beside the uid's other work or a squeezer started
    before it. Held since 94de8d85 (the flat limit only from 5.14); was FOOLED (medium on kernels before 5.14 with user
    namespaces, both user modes): "can't start new thread"."""
    record = limits33a.count_premise("per-uid", holder)
    assert record["held"]["held"] >= 4000, record
    assert record["honest"]["thread"] == "started", record


def test_the_user_s_own_limit_bounds_a_child_s_count_at_the_user_s_level():
    """Held: a child's namespace takes its creator's soft RLIMIT_NPROC as its parent-level maximum, so a squeezer whose
    own limit is CHILD_TASKS stops at the user's limit (3,000 here: 2,998 threads and the namespace's two processes)."""
    record = limits33a.parent_bound(3_000)
    assert record["limit"] == 4096 and 2_990 <= record["held"] <= 2_998, record


needs_file_cores = pytest.mark.skipif(Path("/proc/sys/kernel/core_pattern").read_text().startswith("|"),
                                      reason="cores go to a handler program on this host, not a file")


@needs_file_cores
def test_the_outside_process_dumps_nothing_in_the_old_order():
    """The control: with the limits first (e5fc444e^), the outside process has a core limit of 0 and leaves nothing."""
    record = limits33a.outside_limits("before")
    assert record["returncode"] < 0 and record["left"] == {}, record


@needs_file_cores
def test_an_aborting_root_child_s_outside_process_dumps_nothing():
    """OUTSIDE_CORE: a child whose inside aborts (SIGSEGV: pid 1 of its namespace ignores its own SIGABRT), started
    with a core limit of unlimited. Held since 94de8d85 (the outside process sets its own to 0 first); was FOOLED (low;
    root process mode, where the trusted side's core limit is not 0): its outside process, root, wrote a core of about
    10 MiB into the child's working folder."""
    record = limits33a.outside_limits("after")
    assert record["left"] == {}, record


@pytest.mark.skipif(not shutil.which("bwrap"), reason="the probe's first candidate is bubblewrap")
def test_a_busy_uid_s_probe_still_picks_bubblewrap_on_a_per_uid_count():
    """PROBE_DOWNGRADE: ``mode.detect`` as a plain user on a GPU host while the uid holds 4,100 tasks, each probe child
    run as a kernel before 5.14 counts. Held since 94de8d85; was FOOLED (medium on GPU hosts with kernels before 5.14;
    emulated): the five bubblewrap probes and the three process probes with namespaces started no thread ("can't
    start new thread" taken as CUDA's error), the one without namespaces did, and every child of the worker ran in it."""
    found = limits33a.probe_fallback()
    assert found["held"] >= 4000, found
    assert found["kind"] == "bubblewrap", found
