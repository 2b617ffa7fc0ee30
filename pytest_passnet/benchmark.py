"""Taking the timed trials through pytest-benchmark, where it runs (not under xdist).

The fixture's pedantic mode calls ``timer()`` around each call, which is exactly
PassBench's trial (sync, host clock, call with CUDA events, sync), so its rounds
are PassBench's e2e samples and ``--benchmark-json``/``--benchmark-compare`` work.
Under xdist pytest-benchmark disables itself; the plain loop gives the same numbers.
"""

from __future__ import annotations

from pytest_passnet.measure import Timing, TrialTimer
from pytest_passnet.runner import TrialRunner


def _benchmark_session(config):
    session = getattr(config, "_benchmarksession", None)
    if session is None or session.disabled or session.skip:
        return None
    return session


def benchmark_trial_runner(item) -> TrialRunner | None:
    session = _benchmark_session(item.config)
    if session is None:
        return None
    from pytest_benchmark.fixture import BenchmarkFixture
    from pytest_benchmark.utils import NameWrapper

    used = []  # the compiled and the eager side: only the compiled one is stored

    def run(timer: TrialTimer, trials: int) -> Timing:
        if used:
            return timer.run(trials)
        fixture = BenchmarkFixture(
            item,
            add_stats=session.benchmarks.append,
            logger=session.logger,
            warner=item.warn,
            disabled=False,
            **dict(session.options, timer=NameWrapper(timer.timer)),
        )
        used.append(fixture)
        variant = item.variant
        fixture.name = f"{variant.path.name}[{variant.dtype}/{variant.bucket or '-'}]"  # the table's row label
        fixture.extra_info["passnet_side"] = "compiled"
        fixture.pedantic(timer, setup=timer.prepare, rounds=trials, warmup_rounds=0, iterations=1)
        e2e_ms = [seconds * 1000 for seconds in fixture.stats.stats.data]
        fixture._cleanup()
        return Timing(e2e_ms, timer.gpu_ms if timer.cuda else None)

    return run
