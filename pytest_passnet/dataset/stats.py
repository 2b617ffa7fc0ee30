"""``passnet-dataset stats``: the counts DATASET.md reports, read from the shipped files.

Counts per category, source, dtype and op come from the graph lists and the
variants' ``model.py`` text, so the table describes what is on disk, not what a
build intended.
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

from pytest_passnet.dataset.layout import CATEGORIES, DATASET
from pytest_passnet.sample import read_sample_list

# ``tmp_3 = torch.conv2d(...)``, ``tmp_4 = tmp_3.view(...)``, ``tmp_5 = tmp_4 + in_1``
_CALL = re.compile(r"=\s*(?:(torch(?:\.[\w]+)+)\(|[\w]+\.(\w+)\(|[\w]+ ([-+*/@]) )")


def ops_in(model_py: str) -> list[str]:
    ops = []
    for line in model_py.splitlines():
        statement = line.split(";")[0]
        match = _CALL.search(statement)
        if match:
            function, method, operator = match.groups()
            ops.append(function.rsplit(".", 1)[-1] if function else f"Tensor.{method}" if method else operator)
        elif "+=" in statement:
            ops.append("+=")
    return ops


def _table(title: str, counts: Counter, header: str = "count") -> str:
    rows = [f"| {key} | {value} |" for key, value in sorted(counts.items(), key=lambda kv: (-kv[1], str(kv[0])))]
    return "\n".join([f"| {title} | {header} |", "|---|---|", *rows])


def dataset_stats(root: Path) -> str:
    """Markdown tables: samples and variants per category, models per source, dtypes, ops."""
    samples, variants = Counter(), Counter()
    by_source, by_dtype, by_op, models = Counter(), Counter(), Counter(), set()
    for category in CATEGORIES:
        graph_list = root / "graphs" / DATASET / f"passnet_{category}_subgraphs.txt"
        if not graph_list.exists():
            continue
        for line in graph_list.read_text().splitlines():
            relative = line.split("\t")[1]
            parts = relative.split("/")
            source, model = parts[parts.index("samples") + 1 : parts.index("samples") + 3]
            variants[category] += 1
            by_source[f"{source} ({category})"] += 1
            by_dtype[f"{parts[0]} ({category})"] += 1
            models.add(f"{source}/{model}")
            model_py = root / "graphs" / DATASET / f"{category}_subgraphs" / relative / "model.py"
            by_op.update(ops_in(model_py.read_text()))
        for list_dir in ("train", "eval"):
            for list_file in (root / "sample_lists" / list_dir).glob(f"passnet_{category}_*_samples.txt"):
                samples[category] += len(read_sample_list(list_file))
    per_source_models = Counter(m.split("/")[0] for m in models)
    cat_rows = [f"| {c} | {samples[c]} | {variants[c]} |" for c in CATEGORIES]
    parts = [
        "| category | samples | variants |", "|---|---|---|", *cat_rows,
        f"| total | {sum(samples.values())} | {sum(variants.values())} |", "",
        _table("source", per_source_models, "architectures"), "",
        _table("source (category)", by_source, "variants"), "",
        _table("dtype (category)", by_dtype, "variants"), "",
        _table("op (call sites over all variants, top 40)", Counter(dict(by_op.most_common(40)))),
    ]
    return "\n".join(parts) + "\n"
