"""The run of one pytest session: its set-up at configure, the samples selected, running items,
and (on the controller only) owning the run directory, collecting results, scoring, writing the
reports and the terminal summary. ``plugin.py``'s hooks each hand their work to a method here.
"""

from __future__ import annotations

import gc
import sys
from contextlib import contextmanager
from pathlib import Path

import pytest

from pytest_passnet import option_parsing
from pytest_passnet.items import (
    SampleNode,
    VariantItem,
    VariantProblem,
    fold_repeated_diagnostics,
    item_name,
    junit_properties,
    new_result,
    sample_names,
)
from pytest_passnet.options import Options
from pytest_passnet.progress import Progress, write_progress
from pytest_passnet.report import RunReport, build_report, read_report
from pytest_passnet.result import Status, VariantResult
from pytest_passnet.runfiles import ReportError, RunDir, RunDirBusy, measured_on
from pytest_passnet.sample import Variant
from pytest_passnet.selection import Selection, longest_first, select_samples

RESULT_ATTR = "passnet"  # the test report attribute a variant's result travels in (as a dict: xdist sends JSON)


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
    """One per process; ``config.passnet_session``."""

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
        self.names = sample_names(self.selection.samples)  # sample ident -> the sample half of its node ids
        self.results: dict[tuple[str, str], VariantResult] = {}  # by (sample, graph_list line)
        self.resume_note: str | None = None
        self.changed = 0  # an earlier run's results that rest on other files than now's, run again
        if options.resume:
            self.results = {(r.sample, r.variant): r for r in self.run_dir.read_results()}
            self._check_resumable()
            self._drop_changed()
            self._drop_unselected()
        self.reused = len(self.results)  # an earlier run's results that --passnet-resume keeps
        self._executor = None
        self.baseline: RunReport | None = self._baseline() if self.is_controller else None
        self.report: RunReport | None = None
        self.progress: Progress | None = None
        self.markdown_paths: list[Path] = []
        self.benchmark_tables_left_out = False
        self._positions: dict[pytest.Item, int] | None = None

    @classmethod
    def configure(cls, config: pytest.Config) -> PassnetSession | None:
        """The session of a run that selects samples, as ``config.passnet_session`` (None for any
        other pytest run): the trusted process hardened before any child starts, only the selected
        samples collected, a sample's variants kept on one xdist worker, pytest-benchmark fed on
        the controller."""
        options = option_parsing.parse(config)
        if not options.active:
            return None
        from pytest_passnet.sandbox.hardening import harden_trusted_process

        harden_trusted_process()  # before any child: no pass reads this process's memory or environment
        if config.args_source != pytest.Config.ArgsSource.ARGS:
            config.args = []  # only the selected samples, not the testpaths
        if getattr(config.option, "dist", None) == "load":
            config.option.dist = "loadscope"  # a sample's variants stay on one worker (its sandbox, its compile caches)
        session = cls(config, options)
        config.passnet_session = session
        if session.is_controller:
            from pytest_passnet.benchmark import BenchmarkFeed

            config.pluginmanager.register(BenchmarkFeed(lambda: session.results.values()), "passnet-benchmark-feed")
        return session

    def _baseline(self) -> RunReport | None:
        if not self.options.compare:
            return None
        try:
            return read_report(self.options.compare)
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

    def _selected_variants(self) -> dict[tuple[str, str], Variant]:
        """This run's variants by (sample, graph_list line), the key of ``results``."""
        return {(sample.ident, variant.listed_as): variant
                for sample in self.selection.samples for variant in sample.variants}

    def _drop_changed(self) -> None:
        """An earlier result of a variant whose pass code or own files are not those it was measured
        on (``runfiles.measured_on``) is not this run's: its variant runs again."""
        variants = self._selected_variants()
        changed = [key for key, result in self.results.items()
                   if key in variants and result.protocol.get("files") != measured_on(variants[key])]
        # A sample's own result (variant "": its problem) whose sample has none now: its variants run instead (red
        # team round 38a's STALE_PROBLEM_KEPT: the old sample_error stayed beside them, every resume failed).
        fixed = {sample.ident for sample in self.selection.samples if not sample.problem}
        changed += [key for key in self.results if key[1] == "" and key[0] in fixed]
        for key in changed:
            del self.results[key]
        self.changed = len(changed)

    def _drop_unselected(self) -> None:
        """An earlier result of a variant this run does not select is not this run's: kept, the report would count
        it among this run's (red team round 36d's RESUME_NARROWED: a sample whose model.py had since changed stayed
        ``correct``), so such a resume is refused, and with --passnet-force-resume those results are dropped."""
        selected = set(self._selected_variants())
        selected |= {(sample.ident, "") for sample in self.selection.samples if sample.problem}  # a sample's own result
        outside = sorted(key for key in self.results if key not in selected)
        if not outside:
            return
        text = (f"{self.run_dir.results_path} holds results of {len(outside)} variants this run does not select "
                f"(the first: {outside[0][0]} {outside[0][1]})")
        if not self.options.force_resume:
            raise pytest.UsageError(f"--passnet-resume: {text}; resume with the same samples, or --passnet-force-resume "
                                    "to drop those results")
        for key in outside:
            del self.results[key]
        self.resume_note = "; ".join(filter(None, [self.resume_note, f"resumed with --passnet-force-resume although "
                                                                      f"{text}: they were dropped"]))

    # -- collection (every process) -------------------------------------------------

    def make_items(self, session: pytest.Session) -> list[pytest.Item]:
        with _collecting():
            return self._make_items(session)

    def _make_items(self, session: pytest.Session) -> list[pytest.Item]:
        items: list[VariantItem] = []
        # Longest first shortens the tail where xdist workers share the list (each collects it, in
        # the same order); a single process runs every sample anyway, so it keeps the list's order.
        samples = self.selection.samples if self.is_controller else longest_first(self.selection.samples)
        for sample in samples:  # report ids keep list order either way
            name = self.names[sample.ident]
            node = SampleNode.from_parent(session, name=name, nodeid=name, sample=sample)
            # Through the collect-report hooks, so the terminal counts and -n workers see them.
            report = node.ihook.pytest_make_collect_report(collector=node)
            node.ihook.pytest_collectreport(report=report)
            items.extend(i for i in report.result if isinstance(i, pytest.Item))
        if self.options.resume:
            items = [i for i in items if i.key not in self.results]
        return items

    def coverage_note(self, ran: int | None = None) -> str | None:
        """What of the lists this run covers, where a shipped archive lacks variants."""
        from pytest_passnet.dataset.passnet_v2.coverage import coverage_note

        return coverage_note(self.selection.samples, list(self.options.lists), Path(self.options.root), ran)

    def count_items(self, nodeids: list[str]) -> None:
        """The items whose results the progress lines count (the first list wins: every xdist
        worker collects the same items; an xdist controller collects none)."""
        if self.is_controller and nodeids and self.progress is None:
            self.progress = Progress(nodeids)

    # -- running (worker or single process) -----------------------------------------

    def look_ahead(self, item: pytest.Item, nextitem: pytest.Item | None) -> None:
        """``item``'s upcoming items, replayed in the background while it runs: ``nextitem`` and
        the items after it in collection order, as many as the prefetch replays ahead, of
        ``nextitem``'s sample only (pytest knows only the next item, and a sample's variants stay
        in one process; another sample's may be another xdist worker's, whose timed trials this
        process's replays would not wait for)."""
        from pytest_passnet.prefetch import AHEAD

        if not isinstance(item, VariantItem) or nextitem is None:
            return
        items = nextitem.session.items
        if self._positions is None:
            self._positions = {each: index for index, each in enumerate(items)}
        start = self._positions.get(nextitem)
        ahead = [nextitem] if start is None else items[start:start + AHEAD]
        item.upcoming = [each for each in ahead if each.parent is nextitem.parent]

    def run(self, item: VariantItem, upcoming: list[pytest.Item]) -> VariantResult:
        if self._executor is None:
            from dataclasses import replace

            from pytest_passnet.benchmark import benchmark_output_requested
            from pytest_passnet.executor import Executor

            self._executor = Executor(replace(self.options, keep_trials=benchmark_output_requested(self.config)))
        return self._executor.run(item, upcoming)

    def attach_result(self, item: pytest.Item, call: pytest.CallInfo, report: pytest.TestReport) -> None:
        """A variant's result onto its test report (the part that reaches the controller, also
        from an xdist worker), and into the JUnit properties; a VariantProblem's message instead
        of a traceback."""
        if call.excinfo is not None and call.excinfo.errisinstance(VariantProblem):
            report.longrepr = f"{item.nodeid}\n{call.excinfo.value}"
        result = getattr(item, "passnet_result", None)
        if isinstance(item, VariantItem) and result is not None and call.when in ("setup", "call"):
            if call.when == "call" or report.failed:
                setattr(report, RESULT_ATTR, result.to_dict())
                item.user_properties.extend(junit_properties(result))

    def attach_crash_result(self, nodeid: str, report: pytest.TestReport) -> None:
        setattr(report, RESULT_ATTR, self.crash_result(nodeid).to_dict())

    def close(self) -> None:
        """End the children and give back the device; again (pytest_unconfigure after sessionfinish) is a no-op."""
        if self._executor is not None:
            self._executor.close()
            self._executor = None

    def crash_result(self, nodeid: str) -> VariantResult:
        """The result of a variant whose xdist worker died: our own process, so a bug of ours or of
        the sample's model; the pass itself runs in a sandboxed child."""
        name, _, variant_name = nodeid.partition("::")
        sample = next(s for s in self.selection.samples if self.names[s.ident] == name)
        variant = next((v for v in sample.variants if item_name(v) == variant_name), None)
        return new_result(nodeid, sample, variant).fail(
            Status.EAGER_ERROR,
            f"the worker running {nodeid} died (in the trusted process, which runs the sample's own model; "
            "the pass runs in a sandbox); the other variants ran in a fresh worker",
        )

    # -- results and reports (controller) -------------------------------------------

    def start(self) -> None:
        """Take the run directory; only then is an earlier run's results.jsonl emptied (or kept)."""
        if not self.is_controller or self.config.option.collectonly:
            return
        from pytest_passnet.sandbox.mode import detect

        try:
            detect()  # where no child can start, the run says why once, not in every variant
        except (RuntimeError, ValueError) as exc:  # ValueError: PASSNET_SANDBOX names what is not here
            raise pytest.UsageError(str(exc)) from None
        try:
            self.run_dir.lock()
        except RunDirBusy as exc:
            raise pytest.UsageError(str(exc)) from None
        self.run_dir.start_results(keep=self.options.resume)
        if self.options.resume:
            try:
                self.run_dir.keep_only(list(self.results.values()))
            except OSError as exc:  # kept as it was, it would hold lines this run dropped (red team round 38a)
                raise pytest.UsageError(f"--passnet-resume: cannot rewrite {self.run_dir.results_path} ({exc.strerror}): "
                                        "make room and run the same command again") from None
        from pytest_passnet.benchmark import leave_out_benchmark_tables

        self.benchmark_tables_left_out = leave_out_benchmark_tables(self.config)

    def take_result(self, report: pytest.TestReport) -> None:
        """A finished variant's result as it reaches the controller: kept, appended to
        results.jsonl at once (so a crash loses nothing), handed to the result hook, and counted
        in the progress line."""
        record = getattr(report, RESULT_ATTR, None)
        if not record or not self.is_controller:
            return
        result = VariantResult.from_dict(record)
        self.results[result.sample, result.variant] = result
        self.run_dir.append(result)
        self.config.hook.pytest_passnet_variant_result(result=result)
        line = self.progress.line(report.nodeid) if self.progress else None
        reporter = self.config.pluginmanager.get_plugin("terminalreporter")
        if line and reporter:
            write_progress(reporter, line, from_xdist=hasattr(report, "node"))

    def build_report(self, collected: int, stopped: bool) -> RunReport:
        """The report of this run: scores, the options, the sandbox every process found, and notes
        on coverage, resume and the comparison with the baseline."""
        from pytest_passnet.sandbox.mode import detect

        results = list(self.results.values())
        record = self.options.record()
        if self.resume_note:
            record["resume_note"] = self.resume_note
        missing = collected - len(results) if collected else 0
        report = build_report(results, [s.ident for s in self.selection.samples], record,
                              partial=missing > 0 or stopped)
        report.sandbox = detect().record()  # the mode every process of this run found (the same machine)
        coverage = self.coverage_note(ran=len(results))
        if coverage:
            report.notes.append(coverage)
        if self.options.resume:
            report.notes.append(f"resumed: {self.reused} variants reused from {self.run_dir.results_path}, "
                                f"{len(results) - self.reused} run now"
                                + (f" ({self.changed} of them again: their pass code or files changed since)"
                                   if self.changed else ""))
        if self.baseline is not None:
            from pytest_passnet.compare import compare

            report.comparison = compare(report, self.baseline, self.options.compare_tolerance)
        return report

    def report_run(self, session: pytest.Session) -> None:
        """At the session's end, on the controller: the report built and written, the exit status
        set, the terminal's failures folded, the Markdown summary written, the sample hook called."""
        self.close()
        if not self.is_controller or session.config.option.collectonly:
            return
        report = self.build_report(session.testscollected, bool(session.shouldstop))
        if report.comparison and report.comparison["regressed"]:
            session.exitstatus = pytest.ExitCode.TESTS_FAILED
        if self.options.resume and any(not r.passed for r in report.variants):
            session.exitstatus = pytest.ExitCode.TESTS_FAILED  # the earlier run's failures still stand
        self.report = report
        try:
            self.run_dir.write_report(report.to_dict())
        except OSError as exc:  # a full disk: the signed lines already hold every result
            session.exitstatus = pytest.ExitCode.INTERNAL_ERROR
            print(f"passnet: cannot write {self.run_dir.report_path} ({exc.strerror}); {self.run_dir.results_path} "
                  "holds the results: make room and run the same command with --passnet-resume to write the report",
                  file=sys.stderr)
        fold_repeated_diagnostics(self.config, report.variants)
        from pytest_passnet.markdown import write_markdown

        try:
            self.markdown_paths = write_markdown(report, Path(self.options.markdown) if self.options.markdown else None)
        except OSError as exc:  # a full disk, /dev/full (red team round 38a's SUMMARY_NO_ROOM)
            session.exitstatus = pytest.ExitCode.INTERNAL_ERROR
            print(f"passnet: cannot write the Markdown summary ({exc.strerror}); {self.run_dir.report_path} holds the "
                  "report", file=sys.stderr)
        for sample in report.samples:
            self.config.hook.pytest_passnet_sample_score(sample=sample)

    def write_summary(self, terminalreporter) -> None:
        if not self.is_controller or self.report is None:
            return
        from pytest_passnet.benchmark import benchmark_output_requested
        from pytest_passnet.summary import render

        terminalreporter.section("passnet")
        terminalreporter.write(render(self.report, terminalreporter.config.get_terminal_writer().fullwidth))
        terminalreporter.write_line(f"passnet report: {self.run_dir.report_path}")
        for path in self.markdown_paths:
            terminalreporter.write_line(f"passnet markdown summary: {path}")
        if self.benchmark_tables_left_out and benchmark_output_requested(self.config):
            terminalreporter.write_line("pytest-benchmark's tables (one per variant) are left out: --benchmark-verbose "
                                        "prints them, or `pytest-benchmark compare FILE` from the JSON")

    def finish(self) -> None:
        self.close()
        self.run_dir.unlock()
