"""Round 35a: a child's own OOM score (``oom_first``), the uid sweep and lease beside another container's child
(``identity``), and the thread bound against an honest child's pools (``policy.most_threads``), on real confined
children and the real ``identity`` functions (``premises35a``). Uids of no account; counted, not timed."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from . import premises35a

pytestmark = pytest.mark.skipif(os.geteuid() != 0 or not shutil.which("setpriv") or not shutil.which("unshare"),
                                reason="needs root, setpriv and unshare (children of uids of no account)")

@pytest.mark.parametrize("kind", ["process", "bubblewrap"])
@pytest.mark.parametrize("as_root", [
    pytest.param(False, id="user"),
    # Root's oom_first write with CAP_SYS_RESOURCE sets the floor at 1000 (reasoned from the kernel's __set_oom_adj);
    # where the trusted side lacks it (this host, Docker's default capabilities) the same as a user.
    pytest.param(True, id="root"),
])
def test_a_confined_child_cannot_lower_its_own_oom_score(kind, as_root):
    """OOM_SELF_RESCUE, held since the fix (was FOOLED at 85cf3bd2: the child made itself dumpable again, seccomp
    refusing only PR_SET_PDEATHSIG, and wrote 0 to /proc/self/task/<tid>/oom_score_adj under CUDA's thread-name rule).
    seccomp refuses PR_SET_DUMPABLE 1, and off a GPU host Landlock has no thread-name rule (tests/sandbox/
    test_oom_score.py: an exec too; on a GPU host the stop watch ends a child that execs itself and lowers it)."""
    if kind == "bubblewrap" and not shutil.which("bwrap"):
        pytest.skip("bubblewrap not installed")
    found = premises35a.oom_rescue(kind, as_root=as_root)
    assert found.get("kind") == kind and found["start"] == "1000", found
    assert found["tgid_file"] == "Permission denied"  # Landlock: the process's own file is refused
    assert found["end"] == "1000", found


_MEMCG = Path("/sys/fs/cgroup/memory")


@pytest.mark.skipif(not (_MEMCG / "memory.limit_in_bytes").exists(), reason="needs the v1 memory controller")
def test_the_oom_killer_ends_the_larger_of_two_children_whose_scores_stand():
    """Control: both at 1000, the filler (the larger) goes; the honest child lives on."""
    found = premises35a.oom_pick(lowered=False)
    assert found["filler"]["adj"] == "1000" and found["ended_first"] == "filler", found
    assert found["ended"] == ["filler"]


@pytest.mark.skipif(not (_MEMCG / "memory.limit_in_bytes").exists(), reason="needs the v1 memory controller")
def test_the_oom_killer_ends_the_filler_before_an_honest_child():
    """OOM_SELF_RESCUE's effect, held since the fix (was FOOLED: the filler at 0 scored below the honest child at 1000
    whatever it held, and the OOM killer ended the honest child first)."""
    found = premises35a.oom_pick(lowered=True)
    assert found["filler"]["lowered"] == "Permission denied", found  # the attack was made, and refused
    assert found["filler"]["adj"] == "1000", found
    assert found["ended_first"] == "filler", found


def test_a_sweep_leaves_a_uid_this_folder_never_leased():
    """Round 34a's fixed case (control): no lease file here, the container's child lives."""
    found = premises35a.stale_sweep(None)
    assert found["before"] == 1 and found["sweep"]["saw"] == [found["container"]["uid"]]
    assert found["after"] == 1, found


def test_a_sweep_leaves_a_uid_whose_last_lease_here_ended_clean():
    """SWEEP_STALE_LEASE (FOOLED at 85cf3bd2: the released file stays, and the sweep opened it and ended the container's
    child; held by helper-143's identity change, which skips a file that says ``clean``)."""
    found = premises35a.stale_sweep("lease")
    assert found["earlier_file"] == "clean\n" and found["container"]["uid"] == premises35a.FIRST + 1
    assert found["after"] == 1, found


@pytest.mark.parametrize("then", ["sweep", "lease"])
def test_a_killed_run_s_lease_file_does_not_end_another_container_s_child(then):
    """KILLED_RUN_FILE, held since the fix (was FOOLED at 3412d5cb: a host run killed before its release left the uid's
    file naming its pid, and the host's next start ended every process of the uid, a container's live child among them,
    its sweep and a lease landing on the uid alike). Now only what the dead holder's recorded children left is ended
    (their sessions; ``identity._left_by``); this one started none, so nothing is, and a lease skips the busy uid
    (tests/sandbox/test_identity.py: a killed run's leftover is ended beside such a child)."""
    found = premises35a.stale_sweep("killed", then=then)
    assert found["earlier_file"].strip().isdigit() and found["before"] == 1
    assert found["after"] == 1, found


@pytest.mark.slow
def test_an_honest_child_s_three_pools_fit_the_thread_bound_on_a_512_cpu_host():
    """THIRD_POOL (held, by one thread, at 85cf3bd2: NumPy's OpenBLAS, 64 threads at most, started at ``import
    torch``, beside libgomp's 512 and the digests' 512: 1,087 threads against ``most_threads(512)`` = 1,088). Since the
    fix the bound counts OpenBLAS's pool (``policy.OPENBLAS_THREADS``): the 64 threads of room stay a pass's."""
    found = premises35a.honest_pools(512)
    assert found["openblas"] == 64 and found["threads"] >= 1_080, found
    assert found["refused"] is None, found
    assert found["threads"] + 64 <= found["bound"], found
