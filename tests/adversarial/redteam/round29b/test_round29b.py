"""Round 29b (cheap, in the normal suite): the children's allocator settings (``policy.HEAP_ONLY_ALLOCATOR``, 4aa09cc9 and
68c43399) and ``TrialTimer``'s pool fill (68c43399), each in a fresh interpreter in those settings. Time is compared only
within one interpreter, the two arms interleaved, so that the host's load weighs on both alike."""

from __future__ import annotations

import pytest
import torch

from pytest_passnet.measure import OVERHEAD_MARGIN_MS
from pytest_passnet.sandbox import policy
from tests.adversarial.redteam import harness
from tests.adversarial.redteam.round29b import tcache29b, wake29b


# Not strict: both open attacks are measured in time, a few percent or a few hundredths of a millisecond on a quiet
# host, which a loaded one may turn the other way now and then. TCACHE_TAX is back with tcache off in the children
# (session 29: HEAP_HOLES' fix, tcache and fastbins off).
@pytest.mark.xfail(strict=False, reason="TCACHE_TAX: glibc's tcache off costs eager's small ops 2-9 % here, and a "
                                       "pass's child turns it back on for itself by writing its own mp_.tcache_count")
def test_tcache_off_costs_eager_s_small_ops_nothing_a_pass_s_child_can_take_back():
    """A pass's child runs the very same 100 small torch ops with tcache back on: the ratio of neighbouring blocks'
    medians, tcache off (the reference child's) over on (the pass's), is at most 1."""
    run = tcache29b.measured_apart(harness.children_allocator())
    assert run["tax"] <= 1.0, run


@pytest.mark.xfail(strict=False, reason="POOL_WAKE_IN_SPAN: the pool fill is in eager's span outside its claim, so the "
                                       "trusted clock takes it off every compiled span; a child that skips it keeps a "
                                       "lower claim (to 0 where the fill's wake is as long as the call)")
def test_a_child_that_skips_the_pool_fill_keeps_no_lower_claim():
    """The least claim the trusted clock leaves standing for a lying child computing eager's small parallel relu is no
    lower when the child empties its own fill than when it runs the product's (plain pauses between trials, the worker
    asleep by the next one, as ``tests/sandbox/test_trial_pool.py`` emulates them)."""
    floors = wake29b.liar_floors(wake29b.measured_apart(harness.children_allocator()))
    assert floors["skipped_floor_ms"] >= floors["filled_floor_ms"] - OVERHEAD_MARGIN_MS, floors


def test_the_user_s_allocator_settings_do_not_reach_a_child():
    """The user's own glibc tunables and malloc variables are not on the allow-list, and the children's override
    them: a child starts in ``HEAP_ONLY_ALLOCATOR`` whatever the user set."""
    user = {"GLIBC_TUNABLES": "glibc.malloc.tcache_count=7:glibc.malloc.mmap_max=65536", "MALLOC_ARENA_MAX": "8",
            "MALLOC_MMAP_MAX_": "65536", "MALLOC_TRIM_THRESHOLD_": "131072", "MALLOC_TOP_PAD_": "0",
            "MALLOC_MMAP_THRESHOLD_": "131072", "LD_PRELOAD": "/usr/lib/x86_64-linux-gnu/libjemalloc.so.2"}
    environment = policy.child_environment(user, "/scratch")
    malloc_names = {name for name in environment if name.startswith(("MALLOC_", "GLIBC_", "LD_PRELOAD"))}
    assert malloc_names == set(policy.HEAP_ONLY_ALLOCATOR), environment
    assert all(environment[name] == value for name, value in policy.HEAP_ONLY_ALLOCATOR.items()), environment


@pytest.mark.skipif(torch.get_num_threads() < 2, reason="one intra-op thread: no pool to wake")
def test_workers_that_never_sleep_are_running_when_the_call_starts_without_a_fill():
    """The suggested fix's premise (POOL_WAKE_IN_SPAN): with ``OMP_WAIT_POLICY=active`` the intra-op workers spin
    through a child's stop and continue, so its call finds them running with no fill in its span."""
    awake = wake29b.workers_running_apart({**harness.children_allocator(), "OMP_WAIT_POLICY": "active"}, fill=False)
    assert min(awake) >= torch.get_num_threads() - 1, awake
