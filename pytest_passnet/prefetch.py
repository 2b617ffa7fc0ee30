"""The next variants' inputs, replayed on threads while this variant compiles and is judged.

PassBench's replay draws every value from NumPy's sequential generator on the CPU: seconds for a
large variant, more than the GPU work we time. Replayed ahead with generators of its own (the same
bits, ``materialize.replay_on_cpu(seed=...)``), it costs the critical path nothing. Two variants
ahead, each on its own thread: a large variant after a short one then has two variants' time to
replay. The replays wait while any process times on the device (``DeviceLock.wait_while_timed``,
given as ``pause``), so they never compete with timed trials, this process's or another's.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

from pytest_passnet.materialize import PASSBENCH_SEED, ReplayedInputs, replay_on_cpu
from pytest_passnet.sample import TensorMeta, Variant, read_input_meta, read_weight_meta

Replayed = tuple[list[TensorMeta], ReplayedInputs]  # a variant's weight_meta.py entries and its inputs


def replay_variant(path: Path, device: str, lineage: str, pause: Callable[[], None] | None = None) -> Replayed:
    """A variant's inputs as its lineage's upstream replays them after seeding with PassBench's seed."""
    metas = read_weight_meta(path / "weight_meta.py")
    return metas, replay_on_cpu(metas, device, lineage, read_input_meta(path), seed=PASSBENCH_SEED, pause=pause)


AHEAD = 2  # variants replayed ahead; each holds its inputs in host memory until it runs


class Prefetch:
    def __init__(self, device: str, lineage: str, pause: Callable[[], None] | None = None):
        self.device = device
        self.lineage = lineage
        self.pause = pause
        self._workers = ThreadPoolExecutor(max_workers=AHEAD, thread_name_prefix="passnet-replay")
        self._pending: dict[Path, Future] = {}

    def start(self, upcoming: list[Variant]) -> None:
        """Replay the first ``AHEAD`` of ``upcoming`` (the variants this process runs next, as far as
        known) unless already under way; replays of variants no longer upcoming are forgotten (one
        that has started runs to its end, its result unused)."""
        wanted = [variant.path for variant in upcoming[:AHEAD] if not variant.problem]
        for path in [path for path in self._pending if path not in wanted]:
            self._pending.pop(path).cancel()
        for path in wanted:
            if path not in self._pending:
                self._pending[path] = self._workers.submit(replay_variant, path, self.device, self.lineage, self.pause)

    def take(self, variant: Variant) -> Replayed | None:
        """The variant's inputs if they were replayed ahead; None otherwise, and when the replay
        failed (the caller replays in line and reports the failure the usual way)."""
        future = self._pending.pop(variant.path, None)
        if future is None or future.cancel():
            return None  # not started yet, both threads busy: replaying in line is no slower
        try:
            return future.result()
        except Exception:  # noqa: BLE001 - reported by the in-line replay
            return None

    def close(self) -> None:
        self._workers.shutdown(wait=True, cancel_futures=True)
