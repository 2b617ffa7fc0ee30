"""Write a plan's samples and variants under a dataset root, in upstream's layout.

Samples first (``graph_list.txt`` in upstream's order, ``sample_uids.txt`` where the UIDs
are known), then every variant not already complete (a variant dir is complete when all
its files are there; ``graph_net.json`` is written last), one ``(category, source)``
job per worker process: a job that crashes or runs out of time fails its variants,
never the run. Each variant that cannot be made is reported with its reason.
"""

from __future__ import annotations

import itertools
import json
import multiprocessing
import os
import queue
import resource
import time
import traceback
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from pytest_passnet.dataset.passnet_v2.files import is_complete
from pytest_passnet.dataset.passnet_v2.lists import (
    GRAPH_LIST,
    SAMPLE_UIDS,
    Plan,
    graph_list_text,
)
from pytest_passnet.dataset.passnet_v2.names import VariantName

JOB_TIMEOUT_S = 3600.0
REPORT = ".passnet/passnet-v2-rebuild.json"


@dataclass
class RebuildReport:
    planned: int = 0
    already_complete: int = 0
    built: int = 0
    failed: dict[str, str] = field(default_factory=dict)  # variant path -> reason
    seconds: float = 0.0
    cpu_seconds: float = 0.0  # the workers' user + system time: what the run costs on any machine
    workers: int = 1

    @property
    def missing(self) -> int:
        return len(self.failed)

    def reasons(self) -> Counter:
        """Failures by cause: the reason's first clause, so one cause counts once."""
        return Counter(reason.split(":")[0] for reason in self.failed.values())

    def to_json(self) -> str:
        return json.dumps({
            "planned": self.planned, "already_complete": self.already_complete, "built": self.built,
            "missing": self.missing, "seconds": round(self.seconds, 1), "cpu_seconds": round(self.cpu_seconds, 1),
            "workers": self.workers,
            "failures_by_cause": dict(self.reasons().most_common()), "failed": self.failed,
        }, indent=2)


def write_samples(out: Path, plan: Plan) -> None:
    """Each sample dir's ``graph_list.txt`` (and ``sample_uids.txt`` when the UIDs are known)."""
    for sample in plan.samples:
        directory = out / sample.path
        directory.mkdir(parents=True, exist_ok=True)
        text = graph_list_text(sample.variants)
        target = directory / GRAPH_LIST
        if not target.is_file() or target.read_text() != text:
            target.write_text(text)
        if sample.uids:
            (directory / SAMPLE_UIDS).write_text(",".join(sorted(sample.uids)))


def jobs_of(variants: list[VariantName]) -> dict[tuple[str, str], list[VariantName]]:
    """Variants grouped by ``(category, source)``, the unit one worker builds."""
    jobs: dict[tuple[str, str], list[VariantName]] = defaultdict(list)
    for variant in variants:
        jobs[variant.category, variant.source].append(variant)
    return jobs


def rebuild(checkout: Path, out: Path, plan: Plan, workers: int = 1, force: bool = False,
            job_timeout: float = JOB_TIMEOUT_S, progress: bool = True) -> RebuildReport:
    started = time.monotonic()
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    write_samples(out, plan)
    variants = plan.variants()
    report = RebuildReport(planned=len(variants), workers=workers)
    todo = [v for v in variants if force or not is_complete(out / v.path)]
    report.already_complete = len(variants) - len(todo)
    jobs = jobs_of(todo)
    for (category, source), names in list(jobs.items()):
        reason = _missing_source(checkout, source)
        if reason:
            report.failed.update({n.path: reason for n in names})
            del jobs[category, source]
    # Largest jobs first, so the last minutes are not one big model alone.
    ordered = sorted(jobs.items(), key=lambda item: -len(item[1]))
    with _Progress(len(todo), progress) as bar:
        bar.advance(report.missing)
        for names, built, failed in _run_jobs(checkout, out, ordered, workers, job_timeout, bar):
            report.built += len(built)
            report.failed.update(failed)
            bar.advance(len(names))
    report.seconds = time.monotonic() - started
    done = resource.getrusage(resource.RUSAGE_CHILDREN)
    report.cpu_seconds = (done.ru_utime - children.ru_utime) + (done.ru_stime - children.ru_stime)
    return report


def _missing_source(checkout: Path, source: str) -> str | None:
    graph = checkout / source
    for name in ("model.py", "weight_meta.py"):
        if not (graph / name).is_file():
            return f"source graph missing: {source}/{name} is not in the GraphNet checkout"
    return None


def _run_jobs(checkout: Path, out: Path, jobs: list, workers: int, timeout: float, bar):
    """Yield ``(names, built paths, failures)`` per job, each run in a process of its own."""
    context = multiprocessing.get_context("spawn")
    results = context.Queue()
    pending = list(reversed(jobs))
    running: dict[int, tuple] = {}
    keys = itertools.count()
    while pending or running:
        while pending and len(running) < max(1, workers):
            (_, source), names = pending.pop()
            key = next(keys)
            process = context.Process(target=_job_process, daemon=True,
                                      args=(key, str(checkout), str(out), [n.path for n in names], results))
            process.start()
            running[key] = (process, names, time.monotonic(), source)
            bar.running([entry[3] for entry in running.values()])
        try:
            key, built, failed = results.get(timeout=1.0)
        except queue.Empty:
            for key, (process, names, since, source) in list(running.items()):
                if not process.is_alive():
                    process.join()
                    reason = f"worker died: exit code {process.exitcode} while building {source} (out of memory?)"
                    del running[key]
                    yield names, [], {n.path: reason for n in names}
                elif time.monotonic() - since > timeout:
                    process.terminate()
                    process.join()
                    del running[key]
                    yield names, [], {n.path: f"timed out: {source} took over {timeout:.0f} s" for n in names}
            continue
        process, names, _, _ = running.pop(key)
        process.join()
        bar.running([entry[3] for entry in running.values()])
        yield names, built, failed


def _job_process(key: int, checkout: str, out: str, paths: list[str], results) -> None:
    """One job in a fresh interpreter: build, write, report back (never raises)."""
    os.environ.setdefault("OMP_NUM_THREADS", "1")
    built: list[str] = []
    failed: dict[str, str] = {}
    try:
        import torch

        torch.set_num_threads(1)
        from pytest_passnet.dataset.passnet_v2.engine import Job, build_job

        names = [VariantName.parse(p) for p in paths]
        result = build_job(Path(checkout), Job.of(names[0]), names)
        for name, files in result.built.items():
            files.write(Path(out) / name.path)
            built.append(name.path)
        failed = {name.path: reason for name, reason in result.failed.items()}
        failed.update({p: "not built: the job ended without this variant"
                       for p in paths if p not in failed and p not in built})
    except BaseException as exc:  # noqa: BLE001 - report whatever ended the job, per variant
        reason = f"{type(exc).__name__}: {exc}".splitlines()[0][:300] or traceback.format_exc(limit=1)
        failed = {p: reason for p in paths if p not in built}
    results.put((key, built, failed))


class _Progress:
    """A rich progress bar over variants, with the sources being built; silent when off."""

    def __init__(self, total: int, enabled: bool):
        self.enabled = enabled and total > 0
        self.total = total

    def __enter__(self):
        if self.enabled:
            from rich.progress import (
                BarColumn,
                MofNCompleteColumn,
                Progress,
                TextColumn,
                TimeElapsedColumn,
                TimeRemainingColumn,
            )

            self.progress = Progress(TextColumn("[bold]v2 rebuild"), BarColumn(), MofNCompleteColumn(),
                                     TimeElapsedColumn(), TimeRemainingColumn(), TextColumn("{task.description}"))
            self.progress.start()
            self.task = self.progress.add_task("", total=self.total)
        return self

    def advance(self, count: int) -> None:
        if self.enabled and count:
            self.progress.advance(self.task, count)

    def running(self, sources: list[str]) -> None:
        if self.enabled:
            shown = ", ".join(s.rsplit("/", 1)[-1] for s in sources[:3])
            self.progress.update(self.task, description=shown + (" …" if len(sources) > 3 else ""))

    def __exit__(self, *exc) -> None:
        if self.enabled:
            self.progress.stop()
