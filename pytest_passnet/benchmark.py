"""Both sides of every variant for pytest-benchmark, in one process and under xdist.

pytest-benchmark switches itself off in xdist workers, and through its fixture it could
only ever see one side. So the controller hands it one entry per variant, side (eager,
compiled) and series (e2e; gpu where measured), built from the per-trial times the worker
recorded, just before pytest-benchmark saves. From there everything is pytest-benchmark's
own: its ``Stats`` computes every field, its hooks write ``--benchmark-json``, and
``--benchmark-autosave``/``--benchmark-compare``, its table and ``pytest-benchmark compare``
(with ``--histogram``) work on the result.

Written by hand: only the small object that stands in for the fixture (name, group,
params, extra_info), because pytest-benchmark builds its records from a fixture object
and has no public constructor from raw times.

One entry per series, grouped by variant and series, so pytest-benchmark's table compares
eager with compiled within each group::

    group    samples/x::graphs/x/float32/0 (e2e)
    name     eager | compiled
    fullname samples/x::graphs/x/float32/0::eager-e2e   (the key pytest-benchmark compares runs by)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

import pytest

from pytest_passnet.result import VariantResult

SIDES = ("eager", "compiled")
SERIES = ("e2e", "gpu")
TRIALS_FIELD = "trials_ms"  # the VariantResult field (and JSON key) of the raw trial times: [side][series], ms
_OUTPUT_OPTIONS = ("benchmark_json", "benchmark_save", "benchmark_autosave", "benchmark_compare", "benchmark_histogram")


def _session(config: pytest.Config):
    return getattr(config, "_benchmarksession", None)


def benchmark_output_requested(config: pytest.Config) -> bool:
    """Whether the user asked pytest-benchmark for output (so workers should keep raw trial times).

    Valid in the controller and in xdist workers (they see the same options).
    """
    if _session(config) is None or config.getoption("benchmark_disable", False) or config.getoption("benchmark_skip", False):
        return False
    return any(config.getoption(name, None) for name in _OUTPUT_OPTIONS)


def leave_out_benchmark_tables(config: pytest.Config) -> bool:
    """pytest-benchmark prints a table for each group, and each variant is a group of its own (about
    250 lines for the demo list): quiet its display, not its files (the JSON keeps every number),
    unless --benchmark-verbose or --benchmark-compare asks to see them. Whether it did so."""
    benchmark = _session(config)
    if benchmark is None or benchmark.verbose or benchmark.quiet or config.getoption("benchmark_compare", None):
        return False
    benchmark.quiet = True  # read by its display() only; its messages keep their level
    return True


@dataclass
class _Bench:
    """What pytest-benchmark's ``Metadata`` reads from a fixture."""

    name: str
    fullname: str
    group: str
    param: str
    params: dict
    extra_info: dict
    cprofile_stats: None = None
    has_error: bool = False
    options: dict = field(default_factory=dict)


def benchmark_entries(result: VariantResult) -> list:
    """pytest-benchmark ``Metadata`` for each side and series of one variant result that has raw
    trials (those of its scored attempt)."""
    from pytest_benchmark.stats import Metadata

    protocol = result.protocol
    entries = []
    for series in SERIES:
        for side in SIDES:
            times_ms = (result.trials_ms.get(side) or {}).get(series)
            if not times_ms:
                continue
            bench = _Bench(
                name=side,
                fullname=f"{result.nodeid}::{side}-{series}",
                group=f"{result.nodeid} ({series})",
                param=side,
                params={"side": side, "series": series},
                extra_info={
                    "passnet_status": result.status.value,
                    "passnet_speedup": result.speedup.get(series),
                    "dtype": result.dtype,
                    "bucket": result.bucket,
                },
            )
            options = {
                "timer": "CUDA events" if series == "gpu" else "host clock after a device sync (PassBench e2e)",
                "warmup": protocol.get("warmup"),
                "min_rounds": protocol.get("trials"),
            }
            entry = Metadata(bench, iterations=1, options=options)
            for ms in times_ms:
                entry.update(ms / 1000)  # pytest-benchmark works in seconds
            entries.append(entry)
    return entries


def feed_benchmark_session(config: pytest.Config, results: Iterable[VariantResult]) -> tuple[int, int]:
    """Add every result's entries to pytest-benchmark's session; (variants fed, variants without trials)."""
    session = _session(config)
    fed = without = 0
    for result in results:
        entries = benchmark_entries(result)
        session.benchmarks.extend(entries)
        fed += bool(entries)
        without += not entries and bool(result.timing.get("compiled"))
    return fed, without


class BenchmarkFeed:
    """Registered on the controller: feeds pytest-benchmark before its own sessionfinish saves.

    pytest-benchmark saves in a ``pytest_sessionfinish`` wrapper, before every plain
    implementation runs, so the feed is an outer (``tryfirst``) wrapper of its own.
    """

    def __init__(self, results: Callable[[], Iterable[VariantResult]]):
        self.results = results

    @pytest.hookimpl(wrapper=True, tryfirst=True)
    def pytest_sessionfinish(self, session: pytest.Session):
        config = session.config
        if benchmark_output_requested(config) and not config.option.collectonly:
            _, without = feed_benchmark_session(config, self.results())
            if without:
                _session(config).logger.info(
                    f"passnet: {without} timed variants carry no per-trial times ({TRIALS_FIELD}) and are not in the "
                    "pytest-benchmark output",
                    red=True,
                )
        return (yield)

