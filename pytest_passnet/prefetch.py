"""The next variant's inputs, replayed on a thread while this variant compiles and is judged.

PassBench's replay draws every value from NumPy's sequential generator on the CPU: seconds for a
large variant, more than the GPU work we time. Replayed ahead with generators of its own (the same
bits, ``materialize.replay_on_cpu(seed=...)``), it costs the critical path nothing. The replay
waits while timed trials run (``materialize.paused_replays``), so it never competes with them.
"""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

from pytest_passnet.materialize import PASSBENCH_SEED, ReplayedInputs, replay_on_cpu
from pytest_passnet.sample import TensorMeta, Variant, read_input_meta, read_weight_meta

Replayed = tuple[list[TensorMeta], ReplayedInputs]  # a variant's weight_meta.py entries and its inputs


def replay_variant(path: Path, device: str, lineage: str) -> Replayed:
    """A variant's inputs as its lineage's upstream replays them after seeding with PassBench's seed."""
    metas = read_weight_meta(path / "weight_meta.py")
    return metas, replay_on_cpu(metas, device, lineage, read_input_meta(path), seed=PASSBENCH_SEED)


class Prefetch:
    def __init__(self, device: str, lineage: str):
        self.device = device
        self.lineage = lineage
        self._worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="passnet-replay")
        self._pending: tuple[Path, Future] | None = None

    def start(self, variant: Variant | None) -> None:
        """Begin replaying ``variant`` (the next one this process runs, when known)."""
        if variant is not None and not variant.problem:
            self._pending = (variant.path, self._worker.submit(replay_variant, variant.path, self.device, self.lineage))

    def take(self, variant: Variant) -> Replayed | None:
        """The variant's inputs if they were replayed ahead; None otherwise, and when the replay
        failed (the caller replays in line and reports the failure the usual way)."""
        pending, self._pending = self._pending, None
        if pending is None:
            return None
        path, future = pending
        if path != variant.path:
            future.cancel()
            return None
        try:
            return future.result()
        except Exception:  # noqa: BLE001 - reported by the in-line replay
            return None

    def close(self) -> None:
        self._worker.shutdown(wait=True, cancel_futures=True)
