"""The run of one pytest session: options, the samples selected, running items, and (on the
controller only) collecting results, scoring and writing reports.
"""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, field
from pathlib import Path

import pytest

from pytest_passnet.isolation import Watchdog, crash_message, cuda_context_usable, end_process
from pytest_passnet.items import SampleNode, VariantItem, item_name, new_result
from pytest_passnet.result import CORRECT, KERNEL_ERROR, VariantResult
from pytest_passnet.selection import Selection, Shard, select_samples

RESULTS_FILE = "results.jsonl"
CHOICES = {"guard": ("full", "passbench"), "replay": ("passbench", "torch")}


@dataclass
class PassnetOptions:
    lists: list[str] = field(default_factory=list)
    paths: list[str] = field(default_factory=list)
    root: str = "."
    out: str = ".passnet"
    compiler: str = "pass_mgr"
    device: str | None = None
    warmup: int | None = None  # None: the device's default (executor.DEFAULT_COUNTS)
    trials: int | None = None
    replay: str = "passbench"
    guard: str = "full"
    shard: str | None = None
    resume: bool = False
    timeout: float | None = 600.0  # seconds per variant; None or 0: no watchdog
    compare: str | None = None  # baseline report.json
    compare_tolerance: float = 0.05

    @property
    def active(self) -> bool:
        return bool(self.lists or self.paths)

    @classmethod
    def from_config(cls, config: pytest.Config) -> PassnetOptions:
        """Options with absolute paths: command-line paths are relative to the invocation dir,
        ini values to the ini file's dir.

        The dataset root defaults to the ini file's dir, not ``config.rootpath``: pytest
        picks the rootdir before plugin options are known, so the value of
        ``--passnet-out DIR`` can be taken for a test path and become the rootdir.
        """
        cli_base = config.invocation_params.dir
        ini_base = config.inipath.parent if config.inipath else cli_base

        def get(name: str):
            value = config.getoption(f"passnet_{name}")
            return value if value not in (None, []) else config.getini(f"passnet_{name}")

        def path(name: str, default: Path) -> str:
            given, base = config.getoption(f"passnet_{name}"), cli_base
            if not given:
                given, base = config.getini(f"passnet_{name}"), ini_base
            return str(base / given if given else default)

        lists = get("list")
        lists = lists.split() if isinstance(lists, str) else list(lists or [])
        for name, allowed in CHOICES.items():
            if get(name) and get(name) not in allowed:
                raise pytest.UsageError(f"--passnet-{name} {get(name)!r}: choose one of {', '.join(allowed)}")
        return cls(
            lists=lists,
            paths=[str(cli_base / p) for p in config.getoption("passnet_samples") or []],
            root=path("root", ini_base),
            out=path("out", cli_base / ".passnet"),
            compiler=get("compiler") or "pass_mgr",
            device=get("device") or None,
            warmup=int(get("warmup")) if get("warmup") not in ("", None) else None,
            trials=int(get("trials")) if get("trials") not in ("", None) else None,
            replay=get("replay") or "passbench",
            guard=get("guard") or "full",
            shard=config.getoption("passnet_shard"),
            resume=bool(config.getoption("passnet_resume")),
            timeout=float(get("timeout") or 0) or None,
            compare=path("compare", None) if config.getoption("passnet_compare") else None,
            compare_tolerance=float(get("compare_tolerance") or 0.05),
        )


class PassnetSession:
    """Registered as a plugin; one per process."""

    def __init__(self, config: pytest.Config, options: PassnetOptions):
        self.config = config
        self.options = options
        self.is_controller = not hasattr(config, "workerinput")
        self.out = Path(options.out)
        shard = Shard.parse(options.shard) if options.shard else None
        self.selection: Selection = select_samples(
            options.lists, options.paths, Path(options.root), shard
        )
        self.results: dict[str, dict] = self._previous_results() if options.resume else {}
        self._executor = None
        self.context_lost: str | None = None  # nodeid after which CUDA became unusable
        self.baseline: dict | None = self._baseline() if self.is_controller else None
        self.report: dict | None = None
        self.report_path: Path | None = None

    def _baseline(self) -> dict | None:
        if not self.options.compare:
            return None
        from pytest_passnet.compare import load_baseline

        try:
            return load_baseline(Path(self.options.compare))
        except ValueError as exc:
            raise pytest.UsageError(str(exc)) from None

    # -- collection (every process) -------------------------------------------------

    def make_items(self, session: pytest.Session) -> list[pytest.Item]:
        items: list[pytest.Item] = []
        for sample in self.selection.samples:
            node = SampleNode.from_parent(session, name=sample.ident, nodeid=sample.ident, sample=sample)
            # Through the collect-report hooks, so the terminal counts and -n workers see them.
            report = node.ihook.pytest_make_collect_report(collector=node)
            node.ihook.pytest_collectreport(report=report)
            items.extend(i for i in report.result if isinstance(i, pytest.Item))
        if self.options.resume:
            items = [i for i in items if i.nodeid not in self.results]
        return items

    # -- running (worker or single process) -----------------------------------------

    def run(self, item: VariantItem) -> VariantResult:
        if self._executor is None:
            from pytest_passnet.executor import Executor

            self._executor = Executor(self.config, self.options)
        with Watchdog(self.options.timeout, lambda: self._timed_out(item)):
            result = self._executor.run(item)
        if result.device.startswith("cuda") and result.status != CORRECT and not cuda_context_usable():
            result.flags.append("the CUDA context was unusable after this variant; the rest of the run continues in a fresh process")
            self.context_lost = item.nodeid
        return result

    def _timed_out(self, item: VariantItem) -> None:
        result = item.new_result()
        result.status = KERNEL_ERROR
        result.message = f"timed out after {self.options.timeout:g} s (--passnet-timeout): a kernel that never finishes?"
        if self.is_controller:  # one process: keep the verdict before leaving
            self.add_result(result.to_dict())
        end_process(self.config, f"{item.nodeid}: {result.message} Rerun with --passnet-resume to continue after it.")

    def crash_result(self, nodeid: str) -> dict:
        """The result of a variant whose worker died (segfault, hang, lost CUDA context)."""
        sample_ident, _, name = nodeid.partition("::")
        sample = next(s for s in self.selection.samples if s.ident == sample_ident)
        variant = next((v for v in sample.variants if item_name(v) == name), None)
        result = new_result(nodeid, sample, variant)
        result.status, result.message = KERNEL_ERROR, crash_message(nodeid)
        return result.to_dict()

    # -- results (controller) ------------------------------------------------------

    def _previous_results(self) -> dict[str, dict]:
        path = self.out / RESULTS_FILE
        if not path.is_file():
            return {}
        results = {}
        for line in path.read_text().splitlines():
            try:
                record = json.loads(line)
            except ValueError:
                continue  # a line cut short by a crash
            results[record["nodeid"]] = record
        return results

    def start(self) -> None:
        if self.config.option.collectonly:
            return
        self.out.mkdir(parents=True, exist_ok=True)
        if not self.options.resume:
            (self.out / RESULTS_FILE).write_text("")

    def add_result(self, record: dict) -> None:
        """Keep one variant's result and append it to results.jsonl at once, so a crash loses nothing."""
        self.results[record["nodeid"]] = record
        with open(self.out / RESULTS_FILE, "a") as stream:
            stream.write(json.dumps(record) + "\n")
        self.config.hook.pytest_passnet_variant_result(result=record)

    def options_record(self) -> dict:
        record = asdict(self.options)
        record["fluctuation_threshold_env"] = os.environ.get("GRAPH_NET_FLUCTUATION_DETECT_THRESHOLD")
        return record
