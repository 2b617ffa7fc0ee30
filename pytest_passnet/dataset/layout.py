"""The public PassNet v2 layout: graph trees, samples, graph lists and sample lists.

``passbench.md`` sections 3 and 17, with our dataset name ``passnet_subgraphs``:

* variants: ``graphs/passnet_subgraphs/<cat>_subgraphs/<dtype>/[<bucket>/]samples/<source>/<model>/_decomposed/<name>/``
  (sole_op has no bucket level, as in the public data);
* samples: ``samples/passnet_subgraphs/<cat>_subgraphs/<h[0:2]>/<h[2:4]>/<h>/`` with
  ``graph_list.txt`` (lines resolve against the dataset root), ``sample_uids.txt`` and
  an empty ``pass_dir/``; h = sha256 of the sorted variant UIDs joined by newlines;
* graph lists ``graphs/passnet_subgraphs/passnet_<cat>_subgraphs.txt`` (``UID<TAB>path``)
  and ``passnet_grouped_<cat>_subgraph_uids.txt``;
* ``sample_lists/train`` and ``sample_lists/eval`` (txt and csv) and the eval graph csv.

A sample is every variant of one op sequence, across models, dtypes and buckets, with
upstream's picks per shape bucket and dtype (``grouping.py``; PassNet's samples mix models).
Eval samples are chosen for op-transition coverage among the samples that make real
targets (``eval_choice.py``). Eval lists come twice: ``gpu_passnet_*`` with the samples as they
are (every bucket up to batch 512 / sequence 4096), and ``passnet_*`` with the CPU-sized
part of the same samples (their variants whose inputs fit ``CPU_INPUT_ELEMENTS``), for CI.
"""

from __future__ import annotations

import csv
import hashlib
import io
import math
import shutil
import uuid
from dataclasses import dataclass
from pathlib import Path

from pytest_passnet.dataset.dedup import Family, variant_hash
from pytest_passnet.dataset.graphnet_format import graph_net_json, write_graph_dir

DATASET = "passnet_subgraphs"
CATEGORIES = ("sole_op", "fusible", "typical")
EVAL_CATEGORIES = ("fusible", "typical")
CPU_INPUT_ELEMENTS = 2**22
"""A variant is CPU-sized when its inputs hold at most this many elements."""
MAX_VARIANTS_PER_SAMPLE = 12
"""Variants kept per sample, spread over its models, buckets and dtypes (keeps the data small)."""


@dataclass(frozen=True)
class VariantRecord:
    path: str
    """Relative to the dataset root, starting with ``graphs/``."""
    uid: str
    dtype: str
    bucket: int | None
    source: str
    model: str
    cpu_sized: bool = True


@dataclass
class SampleRecord:
    category: str
    path: str
    variants: list[VariantRecord]
    ops: tuple[str, ...] = ()
    cpu_only: bool = False
    """A CPU-sized copy of an eval sample (its small variants only), listed for CI."""


def graph_path(dataset: str, category: str, dtype: str, bucket: int | None, model_folder: str, name: str) -> str:
    """A variant's folder: ``graphs/<dataset>/<category>_subgraphs/<dtype>/[<bucket>/]<model folder>/_decomposed/<name>``."""
    levels = [dtype] if bucket is None else [dtype, str(bucket)]
    return "/".join(["graphs", dataset, f"{category}_subgraphs", *levels, model_folder, "_decomposed", name])


def variant_path(family: Family, dtype: str, bucket: int | None) -> str:
    return graph_path(DATASET, family.category, dtype, bucket, family.model_folder, family.name)


def variant_uid(path: str) -> str:
    """A uuid4-shaped UID (32 hex), derived from the variant path so rebuilds agree."""
    digest = hashlib.sha256(path.encode("utf-8")).digest()[:16]
    return uuid.UUID(bytes=digest, version=4).hex


def sample_hash(uids: list[str]) -> str:
    """passbench.md 3.3: sha256 of the sorted UIDs joined by newlines."""
    return hashlib.sha256("\n".join(sorted(uids)).encode("utf-8")).hexdigest()


def clear_dataset(root: Path) -> None:
    """Remove what a previous build wrote, and only that."""
    for tree in (root / "graphs" / DATASET, root / "samples" / DATASET):
        if tree.exists():
            shutil.rmtree(tree)
    for lists in (root / "sample_lists" / "train", root / "sample_lists" / "eval"):
        for old in [*lists.glob("passnet_*"), *lists.glob("gpu_passnet_*")]:
            old.unlink()


def write_family(root: Path, family: Family, tag: str) -> list[VariantRecord]:
    """Write every variant dir of a family; returns their records."""
    source, model = family.model_folder.split("/")[1:3]
    records = []
    for (dtype, bucket), subgraph in sorted(family.variants.items(), key=str):
        path = variant_path(family, dtype, bucket)
        write_graph_dir(
            root / path,
            subgraph.model_py,
            subgraph.metas,
            graph_net_json(family.name, source=source, heuristic_tag=tag),
            graph_hash=variant_hash(subgraph),
            subgraph_sources=family.sources,
        )
        elements = sum(math.prod(m.shape) for m in subgraph.metas)
        records.append(VariantRecord(path, variant_uid(path), dtype, bucket, source, model,
                                     elements <= CPU_INPUT_ELEMENTS))
    return records


def write_samples(root: Path, written: list[tuple[Family, list[VariantRecord]]],
                  limit: int = MAX_VARIANTS_PER_SAMPLE) -> list[SampleRecord]:
    """Group variants into samples by op sequence (``grouping.py``), keep each sample's picks,
    delete the rest (byte-identical copies included)."""
    from pytest_passnet.dataset.grouping import candidate, drop_identical, group_by_op_sequence, pick

    samples = []
    for category in CATEGORIES:
        records = {v.path: v for family, rs in written if family.category == category for v in rs}
        ops = {v.path: family.ops for family, rs in written if family.category == category for v in rs}
        found = [candidate(root, v.path, v.uid, v.dtype, v.bucket, ops[v.path]) for v in records.values()]
        kept, _ = drop_identical(found)
        chosen = {ops_: pick(members, limit) for ops_, members in group_by_op_sequence(kept).items()}
        keep = {c.path for members in chosen.values() for c in members}
        for path in records:
            if path not in keep:
                shutil.rmtree(root / path, ignore_errors=True)
        for ops_, members in sorted(chosen.items()):
            variants = sorted((records[c.path] for c in members), key=lambda v: v.path)
            samples.append(write_sample(root, category, variants, ops_))
    return samples


def sample_path(dataset: str, category: str, uids: list[str]) -> str:
    h = sample_hash(uids)
    return f"samples/{dataset}/{category}_subgraphs/{h[:2]}/{h[2:4]}/{h}"


def write_sample(root: Path, category: str, variants: list[VariantRecord], ops: tuple[str, ...] = (),
                 cpu_only: bool = False, dataset: str = DATASET) -> SampleRecord:
    """A sample dir: ``graph_list.txt`` (the variants in the order given), ``sample_uids.txt`` and
    ``pass_dir/`` (its passes are not ours to write)."""
    path = sample_path(dataset, category, [v.uid for v in variants])
    directory = root / path
    (directory / "pass_dir").mkdir(parents=True, exist_ok=True)
    if not any((directory / "pass_dir").iterdir()):
        # git keeps no empty directory; the harness reads pass_dir's json list only.
        (directory / "pass_dir" / ".gitkeep").write_text("")
    (directory / "graph_list.txt").write_text("".join(f"{v.path}\n" for v in variants))
    (directory / "sample_uids.txt").write_text(",".join(sorted(v.uid for v in variants)))
    return SampleRecord(category, path, variants, ops, cpu_only)


def _write_list(path: Path, sample_paths: list[str]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.with_suffix(".txt").write_text("".join(f"{p}\n" for p in sample_paths))
    path.with_suffix(".csv").write_text("sample_path\n" + "".join(f"{p}\n" for p in sample_paths))


def _write_graph_csv(path: Path, samples: list[SampleRecord]) -> None:
    table = io.StringIO()
    writer = csv.writer(table, lineterminator="\n")
    writer.writerow(["sample_id", "graph_path", "dtype", "bucket", "framework", "model"])
    for sample_id, sample in enumerate(samples):
        for v in sample.variants:
            writer.writerow([sample_id, v.path, v.dtype, v.bucket, v.source, v.model])
    path.write_text(table.getvalue())


def _inputs(root: Path, variant: VariantRecord) -> list[tuple[tuple[int, ...], str]]:
    from pytest_passnet.sample import read_weight_meta

    return [(tuple(m.shape), str(m.dtype)) for m in read_weight_meta(root / variant.path / "weight_meta.py")]


def write_lists(root: Path, samples: list[SampleRecord], eval_count: int, over_budget: list[list] = (),
                eval_min_elements: int | None = None) -> list[SampleRecord]:
    """Graph lists, grouped UIDs, train/eval sample lists, the eval graph csvs; returns the CPU eval samples."""
    from pytest_passnet.dataset.eval_choice import MIN_USEFUL_ELEMENTS, select_for_coverage, weak_target

    floor = MIN_USEFUL_ELEMENTS if eval_min_elements is None else eval_min_elements

    graph_dir = root / "graphs" / DATASET
    graph_dir.mkdir(parents=True, exist_ok=True)
    cpu_samples = []
    for category in CATEGORIES:
        chosen = sorted((s for s in samples if s.category == category), key=lambda s: s.path)
        held_out: list[SampleRecord] = []
        if category in EVAL_CATEGORIES:
            eligible = [s for s in chosen if weak_target(s.ops, [_inputs(root, v) for v in s.variants], floor) is None]
            held_out = [eligible[i] for i in select_for_coverage([s.ops for s in eligible], eval_count)]
        cpu_eval = [
            write_sample(root, category, [v for v in s.variants if v.cpu_sized], s.ops, cpu_only=True)
            for s in held_out if any(v.cpu_sized for v in s.variants)
        ]
        cpu_samples += cpu_eval
        listed = chosen + [s for s in cpu_eval if s.path not in {c.path for c in chosen}]
        prefix = f"graphs/{DATASET}/{category}_subgraphs/"
        variants = sorted({v.uid: v for s in chosen for v in s.variants}.values(), key=lambda v: v.uid)
        (graph_dir / f"passnet_{category}_subgraphs.txt").write_text(
            "".join(f"{v.uid}\t{v.path.removeprefix(prefix)}\n" for v in variants)
        )
        (graph_dir / f"passnet_grouped_{category}_subgraph_uids.txt").write_text(
            "".join(f"{','.join(sorted(v.uid for v in s.variants))}\n" for s in sorted(listed, key=lambda s: s.path))
        )
        held_paths = {s.path for s in held_out}
        _write_list(root / "sample_lists" / "train" / f"passnet_{category}_train_samples",
                    [s.path for s in chosen if s.path not in held_paths])
        if category not in EVAL_CATEGORIES:
            continue
        evals = root / "sample_lists" / "eval"
        _write_list(evals / f"gpu_passnet_{category}_eval_samples", [s.path for s in held_out])
        _write_graph_csv(evals / f"gpu_passnet_{category}_eval_graph_lists.csv", held_out)
        _write_list(evals / f"passnet_{category}_eval_samples", [s.path for s in cpu_eval])
        _write_graph_csv(evals / f"passnet_{category}_eval_graph_lists.csv", cpu_eval)
    (graph_dir / "over_budget.tsv").write_text(
        "category\tparent\tstart\tend\tdtype\tbucket\tinput_bytes\n"
        + "".join("\t".join(str(x) for x in row) + "\n" for row in sorted(over_budget))
    )
    return cpu_samples
