"""pytest entry point: the hooks, each a line or two that hands its work to ``option_parsing``
(options), ``session`` (collection, running, results, reports) or ``machine`` (GPU pinning).

Nothing here imports torch; the first variant that runs does.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from pytest_passnet import hookspec, option_parsing
from pytest_passnet.session import PassnetSession

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
    session = PassnetSession.configure(config)
    if session is not None:
        config.pluginmanager.register(SessionHooks(session), "passnet-session")


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
    """The run's hooks, each handing its work to the session (``session.py``)."""

    def __init__(self, session: PassnetSession):
        self.session = session

    @pytest.hookimpl(tryfirst=True)
    def pytest_collection_modifyitems(self, session: pytest.Session, config: pytest.Config, items: list) -> None:
        items.extend(self.session.make_items(session))

    def pytest_report_collectionfinish(self, config: pytest.Config, start_path: Path, items: list) -> list[str]:
        note = self.session.coverage_note()
        return [f"passnet: {note}"] if note else []

    def pytest_collection_finish(self, session: pytest.Session) -> None:
        self.session.count_items([item.nodeid for item in session.items])

    @pytest.hookimpl(optionalhook=True)
    def pytest_xdist_node_collection_finished(self, node, ids: list[str]) -> None:
        self.session.count_items(ids)

    def pytest_sessionstart(self, session: pytest.Session) -> None:
        self.session.start()

    @pytest.hookimpl(tryfirst=True)
    def pytest_runtest_protocol(self, item: pytest.Item, nextitem: pytest.Item | None) -> None:
        self.session.look_ahead(item, nextitem)

    @pytest.hookimpl(wrapper=True)
    def pytest_runtest_makereport(self, item: pytest.Item, call):
        report = yield
        self.session.attach_result(item, call, report)
        return report

    @pytest.hookimpl(optionalhook=True)
    def pytest_handlecrashitem(self, crashitem: str, report: pytest.TestReport, sched) -> None:
        self.session.attach_crash_result(crashitem, report)

    @pytest.hookimpl(trylast=True)  # after the terminal has written the variant's letter
    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        self.session.take_result(report)

    def pytest_sessionfinish(self, session: pytest.Session, exitstatus: int) -> None:
        self.session.report_run(session)

    def pytest_terminal_summary(self, terminalreporter) -> None:
        self.session.write_summary(terminalreporter)

    def pytest_unconfigure(self, config: pytest.Config) -> None:
        self.session.finish()
