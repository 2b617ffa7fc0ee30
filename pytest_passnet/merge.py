"""Shards -> one run: the results of several ``--passnet-out`` directories scored as one report.

Merging works on item results, never on pre-computed scores: every sample's ES(t)/AS is
recomputed from all its variants (shards keep samples whole). A merge that would give a
wrong score is refused, naming what is wrong: a shard missing (or cut short), a sample
in more than one run, or results from different hardware. With ``force`` the merge goes
ahead and the report's notes say what was wrong.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from pytest_passnet.report import RunReport, build_report, hardware, read_report
from pytest_passnet.result import VariantResult
from pytest_passnet.runfiles import REPORT_FILE, RESULTS_FILE, RunDir

LISTED = 5  # problems name this many examples, then a count


class MergeRefused(ValueError):
    """The runs cannot be merged into a faithful report; the message says why and what to do."""


@dataclass
class Run:
    path: Path
    results: list[VariantResult]
    report: RunReport | None  # None: the run never wrote its report (killed, or still running)

    @property
    def shard(self) -> str | None:
        return self.report.options.get("shard") if self.report else None


def read_run(path: Path) -> Run:
    """A ``--passnet-out`` directory."""
    run_dir = RunDir(path)
    if not run_dir.results_path.is_file():
        raise MergeRefused(f"{path}: no {RESULTS_FILE} here; give the --passnet-out directory of each run or shard")
    report = read_report(run_dir.report_path) if run_dir.report_path.is_file() else None
    return Run(path, run_dir.read_results(), report)


def _listed(items: list[str]) -> str:
    shown = "; ".join(items[:LISTED])
    return shown + (f"; and {len(items) - LISTED} more" if len(items) > LISTED else "")


def _shard_problems(runs: list[Run]) -> list[str]:
    problems = [
        f"{run.path} has no {REPORT_FILE}: that run did not finish, so its shard and whether it is complete are unknown"
        for run in runs
        if run.report is None
    ]
    problems += [
        f"{run.path} is a partial run (not every collected variant has a result); rerun it with --passnet-resume"
        for run in runs
        if run.report and any(note.startswith("partial run") for note in run.report.notes)
    ]
    shards = [(run, run.shard.split("/")) for run in runs if run.shard]
    counts = {count for _, (_, count) in shards}
    if len(counts) > 1:
        problems.append("shards of different splits: " + ", ".join(f"{run.path} is {run.shard}" for run, _ in shards))
    elif counts:
        (count,) = counts
        missing = sorted(set(range(1, int(count) + 1)) - {int(index) for _, (index, _) in shards})
        if missing:
            problems.append(f"missing shards: {', '.join(f'{k}/{count}' for k in missing)}; give every shard's --passnet-out")
    return problems


def _duplicate_samples(runs: list[Run]) -> list[str]:
    holders: dict[str, list[str]] = {}
    for run in runs:
        for sample in dict.fromkeys(r.sample for r in run.results):
            holders.setdefault(sample, []).append(str(run.path))
    duplicated = [f"{sample} in {' and '.join(paths)}" for sample, paths in holders.items() if len(paths) > 1]
    return [f"{len(duplicated)} samples are in more than one run: {_listed(duplicated)}"] if duplicated else []


def _hardware_problems(runs: list[Run]) -> list[str]:
    kinds: dict[str, list[str]] = {}
    for run in runs:
        for record in run.results:
            where = hardware(record.machine)
            if where and str(run.path) not in kinds.setdefault(where, []):
                kinds[where].append(str(run.path))
    if len(kinds) < 2:
        return []
    return ["results from different hardware: " + _listed([f"{kind} ({', '.join(paths)})" for kind, paths in kinds.items()])]


def merge_problems(runs: list[Run]) -> list[str]:
    return _shard_problems(runs) + _duplicate_samples(runs) + _hardware_problems(runs)


def merge(paths: list[Path], out: Path, force: bool = False) -> RunReport:
    """Merge the runs into ``out`` (report.json, results.jsonl, aggregated_score.json files)."""
    runs = [read_run(path) for path in paths]
    problems = merge_problems(runs)
    if problems and not force:
        raise MergeRefused("refusing to merge:\n" + "\n".join(f"  - {p}" for p in problems) + "\npass --force to merge anyway")
    latest: dict[tuple[str, str], VariantResult] = {}
    for run in runs:
        for result in run.results:
            latest[result.sample, result.variant] = result  # forced over a duplicate: the run given last wins
    results = list(latest.values())
    order = list(dict.fromkeys(r.sample for r in results))
    report = build_report(results, order, {"merged_from": [str(p) for p in paths]}, partial=False)
    report.notes += [f"merged with --force although {p}" for p in problems]
    merged = RunDir(out)
    merged.lock()
    try:
        merged.start_results(keep=False)
        for result in results:
            merged.append(result)
        merged.write_report(report.to_dict())
    finally:
        merged.unlock()
    return report
