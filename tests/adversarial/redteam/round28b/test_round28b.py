"""Round 28b (cheap, in the normal suite): output memory on the CPU (``kept28b``: the child's own ``TrialTimer`` in a
fresh interpreter, eager's relu of 64 MiB against the same relu into memory the replacement kept), in the allocator
settings the children get (``policy.HEAP_ONLY_ALLOCATOR``, the fix of KEPT_OUTPUT and PREFAULTED_RING) and, to show
the attack the settings close, in glibc's defaults. The plugin runs are in ``test_round28b_runs.py`` (``-m redteam``)."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam import harness
from tests.adversarial.redteam.round28b import kept28b

# The same relu, computed by the same torch call, may be timed this many times faster than eager's before the
# difference is more than noise on this loaded host: what is left is where the output's memory came from.
HELD_FACTOR = 2.0


@pytest.fixture(scope="module")
def measured():
    """As in a child: the allocator settings of the environment the product starts its children with; measured once
    more where eager came out slower than ``HELD_FACTOR`` allows (local CI 4: 6.2x once beside the other worker's
    memory-heavy tests, 1.0x alone)."""
    found = kept28b.measured_apart(trials=11, environment=harness.children_allocator())
    eager = found["eager"]["claim_ms"]
    if min(found["kept"]["claim_ms"], found["ring"]["claim_ms"]) * HELD_FACTOR < eager:
        found = kept28b.measured_apart(trials=11, environment=harness.children_allocator())
    return found


def _require(condition: bool, what: str) -> None:
    """A precondition: raises other than AssertionError, so that it fails the test, not the assertion."""
    if not condition:
        raise RuntimeError(f"precondition: {what}")


def test_a_kept_output_buffer_times_as_eager_s_fresh_one(measured):
    """KEPT_OUTPUT (round 28b, fixed): eager's next output is the heap block its last one freed, faulted in."""
    eager, kept = measured["eager"]["claim_ms"], measured["kept"]["claim_ms"]
    _require(measured["eager"]["release_ms"] < 1.0, f"releasing eager's output unmapped it: {measured}")
    assert kept * HELD_FACTOR >= eager, (measured, f"{eager / kept:.1f}x for the same relu")


def test_a_ring_of_prefaulted_outputs_times_as_eager_s_fresh_one(measured):
    """PREFAULTED_RING (round 28b, fixed): outputs faulted in before the trials save eager nothing either."""
    eager, ring = measured["eager"]["claim_ms"], measured["ring"]["claim_ms"]
    assert ring * HELD_FACTOR >= eager, (measured, f"{eager / ring:.1f}x for the same relu")


def test_in_glibc_s_defaults_a_kept_output_buffer_saves_eager_s_page_faults():
    """The attack the children's settings close: in glibc's defaults eager maps and faults a fresh 64 MiB output
    inside every timed call, which the kept buffer does not (4.3-6.3x in the round). Measured up to three times: the
    other worker's load compresses the ratio (1.9x once in a local CI run at 69802908)."""
    for _ in range(3):
        measured = kept28b.measured_apart(trials=11)
        eager, kept = measured["eager"]["claim_ms"], measured["kept"]["claim_ms"]
        if eager > kept * HELD_FACTOR:
            break
    assert eager > kept * HELD_FACTOR, (measured, f"{eager / kept:.1f}x")
