"""The build: sources -> extraction -> range choice -> cuts and variants -> dedup ->
validation -> layout, with rich progress bars and a report of what was skipped.

Stages that run models (extraction, cutting, validation) fan out over worker
processes, one torch thread each. Extraction is cached in the work directory per
model and bucket (``graph_net.json`` marks a finished graph), so a build that was
interrupted resumes where it stopped.
"""

from __future__ import annotations

import json
import math
import os
import shutil
import time
import warnings
from collections import Counter
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from multiprocessing import get_context
from pathlib import Path
from typing import Callable, Iterable

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from pytest_passnet.dataset.categories import (
    OpGraph,
    fusible_ranges,
    pick_diverse,
    recurring_sequences,
    sole_op_ranges,
    typical_ranges,
)
from pytest_passnet.dataset.dedup import Family, deduplicate
from pytest_passnet.dataset.layout import CATEGORIES, clear_dataset, write_family, write_lists, write_sample
from pytest_passnet.dataset.sources import ModelSpec, model_specs

DEFAULT_PER_MODEL = {"sole_op": 6, "fusible": 6, "typical": 6}
MAX_INPUT_ELEMENTS = 2**24
"""Per variant, summed over its inputs: keeps replay and the CPU check fast."""


class BuildError(Exception):
    """A build that cannot start as configured."""


@dataclass
class BuildConfig:
    out: Path
    work: Path
    sources: list[str]
    models: list[str] | None = None
    buckets: tuple[int, ...] = (0, 1)
    jobs: int = max(1, os.cpu_count() or 1)
    per_model: dict[str, int] = field(default_factory=lambda: dict(DEFAULT_PER_MODEL))
    eval_count: int = 50
    max_input_elements: int = MAX_INPUT_ELEMENTS


@dataclass
class BuildReport:
    models: list[str] = field(default_factory=list)
    failed: dict[str, str] = field(default_factory=dict)
    dropped: Counter = field(default_factory=Counter)
    samples: dict[str, int] = field(default_factory=dict)
    variants: dict[str, int] = field(default_factory=dict)
    seconds: float = 0.0

    def to_json(self) -> str:
        return json.dumps({**self.__dict__, "dropped": dict(self.dropped)}, indent=2, sort_keys=True)


def _init_worker() -> None:
    import torch

    torch.set_num_threads(1)
    os.environ["HF_HUB_OFFLINE"] = "1"
    warnings.filterwarnings("ignore")


def _extracted_dir(work: Path, bucket: int, folder: str) -> Path:
    return work / "extracted" / str(bucket) / folder


def extract_model(spec: ModelSpec, work: Path, buckets: tuple[int, ...]) -> str | None:
    """Extract one model at every bucket's batch size; None, or why it failed."""
    from pytest_passnet.dataset.extract import extract
    from pytest_passnet.dataset.generalise import batch_size
    from pytest_passnet.dataset.sources import instantiate

    try:
        for bucket in buckets:
            directory = _extracted_dir(work, bucket, spec.folder)
            if not (directory / "graph_net.json").exists() and not (directory / "subgraph_0").exists():
                # A fresh instance per bucket: some models cache state on their first eval
                # call (timm's LeViT attention biases), which would change the next graph.
                model = instantiate(spec)
                extra = {"source": spec.source, "heuristic_tag": spec.tag}
                extract(model, spec.inputs(batch_size(bucket)), directory, spec.name, extra)
            if (directory / "subgraph_0").exists():
                graphs = len(list(directory.glob("subgraph_*")))
                return f"graph break: Dynamo captured {graphs} graphs (see {directory})"
    except Exception as exc:  # a model that cannot be built or traced is reported and skipped
        return f"{type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''}"
    return None


def cut_model(
    folder: str, work: Path, buckets: tuple[int, ...], ranges: dict[str, list[tuple[int, int, int]]],
    max_input_elements: int,
) -> tuple[list[Family], Counter]:
    """Cut the chosen ranges out of every bucket's graph; families and why ranges were dropped."""
    from pytest_passnet.dataset.decompose import cut, load_parent
    from pytest_passnet.dataset.generalise import DTYPES, dtype_variant

    parents = {b: load_parent(_extracted_dir(work, b, folder)) for b in buckets}
    model = folder.rsplit("/", 1)[-1]
    families, dropped = [], Counter()
    if any(parents[b].ops != parents[buckets[0]].ops for b in buckets):
        # Ranges are op indices of the first bucket's graph; they mean nothing in another.
        for category, chosen in ranges.items():
            if category != "sole_op":
                dropped[f"{category}: op sequence differs between batch buckets"] += len(chosen)
        ranges = {"sole_op": ranges.get("sole_op", [])}
    for category, chosen in ranges.items():
        used = buckets[:1] if category == "sole_op" else buckets
        prefix = "w" if category == "sole_op" else "in"
        for seq, start, end in chosen:
            cuts = {b: cut(parents[b], start, end, prefix) for b in used}
            if any(c is None for c in cuts.values()):
                dropped["boundary is not all tensors"] += 1
                continue
            if any(sum(math.prod(m.shape) for m in c.metas) > max_input_elements for c in cuts.values()):
                dropped[f"inputs over {max_input_elements} elements"] += 1
                continue
            variants = {
                (dtype, None if category == "sole_op" else b): dtype_variant(cuts[b], dtype)
                for b in used
                for dtype in DTYPES
            }
            name = f"{model}_start{start}_end{end}_{seq}"
            families.append(Family(category, folder, name, variants, {folder: [[start, end]]}))
    return families, dropped


def check_family(root: Path, paths: list[str]) -> list[str]:
    """Every variant runs eager-clean, and the first re-extracts as one graph."""
    from pytest_passnet.dataset.validate import ValidationError, eager_problems, validate_graph_dir

    problems = [f"{path}: {p}" for path in paths for p in eager_problems(root / path)]
    if not problems:
        try:
            validate_graph_dir(root / paths[0])
        except ValidationError as exc:
            problems.append(str(exc))
    return problems


def choose_ranges(
    graphs: dict[str, OpGraph], per_model: dict[str, int]
) -> dict[str, dict[str, list[tuple[int, int, int]]]]:
    """Per model and category, ``(seq_no, start, end)`` of the ranges to cut."""
    recurring = recurring_sequences({folder: g.ops for folder, g in graphs.items()})
    chosen = {}
    for folder, graph in graphs.items():
        candidates = {
            "sole_op": [r for r in sole_op_ranges(graph.ops) if graph.is_cuttable(*r)],
            "fusible": [r for r in fusible_ranges(graph.ops, graph.dependencies) if graph.is_cuttable(*r)],
            "typical": typical_ranges(graph.ops, recurring, graph.is_cuttable),
        }
        chosen[folder] = {}
        for category, ranges in candidates.items():
            seq_no = {r: i for i, r in enumerate(ranges)}
            picked = pick_diverse(ranges, graph.ops, per_model.get(category, 0))
            # GraphNet's sole-op seq_no is the op index; elsewhere the index in the range list.
            chosen[folder][category] = [
                (start if category == "sole_op" else seq_no[(start, end)], start, end) for start, end in picked
            ]
    return chosen


def _fan_out(
    progress: Progress, label: str, jobs: int, calls: list[tuple[Callable, tuple]],
) -> Iterable[tuple[int, object, BaseException | None]]:
    """Run calls on worker processes; yields (index, result, exception) as they finish."""
    task = progress.add_task(label, total=len(calls))
    with ProcessPoolExecutor(jobs, mp_context=get_context("spawn"), initializer=_init_worker) as pool:
        futures = {pool.submit(fn, *args): i for i, (fn, args) in enumerate(calls)}
        for future in as_completed(futures):
            progress.advance(task)
            error = future.exception()
            yield futures[future], None if error else future.result(), error


def build(config: BuildConfig, console: Console | None = None, specs: list[ModelSpec] | None = None) -> BuildReport:
    """Build the dataset into ``config.out`` from ``config.sources`` (or the given specs)."""
    console = console or Console(stderr=True)
    started = time.monotonic()
    report = BuildReport()
    specs = model_specs(config.sources) if specs is None else specs
    if config.models:
        unknown = sorted(set(config.models) - {s.name for s in specs})
        if unknown:
            raise BuildError(f"no architecture named {', '.join(unknown)} in sources {', '.join(config.sources)}; "
                             "see pytest_passnet/dataset/sources.py")
        specs = [s for s in specs if s.name in config.models]
    columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn())
    with Progress(*columns, console=console) as progress:
        calls = [(extract_model, (s, config.work, config.buckets)) for s in specs]
        extracted = []
        for i, error, crash in _fan_out(progress, "extract", config.jobs, calls):
            spec = specs[i]
            reason = error or (crash and f"worker died: {crash}")
            if reason:
                report.failed[spec.folder] = str(reason)
                progress.console.print(f"[yellow]skipped[/] {spec.folder}: {reason}")
            else:
                extracted.append(spec)
        extracted.sort(key=lambda s: s.folder)
        graphs = {
            s.folder: OpGraph.from_records(
                json.loads((_extracted_dir(config.work, config.buckets[0], s.folder) / "nodes.json").read_text())
            )
            for s in extracted
        }
        ranges = choose_ranges(graphs, config.per_model)
        tags = {s.folder: s.tag for s in extracted}

        calls = [(cut_model, (f, config.work, config.buckets, ranges[f], config.max_input_elements)) for f in graphs]
        families: list[Family] = []
        folders = list(graphs)
        for i, result, crash in _fan_out(progress, "decompose", config.jobs, calls):
            if crash:
                report.failed[folders[i]] = f"decompose: {type(crash).__name__}: {crash}"
                progress.console.print(f"[yellow]skipped[/] {folders[i]}: {crash}")
                continue
            found, dropped = result
            families += found
            report.dropped.update(dropped)
        unique = deduplicate(families)
        report.dropped["duplicate graph (sources merged)"] += len(families) - len(unique)

        clear_dataset(config.out)
        written = {}
        for family in progress.track(sorted(unique, key=lambda f: (f.category, f.sort_path)), description="write"):
            written[id(family)] = (family, write_family(config.out, family, tags[family.model_folder]))
        calls = [(check_family, (config.out, [v.path for v in records])) for _, records in written.values()]
        keys = list(written)
        samples = []
        for i, problems, crash in _fan_out(progress, "validate", config.jobs, calls):
            family, records = written[keys[i]]
            problems = problems if not crash else [f"worker died: {crash}"]
            if problems:
                report.dropped[f"{family.category}: {_reason(problems[0])}"] += 1
                for record in records:
                    shutil.rmtree(config.out / record.path, ignore_errors=True)
                continue
            samples.append(write_sample(config.out, family.category, records))
        write_lists(config.out, samples, config.eval_count)

    report.models = [s.folder for s in extracted if s.folder not in report.failed]
    for category in CATEGORIES:
        mine = [s for s in samples if s.category == category]
        report.samples[category] = len(mine)
        report.variants[category] = sum(len(s.variants) for s in mine)
    report.seconds = round(time.monotonic() - started, 1)
    config.work.mkdir(parents=True, exist_ok=True)
    (config.work / "build_report.json").write_text(report.to_json())
    return report


def _reason(problem: str) -> str:
    """A problem without its path and details, to count drops by kind."""
    text = problem.split(": ", 1)[-1]
    return text.split(" (")[0].split(":")[0]
