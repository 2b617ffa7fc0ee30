"""Round 44a: the spread formula after 26ebc424 and 546e1843 (``host_memory.spread_finding``: what the child holds with
each page once, files left out, beyond the largest process's whole weight), on real confined children (bubblewrap as a
user of no account) in a memory cgroup of 1 GiB, the real ``FileTableWatch`` built as ``Sandbox.assign`` builds it
(``premises44a``). Counted, not timed: which child ends first, the cgroup's OOM kills, the watch's finding."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.needs import needs_bwrap, needs_memcg, needs_root

from . import premises44a



@needs_root
@needs_memcg
@needs_bwrap
@pytest.mark.slow
def test_a_holder_whose_shared_memory_is_its_own_is_the_kernel_s_pick_and_its_kill_frees_it():
    """SHMEM_KEPT's control (plain): the filler's holder maps 600 MiB of shared anonymous memory itself and touches all
    of it (one process larger than the 400 MiB honest child: the kernel's pick, which the watch rightly leaves to it);
    the OOM killer ends the holder, its memory is freed, the filler's next 64 MiB fit, the honest child lives."""
    found = premises44a.kept_fill(kept=False)
    brief = premises44a._brief(found)
    assert found["filler_said"] and found["filler_said"][-1].get("holder_signal") == 9, brief  # the kernel's kill
    assert found["filler_said"][-1].get("took_after"), brief
    assert found["oom_kills"] == ["oom_kill 1"] and "honest" not in found["ended"], brief
    assert found["weighed"] and all(not w["ends"] for w in found["weighed"]), brief


@needs_root
@needs_memcg
@needs_bwrap
@pytest.mark.xfail(strict=True, reason="round 44a SHMEM_KEPT: spread_finding subtracts the largest process's whole "
                   "weight, its RssShmem too, though another process of the child (here its first, which touches none "
                   "of it) keeps that shared memory mapped; the OOM killer's kill of the largest then frees nothing, "
                   "and the next allocation's OOM kill ends the honest child")
def test_a_holder_whose_shared_memory_another_process_keeps_mapped_is_weighed_as_outside():
    """SHMEM_KEPT: as the control, but the filler's first process maps the region before it forks the holder and keeps
    it mapped (no page of it in its page tables: it weighs nothing). Every look weighs ~1 MiB outside the largest (the
    holder is credited with all of the region); the kernel ends the holder first (signal 9), which frees nothing; the
    first process's next 64 MiB then call the OOM killer again and it ends the honest child. The product holds where
    the honest child is not ended first."""
    found = premises44a.kept_fill(kept=True)
    brief = premises44a._brief(found)
    assert "error" not in found and found["weighed"], brief
    assert not premises44a.fooled(found), brief


@needs_root
@needs_memcg
@needs_bwrap
@pytest.mark.slow
def test_an_honest_child_whose_forks_share_all_it_holds_is_not_ended():
    """PARENT_WRITES's control (plain): an honest child of 100 MiB that holds a previous output of 96 MiB when it forks
    two idle workers, and keeps it; another process's ballast holds the room at 100 MiB left. Its forks share every
    page it holds: nothing outside, nothing ended."""
    found = premises44a.parent_writes(replace=0)
    brief = premises44a._brief(found)
    assert found["weighed"] and max(w["outside"] for w in found["weighed"]) < 32, brief
    assert found["oom_kills"] == ["oom_kill 0"], brief
    assert found["honest_alive"] and found["ended_for"] is None, brief


@needs_root
@needs_memcg
@needs_bwrap
@pytest.mark.xfail(strict=True, reason="round 44a PARENT_WRITES: an honest child that drops (or writes again in "
                   "place) an output it held when it forked idle workers leaves the old pages to the forks alone; "
                   "spread_finding counts them outside its largest (99 MiB over the 64 MiB mark) and ends it while "
                   "another process's ballast makes memory short")
def test_an_honest_child_that_replaces_an_output_it_held_at_its_fork_is_not_ended():
    """PARENT_WRITES: the control's child, but after the fork it drops the old output for a new one of the same size
    (the next trial's). The forks still map the old output's pages, which only they hold now: the child holds ~301
    MiB, ~99 of it outside its largest process. The product holds where this honest child is not ended."""
    found = premises44a.parent_writes(replace=1)
    brief = premises44a._brief(found)
    assert found["oom_kills"] == ["oom_kill 0"], brief
    assert found["honest_alive"] and found["ended_for"] is None, brief


@needs_root
@needs_memcg
@needs_bwrap
@pytest.mark.slow
def test_dirty_shared_file_pages_are_reclaimed_before_any_oom_kill():
    """DIRTY_FILE (plain, held): the filler's four pieces each map a 300 MiB file of its scratch (on disk) shared and
    write a byte a page of it again and again for 12 s beside the 400 MiB honest child (1.2 GiB of file pages in a
    1 GiB group). The formula leaves files out and the room counts the file cache as available; the kernel writes the
    pages back and reclaims them: no look, no OOM kill, the honest child lives."""
    found = premises44a.dirty_file()
    brief = premises44a._brief(found)
    assert "error" not in found, brief
    assert found["oom_kills"] == ["oom_kill 0"] and found["ended"] == [], brief
    assert found["lowest_mib"] > 256, brief  # the room never came near short
