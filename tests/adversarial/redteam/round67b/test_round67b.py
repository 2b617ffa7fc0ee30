"""Round 67b: the trusted side's handling of what a pass's child sends and does (target 9dd6f517). See README.md.

FOOLED at 9dd6f517, fixed in session 37 (``Channel._read_tensor``, one spill file per tensor): ZEROED_ANNOUNCEMENT (a reply header of ~150 bytes announcing a piped tensor of up to the reply bound, 1 GiB at
least, makes ``Channel._read`` zero-fill a ``bytearray`` of that size, every page touched under the GIL, before a byte
of it arrives: the trusted process holds the buffer, counted in no child, and its watch threads wait for the GIL). Its form
SPILL_REPEATED: one spill file named by every spec is read once per spec (1 MiB of the child's, 1,000 MiB of the trusted
side's). Held (plain tests): the honest spilled route leaves the GIL; an announcement over a small sample's 1 GiB floor
is refused unread.

    pytest tests/adversarial/redteam/round67b -p no:cacheprovider -rxX"""

from __future__ import annotations

import functools
import os
from pathlib import Path

import pytest

from tests.adversarial.redteam.round67b import premises67b as p

_CGROUP_V1_MEMORY = Path("/sys/fs/cgroup/memory")
_needs_cgroup = pytest.mark.skipif(
    os.geteuid() != 0 or not (_CGROUP_V1_MEMORY / "memory.limit_in_bytes").exists(),
    reason="the memory premises need root and a v1 memory cgroup (round 46a's driver)",
)


# -- ZEROED_ANNOUNCEMENT -----------------------------------------------------------------------------------------------


def test_an_announced_tensor_takes_no_memory_before_its_bytes_come():
    """256 MiB announced through the pipe, none sent: the trusted side should hold no more than what arrived (it holds
    all 256 MiB, zero-filled, until the deadline)."""
    said = p.announced(
        256, 1.0
    )  # the deadline outlasts the zero-fill: the buffer is alive while the ticker reads
    assert said["rss_growth_mib"] < 32, said


def test_one_spill_file_named_many_times_is_refused():
    """A 1 MiB spill file named by 256 tensor specs: read once per spec at 9dd6f517 (256 MiB held); refused since
    session 37 (an honest child spills each tensor to a file of its own)."""
    from pytest_passnet.sandbox.channel import ChannelClosed

    with pytest.raises(ChannelClosed, match="one spill file for two tensors"):
        p.spill_repeated(1, 256)


@pytest.mark.slow
def test_an_announced_tensor_holds_the_gil_no_longer_than_a_spilled_one():
    said = p.announced(1024, 0.5)
    assert said["longest_gap_s"] < 0.1, said


def test_premise_a_spilled_tensor_of_the_same_size_leaves_the_gil():
    """The honest route (``_read_spilled``: ``torch.empty`` and ``preadv``) keeps the other threads running."""
    said = p.announced_control(256)
    assert said["received_bytes"] == 256 << 20 and said["longest_gap_s"] < 0.5, said


@functools.cache
def _zeroed(heavy: bool, above: int | None, rest: int | None) -> dict:
    return p.zeroed_oom(heavy, 256, rest, above)


@pytest.mark.slow
@_needs_cgroup
def test_premise_the_filler_with_a_refused_header_is_ended_by_the_watch():
    """Round 46a's control (header ``[0]``, refused at once): the watch ends the split filler, no OOM kill."""
    found = _zeroed(False, None, None)
    assert found.get("ended", [])[:1] == ["filler"] and found.get("oom_kills") == [
        "oom_kill 0"
    ], p.zeroed_brief(found)


@pytest.mark.slow
@_needs_cgroup
def test_an_announcing_filler_does_not_have_the_honest_child_oom_killed():
    """The same filler whose reply announces 256 MiB: the honest child must not be the kernel's pick (it is: exit
    137, ``oom_kill`` 1-3, 3 of 3 runs)."""
    found = _zeroed(True, None, None)
    assert found.get("ended", [])[:1] != ["honest"] and found.get("oom_kills") == [
        "oom_kill 0"
    ], p.zeroed_brief(found)


@pytest.mark.slow
@_needs_cgroup
def test_an_announcing_child_without_pieces_does_not_have_the_honest_child_oom_killed():
    """No pieces at all (one process of the pass, under the spread mark): the trusted side's buffer alone."""
    found = _zeroed(True, None, 0)
    assert found.get("oom_kills") == ["oom_kill 0"] and "honest" not in found.get(
        "ended", []
    ), p.zeroed_brief(found)


@functools.cache
def _trusted(inputs_mib: int) -> dict:
    return p.trusted_oom(inputs_mib, 2048)


@pytest.mark.slow
@_needs_cgroup
def test_premise_an_announcement_over_the_floor_is_refused_for_small_inputs():
    """4 MiB of inputs: the bound is the 1 GiB floor, 2 GiB announced is refused unread; nothing is OOM-killed."""
    said = _trusted(4)
    assert said["trusted_exit"] == 0 and said["oom_kills"] == ["oom_kill 0"], said
    assert "at most 1073741824 expected" in said["last"]["outcome"], said


@pytest.mark.slow
@_needs_cgroup
def test_an_announcement_within_a_large_samples_bound_does_not_end_the_trusted_process():
    """256 MiB of inputs (the bound 4 GiB), 2 GiB announced, in a 1 GiB cgroup beside a process at the children's OOM
    score: the trusted process must survive (it is OOM-killed after the other process, SIGKILL, ``oom_kill 2``)."""
    said = _trusted(256)
    assert said["trusted_exit"] == 0, said


# -- plugin run (``-m "redteam and slow"``; conftest's ``run67b``, plain-root, allow-list off) ----------------------------

# The control run of the honest relu alone peaked at 351-403 MiB here.
_CONTROL_PEAK_MIB = 403


@pytest.mark.redteam
@pytest.mark.slow
def test_plugin_the_announcing_pass_fails(run67b):
    assert run67b["variants"]["r67b_announce"]["status"] in (
        "kernel_error",
        "eager_error",
    ), run67b["variants"]


@pytest.mark.redteam
@pytest.mark.slow
def test_plugin_the_trusted_process_holds_no_announced_gib(run67b):
    assert run67b["peak_rss_mib"] < _CONTROL_PEAK_MIB + 256, run67b["peak_rss_mib"]


@pytest.mark.redteam
@pytest.mark.slow
def test_plugin_honest_victim_is_correct(run67b):
    assert run67b["variants"]["r67b_relu"]["status"] == "correct", run67b["variants"][
        "r67b_relu"
    ]["message"][:300]
