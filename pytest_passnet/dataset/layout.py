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
"""

from __future__ import annotations

import csv
import hashlib
import io
import random
import shutil
import uuid
from dataclasses import dataclass
from pathlib import Path

from pytest_passnet.dataset.dedup import Family, variant_hash
from pytest_passnet.dataset.graphnet_format import graph_net_json, write_graph_dir

DATASET = "passnet_subgraphs"
CATEGORIES = ("sole_op", "fusible", "typical")
EVAL_CATEGORIES = ("fusible", "typical")
SPLIT_SEED = 20261130


@dataclass(frozen=True)
class VariantRecord:
    path: str
    """Relative to the dataset root, starting with ``graphs/``."""
    uid: str
    dtype: str
    bucket: int | None
    source: str
    model: str


@dataclass
class SampleRecord:
    category: str
    path: str
    variants: list[VariantRecord]


def variant_path(family: Family, dtype: str, bucket: int | None) -> str:
    levels = [dtype] if bucket is None else [dtype, str(bucket)]
    return "/".join(["graphs", DATASET, f"{family.category}_subgraphs", *levels,
                     family.model_folder, "_decomposed", family.name])


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
        for old in lists.glob("passnet_*"):
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
        records.append(VariantRecord(path, variant_uid(path), dtype, bucket, source, model))
    return records


def write_sample(root: Path, category: str, variants: list[VariantRecord]) -> SampleRecord:
    h = sample_hash([v.uid for v in variants])
    path = f"samples/{DATASET}/{category}_subgraphs/{h[:2]}/{h[2:4]}/{h}"
    directory = root / path
    (directory / "pass_dir").mkdir(parents=True, exist_ok=True)
    # git keeps no empty directory; the harness reads pass_dir's json list only.
    (directory / "pass_dir" / ".gitkeep").write_text("")
    (directory / "graph_list.txt").write_text("".join(f"{v.path}\n" for v in variants))
    (directory / "sample_uids.txt").write_text(",".join(sorted(v.uid for v in variants)))
    return SampleRecord(category, path, variants)


def _write_list(path: Path, sample_paths: list[str]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.with_suffix(".txt").write_text("".join(f"{p}\n" for p in sample_paths))
    path.with_suffix(".csv").write_text("sample_path\n" + "".join(f"{p}\n" for p in sample_paths))


def eval_split(samples: list[SampleRecord], count: int, seed: int = SPLIT_SEED) -> set[str]:
    """A seeded choice of ``count`` sample paths (fewer if the category is smaller)."""
    paths = sorted(s.path for s in samples)
    return set(random.Random(seed).sample(paths, min(count, len(paths))))


def write_lists(root: Path, samples: list[SampleRecord], eval_count: int) -> None:
    """Graph lists, grouped UIDs, train/eval sample lists and the eval graph csv."""
    for category in CATEGORIES:
        chosen = sorted((s for s in samples if s.category == category), key=lambda s: s.path)
        prefix = f"graphs/{DATASET}/{category}_subgraphs/"
        variants = sorted((v for s in chosen for v in s.variants), key=lambda v: v.uid)
        graph_dir = root / "graphs" / DATASET
        graph_dir.mkdir(parents=True, exist_ok=True)
        (graph_dir / f"passnet_{category}_subgraphs.txt").write_text(
            "".join(f"{v.uid}\t{v.path.removeprefix(prefix)}\n" for v in variants)
        )
        (graph_dir / f"passnet_grouped_{category}_subgraph_uids.txt").write_text(
            "".join(f"{','.join(sorted(v.uid for v in s.variants))}\n" for s in chosen)
        )
        held_out = eval_split(chosen, eval_count) if category in EVAL_CATEGORIES else set()
        _write_list(root / "sample_lists" / "train" / f"passnet_{category}_train_samples",
                    [s.path for s in chosen if s.path not in held_out])
        if category not in EVAL_CATEGORIES:
            continue
        evaluated = [s for s in chosen if s.path in held_out]
        _write_list(root / "sample_lists" / "eval" / f"passnet_{category}_eval_samples", [s.path for s in evaluated])
        table = io.StringIO()
        writer = csv.writer(table, lineterminator="\n")
        writer.writerow(["sample_id", "graph_path", "dtype", "bucket", "framework", "model"])
        for sample_id, sample in enumerate(evaluated):
            for v in sample.variants:
                writer.writerow([sample_id, v.path, v.dtype, v.bucket, v.source, v.model])
        (root / "sample_lists" / "eval" / f"passnet_{category}_eval_graph_lists.csv").write_text(table.getvalue())
