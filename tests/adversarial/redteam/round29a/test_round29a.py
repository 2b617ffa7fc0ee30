"""Round 29a (cheap, in the normal suite): what eager's timed CPU call still pays for memory in the children's allocator
settings (``policy.HEAP_ONLY_ALLOCATOR``, round 28b's fix), counted in page faults and heap growth (``sides29a``: the
product's CPU sequence in a fresh interpreter) rather than in time, so that a loaded host does not decide them. The
plugin run is in ``test_round29a_runs.py`` (``-m redteam``)."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.round29a import sides29a

OUTPUT_MIB = 64  # eager's relu output (sides29a's ``eager_relu``)
# Fresh interpreters per check: the heap's layout decides whether glibc reuses a freed output from the first call on;
# 8 of 14 interpreters did in the round (all 10 of these would by chance about once in 250 runs).
INTERPRETERS = 10
# glibc's tcache off: a freed block's small neighbours coalesce with it, so the next padded request fits (the fix).
NO_TCACHE = {"GLIBC_TUNABLES": "glibc.malloc.tcache_count=0"}


def _relu_runs(environment: dict[str, str], interpreters: int = INTERPRETERS) -> list[dict]:
    return [sides29a.measured_apart("eager_relu", {**sides29a.children_allocator(), **environment})
            for _ in range(interpreters)]


def _reuses_its_output(run: dict) -> bool:
    """The heap holds one output at most, and no timed trial faulted a fresh one in."""
    return run["heap_growth_mib"][-1] <= OUTPUT_MIB and not any(run["faults"])


@pytest.mark.xfail(strict=True, reason="HEAP_HOLES (round 29a): torch's 64-byte posix_memalign asks glibc for more "
                   "than the hole its last output left, so the heap grows a fresh, faulted-in output per call until "
                   "tcache fills (6-8 calls), inside eager's 1 warm-up + 5 trials")
def test_eager_s_freed_output_is_reused_from_the_first_call_in_the_children_s_settings():
    runs = _relu_runs({})
    assert all(_reuses_its_output(run) for run in runs), runs


def test_without_tcache_eager_s_freed_output_is_reused_from_the_first_call():
    """The suggested fix's premise: glibc's tcache off, every interpreter reuses the output from the second call."""
    runs = _relu_runs(NO_TCACHE, interpreters=4)
    assert all(_reuses_its_output(run) for run in runs), runs


@pytest.mark.xfail(strict=True, reason="THREAD_ARENA (round 29a): an OpenMP worker's 64 MiB topk queue is over a "
                   "thread arena's heap (64 MiB), which glibc then maps afresh whatever MALLOC_MMAP_MAX_ says: "
                   "16,385 faults in every eager trial, none where the pass's child sets one arena")
def test_eager_s_parallel_topk_faults_nothing_in_its_trials_in_the_children_s_settings():
    run = sides29a.measured_apart("eager_topk", sides29a.children_allocator(), threads=2)
    assert not any(run["faults"]), run


def test_with_one_arena_eager_s_parallel_topk_faults_nothing_in_its_trials():
    """The suggested fix's premise (and what a pass's child can give itself with ``mallopt(M_ARENA_MAX, 1)``)."""
    run = sides29a.measured_apart("eager_topk", {**sides29a.children_allocator(), "MALLOC_ARENA_MAX": "1"}, threads=2)
    assert not any(run["faults"]), run
