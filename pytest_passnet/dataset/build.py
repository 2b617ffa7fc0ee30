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

from pytest_passnet.dataset.categories import OpGraph, pick_diverse, sole_op_ranges
from pytest_passnet.dataset.dedup import Family, deduplicate
from pytest_passnet.dataset.grammar import fold, typical_ranges
from pytest_passnet.dataset.layout import CATEGORIES, clear_dataset, write_family, write_lists, write_samples
from pytest_passnet.dataset.sources import ORIGINAL_BUCKET, ModelSpec, model_specs
from pytest_passnet.dataset.structure import OpAlignment

DEFAULT_PER_MODEL = {"sole_op": 16, "fusible": 8, "typical": 8}
DEFAULT_BUCKETS = (0, 4, 8, ORIGINAL_BUCKET)
STATISTICS_BUCKET = 0
"""The bucket every model is run for real at (the smallest shape of every family); the
others are traced on meta tensors at their full size and take this run's statistics, or,
where their op sequence differs, a smaller real run's (``structure.py``)."""
STRUCTURAL_MARKER = "statistics_from.txt"
"""Written beside a structural variant's graph: the real run its statistics come from."""
MEMORY_BUDGET = 8 * 2**30
"""Bytes of a variant's inputs; a larger variant is recorded in ``over_budget.tsv``, not written."""
FUSIBLE_SOURCES_PER_MODEL = 2
"""Typical ranges per model whose prefixes get kernel counts (each prefix is one Inductor lowering)."""
MAX_PREFIX_OPS = 36
"""The longest prefix of such a range that gets a kernel count."""


class BuildError(Exception):
    """A build that cannot start as configured."""


@dataclass
class BuildConfig:
    out: Path
    work: Path
    sources: list[str]
    models: list[str] | None = None
    buckets: tuple[int, ...] = DEFAULT_BUCKETS
    jobs: int = max(1, os.cpu_count() or 1)
    per_model: dict[str, int] = field(default_factory=lambda: dict(DEFAULT_PER_MODEL))
    eval_count: int = 30
    memory_budget: int = MEMORY_BUDGET
    fusible_sources: int | None = FUSIBLE_SOURCES_PER_MODEL
    """Typical ranges per model whose prefixes get kernel counts; None: one per distinct op sequence (upstream)."""
    max_prefix_ops: int = MAX_PREFIX_OPS
    eval_min_elements: int | None = None
    """Input elements below which a sample is too small to be an eval target (None: ``eval_choice``'s floor)."""


@dataclass
class BuildReport:
    models: list[str] = field(default_factory=list)
    failed: dict[str, str] = field(default_factory=dict)
    dropped: Counter = field(default_factory=Counter)
    samples: dict[str, int] = field(default_factory=dict)
    variants: dict[str, int] = field(default_factory=dict)
    over_budget: list[list] = field(default_factory=list)
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


def _device(bucket: int) -> str:
    return "cpu" if bucket == STATISTICS_BUCKET else "meta"


def _statistics_dir(work: Path, bucket: int, folder: str) -> Path:
    """A real run at one bucket's shape, kept only as the statistics of a structural variant."""
    return work / "statistics" / str(bucket) / folder


def _probe_dir(work: Path, bucket: int, folder: str) -> Path:
    """A meta trace at one bucket's shape, kept only to compare its op sequence."""
    return work / "probe" / str(bucket) / folder


def _has_graph(directory: Path) -> bool:
    return (directory / "graph_net.json").exists() or (directory / "subgraph_0").exists()


def _ops(directory: Path) -> list[str]:
    return [r["op"] for r in json.loads((directory / "nodes.json").read_text())]


def _extract_at(spec: ModelSpec, bucket: int, device: str, directory: Path, statistics: Path | None) -> None:
    from pytest_passnet.dataset.extract import extract
    from pytest_passnet.dataset.sources import instantiate

    # A fresh instance per extraction: some models cache state on their first eval
    # call (timm's LeViT attention biases), which would change the next graph.
    model = instantiate(spec).to(device)
    extra = {"source": spec.source, "heuristic_tag": spec.tag}
    extract(model, spec.bucket_inputs(bucket, device), directory, spec.name, extra, statistics=statistics)


def _structural_statistics(spec: ModelSpec, work: Path, bucket: int, ops: list[str]) -> Path | None:
    """A real run at the smallest shape whose op sequence is ``ops`` (the bucket's); None if none has it.

    Shapes are compared by meta traces first (cheap at any size); only the first match is
    run for real, and it counts only if the real run traces the same ops: a model can take
    another path on real tensors than on meta ones (torchvision's ViT calls ``.contiguous()``
    in every attention on real tensors only), and no real run then has the meta trace's sequence.
    """
    from pytest_passnet.dataset.structure import statistics_shapes

    for shape in statistics_shapes(spec.family, bucket, exclude=STATISTICS_BUCKET):
        probe = _probe_dir(work, shape, spec.folder)
        if not _has_graph(probe):
            _extract_at(spec, shape, "meta", probe, _extracted_dir(work, STATISTICS_BUCKET, spec.folder))
        if not (probe / "graph_net.json").exists() or _ops(probe) != ops:
            continue
        directory = _statistics_dir(work, shape, spec.folder)
        if not _has_graph(directory):
            _extract_at(spec, shape, "cpu", directory, None)
        same = (directory / "graph_net.json").exists() and _ops(directory) == ops
        return directory if same else None
    return None


def extract_model(spec: ModelSpec, work: Path, buckets: tuple[int, ...]) -> dict[int, str]:
    """Extract one model at every bucket's shape; why each failed bucket failed.

    The statistics bucket runs for real; every other bucket is traced on meta tensors
    (no memory, any size) and takes the value statistics of a real run of the same op
    sequence, op by op: the statistics bucket's, or for a structural variant (another
    op sequence) a real run at a smaller shape that has the bucket's sequence.
    """
    failed: dict[int, str] = {}
    statistics = _extracted_dir(work, STATISTICS_BUCKET, spec.folder)
    for bucket in (STATISTICS_BUCKET, *[b for b in buckets if b != STATISTICS_BUCKET]):
        directory = _extracted_dir(work, bucket, spec.folder)
        marker = directory / STRUCTURAL_MARKER
        try:
            if not _has_graph(directory):
                marker.unlink(missing_ok=True)
                _extract_at(spec, bucket, _device(bucket), directory,
                            None if bucket == STATISTICS_BUCKET else statistics)
            if (directory / "subgraph_0").exists():
                graphs = len(list(directory.glob("subgraph_*")))
                failed[bucket] = f"graph break: Dynamo captured {graphs} graphs (see {directory})"
            elif bucket != STATISTICS_BUCKET and not marker.exists() and _ops(directory) != _ops(statistics):
                source = _structural_statistics(spec, work, bucket, _ops(directory))
                if source is None:
                    shutil.rmtree(directory)
                    failed[bucket] = (f"op sequence differs from bucket {STATISTICS_BUCKET}'s "
                                      "and no real run at a smaller shape of the family has it")
                else:
                    _extract_at(spec, bucket, _device(bucket), directory, source)
                    marker.write_text(str(source.relative_to(work)) + "\n")
        except Exception as exc:  # a model that cannot be built or traced is reported and skipped
            failed[bucket] = failure_reason(exc)
        if STATISTICS_BUCKET in failed:
            break
    return failed


def failure_reason(exc: BaseException) -> str:
    """The error that started it, in one line. Dynamo's own first lines name only the wrapper
    ("backend=<GraphExtractor object at 0x...> raised:", "RuntimeError when making fake tensor
    call"), and it hides the error it wraps as ``inner_exception`` or as the context, not the cause."""
    while isinstance(inner := exc.__cause__ or getattr(exc, "inner_exception", None) or exc.__context__,
                     BaseException):
        exc = inner
    first_line = next((line.strip() for line in str(exc).splitlines() if line.strip()), "")
    return f"{type(exc).__name__}: {first_line}"


def _input_bytes(subgraph) -> int:
    from pytest_passnet.materialize import torch_dtype

    return sum(math.prod(m.shape) * torch_dtype(m).itemsize for m in subgraph.metas)


def kernel_counts(parent, start: int, end: int, max_prefix_ops: int) -> list[int | None]:
    """Inductor's kernel count for every prefix ``[start, start + k)``, k up to ``max_prefix_ops``
    (None: not compilable)."""
    from pytest_passnet.dataset.decompose import cut_module
    from pytest_passnet.dataset.kernels import count_launches, inductor_wrapper_code
    from pytest_passnet.materialize import bind_arguments, replay_inputs

    counts: list[int | None] = []
    for stop in range(start + 1, min(end, start + max_prefix_ops) + 1):
        found = cut_module(parent, start, stop)
        if found is None:
            counts.append(None)
            continue
        module, metas = found
        try:
            args, _ = bind_arguments(module, replay_inputs(metas, "cpu"))
            counts.append(count_launches(inductor_wrapper_code(module, args)))
        except Exception:  # Inductor refuses the prefix: it ends any fusible range here
            counts.append(None)
    return counts


def fusible_within(parent, typical: list[tuple[int, int]], max_prefix_ops: int) -> list[tuple[int, int]]:
    """Fusible ranges (parent op indices) inside the given typical ranges."""
    from pytest_passnet.dataset.kernels import fusible_ranges

    found: set[tuple[int, int]] = set()
    for start, end in typical:
        found |= {(start + a, start + b) for a, b in fusible_ranges(kernel_counts(parent, start, end, max_prefix_ops))}
    return sorted(found)


def cut_model(
    folder: str, buckets: tuple[int, ...], ranges: dict[str, list[tuple[int, int]]], config: BuildConfig,
) -> tuple[list[Family], Counter, list[list]]:
    """Cut the chosen ranges out of every bucket's graph: families, drop reasons, over-budget variants."""
    from pytest_passnet.dataset.decompose import cut, load_parent
    from pytest_passnet.dataset.generalise import DTYPES

    work, per_model = config.work, config.per_model
    dropped, over_budget = Counter(), []
    parents = {}
    for b in buckets:
        directory = _extracted_dir(work, b, folder)
        if not (directory / "graph_net.json").exists():
            continue
        try:
            parents[b] = load_parent(directory, _device(b))
        except Exception as exc:  # a bucket that does not reload is left out, the others stay
            dropped[f"bucket {b} does not reload: {type(exc).__name__}"] += 1
    if STATISTICS_BUCKET not in parents:
        dropped[f"model: bucket {STATISTICS_BUCKET} does not reload"] += 1
        return [], dropped, over_budget
    statistics = parents[STATISTICS_BUCKET]
    # Ranges are op indices of the statistics graph; a structural variant takes them
    # where its op sequence agrees with the statistics graph's.
    alignments = {b: OpAlignment(statistics.ops, parents[b].ops) for b in parents if parents[b].ops != statistics.ops}
    graph = OpGraph.from_records(json.loads((_extracted_dir(work, STATISTICS_BUCKET, folder) / "nodes.json").read_text()))
    typical = pick_diverse(ranges["typical"], graph.ops, per_model.get("typical", 0))
    distinct = len({tuple(graph.ops[s:e]) for s, e in ranges["typical"]})
    sources_of_fusible = pick_diverse(ranges["typical"], graph.ops,
                                      distinct if config.fusible_sources is None else config.fusible_sources)
    fusible = [r for r in fusible_within(statistics, sources_of_fusible, config.max_prefix_ops) if graph.is_cuttable(*r)]
    chosen = {
        "sole_op": pick_diverse(ranges["sole_op"], graph.ops, per_model.get("sole_op", 0)),
        "fusible": pick_diverse(fusible, graph.ops, per_model.get("fusible", 0)),
        "typical": typical,
    }
    model = folder.rsplit("/", 1)[-1]
    families = []
    for category, picked in chosen.items():
        # Sole-op graphs keep the original shape (no bucket level), as PassNet's do.
        if category == "sole_op":
            used = [ORIGINAL_BUCKET if ORIGINAL_BUCKET in parents else STATISTICS_BUCKET]
        else:
            used = sorted(parents)
        prefix = "w" if category == "sole_op" else "in"
        for seq, (start, end) in enumerate(picked):
            variants = {}
            for b in used:
                carried = alignments[b].carry(start, end) if b in alignments else (start, end)
                if carried is None:
                    dropped[f"bucket {b}: range crosses ops that differ from bucket {STATISTICS_BUCKET}'s"] += 1
                    continue
                for dtype in DTYPES:
                    subgraph = cut(parents[b], *carried, prefix, dtype)
                    if subgraph is None:
                        break
                    size = _input_bytes(subgraph)
                    if size > config.memory_budget:
                        over_budget.append([category, folder, start, end, dtype, b, size])
                        continue
                    variants[(dtype, None if category == "sole_op" else b)] = subgraph
            if not variants:
                dropped["boundary is not all tensors"] += 1
                continue
            seq_no = start if category == "sole_op" else seq
            name = f"{model}_start{start}_end{end}_{seq_no}"
            families.append(Family(category, folder, name, variants, {folder: [[start, end]]}, tuple(graph.ops[start:end])))
    return families, dropped, over_budget


def check_family(root: Path, paths: list[str], cpu_paths: list[str]) -> list[str]:
    """The CPU-sized variants run eager-clean and compute something; the first re-extracts as one graph."""
    from pytest_passnet.dataset.validate import ValidationError, eager_problems, trivial_reason, validate_graph_dir

    problems = [f"{path}: {p}" for path in cpu_paths for p in eager_problems(root / path)]
    if not problems and cpu_paths:
        reason = trivial_reason(root / cpu_paths[0])
        if reason:
            problems.append(f"{cpu_paths[0]}: does no real compute ({reason})")
    if not problems:
        try:
            validate_graph_dir(root / paths[0], "cpu" if paths[0] in cpu_paths else "meta")
        except ValidationError as exc:
            problems.append(str(exc))
    return problems


def choose_ranges(graphs: dict[str, OpGraph]) -> dict[str, dict[str, list[tuple[int, int]]]]:
    """Per model, the candidate sole-op and typical ranges (fusible ones come from kernel counts)."""
    folders = list(graphs)
    grammar = fold([graphs[f].ops for f in folders])
    return {
        folder: {
            "sole_op": [r for r in sole_op_ranges(graphs[folder].ops) if graphs[folder].is_cuttable(*r)],
            "typical": [r for r in typical_ranges(grammar, i) if graphs[folder].is_cuttable(*r)],
        }
        for i, folder in enumerate(folders)
    }


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
    buckets = tuple(sorted({STATISTICS_BUCKET, *config.buckets}))
    columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn())
    with Progress(*columns, console=console) as progress:
        calls = [(extract_model, (s, config.work, buckets)) for s in specs]
        extracted = []
        for i, failed, crash in _fan_out(progress, "extract", config.jobs, calls):
            spec = specs[i]
            failed = {STATISTICS_BUCKET: f"worker died: {crash}"} if crash else failed
            for bucket, reason in sorted(failed.items()):
                report.failed[f"{spec.folder} bucket {bucket}"] = str(reason)
                progress.console.print(f"[yellow]skipped[/] {spec.folder} bucket {bucket}: {reason}")
            if STATISTICS_BUCKET not in failed:
                extracted.append(spec)
        extracted.sort(key=lambda s: s.folder)
        graphs = {
            s.folder: OpGraph.from_records(
                json.loads((_extracted_dir(config.work, STATISTICS_BUCKET, s.folder) / "nodes.json").read_text())
            )
            for s in extracted
        }
        ranges = choose_ranges(graphs)
        tags = {s.folder: s.tag for s in extracted}

        calls = [(cut_model, (f, buckets, ranges[f], config)) for f in graphs]
        families: list[Family] = []
        folders = list(graphs)
        for i, result, crash in _fan_out(progress, "decompose", config.jobs, calls):
            if crash:
                report.failed[folders[i]] = f"decompose: {type(crash).__name__}: {crash}"
                progress.console.print(f"[yellow]skipped[/] {folders[i]}: {crash}")
                continue
            found, dropped, over_budget = result
            families += found
            report.dropped.update(dropped)
            report.over_budget += over_budget
        unique = deduplicate(families)
        report.dropped["duplicate graph (sources merged)"] += len(families) - len(unique)

        clear_dataset(config.out)
        written = {}
        for family in progress.track(sorted(unique, key=lambda f: (f.category, f.sort_path)), description="write"):
            written[id(family)] = (family, write_family(config.out, family, tags[family.model_folder]))
        calls = [(check_family, (config.out, [v.path for v in records], [v.path for v in records if v.cpu_sized]))
                 for _, records in written.values()]
        keys = list(written)
        kept = []
        for i, problems, crash in _fan_out(progress, "validate", config.jobs, calls):
            family, records = written[keys[i]]
            problems = problems if not crash else [f"worker died: {crash}"]
            if problems:
                report.dropped[f"{family.category}: {_reason(problems[0])}"] += 1
                for record in records:
                    shutil.rmtree(config.out / record.path, ignore_errors=True)
                continue
            kept.append((family, records))
        samples = write_samples(config.out, kept)
        write_lists(config.out, samples, config.eval_count, report.over_budget, config.eval_min_elements)

    report.models = [s.folder for s in extracted]
    for category in CATEGORIES:
        mine = [s for s in samples if s.category == category and not s.cpu_only]
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
