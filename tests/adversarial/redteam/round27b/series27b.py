"""Round 27b, question 3: the compiled e2e series of the H100 demo runs before (``h100-2026-12-05b``, digests copied
to the host and hashed there) and after (``h100-2026-12-05c``, hashed on the device) ``b49e14f0``/``58eaf688``; each
fluctuation's message holds its last attempt's 100 raw times."""

from __future__ import annotations

import json
import re
from pathlib import Path

RESULTS = Path(__file__).resolve().parents[4] / "docs" / "results"
SLOW = 1.35  # a trial is slow above this many times its series' minimum (the results README's count)


def series(run: str) -> dict[str, list[float]]:
    """Each fluctuating variant's raw compiled e2e times (ms), by ``dtype/bucket/model``."""
    found = {}
    for line in (RESULTS / run / "results.jsonl").read_text().splitlines():
        row = json.loads(line)
        raw = re.search(r"Raw times \(ms\): \[([^\]]*)\]", row["message"])
        if raw:
            found[f"{row['dtype']}/{row['bucket']}/{row['variant'].rsplit('/', 1)[-1]}"] = [
                float(value) for value in raw.group(1).split(",")]
    return found


def slow_runs(times: list[float]) -> list[int]:
    """The lengths of the runs of consecutive slow trials."""
    runs, length, floor = [], 0, min(times)
    for time in times:
        if time > SLOW * floor:
            length += 1
        elif length:
            runs.append(length)
            length = 0
    return runs + ([length] if length else [])


def lag_one(times: list[float]) -> float:
    """The series' lag-1 autocorrelation: near 0 (or below) where slow trials are scattered, as a slowdown after
    each of the 25 randomly drawn described trials would leave them; above where they come in regimes."""
    mean = sum(times) / len(times)
    spread = sum((t - mean) ** 2 for t in times)
    return sum((a - mean) * (b - mean) for a, b in zip(times, times[1:])) / spread


def regime_chance(times: list[float], draws: int = 400, seed: int = 0) -> float:
    """The share of random orders of the same times whose lag-1 autocorrelation is at least the series' own (a
    permutation test: small where the order holds regimes)."""
    import random

    generator, shuffled, observed = random.Random(seed), list(times), lag_one(times)
    hits = 0
    for _ in range(draws):
        generator.shuffle(shuffled)
        hits += lag_one(shuffled) >= observed
    return hits / draws
