"""The run of one pytest session: the samples selected, running items, and (on the controller
only) owning the run directory, collecting results, scoring and writing reports.
"""

from __future__ import annotations

import gc
from contextlib import contextmanager
from pathlib import Path

import pytest

from pytest_passnet.items import SampleNode, VariantItem, item_name, new_result
from pytest_passnet.options import Options
from pytest_passnet.result import Status, VariantResult
from pytest_passnet.runfiles import ReportError, RunDir, RunDirBusy, load_report
from pytest_passnet.selection import Selection, longest_first, select_samples


@contextmanager
def _collecting():
    """Many long-lived objects and no garbage: the collector's passes over them cost more than the
    collection itself (100,000 samples: 74 s of CPU against 27 s). What was built is frozen, so
    later collections skip it."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        gc.freeze()
        if enabled:
            gc.enable()


class PassnetSession:
    """Registered as a plugin; one per process."""

    def __init__(self, config: pytest.Config, options: Options):
        self.config = config
        self.options = options
        self.is_controller = not hasattr(config, "workerinput")
        self.run_dir = RunDir(options.out)
        with _collecting():
            self.selection: Selection = select_samples(list(options.lists), list(options.paths), Path(options.root),
                                                       options.shard)
        if self.selection.problems:
            raise pytest.UsageError("\n".join(self.selection.problems))
        self.results: dict[str, VariantResult] = {}
        self.resume_note: str | None = None
        if options.resume:
            self.results = {r.nodeid: r for r in self.run_dir.read_results()}
            self._check_resumable()
        self._executor = None
        self.baseline: dict | None = self._baseline() if self.is_controller else None
        self.report: dict | None = None

    def _baseline(self) -> dict | None:
        if not self.options.compare:
            return None
        try:
            return load_report(self.options.compare)
        except ReportError as exc:
            raise pytest.UsageError(f"--passnet-compare: {exc}") from None

    def _check_resumable(self) -> None:
        """Results measured under other settings may not be mixed into this run's score silently."""
        wanted = self.options.result_settings()
        differing = sorted({
            f"{name} {r.protocol.get(name)!r} (now {value!r})"
            for r in self.results.values()
            for name, value in wanted.items()
            if r.protocol and r.protocol.get(name) != value
        })
        if not differing:
            return
        text = f"the results in {self.run_dir.results_path} were measured with other settings: {', '.join(differing)}"
        if not self.options.force_resume:
            raise pytest.UsageError(f"--passnet-resume: {text}; rerun with those settings, or --passnet-force-resume")
        self.resume_note = f"resumed with --passnet-force-resume although {text}"

    # -- collection (every process) -------------------------------------------------

    def make_items(self, session: pytest.Session) -> list[pytest.Item]:
        with _collecting():
            return self._make_items(session)

    def _make_items(self, session: pytest.Session) -> list[pytest.Item]:
        items: list[pytest.Item] = []
        # Longest first shortens the tail where xdist workers share the list (each collects it, in
        # the same order); a single process runs every sample anyway, so it keeps the list's order.
        samples = self.selection.samples if self.is_controller else longest_first(self.selection.samples)
        for sample in samples:  # report ids keep list order either way
            node = SampleNode.from_parent(session, name=sample.ident, nodeid=sample.ident, sample=sample)
            # Through the collect-report hooks, so the terminal counts and -n workers see them.
            report = node.ihook.pytest_make_collect_report(collector=node)
            node.ihook.pytest_collectreport(report=report)
            items.extend(i for i in report.result if isinstance(i, pytest.Item))
        if self.options.resume:
            items = [i for i in items if i.nodeid not in self.results]
        return items

    # -- running (worker or single process) -----------------------------------------

    def run(self, item: VariantItem, upcoming: list[pytest.Item]) -> VariantResult:
        if self._executor is None:
            from dataclasses import replace

            from pytest_passnet.benchmark import benchmark_output_requested
            from pytest_passnet.executor import Executor

            self._executor = Executor(replace(self.options, keep_trials=benchmark_output_requested(self.config)))
        return self._executor.run(item, upcoming)

    def close(self) -> None:
        """End the children and give back the device; again (pytest_unconfigure after sessionfinish) is a no-op."""
        if self._executor is not None:
            self._executor.close()
            self._executor = None

    def crash_result(self, nodeid: str) -> VariantResult:
        """The result of a variant whose xdist worker died: our own process, so a bug of ours or of
        the sample's model; the pass itself runs in a sandboxed child."""
        sample_ident, _, name = nodeid.partition("::")
        sample = next(s for s in self.selection.samples if s.ident == sample_ident)
        variant = next((v for v in sample.variants if item_name(v) == name), None)
        return new_result(nodeid, sample, variant).fail(
            Status.EAGER_ERROR,
            f"the worker running {nodeid} died (in the trusted process, which runs the sample's own model; "
            "the pass runs in a sandbox); the other variants ran in a fresh worker",
        )

    # -- results (controller) ------------------------------------------------------

    def start(self) -> None:
        """Take the run directory; only then is an earlier run's results.jsonl emptied (or kept)."""
        if self.config.option.collectonly:
            return
        try:
            self.run_dir.lock()
        except RunDirBusy as exc:
            raise pytest.UsageError(str(exc)) from None
        self.run_dir.start_results(keep=self.options.resume)

    def add_result(self, result: VariantResult) -> None:
        """Keep one variant's result and append it to results.jsonl at once, so a crash loses nothing."""
        self.results[result.nodeid] = result
        self.run_dir.append(result)
        self.config.hook.pytest_passnet_variant_result(result=result)

    def finish(self) -> None:
        self.close()
        self.run_dir.unlock()
