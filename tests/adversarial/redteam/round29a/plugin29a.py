"""Round 29a's ``HEAP_HOLES`` through the real plugin (CPU, the trusted allow-list off as in every red-team run), in the
product's CPU counts (1 warm-up, 5 trials) unless told otherwise:

    python -m tests.adversarial.redteam.round29a.plugin29a [config] [trials] [sample ...]

Round 28b's graph and passes (``plugin28b``: ``torch.relu`` of a 64 MiB float32 input, the output fresh, the honest
twin, or kept from call to call), two of each, each sample with a reference child of its own: whether glibc reuses
eager's freed output depends on the reference child's heap.
"""

from __future__ import annotations

from tests.adversarial.redteam.round28b import plugin28b
from tests.adversarial.redteam.round29a.sides29a import TRIALS

SAMPLES = {"r29a_relu_fresh_a": "fresh", "r29a_relu_kept_a": "kept", "r29a_relu_fresh_b": "fresh",
           "r29a_relu_kept_b": "kept"}


def plugin_run(config_name: str = "plain-root", trials: int = TRIALS, only: tuple[str, ...] = ()) -> dict[str, dict]:
    """``plugin28b.plugin_run`` of this round's samples."""
    return plugin28b.plugin_run(config_name, trials, only, SAMPLES)


if __name__ == "__main__":
    from tests.adversarial.redteam import harness

    harness.main(plugin_run)
