"""The thread bound counts an honest child's three standing pools (red team round 35a's THIRD_POOL): torch's intra-op
pool and the digests' pool, a thread a CPU each, and NumPy's OpenBLAS pool, which ``import torch`` starts (a thread a CPU
up to its build's MAX_THREADS, 64 in NumPy's wheels); round 35a's own test counts a real emulated child at 512 CPUs."""

from pytest_passnet.sandbox import policy
from pytest_passnet.sandbox.process import TooMany


def test_the_thread_refusal_counts_numpy_s_openblas_pool():
    """The bound leaves 64 threads of room past the three pools, OpenBLAS's at its most included (at 85cf3bd2 its pool
    took 63 of them on a 512-CPU host), and the refusal names it."""
    cpus = 512
    assert policy.most_threads(cpus) >= 2 * cpus + 64 + 64
    said = TooMany(policy.CHILD_THREADS + 1, "threads").said("the other side's timed work", "the other side is timed")
    assert "OpenBLAS" in said and f"more than the {policy.CHILD_THREADS} a child may have" in said
