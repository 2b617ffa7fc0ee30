"""--benchmark-json with both sides of every variant, written by pytest-benchmark itself from the
controller's feed, in one process and under xdist; `pytest-benchmark compare` reads the file."""

from __future__ import annotations

import importlib.util
import json
import statistics
import sys
import textwrap

import pytest
import torch

from pytest_passnet.benchmark import TRIALS_FIELD
from pytest_passnet.sandbox.child.timing import measure_side

TRIALS = 12

# The wiring the plugin needs, as a conftest plugin: register the feed on the controller.
CONFTEST = textwrap.dedent(
    """
    import json
    from pathlib import Path
    from pytest_passnet.benchmark import BenchmarkFeed
    from pytest_passnet.result import VariantResult

    def pytest_configure(config):
        if not hasattr(config, "workerinput"):
            records = json.loads(Path(__file__).with_name("results.json").read_text())
            results = [VariantResult.from_dict(record) for record in records]
            config.pluginmanager.register(BenchmarkFeed(lambda: results), "passnet-benchmark-feed")
    """
)


def measured(call) -> list[float]:
    return measure_side(call, "cpu", 0, TRIALS).e2e_ms


@pytest.fixture
def results(real_run) -> list[dict]:
    """The real run's timed variants, each with per-trial times measured here for real (CPU)."""
    x = torch.randn(256, 256)
    timed = [v for v in real_run.report["variants"] if (v.get("timing") or {}).get("compiled")]
    for variant in timed:
        variant[TRIALS_FIELD] = {
            "eager": {"e2e": measured(lambda: torch.relu(x + x)), "gpu": None},
            "compiled": {"e2e": measured(lambda: torch.relu(x)), "gpu": None},
        }
    return timed


@pytest.mark.usefixtures("outside_xdist")
@pytest.mark.parametrize("workers", [[], ["-n", "2"]], ids=["one-process", "xdist"])
def test_both_sides_of_every_variant_reach_the_benchmark_json(pytester, results, workers):
    pytester.makeconftest(CONFTEST)
    (pytester.path / "results.json").write_text(json.dumps(results))
    pytester.makepyfile("def test_a(): pass\ndef test_b(): pass\n")
    bench = pytester.path / "bench.json"
    run = pytester.runpytest_subprocess("-p", "no:cacheprovider", f"--benchmark-json={bench}", *workers)
    run.assert_outcomes(passed=2)
    written = json.loads(bench.read_text())
    entries = {b["fullname"]: b for b in written["benchmarks"]}
    assert len(entries) == 2 * len(results)
    for result in results:
        for side in ("eager", "compiled"):
            entry = entries[f"{result['nodeid']}::{side}-e2e"]
            seconds = [ms / 1000 for ms in result[TRIALS_FIELD][side]["e2e"]]
            assert entry["stats"]["data"] == seconds
            assert entry["stats"]["rounds"] == TRIALS
            assert entry["stats"]["median"] == pytest.approx(statistics.median(seconds))
            assert entry["group"] == f"{result['nodeid']} (e2e)" and entry["name"] == side
            assert entry["extra_info"]["passnet_status"] == result["status"]
    assert written["machine_info"]["python_version"]  # pytest-benchmark's own header

    compared = pytester.run(sys.executable, "-m", "pytest_benchmark", "compare", str(bench), "--group-by=group")
    assert compared.ret == 0, compared.stderr.str()
    assert "compiled" in compared.stdout.str() and "eager" in compared.stdout.str()
    # Looked up, not imported: pygal imports the importlib_metadata backport, which deletes the
    # stdlib PathFinder.find_distributions for the whole process (pytester restores sys.meta_path
    # but not that attribute), and every later importlib.metadata.version() call fails.
    if importlib.util.find_spec("pygal") is None:
        pytest.skip("pytest-benchmark's histogram needs its [histogram] extra (pygal)")
    histogram = pytester.run(sys.executable, "-m", "pytest_benchmark", "compare", str(bench), f"--histogram={pytester.path / 'hist'}")
    assert histogram.ret == 0, histogram.stderr.str()
    assert list(pytester.path.glob("hist*.svg"))


@pytest.mark.usefixtures("outside_xdist")
def test_results_without_trial_times_are_named_not_faked(pytester, results):
    for result in results:
        del result[TRIALS_FIELD]
    pytester.makeconftest(CONFTEST)
    (pytester.path / "results.json").write_text(json.dumps(results))
    pytester.makepyfile("def test_a(): pass\n")
    run = pytester.runpytest_subprocess("-p", "no:cacheprovider", f"--benchmark-json={pytester.path / 'bench.json'}")
    run.assert_outcomes(passed=1)
    assert f"passnet: {len(results)} timed variants carry no per-trial times" in run.stderr.str()
    assert not (pytester.path / "bench.json").exists()
