"""Timing, exactly as PassBench times (``reference/passbench.md`` section 10).

Each trial: synchronise, host clock, start event, call, end event, synchronise;
e2e is the host interval, gpu the event interval. Warm L2, no CUDA graphs.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
import torch

FLUCTUATION_ENV = "GRAPH_NET_FLUCTUATION_DETECT_THRESHOLD"
STAT_KEYS = ("median", "iqr", "mean", "std", "min", "max")


class FluctuationError(RuntimeError):
    """The timing spread is too wide to trust (PassBench's IQR/median guard)."""


def synchronize(device: str) -> None:
    if device.startswith("cuda"):
        torch.cuda.synchronize()


def synced_clock() -> float:
    """The host clock after the device finished its queued work (PassBench's e2e clock).

    A module-level function, so pytest-benchmark measures its precision once per run.
    """
    torch.cuda.synchronize()
    return time.time()


def _six_significant(value: float) -> float:
    return float(f"{value:.6g}")


def stats(samples_ms: list[float]) -> dict[str, float]:
    """median, iqr (p75 - p25, linear), mean, population std, min, max; 6 significant digits."""
    values = np.asarray(samples_ms, dtype=np.float64)
    p25, p50, p75 = np.percentile(values, [25, 50, 75])
    raw = {
        "median": p50,
        "iqr": p75 - p25,
        "mean": values.mean(),
        "std": values.std(),
        "min": values.min(),
        "max": values.max(),
    }
    return {k: _six_significant(float(raw[k])) for k in STAT_KEYS}


def fluctuation_threshold() -> float:
    return float(os.environ.get(FLUCTUATION_ENV) or "0.2")


def check_fluctuation(series: str, samples_ms: list[float], summary: dict[str, float]) -> None:
    threshold = fluctuation_threshold()
    median = summary["median"]
    if median > 0 and summary["iqr"] / median > threshold:
        raise FluctuationError(
            "Environment fluctuation detected.\n"
            f"  IQR/median = {summary['iqr'] / median:.1%} (threshold: {threshold:.0%}) in the {series} series\n"
            f"  Raw times (ms): {[round(s, 5) for s in samples_ms]}\n"
            "Please re-run the evaluation."
        )


@dataclass
class Timing:
    e2e_ms: list[float]
    gpu_ms: list[float] | None

    def summary(self) -> dict[str, dict[str, float] | None]:
        return {"e2e": stats(self.e2e_ms), "gpu": stats(self.gpu_ms) if self.gpu_ms else None}


class TrialTimer:
    """One PassBench trial at a time; also usable as a pytest-benchmark pedantic target.

    ``timer()`` (sync + host clock) and ``__call__`` (events around the call)
    together give exactly PassBench's sequence, so the fixture's rounds equal
    PassBench's e2e samples while the events collect gpu time here.
    """

    def __init__(self, call: Callable[[], object], device: str, prepare: Callable[[], object] = lambda: None):
        self.call = call
        self.prepare = prepare  # runs before each trial, outside the timed interval
        self.device = device
        self.cuda = device.startswith("cuda")
        self.timer = synced_clock if self.cuda else time.time
        self.gpu_ms: list[float] = []

    def __call__(self) -> object:
        if not self.cuda:
            return self.call()
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        out = self.call()
        end.record()
        torch.cuda.synchronize()
        self.gpu_ms.append(start.elapsed_time(end))
        return out

    def run(self, trials: int) -> Timing:
        e2e = []
        for _ in range(trials):
            self.prepare()
            t0 = self.timer()
            self()
            e2e.append((self.timer() - t0) * 1000)
        return Timing(e2e, self.gpu_ms if self.cuda else None)


def warm_up(call: Callable[[], object], warmup: int, device: str, prepare: Callable[[], object] = lambda: None) -> None:
    for _ in range(warmup):
        prepare()
        call()
    synchronize(device)


def speedup(eager: dict | None, compiled: dict | None) -> float | None:
    """eager median / compiled median of the rounded stats, kept to PassBench's 5 printed decimals."""
    if not eager or not compiled or eager["median"] <= 0 or compiled["median"] <= 0:
        return None
    return float(f"{eager['median'] / compiled['median']:.5f}")
