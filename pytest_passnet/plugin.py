"""pytest entry point: options, collection of PassNet samples, result transport, reports.

Nothing here imports torch; the first variant that runs does.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from pytest_passnet import hookspec, option_parsing
from pytest_passnet.items import VariantItem, VariantProblem, folded_failure_texts
from pytest_passnet.progress import Progress
from pytest_passnet.result import VariantResult
from pytest_passnet.session import PassnetSession

RESULT_ATTR = "passnet"  # the report attribute a variant's result dict travels in
MARKERS = (
    ("passnet", "a PassNet sample variant"),
    ("float32", "variant in float32"),
    ("float16", "variant in float16"),
    ("bfloat16", "variant in bfloat16"),
    ("sole_op", "sole_op_subgraphs sample"),
    ("fusible", "fusible_subgraphs sample"),
    ("typical", "typical_subgraphs sample"),
)


def pytest_addoption(parser: pytest.Parser) -> None:
    option_parsing.add_options(parser)


@pytest.hookimpl(tryfirst=True)
def pytest_load_initial_conftests(early_config: pytest.Config, parser: pytest.Parser, args: list[str]) -> None:
    option_parsing.rootdir_without_option_values(early_config, args)


def pytest_addhooks(pluginmanager: pytest.PytestPluginManager) -> None:
    pluginmanager.add_hookspecs(hookspec)


def pytest_configure(config: pytest.Config) -> None:
    for marker, text in MARKERS:
        config.addinivalue_line("markers", f"{marker}: {text}")
    pin_near_its_gpu(config)
    parsed = option_parsing.parse(config)
    if not parsed.active:
        return
    from pytest_passnet.sandbox.hardening import harden_trusted_process

    harden_trusted_process()  # before any child: no pass reads this process's memory or environment
    if config.args_source != pytest.Config.ArgsSource.ARGS:
        config.args = []  # only the selected samples, not the testpaths
    if getattr(config.option, "dist", None) == "load":
        config.option.dist = "loadscope"  # a sample's variants stay on one worker (its sandbox, its compile caches)
    session = PassnetSession(config, parsed)
    config.passnet_session = session
    config.pluginmanager.register(SessionHooks(session), "passnet-session")
    if session.is_controller:
        from pytest_passnet.benchmark import BenchmarkFeed

        feed = BenchmarkFeed(lambda: (r.to_dict() for r in session.results.values()))
        config.pluginmanager.register(feed, "passnet-benchmark-feed")


def pin_near_its_gpu(config: pytest.Config) -> None:
    """The process that runs variants on the CPU cores near its GPU (its sandboxed children inherit
    them): one GPU per xdist worker, chosen from the caller's visible GPUs before CUDA starts; the
    first visible GPU in a single-process run. An xdist controller runs no variant and is left alone
    (its workers would inherit its cores)."""
    worker = os.environ.get("PYTEST_XDIST_WORKER")
    if not worker and getattr(config.option, "numprocesses", None):
        return
    from pytest_passnet.machine import pin_near_gpu, visible_gpu_ids

    ids = visible_gpu_ids()
    if not ids:
        return
    gpu = ids[int(worker.removeprefix("gw")) % len(ids)] if worker else ids[0]
    if worker:
        os.environ["CUDA_VISIBLE_DEVICES"] = gpu
    pin_near_gpu(gpu)


@pytest.hookimpl(optionalhook=True, tryfirst=True)
def pytest_xdist_auto_num_workers(config: pytest.Config) -> int | None:
    """``-n auto`` means one worker per visible GPU (xdist's own count where there is none)."""
    session = getattr(config, "passnet_session", None)
    if session is None or not session.options.on_cuda:
        return None
    from pytest_passnet.machine import visible_gpu_ids

    return len(visible_gpu_ids()) or None


class SessionHooks:
    def __init__(self, session: PassnetSession):
        self.session = session
        self.pytest_session: pytest.Session | None = None
        self.markdown_paths: list[Path] = []
        self._positions: dict[pytest.Item, int] | None = None
        self.reused = len(session.results)  # an earlier run's results that --passnet-resume keeps
        self.benchmark_tables_left_out = False
        self.progress: Progress | None = None

    @pytest.hookimpl(tryfirst=True)
    def pytest_collection_modifyitems(self, session: pytest.Session, config: pytest.Config, items: list) -> None:
        items.extend(self.session.make_items(session))

    def pytest_report_collectionfinish(self, config: pytest.Config, start_path: Path, items: list) -> list[str]:
        note = self._coverage_note()
        return [f"passnet: {note}"] if note else []

    def _coverage_note(self, ran: int | None = None) -> str | None:
        from pytest_passnet.dataset.passnet_v2.coverage import coverage_note

        options = self.session.options
        return coverage_note(self.session.selection.samples, list(options.lists), Path(options.root), ran)

    def pytest_collection_finish(self, session: pytest.Session) -> None:
        if self.session.is_controller and session.items:  # an xdist controller collects none: its workers report
            self.progress = Progress([item.nodeid for item in session.items])

    @pytest.hookimpl(optionalhook=True)
    def pytest_xdist_node_collection_finished(self, node, ids: list[str]) -> None:
        if self.progress is None:  # every worker collects the same items
            self.progress = Progress(ids)

    def pytest_sessionstart(self, session: pytest.Session) -> None:
        self.pytest_session = session
        if self.session.is_controller:
            self.session.start()
            self.benchmark_tables_left_out = leave_out_benchmark_tables(session.config)

    @pytest.hookimpl(tryfirst=True)
    def pytest_runtest_protocol(self, item: pytest.Item, nextitem: pytest.Item | None) -> None:
        if isinstance(item, VariantItem):
            item.upcoming = self._ahead(nextitem)  # replayed in the background while this one runs

    def _ahead(self, nextitem: pytest.Item | None) -> list[pytest.Item]:
        """``nextitem`` and the items after it in collection order, as many as the prefetch replays
        ahead, of ``nextitem``'s sample only: pytest knows only the next item, and a sample's
        variants stay in one process (another sample's may be another xdist worker's, whose timed
        trials this process's replays would not wait for)."""
        from pytest_passnet.prefetch import AHEAD

        if nextitem is None:
            return []
        items = nextitem.session.items
        if self._positions is None:
            self._positions = {item: index for index, item in enumerate(items)}
        start = self._positions.get(nextitem)
        ahead = [nextitem] if start is None else items[start:start + AHEAD]
        return [item for item in ahead if item.parent is nextitem.parent]

    @pytest.hookimpl(wrapper=True)
    def pytest_runtest_makereport(self, item: pytest.Item, call):
        report = yield
        if call.excinfo is not None and call.excinfo.errisinstance(VariantProblem):
            report.longrepr = f"{item.nodeid}\n{call.excinfo.value}"  # a message, not a traceback
        result = getattr(item, "passnet_result", None)
        if isinstance(item, VariantItem) and result is not None and call.when in ("setup", "call"):
            if call.when == "call" or report.failed:
                record = result.to_dict()
                setattr(report, RESULT_ATTR, record)
                item.user_properties.extend(junit_properties(result))
        return report

    @pytest.hookimpl(optionalhook=True)
    def pytest_handlecrashitem(self, crashitem: str, report: pytest.TestReport, sched) -> None:
        setattr(report, RESULT_ATTR, self.session.crash_result(crashitem).to_dict())

    @pytest.hookimpl(trylast=True)  # after the terminal has written the variant's letter
    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        record = getattr(report, RESULT_ATTR, None)
        if record and self.session.is_controller:
            self.session.add_result(VariantResult.from_dict(record))
            line = self.progress.line(report.nodeid) if self.progress else None
            reporter = self.session.config.pluginmanager.get_plugin("terminalreporter")
            if line and reporter:
                write_progress(reporter, line, from_xdist=hasattr(report, "node"))

    def pytest_sessionfinish(self, session: pytest.Session, exitstatus: int) -> None:
        self.session.close()
        if not self.session.is_controller or session.config.option.collectonly:
            return
        from pytest_passnet.report import build_report

        results = list(self.session.results.values())
        missing = session.testscollected - len(results) if session.testscollected else 0
        record = self.session.options.record()
        if self.session.resume_note:
            record["resume_note"] = self.session.resume_note
        report = build_report(
            results,
            [s.ident for s in self.session.selection.samples],
            record,
            partial=missing > 0 or bool(session.shouldstop),
        )
        from pytest_passnet.sandbox.mode import detect

        report["sandbox"] = detect().record()  # the mode every process of this run found (the same machine)
        coverage = self._coverage_note(ran=len(results))
        if coverage:
            report["notes"].append(coverage)
        if self.session.options.resume:
            report["notes"].append(f"resumed: {self.reused} variants reused from {self.session.run_dir.results_path}, "
                                   f"{len(results) - self.reused} run now")
        if self.session.baseline is not None:
            from pytest_passnet.compare import compare

            report["comparison"] = compare(report, self.session.baseline, self.session.options.compare_tolerance)
            if report["comparison"]["regressed"]:
                session.exitstatus = pytest.ExitCode.TESTS_FAILED
        if self.session.options.resume and any(not r.passed for r in results):
            session.exitstatus = pytest.ExitCode.TESTS_FAILED  # the earlier run's failures still stand
        self.session.report = report
        self.session.run_dir.write_report(report)
        fold_repeated_diagnostics(session.config, results)
        from pytest_passnet.markdown import write_markdown

        md = self.session.options.markdown
        self.markdown_paths = write_markdown(report, Path(md) if md else None)
        for sample in report["samples"]:
            self.session.config.hook.pytest_passnet_sample_score(sample=sample)

    def pytest_terminal_summary(self, terminalreporter) -> None:
        report = self.session.report
        if not self.session.is_controller or report is None:
            return
        from pytest_passnet.summary import render

        terminalreporter.section("passnet")
        terminalreporter.write(render(report, terminalreporter.config.get_terminal_writer().fullwidth))
        terminalreporter.write_line(f"passnet report: {self.session.run_dir.report_path}")
        for path in self.markdown_paths:
            terminalreporter.write_line(f"passnet markdown summary: {path}")
        from pytest_passnet.benchmark import benchmark_output_requested

        if self.benchmark_tables_left_out and benchmark_output_requested(self.session.config):
            terminalreporter.write_line("pytest-benchmark's tables (one per variant) are left out: --benchmark-verbose "
                                        "prints them, or `pytest-benchmark compare FILE` from the JSON")

    def pytest_unconfigure(self, config: pytest.Config) -> None:
        self.session.finish()


def write_progress(reporter, line: str, from_xdist: bool) -> None:
    """``line`` on a line of its own. Where pytest starts its next line itself (file paths, -v) it
    is left open for pytest's ``[ nn%]`` and line break; where letters run on (-q, xdist) it is ended."""
    reporter.ensure_newline()  # ends a file path's letters
    if reporter.config.get_terminal_writer().width_of_current_line:  # bare letters
        reporter.write("\n")
    if reporter.verbosity > 0 or (reporter.showfspath and not from_xdist):
        reporter.write(line)
        reporter.currentfspath = -2  # pytest's mark of a line it ends before writing its next one
    else:
        reporter.write_line(line)


def leave_out_benchmark_tables(config: pytest.Config) -> bool:
    """pytest-benchmark prints a table for each group, and each variant is a group of its own (about
    250 lines for the demo list): quiet its display, not its files (the JSON keeps every number),
    unless --benchmark-verbose or --benchmark-compare asks to see them. Whether it did so."""
    benchmark = getattr(config, "_benchmarksession", None)
    if benchmark is None or benchmark.verbose or benchmark.quiet or config.getoption("benchmark_compare", None):
        return False
    benchmark.quiet = True  # read by its display() only; its messages keep their level
    return True


def fold_repeated_diagnostics(config: pytest.Config, results: list[VariantResult]) -> None:
    """A diagnostic block many variants share is printed once in the terminal's failures (JUnit XML,
    written from each report as it came, keeps every copy)."""
    reporter = config.pluginmanager.get_plugin("terminalreporter")
    texts = folded_failure_texts(results)
    for report in reporter.stats.get("failed", []) if reporter else []:
        if report.when == "call" and report.nodeid in texts:
            report.longrepr = texts[report.nodeid]


def junit_properties(result: VariantResult) -> list[tuple[str, object]]:
    return [
        ("passnet_status", result.status.value),
        ("passnet_parity_status", result.parity_status.value),
        ("passnet_speedup_e2e", result.speedup.get("e2e")),
        ("passnet_speedup_gpu", result.speedup.get("gpu")),
        ("passnet_max_diff", result.correctness.get("max_diff")),
        ("passnet_sandbox", result.sandbox),
    ]
