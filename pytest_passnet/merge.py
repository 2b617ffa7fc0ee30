"""Shards -> one run: the results of several ``--passnet-out`` directories scored as one report.

Merging works on item results, never on pre-computed scores: every sample's ES(t)/AS is
recomputed from all its variants (shards keep samples whole). A merge that would give a
wrong score is refused, naming what is wrong: a shard missing (or cut short), a shard whose
signed results lack variants its report names, a sample in more than one run, results from
different hardware, or results measured with different result-changing options. With ``force``
the merge goes ahead and the report's notes say what was wrong.

Each shard brings its own ``.results-key``: merge trusts whoever wrote a shard (docs/trust.md §6).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from pytest_passnet.options import RESULT_OPTIONS

from pytest_passnet.report import RunReport, build_report, hardware, read_report
from pytest_passnet.result import VariantResult
from pytest_passnet.runfiles import KEY_FILE, REPORT_FILE, RESULTS_FILE, RunDir

LISTED = 5  # problems name this many examples, then a count


class MergeRefused(ValueError):
    """The runs cannot be merged into a faithful report; the message says why and what to do."""


@dataclass
class Run:
    path: Path
    results: list[VariantResult]
    report: RunReport | None  # None: the run never wrote its report (killed, or still running)
    refused: list[str] = field(default_factory=list)  # results lines whose signature did not check, and why

    @property
    def shard(self) -> str | None:
        return self.report.options.get("shard") if self.report else None


def read_run(path: Path) -> Run:
    """A ``--passnet-out`` directory."""
    run_dir = RunDir(path)
    if not run_dir.results_path.is_file():
        raise MergeRefused(f"{path}: no {RESULTS_FILE} here; give the --passnet-out directory of each run or shard")
    report = read_report(run_dir.report_path) if run_dir.report_path.is_file() else None
    results = run_dir.read_results()
    return Run(path, results, report, run_dir.refused)


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


def _lost_variants(runs: list[Run]) -> list[str]:
    """A variant the shard's report names but its signed results do not hold would leave the merged
    score unseen: its line failed its signature (changed in transfer or by hand) or the shard's key
    is not the merging user's (round 12b: a kernel_error dropped raised a sample's AS from 0.45 to 2)."""
    problems = []
    for run in runs:
        if run.report is None:
            continue  # refused by _shard_problems
        held = {r.nodeid for r in run.results}
        lost = [v.nodeid for v in run.report.variants if v.nodeid not in held]
        if not lost:
            continue  # a refused line beside a signed one of its variant changes nothing, as in --passnet-resume
        why = f"; lines refused: {len(run.refused)} (first: {run.refused[0]})" if run.refused else ""
        problems.append(
            f"{run.path}: {len(lost)} of the {len(run.report.variants)} variants its {REPORT_FILE} names have no "
            f"signed line in its {RESULTS_FILE} ({_listed(lost)}){why}; merge as the user who ran that shard (its "
            f"{KEY_FILE} must be yours and readable by you alone), copy the folder again from where it ran, or "
            "rerun it there with --passnet-resume, which measures those variants again")
    return problems


def _holders(runs: list[Run], value_of: Callable[[VariantResult], str | None]) -> dict[str, list[str]]:
    """Each value among the runs' results (None: not counted), with the runs that hold it."""
    holders: dict[str, list[str]] = {}
    for run in runs:
        for result in run.results:
            value = value_of(result)
            if value is not None and str(run.path) not in holders.setdefault(value, []):
                holders[value].append(str(run.path))
    return holders


def _held_by(holders: dict[str, list[str]]) -> str:
    return _listed([f"{value} ({', '.join(paths)})" for value, paths in holders.items()])


def _duplicate_samples(runs: list[Run]) -> list[str]:
    holders = _holders(runs, lambda result: result.sample)
    duplicated = [f"{sample} in {' and '.join(paths)}" for sample, paths in holders.items() if len(paths) > 1]
    return [f"{len(duplicated)} samples are in more than one run: {_listed(duplicated)}"] if duplicated else []


def _hardware_problems(runs: list[Run]) -> list[str]:
    kinds = _holders(runs, lambda result: hardware(result.machine) or None)
    return ["results from different hardware: " + _held_by(kinds)] if len(kinds) > 1 else []


def _option_problems(runs: list[Run]) -> list[str]:
    """Results measured with different result-changing options (another guard, trials, compiler, ...)
    are not one protocol's: --passnet-resume refuses to mix them, and so does merge."""
    problems = []
    for name in RESULT_OPTIONS:
        # as --passnet-resume reads them: a result without a protocol record is not compared
        values = _holders(runs, lambda result: repr(result.protocol.get(name)) if result.protocol else None)
        if len(values) > 1:
            problems.append(f"results measured with different --passnet-{name}: {_held_by(values)}; "
                            f"merge only shards run with the same --passnet-{name}, or run the others again with it")
    return problems


def merge_problems(runs: list[Run]) -> list[str]:
    return (_shard_problems(runs) + _lost_variants(runs) + _duplicate_samples(runs) + _hardware_problems(runs)
            + _option_problems(runs))


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
