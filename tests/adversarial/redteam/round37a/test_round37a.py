"""Round 37a: `--passnet-resume`'s refusal and rewrite (`bd463a46`), the trusted side's `pass_not_matched`
(`90901910`, `3f07e721`), the memory watch (`56fca63f`/`ab13f366`): see README.md.

The memory tests run real confined children in a real v1 memory cgroup of 640 MiB, watched by the real
``FileTableWatch`` (about 4 s each, root); the plugin tests (``-m redteam``) run the real plugin (eager, and one
``pass_mgr`` run in Triton's interpreter)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from . import premises37a

_ROOT = shutil.which("mount") is not None and Path("/proc/self").owner() == "root"
needs_root = pytest.mark.skipif(not _ROOT, reason="needs root (a memory cgroup, a tmpfs)")
_MEMCG = Path("/sys/fs/cgroup/memory")
needs_memcg = pytest.mark.skipif(not (_MEMCG / "memory.limit_in_bytes").exists(), reason="needs the v1 memory controller")

_FOUND: dict[str, dict] = {}


def _hidden(how: str) -> dict:
    if how not in _FOUND:
        _FOUND[how] = premises37a.hidden_shared(how)
    return _FOUND[how]


# -- SHARED_ANON_HIDDEN (the memory watch and the OOM killer's pick) -------------------------------------------------


@needs_root
@needs_memcg
def test_shared_memory_in_the_fillers_own_resident_set_makes_it_the_oom_pick():
    """Control (plain): 300 MiB of shared anonymous memory kept mapped and resident in the filler's process: the OOM
    killer weighs it there, and ends the filler, not the honest child (200 MiB)."""
    found = _hidden("resident")
    assert found["stat"]["shmem"] >= 290 and found["hider_oom_weight_mib"] >= 290, found
    assert found["ended_first"] == "hider", found


@needs_root
@needs_memcg
@pytest.mark.xfail(strict=True, reason="SHARED_ANON_HIDDEN (medium-low, code in the child): shared anonymous memory "
                                       "written by a helper that exited is in no process's resident set; the OOM "
                                       "killer and the memory watch weigh the filler at ~20 MiB and end the honest child")
@pytest.mark.parametrize("how", ["fork", "dontneed"])
def test_shared_memory_outside_every_resident_set_does_not_make_an_honest_child_the_oom_pick(how):
    """SHARED_ANON_HIDDEN: `mmap(-1, n)` (MAP_SHARED | MAP_ANONYMOUS) whose pages a forked helper wrote before it
    exited (``fork``), or that the filler wrote and then dropped from its page tables (``dontneed``): 300 MiB of the
    cgroup's shmem that ``procfs.oom_weight`` and ``weight_once`` do not see (round 15a's memfd, refused by seccomp
    since, without a memfd). The filler then grows its own memory until the OOM killer acts: the product holds if the
    filler, which holds the most, ends first (or the watch ends it)."""
    found = _hidden(how)
    assert found["stat"]["shmem"] >= 290, found  # the memory is there, charged to the cgroup
    assert found["hider_oom_weight_mib"] < 64 and found["hider_weight_once_mib"] < 64, found  # and weighed nowhere
    assert found["ended_first"] == "hider" or found["verdicts"]["hider"], (
        f"the honest child ({found['honest_oom_weight_mib']} MiB) was ended first; the filler holds "
        f"{found['stat']['shmem']} MiB of shmem weighed at {found['hider_oom_weight_mib']} MiB: {found}")


# -- SAMPLE_PROBLEM_REFUSED, FULL_DISK_RESUME (plugin runs) ----------------------------------------------------------


@pytest.mark.redteam
def test_a_resume_with_the_same_arguments_is_not_refused_for_a_sample_problem(problem_resume37a):
    """SAMPLE_PROBLEM_REFUSED, held since ``_drop_unselected`` selects each sample's own result (variant "") too (was
    FOOLED, low-medium): a run of sample a and a missing sample (``sample_error``, whose item has no variant:
    ``items.new_result`` writes variant ``""``), resumed with the very same arguments. ``_drop_unselected`` builds its
    selection from ``sample.variants`` (empty for a sample with a problem), so the sample_error line is "a variant this
    run does not select": exit 4."""
    record = problem_resume37a
    assert record["first_rc"] == 1 and record["first_results"][("gone", "")] == "sample_error", record
    assert record["resume_rc"] != 4, record["resume_error"]


@pytest.mark.redteam
@needs_root
def test_a_resume_on_a_full_disk_runs_as_the_appends_do(full_disk_resume37a):
    """FULL_DISK_RESUME, held since a resume whose ``keep_only`` rewrite fails is refused with a message, the file as it
    was (was FOOLED, low: INTERNALERROR; round 38a's DROPPED_BUT_KEPT showed why keeping the old lines is not enough):
    every variant already done, the out dir's disk full, the resume needs room only for its report
    (which it finds: the staged file's removal would give it back). ``keep_only`` writes ``.results.jsonl.kept`` with no
    care for ENOSPC: INTERNALERROR, exit 3, the staged file left, no report."""
    record = full_disk_resume37a
    assert record["first_rc"] == 0 and record["lines"] == 2, record
    assert record["internal_error"] is None and record["resume_rc"] == 4, record  # refused: results.jsonl not rewritten
    assert "results.jsonl" in record["left"] and not any(name.startswith(".results.jsonl") for name in record["left"])


@pytest.mark.redteam
def test_the_same_samples_resumed_by_a_list_or_as_a_shard_are_not_refused(honest_resumes37a):
    """Held: samples given by paths resumed by a list of them, and a shard resumed as that shard (5: nothing left)."""
    record = honest_resumes37a
    assert record["paths_rc"] == 0 and record["shard_rc"] == 0, record
    assert record["list_resume_rc"] == 5 and record["shard_resume_rc"] == 5, record


@pytest.mark.redteam
def test_identical_variants_of_a_matching_pass_are_each_matched(identical_variants37a):
    """Held (NULL_PASS's verdict): three variants whose model.py is one text, in one child, each `correct` and matched
    by its own compile report (no Dynamo cache of the first variant's code left the later ones without a rewrite)."""
    assert identical_variants37a == {name: ("correct", True, {"honest_relu": 1})
                                     for name in ("honest_relu", "twin", "triplet")}, identical_variants37a
