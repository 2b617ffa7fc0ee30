"""``passnet-dataset stats``: the counts docs/dataset.md reports, read from the shipped files.

Counts per category, source, dtype and op come from the graph lists and the
variants' ``model.py`` text, so the table describes what is on disk, not what a
build intended.
"""

from __future__ import annotations

import json
import re
import statistics
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


REDUCTIONS = frozenset({"mean", "Tensor.mean", "sum", "Tensor.sum", "softmax", "Tensor.softmax", "log_softmax",
                        "layer_norm", "group_norm", "rms_norm", "Tensor.var", "var", "amax", "Tensor.max",
                        "Tensor.norm", "norm", "cumsum", "Tensor.cumsum", "logsumexp"})


PASSNET_DOMAINS = {"nlp": 63.6, "computer_vision": 27.0}
"""PassNet's published domain shares of its subgraphs, in percent (docs/graphnet.md section 16)."""
PASSNET_EVAL_LISTS = {"fusible": "sample_lists/eval/hf_fusible_eval_samples_v2.txt",
                      "typical": "sample_lists/eval/hf_typical_eval_samples_v2.txt"}


def _domain(variant_dir: Path) -> str:
    """GraphNet's ``heuristic_tag`` of a variant: nlp, computer_vision, audio, graph, ..."""
    return json.loads((variant_dir / "graph_net.json").read_text()).get("heuristic_tag", "other")


def op_sequence_variety(root: Path, sample_paths: list[str], graphs_root: Path | None = None) -> tuple[int, int, int]:
    """(samples read, distinct op sequences, samples of the commonest sequence) over the samples' first variants.

    A variant's graph dir resolves against ``graphs_root`` (default ``root``); samples whose
    first variant is not there are left out of the count.
    """
    sequences = Counter()
    for path in sample_paths:
        first = (root / path / "graph_list.txt").read_text().split()[0]
        model_py = (graphs_root or root) / first / "model.py"
        if model_py.exists():
            sequences[tuple(ops_in(model_py.read_text()))] += 1
    return sum(sequences.values()), len(sequences), max(sequences.values(), default=0)


def _variety_table(root: Path, per_category: dict[str, list[str]], v2_tree: Path | None) -> str:
    header = "| category | samples | distinct op sequences | samples of the commonest |"
    rule = "|---|---|---|---|"
    if v2_tree:
        header += " PassNet v2 eval list: samples read | distinct | commonest |"
        rule += "---|---|---|"
    rows = []
    for category in CATEGORIES:
        row = "| {} | {} | {} | {} |".format(category, *op_sequence_variety(root, per_category[category]))
        if v2_tree:
            listed = root / PASSNET_EVAL_LISTS.get(category, "")
            theirs = op_sequence_variety(root, read_sample_list(listed), v2_tree) if listed.is_file() else ("", "", "")
            row += " {} | {} | {} |".format(*theirs)
        rows.append(row)
    return "\n".join([header, rule, *rows])


def _domain_table(by_domain: Counter) -> str:
    total = sum(by_domain.values()) or 1
    rows = [f"| {domain} | {count} | {100 * count / total:.1f} % | "
            + (f"{PASSNET_DOMAINS[domain]} % |" if domain in PASSNET_DOMAINS else "|")
            for domain, count in sorted(by_domain.items(), key=lambda kv: (-kv[1], kv[0]))]
    return "\n".join(["| domain (heuristic_tag) | variants | share | PassNet (published) |", "|---|---|---|---|", *rows])


def _sample_lists(root: Path, category: str) -> list[Path]:
    """The lists of full samples: train and the GPU eval list (the CPU eval list repeats part of it)."""
    return [*(root / "sample_lists" / "train").glob(f"passnet_{category}_train_samples.txt"),
            *(root / "sample_lists" / "eval").glob(f"gpu_passnet_{category}_eval_samples.txt")]


def dataset_stats(root: Path, v2_tree: Path | None = None) -> str:
    """Markdown tables: samples and variants per category, domains, op-sequence variety, models per
    source, dtypes, buckets, ops. With ``v2_tree`` (where PassNet's v2 graphs are unpacked), the
    variety of PassNet's eval lists stands beside ours."""
    samples, variants, by_domain, listed = Counter(), Counter(), Counter(), {c: [] for c in CATEGORIES}
    by_source, by_dtype, by_bucket, by_op, models = Counter(), Counter(), Counter(), Counter(), set()
    sole_ops, fusible_with_reduction, per_sample, mixed = set(), 0, {c: [] for c in CATEGORIES}, Counter()
    for category in CATEGORIES:
        graph_list = root / "graphs" / DATASET / f"passnet_{category}_subgraphs.txt"
        if not graph_list.exists():
            continue
        ops_of: dict[str, list[str]] = {}
        for line in graph_list.read_text().splitlines():
            relative = line.split("\t")[1]
            parts = relative.split("/")
            source, model = parts[parts.index("samples") + 1 : parts.index("samples") + 3]
            variants[category] += 1
            by_source[f"{source} ({category})"] += 1
            by_dtype[f"{parts[0]} ({category})"] += 1
            by_domain[_domain(root / "graphs" / DATASET / f"{category}_subgraphs" / relative)] += 1
            if category != "sole_op":
                by_bucket[f"bucket {parts[1]} ({category})"] += 1
            models.add(f"{source}/{model}")
            model_py = root / "graphs" / DATASET / f"{category}_subgraphs" / relative / "model.py"
            ops = ops_in(model_py.read_text())
            ops_of[f"graphs/{DATASET}/{category}_subgraphs/{relative}"] = ops
            by_op.update(ops)
            if category == "sole_op":
                sole_ops.update(ops)
        for list_file in _sample_lists(root, category):
            for path in read_sample_list(list_file):
                samples[category] += 1
                listed[category].append(path)
                lines = (root / path / "graph_list.txt").read_text().split()
                per_sample[category].append(len(lines))
                if len({line.split("/samples/")[1].split("/_decomposed")[0] for line in lines}) > 1:
                    mixed[category] += 1
                if category == "fusible" and any(op in REDUCTIONS for op in ops_of.get(lines[0], [])):
                    fusible_with_reduction += 1
    per_source_models = Counter(m.split("/")[0] for m in models)
    cat_rows = [f"| {c} | {samples[c]} | {variants[c]} |" for c in CATEGORIES]
    shape_rows = [
        f"| {c} | {statistics.median(per_sample[c]) if per_sample[c] else 0} | {max(per_sample[c], default=0)} "
        f"| {mixed[c]} |" for c in CATEGORIES
    ]
    parts = [
        "| category | samples | variants |", "|---|---|---|", *cat_rows,
        f"| total | {sum(samples.values())} | {sum(variants.values())} |", "",
        "| category | variants per sample (median) | (max) | samples mixing models |", "|---|---|---|---|",
        *shape_rows, "",
        f"Fusible samples containing a reduction or normalisation: {fusible_with_reduction} of {samples['fusible']}.",
        f"Distinct ops over the sole-op samples: {len(sole_ops)}.", "",
        _domain_table(by_domain), "",
        _variety_table(root, listed, v2_tree), "",
        _table("source", per_source_models, "architectures"), "",
        _table("source (category)", by_source, "variants"), "",
        _table("dtype (category)", by_dtype, "variants"), "",
        _table("bucket (category)", by_bucket, "variants"), "",
        _table("op (call sites over all variants, top 40)", Counter(dict(by_op.most_common(40)))),
    ]
    return "\n".join(parts) + "\n"
