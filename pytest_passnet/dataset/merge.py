"""``passnet-dataset build --add``: a build of some models merged into the dataset already on disk.

A full build rewrites the whole set (``layout.clear_dataset``); adding a source should not
rebuild every other model. The added build is made in a scratch root as usual, then merged:
its models' earlier variants and the samples holding them leave the dataset, its trees are
copied in, graph lists and train lists become the union (in the order ``layout.write_lists``
writes them), and its eval samples are appended to the eval lists, which keep the samples
they had. A later full build chooses eval samples over the whole set again.
"""

from __future__ import annotations

import csv
import io
import shutil
from pathlib import Path

from pytest_passnet.dataset.layout import CATEGORIES, DATASET, sample_hash

LISTS = ("train/passnet_{}_train_samples", "eval/gpu_passnet_{}_eval_samples", "eval/passnet_{}_eval_samples")


def _model_folder(variant_path: str) -> str:
    """``samples/<source>/<model>`` of a variant path."""
    parts = variant_path.split("/")
    at = parts.index("samples")
    return "/".join(parts[at:at + 3])


def _lines(path: Path) -> list[str]:
    return path.read_text().splitlines() if path.exists() else []


def _graph_list_models(root: Path) -> set[str]:
    graphs = root / "graphs" / DATASET
    return {_model_folder(line.split("\t")[1]) for c in CATEGORIES
            for line in _lines(graphs / f"passnet_{c}_subgraphs.txt")}


def _replaced_samples(root: Path, models: set[str]) -> set[str]:
    """Sample paths listed anywhere in ``root`` that hold a variant of one of ``models``."""
    found = set()
    for template in LISTS:
        for category in CATEGORIES:
            for sample in _lines((root / "sample_lists" / template.format(category)).with_suffix(".txt")):
                variants = _lines(root / sample / "graph_list.txt")
                if any(_model_folder(v) in models for v in variants):
                    found.add(sample)
    return found


def _write_list(path: Path, samples: list[str]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.with_suffix(".txt").write_text("".join(f"{p}\n" for p in samples))
    path.with_suffix(".csv").write_text("sample_path\n" + "".join(f"{p}\n" for p in samples))


def _graph_rows(path: Path, keep: set[str]) -> list[list[str]]:
    """Rows of an eval graph csv whose sample is kept, the sample id replaced by the sample's path."""
    if not path.exists():
        return []
    lists = _lines(path.parent / path.name.replace("_graph_lists.csv", "_samples.txt"))
    rows = list(csv.reader(io.StringIO(path.read_text())))[1:]
    return [[lists[int(r[0])], *r[1:]] for r in rows if lists[int(r[0])] in keep]


def _write_graph_csv(path: Path, rows: list[list[str]], order: list[str]) -> None:
    table = io.StringIO()
    writer = csv.writer(table, lineterminator="\n")
    writer.writerow(["sample_id", "graph_path", "dtype", "bucket", "framework", "model"])
    for row in rows:
        writer.writerow([order.index(row[0]), *row[1:]])
    path.write_text(table.getvalue())


def merge_build(out: Path, added: Path) -> set[str]:
    """Merge the dataset built at ``added`` into the one at ``out``; returns the models it replaced or added."""
    models = _graph_list_models(added)
    dropped = _replaced_samples(out, models)
    dropped_groups = {(out / s / "sample_uids.txt").read_text().strip() for s in dropped
                      if (out / s / "sample_uids.txt").exists()}
    graphs_out, graphs_added = out / "graphs" / DATASET, added / "graphs" / DATASET
    for category in CATEGORIES:
        name = f"passnet_{category}_subgraphs.txt"
        kept = [line for line in _lines(graphs_out / name) if _model_folder(line.split("\t")[1]) not in models]
        graphs_out.mkdir(parents=True, exist_ok=True)
        (graphs_out / name).write_text("".join(f"{line}\n" for line in sorted(kept + _lines(graphs_added / name))))
        name = f"passnet_grouped_{category}_subgraph_uids.txt"
        groups = {line for line in _lines(graphs_out / name) if line not in dropped_groups} | set(_lines(graphs_added / name))
        ordered = sorted(groups, key=lambda line: sample_hash(line.split(",")))
        (graphs_out / name).write_text("".join(f"{line}\n" for line in ordered))
        for template in LISTS:
            target = out / "sample_lists" / template.format(category)
            source = added / "sample_lists" / template.format(category)
            if not target.with_suffix(".txt").exists() and not source.with_suffix(".txt").exists():
                continue
            old = [s for s in _lines(target.with_suffix(".txt")) if s not in dropped]
            new = _lines(source.with_suffix(".txt"))
            graph_csv = template.format(category).removesuffix("_samples") + "_graph_lists.csv"
            rows = (_graph_rows(out / "sample_lists" / graph_csv, set(old))
                    + _graph_rows(added / "sample_lists" / graph_csv, set(new)))
            merged = sorted(set(old + new)) if template.startswith("train") else old + [s for s in new if s not in old]
            _write_list(target, merged)
            if template.startswith("eval"):
                _write_graph_csv(out / "sample_lists" / graph_csv, rows, merged)
    header, *rows = _lines(graphs_out / "over_budget.tsv") or ["category\tparent\tstart\tend\tdtype\tbucket\tinput_bytes"]
    rows = [r for r in rows if r.split("\t")[1] not in models] + _lines(graphs_added / "over_budget.tsv")[1:]
    (graphs_out / "over_budget.tsv").write_text("".join(f"{line}\n" for line in [header, *sorted(rows)]))

    for directory in list(graphs_out.glob("**/_decomposed")):
        if _model_folder(str(directory.relative_to(out))) in models:
            shutil.rmtree(directory.parent)
    for sample in dropped:
        shutil.rmtree(out / sample, ignore_errors=True)
    for tree in ("graphs", "samples"):  # the category trees only: the lists beside them are merged above
        for category_tree in (added / tree / DATASET).glob("*_subgraphs"):
            if category_tree.is_dir():
                shutil.copytree(category_tree, out / tree / DATASET / category_tree.name, dirs_exist_ok=True)
    return models
