"""Where evaluations run at once: one slot per GPU, or the CPU cores split among the workers.

Each slot is used by one evaluation at a time (its lock): parallel measurements on one GPU
disturb each other, and two evaluations on the same cores only slow each other down. On CPU, N
workers on N cores get N slots of one core each, so they evaluate in parallel.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Iterable
from dataclasses import dataclass, field


@dataclass(frozen=True)
class DeviceSlot:
    """A GPU (`gpu`, as CUDA_VISIBLE_DEVICES names it) or a set of CPU cores (`cpus`)."""

    gpu: str | None = None
    cpus: tuple[int, ...] | None = None
    lock: threading.Lock = field(default_factory=threading.Lock, compare=False, repr=False)

    @property
    def name(self) -> str:
        if self.gpu is not None:
            return f"GPU {self.gpu}"
        return f"CPU {','.join(map(str, self.cpus))}" if self.cpus else "CPU"


def available_cores() -> list[int]:
    """The cores this process may run on (its affinity, which a container or `taskset` narrows)."""
    return sorted(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else list(range(os.cpu_count() or 1))


def device_slots(gpus: list[str], workers: int, cores: Iterable[int] | None = None) -> list[DeviceSlot]:
    """One slot per GPU; without GPUs, the cores split into min(workers, cores) contiguous groups."""
    if gpus:
        return [DeviceSlot(gpu=gpu) for gpu in gpus]
    cores = sorted(cores) if cores is not None else available_cores()
    count = max(1, min(workers, len(cores)))
    size, extra = divmod(len(cores), count)
    slots, start = [], 0
    for index in range(count):
        end = start + size + (index < extra)
        slots.append(DeviceSlot(cpus=tuple(cores[start:end])))
        start = end
    return slots
