"""pytest entry point: options, collection of PassNet samples, result transport, reports.

Nothing here imports torch; the first variant that runs does.
"""

from __future__ import annotations

import os

import pytest

from pytest_passnet import hookspec
from pytest_passnet.isolation import end_process
from pytest_passnet.items import VariantItem, VariantProblem
from pytest_passnet.session import PassnetOptions, PassnetSession

RESULT_ATTR = "passnet"  # the report attribute a variant's result dict travels in
COMPILER_CHOICES_HELP = "pass_mgr (PassBench's, default), pass_mgr_direct, inductor, eager; more via the pytest_passnet_compilers hook"


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("passnet", "PassNet samples as tests (pytest-passnet)")

    def option(name: str, help: str, ini_default=None, ini_type="string", **kwargs) -> None:
        group.addoption(f"--passnet-{name}", dest=f"passnet_{name.replace('-', '_')}", help=help, **kwargs)
        if ini_default is not False:
            parser.addini(f"passnet_{name.replace('-', '_')}", help=help, type=ini_type, default=ini_default)

    option("list", "sample list (txt: a sample path per line; csv: a sample_path column); "
           "looked up as given, then under sample_lists/. Repeatable.", action="append", default=[],
           ini_type="args", ini_default=[])
    option("samples", "sample dirs, bare GraphNet graph dirs, or folders searched for either",
           nargs="+", default=[], ini_default=False)
    option("root", "dataset root that list entries and graph_list.txt lines resolve against (default: rootdir)")
    option("compiler", COMPILER_CHOICES_HELP)
    option("device", "cuda or cpu (default: cuda when available, else cpu with TRITON_INTERPRET=1)")
    option("warmup", "warm-up calls per side (default: PassBench's 25 on CUDA, 1 on CPU)", ini_default="")
    option("trials", "timed trials per side (default: PassBench's 100 on CUDA, 5 on CPU)", ini_default="")
    option("out", "output directory for report.json, results.jsonl and aggregated_score.json files",
           ini_default=".passnet")
    option("replay", "input replay: passbench (NumPy lineage, default) or torch", ini_default="passbench")
    option("guard", "full (default): PassBench's checks plus ours (kernel-launch proof, fresh-input re-check, "
           "aliasing, arithmetic in wrappers); passbench: exactly PassBench's verdicts, for parity studies",
           ini_default="full")
    option("timeout", "seconds one variant may run before it counts as hung and its process ends "
           "(0: no limit)", ini_default="600")
    option("compare", "a report.json of an earlier run: report what got worse and exit non-zero on a "
           "regression (a variant no longer correct, or a sample's AS lower by more than the tolerance)",
           ini_default=False)
    option("compare-tolerance", "fraction by which a sample's AS may fall before --passnet-compare calls "
           "it a regression (timing noise)", ini_default="0.05")
    option("shard", "run shard K of N (K/N), samples assigned by a hash of their path", ini_default=False)
    option("resume", "keep results.jsonl from an earlier run and skip variants it already holds",
           action="store_true", default=False, ini_default=False)


def pytest_addhooks(pluginmanager: pytest.PytestPluginManager) -> None:
    pluginmanager.add_hookspecs(hookspec)


def pytest_configure(config: pytest.Config) -> None:
    for marker, text in (
        ("passnet", "a PassNet sample variant"),
        ("float32", "variant in float32"),
        ("float16", "variant in float16"),
        ("bfloat16", "variant in bfloat16"),
        ("sole_op", "sole_op_subgraphs sample"),
        ("fusible", "fusible_subgraphs sample"),
        ("typical", "typical_subgraphs sample"),
    ):
        config.addinivalue_line("markers", f"{marker}: {text}")
    options = PassnetOptions.from_config(config)
    if not options.active:
        return
    pin_worker_gpu()
    if config.args_source != pytest.Config.ArgsSource.ARGS:
        config.args = []  # only the selected samples, not the testpaths
    session = PassnetSession(config, options)
    config.passnet_session = session
    config.pluginmanager.register(SessionHooks(session), "passnet-session")


def pin_worker_gpu() -> None:
    """One GPU per xdist worker, chosen from the caller's visible GPUs before CUDA starts."""
    worker = os.environ.get("PYTEST_XDIST_WORKER")
    if not worker:
        return
    from pytest_passnet.machine import visible_gpu_ids

    ids = visible_gpu_ids()
    if ids:
        os.environ["CUDA_VISIBLE_DEVICES"] = ids[int(worker.removeprefix("gw")) % len(ids)]


@pytest.hookimpl(optionalhook=True, tryfirst=True)
def pytest_xdist_auto_num_workers(config: pytest.Config) -> int | None:
    """``-n auto`` means one worker per visible GPU (xdist's own count where there is none)."""
    if not PassnetOptions.from_config(config).active or config.getoption("passnet_device") == "cpu":
        return None
    from pytest_passnet.machine import visible_gpu_ids

    return len(visible_gpu_ids()) or None


class SessionHooks:
    def __init__(self, session: PassnetSession):
        self.session = session
        self.pytest_session: pytest.Session | None = None

    @pytest.hookimpl(tryfirst=True)
    def pytest_collection_modifyitems(self, session: pytest.Session, config: pytest.Config, items: list) -> None:
        items.extend(self.session.make_items(session))

    def pytest_collection_finish(self, session: pytest.Session) -> None:
        reporter = session.config.pluginmanager.get_plugin("terminalreporter")
        if reporter:
            for problem in self.session.selection.problems:
                reporter.write_line(f"passnet: {problem}", red=True)

    def pytest_sessionstart(self, session: pytest.Session) -> None:
        self.pytest_session = session
        if self.session.is_controller:
            self.session.start()

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
                item.user_properties.extend(junit_properties(record))
        return report

    def pytest_runtest_logfinish(self, nodeid: str) -> None:
        lost = self.session.context_lost
        if not lost:
            return
        if self.session.is_controller:
            self.pytest_session.shouldstop = (
                f"the CUDA context was lost after {lost}; rerun with --passnet-resume (with -n, "
                "a fresh worker takes over automatically)"
            )
        else:
            end_process(self.session.config, f"CUDA context lost after {lost}; this worker ends so that a fresh one takes over")

    @pytest.hookimpl(optionalhook=True)
    def pytest_handlecrashitem(self, crashitem: str, report: pytest.TestReport, sched) -> None:
        setattr(report, RESULT_ATTR, self.session.crash_result(crashitem))

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        record = getattr(report, RESULT_ATTR, None)
        if record and self.session.is_controller:
            self.session.add_result(record)

    def pytest_sessionfinish(self, session: pytest.Session, exitstatus: int) -> None:
        if not self.session.is_controller or session.config.option.collectonly:
            return
        from pytest_passnet.report import build_report, write_report

        results = list(self.session.results.values())
        missing = session.testscollected - len(results) if session.testscollected else 0
        report = build_report(
            results,
            [s.ident for s in self.session.selection.samples],
            self.session.options_record(),
            partial=missing > 0 or bool(session.shouldstop),
        )
        if self.session.baseline is not None:
            from pytest_passnet.compare import compare

            report["comparison"] = compare(report, self.session.baseline, self.session.options.compare_tolerance)
            if report["comparison"]["regressed"]:
                session.exitstatus = pytest.ExitCode.TESTS_FAILED
        self.session.report = report
        self.session.report_path = write_report(report, self.session.out)
        for sample in report["samples"]:
            self.session.config.hook.pytest_passnet_sample_score(sample=sample)

    def pytest_terminal_summary(self, terminalreporter) -> None:
        report = self.session.report
        if not self.session.is_controller or report is None:
            return
        from pytest_passnet.summary import render

        terminalreporter.section("passnet")
        terminalreporter.write(render(report, terminalreporter._tw.fullwidth))
        terminalreporter.write_line(f"passnet report: {self.session.report_path}")


def junit_properties(record: dict) -> list[tuple[str, object]]:
    speedup = record.get("speedup") or {}
    correctness = record.get("correctness") or {}
    return [
        ("passnet_status", record["status"]),
        ("passnet_parity_status", record["parity_status"]),
        ("passnet_speedup_e2e", speedup.get("e2e")),
        ("passnet_speedup_gpu", speedup.get("gpu")),
        ("passnet_max_diff", correctness.get("max_diff")),
    ]
